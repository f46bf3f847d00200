// ModelSolving.swift
// ConstraintEngine
//
// Turns a compiled model into a LinearProgram, solves it with GLPK, and decodes frames.
// exact / lp-only: one program for the whole tree, written as flat rows, started from the basis
// the compiler knows (every variable basic but the fixed columns, every defining row at its
// bound, every condition row basic), so GLPK factorises once and confirms feasibility,
// pivoting only if a certificate fails.
// per-container: consecutive rows of one node are solved as their own program, in order,
// with earlier variables fixed at their solved values, each from its own known basis.

import LayoutCore
import LinearProgramming
import Synchronization

struct ModelSolving {
    let compiled: CompiledModel
    let mode: ConstraintMode
    let options: SolveOptions

    var builder: ModelBuilder { compiled.builder }

    // MARK: - Whole-tree program

    /// The whole model as a LinearProgram (feasibility: no objective). Names (for LP text)
    /// cost time, so solving leaves them out.
    func program(named: Bool = true, fixing: [Bool]? = nil) -> LinearProgram {
        var lp = LinearProgram()
        var variables: [Variable] = []
        variables.reserveCapacity(builder.variableCount)
        let fixed = fixedValues()
        for v in 0..<builder.variableCount {
            variables.append(
                lp.addVariable(
                    named ? builder.names[v] : nil, lowerBound: fixed[v] ?? -.infinity,
                    upperBound: fixed[v] ?? .infinity))
        }
        var expressionTerms: [(Variable, Double)] = []
        forEachRow { terms, lower, upper, name in
            expressionTerms.removeAll(keepingCapacity: true)
            for (variable, coefficient) in terms { expressionTerms.append((variables[variable], coefficient)) }
            lp.addConstraint(
                Constraint(LinearExpression(terms: expressionTerms), lowerBound: lower, upperBound: upper),
                name: named ? name() : nil)
        }
        if !builder.binaryValues.isEmpty || !builder.mixedRows.isEmpty || !builder.pinnedColumns.isEmpty {
            addMixedPart(to: &lp, variables: variables, named: named, fixing: fixing)
        }
        return lp
    }

    /// The same rows and columns as ``program(named:fixing:)`` (without binaries or mixed rows,
    /// unnamed), written straight into flat arrays: what `exact` and `lp-only` hand to GLPK.
    /// `fixed` is ``fixedValues()``, computed once per solve for this and the basis hint.
    func sparseProgram(fixed: [Double?]) -> SparseLinearProgram {
        var lp = SparseLinearProgram()
        lp.reserveCapacity(
            columns: builder.variableCount, rows: builder.definitions.count + builder.conditions.count,
            nonzeros: 4 * (builder.definitions.count + builder.conditions.count))
        for v in 0..<builder.variableCount {
            lp.addColumn(lowerBound: fixed[v] ?? -.infinity, upperBound: fixed[v] ?? .infinity)
        }
        forEachRow { terms, lower, upper, _ in
            for (variable, coefficient) in terms { lp.addEntry(Variable(index: variable), coefficient) }
            lp.endRow(lowerBound: lower, upperBound: upper)
        }
        return lp
    }

    /// Every row of the linear part in order, with its terms (variable index, coefficient),
    /// bounds and name: the defining rows `v − expression = constant` that are not constants
    /// (those are fixed columns), then the condition rows with their rounding room.
    private func forEachRow(
        _ body: (
            _ terms: [(Int, Double)], _ lower: Double, _ upper: Double,
            _ name: () -> String
        ) -> Void
    ) {
        var terms: [(Int, Double)] = []
        for row in builder.definitions where !row.expression.isConstant {
            terms.removeAll(keepingCapacity: true)
            terms.append((row.variable, 1))
            for term in row.expression.terms { terms.append((term.variable, -term.coefficient)) }
            let c = row.expression.constant
            body(terms, c, c) { "def_\(builder.names[row.variable])" }
        }
        for (i, row) in builder.conditions.enumerated() {
            terms.removeAll(keepingCapacity: true)
            for term in row.expression.terms { terms.append((term.variable, term.coefficient)) }
            let c = -row.expression.constant
            let slack = conditionSlack(row.expression)
            let (lower, upper): (Double, Double) =
                switch row.sense {
                case .atLeastZero: (c - slack, .infinity)
                case .atMostZero: (-.infinity, c + slack)
                case .zero: (c - slack, c + slack)
                }
            body(terms, lower, upper) { "\(row.rule.replacingOccurrences(of: "-", with: ""))_\(i)" }
        }
    }

    /// Per variable, its value when its defining row is a constant: such a variable is a fixed
    /// column (bounds `c ≤ v ≤ c`) instead of a row, the same point with a smaller basis.
    func fixedValues() -> [Double?] {
        var fixed = [Double?](repeating: nil, count: builder.variableCount)
        for row in builder.definitions where row.expression.isConstant { fixed[row.variable] = row.expression.constant }
        return fixed
    }

