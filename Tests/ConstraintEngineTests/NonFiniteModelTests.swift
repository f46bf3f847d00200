// NonFiniteModelTests.swift
// ConstraintEngineTests
//
// CORE-10 in the constraint engine: a value that layout makes ±∞ or NaN is a compile-time
// constant, never a number in the linear program (GLPK gets finite coefficients, constants and
// bounds only); the decoded frames keep it, and every mode reports the same `value.nonFinite`
// warnings as the reference engine.

import ConstraintEngine
import EngineConfiguration
import LayoutCore
import LinearProgramming
import ReferenceEngine
import Testing

/// Accepted source (CORE-10's source part) whose layout makes values non-finite in a 100×100
/// window (the last one in a window ∞ wide, so that the Color is proposed ∞).
private let sources = [
    "Color.red.frame(width: 10).offset(x: 1e308).offset(x: 1e308)",
    "Color.red.frame(width: 10, height: 10).padding(1e308).padding(1e308)",
    "Color.red.frame(width: 10, height: 10).position(x: 1e308, y: 5).offset(x: 1e308)",
    "HStack(spacing: 0) { Color.red.frame(width: 1e308); Color.blue.frame(width: 1e308); Color.green.frame(width: 1e308) }",
    "GeometryReader { proxy in Color.red.offset(x: proxy.size.width * 1e308 * 10).padding(proxy.size.width / 0) }",
    "GeometryReader { proxy in Color.red.padding(proxy.size.width / 0) }.frame(width: 0, height: 20)",
    "HStack { Spacer().scaledToFill(); Text(\"b\") }",
    "VStack(alignment: .leading) { Color.red.frame(width: 10, height: 10); Color.blue.alignmentGuide(.leading) { d in d.width - d.width } }",
]

/// Whether two layouts agree component by component, NaN matching NaN (CORE-7 within 1e-6 pt).
private func agree(_ a: LayoutResult, _ b: LayoutResult) -> Bool {
    func values(_ n: NodeLayout) -> [Double] {
        [
            n.frame.origin.x, n.frame.origin.y, n.frame.size.width, n.frame.size.height, n.displayFrame.origin.x,
            n.displayFrame.origin.y, n.displayFrame.size.width, n.displayFrame.size.height,
        ]
    }
    return zip(a.nodes, b.nodes).allSatisfy { x, y in
        zip(values(x), values(y)).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) || abs($0 - $1) <= 1e-6 }
    }
}

private func nonFiniteWarnings(_ result: LayoutResult) -> [Diagnostic] {
    result.diagnostics.filter { $0.code == DiagnosticCode.valueNonFinite }
}

@Suite("Constraint engine: CORE-10 non-finite values and the model")
struct NonFiniteModelTests {
    @Test("CORE-10 GLPK sees only finite numbers: the whole-tree model validates", arguments: sources.indices)
    func modelIsFinite(index: Int) throws {
        let tree = try parse(sources[index])
        let configuration = window(index == sources.count - 1 ? .infinity : 100, 100, measurer: bodyMono)
        let program = try ConstraintEngine(configuration: configuration).program(for: tree)
        // validate() refuses a non-finite coefficient, constant or fixed value, and a NaN bound.
        try program.validate()
        for constraint in program.constraints {
            #expect(constraint.expression.constant.isFinite)
            #expect(constraint.expression.coefficients.values.allSatisfy { $0.isFinite })
        }
    }

    @Test(
        "CORE-10 exact, lp-only and per-container keep the reference engine's non-finite frames and warnings",
        arguments: sources.indices)
    func modesAgree(index: Int) throws {
        let tree = try parse(sources[index])
        let configuration = window(index == sources.count - 1 ? .infinity : 100, 100, measurer: bodyMono)
        let reference = ReferenceEngine(configuration: configuration).layout(tree)
        #expect(!nonFiniteWarnings(reference).isEmpty, "\(sources[index]) makes no value non-finite")
        for (mode, result) in try layoutInModes(tree, configuration, modes: [.exact, .lpOnly, .perContainer]) {
            #expect(agree(reference, result), "\(mode)")
            #expect(nonFiniteWarnings(result) == nonFiniteWarnings(reference), "\(mode)")
        }
    }

    @Test("CORE-10 the constraint engine's value.nonFinite names the node, the field and the value")
    func warningText() throws {
        let tree = try parse("Color.red.frame(width: 10).offset(x: 1e308).offset(x: 1e308)")
        let result = try ConstraintEngine(configuration: window(100, 100)).layout(tree).result
        #expect(
            result.diagnostics.map(\.description) == [
                "warning: [value.nonFinite] 0.0: displayFrame.x is inf",
                "warning: [value.nonFinite] 0.0: displayFrame.width is nan",
                "warning: [value.nonFinite] 0.0.0: displayFrame.x is inf",
                "warning: [value.nonFinite] 0.0.0: displayFrame.width is nan",
                "warning: [value.nonFinite] 0.0.0.0: displayFrame.x is inf",
                "warning: [value.nonFinite] 0.0.0.0: displayFrame.width is nan",
            ])
    }
}
