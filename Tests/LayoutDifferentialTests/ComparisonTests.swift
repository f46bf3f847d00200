// ComparisonTests.swift
// LayoutDifferentialTests
//
// LayoutComparison, the project's one comparator (CORE-7): each field it compares, the rule ID
// each difference points at (RuleAttribution), the tolerance edges of the named policies and
// IEEE's non-finite values.

import ConstraintEngine
import EngineConfiguration
import LayoutCore
import LayoutDifferential
import ReferenceEngine
import Testing
import TextMeasurement

/// `HStack(spacing: 0) { Text("Hi"); Color.red }` in a 200×100 window (scale 1 unless given;
/// TEXT-8 mono metrics: 10 pt per character, 20 pt lines), and the reference engine's layout of
/// it: node 0 the HStack, 1 the Text, 2 the Color.
private struct Fixture {
    let tree: ViewTree
    let layout: LayoutResult

    init(scale: Double = 1) throws {
        var builder = ViewTreeBuilder()
        let text = builder.add(.text(TextSpec("Hi")))
        let color = builder.add(.shape(ShapeSpec(shape: .color, fill: ColorName("red"))))
        let stack = builder.add(.stack(StackSpec(axis: .horizontal, spacing: 0)), children: [text, color])
        tree = try builder.finish(root: stack)
        let configuration = LayoutConfiguration(
            root: .window(width: 200, height: 100, scale: scale),
            textMeasurer: MonoMeasurer(advance: 10, lineHeight: 20))
        layout = ReferenceEngine(configuration: configuration).layout(tree)
    }

    /// The layout with `change` applied to node `index`.
    func changed(_ index: Int, _ change: (inout NodeLayout) -> Void) -> LayoutResult {
        var result = layout
        change(&result.nodes[index])
        return result
    }

    func compare(_ second: LayoutResult, _ policy: TolerancePolicy = .core7) -> LayoutComparison {
        LayoutComparison(tree: tree, layout, second, policy: policy)
    }
}

@Suite("LayoutComparison: fields and rule IDs")
struct ComparisonFieldTests {
    @Test("CORE-7 the fixture's layouts: HStack 200×100 at the origin, Text 20×20, Color 180×100")
    func fixtureNumbers() throws {
        let f = try Fixture()
        #expect(f.layout.nodes[0].frame == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(f.layout.nodes[1].frame == Rect(x: 0, y: 40, width: 20, height: 20))
        #expect(f.layout.nodes[2].frame == Rect(x: 20, y: 0, width: 180, height: 100))
        // HSTACK-3: the Text, the less flexible child, is offered half of 200; the Color the rest.
        #expect(f.layout.nodes[1].proposal == ProposedSize(width: 100, height: 100))
        #expect(f.layout.nodes[2].proposal == ProposedSize(width: 180, height: 100))
        let comparison = f.compare(f.layout)
        #expect(comparison.agrees && comparison.first == nil && comparison.largestFrameDifference == 0)
    }

    @Test("CORE-7 the two engines agree on the fixture under core7 and strict")
    func enginesAgree() throws {
        let f = try Fixture()
        let configuration = LayoutConfiguration(
            root: .window(width: 200, height: 100, scale: 1), textMeasurer: MonoMeasurer(advance: 10, lineHeight: 20))
        let constraint = try ConstraintEngine(configuration: configuration).layout(f.tree).result
        #expect(f.compare(constraint).agrees)
        #expect(f.compare(constraint, .strict).agrees)
    }

