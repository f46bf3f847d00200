// EdgeInsets.swift
// LayoutCore

/// Insets on the four edges, each a ``LayoutExpression`` so that padding inside a
/// `GeometryReader` can depend on the proxy's size (GEOREADER-2).
public struct EdgeInsets: Hashable, Sendable, Codable {
    public var top: LayoutExpression
    public var leading: LayoutExpression
    public var bottom: LayoutExpression
    public var trailing: LayoutExpression

    public init(
        top: LayoutExpression = 0, leading: LayoutExpression = 0,
        bottom: LayoutExpression = 0, trailing: LayoutExpression = 0
    ) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all value: LayoutExpression) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }
}

/// Edge sets for `.padding(_:_:)`.
public struct EdgeSet: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = EdgeSet(rawValue: 1)
    public static let leading = EdgeSet(rawValue: 2)
    public static let bottom = EdgeSet(rawValue: 4)
    public static let trailing = EdgeSet(rawValue: 8)
    public static let horizontal: EdgeSet = [.leading, .trailing]
    public static let vertical: EdgeSet = [.top, .bottom]
    public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]
}
