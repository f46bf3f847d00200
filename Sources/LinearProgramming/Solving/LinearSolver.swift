// LinearSolver.swift
// LinearProgramming
//
// The seam between a LinearProgram and whatever solves it.

/// Something that solves a ``LinearProgram``.
///
/// Conforming types solve the objective levels lexicographically and validate
/// the program (``LinearProgram/validate()``) before calling any native code.
public protocol LinearSolver: Sendable {
    /// Solves `program`, or throws why it could not.
    func solve(_ program: LinearProgram, options: SolveOptions) throws(SolverError) -> Solution
}

extension LinearSolver {
    /// Solves `program` with default options.
    public func solve(_ program: LinearProgram) throws(SolverError) -> Solution {
        try solve(program, options: SolveOptions())
    }
}
