// BreakpointsTestSupport.swift
// BreakpointsTests
//
// Shared helpers: the walk with a given measurer, and the reference engine at one width (the
// oracle; the symbolic walk never runs it).

import Breakpoints
import ConstraintEngine
import EngineConfiguration
import LayoutCore
import ReferenceEngine
import TextMeasurement

enum Support {
    static let mono = MonoMeasurer(advance: 7.757575, lineHeight: 20.333333)

    static func configuration(_ measurer: any TextMeasurer, width: Double = 0, height: Double?) -> LayoutConfiguration {
        LayoutConfiguration(root: .window(width: width, height: height), textMeasurer: measurer)
    }

    static func walk(
        _ tree: ViewTree, _ interval: ClosedRange<Double>, measurer: any TextMeasurer, height: Double?,
        exactly: Bool = true
    ) throws -> BreakpointAnalysis {
        let compiler = SymbolicRootCompiler(
            configuration: configuration(measurer, height: height), fixed: height, certifiesExactly: exactly)
        return try BreakpointWalker(compiler: compiler).walk(tree, over: interval)
    }

    /// The reference engine's layout at root width `w`.
    static func reference(_ tree: ViewTree, at w: Double, measurer: any TextMeasurer, height: Double?) -> LayoutResult {
        ReferenceEngine(configuration: configuration(measurer, width: w, height: height)).layout(tree)
    }

    /// The widths in `interval` where `predicate` holds, by sampling every `step` and bisecting
    /// each change to 1e-10.
    static func truth(
        _ interval: ClosedRange<Double>, step: Double, _ predicate: (Double) -> Bool
    ) -> [ClosedRange<Double>] {
        var result: [ClosedRange<Double>] = []
        var start: Double? = predicate(interval.lowerBound) ? interval.lowerBound : nil
        var w = interval.lowerBound
        while w < interval.upperBound {
            let next = min(interval.upperBound, w + step)
            let (a, b) = (predicate(w), predicate(next))
            if a != b {
                var (lo, hi) = (w, next)
                while hi - lo > 1e-10 {
                    let mid = (lo + hi) / 2
                    if predicate(mid) == a { lo = mid } else { hi = mid }
                }
                if b { start = hi } else if let s = start { result.append(s...lo); start = nil }
            }
            w = next
        }
        if let s = start { result.append(s...interval.upperBound) }
        return result
    }
}

/// The reference engine in a given configuration (the oracle).
enum ReferenceEngineAdapter {
    static func layout(_ tree: ViewTree, _ configuration: LayoutConfiguration) -> LayoutResult {
        ReferenceEngine(configuration: configuration).layout(tree)
    }
}
