// FrameEncoding.swift
// ConstraintEngine
//
// Unary layout modifiers: FRAME-1..3, FLEXFRAME-1..3, PADDING-1/2, FIXEDSIZE-1/2, POSITION-1/2,
// ASPECT-1/2. Clamps become certified min/max; a min/ideal/max bound is a row only when its
// side of the clamp is the one taken.

import LayoutCore

/// Where a unary modifier puts its child, relative to its own origin, and with what proposal.
struct ChildPlacement {
    var proposal: ModelProposal
    var origin: ModelPoint
}

/// FLEXFRAME-1 normalised bounds of one axis.
struct FlexAxis {
    var min: Quantity?
    var ideal: Quantity?
    var max: Quantity?
}

extension ModelCompiler {
    /// FRAME-1: a negative, NaN or infinite dimension becomes nil (warned).
    func frameDimension(_ value: LayoutExpression?, _ node: Int, _ name: String) throws(ConstraintEngineError) -> Quantity? {
        guard let value else { return nil }
        let v = try evaluate(value, node: node)
        if v.isFinite && v.value >= 0 {
            builder.requireAtLeast(v, .zero, rule: "FRAME-1")
            return v
        }
        warn(DiagnosticCode.frameInvalidDimension, "\(name) \(formatPoints(v.value)) is invalid; using nil", node: node)
        return nil
    }

    /// FRAME-2.
    func frameSize(_ node: Int, _ w: LayoutExpression?, _ h: LayoutExpression?, _ p: ModelProposal)
        throws(ConstraintEngineError) -> ModelSize
    {
        let width = try frameDimension(w, node, "width"), height = try frameDimension(h, node, "height")
        if let width, let height { return ModelSize(width: width, height: height) }
        let c = try measure(child(node), ModelProposal(width: width ?? p.width, height: height ?? p.height))
        return ModelSize(width: width ?? c.width, height: height ?? c.height)
    }

    /// FLEXFRAME-1 for one axis.
    func flexAxis(_ node: Int, _ minE: LayoutExpression?, _ idealE: LayoutExpression?, _ maxE: LayoutExpression?)
        throws(ConstraintEngineError) -> FlexAxis
    {
        let rawMin = try minE.map { e throws(ConstraintEngineError) in try evaluate(e, node: node) }
        let rawIdeal = try idealE.map { e throws(ConstraintEngineError) in try evaluate(e, node: node) }
        let rawMax = try maxE.map { e throws(ConstraintEngineError) in try evaluate(e, node: node) }
        let minV = rawMin?.value, idealV = rawIdeal?.value, maxV = rawMax?.value
        if (minV ?? 0) > (idealV ?? maxV ?? .infinity) || (idealV ?? 0) > (maxV ?? .infinity)
            || (minV.map { !$0.isFinite || $0 < 0 } ?? false)
        {
            warn(DiagnosticCode.flexFrameContradictory, "min/ideal/max are contradictory; normalised", node: node)
        }
        let mn = rawMin.map { builder.maximum($0, .zero, rule: "FLEXFRAME-1") }
        let id = rawIdeal.map { builder.maximum(mn ?? .zero, $0, rule: "FLEXFRAME-1") }
        let mx = rawMax.map { builder.maximum(id ?? .zero, $0, rule: "FLEXFRAME-1") }
        return FlexAxis(min: mn, ideal: id, max: mx)
    }

    func flexAxes(_ node: Int, _ spec: FlexFrameSpec) throws(ConstraintEngineError) -> (FlexAxis, FlexAxis) {
        (try flexAxis(node, spec.minWidth, spec.idealWidth, spec.maxWidth),
         try flexAxis(node, spec.minHeight, spec.idealHeight, spec.maxHeight))
    }

    /// `clamp(v, lo, hi)` = `min(max(v, lo), hi)`, certified.
    func clamp(_ v: Quantity, _ lo: Quantity, _ hi: Quantity, rule: String) -> Quantity {
        builder.minimum(builder.maximum(v, lo, rule: rule), hi, rule: rule)
    }

