// ModelSolving+MILP.swift
// ConstraintEngine
//
// `milp` mode: the binaries and mixed rows of MixedRows.swift added to the whole-tree
// program, solved by GLPK's branch-and-bound (glp_intopt), then polished: the binaries GLPK
// chose are fixed and the LP is solved again under a tight feasibility tolerance, so no value
// carries the integrality tolerance times a big-M or GLPK's default 1e-7 slack
// (ConstraintEncoding.md, "The milp mode").

import LayoutCore
import LinearProgramming

extension ModelSolving {
    /// Magnitudes above this make big-M rows meaningless at GLPK's tolerances.
    static let milpMagnitudeLimit = 1e6

    /// The box `[−G, G]` every variable lies in at the true layout: the largest forward magnitude.
    /// Big-M values are derived from it alone, never from which branch is taken.
    func magnitudeBound() -> Double { builder.largestForwardMagnitude }

    /// A row's big-M in the baseline formulation: a bound on |expression| whenever every
    /// variable lies in `[−bound, bound]` (which the true layout does), so relaxing an inactive
    /// row by M never cuts it off.
    func globalBigM(for row: MixedRow, bound: Double) -> Double {
        var m = abs(row.expression.constant) + 1
        for term in row.expression.terms { m += abs(term.coefficient) * bound }
        for term in row.binaryTerms { m += abs(term.coefficient) }
        return m
    }

    /// The margin that writes a strict row `e > 0` as `e − margin ≥ 0` (``strictMarginFactor``
    /// of the row's magnitude over the bounds, or of its global big-M in the baseline).
    func strictMargin(for row: MixedRow, bound: Double) -> Double {
        guard row.isStrict else { return 0 }
        guard builder.milpFormulation.rowBigM else { return strictMarginFactor * globalBigM(for: row, bound: bound) }
        let scale = builder.milpBounds.magnitude(of: row.expression) + 1
        return strictMarginFactor * (scale.isFinite ? scale : globalBigM(for: row, bound: bound))
    }

    /// The big-M values that relax row `e (≥ | ≤) 0` when it is inactive: for `≥`, how far below
    /// 0 the expression (with its binary terms and strict margin) can go on the variables'
    /// bounds, `−min e`; for `≤`, `max e`. 0 when the row holds on the whole range. The
    /// baseline formulation (or an unbounded variable) uses ``globalBigM(for:bound:)``.
    func bigM(for row: MixedRow, bound: Double) -> (atLeast: Double, atMost: Double) {
        let global = globalBigM(for: row, bound: bound)
        guard builder.milpFormulation.rowBigM else { return (global, global) }
        var range = builder.milpBounds.interval(of: row.expression)
        for term in row.binaryTerms {
            range.lower += min(0, term.coefficient)
            range.upper += max(0, term.coefficient)
        }
        let margin = strictMargin(for: row, bound: bound)
        // Room for the bounds' own rounding: 1e-9 of the row's magnitude.
        let room = 1e-9 * (builder.milpBounds.magnitude(of: row.expression) + 1)
        let below = max(0, margin - range.lower) + room
        let above = max(0, range.upper) + room
        return (below.isFinite ? below : global, above.isFinite ? above : global)
    }

