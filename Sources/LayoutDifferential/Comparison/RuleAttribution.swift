// RuleAttribution.swift
// LayoutDifferential
//
// Which rule of the rule book a difference points at. The first differing node in pre-order
// (fields in the order proposal, size, origin) is where the engines first part ways: a wrong
// proposal or origin is the parent's placement rule, a wrong size the node's own sizing rule.

import LayoutCore

/// The rule IDs a difference is attributed to.
public enum RuleAttribution {
    /// The rule that sizes a node of `kind` (its `sizeThatFits`): ``NodeKind/sizingRule``.
    public static func sizingRule(_ kind: NodeKind) -> String { kind.sizingRule }

    /// The rule by which a node of `kind` places its children (origin and proposal):
    /// ``NodeKind/placementRule``; `nil` (the root) is ROOT-1.
    public static func placementRule(_ parent: NodeKind?) -> String { parent?.placementRule ?? "ROOT-1" }

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

    /// The rules a layout of `tree` exercises, sorted: each node's sizing rule, and the
    /// placement rule of each node with children. They are the rules differences are filed
    /// under, so a campaign can say, per rule, how many of the trees that use it agree.
    public static func exercised(by tree: ViewTree) -> [String] {
        var rules = Set<String>()
        for node in tree.nodes {
            rules.insert(node.kind.sizingRule)
            if !node.children.isEmpty { rules.insert(node.kind.placementRule) }
        }
        return rules.sorted()
    }
}
