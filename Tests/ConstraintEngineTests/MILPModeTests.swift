// MILPModeTests.swift
// ConstraintEngineTests
//
// The `milp` mode (the MILP formulation with free binaries): the branches are binaries GLPK's
// branch-and-bound has to find, and the result must still be the reference engine's, or a typed
// error.

import ConstraintEngine
import DifferentialTestSupport
import Foundation
import LayoutCore
import LinearProgramming
import ReferenceEngine
import Testing

@Suite("Constraint engine milp mode")
struct MILPModeTests {
    @Test(
        "CORE-9 milp reproduces the reference frames on every bundled example, with binaries left to GLPK",
        arguments: ModeTests.exampleFiles)
    func examples(file: String) throws {
        let source = try String(contentsOf: examplesDirectory.appendingPathComponent(file), encoding: .utf8)
        let tree = try parse(source)
        let config = configuration()
        let reference = ReferenceEngine(configuration: config).layout(tree)
        let milp = try ConstraintEngine(configuration: config, mode: .milp).layout(tree)
        expectAgreement(tree, reference, milp.result)
        #expect(milp.solves.map(\.scope) == ["tree (branch-and-bound)", "tree (binaries fixed, polish LP)"])
    }

    @Test(
        "ASPECT-1 milp: a zero-width FlowLayout under scaledToFit, whose polish LP GLPK calls infeasible at 1e-12, is solved at its own tolerance and agrees"
    )
    func polishSecondChance() throws {
        // A fuzzer find (seed 424242, full profile, tree 258), shrunk: the branches check at the
        // forward values, yet the polish LP at the tight tolerance reported infeasibility.
        let tree = try parse("FlowLayout(spacing: 2.5) {}.frame(height: 1).scaledToFit().frame(minWidth: nil)")
        let config = configuration(width: 100, height: 190)
        let milp = try ConstraintEngine(configuration: config, mode: .milp).layout(tree)
        expectAgreement(tree, ReferenceEngine(configuration: config).layout(tree), milp.result)
        #expect(milp.solves.last?.scope == "tree (binaries fixed, polish LP at GLPK's default tolerance)")
    }

    @Test("TEXT-3 milp: a binary per line-breaking interval; 75 pt gives Hello / world, 75 × 40.667")
    func textBreakpoints() throws {
        let tree = try parse(
            """
            HStack(spacing: 0) { Text("Hello world").id("t"); Color.red.id("c") }.frame(width: 150)
            """)
        let milp = try ConstraintEngine(configuration: configuration(), mode: .milp).layout(tree)
        let text = try #require(frame(milp.result, "t", in: tree))
        #expect(abs(text.size.width - 75) < 1e-6)
        #expect(abs(text.size.height - 2 * 61.0 / 3) < 1e-6)
        #expect(abs((frame(milp.result, "c", in: tree)?.size.width ?? 0) - 75) < 1e-6)
        // "Hello world" breaks differently below 85.333 pt at several widths: one binary each.
        #expect(milp.solves[0].binaries >= 4)
    }

    @Test(
        "TEXT-4 milp: a Text offered 14.5 pt of height shows exactly one line, 20.333 pt (the polish LP is solved in rational arithmetic)"
    )
    func oneLineBelowItsHeight() throws {
        // A fuzzer find: min(lines, max(1, fit)) at its tie 1 = 1, with the objective pulling the
        // min down; GLPK's floating-point simplex stopped 6e-8 below the tie (height 20.3333321).
        let tree = try parse(
            """
            VStack {
                Rectangle().scaledToFit()
                Text("42").id("t")
                Rectangle().padding(EdgeInsets(top: 8, leading: 0, bottom: 20, trailing: 0))
                FlowLayout(spacing: 2.5) { CustomLeaf(width: 0, height: 90); Text("") }
                    .frame(minWidth: nil, alignment: .centerLastTextBaseline)
                Rectangle()
                GeometryReader { proxy in }.layoutPriority(1)
            }
            """)
        let config = configuration()
        let milp = try ConstraintEngine(configuration: config, mode: .milp).layout(tree)
        let text = try #require(frame(milp.result, "t", in: tree))
        #expect(abs(text.size.height - 61.0 / 3) < 1e-9)
        expectAgreement(tree, ReferenceEngine(configuration: config).layout(tree), milp.result)
    }

