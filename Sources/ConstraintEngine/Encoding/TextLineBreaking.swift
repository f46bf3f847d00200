// TextLineBreaking.swift
// ConstraintEngine
//
// TEXT-3: the greedy line breaking at a width, with the interval of widths that break the same
// way (the rows `lo ≤ W < hi` certify it), joined across breakings with the same line count in a
// symbolic compile; a breakpoint walk reads breakings it already found from its TextFacts.

import LayoutCore

extension TextEncoding {
    /// TEXT-3's line count at `w` and the widths around `w` with that count: the intervals of
    /// one line breaking each, joined while their neighbours break into as many lines (at most
    /// ``sameCountSteps`` each way). TEXT-4 reads only the count, so only the count need be
    /// certified: which words share a line changes at many more widths than how many lines
    /// there are (a breakpoint walk over one 57-character Text took 7 compiles over [320, 430]
    /// for one layout).
    static func sameCountInterval(_ node: Int, _ text: PreparedText, _ w: Double, in compiler: ModelCompiler) -> (
        Int, WidthInterval
    ) {
        let found = lineBreaking(node, text, at: w, in: compiler)
        let n = found.lines
        var interval = found.interval
        // One layout holds at its own width whatever the interval; only a symbolic compile
        // (a breakpoint walk) is cut where the interval ends, so only it pays for joining.
        guard compiler.builder.recordsSymbolicFacts else { return (n, interval) }
        for _ in 0..<sameCountSteps {
            guard interval.upper.isFinite else { break }
            let next = lineBreaking(node, text, at: interval.upper, in: compiler)
            guard next.lines == n, next.interval.upper > interval.upper else { break }
            interval.upper = next.interval.upper
        }
        for _ in 0..<sameCountSteps {
            guard interval.lower.isFinite else { break }
            let previous = lineBreaking(node, text, at: interval.lower.nextDown, in: compiler)
            guard previous.lines == n, previous.interval.lower < interval.lower else { break }
            interval.lower = previous.interval.lower
        }
        return (n, interval)
    }

    /// TEXT-3's breaking at `w`, read from the walk's TextFacts when a compile before found it.
    static func lineBreaking(_ node: Int, _ text: PreparedText, at w: Double, in compiler: ModelCompiler)
        -> LineBreaking
    {
        let facts = w.isFinite ? compiler.textFacts : nil
        if let known = facts?.breaking(node, at: w) { return known }
        var interval = WidthInterval()
        let found = LineBreaking(lines: lineCount(text, w, &interval, in: compiler), interval: interval)
        facts?.record(node, found)
        return found
    }

    /// Most line breakings ``sameCountInterval(_:_:_:in:)`` joins on each side of the one at `w`.
    static var sameCountSteps: Int { 4 }

    /// TEXT-3: the total line count at width `w`, narrowing `interval` to the widths that
    /// give the same decisions.
    static func lineCount(
        _ text: PreparedText, _ w: Double, _ interval: inout WidthInterval,
        in compiler: ModelCompiler
    ) -> Int {
        let measurer = compiler.configuration.textMeasurer
        func fits(_ run: Substring) -> Bool {
            let needed = numberOrZero(measurer.width(run, font: text.font)) - 1e-7 // fits ⇔ W ≥ needed
            if w >= needed {
                interval.lower = max(interval.lower, needed)
                return true
            }
            interval.upper = min(interval.upper, needed)
            return false
        }
        var total = 0
        for line in text.hardLines {
            let words = TextWords.split(line)
            if words.isEmpty { total += 1; continue }
            var lineStart: Substring.Index? = nil // start of the current line in `line`
            var index = 0
            var pieceStart = words[0].lowerBound // where an unbroken remainder starts
            while index < words.count {
                let word = words[index]
                if let start = lineStart {
                    if fits(line[start..<word.upperBound]) { index += 1; continue }
                    total += 1
                    lineStart = nil
                    pieceStart = word.lowerBound
                    continue
                }
                // Start a line with the word; when it is too wide, break it into pieces of at
                // least one grapheme, each as long as fits (step 3). A piece is measured only as
                // it grows, never the whole rest of the word again, so a word of L graphemes costs
                // L measurements of at most a line each, not L²/line.
                var start = pieceStart
                if !fits(line[start..<word.upperBound]) {
                    while true {
                        var end = line.index(after: start) // at least one grapheme
                        while end < word.upperBound, fits(line[start..<line.index(after: end)]) {
                            end = line.index(after: end)
                        }
                        if end == word.upperBound { break } // the last piece starts a line (§18.2)
                        total += 1
                        start = end
                    }
                }
                lineStart = start
                index += 1
                if index < words.count { pieceStart = words[index].lowerBound }
            }
            if lineStart != nil { total += 1 }
        }
        return total
    }
}

/// TEXT-3 step 1 and §18.1: words are runs of non-space characters; spaces before the first
/// word belong to it.
enum TextWords {
    static func split(_ line: Substring) -> [Range<Substring.Index>] {
        var words: [Range<Substring.Index>] = []
        var i = line.startIndex
        var wordStart: Substring.Index? = nil
        var first = true
        while i < line.endIndex {
            if line[i] == " " {
                if let s = wordStart, !(first && line[s..<i].allSatisfy { $0 == " " }) {
                    words.append(s..<i)
                    wordStart = nil
                    first = false
                } else if wordStart == nil && first {
                    wordStart = i
                }
            } else if wordStart == nil {
                wordStart = i
            }
            i = line.index(after: i)
        }
        if let s = wordStart { words.append(s..<line.endIndex) }
        return words
    }
}