    /// Adds the binary columns and mixed rows. `fixing` gives every binary a fixed value
    /// (a continuous column with equal bounds) for the polish solve; nil leaves them binary.
    func addMixedPart(to lp: inout LinearProgram, variables: [Variable], named: Bool, fixing: [Bool]?) {
        let bound = magnitudeBound()
        builder.milpBounds.extend(builder)
        // The root proposal's columns (MILPRoot) at the values laid out.
        for pin in builder.pinnedColumns {
            lp[variables[pin.variable]].lowerBound = pin.value
            lp[variables[pin.variable]].upperBound = pin.value
        }
        if fixing == nil { addBranchAndBoundGuides(to: &lp, variables: variables) }
        var binaries: [Variable] = []
        for (i, name) in builder.binaryNames.enumerated() {
            let label = named ? name : nil
            if let fixing {
                let v: Double = fixing[i] ? 1 : 0
                binaries.append(lp.addVariable(label, lowerBound: v, upperBound: v))
            } else {
                binaries.append(lp.addBinaryVariable(label))
            }
        }
        for (index, row) in builder.mixedRows.enumerated() {
            let (belowM, aboveM) = bigM(for: row, bound: bound)
            var e = LinearExpression(constant: row.expression.constant - strictMargin(for: row, bound: bound))
            for term in row.expression.terms { e.add(term.coefficient, variables[term.variable]) }
            for term in row.binaryTerms { e.add(term.coefficient, binaries[term.binary]) }
            let name = named ? "\(row.rule.replacingOccurrences(of: "-", with: ""))_m\(index)" : nil
            // Relaxation: M · (1 − y) for each binary the row needs, with 1 − y written as the
            // sum of the other binaries of its choice (no constant: the row's bound stays 0).
            func relaxation(_ bigM: Double) -> LinearExpression {
                var relaxation = LinearExpression()
                for binary in row.activeWhen {
                    for other in builder.choices[builder.choiceOfBinary[binary]] where other != binary {
                        relaxation.add(bigM, binaries[other])
                    }
                }
                return relaxation
            }
            switch row.sense {
            case .atLeastZero:
                lp.addConstraint(Constraint(e + relaxation(belowM), lowerBound: 0), name: name)
            case .atMostZero:
                lp.addConstraint(Constraint(e - relaxation(aboveM), upperBound: 0), name: name)
            case .zero where row.activeWhen.isEmpty:
                lp.addConstraint(Constraint(e, lowerBound: 0, upperBound: 0), name: name)
            case .zero:
                lp.addConstraint(Constraint(e + relaxation(belowM), lowerBound: 0), name: name.map { $0 + "_lo" })
                lp.addConstraint(Constraint(e - relaxation(aboveM), upperBound: 0), name: name.map { $0 + "_hi" })
            }
        }
    }

    /// For the branch-and-bound program only: the variables' bounds as column bounds
    /// (``MILPFormulation/columnBounds``) and the steering objective
    /// (``MILPFormulation/steeringObjective``).
    func addBranchAndBoundGuides(to lp: inout LinearProgram, variables: [Variable]) {
        let formulation = builder.milpFormulation
        if formulation.columnBounds {
            for (v, variable) in variables.enumerated() {
                let range = builder.milpBounds.range(of: v)
                let column = lp[variable]
                guard column.lowerBound < column.upperBound, range.lower <= range.upper else { continue }
                lp[variable].lowerBound = max(column.lowerBound, range.lower)
                lp[variable].upperBound = min(column.upperBound, range.upper)
            }
        }
        if formulation.steeringObjective, !builder.milpObjective.isEmpty {
            var objective = LinearExpression()
            for term in builder.milpObjective { objective.add(term.coefficient, variables[term.variable]) }
            lp.minimize(objective)
        }
    }

