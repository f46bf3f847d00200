// Expressions.swift
// LayoutInterpreter
//
// Expression evaluation: literals, names, member access, tuples, arrays, ternaries, `if`/`switch`
// expressions, `!`, `?.`, `as`. Calls, subscripts and operators are in their own files.

import SwiftSyntax

extension Interpreter {
    /// Evaluates `expr`; `hint` types integer literals and implicit members.
    func eval(_ expr: ExprSyntax, _ hint: TypeHint? = nil) throws -> Value {
        if let literal = expr.as(IntegerLiteralExprSyntax.self) {
            let text = literal.literal.text.replacingOccurrences(of: "_", with: "")
            let value = text.hasPrefix("0x") ? Int(text.dropFirst(2), radix: 16) : Int(text)
            guard let value else { throw Failure(expr, "integer literal '\(text)' is out of range") }
            return hint?.unwrapped == .double ? .double(Double(value)) : .int(value)
        }
        if let literal = expr.as(FloatLiteralExprSyntax.self) {
            let text = literal.literal.text.replacingOccurrences(of: "_", with: "")
            guard let value = Double(text) else { throw Failure(expr, "cannot read number '\(text)'") }
            return .double(value)
        }
        if let literal = expr.as(BooleanLiteralExprSyntax.self) {
            return .bool(literal.literal.tokenKind == .keyword(.true))
        }
        if expr.is(NilLiteralExprSyntax.self) { return .null }
        if let literal = expr.as(StringLiteralExprSyntax.self) { return try string(literal) }
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return try name(reference) }
        if let member = expr.as(MemberAccessExprSyntax.self) { return try memberAccess(member, hint) }
        if let call = expr.as(FunctionCallExprSyntax.self) { return try self.call(call, hint) }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) { return try subscriptValue(subscriptCall) }
        if let infix = expr.as(InfixOperatorExprSyntax.self) { return try self.infix(infix, hint) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) { return try self.prefix(prefix, hint) }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return try truth(ternary.condition)
                ? eval(ternary.thenExpression, hint) : eval(ternary.elseExpression, hint)
        }
        if let tuple = expr.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return try eval(only.expression, hint)
            }
            return .tuple(
                try tuple.elements.map { try eval($0.expression) }, labels: tuple.elements.map { $0.label?.text })
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            var element: TypeHint?
            if case .array(let inner)? = hint?.unwrapped { element = inner }
            return .array(try array.elements.map { try eval($0.expression, element) })
        }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) {
            let value = try eval(unwrap.expression, hint)
            if value.isNull { throw Failure(expr, "unexpectedly found nil while unwrapping an optional value") }
            return value
        }
        if let chain = expr.as(OptionalChainingExprSyntax.self) { return try eval(chain.expression, hint) }
        if let cast = expr.as(AsExprSyntax.self) {
            let target = program.typeHint(cast.type)
            return try convert(try eval(cast.expression, target), to: target, at: expr)
        }
        if let ifExpression = expr.as(IfExprSyntax.self) { return try ifValue(ifExpression, hint) }
        if let switchExpression = expr.as(SwitchExprSyntax.self) { return try switchValue(switchExpression, hint) }
        if expr.is(ClosureExprSyntax.self) {
            throw Failure(
                expr, "closures are supported only as arguments of map, filter, reduce, sorted, max(by:) and the like")
        }
        if expr.is(KeyPathExprSyntax.self) {
            throw Failure(expr, "key paths are supported only as arguments of map, sorted and the like (\\.width)")
        }
        throw Failure(expr, "this expression is not supported in an interpreted layout (\(describe(expr)))")
    }

    /// A condition that must be a Bool.
    func truth(_ expr: ExprSyntax) throws -> Bool {
        guard case .bool(let flag) = try eval(expr, .bool) else {
            throw Failure(expr, "a condition must be a Bool")
        }
        return flag
    }

    /// A number (Int or CGFloat), as a Double.
    func number(_ expr: ExprSyntax) throws -> Double {
        let value = try eval(expr, .double)
        guard let number = value.number else {
            throw Failure(expr, "expected a number, found \(value.typeName)")
        }
        return number
    }

    private func string(_ literal: StringLiteralExprSyntax) throws -> Value {
        var text = ""
        for segment in literal.segments {
            guard case .stringSegment(let part) = segment else {
                throw Failure(segment, "string interpolation is not supported in an interpreted layout")
            }
            text += part.content.text
        }
        return .string(text)
    }

    /// A name: a local, a property of the layout, a computed property, a static constant, a type.
    func name(_ reference: DeclReferenceExprSyntax) throws -> Value {
        let name = reference.baseName.text
        if let binding = frame.lookup(name) {
            guard let value = binding.value else {
                throw Failure(reference, "'\(name)' is used before it is given a value")
            }
            return value
        }
        if let value = try member(ofSelf: name, at: reference) { return value }
        if Builtins.typeNames.contains(name) || program.records[name] != nil || name == "Self" {
            return .type(name)
        }
        if program.function(name, labels: []) != nil || program.functions[name] != nil {
            throw Failure(reference, "'\(name)' is a function; call it with its arguments")
        }
        throw Failure(reference, "unknown name '\(name)' in an interpreted layout")
    }

    /// `name` or `self.name`: a stored property, computed property or static constant; nil if none.
    func member(ofSelf name: String, at node: some SyntaxProtocol) throws -> Value? {
        if let value = properties[name] { return value }
        if let computed = program.computed[name] {
            let function = FunctionDef(
                name: name, parameters: [], returnHint: computed.hint, returnsValue: true, body: computed.body,
                node: Syntax(node))
            return try call(function, arguments: [], at: node).result
        }
        if let constant = program.statics[name] {
            return try convert(try eval(constant.value, constant.hint), to: constant.hint, at: node)
        }
        return nil
    }

    private func memberAccess(_ member: MemberAccessExprSyntax, _ hint: TypeHint?) throws -> Value {
        let name = member.declName.baseName.text
        guard let baseExpression = member.base else {
            return try implicitMember(name, hint, at: member)
        }
        if let reference = baseExpression.as(DeclReferenceExprSyntax.self),
            reference.baseName.tokenKind == .keyword(.self)
        {
            if let value = try self.member(ofSelf: name, at: member) { return value }
            throw Failure(member.declName, "the layout has no property '\(name)'")
        }
        let base = try eval(baseExpression)
        if baseExpression.is(OptionalChainingExprSyntax.self), base.isNull { return .null }
        if case .type(let type) = base { return try staticMember(type, name, at: member) }
        return try self.member(name, of: base, at: member)
    }

    /// `.zero`, `.unspecified`, `.topLeading`, … resolved by the expected type.
    func implicitMember(_ name: String, _ hint: TypeHint?, at node: some SyntaxProtocol) throws -> Value {
        if let hint = hint?.unwrapped, let type = Builtins.typeName(of: hint) {
            do { return try staticMember(type, name, at: node) } catch {
                guard let value = Builtins.unambiguousImplicitMembers[name] else { throw error }
                return value
            }
        }
        if let value = Builtins.unambiguousImplicitMembers[name] { return value }
        throw Failure(node, "cannot tell which type '.\(name)' belongs to here; write the type (CGSize.\(name))")
    }

    private func ifValue(_ expression: IfExprSyntax, _ hint: TypeHint?) throws -> Value {
        frame.push()
        defer { frame.pop() }
        if try conditions(expression.conditions) { return try blockValue(expression.body.statements, hint) }
        switch expression.elseBody {
        case .ifExpr(let next)?: return try ifValue(next, hint)
        case .codeBlock(let block)?: return try blockValue(block.statements, hint)
        case nil: return .void
        }
    }

    private func switchValue(_ expression: SwitchExprSyntax, _ hint: TypeHint?) throws -> Value {
        guard let statements = try switchCase(expression) else { return .void }
        return try blockValue(statements, hint)
    }

    /// The value of a branch of an `if`/`switch` expression: its single expression.
    private func blockValue(_ statements: CodeBlockItemListSyntax, _ hint: TypeHint?) throws -> Value {
        guard statements.count == 1, let only = statements.first else {
            throw Failure(statements, "a branch of an if or switch expression must be one expression")
        }
        switch only.item {
        case .expr(let expr): return try eval(expr, hint)
        case .stmt(let stmt):
            if let expressionStatement = stmt.as(ExpressionStmtSyntax.self) {
                return try eval(expressionStatement.expression, hint)
            }
        default: break
        }
        throw Failure(only, "a branch of an if or switch expression must be one expression")
    }

    func describe(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription
        return text.count > 40 ? String(text.prefix(37)) + "…" : text
    }
}
