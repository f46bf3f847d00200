// SwiftUISourcePrinter.swift
// SourcePrinter
//
// Prints a ViewTree as readable SwiftUI source (4-space indentation) that the source front end
// parses back to the same tree: parse(print(t)) == t for trees as lowering produces them.
//
// - The root implicit VStack prints as several top-level views; a ScrollView's implicit stack as
//   several views inside the ScrollView. Other implicit stacks (which lowering never produces)
//   print as explicit stacks.
// - Labels print as `.id("…")`; a Text's font and lineLimit as modifiers on the Text; a
//   shape's fill as `.fill(…)`; `ignoresSafeArea` as the last modifier of the root.
// - GeometryReader parameters are `proxy`, `proxy1`, … by nesting depth; guides read `d`.
// - Custom alignments are declared before the views (see AlignmentDeclarations.swift).
//
// Not round-trippable: NaN values (NaN != NaN), two different custom alignments sharing a name
// and axis, custom-alignment or layout names that are not Swift identifiers, custom layouts whose
// parameters are not a canonical flat JSON object of scalars, and implicit stacks other than
// the ones lowering creates (e.g. an implicit root VStack with exactly one child).

import LayoutCore

/// Prints view trees as SwiftUI source.
public enum SwiftUISourcePrinter {
    /// The SwiftUI source of `tree`.
    ///
    /// Printing recurses into container children and overlay content, on a thread sized for
    /// that nesting. When that stack cannot be reserved, this stops the process with `not enough
    /// memory for a tree N levels deep` (`withStack`): the printer serves tests, the fuzzer and
    /// the shrinker, which print trees they generated and have nothing to show without the
    /// text. A caller that must carry on uses ``checkedSource(for:)``.
    public static func source(for tree: ViewTree) -> String {
        let (printer, levels) = prepared(tree)
        return withStack(forDepth: levels, bytesPerLevel: 4_096) { printer.document() }
    }

    /// ``source(for:)``, or a thrown error, without printing, when the stack cannot be reserved.
    public static func checkedSource(for tree: ViewTree) throws(StackReservationError) -> String {
        let (printer, levels) = prepared(tree)
        return try withReservedStack(forDepth: levels, bytesPerLevel: 4_096) { printer.document() }
    }

    /// The printer and the stack levels it needs: about 32 KB per nested view and 4 KB per
    /// expression level (debug builds).
    private static func prepared(_ tree: ViewTree) -> (TreePrinter, Int) {
        let printer = TreePrinter(tree: tree)
        return (printer, printer.nestingDepth() * 8 + printer.expressionDepth() + 1)
    }
}

/// One printing run. Modifier chains are printed with a loop; recursion happens only into
/// container children and overlay content.
private final class TreePrinter {
    let tree: ViewTree
    let alignments: AlignmentNames
    /// Enclosing GeometryReaders of every node.
    let readerDepth: [Int]
    var lines: [String] = []

    init(tree: ViewTree) {
        self.tree = tree
        alignments = AlignmentNames(tree: tree)
        var depths = [Int](repeating: 0, count: tree.count)
        for (index, node) in tree.nodes.enumerated() {
            let inner = depths[index] + (node.kind == .geometryReader ? 1 : 0)
            for child in node.children { depths[child.index] = inner }
        }
        readerDepth = depths
    }

    /// The deepest recursion `document()` needs: edges that are not modifier-chain links.
    func nestingDepth() -> Int {
        var depths = [Int](repeating: 0, count: tree.count)
        var deepest = 0
        for (index, node) in tree.nodes.enumerated() {
            deepest = max(deepest, depths[index])
            for (position, child) in node.children.enumerated() {
                depths[child.index] = depths[index] + (node.kind.isModifier && position == 0 ? 0 : 1)
            }
        }
        return deepest
    }

