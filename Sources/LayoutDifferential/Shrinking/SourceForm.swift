// SourceForm.swift
// LayoutDifferential
//
// Whether a tree is in the form the source front end produces, so that SourcePrinter's source
// parses back to the same tree. The harness cannot parse (it links no swift-syntax); it checks
// the parts of that form an edit can break: implicit stacks (ROOT-2, SCROLL-1) and CORE-10's
// source-legal numbers.

import LayoutCore

/// The shape of trees that print as SwiftUI source and parse back unchanged.
public enum SourceForm {
    /// Whether `tree` prints as source that parses back to it: implicit stacks only where
    /// lowering puts them (a root VStack, or a ScrollView's content, of ≠ 1 views), and every
    /// number one that source may hold (CORE-10: no NaN; ±∞ only in a frame, a flexible frame
    /// or a layout priority).
    public static func isPrintable(_ tree: ViewTree) -> Bool {
        for (index, node) in tree.nodes.enumerated() {
            if !numbersAreSourceLegal(node.kind) { return false }
            guard case .stack(let spec) = node.kind, spec.isImplicit else { continue }
            let plain =
                node.label == nil && spec == StackSpec(axis: spec.axis, isImplicit: true) && node.children.count != 1
            guard plain else { return false }
            if index == 0 {
                if spec.axis != .vertical { return false }
                continue
            }
            guard let parent = tree.parent(of: index), case .scrollView(let axes) = tree.nodes[parent].kind,
                spec.axis == (axes == .horizontal ? Axis.horizontal : .vertical)
            else { return false }
        }
        return true
    }

    /// CORE-10 for one node's parameters.
    static func numbersAreSourceLegal(_ kind: NodeKind) -> Bool {
        func finite(_ values: [Double?]) -> Bool { values.allSatisfy { $0.map(\.isFinite) ?? true } }
        func notNaN(_ values: [Double?]) -> Bool { values.allSatisfy { !($0?.isNaN ?? false) } }
        switch kind {
        case .frame, .flexFrame:
            return kind.expressions.allSatisfy { expressionIsLegal($0, infinityAllowed: true) }
        case .layoutPriority(let priority): return !priority.isNaN
        case .shape(let spec):
            if case .roundedRectangle(let radius) = spec.shape { return radius.isFinite }
            return true
        case .text(let spec): return finite([spec.font.pointSize])
        case .spacer(let minLength): return finite([minLength])
        case .customLeaf(let spec):
            let s = [spec.minimum, spec.ideal, spec.maximum]
            return notNaN(s.flatMap { [$0.width, $0.height] })
        case .stack(let spec): return finite([spec.spacing])
        case .border(_, let width): return width.isFinite
        case .aspectRatio(let ratio, _): return finite([ratio])
        case .padding, .offset, .position, .alignmentGuide:
            return kind.expressions.allSatisfy { expressionIsLegal($0, infinityAllowed: false) }
        case .image, .divider, .zStack, .viewThatFits, .geometryReader, .scrollView, .customLayout, .overlay,
            .background, .fixedSize:
            return true
        }
    }

    /// An expression whose constant part (a plain constant) is not NaN, nor ±∞ unless allowed.
    /// Expressions that read a proxy or `d` may compute anything at layout time (CORE-10 item 2).
    private static func expressionIsLegal(_ expression: LayoutExpression, infinityAllowed: Bool) -> Bool {
        guard let value = expression.constantValue else { return true }
        return infinityAllowed ? !value.isNaN : value.isFinite
    }
}
