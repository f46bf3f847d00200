// Value.swift
// LayoutInterpreter
//
// The values interpreted layout code computes with (LAYOUTPROTO-1/2): numbers, the CoreGraphics
// geometry types, `ProposedViewSize`, arrays, tuples, instances of the layout's own structs and
// the proxies (`subviews`, one subview, its dimensions). Optionals are flattened: `nil` is a
// value of its own, a present optional is the wrapped value.

import CustomLayout
import Foundation
import LayoutCore

/// A value of the interpreted Swift subset.
indirect enum Value: Sendable {
    case void
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case size(width: Double, height: Double)
    case point(x: Double, y: Double)
    case rect(x: Double, y: Double, width: Double, height: Double)
    case proposal(width: Double?, height: Double?)
    case unitPoint(x: Double, y: Double)
    case array([Value])
    case tuple([Value], labels: [String?])
    /// An instance of a struct declared inside the layout (its cache, for example).
    case record(type: String, fields: [String: Value])
    /// A half-open integer range `lower..<upper`.
    case range(lower: Int, upper: Int)
    /// The layout's subviews, by index (a whole collection or a slice of it).
    case subviews([Int])
    case subview(Int)
    /// `subview.dimensions(in:)`: the subview and the proposal it was measured with.
    case dimensions(subview: Int, proposal: ProposedSize)
    case spacing(ViewSpacing)
    case axis(Axis)
    case horizontalAlignment(HorizontalAlignment)
    case verticalAlignment(VerticalAlignment)
    /// A type used as a value: `CGFloat` in `CGFloat.infinity`, `Self` in `Self.Cache`.
    case type(String)

    /// The Swift type name, for messages.
    var typeName: String {
        switch self {
        case .void: "()"
        case .null: "nil"
        case .bool: "Bool"
        case .int: "Int"
        case .double: "CGFloat"
        case .string: "String"
        case .size: "CGSize"
        case .point: "CGPoint"
        case .rect: "CGRect"
        case .proposal: "ProposedViewSize"
        case .unitPoint: "UnitPoint"
        case .array: "Array"
        case .tuple: "tuple"
        case .record(let type, _): type
        case .range: "Range<Int>"
        case .subviews: "Subviews"
        case .subview: "LayoutSubview"
        case .dimensions: "ViewDimensions"
        case .spacing: "ViewSpacing"
        case .axis: "Axis"
        case .horizontalAlignment: "HorizontalAlignment"
        case .verticalAlignment: "VerticalAlignment"
        case .type(let name): "\(name).Type"
        }
    }

    /// The number as a Double (Int promotes), or nil.
    var number: Double? {
        switch self {
        case .int(let n): Double(n)
        case .double(let x): x
        default: nil
        }
    }

    /// The elements of anything a `for` loop or a collection method walks.
    var elements: [Value]? {
        switch self {
        case .array(let items): items
        case .range(let lower, let upper): lower < upper ? (lower..<upper).map { .int($0) } : []
        case .subviews(let indices): indices.map { .subview($0) }
        default: nil
        }
    }

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    static func size(_ size: CGSize) -> Value { .size(width: Double(size.width), height: Double(size.height)) }

    static func proposal(_ proposal: ProposedViewSize) -> Value {
        .proposal(width: proposal.width.map { Double($0) }, height: proposal.height.map { Double($0) })
    }

    static func rect(_ rect: CGRect) -> Value {
        .rect(
            x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
            height: Double(rect.size.height))
    }
}

/// What an expression is expected to produce, from a type annotation, a parameter or the other
/// operand: it types integer literals (`let x: CGFloat = 1 / 2` is 0.5) and implicit members
/// (`.zero`, `.unspecified`, `.topLeading`).
indirect enum TypeHint: Sendable, Equatable {
    case double, int, bool, string, size, point, rect, proposal, unitPoint, axis, spacing
    case horizontalAlignment, verticalAlignment
    case array(TypeHint?)
    case optional(TypeHint)
    case record(String)

    /// The hint without an optional wrapper.
    var unwrapped: TypeHint {
        if case .optional(let inner) = self { return inner.unwrapped }
        return self
    }

    /// The hint a value carries (for the other operand of a comparison or arithmetic).
    init?(of value: Value) {
        switch value {
        case .int: self = .int
        case .double: self = .double
        case .bool: self = .bool
        case .string: self = .string
        case .size: self = .size
        case .point: self = .point
        case .rect: self = .rect
        case .proposal: self = .proposal
        case .unitPoint: self = .unitPoint
        case .axis: self = .axis
        case .spacing: self = .spacing
        case .horizontalAlignment: self = .horizontalAlignment
        case .verticalAlignment: self = .verticalAlignment
        case .record(let type, _): self = .record(type)
        default: return nil
        }
    }
}