    /// FLEXFRAME-2.
    func flexFrameSize(_ node: Int, _ spec: FlexFrameSpec, _ p: ModelProposal) throws(ConstraintEngineError) -> ModelSize {
        let (fw, fh) = try flexAxes(node, spec)
        let axes = [fw, fh]
        var known: [Quantity?] = [nil, nil]
        for (i, axis) in Axis.allCases.enumerated() {
            let f = axes[i]
            if let pa = p[axis] {
                if let mn = f.min, let mx = f.max, builder.isAtLeast(mx, mn, rule: "FLEXFRAME-2") {
                    known[i] = clamp(pa, mn, mx, rule: "FLEXFRAME-2")
                }
            } else {
                known[i] = f.ideal
            }
        }
        if let w = known[0], let h = known[1] { return ModelSize(width: w, height: h) }
        var c = ModelProposal(width: nil, height: nil)
        for (i, axis) in Axis.allCases.enumerated() {
            let f = axes[i]
            if let v = p[axis] ?? f.ideal {
                c[axis] = clamp(v, f.min ?? Quantity(-.infinity), f.max ?? .infinity, rule: "FLEXFRAME-2")
            }
        }
        let answer = try measure(child(node), c)
        var result = ModelSize.zero
        for (i, axis) in Axis.allCases.enumerated() {
            if let k = known[i] { result[axis] = k; continue }
            let f = axes[i], ca = answer[axis]
            switch (f.min, f.max) {
            case let (mn?, mx?) where builder.isAtLeast(mx, mn, rule: "FLEXFRAME-2"):
                result[axis] = clamp(ca, mn, mx, rule: "FLEXFRAME-2")
            case let (mn?, nil):
                result[axis] = builder.maximum(builder.minimum(c[axis] ?? .infinity, ca, rule: "FLEXFRAME-2"), mn,
                                               rule: "FLEXFRAME-2")
            case let (nil, mx?):
                result[axis] = builder.minimum(builder.maximum(c[axis] ?? Quantity(-.infinity), ca, rule: "FLEXFRAME-2"),
                                               mx, rule: "FLEXFRAME-2")
            default:
                result[axis] = ca
            }
        }
        return result
    }

    /// PADDING-1 insets `(t, l, b, r)` as quantities.
    func insets(_ node: Int, _ e: EdgeInsets) throws(ConstraintEngineError) -> (top: Quantity, leading: Quantity, bottom: Quantity, trailing: Quantity) {
        func value(_ x: LayoutExpression) throws(ConstraintEngineError) -> Quantity {
            let v = try evaluate(x, node: node)
            return v.isFinite ? v : .zero
        }
        return (try value(e.top), try value(e.leading), try value(e.bottom), try value(e.trailing))
    }

    /// PADDING-1/2: the proposal minus the insets, at least 0 (∞ stays ∞).
    func paddedProposal(_ node: Int, _ e: EdgeInsets, _ p: ModelProposal) throws(ConstraintEngineError) -> ModelProposal {
        let i = try insets(node, e)
        let w = p.width.map { builder.maximum($0 - i.leading - i.trailing, .zero, rule: "PADDING-1") }
        let h = p.height.map { builder.maximum($0 - i.top - i.bottom, .zero, rule: "PADDING-1") }
        return ModelProposal(width: w, height: h)
    }

    func paddingSize(_ node: Int, _ e: EdgeInsets, _ p: ModelProposal) throws(ConstraintEngineError) -> ModelSize {
        let i = try insets(node, e)
        let c = try measure(child(node), try paddedProposal(node, e, p))
        return ModelSize(width: c.width + i.leading + i.trailing, height: c.height + i.top + i.bottom)
    }

