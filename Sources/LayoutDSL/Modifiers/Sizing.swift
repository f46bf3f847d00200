// Sizing.swift
// LayoutDSL
//
// `.fixedSize` (FIXEDSIZE-1/2), `.aspectRatio` / `.scaledToFit` / `.scaledToFill` (ASPECT-1/2)
// and `.layoutPriority` (PRIORITY-1).

import Foundation
import LayoutCore

extension View {
    /// Proposes nil (the ideal) on both axes (FIXEDSIZE-1).
    public func fixedSize() -> LayoutModified<Self> {
        layoutNode(.fixedSize(horizontal: true, vertical: true))
    }

    /// Proposes nil (the ideal) on the chosen axes (FIXEDSIZE-1).
    public func fixedSize(horizontal: Bool, vertical: Bool) -> LayoutModified<Self> {
        layoutNode(.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// Constrains the proposal to `ratio` (width / height), or to the child's ideal aspect
    /// when nil (ASPECT-1).
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> LayoutModified<Self> {
        layoutNode(.aspectRatio(ratio: ratio.map { Double($0) }, contentMode: contentMode))
    }

    /// A `CGSize` ratio means `width / height` (ASPECT-1); a zero height is passed through.
    public func aspectRatio(_ ratio: CGSize, contentMode: ContentMode) -> LayoutModified<Self> {
        layoutNode(
            .aspectRatio(
                ratio: Double(ratio.width) / Double(ratio.height),
                contentMode: contentMode))
    }

    /// `aspectRatio(nil, contentMode: .fit)` (ASPECT-1).
    public func scaledToFit() -> LayoutModified<Self> { aspectRatio(nil, contentMode: .fit) }

    /// `aspectRatio(nil, contentMode: .fill)` (ASPECT-1).
    public func scaledToFill() -> LayoutModified<Self> { aspectRatio(nil, contentMode: .fill) }

    /// Sets the priority stacks use to distribute space (PRIORITY-1, HSTACK-2/3).
    public func layoutPriority(_ value: Double) -> LayoutModified<Self> {
        layoutNode(.layoutPriority(value))
    }
}
