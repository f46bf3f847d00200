// Operators.swift
// LayoutInterpreter
//
// Infix and prefix operators. Int op Int stays Int (`/` truncates, dividing by zero is an error
// as in Swift); with a CGFloat operand the other promotes, and an operand made only of integer
// literals is re-read as CGFloat, as Swift types `1 / 2 * x` (0.5·x). Floating-point division by
// zero gives ±∞ or NaN, which flow on to the engines' checks (CORE-10).

import Foundation
import SwiftSyntax

extension Interpreter {
    func infix(_ expr: InfixOperatorExprSyntax, _ hint: TypeHint?) throws -> Value {
        if expr.operator.is(AssignmentExprSyntax.self) {
            try assign(expr.leftOperand, compound: nil, value: expr.rightOperand, at: expr)
            return .void
        }
        if let cast = expr.operator.as(UnresolvedAsExprSyntax.self) {
            throw Failure(cast, "this cast is not supported")
        }
        guard let op = expr.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw Failure(expr.operator, "this operator is not supported in an interpreted layout")
        }
        switch op {
        case "+=", "-=", "*=", "/=", "%=":
            try assign(expr.leftOperand, compound: String(op.dropLast()), value: expr.rightOperand, at: expr)
            return .void
        case "&&":
            return .bool(try truth(expr.leftOperand) && truth(expr.rightOperand))
        case "||":
            return .bool(try truth(expr.leftOperand) || truth(expr.rightOperand))
        case "??":
            let left = try eval(expr.leftOperand, hint.map { .optional($0) })
            return left.isNull ? try eval(expr.rightOperand, hint ?? TypeHint(of: left)) : left
        case "..<", "...":
            let lower = try eval(expr.leftOperand, .int)
            let upper = try eval(expr.rightOperand, .int)
            guard case .int(let low) = lower, case .int(var high) = upper else {
                throw Failure(expr, "ranges must be of Int (found \(lower.typeName) and \(upper.typeName))")
            }
            if op == "..." { high += 1 }
            guard low <= high else { throw Failure(expr, "range requires lowerBound <= upperBound") }
            return .range(lower: low, upper: high)
        default:
            let arithmeticHint: TypeHint? = hint?.unwrapped == .double ? .double : nil
            var left = try eval(expr.leftOperand, arithmeticHint)
            var right = try eval(expr.rightOperand, arithmeticHint ?? TypeHint(of: left))
            if case .double = right, case .int = left, Self.isIntegerLiteralOnly(expr.leftOperand) {
                left = try eval(expr.leftOperand, .double)
            }
            if case .double = left, case .int = right, Self.isIntegerLiteralOnly(expr.rightOperand) {
                right = try eval(expr.rightOperand, .double)
            }
            return try binary(op, left, right, at: expr)
        }
    }

    /// `left op right` on values already evaluated.
    func binary(_ op: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Value {
        switch op {
        case "==": return .bool(try equal(left, right, at: node))
        case "!=": return .bool(!(try equal(left, right, at: node)))
        default: break
        }
        if case .int(let a) = left, case .int(let b) = right {
            switch op {
            case "+", "-", "*":
                let (result, overflow) =
                    op == "+"
                    ? a.addingReportingOverflow(b)
                    : op == "-" ? a.subtractingReportingOverflow(b) : a.multipliedReportingOverflow(by: b)
                if overflow { throw Failure(node, "arithmetic overflow in Int \(op)") }
                return .int(result)
            case "/", "%":
                guard b != 0 else { throw Failure(node, "division by zero in Int \(op)") }
                let (result, overflow) =
                    op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
                if overflow { throw Failure(node, "arithmetic overflow in Int \(op)") }
                return .int(result)
            case "<": return .bool(a < b)
            case "<=": return .bool(a <= b)
            case ">": return .bool(a > b)
            case ">=": return .bool(a >= b)
            default: break
            }
        }
        if let a = left.number, let b = right.number {
            switch op {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": return .double(a / b)
            case "<": return .bool(a < b)
            case "<=": return .bool(a <= b)
            case ">": return .bool(a > b)
            case ">=": return .bool(a >= b)
            case "%":
                throw Failure(node, "'%' is for Int; use truncatingRemainder(dividingBy:) for CGFloat")
            default: break
            }
        }
        if op == "+", case .array(let a) = left, case .array(let b) = right { return .array(a + b) }
        if op == "+", case .string(let a) = left, case .string(let b) = right { return .string(a + b) }
        throw Failure(node, "operator '\(op)' cannot be applied to \(left.typeName) and \(right.typeName)")
    }

    func prefix(_ expr: PrefixOperatorExprSyntax, _ hint: TypeHint?) throws -> Value {
        let op = expr.operator.text
        switch op {
        case "!": return .bool(!(try truth(expr.expression)))
        case "-", "+":
            let value = try eval(expr.expression, hint)
            switch value {
            case .int(let n):
                guard op == "-" else { return value }
                guard n != Int.min else { throw Failure(expr, "arithmetic overflow in Int negation") }
                return .int(-n)
            case .double(let x): return .double(op == "-" ? -x : x)
            default: throw Failure(expr, "unary '\(op)' cannot be applied to \(value.typeName)")
            }
        default:
            throw Failure(expr, "prefix operator '\(op)' is not supported in an interpreted layout")
        }
    }

    /// Swift's `==` on the value types of the subset.
    func equal(_ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Bool {
        switch (left, right) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.size(let a, let b), .size(let c, let d)): return a == c && b == d
        case (.point(let a, let b), .point(let c, let d)): return a == c && b == d
        case (.rect(let a, let b, let c, let d), .rect(let e, let f, let g, let h)):
            return a == e && b == f && c == g && d == h
        case (.proposal(let a, let b), .proposal(let c, let d)): return a == c && b == d
        case (.unitPoint(let a, let b), .unitPoint(let c, let d)): return a == c && b == d
        case (.axis(let a), .axis(let b)): return a == b
        case (.spacing(let a), .spacing(let b)): return a == b
        case (.horizontalAlignment(let a), .horizontalAlignment(let b)): return a == b
        case (.verticalAlignment(let a), .verticalAlignment(let b)): return a == b
        case (.subview(let a), .subview(let b)): return a == b
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) where !(try equal(x, y, at: node)) { return false }
            return true
        default:
            if let a = left.number, let b = right.number { return a == b }
            throw Failure(node, "cannot compare \(left.typeName) and \(right.typeName) with ==")
        }
    }

    /// Whether `expr` is built only from integer literals (Swift types it from its context).
    static func isIntegerLiteralOnly(_ expr: ExprSyntax) -> Bool {
        if expr.is(IntegerLiteralExprSyntax.self) { return true }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isIntegerLiteralOnly(only.expression)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) { return isIntegerLiteralOnly(prefix.expression) }
        if let infix = expr.as(InfixOperatorExprSyntax.self),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(op)
        {
            return isIntegerLiteralOnly(infix.leftOperand) && isIntegerLiteralOnly(infix.rightOperand)
        }
        return false
    }
}
