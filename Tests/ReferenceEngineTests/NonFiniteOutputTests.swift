// NonFiniteOutputTests.swift
// ReferenceEngineTests
//
// CORE-10's layout and output parts through both engines: values that layout makes ±∞ or NaN
// (sums of huge lengths, GeometryProxy expressions, alignment guides reading `d`) are kept, not
// replaced; each non-finite layout or display frame component raises `value.nonFinite` naming
// the node, the field and the value, identically in both engines.

import ConstraintEngine
import DifferentialTestSupport
import EngineConfiguration
import LayoutCore
import ReferenceEngine
import Testing
import TextMeasurement

/// Whether `rect`'s (x, y, width, height) are `values`, a NaN matching a NaN.
func sameValues(_ rect: Rect?, _ values: [Double]) -> Bool {
    guard let rect else { return false }
    let actual = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    return zip(actual, values).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
}

/// `"path message"` of each warning with `code`, in the order raised.
func warnings(_ result: LayoutResult, _ code: String) -> [String] {
    result.diagnostics.filter { $0.code == code }.map { "\($0.path) \($0.message)" }
}

/// The `value.nonFinite` warnings CORE-10 asks for: one per non-finite frame component of every
/// reported node, in node order, `frame` before `displayFrame`, x, y, width, height.
func expectedNonFiniteWarnings(_ result: LayoutResult, in tree: ViewTree) -> [String] {
    var lines: [String] = []
    let parents = tree.parents()
    for (index, node) in result.nodes.enumerated() where node.isReported {
        for (name, rect) in [("frame", node.frame), ("displayFrame", node.displayFrame)] {
            let fields = [
                ("x", rect.origin.x), ("y", rect.origin.y), ("width", rect.size.width), ("height", rect.size.height),
            ]
            for (field, value) in fields where !value.isFinite {
                lines.append("\(tree.path(of: index, parents: parents)) \(name).\(field) is \(formatPoints(value))")
            }
        }
    }
    return lines
}

/// Both engines (`crossChecked`), plus: the same warnings in both, and `value.nonFinite` exactly
/// for the non-finite components (CORE-10). Returns the reference engine's result.
func core10Checked(
    _ tree: ViewTree, _ configuration: LayoutConfiguration, sourceLocation: SourceLocation = #_sourceLocation
) -> LayoutResult {
    let reference = crossChecked(tree, configuration, sourceLocation: sourceLocation)
    #expect(
        warnings(reference, DiagnosticCode.valueNonFinite) == expectedNonFiniteWarnings(reference, in: tree),
        sourceLocation: sourceLocation)
    for mode in ConstraintMode.allCases {
        let constraint: LayoutResult
        do {
            constraint = try ConstraintEngine(configuration: configuration, mode: mode).layout(tree).result
        } catch {
            // `milp` refuses layouts beyond 1e6 pt with a typed error (Decisions.md); nothing else fails.
            if mode == .milp, case .magnitudeBeyondMILPLimit = error { continue }
            Issue.record("constraint engine (\(mode)) failed: \(error)", sourceLocation: sourceLocation)
            continue
        }
        // CORE-10's warnings and CORE-6's final sizes: the same codes, paths and messages, in the
        // same order. The other warnings: the same codes on the same nodes (the engines word
        // their messages independently).
        for code in [DiagnosticCode.valueNonFinite, DiagnosticCode.layoutNonFiniteFinalSize] {
            #expect(
                warnings(constraint, code) == warnings(reference, code), "\(mode) \(code)",
                sourceLocation: sourceLocation)
        }
        #expect(
            Set(constraint.diagnostics.map { [$0.code, $0.path] })
                == Set(reference.diagnostics.map { [$0.code, $0.path] }),
            "\(mode)", sourceLocation: sourceLocation)
    }
    return reference
}

/// `body` in a `w`×`h` window at the origin, scale 1.
func core10Layout(_ body: V, _ w: Double?, _ h: Double?) throws -> (tree: ViewTree, result: LayoutResult) {
    let tree = try ViewLowering.lower(body)
    let configuration = LayoutConfiguration(root: .window(width: w, height: h, scale: 1), textMeasurer: mono)
    return (tree, core10Checked(tree, configuration))
}