    /// The deepest expression in the tree (printing recurses once per level).
    func expressionDepth() -> Int {
        var deepest = 0
        var expressions = alignments.alignments.map(\.defaultValue)
        for node in tree.nodes { expressions += node.kind.expressions }
        for expression in expressions {
            var pending = [(expression, 1)]
            while let (next, depth) = pending.popLast() {
                deepest = max(deepest, depth)
                switch next {
                case .sum(let a, let b), .difference(let a, let b): pending += [(a, depth + 1), (b, depth + 1)]
                case .product(let a, _), .quotient(let a, _), .negation(let a): pending.append((a, depth + 1))
                case .constant, .width, .height, .guide, .proxyWidth, .proxyHeight: break
                }
            }
        }
        return deepest
    }

    func document() -> String {
        lines = alignments.declarations()
        let root = tree[tree.root]
        if isPlainImplicitStack(root, axis: .vertical), root.children.count != 1 {
            if root.children.isEmpty {
                line(0, "EmptyView()")
                if tree.ignoresSafeArea { line(1, ".ignoresSafeArea()") }
            } else if tree.ignoresSafeArea {
                line(0, "Group {")
                for child in root.children { view(child, indent: 1) }
                line(0, "}")
                line(1, ".ignoresSafeArea()")
            } else {
                for child in root.children { view(child, indent: 0) }
            }
        } else {
            view(tree.root, indent: 0, trailing: tree.ignoresSafeArea ? [".ignoresSafeArea()"] : [])
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Indentation stops growing past this depth, so very deep trees print in linear size.
    static let maximumIndent = 32

    private func line(_ indent: Int, _ text: String) {
        lines.append(String(repeating: "    ", count: min(indent, Self.maximumIndent)) + text)
    }

    private func isPlainImplicitStack(_ node: ViewNode, axis: Axis) -> Bool {
        guard case .stack(let spec) = node.kind else { return false }
        return spec.isImplicit && spec.axis == axis && node.label == nil
            && spec == StackSpec(axis: axis, isImplicit: true)
    }

    // MARK: Views

    /// Prints a view with its modifier chain; `trailing` modifiers go last.
    private func view(_ id: NodeID, indent: Int, trailing: [String] = []) {
        var chain: [NodeID] = []
        var current = id
        while tree[current].kind.isModifier, let first = tree[current].children.first {
            chain.append(current)
            current = first
        }
        let start = lines.count
        base(current, indent: indent)
        // `}` then `.modifier` at the container's indentation; one-line views indent modifiers.
        let modifierIndent = lines.count - start > 1 && lines.last?.hasSuffix("}") == true ? indent : indent + 1
        label(of: current, indent: modifierIndent)
        for modifierID in chain.reversed() {
            modifier(modifierID, indent: modifierIndent)
            label(of: modifierID, indent: modifierIndent)
        }
        for text in trailing { line(modifierIndent, text) }
    }

    private func label(of id: NodeID, indent: Int) {
        if let label = tree[id].label { line(indent, ".id(" + SwiftUISourcePrinter.stringLiteral(label) + ")") }
    }

    private func base(_ id: NodeID, indent: Int) {
        let node = tree[id]
        let literal = SwiftUISourcePrinter.self
        switch node.kind {
        case .shape(let spec):
            switch spec.shape {
            case .color: line(indent, literal.colorView(spec.fill))
            case .rectangle: line(indent, "Rectangle()")
            case .roundedRectangle(let radius):
                line(indent, "RoundedRectangle(cornerRadius: \(literal.number(radius)))")
            case .capsule: line(indent, "Capsule()")
            case .ellipse: line(indent, "Ellipse()")
            case .circle: line(indent, "Circle()")
            }
            if spec.shape != .color, let fill = spec.fill { line(indent + 1, ".fill(\(literal.styleColor(fill)))") }
        case .text(let spec):
            line(indent, "Text(" + literal.stringLiteral(spec.string) + ")")
            if spec.font != .body { line(indent + 1, ".font(\(literal.font(spec.font)))") }
            if let limit = spec.lineLimit { line(indent + 1, ".lineLimit(\(limit))") }
        case .image(let spec):
            let argument = (spec.isSystemSymbol ? "systemName: " : "") + literal.stringLiteral(spec.name)
            line(indent, "Image(\(argument))")
            if spec.isResizable { line(indent + 1, ".resizable()") }
            if let font = spec.font, font != .body { line(indent + 1, ".font(\(literal.font(font)))") }
            if let scale = spec.imageScale { line(indent + 1, ".imageScale(.\(scale))") }
        case .spacer(let minLength):
            line(indent, minLength.map { "Spacer(minLength: \(literal.number($0)))" } ?? "Spacer()")
        case .divider:
            line(indent, "Divider()")
        case .customLeaf(let spec):
            line(indent, customLeaf(spec))
        case .stack(let spec):
            var arguments: [String] = []
            if spec.alignment != StackSpec(axis: spec.axis).alignment {
                arguments.append(
                    "alignment: "
                        + literal.guideName(spec.alignment, context: spec.axis.orthogonal, alignments: alignments))
            }
            if let spacing = spec.spacing { arguments.append("spacing: " + literal.number(spacing)) }
            container((spec.axis == .horizontal ? "HStack" : "VStack") + call(arguments), node.children, indent)
        case .zStack(let alignment):
            let arguments =
                alignment == .center ? [] : ["alignment: " + literal.alignment(alignment, alignments: alignments)]
            container("ZStack" + call(arguments), node.children, indent)
        case .viewThatFits(let axes):
            container(
                "ViewThatFits" + call(axes == .both ? [] : ["in: " + literal.axisSet(axes)]), node.children, indent)
        case .geometryReader:
            container(
                "GeometryReader", node.children, indent,
                parameter: literal.proxyName(readerDepth[id.index]))
        case .scrollView(let axes):
            let header = "ScrollView" + call(axes == .vertical ? [] : [literal.axisSet(axes)])
            var children = node.children
            if children.count == 1, let only = children.first {
                let axis: Axis = axes == .horizontal ? .horizontal : .vertical
                let content = tree[only]
                if isPlainImplicitStack(content, axis: axis), content.children.count != 1 {
                    children = content.children
                }
            }
            container(header, children, indent)
        case .customLayout(let spec):
            let arguments = (literal.layoutArguments(of: spec) ?? []).map { $0.label + ": " + $0.value }
            container(spec.name + call(arguments), node.children, indent)
        case .overlay, .background, .border, .frame, .flexFrame, .padding, .fixedSize, .offset, .position,
            .aspectRatio, .alignmentGuide, .layoutPriority:
            // A modifier without a modified view cannot occur in a valid tree.
            line(indent, "EmptyView()")
        }
    }

    private func call(_ arguments: [String]) -> String {
        arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")"
    }

    private func container(_ header: String, _ children: [NodeID], _ indent: Int, parameter: String? = nil) {
        let opening = header + " {" + (parameter.map { " \($0) in" } ?? "")
        guard !children.isEmpty else {
            line(indent, opening + (parameter == nil ? "}" : " }"))
            return
        }
        line(indent, opening)
        for child in children { view(child, indent: indent + 1) }
        line(indent, "}")
    }

    private func customLeaf(_ spec: CustomLeafSpec) -> String {
        let literal = SwiftUISourcePrinter.self
        let name = spec.name == "CustomLeaf" ? "" : "name: " + literal.stringLiteral(spec.name) + ", "
        if spec.minimum == spec.ideal, spec.ideal == spec.maximum {
            return
                "CustomLeaf(\(name)width: \(literal.number(spec.ideal.width)), height: \(literal.number(spec.ideal.height)))"
        }
        return
            "CustomLeaf(\(name)minWidth: \(literal.number(spec.minimum.width)), idealWidth: \(literal.number(spec.ideal.width)), "
            + "maxWidth: \(literal.number(spec.maximum.width)), minHeight: \(literal.number(spec.minimum.height)), "
            + "idealHeight: \(literal.number(spec.ideal.height)), maxHeight: \(literal.number(spec.maximum.height)))"
    }

    // MARK: Modifiers

    private func expression(_ expression: LayoutExpression, axis: Axis? = nil) -> String {
        SwiftUISourcePrinter.expression(expression, axis: axis, alignments: alignments)
    }

    private func modifier(_ id: NodeID, indent: Int) {
        let node = tree[id]
        let literal = SwiftUISourcePrinter.self
        switch node.kind {
        case .overlay(let alignment), .background(let alignment):
            let name = node.kind.name
            let header =
                "." + name
                + (alignment == .center
                    ? "" : "(alignment: " + literal.alignment(alignment, alignments: alignments) + ")")
            container(header, Array(node.children.dropFirst()), indent)
        case .border(let color, let width):
            line(
                indent,
                ".border(\(literal.styleColor(color))" + (width == 1 ? ")" : ", width: \(literal.number(width)))"))
        case .frame(let width, let height, let alignment):
            var arguments: [String] = []
            if let width { arguments.append("width: " + expression(width)) }
            if let height { arguments.append("height: " + expression(height)) }
            if alignment != .center {
                arguments.append("alignment: " + literal.alignment(alignment, alignments: alignments))
            }
            line(indent, ".frame(" + arguments.joined(separator: ", ") + ")")
        case .flexFrame(let spec):
            let values: [(String, LayoutExpression?)] = [
                ("minWidth", spec.minWidth), ("idealWidth", spec.idealWidth), ("maxWidth", spec.maxWidth),
                ("minHeight", spec.minHeight), ("idealHeight", spec.idealHeight), ("maxHeight", spec.maxHeight),
            ]
            var arguments = values.compactMap { label, value in value.map { label + ": " + expression($0) } }
            if arguments.isEmpty { arguments.append("minWidth: nil") }
            if spec.alignment != .center {
                arguments.append("alignment: " + literal.alignment(spec.alignment, alignments: alignments))
            }
            line(indent, ".frame(" + arguments.joined(separator: ", ") + ")")
        case .padding(let insets):
            line(indent, padding(insets))
        case .fixedSize(let horizontal, let vertical):
            line(
                indent,
                horizontal && vertical ? ".fixedSize()" : ".fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
            )
        case .offset(let x, let y), .position(let x, let y):
            var arguments: [String] = []
            if x != 0 { arguments.append("x: " + expression(x)) }
            if y != 0 { arguments.append("y: " + expression(y)) }
            line(indent, "." + node.kind.name + "(" + arguments.joined(separator: ", ") + ")")
        case .aspectRatio(let ratio, let mode):
            if let ratio {
                line(indent, ".aspectRatio(\(literal.number(ratio)), contentMode: .\(mode.rawValue))")
            } else {
                line(indent, mode == .fit ? ".scaledToFit()" : ".scaledToFill()")
            }
        case .alignmentGuide(let key, let value):
            let guide = literal.guideName(key, context: nil, alignments: alignments)
            line(indent, ".alignmentGuide(\(guide)) { d in \(expression(value, axis: key.axis)) }")
        case .layoutPriority(let priority):
            line(indent, ".layoutPriority(\(literal.number(priority)))")
        case .shape, .text, .image, .spacer, .divider, .customLeaf, .stack, .zStack, .viewThatFits,
            .geometryReader, .scrollView, .customLayout:
            break
        }
    }

    /// `.padding()`, `.padding(8)`, `.padding(.horizontal, 8)`, or `.padding(EdgeInsets(…))`.
    private func padding(_ insets: EdgeInsets) -> String {
        let edges: [(String, LayoutExpression)] = [
            ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing),
        ]
        let padded = edges.filter { $0.1 != 0 }
        func length(_ value: LayoutExpression) -> String { value == 16 ? "" : expression(value) }
        if edges.allSatisfy({ $0.1 == insets.top }) {
            return ".padding(" + length(insets.top) + ")"
        }
        if let first = padded.first, padded.allSatisfy({ $0.1 == first.1 }) {
            let names = padded.map(\.0)
            let set: String
            switch names {
            case ["leading", "trailing"]: set = ".horizontal"
            case ["top", "bottom"]: set = ".vertical"
            case let single where single.count == 1: set = "." + single[0]
            default: set = "[" + names.map { "." + $0 }.joined(separator: ", ") + "]"
            }
            let value = length(first.1)
            return ".padding(" + set + (value.isEmpty ? "" : ", " + value) + ")"
        }
        return ".padding(EdgeInsets(" + edges.map { $0.0 + ": " + expression($0.1) }.joined(separator: ", ") + "))"
    }
}
