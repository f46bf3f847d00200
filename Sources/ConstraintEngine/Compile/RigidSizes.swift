// RigidSizes.swift
// ConstraintEngine
//
// HSTACK-6 across proposals: which nodes answer the same size at every proposal, from the tree
// alone. `measure` computes such a node once and answers every later proposal with that
// instance's size variables, so the stack probes (HSTACK-2), shares (HSTACK-3) and ZStack
// boxes (ZSTACK-2) asked of it write no second set of rows that could not change a value
// (ConstraintEncoding.md, "Rigid nodes"). Placement is unchanged: every placed node's proposal
// and frame are still written and certified.

import LayoutCore

enum RigidSizes {
    /// Per node, whether its size is the same at every proposal:
    ///  - `frame(width:height:)` with both dimensions constant, finite and ≥ 0 (FRAME-2 answers
    ///    them without asking the child);
    ///  - a stack or a ZStack whose children all are (their sizes and, from those, their
    ///    alignment guides are the same at every proposal, so HSTACK-4's and ZSTACK-1's answers
    ///    are);
    ///  - a padding with four constant finite insets over such a child (PADDING-1);
    ///  - an offset, a layout priority, an overlay, a background or a border over such a
    ///    primary (they answer what it answers).
    /// Nothing under which a custom leaf, a custom Layout or a GeometryReader sits is rigid:
    /// their answers and warnings follow the proposals asked (LEAF-OTHER-1, LAYOUTPROTO-3,
    /// GEOREADER-1), and a custom Layout is asked again at every measurement.
    static func rigidNodes(in compiler: ModelCompiler) -> [Bool] {
        let tree = compiler.tree
        var rigid = [Bool](repeating: false, count: tree.count)
        var askedPerProposal = [Bool](repeating: false, count: tree.count)
        for node in (0..<tree.count).reversed() { // pre-order: children come after parents
            let children = tree.nodes[node].children
            let isAsked: Bool
            switch tree.nodes[node].kind {
            case .customLeaf, .customLayout, .geometryReader: isAsked = true
            default: isAsked = children.contains { askedPerProposal[$0.index] }
            }
            askedPerProposal[node] = isAsked
            guard !isAsked else { continue }
            func childrenRigid() -> Bool { children.allSatisfy { rigid[$0.index] } }
            switch tree.nodes[node].kind {
            case .frame(let width, let height, _):
                rigid[node] = isValidConstant(width) && isValidConstant(height)
            case .stack, .zStack:
                rigid[node] = childrenRigid()
            case .padding(let insets):
                rigid[node] =
                    [insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy {
                        $0.constantValue?.isFinite ?? false
                    } && childrenRigid()
            case .offset, .layoutPriority, .overlay, .background, .border:
                rigid[node] = children.first.map { rigid[$0.index] } ?? false
            case .shape, .text, .image, .spacer, .divider, .customLeaf, .viewThatFits, .geometryReader,
                .scrollView, .customLayout, .flexFrame, .fixedSize, .position, .aspectRatio, .alignmentGuide:
                rigid[node] = false
            }
        }
        return rigid
    }

    /// A frame dimension FRAME-1 keeps as written at every proposal.
    private static func isValidConstant(_ dimension: LayoutExpression?) -> Bool {
        guard let value = dimension?.constantValue else { return false }
        return value.isFinite && value >= 0
    }
}
