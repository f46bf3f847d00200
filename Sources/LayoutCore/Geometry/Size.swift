// Size.swift
// LayoutCore
//
// Double-based geometry (no CoreGraphics dependency).

/// A width and a height in points.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The component along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Builds a size from major/minor components for a stack along `axis`.
    public init(major: Double, minor: Double, axis: Axis) {
        self = axis == .horizontal ? Size(width: major, height: minor) : Size(width: minor, height: major)
    }

    public var description: String { "\(formatPoints(width))×\(formatPoints(height))" }
}

/// A point in window coordinates (y grows downwards).
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    public init(major: Double, minor: Double, axis: Axis) {
        self = axis == .horizontal ? Point(x: major, y: minor) : Point(x: minor, y: major)
    }

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }

    public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}

/// An origin and a size.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(origin: .zero, size: .zero)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }

    public var description: String { "\(origin) \(size)" }
}

/// Formats a coordinate with at most three decimals, as the CLI and messages print them.
public func formatPoints(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    // Beyond 1e15 three decimals are meaningless (and the value would not fit an Int64):
    // Swift's shortest round-trip form, e.g. "-1e+20".
    if abs(value) >= 1e15 { return "\(value)" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() { return String(Int64(rounded)) }
    var text = String(format3(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    return text
}

private func format3(_ value: Double) -> String {
    let negative = value < 0
    let scaled = Int64((abs(value) * 1000).rounded())
    let whole = scaled / 1000
    let fraction = scaled % 1000
    let fractionText = String(fraction)
    let padded = String(repeating: "0", count: 3 - fractionText.count) + fractionText
    return (negative ? "-" : "") + "\(whole).\(padded)"
}
