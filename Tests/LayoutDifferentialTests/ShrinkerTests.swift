// ShrinkerTests.swift
// LayoutDifferentialTests
//
// The shrinker with concrete numbers: a planted disagreement in a 200-node tree shrinks to at
// most five nodes of the same class (CORE-7's first difference), the median over many cases is
// at most five, the search is deterministic, every candidate is a valid tree, and the passes
// simplify parameters and the root (ROOT-1) as far as the predicate allows.

import ConstraintEngine
import EngineConfiguration
import LayoutCore
import LayoutDifferential
import Testing

@Suite("Shrinker")
struct ShrinkerTests {
    @Test("A 200-node tree with one planted spacing mutant shrinks to ≤ 5 nodes of the same class")
    func plantedInLargeTree() throws {
        let input = TestTrees.random(seed: 7, nodes: 200)
        #expect(input.tree.count >= 200)
        let runner = DifferentialRunner(second: Mutants.spacingPlusOne)
        let original = try #require(runner.run(input).divergenceClass)
        let (result, outcome) = try #require(Shrinker(timeLimit: 10).shrink(input, runner: runner))
        #expect(outcome.divergenceClass == original)
        #expect(result.shrunk.tree.count <= 5, "\(CaseSource.swiftSource(for: result.shrunk.tree))")
        #expect(!result.timedOut)
        #expect(result.steps > 0 && result.evaluations >= result.steps)
    }

    @Test("HSTACK-3 a real lp-only disagreement (the constraint engine) in a 200-node tree shrinks to ≤ 5 nodes")
    func realEngineInLargeTree() throws {
        let input = TestTrees.random(seed: 902, nodes: 200)
        let runner = DifferentialRunner(second: ConstraintDifferentialEngine(mode: .lpOnly))
        let original = try #require(runner.run(input).divergenceClass)
        let (result, outcome) = try #require(Shrinker(timeLimit: 10).shrink(input, runner: runner))
        #expect(outcome.divergenceClass == original)
        #expect(result.shrunk.tree.count <= 5, "\(CaseSource.swiftSource(for: result.shrunk.tree))")
        #expect(roundTrips(result.shrunk.tree))
        #expect(KnownDivergences.bundled.match(original, engines: [runner.first.name, runner.second.name]) != nil)
    }

    @Test("The median shrunk case over 6 mutants × 4 seeds of 100-node trees is ≤ 5 nodes")
    func medianSize() {
        var sizes: [Int] = []
        for mutant in Mutants.all {
            let runner = DifferentialRunner(second: mutant)
            var found = 0
            for seed in 0..<100 as Range<UInt64> where found < 4 {
                let input = TestTrees.random(seed: 1000 + seed, nodes: 100)
                guard runner.run(input).verdict == .diverged,
                    let (result, _) = Shrinker(timeLimit: 10).shrink(input, runner: runner)
                else { continue }
                sizes.append(result.shrunk.tree.count)
                found += 1
            }
        }
        #expect(sizes.count >= 20)
        let median = sizes.sorted()[sizes.count / 2]
        #expect(median <= 5, "sizes \(sizes.sorted())")
    }

    @Test("Shrinking is deterministic: the same input and predicate give the same case and counts")
    func deterministic() {
        let input = TestTrees.random(seed: 11, nodes: 120)
        let runner = DifferentialRunner(second: Mutants.frameTopLeading)
        let a = Shrinker().shrink(input, runner: runner)
        let b = Shrinker().shrink(input, runner: runner)
        #expect(a != nil)
        #expect(a?.result.shrunk == b?.result.shrunk)
        #expect(a?.result.evaluations == b?.result.evaluations)
    }

    @Test("A predicate on the tree alone: a Text anywhere shrinks to the Text, its string to \"\" (one node)")
    func predicateOnly() throws {
        let input = try fuzzCase(
            "VStack { HStack { Text(\"Hello world\").font(.title).lineLimit(2); Spacer() }.padding(); Circle() }")
        let result = Shrinker().shrink(input) { candidate in
            candidate.tree.nodes.contains { if case .text = $0.kind { true } else { false } }
        }
        #expect(result.shrunk.tree.count == 1)
        #expect(result.shrunk.tree.nodes[0].kind == .text(TextSpec("")))
        #expect(result.shrunk.root == .window(width: 100, height: 100))
    }

    @Test("Parameters go to the simplest value the predicate allows: a frame keeps width 30 → 10, alignment centre")
    func parameters() throws {
        let input = try fuzzCase("Color.red.frame(width: 37.25, height: 12.5, alignment: .topLeading)")
        // Keeps: a frame at least 10 wide.
        let result = Shrinker().shrink(input) { candidate in
            candidate.tree.nodes.contains {
                if case .frame(let width?, _, _) = $0.kind, let w = width.constantValue { w >= 10 } else { false }
            }
        }
        let kinds = result.shrunk.tree.nodes.map(\.kind)
        #expect(kinds.contains(.frame(width: 10, height: nil, alignment: .center)))
        #expect(kinds.contains(.shape(ShapeSpec(shape: .rectangle))))
    }

