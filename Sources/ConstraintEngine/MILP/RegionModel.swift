// RegionModel.swift
// ConstraintEngine
//
// Region questions: the layout over a box of root sizes (W, H) ∈ [A, B] × [C, D] as one MILP.
// The milp formulation is compiled with the root proposal's width and height as columns
// bounded by the box (MILPRoot, not pinned), so every integer point of the model is a root
// size in the box with the layout there (ROOT-1), as long as every decision the formulation
// keeps fixed (certified on the forward values at one point of the box) comes out the same over
// the whole box: ``RegionModel/coverage()`` proves that, or names the decision that changes.
// A check is then a question "is there an integer point where this violation holds?"
// (RegionChecks.swift); Breakpoints.md, "Two parameters".

import EngineConfiguration
import LayoutCore
import LinearProgramming

/// The root sizes a region question ranges over.
public struct RegionBox: Hashable, Sendable {
    public var width: ClosedRange<Double>
    public var height: ClosedRange<Double>

    public init(width: ClosedRange<Double>, height: ClosedRange<Double>) {
        self.width = width
        self.height = height
    }
}

/// Why a region question has no answer. It never answers for part of the box silently.
public enum RegionError: Error, Hashable, Sendable, CustomStringConvertible {
    case engine(ConstraintEngineError)
    /// A decision the milp formulation keeps fixed changes inside the box (at the witness).
    case decisionChanges(rule: String, path: String, width: Double, height: Double)

    public var description: String {
        switch self {
        case .engine(let error): error.description
        case .decisionChanges(let rule, let path, let width, let height):
            "node \(path) (\(rule)): the milp formulation keeps this decision fixed, and it changes inside the box "
                + "(at W = \(formatPoints(width)), H = \(formatPoints(height))); ask about smaller boxes on either side of it"
        }
    }
}

/// How the box was shown to be covered by one compile.
public struct RegionCoverage: Hashable, Sendable {
    /// Fixed decisions (condition rows and disequalities) of the model.
    public var decisions: Int
    /// Those the variables' bounds prove constant over the box.
    public var byBounds: Int
    /// Those left to the coverage MILP (proved constant when it is infeasible).
    public var byMILP: Int
}

/// One point found by a region MILP: the root size and the model's values there.
struct RegionPoint {
    var width: Double
    var height: Double
    var values: [Double]
}

/// The milp model of a tree over a box of root sizes.
public final class RegionModel: @unchecked Sendable {
    public let box: RegionBox
    let compiler: ModelCompiler
    let compiled: CompiledModel
    let widthVariable: Int
    let heightVariable: Int
    /// MILPs solved and branch-and-bound nodes, for the statistics.
    public private(set) var milps = 0
    public private(set) var nodes = 0
    /// Each MILP's time limit.
    let timeLimit: Duration

    var builder: ModelBuilder { compiler.builder }
    public var tree: ViewTree { compiled.tree }

    /// Where in the box the compile's forward values are taken, as a fraction of each side:
    /// the golden-ratio point rather than the centre, because the compile shares a measurement
    /// between two proposals of equal value (HSTACK-6) and at round centres (W = 200) two
    /// different expressions of W meet by coincidence (`(W − 8) / 2` and 96), a sharing that
    /// holds at that point only. At this point such meetings are unlikely; the coverage proof
    /// still checks every fixed decision over the whole box.
    static let compilePointFraction = 0.6180339887498949

    /// Compiles `tree` with the root proposal's width and height as columns over `box`; the
    /// forward values (which decide the fixed decisions) are those at ``compilePointFraction``
    /// of the box.
    public init(
        tree: ViewTree, configuration: LayoutConfiguration, box: RegionBox, timeLimit: Duration = .seconds(60)
    ) throws(RegionError) {
        self.box = box
        self.timeLimit = timeLimit
        var config = configuration
        let compilePoint = (
            box.width.lowerBound + (box.width.upperBound - box.width.lowerBound) * Self.compilePointFraction,
            box.height.lowerBound + (box.height.upperBound - box.height.lowerBound) * Self.compilePointFraction
        )
        config.root = .window(width: compilePoint.0, height: compilePoint.1, scale: configuration.root.scale)
        let compiler = ModelCompiler(tree: tree, configuration: config, mode: .milp)
        var formulation = MILPFormulation.tight
        formulation.steeringObjective = false // each question brings its own objective
        formulation.freeFloorStep = true // H ranges over an interval
        compiler.builder.milpFormulation = formulation
        compiler.builder.milpRootRanges = [
            .horizontal: ValueRange(lower: box.width.lowerBound, upper: box.width.upperBound),
            .vertical: ValueRange(lower: box.height.lowerBound, upper: box.height.upperBound),
        ]
        compiler.builder.recordsSymbolicFacts = true
        compiler.builder.placesUnderLiterals = true
        self.compiler = compiler
        do { compiled = try compiler.compileLayout() } catch { throw .engine(error) }
        guard let w = compiler.builder.milpRootColumns[.horizontal], let h = compiler.builder.milpRootColumns[.vertical]
        else {
            throw .engine(.unsupported(construct: "a region question on a root without a finite size", path: "0"))
        }
        widthVariable = w
        heightVariable = h
        // As in a single milp layout: beyond 1e6 pt GLPK's tolerances, 1e-7 of a row's size, are
        // more than CORE-7's 1e-6 pt (a 1e9 pt frame made a witness GLPK accepted that the walk
        // at that size refutes).
        let largest = compiler.builder.largestMILPMagnitude
        guard largest <= ModelSolving.milpMagnitudeLimit else {
            throw .engine(
                .magnitudeBeyondMILPLimit(
                    construct:
                        "a region question on a layout with magnitudes above 1e6 pt (largest \(formatPoints(largest)) pt; "
                        + "GLPK's tolerances would exceed CORE-7's)",
                    largest: largest))
        }
        // Every relaxed row needs a finite big-M over the box (the forward-magnitude fallback of
        // a single layout holds at one root size only).
        compiler.builder.milpBounds.extend(compiler.builder)
        for row in compiler.builder.mixedRows where !row.activeWhen.isEmpty {
            guard compiler.builder.bounds(of: row.expression).isFinite else {
                throw .engine(
                    .unsupported(
                        construct: "a \(row.rule) choice whose values have no finite bound over the box",
                        path: compiler.path(of: row.owner)))
            }
        }
    }

