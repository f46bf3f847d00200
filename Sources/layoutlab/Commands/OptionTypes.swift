// OptionTypes.swift
// layoutlab
//
// Values of the command-line options.

import ArgumentParser
import ConstraintEngine
import LayoutCore
import LayoutReport
import TextMeasurement

/// A proposal component on the command line: a number ≥ 0, `nil` or `inf` (PROPOSAL-1).
/// Anything is accepted here and ``LayoutOptions/validate()`` rejects what is not one of
/// those, so that its message can say what is allowed.
struct ProposalValue: ExpressibleByArgument {
    var value: Double?
    /// The argument as written when it is not a valid component, else nil.
    var invalidArgument: String?

    init(argument: String) {
        switch argument.lowercased() {
        case "nil", "none": value = nil
        case "inf", "infinity", "+inf": value = .infinity
        default:
            // `1e400` reads as +∞, which is allowed; NaN and negative numbers are not.
            if let number = Double(argument), number >= 0 {
                value = number
            } else {
                value = nil
                invalidArgument = argument
            }
        }
    }
}

/// `--text-metrics default|mono:A,L`; the ranges are checked by ``LayoutOptions/validate()``.
struct TextMetricsOption: ExpressibleByArgument {
    enum Choice {
        case standard
        /// TEXT-8's measurer, as written; `LayoutOptions.validate()` checks the ranges.
        case mono(advance: Double, lineHeight: Double)
        /// Neither form.
        case invalid(String)
    }

    var choice: Choice
    /// The argument as written.
    var argument = "default"

    static let standard = TextMetricsOption(choice: .standard)

    /// The allowed advance: 0 (every string is 0 wide, TEXT-8 with a = 0) to 1000 pt.
    static let advanceRange = 0.0...1000.0
    /// The allowed line height: greater than 0 (TEXT-4 divides by it), at most 1000 pt.
    static let lineHeightLimit = 1000.0

    init(choice: Choice) { self.choice = choice }

    init(argument: String) {
        self.argument = argument
        if argument == "default" {
            choice = .standard
            return
        }
        let parts = argument.hasPrefix("mono:") ? argument.dropFirst(5).split(separator: ",") : []
        if parts.count == 2, let a = Double(parts[0]), let h = Double(parts[1]) {
            choice = .mono(advance: a, lineHeight: h)
        } else {
            choice = .invalid(argument)
        }
    }

    /// Why the value is not allowed, or nil.
    var problem: String? {
        switch choice {
        case .standard: return nil
        case .invalid:
            return "--text-metrics must be `default` or `mono:ADVANCE,LINEHEIGHT` (got '\(terminalEscaped(argument))')"
        case .mono(let a, let h):
            guard Self.advanceRange.contains(a), h > 0, h <= Self.lineHeightLimit else {
                return
                    "--text-metrics mono:ADVANCE,LINEHEIGHT needs 0 ≤ ADVANCE ≤ 1000 and 0 < LINEHEIGHT ≤ 1000 (got '\(terminalEscaped(argument))')"
            }
            return nil
        }
    }

    /// The measurer (a valid choice; an invalid one falls back to the default).
    var measurer: any TextMeasurer {
        if case .mono(let a, let h) = choice { return MonoMeasurer(advance: a, lineHeight: h) }
        return FontTableMeasurer.standard
    }

    var defaultValueDescription: String { "default" }
}

/// `--format`.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case tree
    case json
    case svg
}

/// `--outlines none|frames|all`: the SVG debug layer over the painted content.
extension OutlineMode: ExpressibleByArgument {}

/// `--outlines`, shared by `render` and `compare`.
struct OutlinesOption: ParsableArguments {
    @Option(
        help:
            "SVG debug layer drawn over the painted picture: none, frames (translucent hairline outlines of every frame, the default) or all (outlines plus labels: each .id and each leaf's kind)."
    )
    var outlines: OutlineMode = .frames
}

/// `--image NAME=WIDTHxHEIGHT`: an intrinsic image size (LEAF-IMAGE-1).
struct ImageSizeOption: ExpressibleByArgument {
    var name: String
    var size: Size

    init?(argument: String) {
        guard let equals = argument.lastIndex(of: "=") else { return nil }
        name = String(argument[..<equals])
        let dimensions = argument[argument.index(after: equals)...].split(separator: "x")
        guard !name.isEmpty, dimensions.count == 2,
            let w = Double(dimensions[0]), let h = Double(dimensions[1]),
            w.isFinite, h.isFinite, w >= 0, h >= 0
        else { return nil }
        size = Size(width: w, height: h)
    }
}

/// `--engine`: which engine lays the tree out.
enum EngineChoice: String, ExpressibleByArgument, CaseIterable {
    /// The rule-by-rule implementation of the documented layout (ReferenceEngine).
    case reference
    /// The tree compiled to one linear model and solved with GLPK (ConstraintEngine, CORE-9).
    case constraint
}

/// `--mode exact|lp-only|per-container|milp`: how the constraint engine solves its model.
extension ConstraintMode: ExpressibleByArgument {}

/// `--milp-formulation tight|baseline` (``MILPFormulation``).
enum MILPFormulationOption: String, ExpressibleByArgument, CaseIterable {
    case tight, baseline

    var formulation: MILPFormulation { self == .tight ? .tight : .baseline }
}

/// A number as an option's error message quotes it: `-1`, `0.5`, `1e+308`, `nan`.
func optionNumber(_ value: Double) -> String {
    let text = "\(value)"
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}
