// NodeKind+Rules.swift
// LayoutCore
//
// The rule-book section that sizes and the one that places each kind of node: names only, for
// trace steps (which rule answered a query, which rule proposed to a child) and for the
// comparator's attribution of a difference (LayoutDifferential's RuleAttribution). No layout
// arithmetic lives here; each engine decides by its own code.

extension NodeKind {
    /// The rule that answers `measure(node, P)` for this kind (its sizeThatFits).
    public var sizingRule: String {
        switch self {
        case .shape(let spec): spec.shape == .circle ? "LEAF-SHAPE-2" : "LEAF-SHAPE-1"
        case .text: "TEXT-4"
        case .image: "LEAF-IMAGE-1"
        case .spacer: "SPACER-2"
        case .divider: "DIVIDER-1"
        case .customLeaf: "LEAF-OTHER-1"
        case .stack: "HSTACK-4"
        case .zStack: "ZSTACK-1"
        case .viewThatFits: "VTF-2"
        case .geometryReader: "GEOREADER-1"
        case .scrollView: "SCROLL-1"
        case .customLayout: "LAYOUTPROTO-3"
        case .overlay, .border: "OVERLAY-1"
        case .background: "BACKGROUND-1"
        case .frame: "FRAME-2"
        case .flexFrame: "FLEXFRAME-2"
        case .padding: "PADDING-1"
        case .fixedSize: "FIXEDSIZE-1"
        case .offset: "OFFSET-1"
        case .position: "POSITION-1"
        case .aspectRatio: "ASPECT-1"
        case .alignmentGuide: "GUIDE-2"
        case .layoutPriority: "PRIORITY-1"
        }
    }

    /// The rule by which this kind places its children (the proposals of its placement phase).
    public var placementRule: String {
        switch self {
        case .shape, .image, .spacer, .divider, .customLeaf: "CORE-1"
        case .text: "TEXT-5"
        case .stack: "HSTACK-5"
        case .zStack: "ZSTACK-2"
        case .viewThatFits: "VTF-3"
        case .geometryReader: "GEOREADER-2"
        case .scrollView: "SCROLL-2"
        case .customLayout: "LAYOUTPROTO-4"
        case .overlay, .border: "OVERLAY-2"
        case .background: "BACKGROUND-1"
        case .frame: "FRAME-3"
        case .flexFrame: "FLEXFRAME-3"
        case .padding: "PADDING-2"
        case .fixedSize: "FIXEDSIZE-2"
        case .offset: "OFFSET-1"
        case .position: "POSITION-2"
        case .aspectRatio: "ASPECT-2"
        case .alignmentGuide: "GUIDE-3"
        case .layoutPriority: "PRIORITY-1"
        }
    }
}
