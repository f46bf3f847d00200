// BreakpointInterval.swift
// Breakpoints
//
// `--width A...B` (or `--height A...B`): two finite numbers ≥ 0 with A ≤ B (a point interval
// A...A is allowed), each 0 or a normal double.

import ConstraintEngine
import Foundation

public enum BreakpointInterval {
    public static func parse(_ text: String, option: String = "--width") throws(SymbolicLayoutError) -> ClosedRange<
        Double
    > {
        let parts = text.components(separatedBy: "...")
        guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]) else {
            throw .invalidInterval("\(option) needs A...B (two numbers), got \(text)")
        }
        guard a.isFinite, b.isFinite, a >= 0, b >= 0 else {
            throw .invalidInterval("\(option) needs finite bounds ≥ 0, got \(text)")
        }
        guard a <= b else { throw .invalidInterval("\(option) needs A ≤ B, got \(text)") }
        // Below the smallest normal double the rows' rounding room underflows with the widths.
        guard [a, b].allSatisfy({ $0 == 0 || $0 >= Double.leastNormalMagnitude }) else {
            throw .invalidInterval(
                "\(option) needs bounds that are 0 or at least \(Double.leastNormalMagnitude) (a normal double), got \(text)"
            )
        }
        return a...b
    }
}