    @Test("CORE-6 an unknown image: both engines warn `image.unknown` at its path, so strict agrees")
    func unknownImageWarnsInBothEngines() throws {
        var builder = ViewTreeBuilder()
        let image = builder.add(.image(ImageSpec(name: "nope")))
        let color = builder.add(.shape(ShapeSpec(shape: .color)))
        let stack = builder.add(.stack(StackSpec(axis: .vertical, spacing: 0)), children: [image, color])
        let tree = try builder.finish(root: stack)
        let configuration = LayoutConfiguration(
            root: .window(width: 100, height: 100), textMeasurer: MonoMeasurer(advance: 10, lineHeight: 20))
        let reference = ReferenceEngine(configuration: configuration).layout(tree)
        let constraint = try ConstraintEngine(configuration: configuration).layout(tree).result
        for result in [reference, constraint] {
            #expect(result.diagnostics.map(\.code) == ["image.unknown"] && result.diagnostics.first?.path == "0.0")
            #expect(result.nodes[1].frame.size == Size(width: 0, height: 0))
        }
        #expect(LayoutComparison(tree: tree, reference, constraint, policy: .strict).agrees)
    }

    @Test("HSTACK-5 an HStack child's x differing by 3 pt is the stack's placement")
    func childOrigin() throws {
        let f = try Fixture()
        let comparison = f.compare(f.changed(2) { $0.frame.origin.x = 23 })
        let first = try #require(comparison.first)
        #expect(comparison.differences.count == 1)
        #expect(first.node == 2 && first.path == "0.1" && first.kind == "Color")
        #expect(first.field == .x && first.rule == "HSTACK-5")
        #expect(first.first == "20.0" && first.second == "23.0" && first.magnitude == 3)
        #expect(comparison.largestFrameDifference == 3 && comparison.largestFrameDifferencePath == "0.1")
        #expect(first.description == "Color at 0.1: x 20.0 ≠ 23.0 (HSTACK-5)")
    }

    @Test("TEXT-4 a Text's width is its own sizing rule; y and proposals are HSTACK-5's")
    func textFields() throws {
        let f = try Fixture()
        let width = f.compare(f.changed(1) { $0.frame.size.width = 30 })
        #expect(width.differences.map(\.field) == [.width] && width.first?.rule == "TEXT-4")
        let y = f.compare(f.changed(1) { $0.frame.origin.y = 41 })
        #expect(y.differences.map(\.field) == [.y] && y.first?.rule == "HSTACK-5")
        let proposal = f.compare(f.changed(1) { $0.proposal = ProposedSize(width: 25, height: 100) })
        #expect(proposal.differences.map(\.field) == [.proposalWidth])
        #expect(proposal.first?.rule == "HSTACK-5" && proposal.first?.magnitude == 100 - 25)
        let unspecified = f.compare(f.changed(1) { $0.proposal?.height = nil })
        #expect(unspecified.differences.map(\.field) == [.proposalHeight])
        #expect(unspecified.first?.second == "nil" && unspecified.first?.magnitude == .infinity)
    }

    @Test("ROOT-1 the root's origin and proposal; HSTACK-4 its size")
    func root() throws {
        let f = try Fixture()
        let origin = f.compare(f.changed(0) { $0.frame.origin.y = 5 })
        #expect(origin.first?.field == .y && origin.first?.rule == "ROOT-1" && origin.first?.path == "0")
        let proposal = f.compare(f.changed(0) { $0.proposal = ProposedSize(width: 200, height: 90) })
        #expect(proposal.first?.field == .proposalHeight && proposal.first?.rule == "ROOT-1")
        let size = f.compare(f.changed(0) { $0.frame.size.height = 99 })
        #expect(size.first?.field == .height && size.first?.rule == "HSTACK-4")
    }

    @Test("CORE-8 a node only one layout reports is a `reported` difference, and nothing else of it is compared")
    func missingNode() throws {
        let f = try Fixture()
        let comparison = f.compare(f.changed(2) { $0 = .unreported })
        #expect(comparison.differences.count == 1)
        #expect(comparison.first?.field == .reported && comparison.first?.rule == "CORE-8")
        #expect(comparison.first?.first == "true" && comparison.first?.second == "false")
        var short = f.layout
        short.nodes.removeLast() // a result with fewer nodes than the tree
        #expect(f.compare(short).differences.map(\.field) == [.reported])
    }

