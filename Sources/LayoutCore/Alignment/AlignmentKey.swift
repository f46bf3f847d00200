// AlignmentKey.swift
// LayoutCore
//
// GUIDE-1/5: alignment guides. A guide is identified by an AlignmentKey; its default value
// is part of the data (for custom alignments, a LayoutExpression over the view's dimensions).

/// Identifies one alignment guide, horizontal or vertical.
public enum AlignmentKey: Hashable, Sendable, Codable {
    case leading
    case horizontalCenter
    case trailing
    case top
    case verticalCenter
    case bottom
    case firstTextBaseline
    case lastTextBaseline
    /// A user-defined `AlignmentID`.
    case custom(CustomAlignment)

    /// The axis this guide measures along.
    public var axis: Axis {
        switch self {
        case .leading, .horizontalCenter, .trailing: .horizontal
        case .top, .verticalCenter, .bottom, .firstTextBaseline, .lastTextBaseline: .vertical
        case .custom(let custom): custom.axis
        }
    }

    /// Whether this is one of the five standard edge/centre guides (GUIDE-4 does not propagate them).
    public var isStandard: Bool {
        switch self {
        case .leading, .horizontalCenter, .trailing, .top, .verticalCenter, .bottom: true
        case .firstTextBaseline, .lastTextBaseline, .custom: false
        }
    }

    /// The SwiftUI spelling (`.leading`, `.firstTextBaseline`, or the custom name).
    public var swiftName: String {
        switch self {
        case .leading: "leading"
        case .horizontalCenter, .verticalCenter: "center"
        case .trailing: "trailing"
        case .top: "top"
        case .bottom: "bottom"
        case .firstTextBaseline: "firstTextBaseline"
        case .lastTextBaseline: "lastTextBaseline"
        case .custom(let custom): custom.name
        }
    }
}

/// A user-defined alignment (`struct X: AlignmentID { static func defaultValue(in d:) … }`).
public struct CustomAlignment: Hashable, Sendable, Codable {
    /// The name used for the static member (`HorizontalAlignment.myGuide`).
    public var name: String
    public var axis: Axis
    /// `defaultValue(in: d)`, as an expression over the view's dimensions.
    public var defaultValue: LayoutExpression

    public init(name: String, axis: Axis, defaultValue: LayoutExpression) {
        self.name = name
        self.axis = axis
        self.defaultValue = defaultValue
    }
}

/// A horizontal guide (`HorizontalAlignment`).
public struct HorizontalAlignment: Hashable, Sendable, Codable {
    public var key: AlignmentKey
    public init(_ key: AlignmentKey) {
        precondition(key.axis == .horizontal, "HorizontalAlignment needs a horizontal key")
        self.key = key
    }
    public static let leading = HorizontalAlignment(.leading)
    public static let center = HorizontalAlignment(.horizontalCenter)
    public static let trailing = HorizontalAlignment(.trailing)
}

/// A vertical guide (`VerticalAlignment`).
public struct VerticalAlignment: Hashable, Sendable, Codable {
    public var key: AlignmentKey
    public init(_ key: AlignmentKey) {
        precondition(key.axis == .vertical, "VerticalAlignment needs a vertical key")
        self.key = key
    }
    public static let top = VerticalAlignment(.top)
    public static let center = VerticalAlignment(.verticalCenter)
    public static let bottom = VerticalAlignment(.bottom)
    public static let firstTextBaseline = VerticalAlignment(.firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(.lastTextBaseline)
}

/// A pair of guides (GUIDE-5), `.center` by default.
public struct Alignment: Hashable, Sendable, Codable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The guide on `axis`.
    public subscript(axis: Axis) -> AlignmentKey {
        axis == .horizontal ? horizontal.key : vertical.key
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The named constants in SwiftUI spelling, for the parser and printer.
    public static let named: [(name: String, value: Alignment)] = [
        ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top),
        ("bottom", .bottom), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
        ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
        ("centerFirstTextBaseline", Alignment(horizontal: .center, vertical: .firstTextBaseline)),
        ("centerLastTextBaseline", Alignment(horizontal: .center, vertical: .lastTextBaseline)),
        ("leadingFirstTextBaseline", Alignment(horizontal: .leading, vertical: .firstTextBaseline)),
        ("leadingLastTextBaseline", Alignment(horizontal: .leading, vertical: .lastTextBaseline)),
        ("trailingFirstTextBaseline", Alignment(horizontal: .trailing, vertical: .firstTextBaseline)),
        ("trailingLastTextBaseline", Alignment(horizontal: .trailing, vertical: .lastTextBaseline)),
    ]
}