    /// Branch-and-bound over the free binaries, then the polish LP with them fixed.
    func solveMILP() throws(ConstraintEngineError) -> (values: [Double], records: [SolveRecord], program: LinearProgram)
    {
        let bound = magnitudeBound()
        let reach = builder.largestMILPMagnitude
        guard reach <= Self.milpMagnitudeLimit else {
            throw .magnitudeBeyondMILPLimit(
                construct:
                    "the milp mode on a layout with magnitudes above 1e6 pt (largest \(formatPoints(reach)) pt; big-M rows would fall below GLPK's tolerances)",
                largest: reach)
        }
        let lp = program(named: false)
        var opts = options
        if opts.timeLimit == nil { opts.timeLimit = Self.defaultMILPTimeLimit }
        opts.integerSearch = IntegerSearch(
            presolve: builder.milpFormulation.presolve,
            stopAtFirstIntegerPoint: builder.milpFormulation.steeringObjective)
        let fixed = builder.fixedDecisions
        let binaryCount = builder.binaryValues.count
        var records: [SolveRecord] = []
        let chosen: [Bool]
        do throws(SolverError) {
            let solution = try GLPKSolver().solve(lp, options: opts)
            let first = builder.variableCount
            chosen = (0..<binaryCount).map { solution.values[first + $0] > 0.5 }
            records.append(
                SolveRecord(
                    scope: "tree (branch-and-bound)", rows: lp.constraints.count,
                    columns: lp.variables.count, binaries: binaryCount, fixedBinaries: fixed,
                    nodes: solution.statistics.branchAndBoundNodes,
                    seconds: solution.statistics.solveSeconds, status: "optimal"))
        } catch {
            throw .solver(error, scope: "tree (branch-and-bound over \(binaryCount) binaries)")
        }
        try verifyBranches(chosen, bound: bound)
        let polish = program(named: false, fixing: chosen)
        // GLPK's simplex calls a point feasible when each row holds within 1e-7 of its size;
        // where the objective pulls against an active row (a min at a tie of its arguments)
        // a height moved by that much. The polish asks for ``polishFeasibilityTolerance``.
        // (glp_exact is no cure: it reads each coefficient as a nearby simple fraction,
        // within about 1e-10 of it, and so solves a slightly different LP.)
        var polishOptions = options
        polishOptions.feasibilityTolerance = Self.polishFeasibilityTolerance
        // Whatever branch-and-bound left of its time limit (the default one included): GLPK's
        // simplex at this tolerance can cycle in "numerical instability" without end.
        polishOptions.timeLimit = Self.remaining(of: opts.timeLimit ?? Self.defaultMILPTimeLimit, after: records)
        let values: [Double]
        do throws(SolverError) {
            let solution: Solution
            var scope = "tree (binaries fixed, polish LP)"
            do throws(SolverError) {
                solution = try GLPKSolver().solve(polish, options: polishOptions)
            } catch .infeasible {
                // The branches were checked at the forward values (verifyBranches), so the fixed
                // program has the layout as a solution; at the polish's tight tolerance the
                // simplex can still call it infeasible on badly scaled rows (an aspect ratio of a
                // zero-width child). Its second chance: GLPK's own tolerance, whose answer the
                // comparison with the reference engine then judges like any other (CORE-7).
                polishOptions.feasibilityTolerance = options.feasibilityTolerance
                polishOptions.timeLimit = Self.remaining(
                    of: opts.timeLimit ?? Self.defaultMILPTimeLimit, after: records)
                solution = try GLPKSolver().solve(polish, options: polishOptions)
                scope = "tree (binaries fixed, polish LP at GLPK's default tolerance)"
            }
            records.append(
                SolveRecord(
                    scope: scope, rows: polish.constraints.count,
                    columns: polish.variables.count, binaries: 0, fixedBinaries: fixed,
                    seconds: solution.statistics.solveSeconds, status: "optimal"))
            values = Array(solution.values.prefix(builder.variableCount))
        } catch {
            throw .solver(error, scope: "tree (polish LP with the binaries branch-and-bound chose)")
        }
        return (values, records, lp)
    }

    /// The binaries GLPK chose, checked against the compile-time evaluation: every row they
    /// activate must hold at the forward values (the true layout), within 1e-9 of the row's
    /// magnitude. A different choice passes only where both branches give the same values (a
    /// tie of min / max); a branch GLPK accepted within its tolerance of a breakpoint is an
    /// error, never a wrong layout.
    func verifyBranches(_ chosen: [Bool], bound: Double) throws(ConstraintEngineError) {
        let values = builder.values
        for row in builder.mixedRows where row.activeWhen.allSatisfy({ chosen[$0] }) {
            var total = row.expression.constant - strictMargin(for: row, bound: bound)
            var magnitude = 1 + abs(total)
            for term in row.expression.terms {
                total += term.coefficient * values[term.variable]
                magnitude += abs(term.coefficient * values[term.variable])
            }
            for term in row.binaryTerms where chosen[term.binary] {
                total += term.coefficient
                magnitude += abs(term.coefficient)
            }
            let tolerance = 1e-9 * magnitude
            let holds =
                switch row.sense {
                case .atLeastZero: total >= -tolerance
                case .atMostZero: total <= tolerance
                case .zero: abs(total) <= tolerance
                }
            guard holds else {
                throw .branchWithinTolerance(
                    rule: row.rule, path: compiled.tree.path(of: row.owner, parents: compiled.parents))
            }
        }
    }

    /// The polish LP's relative feasibility tolerance: a row of size 1e6 pt holds within
    /// 1e-6 pt, CORE-7's bound.
    static let polishFeasibilityTolerance = 1e-12

    /// Branch-and-bound gets this budget when the caller set none.
    static var defaultMILPTimeLimit: Duration { .seconds(60) }

    /// `limit` less the seconds `records` took, at least a millisecond (GLPK's time limits are
    /// whole milliseconds, and 0 would mean none).
    static func remaining(of limit: Duration, after records: [SolveRecord]) -> Duration {
        let used = Duration.seconds(records.reduce(0) { $0 + $1.seconds })
        return max(limit - used, .milliseconds(1))
    }
}
