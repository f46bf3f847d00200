// SourceMutator.swift
// LayoutDifferential
//
// Seeded malformed SwiftUI source for the hostile-source sweep: a valid source is cut, copied,
// swapped, truncated, bracketed and quoted until it is the kind of text a fuzzer or a half-typed
// editor buffer hands a parser. The parser must answer every one with a tree or a located error,
// quickly, and never trap.

import LayoutCore

/// Mutations of SwiftUI source text, each reproducible from its seed.
public struct SourceMutator: Sendable {
    /// One kind of edit.
    public enum Edit: String, CaseIterable, Sendable, Codable {
        case deleteSpan, duplicateSpan, swapSpans, truncate, insertBracket, insertQuote, deepNesting,
            replaceNumber, insertControl, insertToken
    }

    /// The most edits applied to one input.
    public var maximumEdits: Int
    /// The most levels a deep-nesting edit opens (the parser's nesting limits are the point).
    public var maximumNesting: Int

    public init(maximumEdits: Int = 4, maximumNesting: Int = 400) {
        self.maximumEdits = max(1, maximumEdits)
        self.maximumNesting = max(1, maximumNesting)
    }

    /// `source` after one to ``maximumEdits`` seeded edits; the edits applied, in order.
    public func mutate(_ source: String, seed: UInt64) -> (text: String, edits: [Edit]) {
        var random = SeededRandom(seed: seed)
        var scalars = Array(source.unicodeScalars)
        var edits: [Edit] = []
        for _ in 0..<(1 + random.below(maximumEdits)) {
            let edit = random.pick(Edit.allCases)
            edits.append(edit)
            apply(edit, to: &scalars, &random)
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return (String(text), edits)
    }

    private func apply(_ edit: Edit, to s: inout [Unicode.Scalar], _ random: inout SeededRandom) {
        func position() -> Int { random.below(s.count + 1) }
        func span() -> Range<Int> {
            let start = position()
            let length = random.pick([1, 2, 3, 5, 8, 13, 40, 200])
            return start..<min(s.count, start + length)
        }
        func insert(_ text: String, at index: Int) { s.insert(contentsOf: text.unicodeScalars, at: index) }
        switch edit {
        case .deleteSpan:
            s.removeSubrange(span())
        case .duplicateSpan:
            let copied = Array(s[span()])
            s.insert(contentsOf: copied, at: position())
        case .swapSpans:
            let a = span(), b = span()
            guard a.upperBound <= b.lowerBound else { return }
            let first = Array(s[a]), second = Array(s[b])
            s.replaceSubrange(b, with: first)
            s.replaceSubrange(a, with: second)
        case .truncate:
            s.removeSubrange(position()..<s.count)
        case .insertBracket:
            for _ in 0..<(1 + random.below(3)) {
                insert(random.pick(["(", ")", "{", "}", "[", "]", "<", ">"]), at: position())
            }
        case .insertQuote:
            insert(
                random.pick(["\"", "\"\"\"", "#\"", "\"#", "\\", "\\(", "'", "`", "/*", "*/", "//"]), at: position())
        case .deepNesting:
            let depth = 1 + random.below(maximumNesting)
            let (open, close) = random.pick([
                ("(", ")"), ("[", "]"), ("{", "}"), ("VStack {", "}"), ("Group { ", " }"), ("(1 + ", ")"),
                (".padding(", ")"),
            ])
            let at = position()
            let balanced = random.chance(50)
            insert(balanced ? String(repeating: close, count: depth) : "", at: at)
            insert(String(repeating: open, count: depth), at: at)
        case .replaceNumber:
            let digits = s.indices.filter { s[$0].properties.numericType != nil }
            guard !digits.isEmpty else { return }
            let digit = random.pick(digits)
            var end = digit
            while end < s.count, s[end].properties.numericType != nil || s[end] == "." { end += 1 }
            s.replaceSubrange(
                digit..<end,
                with: random.pick([
                    "1e309", "-1e309", ".nan", ".infinity", "-0", "0x1p-1074", "1e-320", "99999999999999999999999",
                    "Double.nan", "(0 / 0)", "-", "1..", "0b2",
                ]).unicodeScalars)
        case .insertControl:
            insert(
                random.pick(["\u{0}", "\u{8}", "\u{1B}[31m", "\r", "\t", "\u{FEFF}", "\u{202E}", "é", "😀"]),
                at: position())
        case .insertToken:
            insert(
                random.pick([
                    " struct ", " var ", " let ", " if ", " else ", " in ", " $0", " #if ", " @State ", ".frame(", ",",
                    ";",
                    ":", "=", "..<", "?", "!", " -> ", " some View ", " body ", "\n",
                ]), at: position())
        }
    }
}
