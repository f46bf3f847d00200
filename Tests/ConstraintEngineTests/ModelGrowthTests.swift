// ModelGrowthTests.swift
// ConstraintEngineTests
//
// The model grows linearly with the tree (ConstraintEncoding.md, "Model size"): a stack's
// running sums (HSTACK-3's `avail`, HSTACK-4's next origin) stay short, so doubling the children
// of one stack doubles the rows, columns and nonzeros instead of quadrupling the nonzeros. Counts,
// not timings: the numbers are exact and the same on every machine.

import ConstraintEngine
import LayoutCore
import LinearProgramming
import Testing

@Suite("Model size grows linearly with the tree")
struct ModelGrowthTests {
    /// Rows, columns and nonzeros of the `exact` model GLPK solves.
    struct ModelCounts: Equatable, CustomStringConvertible {
        var rows: Int
        var columns: Int
        var nonzeros: Int

        var description: String { "(rows: \(rows), columns: \(columns), nonzeros: \(nonzeros))" }

        static func - (a: ModelCounts, b: ModelCounts) -> ModelCounts {
            ModelCounts(rows: a.rows - b.rows, columns: a.columns - b.columns, nonzeros: a.nonzeros - b.nonzeros)
        }
    }

    /// The counts of `source`'s model in the iPhone 13 Pro root (mono text), after checking that
    /// the layout solves.
    func counts(_ source: String) throws -> ModelCounts {
        let tree = try parse(source)
        let layout = try ConstraintEngine(configuration: configuration()).layout(tree)
        #expect(layout.solves.allSatisfy { $0.status == "optimal" })
        let program = layout.program
        #expect(layout.solves[0].rows == program.constraints.count)
        return ModelCounts(
            rows: program.constraints.count, columns: program.variables.count,
            nonzeros: program.constraints.reduce(0) { $0 + $1.expression.termCount })
    }

    /// A VStack of `n` Texts of one to three words (TEXT-3/4 under HSTACK-3's greedy chain).
    static func textColumn(_ n: Int) -> String {
        let words = ["alpha", "beta gamma", "delta epsilon zeta"]
        return "VStack {\n" + (0..<n).map { "Text(\"\(words[$0 % 3])\")" }.joined(separator: "\n") + "\n}"
    }

    /// An HStack of `n` Colors (HSTACK-3's equal-share group).
    static func colorRow(_ n: Int) -> String {
        "HStack {\n" + Array(repeating: "Color.gray", count: n).joined(separator: "\n") + "\n}"
    }

    /// The counts at n, 2n and 4n children, with each doubling adding exactly twice what the
    /// previous one added (no n² term).
    func expectLinear(
        _ make: (Int) -> String, from n: Int, _ expected: [ModelCounts],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let measured = try [n, 2 * n, 4 * n].map { try counts(make($0)) }
        #expect(measured == expected, sourceLocation: sourceLocation)
        let first = measured[1] - measured[0], second = measured[2] - measured[1]
        let doubled = ModelCounts(rows: 2 * first.rows, columns: 2 * first.columns, nonzeros: 2 * first.nonzeros)
        #expect(second == doubled, sourceLocation: sourceLocation)
    }

    @Test("HSTACK-3/4 TEXT-4 a VStack of 128, 256 and 512 Texts: rows, columns and nonzeros linear in the Texts")
    func textColumnIsLinear() throws {
        try expectLinear(
            Self.textColumn, from: 128,
            [
                ModelCounts(rows: 933, columns: 933, nonzeros: 3131),
                ModelCounts(rows: 1861, columns: 1861, nonzeros: 6267),
                ModelCounts(rows: 3717, columns: 3717, nonzeros: 12539),
            ])
    }

    @Test("HSTACK-3/4 LEAF-SHAPE-1 an HStack of 128, 256 and 512 Colors: rows, columns, nonzeros linear in the Colors")
    func colorRowIsLinear() throws {
        try expectLinear(
            Self.colorRow, from: 128,
            [
                ModelCounts(rows: 292, columns: 292, nonzeros: 1277),
                ModelCounts(rows: 580, columns: 580, nonzeros: 2557),
                ModelCounts(rows: 1156, columns: 1156, nonzeros: 5117),
            ])
    }
}
