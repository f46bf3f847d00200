// HostileInputTests.swift
// ConstraintEngineTests
//
// Inputs that once crashed or silently misplaced views in the constraint engine: very long
// argument expressions (CORE-7), a NaN stack spacing (CORE-10, SPACING-3), a NaN layout
// priority (HSTACK-2, CORE-11) and Text whose metrics are NaN or below one pixel (TEXT-2..4).

import ConstraintEngine
import EngineConfiguration
import LayoutCore
import LayoutSource
import TestTiers
import Testing
import TextMeasurement

@Suite("Constraint engine: hostile inputs")
struct HostileInputTests {
    /// `1 op 1 op … op 1` with `terms` terms, left-deep as the parser builds it.
    static func chain(_ terms: Int, _ op: (LayoutExpression, LayoutExpression) -> LayoutExpression) -> LayoutExpression
    {
        var e: LayoutExpression = 1
        for _ in 1..<terms { e = op(e, 1) }
        return e
    }

    @Test("CORE-7 a 15,000-term 1+1+…+1 frame width is 15000, evaluated without recursion")
    func longSum() throws {
        var t = TreeBuilding()
        let color = t.color("c")
        let root = t.add(.frame(width: Self.chain(15_000, +), height: 10, alignment: .center), [color], label: "f")
        let tree = try t.finish(root)
        let result = try ConstraintEngine(configuration: window(20_000, 100)).layout(tree).result
        #expect(labelled(result, "f", in: tree).size.width == 15_000)
    }

    @Test("CORE-7 a 20,000-term 1*1*…*1 frame width is 1, evaluated without recursion")
    func longProduct() throws {
        var t = TreeBuilding()
        let color = t.color("c")
        let width = Self.chain(20_000) { a, _ in a * 1 }
        let root = t.add(.frame(width: width, height: 10, alignment: .center), [color], label: "f")
        let tree = try t.finish(root)
        let result = try ConstraintEngine(configuration: window(100, 100)).layout(tree).result
        #expect(labelled(result, "f", in: tree).size.width == 1)
    }

    @Test("CORE-10 SPACING-3 HStack(spacing: .nan) built in code: spacing 0 with value.invalid, 100 + 100 in 200")
    func nanSpacing() throws {
        var t = TreeBuilding()
        let red = t.color("r"), blue = t.color("b")
        let root = t.add(.stack(StackSpec(axis: .horizontal, spacing: .nan)), [red, blue], label: "h")
        let tree = try t.finish(root)
        for (mode, result) in try layoutInModes(tree, window(200, 100)) {
            #expect(isRect(labelled(result, "r", in: tree), 0, 0, 100, 100), "\(mode)")
            #expect(isRect(labelled(result, "b", in: tree), 100, 0, 100, 100), "\(mode)")
            #expect(result.diagnostics.contains { $0.code == DiagnosticCode.invalidValue && $0.path == "0" }, "\(mode)")
        }
    }

    @Test("CORE-10 SPACING-3 VStack(spacing: -.infinity) built in code: spacing 0, 50 + 50 in 100")
    func infiniteSpacing() throws {
        var t = TreeBuilding()
        let red = t.color("r"), blue = t.color("b")
        let root = t.add(.stack(StackSpec(axis: .vertical, spacing: -.infinity)), [red, blue])
        let tree = try t.finish(root)
        for (mode, result) in try layoutInModes(tree, window(200, 100)) {
            #expect(isRect(labelled(result, "r", in: tree), 0, 0, 200, 50), "\(mode)")
            #expect(isRect(labelled(result, "b", in: tree), 0, 50, 200, 50), "\(mode)")
        }
    }

    @Test("HSTACK-2 CORE-11 HStack { Color.red.layoutPriority(.nan) } terminates: 200×100 at (0, 0)")
    func nanPriority() throws {
        var t = TreeBuilding()
        let red = t.color("r")
        let prioritized = t.add(.layoutPriority(.nan), [red], label: "p")
        let root = t.add(.stack(StackSpec(axis: .horizontal)), [prioritized])
        let tree = try t.finish(root)
        for (mode, result) in try layoutInModes(tree, window(200, 100)) {
            #expect(isRect(labelled(result, "r", in: tree), 0, 0, 200, 100), "\(mode)")
            #expect(!hasNaN(result))
        }
    }