    @Test("VTF-3 a node hidden by one layout only; PROPOSAL-4 its missing proposal too")
    func hidden() throws {
        let f = try Fixture()
        let comparison = f.compare(
            f.changed(2) {
                $0.hidden = true
                $0.proposal = nil
            })
        #expect(comparison.differences.map(\.field) == [.hidden, .proposalWidth, .proposalHeight])
        #expect(comparison.first?.rule == "VTF-3")
        #expect(comparison.differences[1].second == "none")
        #expect(f.compare(f.changed(2) { $0.hidden = true }, .framesOnly).differences.map(\.field) == [.hidden])
    }

    @Test("ROUND-2 display frames one pixel apart differ under core7, not under frames")
    func displayFrame() throws {
        let f = try Fixture(scale: 3)
        let moved = f.changed(1) { $0.displayFrame.origin.y += 1.0 / 3 }
        let comparison = f.compare(moved)
        #expect(comparison.differences.map(\.field) == [.displayFrame])
        #expect(comparison.first?.rule == "ROUND-2" && comparison.first?.path == "0.0")
        #expect(abs((comparison.first?.magnitude ?? 0) - 1.0 / 3) < 1e-9) // one pixel at 3×
        #expect(comparison.largestFrameDifference == 0)
        #expect(f.compare(moved, .framesOnly).agrees)
        #expect(f.compare(f.changed(1) { $0.proposal = nil }, .framesOnly).agrees)
    }

    @Test("CORE-6 warnings are compared only under strict, at the node they name (\"\" is the root)")
    func diagnostics() throws {
        let f = try Fixture()
        var warned = f.layout
        warned.diagnostics.append(Diagnostic(code: "text.example", message: "m", path: "0.0"))
        #expect(f.compare(warned).agrees)
        #expect(f.compare(warned, .framesOnly).agrees)
        let strict = f.compare(warned, .strict)
        #expect(strict.differences.map(\.field) == [.diagnostics])
        #expect(strict.first?.path == "0.0" && strict.first?.rule == "CORE-6")
        #expect(strict.first?.first == "" && strict.first?.second == "text.example")
        var whole = f.layout
        whole.diagnostics.append(Diagnostic(code: "layout.example", message: "m", path: ""))
        #expect(f.compare(whole, .strict).first?.path == "0")
        var deeper = f.layout
        deeper.diagnostics.append(Diagnostic(code: "x", message: "m", path: "0.1.7")) // no such node: its parent
        #expect(f.compare(deeper, .strict).first?.path == "0.1")
    }
}

@Suite("LayoutComparison: tolerances and non-finite values")
struct ComparisonToleranceTests {
    @Test("CORE-7 1e-6 pt agrees, 2e-6 pt differs; 4.5e10 and 4.5e10 + 1e-3 agree (1e-12 relative)")
    func edges() throws {
        let f = try Fixture()
        let at = { (x: Double, y: Double) -> (LayoutComparison, LayoutComparison) in
            var a = f.layout, b = f.layout
            a.nodes[2].frame.origin.x = x
            b.nodes[2].frame.origin.x = y
            return (
                LayoutComparison(tree: f.tree, a, b), LayoutComparison(tree: f.tree, a, b, policy: .strict)
            )
        }
        #expect(at(0, 1e-6).0.agrees)
        #expect(at(0, 2e-6).0.first?.magnitude == 2e-6)
        #expect(!at(0, 2e-6).1.agrees)
        #expect(at(4.5e10, 4.5e10 + 1e-3).0.agrees)
        #expect(!at(4.5e10, 4.5e10 + 1).0.agrees) // 1 pt > 1e-12 × 4.5e10 = 0.045 pt
        let policy = TolerancePolicy.core7
        #expect(policy.agrees(1e7, 1e7 + 9e-6) && !policy.agrees(1e7, 1e7 + 2e-5)) // 1e-12 × 1e7 = 1e-5 pt
    }

