// Text.swift
// ReferenceEngine
//
// TEXT-1..6: the configured measurer's widths and metrics (TEXT-1), pixel-ceiled metrics,
// greedy line breaking, a Text's size for a proposal, and its explicit baselines.

import LayoutCore
import TextMeasurement

/// Per-Text data that does not depend on the proposal, prepared once per pass.
struct PreparedText {
    /// Hard lines (split at "\n"; "\r\n" is one break).
    var hardLines: [Substring]
    /// `Wi`: the widest hard line, pixel-ceiled (TEXT-2).
    var idealWidth: Double
    /// `L`: the pixel-ceiled line height (TEXT-2).
    var lineHeight: Double
    /// `b`: the raw ascender (TEXT-6, §18.10).
    var ascender: Double
    var lineLimit: Int?
    var isEmpty: Bool
    /// `lines(W)` results already computed.
    var lineCounts: [Double: Int] = [:]
}

/// Text sizing and baselines.
enum TextRule {
    /// TEXT-2: `ceilPx(v) = ceil(v·s − 1e-7) / s`.
    static func ceilPx(_ v: Double, scale: Double) -> Double { (v * scale - 1e-7).rounded(.up) / scale }

    /// The Text's proposal-independent data (TEXT-2); a `lineLimit` ≤ 0 warns and counts as no
    /// limit (CORE-6).
    static func prepared(_ node: Int, _ spec: TextSpec, in session: LayoutSession) -> PreparedText {
        if let data = session.cache.preparedText(node) { return data }
        let measurer = session.configuration.textMeasurer
        let scale = session.scale
        let metrics = measurer.metrics(spec.font)
        let hardLines = spec.string.split(omittingEmptySubsequences: false) {
            $0 == "\n" || $0 == "\r\n"
        }
        var idealWidth = 0.0
        for line in hardLines {
            let width = ceilPx(measurer.width(line, font: spec.font), scale: scale)
            idealWidth = Double.maximum(idealWidth, usable(width, "width", node: node, in: session))
        }
        var lineLimit = spec.lineLimit
        if let limit = lineLimit, limit <= 0 {
            session.warn(
                DiagnosticCode.textInvalidLineLimit, "lineLimit(\(limit)) counts as no limit",
                node: node)
            lineLimit = nil
        }
        let data = PreparedText(
            hardLines: hardLines, idealWidth: idealWidth,
            lineHeight: usable(ceilPx(metrics.rawLineHeight, scale: scale), "line height", node: node, in: session),
            ascender: usable(metrics.ascender, "ascender", node: node, in: session, allowsNegative: true),
            lineLimit: lineLimit,
            isEmpty: spec.string.isEmpty)
        session.cache.store(preparedText: data, node)
        return data
    }

    /// A metric as TEXT-2..6 may use it: NaN, ±∞ and (unless allowed) negative values become 0
    /// with a CORE-6 warning; −0 becomes 0. A measurer can return them for a font size of NaN,
    /// and TEXT-2's `ceilPx` gives −0 or 0 at a display scale so small that every metric rounds
    /// away (`1e-300`); TEXT-4 then divides by the line height.
    private static func usable(
        _ value: Double, _ name: String, node: Int, in session: LayoutSession, allowsNegative: Bool = false
    ) -> Double {
        if value.isFinite && (allowsNegative || value >= 0) { return value == 0 ? 0 : value }
        session.warn(
            DiagnosticCode.invalidValue,
            "the text measurer's \(name) is \(formatPoints(value)) at display scale \(formatPoints(session.scale)); using 0",
            node: node)
        return 0
    }

