// ComparisonJSON.swift
// LayoutPipeline
//
// `layoutlab compare --format json`: the verdict of LayoutDifferential's `LayoutComparison`
// (CORE-7 under a named policy) with both layouts as `render --format json` writes them.

import Foundation
import LayoutCore
import LayoutDifferential
import LayoutReport

/// The JSON document of a comparison:
///
/// ```
/// {"agrees", "differences": [DIFFERENCE], "first": DIFFERENCE|null, "largestFrameDifference",
///  "largestFrameDifferencePath", "policy", "reference": LAYOUT, "constraint": LAYOUT}
/// DIFFERENCE = {"field", "first", "kind", "magnitude", "node", "path", "rule", "second"}
/// ```
///
/// `LAYOUT` is ``JSONReport``'s document. Non-finite magnitudes are the strings `"inf"`, `"-inf"`
/// and `"nan"`, as proposals are written there.
public enum ComparisonJSON {
    private struct Verdict: Encodable {
        var comparison: LayoutComparison

        enum CodingKeys: String, CodingKey {
            case policy, agrees, largestFrameDifference, largestFrameDifferencePath, first, differences
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(comparison.policy.name, forKey: .policy)
            try container.encode(comparison.agrees, forKey: .agrees)
            try container.encode(comparison.largestFrameDifference, forKey: .largestFrameDifference)
            try container.encode(comparison.largestFrameDifferencePath, forKey: .largestFrameDifferencePath)
            try container.encode(comparison.first, forKey: .first)
            try container.encode(comparison.differences, forKey: .differences)
        }
    }

    /// The document, ending with a newline. `includePaths` as in ``JSONReport``.
    public static func render(
        tree: ViewTree, reference: LayoutResult, constraint: LayoutResult, comparison: LayoutComparison,
        includePaths: Bool
    ) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        var verdict = String(decoding: try encoder.encode(Verdict(comparison: comparison)), as: UTF8.self)
        // Drop the closing brace and append both layouts, indented one level (JSON strings
        // hold no raw newlines, so indenting every line is safe).
        while let last = verdict.last, last == "}" || last.isWhitespace { verdict.removeLast() }
        let report = JSONReport(includePaths: includePaths)
        func layout(_ key: String, _ result: LayoutResult) -> String {
            let text = report.render(tree: tree, result: result).trimmingCharacters(in: .whitespacesAndNewlines)
            return "  \"\(key)\" : " + text.replacingOccurrences(of: "\n", with: "\n  ")
        }
        return verdict + ",\n" + layout("reference", reference) + ",\n" + layout("constraint", constraint) + "\n}\n"
    }
}
