// Axis.swift
// LayoutCore
//
// The two layout axes and axis sets (ScrollView, ViewThatFits, fixedSize).

/// A layout axis. Stacks call the axis they grow along *major* and the other *minor*.
public enum Axis: String, Hashable, Sendable, Codable, CaseIterable {
    case horizontal
    case vertical

    /// The other axis.
    public var orthogonal: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A set of axes, as in SwiftUI's `Axis.Set`.
public struct AxisSet: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let horizontal = AxisSet(rawValue: 1)
    public static let vertical = AxisSet(rawValue: 2)
    public static let both: AxisSet = [.horizontal, .vertical]

    /// Whether the set contains `axis`.
    public func contains(_ axis: Axis) -> Bool {
        contains(axis == .horizontal ? AxisSet.horizontal : AxisSet.vertical)
    }
}
