// MILPRandomStressTests.swift
// LayoutSourceTests
//
// The milp mode on random trees (a bounded, seeded run): whatever GLPK's branch-and-bound
// finds is either the reference engine's layout or a typed error — never a wrong layout.
// Errors are expected on hostile trees (magnitudes beyond 1e6 pt, time limits, proposals
// within the strictness margin of a breakpoint); ConstraintEncoding.md, "The milp mode".
// Stress tier: each seed runs branch-and-bound on 40 trees (about a second).

import ConstraintEngine
import DifferentialTestSupport
import EngineConfiguration
import LayoutCore
import LayoutDifferential
import LinearProgramming
import ReferenceEngine
import SourcePrinter
import TestTiers
import Testing
import TextMeasurement

@Suite("milp mode on random trees", .tags(.stress), .stressTier)
struct MILPRandomStressTests {
    @Test("CORE-7 milp: every layout branch-and-bound returns agrees with the reference engine", arguments: 0..<3)
    func neverWrong(seed: Int) throws {
        let generator = TreeGenerator(profile: .full, allowsCodeOnlyValues: true)
        let configuration = LayoutConfiguration(root: .iPhone13Pro, textMeasurer: MonoMeasurer.bodyStandIn)
        let engine = ConstraintEngine(
            configuration: configuration, mode: .milp,
            solveOptions: SolveOptions(timeLimit: .seconds(2)))
        var agreed = 0, refused = 0
        for index in 0..<40 {
            let tree = generator.generate(seed: SeededRandom.derivedSeed(UInt64(seed), index: UInt64(index))).tree
            let reference = ReferenceEngine(configuration: configuration).layout(tree)
            let milp: LayoutResult
            do {
                milp = try engine.layout(tree).result
            } catch {
                refused += 1 // typed (ConstraintEngineError): the only kind `layout` throws
                continue
            }
            expectAgreement(tree, reference, milp, SwiftUISourcePrinter.source(for: tree))
            agreed += 1
        }
        print("milp seed \(seed): \(agreed) agreed, \(refused) refused with a typed error")
        // Refusals include 2 s time limits, which a loaded machine reaches more often (19 of 40
        // solved on 2 busy cores, 20+ idle); the claim under test is "never wrong", above.
        #expect(agreed >= 15)
    }
}
