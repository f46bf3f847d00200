// BracketStructure.swift
// LayoutSource
//
// A linear pre-scan of the brackets, run before swift-syntax sees the source, for two inputs on
// which swift-syntax 603's parser is far from linear:
//
// - Nested `[`: exponential. At every array literal `parseCollectionLiteral` asks whether an
//   InlineArray type (`[3 of Int]`) starts there, and that lookahead (`canParseCollectionTypeBody`)
//   tries the InlineArray form and then the ordinary collection type, both recursing into the next
//   `[`. Each nested `[` that still reads as a type (`[[1]]`, `[(1)]`) doubles the parse time; 30
//   levels take minutes. Nesting deeper than ``SwiftUISourceParser/maximumSquareBracketNesting``
//   is refused.
// - Brackets that do not match: cubic. Recovering from a stray token inside n unclosed `(`
//   (`((((1 1((((`, or closers of the wrong kind), `Lookahead.canRecoverTo` rescans the rest of
//   the input at every level: 160 levels took 7 s, mismatched closers 33 s (debug build). Source
//   whose brackets do not match is never valid Swift, so the scan reports it itself and
//   swift-syntax only sees matched brackets.

/// Checks the brackets outside comments and string literal text (interpolated code,
/// `"\([…])"`, counts: the parser reads it).
enum BracketStructure {
    /// What is wrong with the brackets, at a UTF-8 offset.
    enum Problem {
        /// A `[` more than the limit deep.
        case tooDeep(offset: Int)
        /// A closer with no open bracket, or of another kind than the innermost open one
        /// (`opener` is that one's offset and character).
        case unexpectedCloser(offset: Int, closer: Character, opener: (offset: Int, character: Character)?)
        /// An opener never closed (the innermost one left open at the end).
        case unterminated(offset: Int, opener: Character)
        /// A single-line string literal still open at the end of its line (or of the input);
        /// `closer` is the quote it needs (`"`, `"#`, …).
        case unterminatedString(offset: Int, closer: String)
    }
    private enum Context {
        case code
        /// A string literal's text: `pounds` for raw strings (`#"…"#`), `multiline` for `"""`.
        case string(pounds: Int, multiline: Bool)
    }

    /// An open bracket: its offset and byte; an interpolation's `\(` is `(` with
    /// `interpolation` set, and closing it returns to the string's text.
    private struct Opener {
        var offset: Int
        var byte: UInt8
        var interpolation = false
    }

    private static let openerOf: [UInt8: UInt8] = [
        UInt8(ascii: ")"): UInt8(ascii: "("), UInt8(ascii: "]"): UInt8(ascii: "["),
        UInt8(ascii: "}"): UInt8(ascii: "{"),
    ]

    /// The first problem with the brackets of `source`, or nil. A single-line string literal left
    /// open is a problem at its line's end (where the parser's lexer ends it too); source that
    /// ends inside a multi-line literal or a block comment is left to the parser.
    /// - Complexity: O(n) in the length of `source`.
    static func firstProblem(in source: String, squareBracketLimit limit: Int) -> Problem? {
        let bytes = Array(source.utf8)
        var contexts: [Context] = [.code]
        var depth = 0
        var open: [Opener] = []
        var i = 0
        func at(_ offset: Int, _ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard offset + count <= bytes.count else { return false }
            return text.withUTF8Buffer { buffer in (0..<count).allSatisfy { bytes[offset + $0] == buffer[$0] } }
        }
        func pounds(from offset: Int) -> Int {
            var end = offset
            while end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
            return end - offset
        }
        func character(_ byte: UInt8) -> Character { Character(Unicode.Scalar(byte)) }
        while i < bytes.count, let context = contexts.last {
            let byte = bytes[i]
            switch context {
            case .code:
                switch byte {
                case UInt8(ascii: "/") where at(i, "//"):
                    while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                case UInt8(ascii: "/") where at(i, "/*"):
                    guard let end = endOfBlockComment(bytes, from: i) else { return nil }
                    i = end
                case UInt8(ascii: "#"), UInt8(ascii: "\""):
                    let count = byte == UInt8(ascii: "#") ? pounds(from: i) : 0
                    guard i + count < bytes.count, bytes[i + count] == UInt8(ascii: "\"") else {
                        i += max(count, 1)
                        continue
                    }
                    let multiline = at(i + count, "\"\"\"")
                    contexts.append(.string(pounds: count, multiline: multiline))
                    i += count + (multiline ? 3 : 1)
                case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "{"):
                    if byte == UInt8(ascii: "[") {
                        depth += 1
                        if depth > limit { return .tooDeep(offset: i) }
                    }
                    open.append(Opener(offset: i, byte: byte))
                    i += 1
                case UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: "}"):
                    guard let innermost = open.last, innermost.byte == openerOf[byte] else {
                        return .unexpectedCloser(
                            offset: i, closer: character(byte),
                            opener: open.last.map { ($0.offset, character($0.byte)) })
                    }
                    open.removeLast()
                    if innermost.interpolation { contexts.removeLast() }
                    if byte == UInt8(ascii: "]") { depth -= 1 }
                    i += 1
                default:
                    i += 1
                }
            case .string(let count, let multiline):
                if byte == UInt8(ascii: "\\"), pounds(from: i + 1) >= count {
                    let next = i + 1 + count
                    if next < bytes.count, bytes[next] == UInt8(ascii: "(") {
                        open.append(Opener(offset: next, byte: UInt8(ascii: "("), interpolation: true))
                        contexts.append(.code)
                    }
                    i = next + 1
                } else if byte == UInt8(ascii: "\""), !multiline || at(i, "\"\"\""),
                    pounds(from: i + (multiline ? 3 : 1)) >= count
                {
                    contexts.removeLast()
                    i += (multiline ? 3 : 1) + count
                } else if byte == UInt8(ascii: "\n"), !multiline {
                    return .unterminatedString(offset: i, closer: "\"" + String(repeating: "#", count: count))
                } else {
                    i += 1
                }
            }
        }
        if case .string(let count, false) = contexts.last {
            return .unterminatedString(offset: bytes.count, closer: "\"" + String(repeating: "#", count: count))
        }
        // Inside a multi-line string the rest of the input is its text: the parser sees no
        // brackets after its start, and reports the literal.
        guard contexts.count == 1 else { return nil }
        if let innermost = open.last {
            return .unterminated(offset: innermost.offset, opener: character(innermost.byte))
        }
        return nil
    }

    /// The offset just past the `*/` closing the (possibly nested) block comment at `start`, or
    /// nil when it is never closed.
    private static func endOfBlockComment(_ bytes: [UInt8], from start: Int) -> Int? {
        var level = 0
        var i = start
        while i + 1 < bytes.count {
            if bytes[i] == UInt8(ascii: "/"), bytes[i + 1] == UInt8(ascii: "*") {
                level += 1
                i += 2
            } else if bytes[i] == UInt8(ascii: "*"), bytes[i + 1] == UInt8(ascii: "/") {
                level -= 1
                i += 2
                if level == 0 { return i }
            } else {
                i += 1
            }
        }
        return nil
    }
}
