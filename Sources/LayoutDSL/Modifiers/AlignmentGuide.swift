// AlignmentGuide.swift
// LayoutDSL
//
// `.alignmentGuide(g) { d in … }` (GUIDE-2). The closure is called once, now, with symbolic
// ``GuideDimensions``; its result (an expression over `d.width`, `d.height` and `d[guide]`, or
// a plain number) is stored in the tree and evaluated by the engines whenever the guide is read.

import Foundation
import LayoutCore

extension View {
    /// Sets the explicit value of a horizontal guide: `{ d in d[.trailing] - 10 }` (GUIDE-2).
    public func alignmentGuide(
        _ guide: HorizontalAlignment,
        computeValue: (GuideDimensions) -> LayoutExpression
    )
        -> LayoutModified<Self>
    {
        let value = computeValue(GuideDimensions(axis: .horizontal)).foldingConstants
        return layoutNode(.alignmentGuide(key: guide.key, value: value))
    }

    /// Sets the explicit value of a vertical guide: `{ d in d.height / 2 }` (GUIDE-2).
    public func alignmentGuide(
        _ guide: VerticalAlignment,
        computeValue: (GuideDimensions) -> LayoutExpression
    )
        -> LayoutModified<Self>
    {
        let value = computeValue(GuideDimensions(axis: .vertical)).foldingConstants
        return layoutNode(.alignmentGuide(key: guide.key, value: value))
    }

    /// A horizontal guide set to a number: `{ _ in -10 * Double(i) }` (GUIDE-2).
    @_disfavoredOverload
    public func alignmentGuide(
        _ guide: HorizontalAlignment,
        computeValue: (GuideDimensions) -> Double
    ) -> LayoutModified<Self> {
        alignmentGuide(guide) { d in LayoutExpression.constant(computeValue(d)) }
    }

    /// A vertical guide set to a number: `{ _ in 20 * Double(i) }` (GUIDE-2).
    @_disfavoredOverload
    public func alignmentGuide(
        _ guide: VerticalAlignment,
        computeValue: (GuideDimensions) -> Double
    ) -> LayoutModified<Self> {
        alignmentGuide(guide) { d in LayoutExpression.constant(computeValue(d)) }
    }

    /// A horizontal guide set to a `CGFloat` (GUIDE-2).
    @_disfavoredOverload
    public func alignmentGuide(
        _ guide: HorizontalAlignment,
        computeValue: (GuideDimensions) -> CGFloat
    ) -> LayoutModified<Self> {
        alignmentGuide(guide) { d in LayoutExpression.constant(Double(computeValue(d))) }
    }

    /// A vertical guide set to a `CGFloat` (GUIDE-2).
    @_disfavoredOverload
    public func alignmentGuide(
        _ guide: VerticalAlignment,
        computeValue: (GuideDimensions) -> CGFloat
    ) -> LayoutModified<Self> {
        alignmentGuide(guide) { d in LayoutExpression.constant(Double(computeValue(d))) }
    }
}
