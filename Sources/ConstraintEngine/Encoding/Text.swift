// Text.swift
// ConstraintEngine
//
// TEXT-1..6 as a piecewise-constant function of the proposal. The engine breaks lines at the
// proposal's forward width (TEXT-3) and records the interval of widths in which every greedy
// decision comes out the same; the condition rows `lo ≤ W ≤ hi` certify that the proposed
// width lies in that interval, i.e. that the chosen line count is the right breakpoint (the
// breaking itself: TextLineBreaking.swift).
// TEXT-6 baselines are the Text's explicit guides.

import LayoutCore

/// The proposal-independent facts of one Text node (TEXT-1/2): its hard lines, ideal width,
/// line height, ascender and sanitised line limit.
struct PreparedText {
    var hardLines: [Substring]
    var idealWidth: Double
    var lineHeight: Double
    var ascender: Double
    var lineLimit: Int?
    var font: FontSpec
    var isEmpty: Bool
}

/// TEXT-4 at one proposal: the lines the string needs at the offered width (TEXT-3, or the hard
/// lines at or above the ideal width) and the lines shown (`visible`); `visible < needed` is a
/// truncated Text.
struct TextLineCount: Hashable {
    var needed: Int
    var visible: Int
}

/// The widths `W` for which a line breaking stays the same: `lower ≤ W` and `W < upper`.
struct WidthInterval {
    var lower = -Double.infinity
    var upper = Double.infinity
}

enum TextEncoding {
    /// A length rounded up to the pixel grid (TEXT-2).
    static func ceilPx(_ v: Double, in compiler: ModelCompiler) -> Double {
        (v * compiler.scale - 1e-7).rounded(.up) / compiler.scale
    }

    /// A measurement, or 0 when the measurer answered NaN (``prepared(_:_:in:)`` warns).
    static func numberOrZero(_ v: Double) -> Double { v.isNaN ? 0 : v }

    /// A width or metric the model can use: finite and, unless `allowsNegative`, not negative;
    /// anything else is 0 (``prepared(_:_:in:)`` warns), and −0 is 0.
    static func usableMetric(_ v: Double, allowsNegative: Bool = false) -> Double {
        v.isFinite && (allowsNegative || v >= 0) ? (v == 0 ? 0 : v) : 0
    }

    /// TEXT-1/2: the node's prepared text, made once per node (NodeCache), and once per walk
    /// when it needs no warning (TextFacts).
    static func prepared(_ node: Int, _ spec: TextSpec, in compiler: ModelCompiler) -> PreparedText {
        if let cached = compiler.cache.preparedText[node] { return cached }
        if let known = compiler.textFacts?.prepared[node] {
            compiler.cache.preparedText[node] = known
            return known
        }
        var warned = false
        let measurer = compiler.configuration.textMeasurer
        let metrics = measurer.metrics(spec.font)
        // "\r\n" is one Character, so it would not split at "\n"; most strings have no "\r" and
        // skip the copy. Then "\n" is always a Character of its own (a grapheme boundary on each
        // side), so splitting the UTF-8 bytes at 0x0A splits exactly where the Characters split,
        // without grapheme breaking.
        let string =
            spec.string.utf8.contains(13) ? spec.string.replacingOccurrences(of: "\r\n", with: "\n") : spec.string
        let lines = string.utf8.split(separator: 10, omittingEmptySubsequences: false).map { Substring($0) }
        // A measurer answers NaN for a font size that is not a number (CORE-10: font sizes must
        // be finite), and may answer ∞ or a negative value; such a width or metric is 0 with
        // `value.invalid` (a negative ascender is allowed), so no NaN or ∞ reaches the model. A
        // display scale or line height so small that TEXT-2's pixel ceiling gives 0 is not
        // invalid: the Text is then 0 tall.
        let rawWidths = lines.map { measurer.width($0, font: spec.font) }
        let widths = rawWidths.map { ceilPx(numberOrZero($0), in: compiler) }
        let lineHeight = ceilPx(numberOrZero(metrics.rawLineHeight), in: compiler)
        if rawWidths.contains(where: \.isNaN) || metrics.rawLineHeight.isNaN || !metrics.ascender.isFinite
            || (widths + [lineHeight]).contains(where: { !$0.isFinite || $0 < 0 })
        {
            warned = true
            compiler.warn(
                DiagnosticCode.invalidValue,
                "the text measurer answered a width or metric that is not a finite, non-negative number "
                    + "(font size \(formatPoints(spec.font.pointSize))); using 0",
                node: node)
        }
        let ideal = widths.map { usableMetric($0) }.max() ?? 0
        var limit = spec.lineLimit
        if let l = limit, l <= 0 {
            warned = true
            compiler.warn(
                DiagnosticCode.textInvalidLineLimit, "lineLimit \(l) is not positive; treated as nil", node: node)
            limit = nil
        }
        let text = PreparedText(
            hardLines: lines, idealWidth: ideal,
            lineHeight: usableMetric(lineHeight),
            ascender: usableMetric(metrics.ascender, allowsNegative: true), lineLimit: limit, font: spec.font,
            isEmpty: spec.string.isEmpty)
        compiler.cache.preparedText[node] = text
        if !warned { compiler.textFacts?.prepared[node] = text }
        return text
    }

