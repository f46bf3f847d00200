// Layout.swift
// CustomLayout
//
// LAYOUTPROTO-1: the custom-layout protocol, shaped like SwiftUI's so that seed code such as
// the flow layout compiles as written. Engines call it through ``LayoutInstance``.

import Foundation
import LayoutCore

/// A custom layout container (LAYOUTPROTO-1).
///
/// To use a layout in a ``ViewTree`` it must also be `Codable` and registered in a
/// ``LayoutRegistry`` under its type name: the tree stores the name and the encoded value.
public protocol Layout: Sendable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    static var layoutProperties: LayoutProperties { get }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache)
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// `nil` (the default) lets the engine merge the subviews' guides per GUIDE-4.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect,
        proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
    /// `nil` (the default) lets the engine merge the subviews' guides per GUIDE-4.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect,
        proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// Default: the union of the subviews' spacing; `.zero` with no subviews (LAYOUTPROTO-1).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard !subviews.isEmpty else { return .zero }
        var result = ViewSpacing()
        for subview in subviews { result.formUnion(subview.spacing) }
        return result
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect,
        proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect,
        proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) {}
}
