// SquareBracketNesting.swift
// LayoutSource
//
// A linear pre-scan for nested `[`, run before swift-syntax sees the source.
//
// swift-syntax 603's parser is exponential in nested square brackets: at every array literal
// `parseCollectionLiteral` asks whether an InlineArray type (`[3 of Int]`) starts there, and that
// lookahead (`canParseCollectionTypeBody`) tries the InlineArray form and then the ordinary
// collection type, both recursing into the next `[`. Each nested `[` that still reads as a type
// (`[[1]]`, `[(1)]`, `[a<[1]>]`) doubles the parse time; 30 levels take minutes. `(` and `{` do
// not branch that way. The parser cannot be fixed from here, so nesting deeper than
// ``SwiftUISourceParser/maximumSquareBracketNesting`` is refused before parsing, in one pass.

/// Finds the first `[` nested deeper than a limit, outside comments and string literal text
/// (interpolated code, `"\([…])"`, counts: the parser reads it).
enum SquareBracketNesting {
    private enum Context {
        /// Code; `interpolationParens` counts the `(` open inside a `\(…)`, nil at top level.
        case code(interpolationParens: Int?)
        /// A string literal's text: `pounds` for raw strings (`#"…"#`), `multiline` for `"""`.
        case string(pounds: Int, multiline: Bool)
    }

    /// The UTF-8 offset of the first `[` that is more than `limit` levels deep, or nil.
    /// - Complexity: O(n) in the length of `source`.
    static func firstExcess(in source: String, limit: Int) -> Int? {
        let bytes = Array(source.utf8)
        var contexts: [Context] = [.code(interpolationParens: nil)]
        var depth = 0
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
        while i < bytes.count, let context = contexts.last {
            let byte = bytes[i]
            switch context {
            case .code(let parens):
                switch byte {
                case UInt8(ascii: "/") where at(i, "//"):
                    while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                case UInt8(ascii: "/") where at(i, "/*"):
                    i = endOfBlockComment(bytes, from: i)
                case UInt8(ascii: "#"), UInt8(ascii: "\""):
                    let count = byte == UInt8(ascii: "#") ? pounds(from: i) : 0
                    guard i + count < bytes.count, bytes[i + count] == UInt8(ascii: "\"") else {
                        i += max(count, 1)
                        continue
                    }
                    let multiline = at(i + count, "\"\"\"")
                    contexts.append(.string(pounds: count, multiline: multiline))
                    i += count + (multiline ? 3 : 1)
                case UInt8(ascii: "(") where parens != nil:
                    contexts[contexts.count - 1] = .code(interpolationParens: parens! + 1)
                    i += 1
                case UInt8(ascii: ")") where parens != nil:
                    if parens == 0 {
                        contexts.removeLast()
                    } else {
                        contexts[contexts.count - 1] = .code(interpolationParens: parens! - 1)
                    }
                    i += 1
                case UInt8(ascii: "["):
                    depth += 1
                    if depth > limit { return i }
                    i += 1
                case UInt8(ascii: "]"):
                    depth = max(depth - 1, 0)
                    i += 1
                default:
                    i += 1
                }
            case .string(let count, let multiline):
                if byte == UInt8(ascii: "\\"), pounds(from: i + 1) >= count {
                    let next = i + 1 + count
                    if next < bytes.count, bytes[next] == UInt8(ascii: "(") {
                        contexts.append(.code(interpolationParens: 0))
                    }
                    i = next + 1
                } else if byte == UInt8(ascii: "\""), !multiline || at(i, "\"\"\""),
                    pounds(from: i + (multiline ? 3 : 1)) >= count
                {
                    contexts.removeLast()
                    i += (multiline ? 3 : 1) + count
                } else if byte == UInt8(ascii: "\n"), !multiline {
                    contexts.removeLast() // unterminated: the parser reports it; resume as code
                    i += 1
                } else {
                    i += 1
                }
            }
        }
        return nil
    }

    /// The offset just past the `*/` closing the (possibly nested) block comment at `start`.
    private static func endOfBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
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
        return bytes.count
    }
}
