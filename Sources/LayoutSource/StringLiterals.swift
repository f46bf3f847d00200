// StringLiterals.swift
// LayoutSource
//
// String literals: escapes, raw and multi-line literals, and interpolation of constants
// (`"\(i)"` with a ForEach variable).

import Foundation
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
                result += try interpolated(interpolation, in: scope)
            }
        }
        return result
    }

    /// `\(value)`, `\(value, specifier: "%.1f")` (SwiftUI's LocalizedStringKey interpolation)
    /// and `\(value, format: …)` (the value as Swift prints it). A stand-in shows its placeholder.
    private func interpolated(_ interpolation: ExpressionSegmentSyntax, in scope: Scope) throws(SourceError) -> String {
        let arguments = Array(interpolation.expressions)
        guard let first = arguments.first, first.label == nil,
            arguments.dropFirst().allSatisfy({ ["specifier", "format", "style"].contains($0.label?.text ?? "") })
        else {
            throw error(
                interpolation, "only \\(value), \\(value, specifier: \"%…\") and \\(value, format: …) are supported")
        }
        let inserted = try value(of: first.expression, in: scope)
        if let specifier = arguments.first(where: { $0.label?.text == "specifier" }),
            case .string(let format) = try value(of: specifier.expression, in: scope)
        {
            switch inserted {
            case .integer(let n, _): return String(format: format, n)
            case .real(let expression, _) where expression.isConstantEvaluable:
                return String(format: format, expression.constantResult)
            default: break
            }
        }
        guard let text = inserted.interpolated else {
            throw error(first.expression, "cannot interpolate \(inserted.kindName) before layout")
        }
        return text
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
