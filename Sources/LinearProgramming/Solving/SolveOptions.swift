// SolveOptions.swift
// LinearProgramming
//
// How a LinearSolver should solve: time limit, exact re-check, level tolerance.

/// Options for ``LinearSolver/solve(_:options:)``.
public struct SolveOptions: Sendable {
    /// The wall-clock budget for the whole solve, all levels together; `nil`
    /// means none. When it runs out, see ``Solution/Status/timeLimitReached`` and
    /// ``SolverError/timeLimit``.
    public var timeLimit: Duration?
    /// Re-solve each optimum with GLPK's exact (rational) simplex, `glp_exact`,
    /// from the final basis, and return the exact values. For a MIP the integer
    /// variables are fixed at their optimum first. Slow on large programs.
    public var exactRecheck: Bool
    /// The simplex's relative primal feasibility tolerance (GLPK's `tol_bnd`): how far a row
    /// or bound may be violated at a point the simplex calls feasible. `nil` keeps GLPK's
    /// 1e-7; smaller values make a basic solution meet its rows more closely.
    public var feasibilityTolerance: Double?
    /// How far a solved level may drift while later levels are solved.
    public var lexicographicTolerance: LexicographicTolerance

    /// A starting basis for the simplex method (``BasisHint``); `nil` = GLPK's
    /// standard basis. A hint changes how fast a solve is, never its verdict: an
    /// unusable hint is dropped.
    public var basisHint: BasisHint?

    /// How branch-and-bound runs on a program with integer variables.
    public var integerSearch = IntegerSearch()

    /// Test seam: make the GLPK bridge pass an out-of-range index to GLPK, so
    /// tests can prove a fatal GLPK error becomes ``SolverError/glpkFailure(code:)``.
    package var _injectGLPKMisuse = false

    public init(
        timeLimit: Duration? = nil,
        exactRecheck: Bool = false,
        lexicographicTolerance: LexicographicTolerance = .default
    ) {
        self.timeLimit = timeLimit
        self.exactRecheck = exactRecheck
        self.lexicographicTolerance = lexicographicTolerance
    }
}

/// Which variables and constraints start basic in the simplex method.
///
/// A caller that knows the optimal basis (for example, a square system where each
/// variable is defined by one equality row) can hand it to the solver, which then
/// only factorises and checks it. Nonbasic variables and rows start at a bound.
public struct BasisHint: Sendable {
    /// One flag per variable, indexed by ``Variable/index``.
    public var basicVariables: [Bool]
    /// One flag per constraint, in the order they were added.
    public var basicConstraints: [Bool]

    public init(basicVariables: [Bool], basicConstraints: [Bool]) {
        self.basicVariables = basicVariables
        self.basicConstraints = basicConstraints
    }
}

/// How branch-and-bound (`glp_intopt`) runs.
public struct IntegerSearch: Sendable, Hashable {
    /// GLPK's MIP presolver: it tightens bounds and removes rows before branching. Off, the LP
    /// relaxation is solved first, which tells an infeasible relaxation from an unbounded one.
    public var presolve: Bool
    /// End the search at the first integer point, reported as optimal: for programs whose
    /// integer points all give the answer (a feasibility model), so proving optimality is
    /// wasted work. The objective then only steers the search.
    public var stopAtFirstIntegerPoint: Bool

    public init(presolve: Bool = false, stopAtFirstIntegerPoint: Bool = false) {
        self.presolve = presolve
        self.stopAtFirstIntegerPoint = stopAtFirstIntegerPoint
    }
}

extension SolveOptions {
    /// GLPK stops the process on a `tol_bnd` outside (0, 1); this refuses it first.
    func validateFeasibilityTolerance() throws(SolverError) {
        guard let tolerance = feasibilityTolerance else { return }
        guard tolerance > 0, tolerance < 1 else {
            throw .invalidModel(reason: "the feasibility tolerance must be greater than 0 and less than 1")
        }
    }
}
