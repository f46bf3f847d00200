// ViewBuilder.swift
// LayoutSource
//
// View-builder blocks: each statement is a view (separated by newlines or `;`); `if`/`else`
// with constant conditions and `if let`; `#if` (CompileConditions.swift); local `let`
// constants (values or views); `let _ = …` and a final `return` as in function bodies.
// Closures passed as `content:` arrive here. `switch` is in SwitchViews.swift.

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
                if Self.isAssignment(expr) { continue }
                result.append(try view(expr, in: scope))
            case .stmt(let stmt):
                if let expressionStatement = stmt.as(ExpressionStmtSyntax.self),
                    Self.isAssignment(expressionStatement.expression)
                {
                    continue
                }
                if let expressionStatement = stmt.as(ExpressionStmtSyntax.self) {
                    result.append(try view(expressionStatement.expression, in: scope))
                } else if let returned = stmt.as(ReturnStmtSyntax.self), let expr = returned.expression {
                    result.append(try view(expr, in: scope))
                    return result
                } else {
                    throw error(
                        stmt,
                        "unsupported statement in a view body: only views, 'let', 'if', 'switch', '#if' and a final "
                            + "'return' are read")
                }
            case .decl(let decl):
                if let config = decl.as(IfConfigDeclSyntax.self) {
                    if case .statements(let chosen)? = CompileConditions.chosenClause(config)?.elements {
                        var inner = scope
                        inner.atRoot = false
                        result.append(.group(try views(in: chosen, scope: inner)))
                    }
                    continue
                }
                guard let variable = decl.as(VariableDeclSyntax.self) else {
                    throw error(decl, "unsupported declaration in a view body: only 'let' and 'var' constants are read")
                }
                try declareLocals(variable, in: &scope)
            }
        }
        return result
    }

    /// `let x = value`, `let header = Text("a")` (a view value), `let _ = …` (skipped).
    private func declareLocals(_ variable: VariableDeclSyntax, in scope: inout Scope) throws(SourceError) {
        for binding in variable.bindings {
            if binding.pattern.is(WildcardPatternSyntax.self) { continue } // `let _ = Self._printChanges()`
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let initializer = binding.initializer?.value
            else {
                throw error(binding, "a local constant needs a name and a value")
            }
            let value: Value
            do {
                value = try self.value(of: initializer, in: scope)
            } catch {
                guard let call = initializer.as(FunctionCallExprSyntax.self) ?? Self.chainBase(initializer),
                    Self.looksLikeType(call.calledExpression.trimmedDescription)
                else { throw error }
                var inner = scope
                inner.atRoot = false
                scope.locals[name] = .view(try view(initializer, in: inner))
                continue
            }
            scope.locals[name] = try namedConstant(value, type: binding.typeAnnotation?.type, at: initializer)
        }
    }

    /// `Logger.shared.isEnabled = true` in a preview: a side effect, not a view; skipped.
    static func isAssignment(_ expr: ExprSyntax) -> Bool {
        guard let sequence = expr.as(SequenceExprSyntax.self) else {
            return expr.is(InfixOperatorExprSyntax.self)
                && expr.as(InfixOperatorExprSyntax.self)!.operator.is(AssignmentExprSyntax.self)
        }
        return sequence.elements.contains { $0.is(AssignmentExprSyntax.self) }
    }

    /// The innermost call of a modifier chain (`Text("a")` in `Text("a").bold()`).
    static func chainBase(_ expr: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expr
        while let call = current.as(FunctionCallExprSyntax.self) {
            guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return call }
            current = base
        }
        return nil
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

    /// `if cond { … } else if … { … } else { … }` with conditions known before layout, and
    /// `if let x = optional` / `if let x` (taken unless the value is nil; a stand-in optional is
    /// nil, StandIns.swift).
    func conditional(_ ifExpr: IfExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        var current: IfExprSyntax? = ifExpr
        while let branch = current {
            var taken = true
            var inner = scope
            inner.atRoot = false
            for condition in branch.conditions where taken {
                switch condition.condition {
                case .expression(let expr):
                    if try !bool(expr, in: inner) { taken = false }
                case .optionalBinding(let binding):
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                        throw error(binding.pattern, "only 'if let name = value' is supported")
                    }
                    let value: Value
                    if let initializer = binding.initializer?.value {
                        value = try self.value(of: initializer, in: inner)
                    } else {
                        value = try lookup(name, at: Syntax(binding.pattern), in: inner)
                    }
                    if case .none = value { taken = false } else { inner.locals[name] = value }
                case .availability(let availability):
                    // ROOT-1's profile is a current iPhone: `#available` holds, `#unavailable` does not.
                    if availability.availabilityKeyword.tokenKind == .poundUnavailable { taken = false }
                case .matchingPattern(let match):
                    // `if case .loaded(let items) = state` (STANDIN-3): matched like a switch case;
                    // a stand-in subject does not match (a condition on a stand-in is false).
                    let subject = try value(of: match.initializer.value, in: inner)
                    if case .standIn = subject {
                        taken = false
                    } else if let bindings = try matches(match.pattern, subject, in: inner) {
                        inner.locals.merge(bindings) { $1 }
                    } else {
                        taken = false
                    }
                }
            }
            if taken { return .group(try views(in: branch.body.statements, scope: inner)) }
            inner = scope
            inner.atRoot = false
            switch branch.elseBody {
            case .ifExpr(let next): current = next
            case .codeBlock(let block): return .group(try views(in: block.statements, scope: inner))
            case nil: current = nil
            }
        }
        return .empty
    }
}