    @Test("CORE-7 NaN agrees with NaN; NaN against 1 differs by ∞; +∞ agrees with +∞, not with −∞ or 1e300")
    func nonFinite() throws {
        let policy = TolerancePolicy.core7
        #expect(policy.agrees(.nan, .nan))
        #expect(!policy.agrees(.nan, 1) && TolerancePolicy.difference(.nan, 1) == .infinity)
        #expect(policy.agrees(.infinity, .infinity) && policy.agrees(-.infinity, -.infinity))
        #expect(!policy.agrees(.infinity, -.infinity))
        #expect(!policy.agrees(.infinity, 1e300) && !policy.agrees(1e300, .infinity))
        #expect(!policy.agrees(.greatestFiniteMagnitude, -.greatestFiniteMagnitude))

        let f = try Fixture()
        var a = f.layout, b = f.layout
        a.nodes[1].frame.size.width = .nan
        b.nodes[1].frame.size.width = .nan
        a.nodes[1].displayFrame.size.width = .nan
        b.nodes[1].displayFrame.size.width = .nan
        #expect(LayoutComparison(tree: f.tree, a, b).agrees)
        b.nodes[1].frame.size.width = 1
        let nan = LayoutComparison(tree: f.tree, a, b, policy: .framesOnly)
        #expect(nan.first?.field == .width && nan.first?.first == "nan" && nan.first?.magnitude == .infinity)
        #expect(nan.largestFrameDifference == .infinity && nan.largestFrameDifferencePath == "0.0")
        a.nodes[2].frame.size.width = .infinity
        b.nodes[2].frame.size.width = .infinity
        b.nodes[1].frame.size.width = .nan
        #expect(LayoutComparison(tree: f.tree, a, b, policy: .framesOnly).agrees)
        b.nodes[2].frame.size.width = -.infinity
        let infinite = LayoutComparison(tree: f.tree, a, b, policy: .framesOnly)
        #expect(infinite.first?.first == "inf" && infinite.first?.second == "-inf")
        #expect(infinite.first?.magnitude == .infinity)
    }

    @Test("The named policies: core7, strict, frames, literal, each with what it compares in words")
    func named() {
        #expect(TolerancePolicy.named.map(\.name) == ["core7", "strict", "frames", "literal"])
        #expect(TolerancePolicy.named("strict") == .strict && TolerancePolicy.named("loose") == nil)
        #expect(
            TolerancePolicy.core7.explanation
                == "frames and proposals within 1e-6 pt (1e-12 × magnitude beyond 1e6 pt), at least 1e-12 × the "
                + "layout's largest length, display frames identical up to float-noise ties (one pixel), "
                + "same nodes reported and hidden")
        #expect(
            TolerancePolicy.literal.explanation
                == "frames and proposals within 1e-6 pt (1e-12 × magnitude beyond 1e6 pt), display frames identical, "
                + "same nodes reported and hidden")
        #expect(TolerancePolicy.strict.explanation.hasSuffix(", same warnings"))
        #expect(TolerancePolicy.framesOnly.explanation.hasPrefix("layout frames within 1e-6 pt"))
    }

    @Test("report(): the count, the policy and the first differences, one per line")
    func report() throws {
        let f = try Fixture()
        var b = f.layout
        b.nodes[1].frame.size.width = 30
        b.nodes[2].frame.origin.x = 30
        let comparison = f.compare(b)
        #expect(comparison.differingNodes == [1, 2])
        #expect(comparison.differencesByNode[2]?.map(\.field) == [.x])
        let lines = comparison.report(limit: 1).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("2 differences under core7 (") && lines[0].hasSuffix(") at 2 nodes:"))
        #expect(lines[1] == "  Text at 0.0: width 20.0 ≠ 30.0 (TEXT-4)")
        #expect(lines[2] == "  … and 1 more")
        #expect(f.compare(f.layout).report() == "the layouts agree under core7")
    }
}
