// GuideDimensions.swift
// LayoutDSL
//
// The tree holds no closures, so an `alignmentGuide` closure (GUIDE-2) or a custom alignment's
// `defaultValue(in:)` (GUIDE-1) is called once, while the view is described, with symbolic
// dimensions: `d.width`, `d.height` and `d[guide]` are LayoutExpressions, and so is the result.

import Foundation
import LayoutCore

/// The dimensions an alignment-guide closure receives: symbolic stand-ins for SwiftUI's
/// `ViewDimensions` (GUIDE-1). `{ d in d[.trailing] - 10 }` produces
/// `.difference(.guide(.trailing), .constant(10))`.
public struct GuideDimensions: Sendable {
    /// The axis of the guide being computed; `d[.center]` means that axis's centre.
    public let axis: Axis

    public init(axis: Axis) { self.axis = axis }

    /// The view's width (`.width`).
    public var width: LayoutExpression { .width }
    /// The view's height (`.height`).
    public var height: LayoutExpression { .height }

    /// `d[HorizontalAlignment.x]`: the explicit value of the guide, or its default (GUIDE-2).
    @_disfavoredOverload
    public subscript(guide: HorizontalAlignment) -> LayoutExpression { .guide(guide.key) }

    /// `d[VerticalAlignment.x]`: the explicit value of the guide, or its default (GUIDE-2).
    @_disfavoredOverload
    public subscript(guide: VerticalAlignment) -> LayoutExpression { .guide(guide.key) }

    /// `d[.center]`, which SwiftUI would reject as ambiguous: the centre on the axis of the guide
    /// being computed. Spell `d[HorizontalAlignment.center]` to pick an axis explicitly.
    public subscript(guide: AxisCenter) -> LayoutExpression {
        .guide(axis == .horizontal ? .horizontalCenter : .verticalCenter)
    }

    /// `d[explicit: g]` is not expressible in a closed tree; it reads the same value as `d[g]`.
    @_disfavoredOverload
    public subscript(explicit guide: HorizontalAlignment) -> LayoutExpression { .guide(guide.key) }

    /// `d[explicit: g]` is not expressible in a closed tree; it reads the same value as `d[g]`.
    @_disfavoredOverload
    public subscript(explicit guide: VerticalAlignment) -> LayoutExpression { .guide(guide.key) }
}

/// The `.center` written in `d[.center]` without an axis (see ``GuideDimensions``).
public struct AxisCenter: Hashable, Sendable {
    public static let center = AxisCenter()
}

/// SwiftUI's `AlignmentID` for custom alignments (GUIDE-1), with the default value written
/// over symbolic dimensions:
///
/// ```swift
/// struct MidAccount: AlignmentID {
///     static func defaultValue(in d: GuideDimensions) -> LayoutExpression { d[.top] + 4 }
/// }
/// extension VerticalAlignment { static let midAccount = VerticalAlignment(MidAccount.self) }
/// ```
public protocol AlignmentID {
    static func defaultValue(in context: GuideDimensions) -> LayoutExpression
}

extension HorizontalAlignment {
    /// A custom horizontal alignment from an ``AlignmentID`` type, named after the type.
    public init(_ id: any AlignmentID.Type) {
        self = .custom(name: String(describing: id), defaultValue: id.defaultValue(in:))
    }

    /// A custom horizontal alignment whose default is computed from the view's dimensions
    /// (GUIDE-1): `HorizontalAlignment.custom(name: "oneThird") { d in d.width / 3 }`.
    public static func custom(
        name: String,
        defaultValue: (GuideDimensions) -> LayoutExpression
    ) -> HorizontalAlignment {
        let value = defaultValue(GuideDimensions(axis: .horizontal)).foldingConstants
        return HorizontalAlignment(
            .custom(
                CustomAlignment(
                    name: name, axis: .horizontal,
                    defaultValue: value)))
    }
}

extension VerticalAlignment {
    /// A custom vertical alignment from an ``AlignmentID`` type, named after the type.
    public init(_ id: any AlignmentID.Type) {
        self = .custom(name: String(describing: id), defaultValue: id.defaultValue(in:))
    }

    /// A custom vertical alignment whose default is computed from the view's dimensions
    /// (GUIDE-1): `VerticalAlignment.custom(name: "midLine") { d in d.height / 2 }`.
    public static func custom(
        name: String,
        defaultValue: (GuideDimensions) -> LayoutExpression
    ) -> VerticalAlignment {
        let value = defaultValue(GuideDimensions(axis: .vertical)).foldingConstants
        return VerticalAlignment(
            .custom(
                CustomAlignment(
                    name: name, axis: .vertical,
                    defaultValue: value)))
    }
}
