// FrameRules.swift
// ReferenceEngine
//
// FRAME-1..3 (fixed frames) and FLEXFRAME-1..3 (flexible frames).

import LayoutCore

/// A flexible frame's parameters after FLEXFRAME-1 normalisation, per axis.
struct NormalizedFlexFrame {
    var minimum: [Axis: Double] = [:]
    var ideal: [Axis: Double] = [:]
    var maximum: [Axis: Double] = [:]
}

extension LayoutSession {
    /// FRAME-1: a negative, NaN or infinite dimension becomes nil with a warning.
    func frameDimension(_ node: Int, _ value: LayoutExpression?, _ axis: Axis) -> Double? {
        guard let expression = value else { return nil }
        let v = evaluate(expression)
        if v.isFinite && v >= 0 { return v }
        warn(DiagnosticCode.frameInvalidDimension,
             "frame \(axis == .horizontal ? "width" : "height") \(formatPoints(v)) is invalid; treated as nil",
             node: node)
        return nil
    }

    /// FRAME-2: with both dimensions set the child is not consulted.
    func frameSize(_ node: Int, _ w: LayoutExpression?, _ h: LayoutExpression?, _ p: ProposedSize) -> Size {
        let width = frameDimension(node, w, .horizontal)
        let height = frameDimension(node, h, .vertical)
        if let width, let height { return Size(width: width, height: height) }
        let c = size(child(node), ProposedSize(width: width ?? p.width, height: height ?? p.height))
        return Size(width: width ?? c.width, height: height ?? c.height)
    }

    /// FLEXFRAME-1: `min' = max(min, 0)`, `ideal' = max(min' ?? 0, ideal)`,
    /// `max' = max(ideal' ?? 0, max)`; contradictions warn and proceed. The warning fires on
    /// FLEXFRAME-1's conditions and on CORE-6's "a negative min" (Decisions.md).
    func normalizedFlexFrame(_ node: Int, _ spec: FlexFrameSpec) -> NormalizedFlexFrame {
        var result = NormalizedFlexFrame()
        let axes: [(Axis, LayoutExpression?, LayoutExpression?, LayoutExpression?)] = [
            (.horizontal, spec.minWidth, spec.idealWidth, spec.maxWidth),
            (.vertical, spec.minHeight, spec.idealHeight, spec.maxHeight),
        ]
        for (axis, minE, idealE, maxE) in axes {
            let rawMin = minE.map(evaluate)
            let rawIdeal = idealE.map(evaluate)
            let rawMax = maxE.map(evaluate)
            let contradictory = (rawMin ?? 0) > (rawIdeal ?? rawMax ?? .infinity)
                || (rawIdeal ?? 0) > (rawMax ?? .infinity)
                || (rawMin.map { !$0.isFinite || $0 < 0 } ?? false)   // CORE-6: a negative min
            if contradictory {
                let name = axis == .horizontal ? "width" : "height"
                warn(DiagnosticCode.flexFrameContradictory,
                     "min/ideal/max \(name) (\([rawMin, rawIdeal, rawMax].map { $0.map(formatPoints) ?? "nil" }.joined(separator: ", "))) are not non-decreasing",
                     node: node)
            }
            let minV = rawMin.map { max($0, 0) }
            let idealV = rawIdeal.map { max(minV ?? 0, $0) }
            let maxV = rawMax.map { max(idealV ?? 0, $0) }
            result.minimum[axis] = minV
            result.ideal[axis] = idealV
            result.maximum[axis] = maxV
        }
        return result
    }

    /// FLEXFRAME-2: axes decided without the child, then one measurement with the clamped
    /// proposal for the rest.
    func flexFrameSize(_ node: Int, _ spec: FlexFrameSpec, _ p: ProposedSize) -> Size {
        let f = normalizedFlexFrame(node, spec)
        var known: [Axis: Double] = [:]
        for axis in Axis.allCases {
            let lo = f.minimum[axis], hi = f.maximum[axis]
            if let proposed = p[axis] {
                if let lo, let hi, lo <= hi { known[axis] = clamp(proposed, lo, hi) }
            } else if let ideal = f.ideal[axis] {
                known[axis] = ideal
            }
        }
        if let w = known[.horizontal], let h = known[.vertical] { return Size(width: w, height: h) }
        var c = ProposedSize.unspecified
        for axis in Axis.allCases {
            if let value = p[axis] ?? f.ideal[axis] {
                c[axis] = clamp(value, f.minimum[axis] ?? -.infinity, f.maximum[axis] ?? .infinity)
            }
        }
        let childSize = size(child(node), c)
        var result = Size.zero
        for axis in Axis.allCases {
            if let value = known[axis] { result[axis] = value; continue }
            let lo = f.minimum[axis], hi = f.maximum[axis], childValue = childSize[axis]
            switch (lo, hi) {
            case let (lo?, hi?) where lo <= hi: result[axis] = clamp(childValue, lo, hi)
            case let (lo?, nil): result[axis] = max(min(c[axis] ?? .infinity, childValue), lo)
            case let (nil, hi?): result[axis] = min(max(c[axis] ?? -.infinity, childValue), hi)
            default: result[axis] = childValue
            }
        }
        return result
    }

    /// FLEXFRAME-3: the child is proposed the frame's size, or nil on an axis with no ideal,
    /// a nil placement proposal and a size strictly inside (min, max).
    func flexFrameChildProposal(_ node: Int, _ spec: FlexFrameSpec, size s: Size,
                                proposal q: ProposedSize) -> ProposedSize {
        let f = normalizedFlexFrame(node, spec)
        var c = ProposedSize(s)
        for axis in Axis.allCases where f.ideal[axis] == nil && q[axis] == nil {
            if (f.minimum[axis] ?? -.infinity) < s[axis] && s[axis] < (f.maximum[axis] ?? .infinity) {
                c[axis] = nil
            }
        }
        return c
    }

    /// FRAME-3: the child's origin so that its guides meet a plain rectangle's guides.
    func alignedOrigin(_ child: Int, _ childProposal: ProposedSize, in s: Size,
                       _ alignment: Alignment) -> Point {
        var origin = Point.zero
        for axis in Axis.allCases {
            let key = alignment[axis]
            origin[axis] = defaultGuide(key, size: s, node: nil, proposal: .unspecified)
                - guideValue(child, key, childProposal)
        }
        return origin
    }
}