    /// TEXT-4, with every branch certified (or, in `milp` mode, the line breaking chosen by
    /// binaries, ``freeTextBreaking(_:_:_:in:)``).
    static func size(_ node: Int, _ spec: TextSpec, _ p: ModelProposal, in compiler: ModelCompiler)
        throws(ConstraintEngineError) -> ModelSize
    {
        let builder = compiler.builder
        let text = prepared(node, spec, in: compiler)
        if text.isEmpty { return .zero }
        // A zero height, or a zero width with a height, shows no line of a string that needs one;
        // the region checks read that too (a Text squeezed to nothing is truncated).
        if let h = p.height, builder.isEqual(h, .zero, rule: "TEXT-4") {
            compiler.recordTextLines(node, p, needed: 1, visible: 0)
            compiler.recordTextLineQuantities(node, p, needed: Quantity(1), visible: .zero)
            return .zero
        }
        if let w = p.width, p.height != nil, builder.isEqual(w, .zero, rule: "TEXT-4") {
            compiler.recordTextLines(node, p, needed: 1, visible: 0)
            compiler.recordTextLineQuantities(node, p, needed: Quantity(1), visible: .zero)
            return .zero
        }
        let avail = p.width ?? .infinity
        if builder.freeBinaries, avail.isFinite, !avail.isConstant,
            let (width, lines, needed) = try freeTextBreaking(node, text, avail, in: compiler)
        {
            let visible = try milpVisibleLines(node, text, lines, p.height, in: compiler)
            compiler.recordTextLineQuantities(node, p, needed: needed, visible: visible)
            return ModelSize(width: width, height: visible * text.lineHeight)
        }
        let width: Quantity
        let n: Int
        if builder.isAtLeast(avail, Quantity(text.idealWidth), rule: "TEXT-4") {
            width = Quantity(text.idealWidth)
            n = text.hardLines.count
        } else {
            width = avail
            let interval: WidthInterval
            (n, interval) = sameCountInterval(node, text, avail.value, in: compiler)
            if interval.lower.isFinite { builder.requireAtLeast(avail, Quantity(interval.lower), rule: "TEXT-3") }
            if interval.upper.isFinite { builder.requireAtLeast(Quantity(interval.upper), avail, rule: "TEXT-3") }
        }
        var visible = n
        if let limit = text.lineLimit { visible = min(visible, limit) }
        if builder.freeBinaries {
            let shown = try milpVisibleLines(node, text, Quantity(Double(visible)), p.height, in: compiler)
            compiler.recordTextLineQuantities(node, p, needed: Quantity(Double(n)), visible: shown)
            if shown.isConstant { compiler.recordTextLines(node, p, needed: n, visible: Int(shown.value)) }
            return ModelSize(width: width, height: shown * text.lineHeight)
        }
        if let h = p.height, h.isFinite, visible > 1 {
            visible = certifiedVisibleLines(text, h, upTo: visible, in: compiler)
        }
        compiler.recordTextLines(node, p, needed: n, visible: visible)
        return ModelSize(width: width, height: Quantity(Double(visible) * text.lineHeight))
    }

