// FlexFrame.swift
// ReferenceEngine
//
// FLEXFRAME-1..3: `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:
// alignment:)`: normalisation, sizing, and the child's proposal and aligned placement.

import LayoutCore

/// A flexible frame's parameters after FLEXFRAME-1 normalisation, per axis.
struct NormalizedFlexFrame {
    var minimum = AxisValues()
    var ideal = AxisValues()
    var maximum = AxisValues()
}

/// An optional value per axis.
struct AxisValues {
    var horizontal: Double?
    var vertical: Double?

    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

/// Flexible frames.
enum FlexFrameRule {
    /// FLEXFRAME-1: `min' = max(min, 0)`, `ideal' = max(min' ?? 0, ideal)`,
    /// `max' = max(ideal' ?? 0, max)`; contradictions warn and proceed. The warning fires on
    /// FLEXFRAME-1's conditions and on CORE-6's "a negative min" (Decisions.md).
    /// FLEXFRAME-1's contradiction (bounds not non-decreasing) or CORE-6's negative or
    /// non-finite min: what makes a flexible frame warn.
    static func isContradictory(min: Double?, ideal: Double?, max: Double?) -> Bool {
        (min ?? 0) > (ideal ?? max ?? .infinity) || (ideal ?? 0) > (max ?? .infinity)
            || (min.map { !$0.isFinite || $0 < 0 } ?? false)
    }

    static func normalized(_ node: Int, _ spec: FlexFrameSpec, in session: LayoutSession) -> NormalizedFlexFrame {
        var result = NormalizedFlexFrame()
        for axis in Axis.both {
            let horizontal = axis == .horizontal
            let minE = horizontal ? spec.minWidth : spec.minHeight
            let idealE = horizontal ? spec.idealWidth : spec.idealHeight
            let maxE = horizontal ? spec.maxWidth : spec.maxHeight
            let rawMin = minE.map(session.evaluate)
            let rawIdeal = idealE.map(session.evaluate)
            let rawMax = maxE.map(session.evaluate)
            if isContradictory(min: rawMin, ideal: rawIdeal, max: rawMax) {
                let name = axis == .horizontal ? "width" : "height"
                session.warn(
                    DiagnosticCode.flexFrameContradictory,
                    "min/ideal/max \(name) (\([rawMin, rawIdeal, rawMax].map { $0.map(formatPoints) ?? "nil" }.joined(separator: ", "))) are not non-decreasing",
                    node: node)
            }
            // CORE-11: a NaN operand is ignored, so a NaN min becomes 0.
            let minV = rawMin.map { Double.maximum($0, 0) }
            let idealV = rawIdeal.map { Double.maximum(minV ?? 0, $0) }
            let maxV = rawMax.map { Double.maximum(idealV ?? 0, $0) }
            result.minimum[axis] = minV
            result.ideal[axis] = idealV
            result.maximum[axis] = maxV
        }
        return result
    }

    /// FLEXFRAME-2: axes decided without the child, then one measurement with the clamped
    /// proposal for the rest.
    static func size(
        _ node: Int, _ f: NormalizedFlexFrame, _ p: ProposedSize,
        in session: LayoutSession
    ) -> Size {
        var known = AxisValues()
        for axis in Axis.both {
            let lo = f.minimum[axis], hi = f.maximum[axis]
            if let proposed = p[axis] {
                if let lo, let hi, lo <= hi { known[axis] = clamp(proposed, lo, hi) }
            } else if let ideal = f.ideal[axis] {
                known[axis] = ideal
            }
        }
        if let w = known[.horizontal], let h = known[.vertical] { return Size(width: w, height: h) }
        var c = ProposedSize.unspecified
        for axis in Axis.both {
            if let value = p[axis] ?? f.ideal[axis] {
                c[axis] = clamp(value, f.minimum[axis] ?? -.infinity, f.maximum[axis] ?? .infinity)
            }
        }
        let childSize = session.measure(session.child(node), c)
        var result = Size.zero
        for axis in Axis.both {
            if let value = known[axis] { result[axis] = value; continue }
            let lo = f.minimum[axis], hi = f.maximum[axis], childValue = childSize[axis]
            switch (lo, hi) {
            case let (lo?, hi?) where lo <= hi: result[axis] = clamp(childValue, lo, hi)
            case let (lo?, nil):
                result[axis] = Double.maximum(Double.minimum(c[axis] ?? .infinity, childValue), lo) // CORE-11
            case let (nil, hi?):
                result[axis] = Double.minimum(Double.maximum(c[axis] ?? -.infinity, childValue), hi)
            default: result[axis] = childValue
            }
        }
        return result
    }

    /// FLEXFRAME-3: the child is proposed the frame's size, or nil on an axis with no ideal,
    /// a nil placement proposal and a size strictly inside (min, max).
    static func childProposal(
        _ f: NormalizedFlexFrame, size s: Size, proposal q: ProposedSize
    ) -> ProposedSize {
        var c = ProposedSize(s)
        for axis in Axis.both where f.ideal[axis] == nil && q[axis] == nil {
            if (f.minimum[axis] ?? -.infinity) < s[axis] && s[axis] < (f.maximum[axis] ?? .infinity) {
                c[axis] = nil
            }
        }
        return c
    }

    /// FLEXFRAME-3: the child proposal above, aligned in the frame's size like FRAME-3.
    static func childPlacement(
        _ node: Int, _ f: NormalizedFlexFrame, alignment: Alignment, size s: Size,
        proposal q: ProposedSize, purpose: QueryPurpose, in session: LayoutSession
    ) -> ChildPlacement {
        let proposal = childProposal(f, size: s, proposal: q)
        return FrameRule.aligned(
            session.child(node), proposal, in: s, alignment, purpose: purpose, session: session)
    }
}
