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
        "CORE-9 tight and baseline milp both reproduce the reference frames on the bundled examples; tight has no more binaries",
        arguments: ModeTests.exampleFiles)
    func examples(file: String) throws {
        let source = try String(contentsOf: examplesDirectory.appendingPathComponent(file), encoding: .utf8)
        let tree = try parse(source)
        let reference = ReferenceEngine(configuration: configuration()).layout(tree)
        let tight = try Self.engine(.tight).layout(tree)
        let baseline = try Self.engine(.baseline).layout(tree)
        expectAgreement(tree, reference, tight.result)
        expectAgreement(tree, reference, baseline.result)
        #expect(tight.solves[0].binaries <= baseline.solves[0].binaries)
    }

    @Test(
        "PROPOSAL-3 milp: max(0, share) of a share that is never negative gets no binary; the Text's breaking keeps its binaries"
    )
    func redundantMaximum() throws {
        // The stack's width follows the root's (any width in [0, 390]): the Text's share is a
        // real choice (its line breaking), the sanitising max(0, ·) of each share is not.
        let tree = try parse(#"HStack(spacing: 0) { Text("Hello world"); Color.red }"#)
        let reference = ReferenceEngine(configuration: configuration()).layout(tree)
        let tight = try Self.engine(.tight).layout(tree)
        let baseline = try Self.engine(.baseline).layout(tree)
        expectAgreement(tree, reference, tight.result)
        #expect(tight.solves[0].binaries > 0)
        #expect(tight.solves[0].binaries < baseline.solves[0].binaries)
    }

    @Test("TEXT-3 milp: a Text whose proposal stays inside one line-breaking interval gets no binary")
    func textInOneInterval() throws {
        // 300 pt is more than "Hello world" needs whatever the root, so W ≥ ideal always.
        let tree = try parse(#"Text("Hello world").frame(width: 300)"#)
        let tight = try Self.engine(.tight).layout(tree)
        #expect(tight.solves[0].binaries == 0)
        expectAgreement(tree, ReferenceEngine(configuration: configuration()).layout(tree), tight.result)
    }

    @Test("CORE-7 tight milp agrees with the reference engine on 40 generated linear trees")
    func generatedTrees() throws {
        let settings = CampaignSettings(seed: 7, count: 40, profile: .linear, mode: .milp)
        var solved = 0
        for index in 0..<40 {
            let input = settings.treeCase(index)
            var engine = ConstraintEngine(configuration: input.configuration, mode: .milp)
            engine.solveOptions.timeLimit = .seconds(10)
            guard let layout = try? engine.layout(input.tree) else { continue } // typed refusal
            expectAgreement(
                input.tree, ReferenceEngine(configuration: input.configuration).layout(input.tree), layout.result)
            solved += 1
        }
        #expect(solved >= 30)
    }
}
