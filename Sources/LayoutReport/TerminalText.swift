// TerminalText.swift
// LayoutReport
//
// Text from the source (`.id` labels, custom leaf names, image names quoted in warnings) is
// printed where a terminal reads it: the tree table, `compare`'s rows, warnings on standard
// error. Control characters in it must not reach the terminal raw.

import LayoutCore

/// `text` with every character that would act on a terminal instead of showing written as a
/// Swift escape: `\0`, `\t`, `\n`, `\r`, and `\u{1B}` (uppercase hex) for the other C0
/// controls, DEL, the C1 controls (U+0080–U+009F), the line and paragraph separators (U+2028,
/// U+2029) and the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069), which
/// reorder what follows them on the line. Everything else, backslashes included, is unchanged:
/// the form is for reading, not for parsing back.
public func terminalEscaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
        guard needsEscape(scalar) else {
            out.unicodeScalars.append(scalar)
            continue
        }
        out += escape(scalar)
    }
    return out
}

/// Whether ``terminalEscaped(_:)`` rewrites `scalar`.
func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
}

/// `\t`, `\n`, `\r`, `\0` or `\u{1B}`.
func escape(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\0": "\\0"
    case "\t": "\\t"
    case "\n": "\\n"
    case "\r": "\\r"
    default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}

/// The CORE-6 warnings of a layout, one line each, for standard error: what
/// ``Diagnostic/description`` says (`warning: [code] path: message`) with
/// ``terminalEscaped(_:)`` applied, so an image name or label quoted in a message cannot
/// inject control characters. Empty when there are none.
public struct WarningsReport: Sendable {
    public init() {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for diagnostic in diagnostics {
            out += terminalEscaped(diagnostic.description)
            out += "\n"
        }
        return out
    }
}
