// ModifierRules.swift
// ReferenceEngine
//
// PADDING-1/2, FIXEDSIZE-1/2, POSITION-1/2, ASPECT-1/2, OVERLAY-1..3, BACKGROUND-1, and the
// placement of every unary modifier's child (also used for GUIDE-3 translations).

import LayoutCore

extension LayoutSession {
    /// PADDING-1: resolved insets `(top, leading, bottom, trailing)`; NaN or ∞ become 0.
    func resolvedInsets(_ node: Int, _ insets: EdgeInsets) -> (t: Double, l: Double, b: Double, r: Double) {
        (finite(evaluate(insets.top), node: node), finite(evaluate(insets.leading), node: node),
         finite(evaluate(insets.bottom), node: node), finite(evaluate(insets.trailing), node: node))
    }

    /// PADDING-1: the proposal less the insets, at least 0 (∞ stays ∞, nil stays nil).
    func paddingProposal(_ p: ProposedSize, _ i: (t: Double, l: Double, b: Double, r: Double)) -> ProposedSize {
        ProposedSize(width: p.width.map { max($0 - i.l - i.r, 0) },
                     height: p.height.map { max($0 - i.t - i.b, 0) })
    }

    /// PADDING-1: the child's size plus the insets.
    func paddingSize(_ node: Int, _ insets: EdgeInsets, _ p: ProposedSize) -> Size {
        let i = resolvedInsets(node, insets)
        let c = size(child(node), paddingProposal(p, i))
        return Size(width: c.width + i.l + i.r, height: c.height + i.t + i.b)
    }

    /// FIXEDSIZE-1/2: nil on the fixed axes.
    func fixedSizeProposal(_ p: ProposedSize, horizontal: Bool, vertical: Bool) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    /// POSITION-1: greedy; nil components come from the child.
    func positionSize(_ node: Int, _ p: ProposedSize) -> Size {
        if let w = p.width, let h = p.height { return Size(width: w, height: h) }
        let c = size(child(node), p)
        return Size(width: p.width ?? c.width, height: p.height ?? c.height)
    }

    /// ASPECT-1 `offered(P)`.
    func aspectOffered(_ node: Int, _ ratio: Double?, _ mode: ContentMode, _ p: ProposedSize) -> ProposedSize {
        if p.width == nil && p.height == nil { return p }
        var r: Size
        if let ratio { r = Size(width: ratio, height: 1) } else { r = size(child(node), .unspecified) }
        if r.width == r.height { r = Size(width: 1, height: 1) }
        func scaleFactor(_ axis: Axis) -> Double {
            guard let proposed = p[axis], r[axis] != 0 || proposed != 0 else { return .infinity }
            return proposed / r[axis]
        }
        let sx = scaleFactor(.horizontal), sy = scaleFactor(.vertical)
        let k = mode == .fit ? min(sx, sy) : max(sx, sy)
        return ProposedSize(width: r.width * k, height: r.height * k)
    }

    /// Where a unary modifier puts its (first) child, relative to the modifier's origin, and
    /// with which proposal, given the modifier's size `s` and placement proposal `q`.
    func unaryChildPlacement(_ node: Int, size s: Size, proposal q: ProposedSize)
        -> (proposal: ProposedSize, origin: Point)
    {
        let c = child(node)
        switch kind(node) {
        case .frame(let w, let h, let alignment):                          // FRAME-3
            let proposal = ProposedSize(width: frameDimension(node, w, .horizontal) ?? q.width,
                                        height: frameDimension(node, h, .vertical) ?? q.height)
            return (proposal, alignedOrigin(c, proposal, in: s, alignment))
        case .flexFrame(let spec):                                         // FLEXFRAME-3
            let proposal = flexFrameChildProposal(node, spec, size: s, proposal: q)
            return (proposal, alignedOrigin(c, proposal, in: s, spec.alignment))
        case .padding(let insets):                                         // PADDING-2
            let i = resolvedInsets(node, insets)
            return (paddingProposal(q, i), Point(x: i.l, y: i.t))
        case .fixedSize(let h, let v):                                     // FIXEDSIZE-2
            let proposal = fixedSizeProposal(q, horizontal: h, vertical: v)
            return (proposal, centred(size(c, proposal), in: s))
        case .aspectRatio(let ratio, let mode):                            // ASPECT-2
            let proposal = aspectOffered(node, ratio, mode, q)
            return (proposal, centred(size(c, proposal), in: s))
        case .position(let x, let y):                                      // POSITION-2
            let proposal = ProposedSize(s)
            let childSize = size(c, proposal)
            let px = finite(evaluate(x), node: node), py = finite(evaluate(y), node: node)
            return (proposal, Point(x: px - childSize.width / 2, y: py - childSize.height / 2))
        case .offset, .alignmentGuide, .layoutPriority, .overlay, .background, .border:
            return (q, .zero)                                              // OFFSET-1, OVERLAY-2
        case .shape, .text, .image, .spacer, .divider, .customLeaf, .stack, .zStack,
             .viewThatFits, .geometryReader, .scrollView, .customLayout:
            preconditionFailure("\(kind(node).name) is not a unary modifier")
        }
    }

    /// The origin that centres a child of size `child` in `s`.
    func centred(_ child: Size, in s: Size) -> Point {
        Point(x: (s.width - child.width) / 2, y: (s.height - child.height) / 2)
    }

    /// OVERLAY-2/3, BACKGROUND-1: each secondary member is proposed the primary's size and
    /// aligned on its own to the primary's guides.
    func placeSecondaries(_ node: Int, _ alignment: Alignment, _ b: Rect, _ q: ProposedSize,
                          offset: Point) {
        let items = children(node)
        let primary = items[0]
        let proposal = ProposedSize(b.size)
        for secondary in items.dropFirst() {
            var origin = b.origin
            for axis in Axis.allCases {
                let key = alignment[axis]
                origin[axis] += guideValue(primary, key, q) - guideValue(secondary, key, proposal)
            }
            place(secondary, Rect(origin: origin, size: size(secondary, proposal)), proposal,
                  offset: offset)
        }
    }
}
