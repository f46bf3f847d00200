// Round.swift
// ConstraintEngine
//
// ROUND-1/2 applied to decoded frames, on the root environment's pixel grid (ROUND-3). Display
// frames are a pure function of the layout frame, the accumulated render offset (OFFSET-1) and
// the scale (the spec gives the formula), written here from the spec for this engine; they are
// computed after solving, outside the model.

import LayoutCore

enum RoundEncoding {
    /// ROUND-2: the frame moved by `offset`, its edges snapped to the pixel grid of `scale`.
    static func displayFrame(_ frame: Rect, offset: Point, scale: Double) -> Rect {
        var x0 = frame.origin.x + offset.x, y0 = frame.origin.y + offset.y
        var w = frame.size.width, h = frame.size.height
        if w < 0 { x0 += w; w = -w }
        if h < 0 { y0 += h; h = -h }
        let m = 1 / scale
        let left = snap(x0, m), top = snap(y0, m), right = snap(x0 + w, m), bottom = snap(y0 + h, m)
        return Rect(x: left, y: top, width: whole(right - left, m), height: whole(bottom - top, m))
    }

    /// Nearest pixel edge, ties toward +∞, with ties within 1e-6 px made exact.
    private static func snap(_ v: Double, _ m: Double) -> Double {
        guard v.isFinite else { return v }
        var t = v / m
        let k = (t - 0.5).rounded()
        if abs(t - (k + 0.5)) < 1e-6 { t = k + 0.5 }
        return (t + 0.5).rounded(.down) * m
    }

    private static func whole(_ length: Double, _ m: Double) -> Double {
        guard length.isFinite else { return length }
        return (length / m).rounded() * m
    }
}
