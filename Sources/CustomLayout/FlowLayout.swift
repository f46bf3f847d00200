// FlowLayout.swift
// CustomLayout
//
// The seed's wrapping layout (seed: layout-protocol, 004_6a0bf1e079f60c71.txt, there named
// BasicVStack), registered as `FlowLayout(spacing:)`. Kept exactly as written, quirks included
// (LAYOUTPROTO-5): items are measured at `.unspecified`, a nil width falls back to 300, a wrapped
// item's width is not added to the new row during sizing, and placement uses a constant
// row height of 30.

import Foundation
import LayoutCore

/// The seed's flow layout (LAYOUTPROTO-5).
public struct FlowLayout: Layout, Codable, Hashable {
    public var spacing: CGFloat = 10.0

    public init(spacing: CGFloat = 10.0) { self.spacing = spacing }

    /// Missing keys take the defaults, so `{}` decodes as `FlowLayout()`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        spacing = try container.decodeIfPresent(CGFloat.self, forKey: .spacing) ?? 10.0
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 300
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        var height: CGFloat = 0
        var currentX: CGFloat = 0
        var rowHeight: CGFloat = 0
        for size in sizes {
            if currentX + size.width > width && currentX > 0 {
                height += rowHeight + spacing
                currentX = 0
                rowHeight = size.height
            } else {
                rowHeight = max(rowHeight, size.height)
                currentX += size.width + spacing
            }
        }
        height += rowHeight
        return CGSize(width: width, height: height)
    }

    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) {
        let itemHeight: CGFloat = 30.0
        var currentX: CGFloat = bounds.minX
        var currentY: CGFloat = bounds.minY
        var rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if currentX + size.width > bounds.maxX && currentX > bounds.minX {
                currentX = bounds.minX
                currentY += rowHeight + spacing
                rowHeight = 0
            }
            subview.place(
                at: CGPoint(x: currentX, y: currentY), anchor: .topLeading,
                proposal: ProposedViewSize(size))
            currentX += size.width + spacing
            rowHeight = max(rowHeight, itemHeight)
        }
    }
}
