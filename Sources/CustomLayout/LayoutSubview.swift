// LayoutSubview.swift
// CustomLayout
//
// LAYOUTPROTO-2: the proxies a custom layout sees. Each engine supplies a host that answers
// measurements and records placements; the proxies only forward.

import Foundation
import LayoutCore

/// What an engine provides behind ``LayoutSubview`` (LAYOUTPROTO-2/4).
public protocol LayoutSubviewHost: AnyObject {
    func sizeThatFits(subview: Int, proposal: ProposedSize) -> Size
    /// `d[key]` of the subview at `proposal`: its explicit value or the default.
    func guide(subview: Int, key: AlignmentKey, proposal: ProposedSize) -> Double
    /// The explicit value of `key`, if the subview has one.
    func explicitGuide(subview: Int, key: AlignmentKey, proposal: ProposedSize) -> Double?
    func priority(subview: Int) -> Double
    func spacing(subview: Int) -> ViewSpacing
    func place(subview: Int, at point: Point, anchor: UnitPoint, proposal: ProposedSize)
}

/// SwiftUI's `ViewDimensions` as a custom layout sees it.
public struct ViewDimensions {
    public let width: CGFloat
    public let height: CGFloat
    let lookup: (AlignmentKey) -> Double
    let explicitLookup: (AlignmentKey) -> Double?

    public init(
        width: CGFloat, height: CGFloat, lookup: @escaping (AlignmentKey) -> Double,
        explicitLookup: @escaping (AlignmentKey) -> Double?
    ) {
        self.width = width
        self.height = height
        self.lookup = lookup
        self.explicitLookup = explicitLookup
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat { CGFloat(lookup(guide.key)) }
    public subscript(guide: VerticalAlignment) -> CGFloat { CGFloat(lookup(guide.key)) }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitLookup(guide.key).map { CGFloat($0) }
    }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitLookup(guide.key).map { CGFloat($0) }
    }
}

/// One subview of a custom layout (SwiftUI's `LayoutSubview`).
public struct LayoutSubview: Equatable {
    let host: any LayoutSubviewHost
    /// The subview's position among the layout's subviews.
    public let index: Int

    public init(host: any LayoutSubviewHost, index: Int) {
        self.host = host
        self.index = index
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool {
        a.host === b.host && a.index == b.index
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = host.sizeThatFits(subview: index, proposal: proposal.proposedSize)
        return CGSize(width: size.width, height: size.height)
    }

    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let p = proposal.proposedSize
        let size = host.sizeThatFits(subview: index, proposal: p)
        let host = self.host
        let index = self.index
        return ViewDimensions(
            width: CGFloat(size.width), height: CGFloat(size.height),
            lookup: { host.guide(subview: index, key: $0, proposal: p) },
            explicitLookup: { host.explicitGuide(subview: index, key: $0, proposal: p) })
    }

    public var priority: Double { host.priority(subview: index) }

    public var spacing: ViewSpacing { host.spacing(subview: index) }

    public func place(
        at position: CGPoint, anchor: UnitPoint = .topLeading,
        proposal: ProposedViewSize
    ) {
        host.place(
            subview: index, at: Point(x: Double(position.x), y: Double(position.y)),
            anchor: anchor, proposal: proposal.proposedSize)
    }
}

/// SwiftUI's `LayoutSubviews`: the flattened content, in order.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public let elements: [LayoutSubview]
    public init(_ elements: [LayoutSubview]) { self.elements = elements }
    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> LayoutSubview { elements[position] }
}
