// MILPTighteningTests.swift
// ConstraintEngineTests
//
// The tight milp formulation (MILPFormulation.tight): per-row big-M from interval bounds,
// no binary for a choice the bounds decide, column bounds, GLPK's MIP presolve and a steering
// objective. It must lay out exactly what the baseline formulation and the reference engine
// lay out, with no more binaries.

import ConstraintEngine
import DifferentialTestSupport
import Foundation
import LayoutCore
import LayoutDifferential
import LinearProgramming
import ReferenceEngine
import Testing

@Suite("Constraint engine milp mode, tight formulation")
struct MILPTighteningTests {
    static func engine(_ formulation: MILPFormulation) -> ConstraintEngine {
        var engine = ConstraintEngine(configuration: configuration(), mode: .milp)
        engine.milpFormulation = formulation
        return engine
    }

    @Test(
        "CORE-9 tight and baseline milp both reproduce the reference frames on the bundled examples",
        arguments: ModeTests.exampleFiles)
    func examples(file: String) throws {
        // Binary counts are not compared here: the tight formulation's root is a range
        // (MILPRoot), so a small example can have more live choices than the baseline's
        // constant root left (FlowLayout 0 → 12); on generated trees it has fewer (below).
        let source = try String(contentsOf: examplesDirectory.appendingPathComponent(file), encoding: .utf8)
        let tree = try parse(source)
        let reference = ReferenceEngine(configuration: configuration()).layout(tree)
        let tight = try Self.engine(.tight).layout(tree)
        let baseline = try Self.engine(.baseline).layout(tree)
        expectAgreement(tree, reference, tight.result)
        expectAgreement(tree, reference, baseline.result)
    }

    @Test(
        "CORE-7 tight milp agrees with the reference engine on 40 generated linear trees, with fewer binaries than the baseline"
    )
    func generatedTrees() throws {
        let settings = CampaignSettings(seed: 7, count: 40, profile: .linear, mode: .milp)
        var solved = 0, tightBinaries = 0, baselineBinaries = 0
        for index in 0..<40 {
            let input = settings.treeCase(index)
            var engine = ConstraintEngine(configuration: input.configuration, mode: .milp)
            engine.solveOptions.timeLimit = .seconds(10)
            guard let layout = try? engine.layout(input.tree) else { continue } // typed refusal
            expectAgreement(
                input.tree, ReferenceEngine(configuration: input.configuration).layout(input.tree), layout.result)
            solved += 1
            engine.milpFormulation = .baseline
            guard let baseline = try? engine.layout(input.tree) else { continue }
            tightBinaries += layout.solves[0].binaries
            baselineBinaries += baseline.solves[0].binaries
        }
        #expect(solved >= 30)
        #expect(tightBinaries < baselineBinaries)
    }
}
