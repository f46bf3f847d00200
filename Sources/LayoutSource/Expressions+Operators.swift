// Expressions+Operators.swift
// LayoutSource
//
// Operator sequences and prefix operators: folded by precedence with explicit stacks, so long
// sums (`1 + 1 + … + 1`) do not recurse.

import LayoutCore
import SwiftSyntax

extension Translator {
    // MARK: Operators

    /// Folds `a + b * c …` by Swift precedence (shunting-yard, no recursion on the length).
    func fold(_ sequence: SequenceExprSyntax, in scope: Scope) throws(SourceError) -> Value {
        try fold(Array(sequence.elements), at: Syntax(sequence), in: scope)
    }

    /// Folds the operator sequence `elements` (part of the sequence at `node`).
    func fold(_ elements: [ExprSyntax], at sequence: Syntax, in scope: Scope) throws(SourceError) -> Value {
        if elements.count == 1, let only = elements.first { return try value(of: only, in: scope) }
        enum Pending {
            case binary(BinaryOperator, Syntax)
            case ternary(then: Value, Syntax)
            /// `a ?? b`: `a` unless it is nil (NilCoalescingPrecedence, between ranges and comparisons).
            case coalesce
            var precedence: Int {
                switch self {
                case .binary(let op, _): op.precedence
                case .ternary: 1
                case .coalesce: 5
                }
            }
        }
        var operands: [Value] = []
        var operators: [Pending] = []
        func reduce() throws(SourceError) {
            guard let pending = operators.popLast(), operands.count >= 2 else {
                throw error(sequence, "malformed expression")
            }
            let rhs = operands.removeLast(), lhs = operands.removeLast()
            switch pending {
            case .binary(let op, let node):
                operands.append(
                    try arithmetic(node) { () throws(ArithmeticError) in try Arithmetic.apply(op, lhs, rhs) })
            case .ternary(let then, let node):
                switch lhs {
                case .bool(let condition): operands.append(condition ? then : rhs)
                case .standIn: operands.append(rhs) // a stand-in condition is false (StandIns.swift)
                default: throw error(node, "expected a Bool condition before '?'")
                }
            case .coalesce:
                if case .none = lhs { operands.append(rhs) } else { operands.append(lhs) }
            }
        }
        var expectOperand = true
        for element in elements {
            if expectOperand {
                operands.append(try value(of: element, in: scope))
                expectOperand = false
                continue
            }
            let incoming: Pending
            if let binary = element.as(BinaryOperatorExprSyntax.self), binary.operator.text == "??" {
                incoming = .coalesce
            } else if let binary = element.as(BinaryOperatorExprSyntax.self) {
                guard let op = BinaryOperator(rawValue: binary.operator.text) else {
                    throw error(binary, "unsupported operator '\(binary.operator.text)'")
                }
                incoming = .binary(op, Syntax(binary))
            } else if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                incoming = .ternary(then: try value(of: ternary.thenExpression, in: scope), Syntax(ternary))
            } else {
                throw error(element, "unsupported operator '\(SyntaxErrors.shortened(element.trimmedDescription))'")
            }
            // Left-associative operators reduce equal precedence; the ternary is right-associative.
            while let top = operators.last,
                top.precedence > incoming.precedence
                    || (top.precedence == incoming.precedence && incoming.precedence != 1)
            {
                try reduce()
            }
            operators.append(incoming)
            expectOperand = true
        }
        while !operators.isEmpty { try reduce() }
        guard operands.count == 1, let result = operands.first else { throw error(sequence, "malformed expression") }
        return result
    }

    func prefixOperation(_ prefix: PrefixOperatorExprSyntax, in scope: Scope) throws(SourceError) -> Value {
        let operand = try value(of: prefix.expression, in: scope)
        switch prefix.operator.text {
        case "-":
            let literal = Self.isNumberLiteral(prefix.expression)
            return try arithmetic(prefix) { () throws(ArithmeticError) in
                try Arithmetic.negate(operand, literal: literal)
            }
        case "+":
            return operand
        case "!":
            if case .standIn = operand { return .bool(true) } // !false: a stand-in Bool is false
            guard case .bool(let flag) = operand else { throw error(prefix, "'!' needs a Bool") }
            return .bool(!flag)
        default:
            throw error(prefix.operator, "unsupported operator '\(prefix.operator.text)'")
        }
    }

    /// `10`, `2.5`, `.infinity`, `CGFloat.infinity`: written numbers, whose negation is a
    /// negative constant rather than a `negation` expression.
    static func isNumberLiteral(_ expr: ExprSyntax) -> Bool {
        if expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self) { return true }
        if let member = expr.as(MemberAccessExprSyntax.self), numericConstant(member) != nil { return true }
        return false
    }

    /// `.infinity`, `CGFloat.pi`, `Double.nan`, …
    static func numericConstant(_ member: MemberAccessExprSyntax) -> Double? {
        if let base = member.base {
            guard let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
                ["CGFloat", "Double", "Float"].contains(type)
            else { return nil }
        }
        switch member.declName.baseName.text {
        case "infinity": return .infinity
        case "nan": return .nan
        case "pi": return .pi
        case "zero": return 0
        case "greatestFiniteMagnitude": return .greatestFiniteMagnitude
        default: return nil
        }
    }
}
