// LinearExpression+Operators.swift
// LinearProgramming
//
// Arithmetic sugar: `3 * x + 2 * y - 4`, `-e`, `e += x`.

// MARK: - Scaling

public func * (coefficient: Double, variable: Variable) -> LinearExpression {
    LinearExpression(variable, coefficient: coefficient)
}

public func * (variable: Variable, coefficient: Double) -> LinearExpression {
    LinearExpression(variable, coefficient: coefficient)
}

public func * (factor: Double, expression: LinearExpression) -> LinearExpression {
    var result = LinearExpression()
    result.add(expression, times: factor)
    return result
}

public func * (expression: LinearExpression, factor: Double) -> LinearExpression {
    factor * expression
}

public prefix func - (variable: Variable) -> LinearExpression {
    LinearExpression(variable, coefficient: -1)
}

public prefix func - (expression: LinearExpression) -> LinearExpression {
    -1 * expression
}

// MARK: - Sums

public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var result = lhs
    result.add(rhs)
    return result
}

public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var result = lhs
    result.add(rhs, times: -1)
    return result
}

public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }

public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    var result = lhs
    result.constant += rhs
    return result
}

public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { -rhs + lhs }
public func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
public func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }

// MARK: - Compound assignment

public func += (lhs: inout LinearExpression, rhs: LinearExpression) { lhs.add(rhs) }
public func -= (lhs: inout LinearExpression, rhs: LinearExpression) { lhs.add(rhs, times: -1) }
public func += (lhs: inout LinearExpression, rhs: Variable) { lhs.add(1, rhs) }
public func -= (lhs: inout LinearExpression, rhs: Variable) { lhs.add(-1, rhs) }
public func += (lhs: inout LinearExpression, rhs: Double) { lhs.constant += rhs }
public func -= (lhs: inout LinearExpression, rhs: Double) { lhs.constant -= rhs }
