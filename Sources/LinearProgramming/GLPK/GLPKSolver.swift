// GLPKSolver.swift
// LinearProgramming
//
// The LinearSolver backed by GLPK. The only Swift file that imports the C
// bridge; everything GLPK-specific on the Swift side is here.

import CGLPKBridge
import Synchronization

/// Solves programs with GLPK 5, loaded on first use (primal simplex, `glp_intopt` for integer
/// variables, `glp_exact` on request), one C call per objective level.
///
/// **Threads.** Each level is one synchronous call, `CGLPKSolve`, that creates,
/// solves and deletes its `glp_prob` on the calling thread; no `await` can
/// occur inside it, so the problem cannot move to another thread (which would
/// abort the process). Debian's libglpk keeps its environment per thread (TLS),
/// so calls on different threads share nothing and need no lock: solve from as
/// many threads as you like. If a libglpk without TLS is linked, the calls are
/// serialised through a process-wide `Mutex` instead.
///
/// **Errors.** A fatal GLPK error (API misuse) is caught in C by an error hook
/// that `longjmp`s to a `setjmp` in the bridge (never across a Swift frame) and
/// frees the thread's GLPK environment; the solve throws
/// ``SolverError/glpkFailure(code:)`` and the next solve starts afresh.
/// ``LinearProgram/validate()`` runs first, so a valid program never gets there.
public struct GLPKSolver: LinearSolver {
    public init() {}

    public func solve(_ program: LinearProgram, options: SolveOptions) throws(SolverError) -> Solution {
        try solveLexicographically(program, options: options) { request throws(SolverError) in
            try Self.solveLevel(request)
        }
    }

    /// Solves the feasibility program `program` in one GLPK call (validated first, like a
    /// ``LinearProgram``): the fast path for generators that write flat rows.
    public func solve(_ program: SparseLinearProgram, options: SolveOptions = SolveOptions()) throws(SolverError)
        -> Solution
    {
        try solveFeasibility(program, options: options) { request throws(SolverError) in
            try Self.solveLevel(request)
        }
    }

    // MARK: - One level

    /// Whether libglpk was built with thread-local environments.
    private static let environmentIsThreadLocal = CGLPKHasThreadLocalEnvironment() != 0
    /// Why libglpk cannot be loaded (asked only after a solve reported it unavailable).
    private static var unavailableReason: String {
        CGLPKUnavailableReason().map { String(cString: $0) } ?? "GLPK is not available"
    }
    /// Serialises calls only when the environment is shared by all threads.
    private static let sharedEnvironmentLock = Mutex(())

    private static func solveLevel(_ request: LevelRequest) throws(SolverError) -> LevelResult {
        let (result, values) =
            environmentIsThreadLocal
            ? callBridge(request) : sharedEnvironmentLock.withLock { _ in callBridge(request) }
        let point = LevelResult(
            values: values, objective: result.objective, isOptimal: result.status == .optimal,
            exactDeviation: result.exactChecked != 0 ? result.exactDeviation : nil, nodes: Int(result.nodes))
        switch result.status {
        case .optimal, .feasible: return point
        case .infeasible: throw .infeasible
        case .unbounded: throw .unbounded
        case .timeLimit: throw .timeLimit
        case .solverFailure, .glpkError: throw .glpkFailure(code: result.glpkCode)
        case .unavailable: throw .glpkUnavailable(reason: unavailableReason)
        }
    }

    /// Passes `request` to `CGLPKSolve` as flat arrays. The pointers live only
    /// for the duration of the call.
    private static func callBridge(_ request: LevelRequest) -> (CGLPKResult, [Double]) {
        let model = request.model
        // Pack the arrays so that only four buffers need pinning.
        var doubles: [Double] = []
        doubles.reserveCapacity(4 * model.columnCount + 2 * model.rowCount + model.entryValue.count)
        let columnUpperOffset = model.columnCount
        let objectiveOffset = 2 * model.columnCount
        let rowLowerOffset = 3 * model.columnCount
        let rowUpperOffset = rowLowerOffset + model.rowCount
        let entryValueOffset = rowUpperOffset + model.rowCount
        for part in [
            model.columnLower, model.columnUpper, request.objective, model.rowLower, model.rowUpper, model.entryValue,
        ] {
            doubles.append(contentsOf: part)
        }
        let indices = model.entryRow + model.entryColumn
        let integer = model.columnIsInteger.map { UInt8($0 ? 1 : 0) }
        // Basis flags: columns then rows, in one buffer (empty = no hint).
        let basisFlags = request.basis.map { ($0.columns + $0.rows).map { UInt8($0 ? 1 : 0) } } ?? []

        var options = CGLPKOptions()
        options.timeLimitMilliseconds = request.timeLimitMilliseconds ?? 0
        options.integer = model.hasIntegerColumns ? 1 : 0
        options.exact = request.exact ? 1 : 0
        options.injectMisuse = request.injectMisuse ? 1 : 0
        options.mipPresolve = request.integerSearch.presolve ? 1 : 0
        options.firstIntegerPoint = request.integerSearch.stopAtFirstIntegerPoint ? 1 : 0
        options.feasibilityTolerance = request.feasibilityTolerance ?? 0

        var values = [Double](repeating: 0, count: model.columnCount)
        var result = CGLPKResult()
        doubles.withUnsafeBufferPointer { doubles in
            indices.withUnsafeBufferPointer { indices in
                integer.withUnsafeBufferPointer { integer in
                    basisFlags.withUnsafeBufferPointer { basisFlags in
                        values.withUnsafeMutableBufferPointer { values in
                            let d = doubles.baseAddress
                            var cModel = CGLPKModel()
                            cModel.columnCount = Int32(model.columnCount)
                            cModel.columnLower = d
                            cModel.columnUpper = d.map { $0 + columnUpperOffset }
                            cModel.columnIsInteger = integer.baseAddress
                            cModel.objective = d.map { $0 + objectiveOffset }
                            cModel.maximize = request.maximize ? 1 : 0
                            cModel.rowCount = Int32(model.rowCount)
                            cModel.rowLower = d.map { $0 + rowLowerOffset }
                            cModel.rowUpper = d.map { $0 + rowUpperOffset }
                            cModel.entryCount = Int32(model.entryValue.count)
                            cModel.entryRow = indices.baseAddress
                            cModel.entryColumn = indices.baseAddress.map { $0 + model.entryValue.count }
                            cModel.entryValue = d.map { $0 + entryValueOffset }
                            if !basisFlags.isEmpty {
                                cModel.columnIsBasic = basisFlags.baseAddress
                                cModel.rowIsBasic = basisFlags.baseAddress.map { $0 + model.columnCount }
                            }
                            result.columnValues = values.baseAddress
                            _ = CGLPKSolve(&cModel, &options, &result)
                            result.columnValues = nil
                        }
                    }
                }
            }
        }
        return (result, values)
    }
}
