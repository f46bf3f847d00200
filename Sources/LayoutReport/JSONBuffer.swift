// JSONBuffer.swift
// LayoutReport
//
// The JSON primitives of the report, appended to one UTF-8 buffer. The output is strict JSON
// (RFC 8259 has no ∞ or NaN): CORE-10 writes a non-finite frame component as `null`, and a
// proposal's ∞ as the string `"inf"` (PROPOSAL-1 keeps it apart from nil's `null`).

import LayoutCore

/// A growing UTF-8 buffer of JSON text, pretty (2-space indentation) or compact.
struct JSONBuffer {
    private(set) var bytes: [UInt8] = []
    let pretty: Bool
    /// Indentation stops growing at this nesting level, keeping deep trees linear in size.
    let maxIndentLevel: Int

    init(pretty: Bool, maxIndentLevel: Int) {
        self.pretty = pretty
        self.maxIndentLevel = max(0, maxIndentLevel)
    }

    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func append(byte: UInt8) { bytes.append(byte) }

    mutating func append(bytes more: [UInt8]) { bytes.append(contentsOf: more) }

    /// A line break and the indentation of `level` (pretty only).
    mutating func newline(level: Int) {
        guard pretty else { return }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * min(level, maxIndentLevel)))
    }

    /// `"name": ` (pretty) or `"name":` (compact); `name` must need no escaping.
    mutating func key(_ name: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
    }

    /// The separator between members of a one-line object: `, ` or `,`.
    mutating func inlineComma() { append(pretty ? ", " : ",") }

    /// A JSON string (RFC 8259): `"` and `\` escaped, the C0 controls as `\n`, `\t`, … or
    /// `\u001b`. DEL, the C1 controls, U+2028/U+2029 and the bidirectional controls, legal raw
    /// in JSON, are written `\u007f` … as well (``needsEscape(_:)``), so a document printed to a
    /// terminal cannot act on it; a JSON reader decodes the same string either way.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": append("\\\"")
            case "\\": append("\\\\")
            case "\n": append("\\n")
            case "\r": append("\\r")
            case "\t": append("\\t")
            case "\u{08}": append("\\b")
            case "\u{0C}": append("\\f")
            default:
                if needsEscape(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: false)
                    append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                } else if scalar.isASCII {
                    bytes.append(UInt8(scalar.value))
                } else {
                    UTF8.encode(scalar) { bytes.append($0) }
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A number; `∞` as the string `"inf"` (`"-inf"`), NaN as `null` (proposals, PROPOSAL-1).
    mutating func number(_ value: Double) {
        if value.isNaN {
            append("null")
        } else if value.isInfinite {
            append(value > 0 ? "\"inf\"" : "\"-inf\"")
        } else if value == value.rounded(.towardZero) && abs(value) < 1e15 {
            integer(Int64(value))
        } else {
            append(shortestText(value))
        }
    }

    /// The decimal digits of `value`, without going through a `String`.
    private mutating func integer(_ value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    mutating func number(_ value: Double?) {
        if let value { number(value) } else { append("null") }
    }

    mutating func null() { append("null") }

    mutating func bool(_ value: Bool) { append(value ? "true" : "false") }

    /// A frame component: a number, or `null` when it is ±∞ or NaN (CORE-10).
    mutating func frameNumber(_ value: Double) {
        if value.isFinite { number(value) } else { null() }
    }

    /// `{"x": …, "y": …, "width": …, "height": …}` on one line; non-finite components are
    /// `null` (CORE-10).
    mutating func rect(_ rect: Rect) {
        append("{")
        key("x"); frameNumber(rect.origin.x); inlineComma()
        key("y"); frameNumber(rect.origin.y); inlineComma()
        key("width"); frameNumber(rect.size.width); inlineComma()
        key("height"); frameNumber(rect.size.height)
        append("}")
    }

    /// `{"width": …, "height": …}` on one line, `null` components for unspecified axes.
    mutating func proposal(_ proposal: ProposedSize) {
        append("{")
        key("width"); number(proposal.width); inlineComma()
        key("height"); number(proposal.height)
        append("}")
    }
}
