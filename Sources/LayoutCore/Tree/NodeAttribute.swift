// NodeAttribute.swift
// LayoutCore
//
// CHROME-1: modifiers with no layout effect (`.navigationTitle`, `.onTapGesture`, accessibility,
// styling) are recorded on the node they apply to, so reports can show them. Engines never read
// them.

/// The value recorded for a layout-neutral modifier (CHROME-1).
public enum AttributeValue: Hashable, Sendable, Codable {
    /// The modifier was applied with no value worth keeping (`.onTapGesture { … }`, `.bold()`).
    case flag
    /// A string argument (`.navigationTitle("Landmarks")`).
    case string(String)
    /// The arguments as written (`.listStyle(.plain)` → `.plain`), closures left out.
    case expression(String)
}

/// One layout-neutral modifier applied to a node (CHROME-1).
public struct NodeAttribute: Hashable, Sendable, Codable {
    /// The modifier's name without the dot (`navigationTitle`), or a container's name
    /// (`NavigationStack`) for views that lay out as their content (CHROME-2).
    public var name: String
    public var value: AttributeValue

    public init(_ name: String, _ value: AttributeValue = .flag) {
        self.name = name
        self.value = value
    }
}