    /// FIXEDSIZE-1/2.
    func fixedSizeProposal(_ p: ModelProposal, horizontal: Bool, vertical: Bool) -> ModelProposal {
        ModelProposal(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    /// POSITION-1.
    func positionSize(_ node: Int, _ p: ModelProposal) throws(ConstraintEngineError) -> ModelSize {
        if let w = p.width, let h = p.height { return ModelSize(width: w, height: h) }
        let c = try measure(child(node), p)
        return ModelSize(width: p.width ?? c.width, height: p.height ?? c.height)
    }

    /// ASPECT-1 `offered(P)`.
    func aspectOffered(_ node: Int, _ ratio: Double?, _ mode: ContentMode, _ p: ModelProposal)
        throws(ConstraintEngineError) -> ModelProposal
    {
        if p.width == nil && p.height == nil { return p }
        var r: ModelSize
        if let ratio {
            r = ModelSize(width: Quantity(ratio), height: Quantity(1))
        } else {
            r = try measure(child(node), ModelProposal(width: nil, height: nil))
        }
        // k = P / r would multiply two model quantities, which is not linear: the ideal size is
        // frozen at its forward value and a row certifies that it has that value.
        for axis in Axis.allCases {
            builder.requireEqual(r[axis], Quantity(r[axis].value), rule: "ASPECT-1")
            r[axis] = Quantity(r[axis].value)
        }
        if r.width.value == r.height.value { r = ModelSize(width: Quantity(1), height: Quantity(1)) }
        func scale(_ pa: Quantity?, _ ra: Double) -> Quantity {
            guard let pa, ra != 0 || pa.value != 0 else { return .infinity }
            return pa / ra
        }
        let sx = scale(p.width, r.width.value), sy = scale(p.height, r.height.value)
        let k = mode == .fit ? builder.minimum(sx, sy, rule: "ASPECT-1") : builder.maximum(sx, sy, rule: "ASPECT-1")
        return ModelProposal(width: k * r.width.value, height: k * r.height.value)
    }

    /// Aligns `child` (at proposal `c`) in a box of `size`: `F[A] − D[A]` per axis (FRAME-3).
    func aligned(_ child: Int, _ c: ModelProposal, in size: ModelSize, _ alignment: Alignment)
        throws(ConstraintEngineError) -> ModelPoint
    {
        var origin = ModelPoint.zero
        for axis in Axis.allCases {
            let key = alignment[axis]
            let f = try defaultGuide(key, size: size, node: nil, proposal: c)
            origin[axis] = f - (try guideValue(child, key, c))
        }
        return origin
    }

    /// The child's proposal and origin inside a unary modifier placed with size `size` and
    /// proposal `q` (FRAME-3, FLEXFRAME-3, PADDING-2, FIXEDSIZE-2, POSITION-2, ASPECT-2, OFFSET-1).
    func unaryChildPlacement(_ node: Int, size: ModelSize, proposal q: ModelProposal)
        throws(ConstraintEngineError) -> ChildPlacement
    {
        let c = child(node)
        switch kind(node) {
        case .frame(let w, let h, let alignment):
            let width = try frameDimension(w, node, "width"), height = try frameDimension(h, node, "height")
            let proposal = ModelProposal(width: width ?? q.width, height: height ?? q.height)
            return ChildPlacement(proposal: proposal, origin: try aligned(c, proposal, in: size, alignment))
        case .flexFrame(let spec):
            let (fw, fh) = try flexAxes(node, spec)
            var proposal = ModelProposal(width: size.width, height: size.height)
            for (axis, f) in zip(Axis.allCases, [fw, fh]) where f.ideal == nil && q[axis] == nil {
                let b = size[axis]
                let aboveMin = f.min.map { b.value > $0.value } ?? true
                let belowMax = f.max.map { b.value < $0.value } ?? true
                if aboveMin && belowMax {
                    if let mn = f.min { builder.requireAtLeast(b, mn, rule: "FLEXFRAME-3") }
                    if let mx = f.max { builder.requireAtLeast(mx, b, rule: "FLEXFRAME-3") }
                    proposal[axis] = nil
                } else if !aboveMin, let mn = f.min {
                    builder.requireAtLeast(mn, b, rule: "FLEXFRAME-3")
                } else if let mx = f.max {
                    builder.requireAtLeast(b, mx, rule: "FLEXFRAME-3")
                }
            }
            return ChildPlacement(proposal: proposal, origin: try aligned(c, proposal, in: size, spec.alignment))
        case .padding(let e):
            let i = try insets(node, e)
            return ChildPlacement(proposal: try paddedProposal(node, e, q), origin: ModelPoint(x: i.leading, y: i.top))
        case .fixedSize(let h, let v):
            let proposal = fixedSizeProposal(q, horizontal: h, vertical: v)
            let s = try measure(c, proposal)
            return ChildPlacement(proposal: proposal,
                                  origin: ModelPoint(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2))
        case .aspectRatio(let ratio, let mode):
            let proposal = try aspectOffered(node, ratio, mode, q)
            let s = try measure(c, proposal)
            return ChildPlacement(proposal: proposal,
                                  origin: ModelPoint(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2))
        case .position(let x, let y):
            let proposal = ModelProposal(width: size.width, height: size.height)
            let s = try measure(c, proposal)
            let px = finite(try evaluate(x, node: node), node: node), py = finite(try evaluate(y, node: node), node: node)
            return ChildPlacement(proposal: proposal, origin: ModelPoint(x: px - s.width / 2, y: py - s.height / 2))
        default:
            return ChildPlacement(proposal: q, origin: .zero)
        }
    }
}
