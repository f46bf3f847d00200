// Constraint+Operators.swift
// LinearProgramming
//
// Relational sugar: `3 * x + 2 * y <= 18`, `x + w == y`, `x >= 1`.
//
// There is no `==` between two `Variable`s (it would clash with `Equatable`);
// write `x - y == 0`.

// MARK: - Expression and expression

public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs - rhs, upperBound: 0)
}

public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs - rhs, lowerBound: 0)
}

public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs - rhs, lowerBound: 0, upperBound: 0)
}

// MARK: - Expression and number

public func <= (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs, upperBound: rhs) }
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs, lowerBound: rhs) }
public func == (lhs: LinearExpression, rhs: Double) -> Constraint {
    Constraint(lhs, lowerBound: rhs, upperBound: rhs)
}

// MARK: - Variables

public func <= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) <= rhs }
public func >= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) >= rhs }
public func == (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) == rhs }

public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs <= LinearExpression(rhs) }
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs >= LinearExpression(rhs) }
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs == LinearExpression(rhs) }

public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) <= rhs }
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) >= rhs }
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) == rhs }

public func <= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }
