// ProposedViewSize.swift
// CustomLayout
//
// The SwiftUI-shaped types a user `Layout` is written against (LAYOUTPROTO-2), over
// Foundation's CGFloat/CGSize/CGRect/CGPoint so that seed code compiles unchanged.

import Foundation
import LayoutCore

/// SwiftUI's `ProposedViewSize` (PROPOSAL-1/2).
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// Conversion to the engines' proposal type.
    public var proposedSize: ProposedSize {
        ProposedSize(width: width.map { Double($0) }, height: height.map { Double($0) })
    }

    public init(_ proposal: ProposedSize) {
        self.init(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) })
    }
}

/// SwiftUI's `UnitPoint` (the anchor of `place(at:anchor:proposal:)`).
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// SwiftUI's `ViewSpacing` (SPACING-2): per edge, generic or holding a zero entry.
public struct ViewSpacing: Hashable, Sendable {
    /// Edges (`EdgeSet` members) that hold a zero entry; the others are generic.
    public var zeroEdges: EdgeSet

    public init(zeroEdges: EdgeSet = []) { self.zeroEdges = zeroEdges }

    /// All four edges zero (an empty container, SPACING-2).
    public static let zero = ViewSpacing(zeroEdges: .all)

    /// Merges another view's spacing into this one, edge by edge (union of entries).
    public mutating func formUnion(_ other: ViewSpacing, edges: EdgeSet = .all) {
        zeroEdges.formUnion(other.zeroEdges.intersection(edges))
    }

    /// SPACING-3 with `spacing: nil`: 0 when a zero entry faces the gap, otherwise 8.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let trailing: EdgeSet = axis == .horizontal ? .trailing : .bottom
        let leading: EdgeSet = axis == .horizontal ? .leading : .top
        return zeroEdges.contains(trailing) || next.zeroEdges.contains(leading) ? 0 : 8
    }
}

/// SwiftUI's `LayoutProperties` (SPACER-1 reads `stackOrientation`).
public struct LayoutProperties: Hashable, Sendable {
    public var stackOrientation: Axis?
    public init(stackOrientation: Axis? = nil) { self.stackOrientation = stackOrientation }
}