    /// TEXT-4's `min(lines, max(1, floor((h + 1e-7) / L)))` for `lines` ≥ 2, with only the
    /// decision that changes it certified: when every line fits, the one row
    /// `h ≥ lines·L − 1e-7` (how many more would fit does not matter, so a Text proposed a
    /// height far above its lines is not pinned to a 1-line-high window of h); otherwise the
    /// floor's step.
    static func certifiedVisibleLines(_ text: PreparedText, _ h: Quantity, upTo lines: Int, in compiler: ModelCompiler)
        -> Int
    {
        let builder = compiler.builder
        let raw = ((h.value + 1e-7) / text.lineHeight).rounded(.down)
        if raw >= Double(lines) {
            builder.requireAtLeast(h, Quantity(Double(lines) * text.lineHeight - 1e-7), rule: "TEXT-4")
            builder.countDecision(h, .zero)
            return lines
        }
        return Int(max(1, certifiedFloorStep(text, h, in: compiler)))
    }

    /// TEXT-4's `floor((h + 1e-7) / L)`, with `h` certified within the floor's step:
    /// raw·L − 1e-7 ≤ h < (raw + 1)·L − 1e-7 (no lower row when raw < 1).
    static func certifiedFloorStep(_ text: PreparedText, _ h: Quantity, in compiler: ModelCompiler) -> Double {
        let builder = compiler.builder
        let raw = ((h.value + 1e-7) / text.lineHeight).rounded(.down)
        if raw >= 1 { builder.requireAtLeast(h, Quantity(raw * text.lineHeight - 1e-7), rule: "TEXT-4") }
        builder.requireAtLeast(Quantity((raw + 1) * text.lineHeight - 1e-7), h, rule: "TEXT-4")
        builder.countDecision(h, .zero)
        return raw
    }

    /// Most line-breaking intervals one Text may have in `milp` mode (one binary each).
    static var milpTextIntervalLimit: Int { 256 }

