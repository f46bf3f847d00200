// Arithmetic.swift
// LayoutSource
//
// Binary and prefix operators on Values. Layout numbers stay linear LayoutExpressions:
// products and quotients need a constant factor ("nonlinear expression" otherwise).

import LayoutCore

/// The operators the front end evaluates.
enum BinaryOperator: String {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case halfOpenRange = "..<", closedRange = "..."
    case equal = "==", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
    case and = "&&", or = "||"

    /// Swift's precedence groups (higher binds tighter).
    var precedence: Int {
        switch self {
        case .multiply, .divide, .remainder: 8
        case .add, .subtract: 7
        case .halfOpenRange, .closedRange: 6
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual: 4
        case .and: 3
        case .or: 2
        }
    }
}

/// Why an operation failed (the caller adds the location).
struct ArithmeticError: Error {
    let message: String
}

enum Arithmetic {
    static func apply(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value) throws(ArithmeticError) -> Value {
        if case .standIn = lhs, case .standIn = rhs, op == .equal || op == .notEqual {
            return .bool((lhs.interpolated == rhs.interpolated) == (op == .equal))
        }
        if case .standIn(let standIn) = lhs { return try apply(op, operand(standIn, beside: rhs), rhs) }
        if case .standIn(let standIn) = rhs { return try apply(op, lhs, operand(standIn, beside: lhs)) }
        switch op {
        case .add, .subtract, .multiply, .divide, .remainder:
            if case .string(let a) = lhs, case .string(let b) = rhs, op == .add { return .string(a + b) }
            return try numeric(op, lhs, rhs)
        case .halfOpenRange, .closedRange:
            let lower = try integer(lhs), upper = try integer(rhs)
            let span = upper.subtractingReportingOverflow(lower)
            guard !span.overflow, span.partialValue < Int(Int32.max) else {
                throw ArithmeticError(message: "range \(lower) to \(upper) is too large")
            }
            if op == .halfOpenRange {
                guard lower <= upper else {
                    throw ArithmeticError(
                        message: "invalid range \(lower)..<\(upper): the lower bound exceeds the upper bound")
                }
                return .range(lower: lower, upper: upper)
            }
            guard lower <= upper, upper < Int.max else {
                throw ArithmeticError(message: "invalid range \(lower)...\(upper)")
            }
            return .range(lower: lower, upper: upper + 1)
        case .equal, .notEqual:
            let same: Bool
            switch (lhs, rhs) {
            case (.string(let a), .string(let b)): same = a == b
            case (.bool(let a), .bool(let b)): same = a == b
            case (.enumCase(let a), .enumCase(let b)): same = a == b
            case (.none, .none): same = true
            case (.none, _), (_, .none): same = false
            default: same = try double(lhs) == double(rhs)
            }
            return .bool(op == .equal ? same : !same)
        case .less, .lessEqual, .greater, .greaterEqual:
            let a = try double(lhs), b = try double(rhs)
            switch op {
            case .less: return .bool(a < b)
            case .lessEqual: return .bool(a <= b)
            case .greater: return .bool(a > b)
            default: return .bool(a >= b)
            }
        case .and, .or:
            guard case .bool(let a) = lhs, case .bool(let b) = rhs else {
                throw ArithmeticError(message: "'\(op.rawValue)' needs Bool operands")
            }
            return .bool(op == .and ? (a && b) : (a || b))
        }
    }

    /// A stand-in beside `other` reads as its placeholder text, false, no enum case, present
    /// (not nil) or 0 (StandIns.swift).
    private static func operand(_ standIn: StandIn, beside other: Value) -> Value {
        switch other {
        case .string: .string(standIn.placeholder)
        case .bool: .bool(false)
        case .enumCase: .enumCase("")
        case .none: .string(standIn.placeholder)
        default: .integer(0, isLiteral: false)
        }
    }

