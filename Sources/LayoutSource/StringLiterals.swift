// StringLiterals.swift
// LayoutSource
//
// String literals: escapes, raw and multi-line literals, and interpolation of constants
// (`"\(i)"` with a ForEach variable).

import SwiftSyntax

extension Translator {
    func string(_ literal: StringLiteralExprSyntax, in scope: Scope) throws(SourceError) -> String {
        let interpolates = literal.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
        if !interpolates {
            guard let text = literal.representedLiteralValue else { throw error(literal, "invalid string literal") }
            return text
        }
        guard literal.openingPounds == nil, literal.openingQuote.tokenKind == .stringQuote else {
            throw error(literal, "interpolation is supported only in single-line, non-raw string literals")
        }
        var result = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                guard let unescaped = Self.unescape(text.content.text) else {
                    throw error(text, "invalid escape sequence")
                }
                result += unescaped
            case .expressionSegment(let interpolation):
                guard interpolation.expressions.count == 1, let only = interpolation.expressions.first,
                    only.label == nil
                else {
                    throw error(interpolation, "only plain interpolation \\(value) is supported")
                }
                let inserted = try value(of: only.expression, in: scope)
                guard let text = inserted.interpolated else {
                    throw error(only.expression, "cannot interpolate \(inserted.kindName) before layout")
                }
                result += text
            }
        }
        return result
    }

    /// Resolves `\n`, `\t`, `\\`, `\"`, `\'`, `\0`, `\r`, `\u{…}` in a single-line segment.
    static func unescape(_ raw: String) -> String? {
        var result = ""
        var iterator = raw.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            guard scalar == "\\" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            guard let escaped = iterator.next() else { return nil }
            switch escaped {
            case "n": result += "\n"
            case "t": result += "\t"
            case "r": result += "\r"
            case "0": result += "\0"
            case "\\", "\"", "'": result.unicodeScalars.append(escaped)
            case "u":
                guard iterator.next() == "{" else { return nil }
                var hex = ""
                while let digit = iterator.next(), digit != "}" { hex.unicodeScalars.append(digit) }
                guard let code = UInt32(hex, radix: 16), let value = Unicode.Scalar(code) else { return nil }
                result.unicodeScalars.append(value)
            default: return nil
            }
        }
        return result
    }
}
