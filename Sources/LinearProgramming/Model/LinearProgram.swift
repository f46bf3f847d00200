// LinearProgram.swift
// LinearProgramming
//
// A (mixed-integer) linear program with lexicographic objective levels.
// Pure data: building one calls no solver.

/// A linear or mixed-integer program: variables, constraints and a list of
/// objective levels optimised lexicographically.
///
///     var program = LinearProgram()
///     let x = program.addVariable("x")
///     let y = program.addVariable("y")
///     program.addConstraint(3 * x + 2 * y <= 18)
///     program.maximize(3 * x + 5 * y)
///     let solution = try GLPKSolver().solve(program)
///
/// With several levels, level *k + 1* is optimised only over points that keep
/// levels *0…k* at their optimum (within ``LexicographicTolerance``). With no
/// level the solver looks for any feasible point.
public struct LinearProgram: Sendable {
    /// The variables, indexed by ``Variable/index``.
    public private(set) var variables: [VariableDefinition] = []
    /// The constraints, in insertion order.
    public private(set) var constraints: [Constraint] = []
    /// The objectives, most important first.
    public private(set) var objectiveLevels: [ObjectiveLevel] = []

    public init() {}

    // MARK: - Variables

    /// Adds a variable; the default domain is `0...∞`, as in CPLEX LP text.
    @discardableResult
    public mutating func addVariable(
        _ name: String? = nil,
        lowerBound: Double = 0,
        upperBound: Double = .infinity,
        kind: VariableKind = .continuous
    ) -> Variable {
        variables.append(VariableDefinition(name: name, lowerBound: lowerBound, upperBound: upperBound, kind: kind))
        return Variable(index: variables.count - 1)
    }

    /// Adds a variable that takes the value 0 or 1.
    @discardableResult
    public mutating func addBinaryVariable(_ name: String? = nil) -> Variable {
        addVariable(name, lowerBound: 0, upperBound: 1, kind: .binary)
    }

    /// The definition of `variable`.
    ///
    /// - Precondition: `variable` belongs to this program.
    public subscript(variable: Variable) -> VariableDefinition {
        get { variables[variable.index] }
        set { variables[variable.index] = newValue }
    }

    // MARK: - Constraints

    /// Adds `constraint`, replacing its name when `name` is given.
    public mutating func addConstraint(_ constraint: Constraint, name: String? = nil) {
        var constraint = constraint
        if let name { constraint.name = name }
        constraints.append(constraint)
    }

    // MARK: - Objectives

    /// Appends a level below the existing ones.
    public mutating func addObjectiveLevel(_ level: ObjectiveLevel) {
        objectiveLevels.append(level)
    }

    /// Appends a level that minimises `expression`.
    public mutating func minimize(_ expression: LinearExpression, name: String? = nil) {
        addObjectiveLevel(ObjectiveLevel(.minimize, expression, name: name))
    }

    /// Appends a level that maximises `expression`.
    public mutating func maximize(_ expression: LinearExpression, name: String? = nil) {
        addObjectiveLevel(ObjectiveLevel(.maximize, expression, name: name))
    }

    // MARK: - Counts

    /// The number of non-zero coefficients in the constraint matrix.
    public var nonzeroCount: Int {
        constraints.reduce(0) { $0 + $1.expression.termCount }
    }

    /// The number of variables of `kind`.
    public func variableCount(of kind: VariableKind) -> Int {
        variables.count(where: { $0.kind == kind })
    }
}
