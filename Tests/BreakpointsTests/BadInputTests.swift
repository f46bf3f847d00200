// BadInputTests.swift
// BreakpointsTests
//
// Intervals that are not intervals, and constructs with no affine answer: typed errors naming
// the node and rule, never a wrong answer.

import Breakpoints
import ConstraintEngine
import CustomLayout
import EngineConfiguration
import LayoutCore
import LayoutDSL
import Testing

@Suite("Breakpoints: bad input")
struct BadInputTests {
    @Test("A > B, NaN, ∞, negative and subnormal bounds are invalid intervals")
    func invalidIntervals() throws {
        let tree = try ViewTree {
            HStack {
                Color.red; Text("Hi")
            }
        }
        let compiler = SymbolicRootCompiler(
            configuration: Support.configuration(Support.mono, height: 100), fixed: 100)
        let walker = BreakpointWalker(compiler: compiler)
        for (a, b) in [
            (0.0, Double.infinity), (-1.0, 10.0), (Double.leastNonzeroMagnitude, 2 * Double.leastNonzeroMagnitude),
            (0, Double.leastNormalMagnitude / 2),
        ] {
            #expect(throws: SymbolicLayoutError.self) { try walker.walk(tree, over: a...b) }
        }
        #expect(throws: SymbolicLayoutError.self) { try BreakpointInterval.parse("500...100") }
        #expect(throws: SymbolicLayoutError.self) { try BreakpointInterval.parse("nan...100") }
        #expect(throws: SymbolicLayoutError.self) { try BreakpointInterval.parse("0...1e-323") }
        #expect(try BreakpointInterval.parse("0...1e-300") == 0...1e-300)
        #expect(try BreakpointInterval.parse("320...430") == 320...430)
    }

    @Test("LAYOUTPROTO-3: a custom Layout proposed a width-dependent size is refused at its node")
    func customLayoutRefused() throws {
        let tree = try ViewTree {
            VStack {
                FlowLayout(spacing: 2) {
                    Color.red.frame(width: 30, height: 10)
                    Color.blue.frame(width: 30, height: 10)
                }
            }
        }
        var configuration = Support.configuration(Support.mono, height: 100)
        configuration.layouts = .standard
        let compiler = SymbolicRootCompiler(configuration: configuration, fixed: 100)
        do {
            _ = try BreakpointWalker(compiler: compiler).walk(tree, over: 0...200)
            Issue.record("a custom Layout with a width-dependent proposal was answered")
        } catch SymbolicLayoutError.notAffine(let path, let rule, _) {
            #expect(path == "0.0")
            #expect(rule == "LAYOUTPROTO-3")
        }
    }

    @Test("a fixed-size tree has one piece over [0, 1000] and its frames do not depend on W but for the centring")
    func onePiece() throws {
        let tree = try ViewTree { Color.red.frame(width: 50, height: 20) }
        let analysis = try Support.walk(tree, 0...1000, measurer: Support.mono, height: 100)
        #expect(analysis.pieces.count == 1)
        let frame = try #require(analysis.pieces[0].nodes[0]).frame
        #expect(frame.x == Affine(constant: -25, slope: 0.5))
        #expect(frame.width == Affine(constant: 50))
    }
}
