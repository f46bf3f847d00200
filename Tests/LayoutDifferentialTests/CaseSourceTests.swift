// CaseSourceTests.swift
// LayoutDifferentialTests
//
// The header of a corpus file: the `layoutlab compare` options that set the case's root
// (ROOT-1: the iPhone profile without --width/--height, windows with them), text metrics
// (TEXT-8) and constraint mode, and what it says about differences `compare` does not show.

import ConstraintEngine
import EngineConfiguration
import LayoutCore
import LayoutDifferential
import Testing

@Suite("Case source")
struct CaseSourceTests {
    static func input(_ root: RootEnvironment, _ metrics: TextMetrics = .standard) throws -> FuzzCase {
        FuzzCase(tree: try parse("Rectangle()"), root: root, textMetrics: metrics)
    }

    @Test("ROOT-1 compare options: the iPhone profile takes none, windows --width/--height, other scales --scale")
    func compareArguments() throws {
        let engines = ["reference", "constraint/exact"]
        #expect(CaseSource.compareArguments(for: try Self.input(.iPhone13Pro), engines: engines) == [])
        var phone = RootEnvironment.iPhone13Pro
        phone.scale = 2
        #expect(CaseSource.compareArguments(for: try Self.input(phone), engines: engines) == ["--scale", "2"])
        let window = try Self.input(.window(width: nil, height: .infinity, scale: 0.5), .bodyStandIn)
        #expect(
            CaseSource.compareArguments(for: window, engines: ["reference", "constraint/per-container"]) == [
                "--width", "nil", "--height", "inf", "--scale", "0.5", "--text-metrics", "mono:7.757575,20.333333",
                "--mode", "per-container",
            ])
        var odd = RootEnvironment.window(width: 10, height: 10)
        odd.container = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(CaseSource.compareArguments(for: try Self.input(odd), engines: engines) == nil)
    }

    @Test("A proposal-only difference: the header gives the values and says compare's table shows frames")
    func proposalDifference() throws {
        let input = try fuzzCase("VStack { Text(\"\").padding(0) }", width: 100, height: 100)
        let runner = DifferentialRunner(second: ConstraintDifferentialEngine(mode: .lpOnly))
        let outcome = runner.run(input)
        #expect(outcome.divergenceClass == DivergenceClass(kind: "padding", rule: "HSTACK-5", field: "proposalHeight"))
        let text = CaseSource.text(for: input, outcome: outcome, engines: [runner.first.name, runner.second.name])
        #expect(
            text.contains("//   0.0 padding [proposalHeight; HSTACK-5]: (50, 50) 0×0 | (50, 50) 0×0; proposalHeight"))
        #expect(text.contains("// Note: the first difference is in `proposalHeight`; compare's table shows frames"))
        #expect(text.contains("// Reproduce: layoutlab compare FILE --width 100 --height 100 --text-metrics"))
        #expect(try parse(text) == input.tree)
    }

    @Test("A failure's header: the message as summary, no differing nodes, control characters escaped")
    func failure() throws {
        struct Failing: DifferentialEngine {
            struct Failure: Error, CustomStringConvertible {
                var description: String { "line one\nline two" }
            }
            var name: String { "mutant/failing" }
            func layout(_ input: FuzzCase) throws -> LayoutResult { throw Failure() }
        }
        let input = try fuzzCase("Rectangle()")
        let runner = DifferentialRunner(second: Failing())
        let outcome = runner.run(input)
        #expect(outcome.divergenceClass == DivergenceClass(kind: "error", rule: "CORE-9", field: "mutant/failing"))
        let text = CaseSource.text(for: input, outcome: outcome, engines: [runner.first.name, runner.second.name])
        #expect(text.contains("// Summary: mutant/failing failed: line one\\u{a}line two\n"))
        #expect(!text.contains("Differing nodes"))
        #expect(try parse(text) == input.tree)
    }
}
