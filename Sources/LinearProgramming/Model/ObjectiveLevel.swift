// ObjectiveLevel.swift
// LinearProgramming
//
// One level of a lexicographic objective, and the row that keeps it optimal
// while later levels are solved.

/// Whether a level minimises or maximises its expression.
public enum OptimizationSense: Hashable, Sendable {
    case minimize
    case maximize
}

/// One objective of a lexicographic list: level *k + 1* only chooses among the
/// (near-)optimal points of levels *0…k*.
public struct ObjectiveLevel: Sendable {
    public var sense: OptimizationSense
    /// The objective; its constant shifts the reported value only.
    public var expression: LinearExpression
    /// An optional name, used in LP text comments.
    public var name: String?

    public init(_ sense: OptimizationSense, _ expression: LinearExpression, name: String? = nil) {
        self.sense = sense
        self.expression = expression
        self.name = name
    }

    /// The row added after this level is solved with value `optimum`.
    ///
    /// It is one-sided: the expression may not get worse than the optimum by
    /// more than `tolerance.slack(for: optimum)`; it cannot get better anyway.
    public func fixingConstraint(optimum: Double, tolerance: LexicographicTolerance) -> Constraint {
        let slack = tolerance.slack(for: optimum)
        switch sense {
        case .minimize:
            return Constraint(expression, upperBound: optimum + slack, name: name)
        case .maximize:
            return Constraint(expression, lowerBound: optimum - slack, name: name)
        }
    }
}

/// How far a solved level may drift from its optimum while later levels are
/// solved: `absolute + relative · |optimum|`.
///
/// Later levels may use this slack: an earlier level's value can end up to
/// `slack` worse than its optimum, and a variable can move by about
/// `slack / |coefficient|` from where the earlier level alone put it.
///
/// The default (`1e-6` absolute, as Gurobi's `ObjNAbsTol`; `1e-9` relative) is
/// wider than GLPK's primal feasibility tolerance (`tol_bnd = 1e-7`), so the
/// optimum found for level *k*, recomputed in floating point, stays feasible
/// for level *k + 1*; and it is far below anything a layout can show (1/1024 pt).
public struct LexicographicTolerance: Hashable, Sendable {
    public var absolute: Double
    public var relative: Double

    public init(absolute: Double = 1e-6, relative: Double = 1e-9) {
        self.absolute = absolute
        self.relative = relative
    }

    public static let `default` = LexicographicTolerance()

    /// The allowed drift for a level whose optimum is `optimum`.
    public func slack(for optimum: Double) -> Double {
        absolute + relative * abs(optimum)
    }

    /// Whether both parts are finite and non-negative.
    public var isValid: Bool {
        absolute.isFinite && relative.isFinite && absolute >= 0 && relative >= 0
    }
}
