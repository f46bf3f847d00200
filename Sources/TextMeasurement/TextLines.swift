// TextLines.swift
// TextMeasurement
//
// The lines a Text is drawn in, for pictures: TEXT-3's greedy breaking returning the lines
// themselves. The engines count lines with their own TEXT-3 code (they share no rule code);
// reports call this with the same measurer, and tests check that the counts agree.

import LayoutCore

/// Breaks text into the lines TEXT-3 sets at a width.
public enum TextLines {
    /// The lines of `string` at width `width`: each hard line (split at "\n"; "\r\n" is one
    /// break) broken greedily at words (runs of non-U+0020; leading spaces stay with the first
    /// word, §18.1), a word wider than the width broken by grapheme clusters with at least one
    /// per line (TEXT-3 step 3). Lines keep their inner spaces; trailing spaces are dropped.
    public static func lines(
        of string: String, width: Double, font: FontSpec, measurer: any TextMeasurer
    ) -> [Substring] {
        let limit = width + 1e-7
        var result: [Substring] = []
        for hardLine in string.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            let words = words(hardLine)
            if words.isEmpty {
                result.append(hardLine[hardLine.startIndex..<hardLine.startIndex])
                continue
            }
            var current: Substring? = nil
            for word in words {
                if let line = current {
                    let candidate = line.base[line.startIndex..<word.endIndex]
                    if measurer.width(candidate, font: font) <= limit {
                        current = candidate
                        continue
                    }
                    result.append(line)
                    current = nil
                }
                if measurer.width(word, font: font) <= limit {
                    current = word
                    continue
                }
                var start = word.startIndex
                while start < word.endIndex {
                    var end = word.index(after: start)
                    while end < word.endIndex,
                        measurer.width(word[start..<word.index(after: end)], font: font) <= limit
                    {
                        end = word.index(after: end)
                    }
                    if end == word.endIndex { current = word[start..<end] } else { result.append(word[start..<end]) }
                    start = end
                }
            }
            if let line = current { result.append(line) }
        }
        return result
    }

    /// The words of a hard line; the first keeps its leading spaces.
    private static func words(_ line: Substring) -> [Substring] {
        var result: [Substring] = []
        var index = line.startIndex
        while index < line.endIndex {
            if line[index] == " " {
                index = line.index(after: index)
                continue
            }
            let start = result.isEmpty ? line.startIndex : index
            var end = index
            while end < line.endIndex, line[end] != " " { end = line.index(after: end) }
            result.append(line[start..<end])
            index = end
        }
        return result
    }
}