    func path(_ node: Int) -> String { compiler.path(of: node) }

    // MARK: - Programs

    /// The model as a program: columns, defining rows, the fixed decisions' rows (unless
    /// `withDecisions` is false) and the milp part with its bounds.
    func program(withDecisions: Bool) -> (LinearProgram, [Variable]) {
        let solving = ModelSolving(compiled: compiled, mode: .milp, options: SolveOptions())
        var lp = LinearProgram()
        let fixed = solving.fixedValues()
        var variables: [Variable] = []
        for v in 0..<builder.variableCount {
            variables.append(lp.addVariable(nil, lowerBound: fixed[v] ?? -.infinity, upperBound: fixed[v] ?? .infinity))
        }
        for row in builder.definitions where !row.expression.isConstant {
            var e = LinearExpression(variables[row.variable])
            for term in row.expression.terms { e.add(-term.coefficient, variables[term.variable]) }
            lp.addConstraint(Constraint(e, lowerBound: row.expression.constant, upperBound: row.expression.constant))
        }
        if withDecisions {
            for row in builder.conditions {
                let slack = builder.conditionSlack(row.expression)
                let e = expression(row.expression, variables)
                switch row.sense {
                case .atLeastZero: lp.addConstraint(Constraint(e, lowerBound: -slack))
                case .atMostZero: lp.addConstraint(Constraint(e, upperBound: slack))
                case .zero: lp.addConstraint(Constraint(e, lowerBound: -slack, upperBound: slack))
                }
            }
        }
        solving.addMixedPart(to: &lp, variables: variables, named: false, fixing: nil)
        return (lp, variables)
    }

    func expression(_ q: Quantity, _ variables: [Variable]) -> LinearExpression {
        var e = LinearExpression(constant: q.constant)
        for term in q.terms { e.add(term.coefficient, variables[term.variable]) }
        return e
    }

    /// The binary column of binary `index` in a program from ``program(withDecisions:)``.
    func binaryColumn(_ index: Int) -> Variable { Variable(index: builder.variableCount + index) }

    /// Solves `lp` (a MILP): nil when it has no integer point.
    func solve(_ lp: LinearProgram, firstPoint: Bool) throws(RegionError) -> RegionPoint? {
        var options = SolveOptions(timeLimit: timeLimit)
        // GLPK's MIP presolver off, as in the tight milp formulation (Decisions.md): with it on,
        // the toolbar's truncation question over [20, 400] × [10, 100] ran out of 60 s without
        // a feasible point; off, it is answered in seconds (Breakpoints.md, "Two parameters").
        options.integerSearch = IntegerSearch(presolve: false, stopAtFirstIntegerPoint: firstPoint)
        milps += 1
        do throws(SolverError) {
            let solution = try GLPKSolver().solve(lp, options: options)
            nodes += solution.statistics.branchAndBoundNodes
            return RegionPoint(
                width: solution.values[widthVariable], height: solution.values[heightVariable],
                values: solution.values)
        } catch .infeasible {
            return nil
        } catch {
            throw .engine(.solver(error, scope: "region (branch-and-bound)"))
        }
    }

    // MARK: - Coverage

