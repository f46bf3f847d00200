// XMLEscaping.swift
// LayoutReport

/// `text` made safe for XML element content and attribute values: `& < > " '` become
/// entities; the characters XML 1.0 forbids (the C0 controls other than TAB, LF and CR, U+FFFE,
/// U+FFFF) and those it discourages and XML 1.1 forbids raw (DEL, the C1 controls) are written
/// as the visible escapes of ``terminalEscaped(_:)`` (`\u{1B}`, `\0`), so the document stays
/// well-formed and the label still shows what was there. TAB and LF are legal and kept; CR is
/// written `&#xD;` so that it reads back as CR.
func xmlEscaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&apos;"
        case "\r": out += "&#xD;" // a raw CR would be read back as LF (XML 1.0 §2.11)
        default:
            let value = scalar.value
            let allowed =
                value == 0x9 || value == 0xA || value == 0xD
                || (0x20...0x7E).contains(value) || (0xA0...0xD7FF).contains(value)
                || (0xE000...0xFFFD).contains(value) || value >= 0x10000
            if allowed { out.unicodeScalars.append(scalar) } else { out += escape(scalar) }
        }
    }
    return out
}