    @Test(
        "HSTACK-2 two NaN priorities are one group (Decisions.md, NaN priorities): the capped child 50, the other 150")
    func twoNaNPriorities() throws {
        // Groups are maximal runs of the same priority, and a NaN priority is the same as another
        // NaN. Within the group the capped (less flexible) child goes first: 200 / 2 = 100, it
        // answers 50, and the other gets the remaining 150.
        var t = TreeBuilding()
        let red = t.color("r"), blue = t.color()
        let capped = t.add(
            .flexFrame(FlexFrameSpec(maxWidth: 50)), [blue], label: "b")
        let a = t.add(.layoutPriority(.nan), [red]), b = t.add(.layoutPriority(.nan), [capped])
        let root = t.add(.stack(StackSpec(axis: .horizontal, spacing: 0)), [a, b])
        let tree = try t.finish(root)
        let result = try ConstraintEngine(configuration: window(200, 100)).layout(tree).result
        #expect(isRect(labelled(result, "r", in: tree), 0, 0, 150, 100))
        #expect(labelled(result, "b", in: tree).size.width == 50)
    }

    @Test("ZSTACK-1 CORE-11 a NaN priority is ignored by the top priority: the priority-0 child alone sizes the ZStack")
    func nanPriorityInZStack() throws {
        var t = TreeBuilding()
        let small = t.color(), big = t.color()
        let s = t.add(.frame(width: 10, height: 10, alignment: .center), [small], label: "s")
        let b = t.add(.frame(width: 40, height: 40, alignment: .center), [big])
        let nan = t.add(.layoutPriority(.nan), [b])
        let root = t.add(.zStack(alignment: .center), [nan, s], label: "z")
        let tree = try t.finish(root)
        for (mode, result) in try layoutInModes(tree, window(200, 100)) {
            #expect(isRect(labelled(result, "z", in: tree), 95, 45, 10, 10), "\(mode)")
        }
    }

    @Test("TEXT-2..4 CORE-10 Text with a NaN font size: 0×0 with value.invalid, no NaN")
    func nanFontSize() throws {
        var t = TreeBuilding()
        let text = t.add(.text(TextSpec("Hello world", font: FontSpec(style: "system", pointSize: .nan))), label: "t")
        let root = t.add(.stack(StackSpec(axis: .vertical)), [text])
        let tree = try t.finish(root)
        let config = window(200, 100, measurer: FontTableMeasurer.standard)
        for (mode, result) in try layoutInModes(tree, config) {
            #expect(labelled(result, "t", in: tree).size == Size(width: 0, height: 0), "\(mode)")
            #expect(!hasNaN(result))
            #expect(result.diagnostics.contains { $0.code == DiagnosticCode.invalidValue }, "\(mode)")
        }
    }

    @Test("TEXT-2 display scale 1e-300: the pixel ceiling makes every length 0; Text is 0×0, no trap, no NaN")
    func tinyScale() throws {
        let tree = try parse("VStack { Text(\"Hello world\").id(\"t\"); Text(\"a b\").lineLimit(2) }")
        for (mode, result) in try layoutInModes(tree, window(200, 100, scale: 1e-300)) {
            #expect(labelled(result, "t", in: tree).size == Size(width: 0, height: 0), "\(mode)")
            #expect(!hasNaN(result))
        }
    }

    @Test("TEXT-2..4 MonoMeasurer(advance: 1, lineHeight: 1e-300): L = ceilPx(1e-300) = 0, so Text is 11×0")
    func tinyLineHeight() throws {
        let tree = try parse(
            "HStack(alignment: .lastTextBaseline) { Text(\"Hello world\").id(\"t\").frame(height: 5); Color.red }")
        let config = window(200, 100, scale: 3, measurer: MonoMeasurer(advance: 1, lineHeight: 1e-300))
        for (mode, result) in try layoutInModes(tree, config) {
            #expect(labelled(result, "t", in: tree).size == Size(width: 11, height: 0), "\(mode)")
            #expect(!hasNaN(result))
        }
    }
}

@Suite("Constraint engine: hostile inputs, parsed at full length", .tags(.stress), .stressTier)
struct HostileInputStressTests {
    @Test("CORE-7 a parsed 15,000-term sum in a padding and an offset lays out (padding 15000 each side)")
    func parsedLongSum() throws {
        let sum = Array(repeating: "1", count: 15_000).joined(separator: "+")
        let tree = try parse("Color.red.frame(width: 10, height: 10).id(\"c\").padding(\(sum)).offset(x: \(sum))")
        let result = try ConstraintEngine(configuration: window(100, 100)).layout(tree).result
        let c = labelled(result, "c", in: tree)
        #expect(c.size.width == 10)
        #expect(result.nodes.count == tree.count)
    }
}
