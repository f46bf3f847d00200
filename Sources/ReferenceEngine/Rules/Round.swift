// Round.swift
// ReferenceEngine
//
// ROUND-1/2: layout values are never rounded; display frames are rounded to the pixel grid
// (nearest, ties toward +∞). ROUND-3: the grid is the root environment's scale (3 by default).

import LayoutCore

/// ROUND-2 display frames.
enum RoundRule {
    /// The display frame of a layout frame drawn with an accumulated render offset
    /// (OFFSET-1): standardised, then each edge snapped to the pixel grid of `scale`.
    static func displayFrame(_ frame: Rect, offset: Point, scale: Double) -> Rect {
        var x0 = frame.origin.x + offset.x, y0 = frame.origin.y + offset.y
        var w = frame.size.width, h = frame.size.height
        if w < 0 { x0 += w; w = -w } // standardise
        if h < 0 { y0 += h; h = -h }
        let m = 1 / scale
        func snap(_ v: Double) -> Double {
            guard v.isFinite else { return v }
            var t = v / m
            let k = (t - 0.5).rounded()
            if abs(t - (k + 0.5)) < 1e-6 { t = k + 0.5 }
            return (t + 0.5).rounded(.down) * m
        }
        let rx0 = snap(x0), ry0 = snap(y0), rx1 = snap(x0 + w), ry1 = snap(y0 + h)
        func pixels(_ length: Double) -> Double {
            guard length.isFinite else { return length }
            return (length / m).rounded() * m
        }
        return Rect(x: rx0, y: ry0, width: pixels(rx1 - rx0), height: pixels(ry1 - ry0))
    }
}
