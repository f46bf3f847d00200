// SourceLiterals.swift
// SourcePrinter
//
// Swift spellings of the values a tree holds: numbers (exact, shortest round-trip form),
// strings, colours, alignments, axis sets, fonts, and custom-layout parameters.

import LayoutCore

extension SwiftUISourcePrinter {
    /// A Double as a Swift literal that parses back to the same value: `16`, `0.1`, `1e-07`,
    /// `.infinity`, `-.infinity`, `.nan`, `-0.0`.
    public static func number(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value > 0 ? ".infinity" : "-.infinity" }
        if value == 0 { return value.sign == .minus ? "-0.0" : "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A Swift string literal for `text`.
    public static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029
                {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A colour as a ShapeStyle argument: `.red`, or `Color("name")` outside the palette.
    static func styleColor(_ color: ColorName) -> String {
        color.isKnown ? "." + color.rawValue : "Color(" + stringLiteral(color.rawValue) + ")"
    }

    /// A colour as a view: `Color.red`, `Color("name")`, or `Color(white: 0)` for an unnamed colour.
    static func colorView(_ color: ColorName?) -> String {
        guard let color else { return "Color(white: 0)" }
        return color.isKnown ? "Color." + color.rawValue : "Color(" + stringLiteral(color.rawValue) + ")"
    }

    static func axisSet(_ axes: AxisSet) -> String {
        switch axes {
        case .horizontal: ".horizontal"
        case .vertical: ".vertical"
        case .both: "[.horizontal, .vertical]"
        default: "[]"
        }
    }

    static func font(_ font: FontSpec) -> String {
        if FontSpec.textStyles[font.style] == font.pointSize { return "." + font.style }
        if font.style == "system" { return ".system(size: \(number(font.pointSize)))" }
        return ".custom(\(stringLiteral(font.style)), size: \(number(font.pointSize)))"
    }

    /// The labelled arguments of a custom layout (`FlowLayout(spacing: 10)`), decoded from the
    /// flat JSON object in `spec.parameters`; nil when it is not a flat object of scalars.
    public static func layoutArguments(of spec: CustomLayoutSpec) -> [(label: String, value: String)]? {
        var scanner = FlatJSONScanner(Array(spec.parameters.unicodeScalars))
        return scanner.object()
    }
}

/// Reads `{"key": scalar, …}` and renders each scalar as a Swift literal.
private struct FlatJSONScanner {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func object() -> [(label: String, value: String)]? {
        skipSpace()
        guard take("{") else { return nil }
        var result: [(label: String, value: String)] = []
        skipSpace()
        if take("}") { return finished(result) }
        while true {
            skipSpace()
            guard let key = string() else { return nil }
            skipSpace()
            guard take(":") else { return nil }
            skipSpace()
            guard let value = scalar() else { return nil }
            result.append((key, value))
            skipSpace()
            if take("}") { return finished(result) }
            guard take(",") else { return nil }
        }
    }

    private mutating func finished(_ result: [(label: String, value: String)]) -> [(label: String, value: String)]? {
        skipSpace()
        return index == scalars.count ? result : nil
    }

    private mutating func scalar() -> String? {
        if index < scalars.count, scalars[index] == "\"" {
            return string().map(SwiftUISourcePrinter.stringLiteral)
        }
        for word in ["true", "false", "null"] where matches(word) {
            index += word.unicodeScalars.count
            return word == "null" ? "nil" : word
        }
        let start = index
        while index < scalars.count, "+-0123456789.eE".unicodeScalars.contains(scalars[index]) { index += 1 }
        guard index > start else { return nil }
        let text = String(String.UnicodeScalarView(scalars[start..<index]))
        guard Double(text) != nil else { return nil }
        return text
    }

    private mutating func string() -> String? {
        guard take("\"") else { return nil }
        var result = String.UnicodeScalarView()
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\"": return String(result)
            case "\\":
                guard index < scalars.count else { return nil }
                let escaped = scalars[index]
                index += 1
                switch escaped {
                case "n": result.append("\n")
                case "r": result.append("\r")
                case "t": result.append("\t")
                case "b": result.append("\u{8}")
                case "f": result.append("\u{C}")
                case "u":
                    guard index + 4 <= scalars.count,
                        let code = UInt32(String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16),
                        let decoded = Unicode.Scalar(code)
                    else { return nil }
                    index += 4
                    result.append(decoded)
                default: result.append(escaped)
                }
            default: result.append(scalar)
            }
        }
        return nil
    }

    private func matches(_ word: String) -> Bool {
        let wordScalars = Array(word.unicodeScalars)
        guard index + wordScalars.count <= scalars.count else { return false }
        return Array(scalars[index..<index + wordScalars.count]) == wordScalars
    }

    private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        guard index < scalars.count, scalars[index] == scalar else { return false }
        index += 1
        return true
    }

    private mutating func skipSpace() {
        while index < scalars.count, [" ", "\n", "\r", "\t"].contains(scalars[index]) { index += 1 }
    }
}