    /// `milp` mode, TEXT-3/4: every interval of proposed widths with its own line breaking is an
    /// alternative with a binary (Σ y = 1): `W ≥ ideal` gives (ideal, hard lines); each interval
    /// `lo ≤ W < hi` below the ideal gives (W, its line count). Line counts include lineLimit.
    /// Only the alternatives W's bounds reach get a binary (``MILPFormulation/pruneBinaries``);
    /// nil when one alternative is left: the certified path of `exact` mode takes it.
    static func freeTextBreaking(_ node: Int, _ text: PreparedText, _ w: Quantity, in compiler: ModelCompiler)
        throws(ConstraintEngineError) -> (width: Quantity, lines: Quantity, needed: Quantity)?
    {
        let builder = compiler.builder
        func limited(_ n: Int) -> Double { Double(text.lineLimit.map { min(n, $0) } ?? n) }
        let reach = builder.milpFormulation.pruneBinaries ? builder.bounds(of: w) : .unbounded
        let topReachable = reach.upper >= text.idealWidth
        // (lower, upper, lines) for each interval below the ideal width that W can reach, top down.
        var intervals: [(lower: Double, upper: Double, lines: Double, unlimited: Double)] = []
        var probe = min(text.idealWidth.nextDown, reach.upper)
        while probe >= 0 {
            var interval = WidthInterval()
            let n = lineCount(text, probe, &interval, in: compiler)
            intervals.append((interval.lower, min(interval.upper, text.idealWidth), limited(n), Double(n)))
            guard intervals.count < Self.milpTextIntervalLimit else {
                throw .unsupported(
                    construct:
                        "Text with more than \(Self.milpTextIntervalLimit) line-breaking intervals in the milp mode",
                    path: compiler.path(of: node))
            }
            guard interval.lower.isFinite, interval.lower > 0, interval.lower > reach.lower else { break }
            probe = interval.lower.nextDown
        }
        if (topReachable ? 1 : 0) + intervals.count <= 1 { return nil }
        // Alternative 0 is the top one (unreachable: its binary is left out below).
        let top = w.value >= text.idealWidth
        let forward = top ? 0 : 1 + (intervals.firstIndex { w.value >= $0.lower } ?? intervals.count - 1)
        let members = topReachable ? intervals.count + 1 : intervals.count
        let chosen = builder.choice(among: members, forward: topReachable ? forward : forward - 1, rule: "TEXT-3")
        let ys: [Int?] = topReachable ? chosen : [nil] + chosen
        let forwardLines = top ? limited(text.hardLines.count) : intervals[forward - 1].lines
        let width = builder.freeVariable(value: top ? text.idealWidth : w.value, "text\(node)_w")
        let lines = builder.freeVariable(value: forwardLines, "text\(node)_lines")
        // width = min(W, ideal) in every alternative; lines is one of the reachable counts.
        builder.milpBounds.setFree(
            width.plainVariable!,
            ValueRange(lower: min(text.idealWidth, reach.lower), upper: min(text.idealWidth, reach.upper)))
        var lineRange = topReachable ? ValueRange.point(limited(text.hardLines.count)) : .point(intervals[0].lines)
        for interval in intervals { lineRange = lineRange.hull(.point(interval.lines)) }
        builder.milpBounds.setFree(lines.plainVariable!, lineRange)
        // Top alternative: W ≥ ideal, width = ideal.
        if let y = ys[0] {
            builder.requireMixed(w - text.idealWidth, .atLeastZero, when: [y], rule: "TEXT-4")
            builder.requireMixed(width - text.idealWidth, .zero, when: [y], rule: "TEXT-4")
        }
        for (k, interval) in intervals.enumerated() {
            let y = ys[k + 1]!
            if interval.lower.isFinite {
                builder.requireMixed(w - interval.lower, .atLeastZero, when: [y], rule: "TEXT-3")
            }
            builder.requireStrictlyPositive(Quantity(interval.upper) - w, when: [y], rule: "TEXT-3")
            builder.requireMixed(width - w, .zero, when: [y], rule: "TEXT-4")
        }
        // lines = Σ n_k · y_k (linear: no big-M).
        var terms: [(binary: Int, coefficient: Double)] = []
        if let y = ys[0] { terms.append((y, -limited(text.hardLines.count))) }
        for (k, interval) in intervals.enumerated() { terms.append((ys[k + 1]!, -interval.lines)) }
        builder.requireMixed(lines, binaryTerms: terms, .zero, rule: "TEXT-3")
        // TEXT-3's count before lineLimit (the truncation check reads it): the same sum.
        guard text.lineLimit != nil else { return (width, lines, lines) }
        let needed = builder.freeVariable(
            value: top ? Double(text.hardLines.count) : intervals[forward - 1].unlimited, "text\(node)_needed")
        var neededRange = topReachable ? ValueRange.point(Double(text.hardLines.count)) : .point(intervals[0].unlimited)
        for interval in intervals { neededRange = neededRange.hull(.point(interval.unlimited)) }
        builder.milpBounds.setFree(needed.plainVariable!, neededRange)
        var neededTerms: [(binary: Int, coefficient: Double)] = []
        if let y = ys[0] { neededTerms.append((y, -Double(text.hardLines.count))) }
        for (k, interval) in intervals.enumerated() { neededTerms.append((ys[k + 1]!, -interval.unlimited)) }
        builder.requireMixed(needed, binaryTerms: neededTerms, .zero, rule: "TEXT-3")
        return (width, lines, needed)
    }

    /// TEXT-6: the first or last baseline of the visible lines at `p`; nil for any other key.
    static func baseline(
        _ node: Int, _ spec: TextSpec, _ key: AlignmentKey, _ p: ModelProposal,
        in compiler: ModelCompiler
    ) throws(ConstraintEngineError) -> Quantity? {
        guard key == .firstTextBaseline || key == .lastTextBaseline else { return nil }
        let text = prepared(node, spec, in: compiler)
        let size = try compiler.measure(node, p)
        if size.height.value == 0 && size.width.value == 0 { return .zero }
        // §18.10: zero visible lines (also a line height of 0, TEXT-2 at a tiny scale) → 0.
        let visible = (size.height.value / text.lineHeight).rounded()
        guard visible.isFinite, visible > 0 else { return .zero }
        return Quantity(key == .firstTextBaseline ? text.ascender : (visible - 1) * text.lineHeight + text.ascender)
    }
}
