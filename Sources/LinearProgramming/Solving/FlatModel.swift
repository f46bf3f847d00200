// FlatModel.swift
// LinearProgramming
//
// A validated program as flat, 0-based arrays: the shape every single-objective
// backend call takes.

/// Columns, rows and the matrix in triplet form, ready for a native solver.
///
/// Built only from a validated ``LinearProgram``. Rows can be appended (the
/// lexicographic driver adds one per solved level).
struct FlatModel: Sendable {
    var columnLower: [Double] = []
    var columnUpper: [Double] = []
    var columnIsInteger: [Bool] = []
    var rowLower: [Double] = []
    var rowUpper: [Double] = []
    var entryRow: [Int32] = []
    var entryColumn: [Int32] = []
    var entryValue: [Double] = []

    var columnCount: Int { columnLower.count }
    var rowCount: Int { rowLower.count }
    var hasIntegerColumns: Bool { columnIsInteger.contains(true) }

    /// Flattens `program`, which must have passed ``LinearProgram/validate()``.
    ///
    /// - Throws: ``SolverError/infeasible`` if an integer variable's bounds
    ///   cross after rounding inward (``VariableDefinition/effectiveBounds``).
    init(_ program: LinearProgram) throws(SolverError) {
        for variable in program.variables {
            let bounds = variable.effectiveBounds
            guard bounds.lower <= bounds.upper else { throw .infeasible }
            columnLower.append(bounds.lower)
            columnUpper.append(bounds.upper)
            columnIsInteger.append(variable.kind != .continuous)
        }
        let nonzeros = program.nonzeroCount
        entryRow.reserveCapacity(nonzeros)
        entryColumn.reserveCapacity(nonzeros)
        entryValue.reserveCapacity(nonzeros)
        for constraint in program.constraints {
            appendRow(constraint)
        }
    }

    /// Appends `constraint` as a row; its constant moves to the bounds.
    mutating func appendRow(_ constraint: Constraint) {
        let row = Int32(rowCount)
        let bounds = constraint.termBounds
        rowLower.append(bounds.lower)
        rowUpper.append(bounds.upper)
        for term in constraint.expression.terms {
            entryRow.append(row)
            entryColumn.append(Int32(term.index))
            entryValue.append(term.coefficient)
        }
    }

    /// The dense objective vector of `expression` (its constant is dropped).
    func objective(_ expression: LinearExpression) -> [Double] {
        var coefficients = [Double](repeating: 0, count: columnCount)
        for term in expression.terms {
            coefficients[term.index] = term.coefficient
        }
        return coefficients
    }
}