    @Test("VTF-2 milp: the first-fit disjunction picks the short Text in its 75 pt share and hides the long one")
    func viewThatFitsDisjunction() throws {
        let tree = try parse(
            """
            HStack(spacing: 0) {
                ViewThatFits(in: .horizontal) { Text("Hello wide world").id("long"); Text("Hi").id("short") }.id("vtf")
                Color.red.frame(width: 60).id("c")
            }.frame(width: 150)
            """)
        let config = configuration()
        let milp = try ConstraintEngine(configuration: config, mode: .milp).layout(tree).result
        let reference = ReferenceEngine(configuration: config).layout(tree)
        #expect(milp.node(labelled: "long", in: tree)?.hidden == true)
        #expect(milp.node(labelled: "short", in: tree)?.hidden == false)
        // "Hi": 2 × 7.757575 ceiled to the pixel.
        #expect(abs((frame(milp, "vtf", in: tree)?.size.width ?? 0) - 47.0 / 3) < 1e-6)
        expectAgreement(tree, reference, milp)
    }

    @Test("exact fixes the same binaries at compile time: none reach GLPK, the count is recorded")
    func exactFixesBinaries() throws {
        let tree = try parse(
            """
            HStack(spacing: 0) { Text("Hello world"); Color.red }.frame(width: 150)
            """)
        let exact = try ConstraintEngine(configuration: configuration()).layout(tree)
        #expect(exact.solves[0].binaries == 0)
        #expect(exact.solves[0].fixedBinaries > 0)
        #expect(exact.program.variableCount(of: .binary) == 0)
        let milp = try ConstraintEngine(configuration: configuration(), mode: .milp).layout(tree)
        #expect(milp.program.variableCount(of: .binary) == milp.solves[0].binaries)
    }

    @Test("milp refuses magnitudes above 1e6 pt with a typed error naming the largest")
    func hugeMagnitudes() throws {
        let tree = try parse("HStack { Color.red.frame(width: 2e6); Color.blue }")
        #expect {
            try ConstraintEngine(configuration: configuration(), mode: .milp).layout(tree)
        } throws: { error in
            guard case .magnitudeBeyondMILPLimit(let construct, let largest)? = error as? ConstraintEngineError
            else { return false }
            return construct.contains("1e6") && largest >= 2e6
        }
        // exact mode lays the same tree out.
        #expect(throws: Never.self) { try ConstraintEngine(configuration: configuration()).layout(tree) }
    }

    @Test("ASPECT-1 milp counts a mixed row's terms: a 1e-7 aspect ratio at 390 pt reaches 3.9e9 pt and is refused")
    func hugeIntermediate() throws {
        // Every variable stays below 1e6 pt, but ASPECT-1's row multiplies the 390 pt width by
        // 1e7 (its big-M with it). GLPK's polish LP cycled on this model without end before.
        let tree = try parse("Color.red.aspectRatio(1e-7, contentMode: .fit)")
        #expect {
            try ConstraintEngine(configuration: configuration(), mode: .milp).layout(tree)
        } throws: { error in
            guard case .magnitudeBeyondMILPLimit(_, let largest)? = error as? ConstraintEngineError else {
                return false
            }
            return abs(largest - 3.9e9) < 1
        }
        #expect(throws: Never.self) { try ConstraintEngine(configuration: configuration()).layout(tree) }
    }

    @Test("TEXT-3 milp refuses a Text with more than 256 line-breaking intervals (typed error naming it)")
    func tooManyIntervals() throws {
        let words = Array(repeating: "a", count: 300).joined(separator: " ")
        let tree = try parse("HStack(spacing: 0) { Text(\"\(words)\"); Color.red }.frame(width: 150)")
        // The baseline enumerates every interval below the ideal width; the tight formulation
        // only those the proposal's bounds reach (here far fewer than 256).
        var engine = ConstraintEngine(configuration: configuration(), mode: .milp)
        engine.milpFormulation = .baseline
        #expect {
            try engine.layout(tree)
        } throws: { error in
            guard case ConstraintEngineError.unsupported(let construct, let path)? = error as? ConstraintEngineError
            else { return false }
            return construct.contains("line-breaking intervals") && path == "0.0.0"
        }
    }

    @Test("milp honours the time limit with a typed error")
    func timeLimit() throws {
        let tree = try parse(
            """
            HStack(spacing: 0) { Text("Hello world"); Color.red }.frame(width: 150)
            """)
        let options = SolveOptions(timeLimit: .zero)
        #expect(throws: ConstraintEngineError.self) {
            try ConstraintEngine(configuration: configuration(), mode: .milp, solveOptions: options).layout(tree)
        }
    }
}