@Suite("CORE-10 non-finite values computed during layout")
struct NonFiniteOutputTests {
    @Test("CORE-10 offset(x: 1e308) twice: the display x 45 + 2e308 overflows to ∞, the display width is ∞ − ∞")
    func offsetOverflow() throws {
        let body = V.color("red").id("c").frame(width: 10).offset(x: 1e308).id("inner").offset(x: 1e308).id("outer")
        let (tree, result) = try core10Layout(body, 100, 100)
        for label in ["c", "inner", "outer"] {
            #expect(result.frame(label, in: tree) == Rect(x: 45, y: 0, width: 10, height: 100))
        }
        // The outer offset's own display frame is shifted once: 45 + 1e308 = 1e308 (10 is absorbed).
        #expect(sameValues(result.node(labelled: "outer", in: tree)?.displayFrame, [1e308, 0, 0, 100]))
        #expect(sameValues(result.node(labelled: "inner", in: tree)?.displayFrame, [.infinity, 0, .nan, 100]))
        #expect(sameValues(result.node(labelled: "c", in: tree)?.displayFrame, [.infinity, 0, .nan, 100]))
        #expect(
            warnings(result, DiagnosticCode.valueNonFinite) == [
                "0.0 displayFrame.x is inf", "0.0 displayFrame.width is nan",
                "0.0.0 displayFrame.x is inf", "0.0.0 displayFrame.width is nan",
                "0.0.0.0 displayFrame.x is inf", "0.0.0.0 displayFrame.width is nan",
            ])
        #expect(result.diagnostics.count == 6)
    }

    @Test("CORE-10 padding(1e308) twice: the content's origin 50 + 2e308 is (∞, ∞); the paddings are ∞ → 0 (CORE-6)")
    func paddingOverflow() throws {
        let body = V.color("red").frame(width: 10, height: 10).id("c").padding(1e308).id("inner").padding(1e308)
            .id("outer")
        let (tree, result) = try core10Layout(body, 100, 100)
        #expect(result.frame("outer", in: tree) == Rect(x: 50, y: 50, width: 0, height: 0))
        #expect(result.frame("inner", in: tree) == Rect(x: 1e308, y: 1e308, width: 0, height: 0))
        #expect(sameValues(result.frame("c", in: tree), [.infinity, .infinity, 10, 10]))
        #expect(sameValues(result.node(labelled: "c", in: tree)?.displayFrame, [.infinity, .infinity, .nan, .nan]))
        #expect(result.node(labelled: "c", in: tree)?.proposal == ProposedSize(width: 0, height: 0))
        #expect(
            warnings(result, DiagnosticCode.layoutNonFiniteFinalSize) == [
                "0 final width is inf; using 0", "0 final height is inf; using 0",
                "0.0 final width is inf; using 0", "0.0 final height is inf; using 0",
            ])
        #expect(warnings(result, DiagnosticCode.valueNonFinite).first == "0.0.0 frame.x is inf")
    }

    @Test("CORE-10 position(x: 1e308) then offset(x: 1e308): layout x 1e308 − 5 is finite, display x is ∞")
    func positionThenOffset() throws {
        let body = V.leaf(10, 10).id("c").position(x: 1e308, y: 50).offset(x: 1e308)
        let (tree, result) = try core10Layout(body, 100, 100)
        #expect(result.frame("c", in: tree) == Rect(x: 1e308 - 5, y: 45, width: 10, height: 10))
        #expect(sameValues(result.node(labelled: "c", in: tree)?.displayFrame, [.infinity, 45, .nan, 10]))
        #expect(
            warnings(result, DiagnosticCode.valueNonFinite) == [
                "0.0.0 displayFrame.x is inf", "0.0.0 displayFrame.width is nan",
            ])
    }

    @Test("CORE-10 HSTACK-3 three frame(width: 1e308) in an HStack: the third starts at 50 + 2e308 = ∞")
    func hugeFramesInStack() throws {
        let body = V.hstack(
            nil, spacing: 0, V.rect.frame(width: 1e308, height: 10).id("a"),
            V.rect.frame(width: 1e308, height: 10).id("b"),
            V.rect.frame(width: 1e308, height: 10).id("c")
        ).id("row")
        let (tree, result) = try core10Layout(body, 100, 100)
        // The row is 3e308 = ∞ wide, reported 0 (CORE-6) and centred at x 50.
        #expect(result.frame("row", in: tree) == Rect(x: 50, y: 45, width: 0, height: 10))
        #expect(result.frame("a", in: tree) == Rect(x: 50, y: 45, width: 1e308, height: 10))
        #expect(result.frame("b", in: tree) == Rect(x: 1e308, y: 45, width: 1e308, height: 10))
        #expect(sameValues(result.frame("c", in: tree), [.infinity, 45, 1e308, 10]))
        // b's right edge 2e308 overflows: its display width is ∞ − 1e308 = ∞.
        #expect(sameValues(result.node(labelled: "b", in: tree)?.displayFrame, [1e308, 45, .infinity, 10]))
        #expect(warnings(result, DiagnosticCode.valueNonFinite).contains("0.1 displayFrame.width is inf"))
        #expect(warnings(result, DiagnosticCode.valueNonFinite).contains("0.2 frame.x is inf"))
    }

    @Test("CORE-10 GEOREADER-2 an offset proxy.size.width × 1e308 × 10 is ∞ during layout: kept, display x ∞")
    func proxyOffset() throws {
        let x = LayoutExpression.proxyWidth(0) * 1e308 * 10
        let body = V.geometryReader(V.leaf(10, 10).id("c").modifier(.offset(x: x, y: 0)))
        let (tree, result) = try core10Layout(body, 100, 100)
        #expect(result.frame("c", in: tree) == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(sameValues(result.node(labelled: "c", in: tree)?.displayFrame, [.infinity, 0, .nan, 10]))
    }

    @Test("CORE-10 CORE-11 padding(proxy.size.width / 0) in a 0-wide reader is NaN: the padding's size is NaN")
    func proxyNaNInset() throws {
        let inset = LayoutExpression.quotient(.proxyWidth(0), 0)
        let body = V.geometryReader(V.leaf(10, 10).id("c").modifier(.padding(EdgeInsets(all: inset))).id("p"))
            .frame(width: 0, height: 20)
        let (tree, result) = try core10Layout(body, 100, 100)
        // 0 / 0 = NaN: the child is proposed max(NaN, 0) = 0 (CORE-11); 10 + NaN + NaN = NaN, kept.
        #expect(sameValues(result.frame("p", in: tree), [50, 40, .nan, .nan]))
        #expect(sameValues(result.frame("c", in: tree), [.nan, .nan, 10, 10]))
        #expect(result.node(labelled: "c", in: tree)?.proposal == ProposedSize(width: 0, height: 0))
        #expect(warnings(result, DiagnosticCode.layoutNonFiniteFinalSize).isEmpty)
    }

    @Test("CORE-10 CORE-11 `d.width − d.width` on an ∞-wide Color is NaN: left out of the VStack's minor range")
    func nanGuideInStack() throws {
        let body = V.vstack(
            .leading, spacing: 0, V.leaf(10, 10).id("l"),
            V.color("red").guide(.leading, .difference(.width, .width)).id("g")
        ).id("column")
        let (tree, result) = try core10Layout(body, .infinity, 100)
        // Proposed ∞ wide, the Color is ∞ wide and its guide NaN; the column's width is the leaf's 10.
        #expect(result.frame("column", in: tree) == Rect(x: 0, y: 0, width: 10, height: 100))
        #expect(result.frame("l", in: tree) == Rect(x: 0, y: 0, width: 10, height: 10))
        // The guide node's x is 0 + (NaN − 0); its ∞ final width is 0 (CORE-6).
        #expect(sameValues(result.frame("g", in: tree), [.nan, 10, 0, 90]))
        #expect(warnings(result, DiagnosticCode.valueNonFinite).contains("0.1 frame.x is nan"))
    }

    @Test("CORE-10 CORE-11 ZSTACK-1 a NaN leading guide is left out of the union: 20×20, the guided child's x is NaN")
    func nanGuideInZStack() throws {
        let body = V.zstack(.leading, V.leaf(10, 10).guide(.leading, .constant(.nan)).id("g"), V.leaf(20, 20).id("b"))
            .id("z")
        let (tree, result) = try core10Layout(body, 100, 100)
        #expect(result.frame("z", in: tree) == Rect(x: 40, y: 40, width: 20, height: 20))
        #expect(result.frame("b", in: tree) == Rect(x: 40, y: 40, width: 20, height: 20))
        #expect(sameValues(result.frame("g", in: tree), [.nan, 45, 10, 10]))
    }
}