    @Test("GeometryReader proxies become constants, so the reader can go: hoisting needs a valid tree")
    func proxiesToConstants() throws {
        let input = try fuzzCase("GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2) }")
        let result = Shrinker().shrink(input) { candidate in
            candidate.tree.nodes.contains { if case .frame(_?, _, _) = $0.kind { true } else { false } }
        }
        #expect(result.shrunk.tree.count == 2)
        #expect(!result.shrunk.tree.nodes.contains { $0.kind == .geometryReader })
    }

    @Test("The root implicit VStack never shrinks to one child: the source form is kept (ROOT-2)")
    func sourceFormKept() throws {
        let input = try fuzzCase("Text(\"a\"); Rectangle(); Circle()")
        #expect(input.tree.nodes[0].kind.name == "implicitVStack")
        // Keeps: the root is an implicit VStack.
        let result = Shrinker().shrink(input) { $0.tree.nodes[0].kind.name == "implicitVStack" }
        #expect(result.shrunk.tree.nodes[0].children.count != 1)
        #expect(roundTrips(result.shrunk.tree))
    }

    @Test("The root shrinks toward a 100×100 window at scale 1 (ROOT-1), or keeps what the predicate needs")
    func root() throws {
        var input = try fuzzCase("Rectangle()")
        input.root = .iPhone13Pro
        let any = Shrinker().shrink(input) { _ in true }
        #expect(any.shrunk.root == .window(width: 100, height: 100))
        let wide = Shrinker().shrink(input) { ($0.root.proposal.width ?? 0) > 200 }
        #expect(wide.shrunk.root == .window(width: 390, height: 100))
    }

    @Test("A 5,000-deep .padding() chain collapses by jumps along the chain: 2 nodes in ≤ 40 evaluations")
    func deepChain() throws {
        var builder = ViewTreeBuilder()
        var node = builder.add(.shape(ShapeSpec(shape: .rectangle)))
        for i in 0..<5_000 { node = builder.add(.padding(EdgeInsets(all: .constant(Double(i % 3)))), children: [node]) }
        let input = FuzzCase(tree: try builder.finish(root: node), root: .window(width: 100, height: 100))
        let result = Shrinker().shrink(input) { $0.tree.count >= 2 }
        #expect(result.shrunk.tree.count == 2)
        #expect(result.evaluations <= 40)
    }

    @Test("CORE-7 a 15,000-term frame width (comparing candidates recurses that deep) shrinks to a constant")
    func deepExpression() throws {
        var width: LayoutExpression = 1
        for _ in 1..<15_000 { width = width + 1 }
        var builder = ViewTreeBuilder()
        let rectangle = builder.add(.shape(ShapeSpec(shape: .rectangle)))
        let frame = builder.add(.frame(width: width, height: 10, alignment: .center), children: [rectangle])
        let root = builder.add(.padding(EdgeInsets(all: 3)), children: [frame])
        let input = FuzzCase(tree: try builder.finish(root: root), root: .window(width: 100, height: 100))
        let result = Shrinker().shrink(input) { candidate in
            candidate.tree.nodes.contains { if case .frame(_?, _, _) = $0.kind { true } else { false } }
        }
        #expect(result.shrunk.tree.nodes.map(\.kind).contains(.frame(width: 0, height: nil, alignment: .center)))
        #expect(result.shrunk.tree.count == 2)
    }

    @Test("The time limit ends the search with the best case so far")
    func timeLimit() {
        let input = TestTrees.random(seed: 3, nodes: 200)
        let result = Shrinker(timeLimit: 0).shrink(input) { _ in true }
        #expect(result.timedOut)
        #expect(result.shrunk == input)
        #expect(result.evaluations == 0)
    }

    @Test("Every candidate the predicate sees is a valid tree that still holds the input's source form")
    func candidatesAreValid() {
        let input = TestTrees.random(seed: 5, nodes: 80)
        var seen = 0
        _ = Shrinker(timeLimit: 5).shrink(input) { candidate in
            seen += 1
            let rebuilt = try? ViewTree(nodes: candidate.tree.nodes, root: candidate.tree.root)
            #expect(rebuilt == candidate.tree)
            #expect(SourceForm.isPrintable(candidate.tree))
            return candidate.tree.count > 40
        }
        #expect(seen > 0)
    }

    @Test("A CORE-9 failure class shrinks too: an engine that fails on any Circle")
    func failureClass() throws {
        struct FailsOnCircle: DifferentialEngine {
            struct Failure: Error {}
            var name: String { "mutant/fails-on-circle" }
            func layout(_ input: FuzzCase) throws -> LayoutResult {
                if input.tree.nodes.contains(where: { $0.kind == .shape(ShapeSpec(shape: .circle)) }) {
                    throw Failure()
                }
                return try ReferenceDifferentialEngine().layout(input)
            }
        }
        let input = TestTrees.random(seed: 21, nodes: 100)
        let runner = DifferentialRunner(second: FailsOnCircle())
        let (result, outcome) = try #require(Shrinker().shrink(input, runner: runner))
        #expect(
            outcome.divergenceClass == DivergenceClass(kind: "error", rule: "CORE-9", field: "mutant/fails-on-circle"))
        #expect(result.shrunk.tree.count == 1)
    }
}
