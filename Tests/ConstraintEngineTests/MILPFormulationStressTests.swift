// MILPFormulationStressTests.swift
// ConstraintEngineTests
//
// The milp mode's two formulations (MILPFormulation: `baseline`, the first one, and `tight`,
// the default) on the same 200 generated trees of the `linear` profile (the trees of
// `layoutlab fuzz --seed 1 --count 200 --profile linear --mode milp`): every layout either
// agrees with the reference engine (CORE-7) or is a typed error, and the printed table gives
// the binaries, rows, branch-and-bound nodes and GLPK time of each formulation. The figures in
// ConstraintEncoding.md ("The milp mode") come from this table:
//
//     LAYOUTLAB_TEST_TIER=stress swift test --filter MILPFormulationStressTests

import ConstraintEngine
import Foundation
import LayoutCore
import LayoutDifferential
import TestTiers
import Testing

@Suite("milp formulations on random trees", .tags(.stress), .stressTier)
struct MILPFormulationStressTests {
    /// The constraint engine in milp mode with a given formulation.
    struct FormulationEngine: DifferentialEngine {
        var formulation: MILPFormulation
        var name: String { "constraint/milp" }

        func layout(_ input: FuzzCase) throws -> LayoutResult { try layoutRecordingSolves(input).result }

        func layoutRecordingSolves(_ input: FuzzCase) throws -> (result: LayoutResult, solves: [SolveRecord]) {
            var engine = ConstraintEngine(configuration: input.configuration, mode: .milp)
            engine.solveOptions.timeLimit = .seconds(10)
            engine.milpFormulation = formulation
            let layout = try engine.layout(input.tree)
            return (layout.result, layout.solves)
        }
    }

    struct Tally: CustomStringConvertible {
        var agreed = 0, diverged = 0, failed = 0
        var binaries = 0, rows = 0, nodes = 0, maxNodes = 0, seconds = 0.0
        var failures: [String: Int] = [:]

        var description: String {
            let reasons = failures.sorted { $0.value > $1.value }.prefix(4).map { "\($0.value)× \($0.key)" }
            return
                "agreed \(agreed), diverged \(diverged), failed \(failed); binaries \(binaries), rows \(rows), "
                + "B&B nodes \(nodes) (max \(maxNodes) per tree), GLPK branch-and-bound \(String(format: "%.2f", seconds)) s"
                + (reasons.isEmpty ? "" : "; failures: " + reasons.joined(separator: ", "))
        }
    }

    static func run(_ formulation: MILPFormulation, count: Int) -> Tally {
        let settings = CampaignSettings(seed: 1, count: count, profile: .linear, mode: .milp)
        let runner = DifferentialRunner(
            first: ReferenceDifferentialEngine(), second: FormulationEngine(formulation: formulation))
        var tally = Tally()
        for index in 0..<count {
            let outcome = runner.run(settings.treeCase(index))
            switch outcome.verdict {
            case .agreed: tally.agreed += 1
            case .diverged: tally.diverged += 1
            case .failed:
                tally.failed += 1
                let message = outcome.message ?? "?"
                let key = message.contains("time limit") ? "time limit" : String(message.prefix(90))
                tally.failures[key, default: 0] += 1
            }
            for record in outcome.solves where record.scope == "tree (branch-and-bound)" {
                tally.binaries += record.binaries
                tally.rows += record.rows
                tally.nodes += record.nodes
                tally.maxNodes = max(tally.maxNodes, record.nodes)
                tally.seconds += record.seconds
            }
        }
        return tally
    }

    @Test(
        "CORE-7 milp, baseline against tight: neither formulation gives a wrong layout; tight agrees on as many trees")
    func compare() {
        let baseline = Self.run(.baseline, count: 200)
        let tight = Self.run(.tight, count: 200)
        print("milp baseline (200 linear trees, seed 1): \(baseline)")
        print("milp tight    (200 linear trees, seed 1): \(tight)")
        #expect(baseline.diverged == 0)
        #expect(tight.diverged == 0)
        #expect(tight.agreed >= baseline.agreed)
    }
}