    /// Proves that every fixed decision of the model (a condition row, or an `a ≠ b` decided on
    /// the forward values) comes out the same over the whole box: by the variables' bounds,
    /// else by one MILP over the model without those rows that asks for a point where one of
    /// them fails by more than 1e-6 (infeasible: covered). Throws
    /// ``RegionError/decisionChanges(rule:path:width:height:)`` with the point otherwise.
    public func coverage() throws(RegionError) -> RegionCoverage {
        builder.milpBounds.extend(builder)
        // How far a decision must move to count as changed: 1e-6 of the magnitudes its row
        // handles over the box (at least 1e-6 pt). The MILP's points hold every row only to
        // GLPK's 1e-7 of the row's big-M, so smaller moves are the solver's noise, not a
        // layout (Breakpoints.md, "Two parameters", Limits).
        func delta(_ row: ConditionRow) -> Double {
            1e-6 * (1 + builder.milpBounds.magnitude(of: row.expression))
        }
        // (expression, sense of the violation, the row) for each decision the bounds leave open.
        var open: [(expression: Quantity, below: Double?, above: Double?, row: ConditionRow)] = []
        for row in builder.conditions {
            let slack = builder.conditionSlack(row.expression)
            let range = builder.bounds(of: row.expression)
            let delta = delta(row)
            let canFallBelow = row.sense != .atMostZero && range.lower < -slack - delta
            let canRiseAbove = row.sense != .atLeastZero && range.upper > slack + delta
            if canFallBelow || canRiseAbove {
                open.append(
                    (row.expression, canFallBelow ? -slack - delta : nil, canRiseAbove ? slack + delta : nil, row))
            }
        }
        var disequalities: [ConditionRow] = []
        for row in builder.disequalities {
            let range = builder.bounds(of: row.expression)
            if range.lower <= delta(row) && range.upper >= -delta(row) { disequalities.append(row) }
        }
        let decisions = builder.conditions.count + builder.disequalities.count
        let coverage = RegionCoverage(
            decisions: decisions, byBounds: decisions - open.count - disequalities.count,
            byMILP: open.count + disequalities.count)
        if open.isEmpty && disequalities.isEmpty { return coverage }
        var (lp, variables) = program(withDecisions: false)
        // One binary z per way a decision can change; Σ z ≥ 1; z = 1 forces that change.
        var chooser = LinearExpression()
        var owners: [(z: Variable, row: ConditionRow, atMost: Double?, atLeast: Double?)] = []
        var unbounded: ConditionRow?
        func disjunct(_ q: Quantity, atMost: Double?, atLeast: Double?, _ row: ConditionRow) {
            let z = lp.addBinaryVariable()
            chooser.add(1, z)
            owners.append((z, row, atMost, atLeast))
            let e = expression(q, variables)
            let range = builder.bounds(of: q)
            guard range.isFinite else {
                unbounded = unbounded ?? row
                return
            }
            if let atMost { // e ≤ atMost when z
                let m = max(0, range.upper - atMost) + 1
                lp.addConstraint(Constraint(e + LinearExpression(terms: [(z, m)]), upperBound: atMost + m))
            }
            if let atLeast { // e ≥ atLeast when z
                let m = max(0, atLeast - range.lower) + 1
                lp.addConstraint(Constraint(e - LinearExpression(terms: [(z, m)]), lowerBound: atLeast - m))
            }
        }
        for entry in open {
            if let below = entry.below { disjunct(entry.expression, atMost: below, atLeast: nil, entry.row) }
            if let above = entry.above { disjunct(entry.expression, atMost: nil, atLeast: above, entry.row) }
        }
        for row in disequalities { disjunct(row.expression, atMost: delta(row), atLeast: -delta(row), row) }
        if let row = unbounded {
            throw .engine(
                .unsupported(
                    construct: "a \(row.rule) decision whose values have no finite bound over the box",
                    path: path(row.owner)))
        }
        lp.addConstraint(Constraint(chooser, lowerBound: 1))
        // GLPK holds a row to 1e-7 of its right-hand side, which here carries the big-M: a
        // point can "change" a decision by less than `delta`. Such a change is checked on the
        // point's values (half of `delta` is enough), and a choice GLPK made only within its
        // tolerance is ruled out and the MILP solved again.
        for _ in 0..<Self.coverageRetries {
            guard let point = try solve(lp, firstPoint: true) else { return coverage }
            let chosen = owners.filter { point.values[$0.z.index] > 0.5 }
            let genuine = chosen.first { owner in
                let e = value(of: owner.row.expression, at: point), half = delta(owner.row) / 2
                return (owner.atMost.map { e <= $0 + half } ?? true) && (owner.atLeast.map { e >= $0 - half } ?? true)
            }
            if let changed = genuine?.row {
                throw .decisionChanges(
                    rule: changed.rule, path: path(changed.owner), width: point.width, height: point.height)
            }
            for owner in chosen { lp.addConstraint(Constraint(LinearExpression(owner.z), upperBound: 0)) }
        }
        throw .engine(
            .unsupported(
                construct:
                    "a box whose coverage GLPK could not settle in \(Self.coverageRetries) MILPs "
                    + "(decisions within its tolerance of changing)",
                path: "0"))
    }

    /// How many coverage MILPs may each rule out choices GLPK made within its tolerance.
    static let coverageRetries = 20

    /// `q` at the point's values.
    func value(of q: Quantity, at point: RegionPoint) -> Double {
        var e = q.constant
        for term in q.terms { e += term.coefficient * point.values[term.variable] }
        return e
    }
}
