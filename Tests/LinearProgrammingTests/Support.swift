// Support.swift
// LinearProgrammingTests
//
// Shared programs with known optima, and a tolerance helper.

import LayoutCore
import LinearProgramming

/// Absolute agreement expected between GLPK and a hand-computed optimum.
let solverTolerance = 1e-7

/// Agreement expected after lexicographic levels, which may use the default
/// level slack (1e-6 on objectives with unit coefficients).
let levelTolerance = 1e-5

func isClose(_ a: Double, _ b: Double, within tolerance: Double = solverTolerance) -> Bool {
    abs(a - b) <= tolerance
}

func areClose(_ a: [Double], _ b: [Double], within tolerance: Double = solverTolerance) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { isClose($0, $1, within: tolerance) }
}

/// max 3x + 5y s.t. x ≤ 4, 2y ≤ 12, 3x + 2y ≤ 18, x, y ≥ 0 → 36 at (2, 6).
func textbookLP() -> (program: LinearProgram, x: Variable, y: Variable) {
    var program = LinearProgram()
    let x = program.addVariable("x")
    let y = program.addVariable("y")
    program.addConstraint(x <= 4, name: "plant 1")
    program.addConstraint(2 * y <= 12, name: "plant 2")
    program.addConstraint(3 * x + 2 * y <= 18, name: "plant 3")
    program.maximize(3 * x + 5 * y, name: "profit")
    return (program, x, y)
}

/// The toolchain note's LP: min x + 2y + 3z s.t. x + y + z = 10, x − z ≤ 2,
/// 0 ≤ x ≤ 4, 1 ≤ y ≤ 5, z ≥ 0 → 18 at (4, 4, 2).
func toolchainLP() -> (program: LinearProgram, variables: [Variable]) {
    var program = LinearProgram()
    let x = program.addVariable("x", lowerBound: 0, upperBound: 4)
    let y = program.addVariable("y", lowerBound: 1, upperBound: 5)
    let z = program.addVariable("z")
    program.addConstraint(x + y + z == 10)
    program.addConstraint(x - z <= 2)
    program.minimize(x + 2 * y + 3 * z)
    return (program, [x, y, z])
}

/// The toolchain note's MILP: max 5a + 4b + 3c s.t. 2a + 3b + c ≤ 5,
/// 4a + b + 2c ≤ 11, 3a + 4b + 2c ≤ 8, a, b, c ∈ ℤ≥0 → 13 at (2, 0, 1).
func knapsackMILP() -> (program: LinearProgram, variables: [Variable]) {
    var program = LinearProgram()
    let a = program.addVariable("a", kind: .integer)
    let b = program.addVariable("b", kind: .integer)
    let c = program.addVariable("c", kind: .integer)
    program.addConstraint(2 * a + 3 * b + c <= 5)
    program.addConstraint(4 * a + b + 2 * c <= 11)
    program.addConstraint(3 * a + 4 * b + 2 * c <= 8)
    program.maximize(5 * a + 4 * b + 3 * c)
    return (program, [a, b, c])
}

extension SeededRandom {
    /// A value in `range` (the project's seeded generator, so generated programs are the same on
    /// every machine).
    mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }
}

/// A layout-like chain LP: x[i+1] − x[i] ≥ wᵢ, x[n−1] ≤ 2Σw, one dense row
/// Σx ≥ n·Σw/2, minimise Σ cᵢ·xᵢ (the toolchain note's timing model).
func chainLP(count: Int, seed: UInt64) -> LinearProgram {
    var random = SeededRandom(seed: seed)
    var program = LinearProgram()
    let x = (0..<count).map { program.addVariable("x\($0)") }
    var total = 0.0
    for i in 0..<(count - 1) {
        let width = Double(random.next(in: 1...10))
        total += width
        program.addConstraint(x[i + 1] - x[i] >= width)
    }
    program.addConstraint(x[count - 1] <= 2 * total)
    program.addConstraint(LinearExpression(terms: x.map { ($0, 1.0) }) >= Double(count) * total / 2)
    program.minimize(LinearExpression(terms: x.map { ($0, Double(random.next(in: 10...19)) / 10) }))
    return program
}
