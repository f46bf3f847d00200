// CustomViews.swift
// LayoutSource
//
// `Name(arguments) { content }` for a View struct (or ViewModifier) declared in the input: the
// arguments bind its stored properties through the memberwise initializer or through a custom
// `init` that assigns them; its body is a layout-neutral group (CORE-5). Trailing-closure
// content (`Card { Text("a") }` with `let content: Content` or `@ViewBuilder var content: () ->
// Content`) is read in the caller's scope and becomes a view value.

import LayoutCore
import SwiftSyntax

extension Translator {
    /// Property wrappers whose value nobody passes to the memberwise initializer.
    static let unpassedWrappers: Set<String> = [
        "Environment", "EnvironmentObject", "FocusState", "Namespace", "AppStorage", "SceneStorage", "Query",
        "FetchRequest", "GestureState", "AccessibilityFocusState",
    ]

    /// `Name(property: value, …)`: a custom view; its body is a layout-neutral group (CORE-5).
    func customView(_ decl: ViewStructDecl, call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError)
        -> ViewDescription
    {
        guard let body = decl.body else {
            throw error(call.calledExpression, "\(decl.name) has no 'var body: some View { … }'")
        }
        guard !expansionStack.contains(decl.name) else {
            throw error(
                call.calledExpression,
                "\(decl.name) uses itself recursively (\((expansionStack + [decl.name]).joined(separator: " → ")))")
        }
        let instance = try instantiate(decl, call: call, in: scope)
        expansionStack.append(decl.name)
        defer { expansionStack.removeLast() }
        let inner = Scope(instance: instance, readerDepth: scope.readerDepth, atRoot: scope.atRoot)
        return Self.hoistingIgnoresSafeArea(try views(in: body, scope: inner), atRoot: scope.atRoot)
    }

    /// An instance of `decl` with the property values `call` gives it.
    func instantiate(_ decl: ViewStructDecl, call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError)
        -> StructInstance
    {
        if !decl.initializers.isEmpty { return try initialized(decl, call: call, in: scope) }
        let properties = decl.storedProperties.filter {
            !Self.unpassedWrappers.contains($0.wrapper ?? "") && !($0.initializer != nil && Self.isLet($0))
        }
        let parameters = properties.map { property in
            let type = property.type.map { Self.simplifiedType($0.trimmedDescription) } ?? ""
            return Parameter(
                property.name,
                closure: type.hasPrefix("()->") || property.wrapper == "ViewBuilder"
                    || FileModel.isViewType(type, in: decl))
        }
        let matched = try match(call, callee: decl.name, parameters)
        var values: [String: Value] = [:]
        for (property, argument) in zip(properties, matched) {
            guard let argument else { continue }
            let type = property.type?.trimmedDescription ?? ""
            let value = try argumentValue(
                argument.expression, type: type, viewTypes: decl.viewTypeParameters, name: property.name, in: scope)
            values[property.name] = try namedConstant(value, type: property.type, at: argument.expression)
        }
        return StructInstance(decl: decl, values: values)
    }

    /// Whether a stored property is a `let` (with a value, it cannot be passed).
    static func isLet(_ property: PropertyDecl) -> Bool {
        property.node.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let)
    }

    /// Through the first custom `init` whose parameters match: its assignments (`self.x = e`,
    /// `x = e`, `_x = State(initialValue: e)`) set the properties; other statements have no
    /// layout effect and are skipped. An assignment the front end cannot evaluate leaves the
    /// property a stand-in, reported.
    private func initialized(_ decl: ViewStructDecl, call: FunctionCallExprSyntax, in scope: Scope)
        throws(SourceError) -> StructInstance
    {
        let instance = StructInstance(decl: decl, values: [:])
        var calleeScope = Scope(instance: instance, readerDepth: scope.readerDepth)
        var chosen: InitializerDeclSyntax?
        var firstFailure: SourceError?
        for initializer in decl.initializers {
            do {
                let bound = try bindParameters(
                    initializer.signature.parameterClause.parameters, call: call, callee: decl.name,
                    viewTypes: decl.viewTypeParameters, callerScope: scope, calleeScope: calleeScope)
                calleeScope.locals = bound
                chosen = initializer
                break
            } catch {
                firstFailure = firstFailure ?? error
            }
        }
        guard let chosen, let statements = chosen.body?.statements else {
            throw firstFailure ?? error(call.calledExpression, "no initializer of \(decl.name) matches this call")
        }
        for item in statements {
            guard let (property, expr) = Self.assignment(item),
                decl.storedProperties.contains(where: { $0.name == property })
            else { continue }
            let stored = decl.storedProperties.first { $0.name == property }
            let type = stored?.type?.trimmedDescription ?? ""
            do {
                instance.values[property] = try argumentValue(
                    expr, type: type, viewTypes: decl.viewTypeParameters, name: property, in: calleeScope)
            } catch {
                if let stored { instance.values[property] = try standIn(for: stored, of: decl) }
            }
        }
        return instance
    }

    /// `self.x = e`, `x = e`, `_x = State(initialValue: e)` / `_x = .init(wrappedValue: e)`.
    static func assignment(_ item: CodeBlockItemSyntax) -> (String, ExprSyntax)? {
        var expr: ExprSyntax?
        switch item.item {
        case .expr(let e): expr = e
        case .stmt(let stmt): expr = stmt.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
        guard let sequence = expr?.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard elements[1].is(AssignmentExprSyntax.self) else { return nil }
        var target = elements[0].trimmedDescription
        if target.hasPrefix("self.") { target.removeFirst(5) }
        var value = elements[2]
        if target.hasPrefix("_") {
            target.removeFirst()
            if let wrapped = value.as(FunctionCallExprSyntax.self), let first = wrapped.arguments.first,
                ["initialValue", "wrappedValue"].contains(first.label?.text ?? "")
            {
                value = first.expression
            }
        }
        return target.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? (target, value) : nil
    }
}
