// ProxySpacingModelTests.swift
// ConstraintEngineTests
//
// SPACING-4 with a padding inset or frame dimension that reads a GeometryProxy (GEOREADER-2):
// the branch is decided on the proxy's forward value and certified by a condition row (`inset = 0`;
// otherwise the inset's sign side; a frame dimension `≥ 0` or `≤ 0`), so a model whose reader
// has another size is infeasible rather than laid out with the wrong gap.

import ConstraintEngine
import LayoutCore
import LinearProgramming
import Testing

@Suite("SPACING-4 certificates for proxy reads")
struct ProxySpacingModelTests {
    static let trailingInset = parsed(
        "GeometryReader { g in HStack { Spacer().padding(.trailing, g.size.width - 100); Rectangle() } }")

    private static func parsed(_ source: String) -> Result<ViewTree, any Error> {
        Result { try parse(source) }
    }

    /// The program for `tree` in a `w`×100 window, and its SPACING-4 rows.
    private static func program(_ tree: ViewTree, width w: Double) throws -> (LinearProgram, [Constraint]) {
        let program = try ConstraintEngine(configuration: configuration(width: w, height: 100)).program(for: tree)
        return (program, program.constraints.filter { ($0.name ?? "").hasPrefix("SPACING4") })
    }

    @Test("SPACING-4 GEOREADER-2 a proxy inset of 0 is certified by an equality row: the reader at 120 is infeasible")
    func zeroInsetBinds() throws {
        let tree = try Self.trailingInset.get()
        let (program, rows) = try Self.program(tree, width: 100)
        // `proxy width − 100 = 0`, written as the two sides of an equality with the row slack.
        #expect(!rows.isEmpty && rows.allSatisfy { $0.lowerBound.isFinite && $0.upperBound.isFinite })
        let root = try #require(program.variables.firstIndex { $0.name == "n0_0_pw" })
        let solved = try GLPKSolver().solve(program)
        #expect(abs(solved.values[root] - 100) < 1e-9)
        // The same model with the reader 120 wide: the gap 0 chosen at 100 would be the wrong
        // layout (20 ≠ 0 makes the edge generic), and the SPACING-4 row refuses it. Without that
        // row the wrong layout would be feasible.
        #expect(throws: SolverError.infeasible) { try GLPKSolver().solve(fixing(program, root, at: 120)) }
        let unchecked = try GLPKSolver().solve(fixing(program, root, at: 120, dropping: "SPACING4"))
        #expect(abs(unchecked.values[root] - 120) < 1e-9)
    }

    @Test("SPACING-4 GEOREADER-2 a non-zero proxy inset is certified by its sign: ≥ 0 at 120 wide, ≤ 0 at 80 wide")
    func nonZeroInsetSign() throws {
        let tree = try Self.trailingInset.get()
        // 120 − 100 = 20: the row is `width − 100 ≥ 0`. The strict `≠ 0` is written non-strictly,
        // like every strict comparison, so the tie (100) satisfies it too.
        let wide = try Self.signRow(tree, width: 120)
        #expect(wide(120) && wide(100) && !wide(99))
        // 80 − 100 = −20: `width − 100 ≤ 0`.
        let narrow = try Self.signRow(tree, width: 80)
        #expect(narrow(80) && narrow(100) && !narrow(101))
    }

    @Test(
        "SPACING-4 FRAME-1 a proxy frame width is certified: ≥ 0 when it fixes the axis, ≤ 0 when FRAME-1 makes it nil")
    func frameDimensionSign() throws {
        func row(_ offset: Int) throws -> (Double) -> Bool {
            let tree = try parse(
                "GeometryReader { g in HStack { Color.red; HStack { Spacer(); Color.blue }.frame(width: g.size.width - \(offset)) } }"
            )
            return try Self.signRow(tree, width: 300)
        }
        let valid = try row(100) // 200: fixes the axis
        #expect(valid(300) && valid(100) && !valid(99))
        let invalid = try row(400) // −100: nil
        #expect(invalid(300) && invalid(400) && !invalid(401))
    }

    /// The one SPACING-4 row of `tree` at `w`×100, as a test of the root proposal's width (the
    /// reader's, which the row reads): whether the row holds at that width.
    private static func signRow(_ tree: ViewTree, width w: Double) throws -> (Double) -> Bool {
        let (program, rows) = try Self.program(tree, width: w)
        let row = try #require(rows.count == 1 ? rows.first : nil)
        let root = try #require(program.variables.firstIndex { $0.name == "n0_0_pw" })
        #expect(row.expression.termCount == 1)
        return { x in
            var values = [Double](repeating: 0, count: program.variables.count)
            values[root] = x
            let v = row.expression.value(at: values)
            return row.lowerBound <= v && v <= row.upperBound
        }
    }

    @Test("SPACING-4 the milp mode keeps the certified spacing branch: Rectangle at x 8, 92 wide at 100")
    func milpMode() throws {
        let tree = try Self.trailingInset.get()
        let config = configuration(width: 100, height: 100)
        for mode in [ConstraintMode.milp, .perContainer] {
            let result = try ConstraintEngine(configuration: config, mode: mode).layout(tree).result
            #expect(result.nodes[4].frame == Rect(x: 8, y: 0, width: 92, height: 100))
        }
    }
}

/// `program` with the fixed column `index` fixed at `value` instead, leaving out the rows whose
/// name starts with `dropping`.
private func fixing(
    _ program: LinearProgram, _ index: Int, at value: Double, dropping prefix: String? = nil
) -> LinearProgram {
    var copy = LinearProgram()
    for (i, v) in program.variables.enumerated() {
        copy.addVariable(
            v.name, lowerBound: i == index ? value : v.lowerBound, upperBound: i == index ? value : v.upperBound,
            kind: v.kind)
    }
    for c in program.constraints {
        if let prefix, c.name?.hasPrefix(prefix) == true { continue }
        copy.addConstraint(c, name: c.name)
    }
    return copy
}
