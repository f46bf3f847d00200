// ViewBuilder.swift
// LayoutSource
//
// View-builder blocks: each statement is a view (separated by newlines or `;`); `if`/`else`
// with constant conditions; local `let` constants. Closures passed as `content:` arrive here.

import LayoutCore
import SwiftSyntax

extension Translator {
    /// The views of a block, in order.
    func views(in statements: [CodeBlockItemSyntax], scope: Scope) throws(SourceError) -> [ViewDescription] {
        var scope = scope
        let viewCount = statements.filter { if case .decl = $0.item { false } else { true } }.count
        if viewCount != 1 { scope.atRoot = false }
        var result: [ViewDescription] = []
        for item in statements {
            switch item.item {
            case .expr(let expr):
                result.append(try view(expr, in: scope))
            case .stmt(let stmt):
                if let expressionStatement = stmt.as(ExpressionStmtSyntax.self) {
                    result.append(try view(expressionStatement.expression, in: scope))
                } else if let returned = stmt.as(ReturnStmtSyntax.self), let expr = returned.expression,
                    statements.count == 1
                {
                    result.append(try view(expr, in: scope))
                } else {
                    throw error(stmt, "unsupported statement in a view body")
                }
            case .decl(let decl):
                guard let variable = decl.as(VariableDeclSyntax.self) else {
                    throw error(decl, "unsupported declaration in a view body")
                }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let initializer = binding.initializer?.value
                    else {
                        throw error(binding, "a local constant needs a name and a value")
                    }
                    let value = try value(of: initializer, in: scope)
                    scope.locals[name] = try namedConstant(value, type: binding.typeAnnotation?.type, at: initializer)
                }
            }
        }
        return result
    }

    func views(in statements: CodeBlockItemListSyntax, scope: Scope) throws(SourceError) -> [ViewDescription] {
        try views(in: Array(statements), scope: scope)
    }

    /// The statements of a `content:` closure that takes no parameters.
    func contentClosure(_ argument: Argument, callee: String) throws(SourceError) -> ClosureExprSyntax {
        guard let closure = argument.expression.as(ClosureExprSyntax.self) else {
            throw error(argument.expression, "\(callee) content must be a closure { … }")
        }
        if let signature = closure.signature, !Self.parameterNames(signature).isEmpty {
            throw error(signature, "\(callee) content takes no parameters")
        }
        return closure
    }

    /// The views of a parameterless content closure.
    func contentViews(_ argument: Argument, callee: String, scope: Scope) throws(SourceError) -> [ViewDescription] {
        let closure = try contentClosure(argument, callee: callee)
        var inner = scope
        inner.atRoot = false
        return try views(in: closure.statements, scope: inner)
    }

    /// The parameter names of a closure signature (`_` included).
    static func parameterNames(_ signature: ClosureSignatureSyntax) -> [String] {
        switch signature.parameterClause {
        case .simpleInput(let list): return list.map(\.name.text)
        case .parameterClause(let clause): return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return []
        }
    }

    /// The single parameter name of a closure: the declared name, `nil` for `_`, or `$0`.
    func singleParameter(_ closure: ClosureExprSyntax, what: String) throws(SourceError) -> String? {
        guard let signature = closure.signature else { return "$0" }
        let names = Self.parameterNames(signature)
        guard names.count == 1, let name = names.first else {
            throw error(signature, "\(what) closure takes exactly one parameter")
        }
        return name == "_" ? nil : name
    }

    /// `if cond { … } else if … { … } else { … }` with conditions known before layout.
    func conditional(_ ifExpr: IfExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        var current: IfExprSyntax? = ifExpr
        while let branch = current {
            var taken = true
            for condition in branch.conditions {
                guard case .expression(let expr) = condition.condition else {
                    throw error(condition, "only Boolean conditions are supported (no 'if let' or 'case')")
                }
                if try !bool(expr, in: scope) { taken = false }
            }
            var inner = scope
            inner.atRoot = false
            if taken { return .group(try views(in: branch.body.statements, scope: inner)) }
            switch branch.elseBody {
            case .ifExpr(let next): current = next
            case .codeBlock(let block): return .group(try views(in: block.statements, scope: inner))
            case nil: current = nil
            }
        }
        return .empty
    }
}
