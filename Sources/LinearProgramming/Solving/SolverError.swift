// SolverError.swift
// LinearProgramming
//
// Every way a solve can fail, as one typed error.

/// Why a solve produced no ``Solution``.
public enum SolverError: Error, Hashable, Sendable {
    /// No point satisfies the constraints (for a MIP: its LP relaxation or the
    /// search proved it). Also thrown when integer bounds cross after rounding.
    case infeasible
    /// The objective of some level can improve without limit (for a MIP: its LP
    /// relaxation is unbounded).
    case unbounded
    /// The time limit ran out before any feasible point was found. When a point
    /// was found, the solve returns it with ``Solution/Status/timeLimitReached``.
    case timeLimit
    /// The program or the options were rejected before the solver was called.
    case invalidModel(reason: String)
    /// GLPK failed. `code` is the return code of the failing GLPK routine
    /// (`GLP_E…`, for example 5 for `GLP_EFAIL`), or ``fatalErrorCode`` when GLPK
    /// raised a fatal error that the bridge's error hook caught.
    case glpkFailure(code: Int32)
    /// libglpk could not be loaded (it is loaded on first use, so LayoutLab builds and runs
    /// its GLPK-free parts without it); `reason` names the package to install.
    case glpkUnavailable(reason: String)

    /// The ``glpkFailure(code:)`` code of a caught fatal GLPK error (misuse of
    /// the API). GLPK's own return codes are positive.
    public static let fatalErrorCode: Int32 = -1
}

extension SolverError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .infeasible: "infeasible"
        case .unbounded: "unbounded"
        case .timeLimit: "time limit reached before a feasible point was found"
        case .invalidModel(let reason): "invalid model: \(reason)"
        case .glpkFailure(let code) where code == Self.fatalErrorCode: "GLPK fatal error (caught)"
        case .glpkFailure(let code): "GLPK failure, code \(code)"
        case .glpkUnavailable(let reason): reason
        }
    }
}