    /// Rounding room for a condition row (CORE-9): 1e-9 of the magnitude of its terms at their
    /// forward values (relative, so rows over 1e20-point values stay satisfiable; at layout
    /// scales under 1e-6 pt, within CORE-7's tolerance), plus the rounding its operands carry
    /// from the magnitudes they were computed from (``ModelBuilder/conditionSlack(_:)``),
    /// which matters only after cancellation: `3e9 + 1/3 − 3e9` is off by about 1e-7 in the
    /// forward values and in GLPK's solve, in different directions. ConstraintEncoding.md,
    /// "Rounding room".
    func conditionSlack(_ q: Quantity) -> Double { builder.conditionSlack(q) }

    /// The basis the compiler knows to be optimal.
    /// (Every variable basic except the fixed columns, every defining row at its bound, every
    /// condition row basic.)
    private func basisHint(fixed: [Double?]) -> BasisHint {
        let definingRows = builder.definitions.count { !$0.expression.isConstant }
        return BasisHint(
            basicVariables: fixed.map { $0 == nil },
            basicConstraints: Array(repeating: false, count: definingRows)
                + Array(repeating: true, count: builder.conditions.count))
    }

    private func solveWhole() throws(ConstraintEngineError) -> (values: [Double], records: [SolveRecord]) {
        let fixed = fixedValues()
        let lp = sparseProgram(fixed: fixed)
        var opts = options
        opts.basisHint = basisHint(fixed: fixed)
        let record = { (seconds: Double, status: String) in
            SolveRecord(
                scope: "tree", rows: lp.rowCount, columns: lp.columnCount, binaries: 0,
                fixedBinaries: builder.fixedDecisions, seconds: seconds, status: status)
        }
        if lp.columnCount == 0 {
            return ([], [record(0, "optimal")])
        }
        do throws(SolverError) {
            let solution = try GLPKSolver().solve(lp, options: opts)
            return (solution.values, [record(solution.statistics.solveSeconds, "optimal")])
        } catch {
            throw .solver(error, scope: diagnosis(of: error))
        }
    }

    /// Which row fails at the forward values (a compiler fault), or that none does (numerics).
    private func diagnosis(of error: SolverError) -> String {
        guard case .infeasible = error else { return "tree" }
        for row in builder.definitions {
            let v = builder.values[row.variable], e = value(row.expression, builder.values)
            if abs(v - e) > 1e-9 * max(1, abs(v)) {
                return
                    "tree (definition of variable \(row.variable) by node \(compiledPath(row.owner)) is off by \(v - e))"
            }
        }
        for row in builder.conditions where !holds(row, builder.values) {
            return "tree (\(row.rule) certificate of node \(compiledPath(row.owner)) fails at the forward values)"
        }
        return "tree (every row holds at the forward values: GLPK's tolerances on this model's magnitudes)"
    }

    /// per-container: segments of consecutive rows written by one node, solved in order.
    private func solvePerContainer() throws(ConstraintEngineError) -> (values: [Double], records: [SolveRecord]) {
        var values = [Double](repeating: .nan, count: builder.variableCount)
        var records: [SolveRecord] = []
        let definitions = builder.definitions
        var conditionIndex = 0
        var start = 0
        while start < definitions.count {
            var end = start + 1
            while end < definitions.count, definitions[end].owner == definitions[start].owner { end += 1 }
            let firstVariable = definitions[start].variable, lastVariable = definitions[end - 1].variable
            var lp = LinearProgram()
            var local: [Int: Variable] = [:]
            for row in definitions[start..<end] {
                local[row.variable] = lp.addVariable(lowerBound: -.infinity, upperBound: .infinity)
            }
            func expression(_ q: Quantity) -> LinearExpression {
                var e = LinearExpression(constant: q.constant)
                for term in q.terms {
                    if let v = local[term.variable] {
                        e.add(term.coefficient, v)
                    } else {
                        e.constant += term.coefficient * values[term.variable]
                    }
                }
                return e
            }
            for row in definitions[start..<end] {
                let e = LinearExpression(local[row.variable]!) - expression(row.expression)
                lp.addConstraint(Constraint(e, lowerBound: 0, upperBound: 0))
            }
            while conditionIndex < builder.conditions.count,
                builder.conditions[conditionIndex].variableCount <= lastVariable + 1
            {
                let row = builder.conditions[conditionIndex]
                conditionIndex += 1
                guard row.variableCount > firstVariable else { continue } // already checked
                let e = expression(row.expression)
                let slack = conditionSlack(row.expression)
                switch row.sense {
                case .atLeastZero: lp.addConstraint(Constraint(e, lowerBound: -slack))
                case .atMostZero: lp.addConstraint(Constraint(e, upperBound: slack))
                case .zero: lp.addConstraint(Constraint(e, lowerBound: -slack, upperBound: slack))
                }
            }
            let scope = compiledPath(definitions[start].owner)
            // The segment's known basis, as in `exact`: its variables basic, its defining rows
            // at their value, its condition rows basic.
            var segmentOptions = options
            segmentOptions.basisHint = BasisHint(
                basicVariables: Array(repeating: true, count: end - start),
                basicConstraints: Array(repeating: false, count: end - start)
                    + Array(repeating: true, count: lp.constraints.count - (end - start)))
            do throws(SolverError) {
                let solution = try GLPKSolver().solve(lp, options: segmentOptions)
                for row in definitions[start..<end] { values[row.variable] = solution[local[row.variable]!] }
                records.append(
                    SolveRecord(
                        scope: scope, rows: lp.constraints.count, columns: lp.variables.count,
                        binaries: 0, seconds: solution.statistics.solveSeconds, status: "optimal"))
            } catch {
                throw .solver(error, scope: scope)
            }
            start = end
        }
        // Conditions written after the last variable (over constants and solved values).
        for row in builder.conditions[conditionIndex...] where !holds(row, values) {
            throw .solver(.infeasible, scope: compiledPath(row.owner))
        }
        return (values, records)
    }

