// Properties.swift
// LayoutSource
//
// Named constants: stored properties of custom views (from call-site arguments or their default
// values, else a stand-in), one-expression computed properties, and top-level `let`s. They are
// evaluated lazily, once, so unsupported properties that a body never reads cost nothing.

import LayoutCore
import SwiftSyntax

extension Translator {
    /// The value of property `name` of `instance`, or nil if it has no such value property.
    func instanceProperty(_ name: String, of instance: StructInstance, at node: Syntax) throws(SourceError) -> Value? {
        if let known = instance.values[name] { return known }
        let decl = instance.decl
        let stored = decl.storedProperties.first { $0.name == name }
        let computed = decl.computedValues[name]
        guard stored != nil || computed != nil else { return nil }
        guard instance.inProgress.insert(name).inserted else {
            throw error(node, "circular reference to property '\(name)' of \(decl.name)")
        }
        defer { instance.inProgress.remove(name) }
        let scope = Scope(instance: instance)
        let result: Value
        if let stored {
            if let initializer = stored.initializer {
                result = try initialValue(initializer, of: stored, in: decl, scope: scope)
            } else {
                result = try standIn(for: stored, of: decl)
            }
        } else if let computed {
            if let expression = Self.singleExpression(computed), !expression.is(SwitchExprSyntax.self),
                !expression.is(IfExprSyntax.self)
            {
                result = try namedConstant(try value(of: expression, in: scope), type: nil, at: expression)
            } else {
                result = try computedStandIn(name, of: decl, at: node)
            }
        } else {
            return nil
        }
        instance.values[name] = result
        return result
    }

    /// A computed value whose getter has statements (or a `switch`/`if`) the reader does not run:
    /// a stand-in of its declared type (STANDIN-2), reported at the property.
    private func computedStandIn(_ name: String, of decl: ViewStructDecl, at node: Syntax) throws(SourceError) -> Value
    {
        let type = decl.computedValueTypes[name].map(Self.simplifiedType)
        let value = standInValue(path: name, type: type)
        try standIn(
            decl.computedValueNodes[name] ?? node,
            "computed property '\(name)' of \(decl.name) has statements the reader does not run; using "
                + "\(describe(value)) (STANDIN-2)")
        return value
    }

    /// A stored property's initial value. A model object the front end cannot build
    /// (`@StateObject var model = Model()`, `var date = Date()`) is a stand-in of that type.
    private func initialValue(
        _ initializer: ExprSyntax, of property: PropertyDecl, in decl: ViewStructDecl, scope: Scope
    ) throws(SourceError) -> Value {
        let mark = warnings.count
        do {
            let value = try value(of: initializer, in: scope)
            guard case .standIn = value, let type = Self.modelConstructor(initializer) else {
                return try namedConstant(value, type: property.type, at: initializer)
            }
            rollBackWarnings(to: mark) // reported below, under the property's name
            return try modelStandIn(initializer, type: type, of: property, in: decl)
        } catch {
            guard let type = Self.modelConstructor(initializer) else { throw error }
            return try modelStandIn(initializer, type: type, of: property, in: decl)
        }
    }

    /// The stand-in of a property initialised with a model built from `type`.
    private func modelStandIn(
        _ initializer: ExprSyntax, type: String, of property: PropertyDecl, in decl: ViewStructDecl
    ) throws(SourceError) -> Value {
        let value = standInValue(path: property.name, type: type)
        try standIn(
            initializer,
            "'\(property.name)' of \(decl.name) is initialised with \(type)(…), which the layout does not "
                + "evaluate; using \(describe(value))")
        return value
    }

    /// `Model` for `Model(…)`, `Model.shared`, `Model().items[0]`, `Item.example` or
    /// `[Item]()`: a value built from a type the front end does not model.
    static func modelConstructor(_ expr: ExprSyntax) -> String? {
        var current = expr
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else {
                break
            }
        }
        if let array = current.as(ArrayExprSyntax.self), array.elements.count == 1 { return array.trimmedDescription }
        guard let head = current.as(DeclReferenceExprSyntax.self)?.baseName.text, Translator.looksLikeType(head),
            !["CGFloat", "Double", "Int", "Float", "CGSize", "CGPoint", "EdgeInsets", "Color", "String"].contains(head)
        else { return nil }
        return head
    }

    /// A top-level `let`.
    func topLevelConstant(_ decl: PropertyDecl) throws(SourceError) -> Value {
        if let known = constantValues[decl.name] { return known }
        guard constantsInProgress.insert(decl.name).inserted else {
            throw error(decl.node, "circular reference to '\(decl.name)'")
        }
        defer { constantsInProgress.remove(decl.name) }
        guard let initializer = decl.initializer else {
            throw error(decl.node, "'\(decl.name)' has no value")
        }
        let result = try namedConstant(try value(of: initializer, in: Scope()), type: decl.type, at: initializer)
        constantValues[decl.name] = result
        return result
    }

    /// A value stored under a name, converted to its declared type (`let w: CGFloat = 8`). A NaN
    /// computed here is reported here, where it is written (CORE-10); whether ±∞ is accepted
    /// depends on the argument that uses the name.
    func namedConstant(_ value: Value, type: TypeSyntax?, at node: some SyntaxProtocol) throws(SourceError) -> Value {
        try checkNoNaN(value, at: node)
        var typeName = type?.trimmedDescription ?? ""
        if typeName.hasSuffix("?") { typeName.removeLast() }
        switch (typeName, value) {
        case ("CGFloat", .integer(let n, _)), ("Double", .integer(let n, _)), ("Float", .integer(let n, _)):
            return .real(.constant(Double(n)), isDerived: true)
        case ("Int", .real):
            throw error(node, "cannot use a floating-point value as Int")
        default:
            return value.asNamedConstant
        }
    }

    /// The expression of `{ expr }` or `{ return expr }`.
    static func singleExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first else { return nil }
        switch item.item {
        case .expr(let expr): return expr
        case .stmt(let stmt):
            if let returned = stmt.as(ReturnStmtSyntax.self) { return returned.expression }
            return stmt.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }
}
