// ProposedSize.swift
// LayoutCore
//
// PROPOSAL-1/2: a proposal has four modes per axis: 0 (minimum), ∞ (maximum),
// a finite value (explicit) and nil (unspecified, "your ideal"). nil and ∞ are distinct.

/// The size a parent proposes to a child. `nil` = unspecified, `.infinity` = infinite.
public struct ProposedSize: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// An all-explicit proposal (PROPOSAL-2 `ProposedViewSize(size)`).
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)
    public static let unspecified = ProposedSize(width: nil, height: nil)

    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public init(major: Double?, minor: Double?, axis: Axis) {
        self =
            axis == .horizontal
            ? ProposedSize(width: major, height: minor) : ProposedSize(width: minor, height: major)
    }

    /// PROPOSAL-2: replaces each `nil` component with the matching component of `size`.
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        "(\(width.map(formatPoints) ?? "nil"), \(height.map(formatPoints) ?? "nil"))"
    }
}