    private func holds(_ row: ConditionRow, _ values: [Double]) -> Bool {
        let v = value(row.expression, values)
        let slack = max(1e-7, conditionSlack(row.expression))
        switch row.sense {
        case .atLeastZero: return v >= -slack
        case .atMostZero: return v <= slack
        case .zero: return abs(v) <= slack
        }
    }

    private func compiledPath(_ node: Int) -> String { compiled.tree.path(of: node, parents: compiled.parents) }

    // MARK: - Running

    func run(compileSeconds: Double) throws(ConstraintEngineError) -> ConstraintLayout {
        try runWithValues(compileSeconds: compileSeconds).layout
    }

    /// ``run(compileSeconds:)`` with the solved value of every variable (a trace reads them).
    func runWithValues(
        compileSeconds: Double
    ) throws(ConstraintEngineError) -> (layout: ConstraintLayout, values: [Double]) {
        let values: [Double], records: [SolveRecord], lp: LazyProgram
        switch mode {
        case .exact, .lpOnly:
            (values, records) = try solveWhole()
            let solving = self
            lp = LazyProgram { solving.program(named: false) }
        case .milp:
            let program: LinearProgram
            (values, records, program) = try solveMILP()
            lp = LazyProgram { program }
        case .perContainer:
            (values, records) = try solvePerContainer()
            let solving = self
            lp = LazyProgram { solving.program(named: false) }
        }
        // CORE-8: each reported node's layout frame, display frame, proposal and hidden flag.
        let nodes = compiled.placed.map { placedNode -> NodeLayout in
            guard let placedNode else { return .unreported }
            let frame = Rect(
                x: value(placedNode.origin.x, values), y: value(placedNode.origin.y, values),
                width: value(placedNode.size.width, values), height: value(placedNode.size.height, values))
            let offset = Point(x: value(placedNode.offset.x, values), y: value(placedNode.offset.y, values))
            return NodeLayout(
                frame: frame,
                displayFrame: RoundEncoding.displayFrame(
                    frame, offset: offset,
                    scale: compiled.scale),
                proposal: placedNode.proposal, hidden: placedNode.hidden, isReported: true,
                renderOffset: offset)
        }
        // CORE-10: non-finite frame components are kept and reported, after the compile's own
        // warnings.
        let nonFinite = NonFiniteEncoding.warnings(nodes) { compiledPath($0) }
        let result = LayoutResult(
            engine: "constraint", proposal: compiled.rootProposal, scale: compiled.scale,
            diagnostics: compiled.diagnostics + nonFinite, nodes: nodes)
        let layout = ConstraintLayout(
            result: result, solves: compiled.compileSolves + records, programSource: lp,
            compileSeconds: compileSeconds, equalShareGroups: compiled.equalShareGroups)
        return (layout, values)
    }

    func solveMeasurement() throws(ConstraintEngineError) -> Size {
        guard let size = compiled.measurement else { return .zero }
        let values =
            switch mode {
            case .perContainer: try solvePerContainer().values
            case .milp: try solveMILP().values
            case .exact, .lpOnly: try solveWhole().values
            }
        return Size(width: value(size.width, values), height: value(size.height, values))
    }

    /// A quantity at the solved values.
    func value(_ q: Quantity, _ values: [Double]) -> Double {
        var total = q.constant
        for term in q.terms { total += term.coefficient * values[term.variable] }
        return total
    }
}

/// The unnamed whole-tree program of a layout, built on first use: solving hands GLPK flat rows
/// (``ModelSolving/sparseProgram(fixed:)``), so the `LinearProgram` form is only made when asked for.
/// Unchecked Sendable: the compiled model it reads is never mutated after compilation, and the
/// program is built under a lock.
final class LazyProgram: @unchecked Sendable {
    private let build: () -> LinearProgram
    private let built = Mutex<LinearProgram?>(nil)

    init(_ build: @escaping () -> LinearProgram) { self.build = build }

    var program: LinearProgram {
        built.withLock { cached in
            if let cached { return cached }
            let program = build()
            cached = program
            return program
        }
    }
}
