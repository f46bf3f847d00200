// OptionTypes.swift
// layoutlab
//
// Values of the command-line options.

import ArgumentParser
import ConstraintEngine
import LayoutCore
import TextMeasurement

/// A proposal component on the command line: a number, `nil` or `inf` (PROPOSAL-1).
struct ProposalValue: ExpressibleByArgument {
    var value: Double?

    init?(argument: String) {
        switch argument.lowercased() {
        case "nil", "none": value = nil
        case "inf", "infinity", "+inf": value = .infinity
        default:
            guard let number = Double(argument), number.isFinite, number >= 0 else { return nil }
            value = number
        }
    }
}

/// `--text-metrics default|mono:A,L`.
struct TextMetricsOption: ExpressibleByArgument {
    var measurer: any TextMeasurer

    static let standard = TextMetricsOption(measurer: FontTableMeasurer.standard)

    init(measurer: any TextMeasurer) { self.measurer = measurer }

    init?(argument: String) {
        if argument == "default" {
            measurer = FontTableMeasurer.standard
        } else if let mono = MonoMeasurer(specification: argument) {
            measurer = mono
        } else {
            return nil
        }
    }

    var defaultValueDescription: String { "default" }
}

/// `--format`.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case tree
    case json
    case svg
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
