// LinearProgram+CPLEXText.swift
// LinearProgramming
//
// The program as CPLEX LP text, in pure Swift, in the dialect GLPK reads
// (`glpsol --lp FILE`). For debugging and for checking the solver against glpsol.

extension LinearProgram {
    /// The program with objective level `level` as CPLEX LP text.
    ///
    /// - Names: variable *i* is `x<i>`, constraint *i* is `c<i>`, each followed
    ///   by `_` and its name with every character outside `[A-Za-z0-9_]` replaced
    ///   by `_`, so names are always unique and legal.
    /// - Ranges (two finite, different bounds) become two rows, `…_lo` and
    ///   `…_hi`: GLPK's reader has no double inequalities.
    /// - `earlierOptima[k]` (the value of level *k*, constant included, for
    ///   `k < level`) adds the row that fixes level *k*, `level<k>`, exactly as the
    ///   solver does; pass ``Solution/levelOptima`` to reproduce exactly what a
    ///   level was solved against.
    /// - The format has no objective constant; it is given in a comment, so
    ///   glpsol's reported optimum is the solver's value minus that constant.
    /// - Integer bounds are written as the solver uses them
    ///   (``VariableDefinition/effectiveBounds``).
    ///
    /// - Precondition: `level` is a valid level index, or 0 when there is none;
    ///   `earlierOptima` has at most `level` entries.
    public func cplexLPText(
        level: Int = 0,
        earlierOptima: [Double] = [],
        tolerance: LexicographicTolerance = .default
    ) -> String {
        precondition(objectiveLevels.isEmpty ? level == 0 : objectiveLevels.indices.contains(level))
        precondition(earlierOptima.count <= level)
        var writer = CPLEXTextWriter(program: self)
        let objective = objectiveLevels.isEmpty ? ObjectiveLevel(.minimize, LinearExpression()) : objectiveLevels[level]
        writer.header(level: level, objective: objective)
        writer.objective(objective)
        writer.line("Subject To")
        for (index, constraint) in constraints.enumerated() {
            writer.rows(constraint, label: writer.label("c", index, constraint.name))
        }
        for (index, optimum) in earlierOptima.enumerated() {
            let fixing = objectiveLevels[index].fixingConstraint(optimum: optimum, tolerance: tolerance)
            writer.rows(fixing, label: "level\(index)")
        }
        writer.emptyRowsPlaceholder()
        writer.bounds()
        writer.integers()
        writer.line("End")
        return writer.text
    }
}

/// Accumulates the sections of ``LinearProgram/cplexLPText(level:earlierOptima:tolerance:)``.
private struct CPLEXTextWriter {
    let program: LinearProgram
    private(set) var text = ""
    private var rowCount = 0

    init(program: LinearProgram) {
        self.program = program
    }

    mutating func line(_ string: String) {
        text += string + "\n"
    }

    /// `prefix<index>` plus `_<sanitised name>` when there is a name.
    func label(_ prefix: String, _ index: Int, _ name: String?) -> String {
        guard let name, !name.isEmpty else { return "\(prefix)\(index)" }
        let legal = name.prefix(200).map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" }
        return "\(prefix)\(index)_\(String(legal))"
    }

    private func column(_ variable: Variable) -> String {
        label("x", variable.index, program.variables[variable.index].name)
    }

    /// Some column to carry a zero coefficient where the format needs one.
    private var anyColumn: String {
        program.variables.isEmpty ? "unused" : column(Variable(index: 0))
    }

    // MARK: - Sections

    mutating func header(level: Int, objective: ObjectiveLevel) {
        line(
            "\\ LayoutLab LinearProgram: \(program.variables.count) variables, \(program.constraints.count) constraints"
        )
        let count = program.objectiveLevels.count
        let name = objective.name.map { " (\($0))" } ?? ""
        line(count == 0 ? "\\ no objective: any feasible point" : "\\ objective level \(level) of \(count)\(name)")
        if objective.expression.constant != 0 {
            line("\\ objective constant \(number(objective.expression.constant)) is not included below")
        }
    }

    mutating func objective(_ objective: ObjectiveLevel) {
        line(objective.sense == .minimize ? "Minimize" : "Maximize")
        line(" obj: \(sum(objective.expression))")
    }

    /// One row, or two for a range; a free row is kept as a comment.
    mutating func rows(_ constraint: Constraint, label: String) {
        let terms = sum(constraint.expression)
        let (lower, upper) = constraint.termBounds
        rowCount += 1
        switch (lower.isFinite, upper.isFinite) {
        case (true, true) where lower == upper:
            line(" \(label): \(terms) = \(number(lower))")
        case (true, true):
            line(" \(label)_lo: \(terms) >= \(number(lower))")
            line(" \(label)_hi: \(terms) <= \(number(upper))")
        case (true, false):
            line(" \(label): \(terms) >= \(number(lower))")
        case (false, true):
            line(" \(label): \(terms) <= \(number(upper))")
        case (false, false):
            rowCount -= 1
            line("\\ \(label): \(terms) is free")
        }
    }

    /// GLPK's reader rejects an empty constraints section.
    mutating func emptyRowsPlaceholder() {
        if rowCount == 0 {
            line(" no_rows: 0 \(anyColumn) >= 0")
        }
    }

    mutating func bounds() {
        line("Bounds")
        if program.variables.isEmpty {
            line(" unused = 0")
        }
        for (index, definition) in program.variables.enumerated() {
            let name = column(Variable(index: index))
            let (lower, upper) = definition.effectiveBounds
            if lower == upper {
                line(" \(name) = \(number(lower))")
            } else if lower == -.infinity && upper == .infinity {
                line(" \(name) free")
            } else {
                line(" \(bound(lower)) <= \(name) <= \(bound(upper))")
            }
        }
    }

    /// Binaries with bounds exactly `0...1` go to `Binary`, other integers
    /// (and tightened binaries, whose bounds `Binary` would reset) to `General`.
    mutating func integers() {
        var general: [String] = []
        var binary: [String] = []
        for (index, definition) in program.variables.enumerated() where definition.kind != .continuous {
            let bounds = definition.effectiveBounds
            let isPlainBinary = definition.kind == .binary && bounds.lower == 0 && bounds.upper == 1
            if isPlainBinary {
                binary.append(column(Variable(index: index)))
            } else {
                general.append(column(Variable(index: index)))
            }
        }
        if !general.isEmpty {
            line("General")
            general.forEach { line(" \($0)") }
        }
        if !binary.isEmpty {
            line("Binary")
            binary.forEach { line(" \($0)") }
        }
    }

    // MARK: - Numbers and sums

    /// `3 x0 - 2 x1`; `0 x0` for an expression without terms. No constant.
    private func sum(_ expression: LinearExpression) -> String {
        let terms = expression.sortedTerms
        guard !terms.isEmpty else { return "0 \(anyColumn)" }
        var result = ""
        for (offset, term) in terms.enumerated() {
            let sign = term.coefficient < 0 ? "-" : "+"
            if offset > 0 || sign == "-" {
                result += offset > 0 ? " \(sign) " : "- "
            }
            result += "\(number(abs(term.coefficient))) \(column(term.variable))"
        }
        return result
    }

    private func number(_ value: Double) -> String {
        "\(value)"
    }

    private func bound(_ value: Double) -> String {
        value == .infinity ? "+inf" : value == -.infinity ? "-inf" : number(value)
    }
}