    /// TEXT-4: the size of a Text for a proposal.
    static func size(
        _ node: Int, _ spec: TextSpec, _ p: ProposedSize,
        in session: LayoutSession
    ) -> Size {
        let data = prepared(node, spec, in: session)
        if data.isEmpty { return .zero } // an empty Text is 0×0 (§17.2, row 15)
        if p.height == 0 { return .zero }
        if p.width == 0 && p.height != nil { return .zero }
        let avail = p.width ?? .infinity
        let width: Double
        let n: Int
        if avail >= data.idealWidth {
            width = data.idealWidth
            n = data.hardLines.count
        } else {
            width = avail
            n = lineCount(node, spec, width: avail, in: session)
        }
        let maxLines = data.lineLimit ?? Int.max
        var fit = Int.max
        if let h = p.height, h.isFinite {
            // The line height is finite and ≥ 0 (`usable`), so `lines` is a number ≥ 0 or +∞.
            let lines = ((h + 1e-7) / data.lineHeight).rounded(.down)
            fit = lines >= Double(Int.max) ? Int.max : max(1, Int(lines))
        }
        let visible = min(n, maxLines, fit)
        return Size(width: width, height: Double(visible) * data.lineHeight)
    }

    /// TEXT-3 `lines(W)`: greedy breaking of every hard line at width `w`.
    static func lineCount(
        _ node: Int, _ spec: TextSpec, width w: Double,
        in session: LayoutSession
    ) -> Int {
        if let known = session.cache.lineCount(node, width: w) { return known }
        let data = prepared(node, spec, in: session)
        let measurer = session.configuration.textMeasurer
        var total = 0
        for line in data.hardLines {
            total += breakLine(line, width: w, font: spec.font, measurer: measurer)
        }
        session.cache.store(lineCount: total, node, width: w)
        return total
    }

    /// Lines needed for one hard line (TEXT-3 steps 1–3, §18.1–18.2).
    private static func breakLine(
        _ line: Substring, width w: Double, font: FontSpec,
        measurer: any TextMeasurer
    ) -> Int {
        let limit = w + 1e-7
        let words = splitWords(line)
        if words.isEmpty { return 1 } // an empty hard line
        var lines = 0
        var current: Substring? = nil // the line being filled
        for word in words {
            if let line = current {
                // Append the word with the spaces before it (its slice starts after `line`).
                let candidate = line.base[line.startIndex..<word.endIndex]
                if measurer.width(candidate, font: font) <= limit {
                    current = candidate
                    continue
                }
                lines += 1
                current = nil
            }
            if measurer.width(word, font: font) <= limit {
                current = word
                continue
            }
            // Step 3: break the word by graphemes; at least one per line.
            var start = word.startIndex
            while start < word.endIndex {
                var end = word.index(after: start)
                while end < word.endIndex,
                    measurer.width(word[start..<word.index(after: end)], font: font) <= limit
                {
                    end = word.index(after: end)
                }
                if end == word.endIndex {
                    current = word[start..<end] // the last piece starts an ordinary line
                } else {
                    lines += 1
                }
                start = end
            }
        }
        if current != nil { lines += 1 }
        return lines
    }

    /// Words with their leading spaces: the first word keeps leading spaces (§18.1); later
    /// words are the non-space runs (the spaces between are restored when joining).
    private static func splitWords(_ line: Substring) -> [Substring] {
        var result: [Substring] = []
        var i = line.startIndex
        var first = true
        while i < line.endIndex {
            if line[i] == " " {
                i = line.index(after: i)
                continue
            }
            let runStart = first ? line.startIndex : i
            var j = i
            while j < line.endIndex, line[j] != " " { j = line.index(after: j) }
            result.append(line[runStart..<j])
            first = false
            i = j
        }
        return result
    }

    /// TEXT-6: explicit baselines of a Text at a proposal.
    static func baseline(
        _ node: Int, _ spec: TextSpec, key: AlignmentKey, _ p: ProposedSize,
        in session: LayoutSession
    ) -> Double? {
        let s = session.measure(node, p, .guide)
        let data = prepared(node, spec, in: session)
        if s.width == 0 && s.height == 0 {
            return key == .firstTextBaseline || key == .lastTextBaseline ? 0 : nil
        }
        switch key {
        case .firstTextBaseline: return data.ascender
        case .lastTextBaseline:
            let visible = data.lineHeight > 0 ? (s.height / data.lineHeight).rounded() : 1
            return (visible - 1) * data.lineHeight + data.ascender
        default: return nil
        }
    }
}
