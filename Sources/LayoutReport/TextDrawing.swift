// TextDrawing.swift
// LayoutReport
//
// A Text drawn as SwiftUI sets it: the lines TEXT-3 breaks at the laid-out width, one `<text>`
// per line, each baseline at `k·L + ascender` from the frame's top (TEXT-2, TEXT-6), in the
// measurer's font and size; the last visible line ends in "…" when lines are cut (TEXT-4).

import LayoutCore
import TextMeasurement

enum TextDrawing {
    /// The `<text>` elements of `spec` laid out `width` wide (the layout frame's width) and drawn in
    /// `rect` (its display frame), at display scale `scale`.
    static func draw(
        _ spec: TextSpec, width: Double, in rect: Rect, scale: Double, measurer: any TextMeasurer
    ) -> String {
        let metrics = measurer.metrics(spec.font)
        let lineHeight = ceilPixel(metrics.rawLineHeight, scale: scale)
        guard !spec.string.isEmpty, width.isFinite, lineHeight.isFinite, lineHeight > 0, rect.size.height > 0
        else { return "" }
        var lines = TextLines.lines(of: spec.string, width: width, font: spec.font, measurer: measurer)
        let visible = max(0, min(lines.count, Int((rect.size.height / lineHeight).rounded())))
        var ellipsis = false
        if visible < lines.count {
            lines = Array(lines.prefix(visible))
            ellipsis = visible > 0
        }
        var tracking = ""
        if let table = measurer as? FontTableMeasurer, table.appliesTracking {
            tracking = attribute("letter-spacing", FontTableMeasurer.tracking(pointSize: spec.font.pointSize))
        }
        var out = ""
        for (index, line) in lines.enumerated() {
            var shown = String(line)
            if ellipsis && index == lines.count - 1 { shown = truncated(shown, width: width, spec.font, measurer) }
            while shown.last == " " { shown.removeLast() }
            guard !shown.isEmpty else { continue }
            out +=
                "<text" + attribute("x", rect.minX)
                + attribute("y", rect.minY + Double(index) * lineHeight + metrics.ascender)
                + attribute("font-size", spec.font.pointSize) + tracking
                + " fill=\"#000000\" xml:space=\"preserve\">" + xmlEscaped(shown) + "</text>\n"
        }
        return out
    }

    /// `line` + "…", dropping graphemes from its end until it fits `width` (tail truncation).
    static func truncated(_ line: String, width: Double, _ font: FontSpec, _ measurer: any TextMeasurer) -> String {
        var text = line
        while !text.isEmpty, measurer.width(Substring(text + "…"), font: font) > width + 1e-7 { text.removeLast() }
        return text + "…"
    }

    /// TEXT-2's pixel ceiling.
    static func ceilPixel(_ value: Double, scale: Double) -> Double {
        guard scale.isFinite, scale > 0 else { return value }
        return (value * scale - 1e-7).rounded(.up) / scale
    }
}
