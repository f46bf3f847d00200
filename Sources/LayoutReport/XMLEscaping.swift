// XMLEscaping.swift
// LayoutReport

/// `text` made safe for XML element content and attribute values: `& < > " '` become
/// entities and characters XML 1.0 forbids (most C0 controls, U+FFFE, U+FFFF) become U+FFFD.
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
        default:
            let value = scalar.value
            let allowed =
                value == 0x9 || value == 0xA || value == 0xD
                || (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value)
                || value >= 0x10000
            out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
        }
    }
    return out
}
