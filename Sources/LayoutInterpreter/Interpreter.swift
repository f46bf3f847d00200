// Interpreter.swift
// LayoutInterpreter
//
// One call from an engine into an interpreted layout: the program, the layout's property values,
// the subviews of this call, the current frame, and the step budget (InterpreterLimits) that
// turns runaway code into an error instead of a hang.

import CustomLayout
import SwiftSyntax

/// How a statement finished.
enum Flow {
    case normal
    case returned(Value)
    case broke(String?)
    case continued(String?)
}

/// Runs the functions of one layout value for one call from an engine.
final class Interpreter {
    let program: LayoutProgram
    let properties: [String: Value]
    let subviews: LayoutSubviews?
    var frame = Frame()
    /// The declared result type of the function running now (types `return 0` as CGFloat).
    var returnHint: TypeHint?
    private var steps = 0
    private var depth = 0

    init(program: LayoutProgram, properties: [String: Value], subviews: LayoutSubviews?) {
        self.program = program
        self.properties = properties
        self.subviews = subviews
    }

    /// Counts one step against the budget.
    func step(_ node: some SyntaxProtocol) throws {
        steps += 1
        if steps > program.limits.steps {
            throw Failure(
                node,
                "the layout ran more than \(program.limits.steps) steps in one call (an endless loop?); "
                    + "make the loop end, or lay out fewer subviews")
        }
    }

    /// Calls `function` with arguments already matched to its parameters. `inout` parameters are
    /// returned with their final values, in parameter order.
    func call(_ function: FunctionDef, arguments: [Value], at node: some SyntaxProtocol) throws -> (
        result: Value, inouts: [Value]
    ) {
        try step(node)
        depth += 1
        defer { depth -= 1 }
        if depth > program.limits.callDepth {
            throw Failure(
                node, "calls nested more than \(program.limits.callDepth) deep (endless recursion?)")
        }
        let saved = (frame, returnHint)
        defer { (frame, returnHint) = saved }
        frame = Frame()
        returnHint = function.returnHint
        for (parameter, argument) in zip(function.parameters, arguments) {
            frame.declare(
                parameter.name,
                Binding(
                    value: try convert(argument, to: parameter.hint, at: node), isMutable: parameter.isInout,
                    hint: parameter.hint))
        }
        let result = try bodyValue(function.body, returnsValue: function.returnsValue)
        if case .void = result, function.returnsValue {
            throw Failure(function.node, "\(function.name) ended without returning a value")
        }
        let inouts = try function.parameters.filter(\.isInout).map { parameter in
            guard let value = frame.lookup(parameter.name)?.value else {
                throw Failure(function.node, "inout parameter '\(parameter.name)' has no value")
            }
            return value
        }
        return (try convert(result, to: function.returnHint, at: node), inouts)
    }

    /// Runs a function or closure body: a body of one expression is its value (Swift's implicit
    /// return); otherwise the value of its `return`, or `.void`.
    func bodyValue(_ statements: CodeBlockItemListSyntax, returnsValue: Bool) throws -> Value {
        if returnsValue, statements.count == 1, let only = statements.first {
            var expression: ExprSyntax?
            switch only.item {
            case .expr(let expr): expression = expr
            case .stmt(let stmt): expression = stmt.as(ExpressionStmtSyntax.self)?.expression
            default: break
            }
            if let expression {
                if Self.isValueExpression(expression) {
                    try step(only)
                    return try eval(expression, returnHint)
                }
            }
        }
        if case .returned(let value) = try execute(statements) { return value }
        return .void
    }

    /// Whether `expression` yields a value: anything but an `if`/`switch` whose branches are not
    /// single expressions (or that `return`), which runs as a statement.
    static func isValueExpression(_ expression: ExprSyntax) -> Bool {
        let branching = expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self)
        guard branching else { return true }
        if expression.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.return) }) {
            return false
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            guard ifExpression.body.statements.count == 1 else { return false }
            switch ifExpression.elseBody {
            case .ifExpr(let next)?: return isValueExpression(ExprSyntax(next))
            case .codeBlock(let block)?: return block.statements.count == 1
            case nil: return false
            }
        }
        guard let switchExpression = expression.as(SwitchExprSyntax.self) else { return false }
        return switchExpression.cases.allSatisfy { element in
            if case .switchCase(let switchCase) = element { return switchCase.statements.count == 1 }
            return false
        }
    }

    /// `value` converted to the declared type: Int to CGFloat, arrays element by element.
    func convert(_ value: Value, to hint: TypeHint?, at node: some SyntaxProtocol) throws -> Value {
        guard let hint else { return value }
        switch (hint.unwrapped, value) {
        case (.double, .int(let n)): return .double(Double(n))
        case (.array(let element?), .array(let items)):
            return .array(try items.map { try convert($0, to: element, at: node) })
        case (.array, .subviews): return .array(value.elements ?? [])
        default: return value
        }
    }
}
