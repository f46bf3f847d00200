// RuleAttribution.swift
// LayoutDifferential
//
// Which rule of the rule book a difference points at. The first differing node in pre-order
// (fields in the order proposal, size, origin) is where the engines first part ways: a wrong
// proposal or origin is the parent's placement rule, a wrong size the node's own sizing rule.

import LayoutCore

/// The rule IDs a difference is attributed to.
public enum RuleAttribution {
    /// The rule that sizes a node of `kind` (its `sizeThatFits`).
    public static func sizingRule(_ kind: NodeKind) -> String {
        switch kind {
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
        case .overlay, .background, .border: "OVERLAY-1"
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

    /// The rule by which a node of `kind` places its children (origin and proposal); `nil` (the
    /// root) is ROOT-1.
    public static func placementRule(_ parent: NodeKind?) -> String {
        guard let parent else { return "ROOT-1" }
        switch parent {
        case .stack: return "HSTACK-5"
        case .zStack: return "ZSTACK-2"
        case .viewThatFits: return "VTF-3"
        case .geometryReader: return "GEOREADER-2"
        case .scrollView: return "SCROLL-2"
        case .customLayout: return "LAYOUTPROTO-4"
        case .overlay, .background, .border: return "OVERLAY-2"
        case .frame: return "FRAME-3"
        case .flexFrame: return "FLEXFRAME-3"
        case .padding: return "PADDING-2"
        case .fixedSize: return "FIXEDSIZE-2"
        case .offset: return "OFFSET-1"
        case .position: return "POSITION-2"
        case .aspectRatio: return "ASPECT-2"
        case .alignmentGuide: return "GUIDE-2"
        case .layoutPriority: return "PRIORITY-1"
        case .shape, .text, .image, .spacer, .divider, .customLeaf: return "CORE-1"
        }
    }

    /// The rule a difference in `field` of a node of `kind` under `parent` points at.
    public static func rule(for field: ComparedField, kind: NodeKind, parent: NodeKind?) -> String {
        switch field {
        case .reported: "CORE-8"
        case .hidden: "VTF-3"
        case .proposalWidth, .proposalHeight, .x, .y: placementRule(parent)
        case .width, .height: sizingRule(kind)
        case .displayFrame: "ROUND-2"
        case .diagnostics: "CORE-6"
        }
    }
}
