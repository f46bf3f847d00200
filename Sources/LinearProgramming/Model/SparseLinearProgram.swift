// SparseLinearProgram.swift
// LinearProgramming
//
// A feasibility LP written row by row straight into flat arrays, for generators that already
// hold their rows (the layout compiler): no LinearExpression, name or Constraint per row.

/// A feasibility linear program (no objective, continuous columns) as column bounds, row
/// bounds and a sparse matrix stored row by row.
///
///     var program = SparseLinearProgram()
///     let x = program.addColumn(lowerBound: 0, upperBound: .infinity)
///     let y = program.addColumn(lowerBound: 2, upperBound: 2)
///     program.addEntry(x, 1); program.addEntry(y, -1)
///     program.endRow(lowerBound: 0, upperBound: 0)          // x − y = 0
///     let solution = try GLPKSolver().solve(program)
///
/// ``validate()`` applies the rules of ``LinearProgram/validate()``, and also rejects a
/// column that appears twice in one row (a ``LinearExpression`` merges those; here they
/// would reach GLPK as duplicate entries).
public struct SparseLinearProgram: Sendable {
    public private(set) var columnLower: [Double] = []
    public private(set) var columnUpper: [Double] = []
    public private(set) var rowLower: [Double] = []
    public private(set) var rowUpper: [Double] = []
    /// Where each row's entries start in `entryColumn` / `entryValue`; one more than rows.
    public private(set) var rowStart: [Int] = [0]
    public private(set) var entryColumn: [Int32] = []
    public private(set) var entryValue: [Double] = []

    public init() {}

    public var columnCount: Int { columnLower.count }
    public var rowCount: Int { rowLower.count }
    public var nonzeroCount: Int { entryValue.count }

    /// Reserves room, so that writing a program of known size does not reallocate.
    public mutating func reserveCapacity(columns: Int, rows: Int, nonzeros: Int) {
        columnLower.reserveCapacity(columns)
        columnUpper.reserveCapacity(columns)
        rowLower.reserveCapacity(rows)
        rowUpper.reserveCapacity(rows)
        rowStart.reserveCapacity(rows + 1)
        entryColumn.reserveCapacity(nonzeros)
        entryValue.reserveCapacity(nonzeros)
    }

    /// Adds a column with the given bounds (`-.infinity` / `.infinity` for none).
    @discardableResult
    public mutating func addColumn(lowerBound: Double, upperBound: Double) -> Variable {
        columnLower.append(lowerBound)
        columnUpper.append(upperBound)
        return Variable(index: columnLower.count - 1)
    }

    /// Adds `coefficient · variable` to the row being written.
    public mutating func addEntry(_ variable: Variable, _ coefficient: Double) {
        entryColumn.append(Int32(truncatingIfNeeded: variable.index))
        entryValue.append(coefficient)
    }

    /// Ends the row being written: `lowerBound ≤ Σ entries ≤ upperBound`.
    public mutating func endRow(lowerBound: Double, upperBound: Double) {
        rowLower.append(lowerBound)
        rowUpper.append(upperBound)
        rowStart.append(entryValue.count)
    }

    /// Checks the program before any solver sees it (the rules of ``LinearProgram/validate()``,
    /// plus: no column twice in a row, no entry after the last row).
    ///
    /// - Throws: ``SolverError/invalidModel(reason:)`` naming the first problem.
    public func validate() throws(SolverError) {
        guard columnCount <= LinearProgram.maximumCount, rowCount <= LinearProgram.maximumCount,
            nonzeroCount <= LinearProgram.maximumCount
        else {
            throw .invalidModel(
                reason: "the program has more than \(LinearProgram.maximumCount) columns, rows or nonzeros")
        }
        guard rowStart.last == nonzeroCount else {
            throw .invalidModel(reason: "entries were added after the last row ended")
        }
        for j in 0..<columnCount {
            try LinearProgram.checkBounds(columnLower[j], columnUpper[j], of: "column \(j)")
        }
        // The row in which each column last appeared, to find a column repeated in one row.
        var lastRow = [Int](repeating: -1, count: columnCount)
        for i in 0..<rowCount {
            try LinearProgram.checkBounds(rowLower[i], rowUpper[i], of: "row \(i)")
            for k in rowStart[i]..<rowStart[i + 1] {
                let j = Int(entryColumn[k])
                guard j >= 0 && j < columnCount else {
                    throw .invalidModel(reason: "row \(i) uses column \(j), but the program has \(columnCount)")
                }
                guard entryValue[k].isFinite else {
                    throw .invalidModel(reason: "row \(i) has coefficient \(entryValue[k]) for column \(j)")
                }
                guard lastRow[j] != i else {
                    throw .invalidModel(reason: "row \(i) uses column \(j) twice")
                }
                lastRow[j] = i
            }
        }
    }
}

extension FlatModel {
    /// Flattens `program`, which must have passed ``SparseLinearProgram/validate()``.
    init(_ program: SparseLinearProgram) {
        columnLower = program.columnLower
        columnUpper = program.columnUpper
        columnIsInteger = [Bool](repeating: false, count: program.columnCount)
        rowLower = program.rowLower
        rowUpper = program.rowUpper
        entryColumn = program.entryColumn
        entryValue = program.entryValue
        entryRow.reserveCapacity(program.nonzeroCount)
        for i in 0..<program.rowCount {
            let row = Int32(i)
            for _ in program.rowStart[i]..<program.rowStart[i + 1] { entryRow.append(row) }
        }
    }
}