    private static func numeric(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value) throws(ArithmeticError) -> Value {
        // Int arithmetic when a typed Int is involved and the other side is an integer too.
        if case .integer(let a, let aLiteral) = lhs, case .integer(let b, let bLiteral) = rhs {
            if !aLiteral || !bLiteral || op == .remainder {
                return .integer(try intOperation(op, a, b), isLiteral: aLiteral && bLiteral)
            }
        }
        guard op != .remainder else { throw ArithmeticError(message: "'%' needs integer operands") }
        let (a, aDerived) = try real(lhs), (b, bDerived) = try real(rhs)
        let fold = (aDerived || bDerived)
        if fold, let x = a.constantValue, let y = b.constantValue {
            let result: Double
            switch op {
            case .add: result = x + y
            case .subtract: result = x - y
            case .multiply: result = x * y
            default: result = x / y
            }
            return .real(.constant(result), isDerived: true)
        }
        switch op {
        case .add: return .real(.sum(a, b), isDerived: false)
        case .subtract: return .real(.difference(a, b), isDerived: false)
        case .multiply:
            if b.isConstantEvaluable { return .real(.product(a, b.constantResult), isDerived: false) }
            if a.isConstantEvaluable { return .real(.product(b, a.constantResult), isDerived: false) }
            throw ArithmeticError(message: "nonlinear expression: a product needs a constant factor")
        default:
            if b.isConstantEvaluable { return .real(.quotient(a, b.constantResult), isDerived: false) }
            throw ArithmeticError(message: "nonlinear expression: a divisor must be constant")
        }
    }

    private static func intOperation(_ op: BinaryOperator, _ a: Int, _ b: Int) throws(ArithmeticError) -> Int {
        let result: (partialValue: Int, overflow: Bool)
        switch op {
        case .add: result = a.addingReportingOverflow(b)
        case .subtract: result = a.subtractingReportingOverflow(b)
        case .multiply: result = a.multipliedReportingOverflow(by: b)
        case .divide, .remainder:
            guard b != 0 else { throw ArithmeticError(message: "division by zero") }
            result = op == .divide ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
        default: throw ArithmeticError(message: "'\(op.rawValue)' is not an arithmetic operator")
        }
        guard !result.overflow else { throw ArithmeticError(message: "integer overflow") }
        return result.partialValue
    }

    /// Prefix `-`. `literal` is true when the operand is written as a number literal (`-10`,
    /// `-.infinity`): that is a negative constant, not a negation.
    static func negate(_ value: Value, literal: Bool) throws(ArithmeticError) -> Value {
        switch value {
        case .integer(let n, let isLiteral):
            if literal || !isLiteral {
                guard n != Int.min else { throw ArithmeticError(message: "integer overflow") }
                return .integer(-n, isLiteral: isLiteral)
            }
            return .real(.negation(.constant(Double(n))), isDerived: false)
        case .real(let expression, let derived):
            if literal || derived, let x = expression.constantValue {
                return .real(.constant(-x), isDerived: derived)
            }
            return .real(.negation(expression), isDerived: false)
        default:
            throw ArithmeticError(message: "cannot negate \(value.kindName)")
        }
    }

    /// A number as a real expression and whether it is derived from a named constant.
    static func real(_ value: Value) throws(ArithmeticError) -> (LayoutExpression, Bool) {
        switch value {
        case .integer(let n, let literal): return (.constant(Double(n)), !literal)
        case .real(let expression, let derived): return (expression, derived)
        case .standIn: return (.constant(0), true) // a stand-in number is 0 (StandIns.swift)
        default: throw ArithmeticError(message: "expected a number, found \(value.kindName)")
        }
    }

    /// A number that must be known without layout (no proxy, no view dimensions).
    static func double(_ value: Value) throws(ArithmeticError) -> Double {
        let (expression, _) = try real(value)
        guard expression.isConstantEvaluable else {
            throw ArithmeticError(message: "expected a constant number here, not one computed during layout")
        }
        return expression.constantResult
    }

    /// An integer (an integral constant number is accepted).
    static func integer(_ value: Value) throws(ArithmeticError) -> Int {
        if case .integer(let n, _) = value { return n }
        let x = try double(value)
        guard x == x.rounded(), abs(x) < 9.0e18 else {
            throw ArithmeticError(message: "expected an integer, found \(x)")
        }
        return Int(x)
    }
}
