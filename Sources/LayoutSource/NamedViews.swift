// NamedViews.swift
// LayoutSource
//
// Views reached by name rather than by a SwiftUI initializer: a view passed as a value
// (`content`, `content()`, `self` in a View extension), a `@ViewBuilder` helper function of
// the current view (`row("a")`), a modifier with implicit `self` inside a View extension or
// ViewModifier (`padding()`), and a stand-in used as a view (`landmark.image`). Each is
// layout-neutral where SwiftUI's is (CORE-5: a helper's body is a group).

import LayoutCore
import SwiftSyntax

extension Translator {
    /// `name(…)` when `name` is a view value, a helper function or an implicit-self modifier;
    /// nil when it is none of these (then it is a SwiftUI or custom view's initializer).
    func namedCall(_ reference: DeclReferenceExprSyntax, call: FunctionCallExprSyntax, in scope: Scope)
        throws(SourceError) -> ViewDescription?
    {
        let name = reference.baseName.text
        guard !Self.looksLikeType(name) else { return nil }
        let isProperty = scope.instance?.decl.storedProperties.contains { $0.name == name } ?? false
        if call.arguments.isEmpty, call.trailingClosure == nil, scope.locals[name] != nil || isProperty,
            case .view(let view) = try lookup(name, at: Syntax(reference), in: scope)
        {
            return view
        }
        if let instance = scope.instance, let function = instance.decl.viewFunctions[name] {
            return try callViewFunction(function, call: call, instance: instance, selfView: nil, in: scope)
        }
        if case .view(let content)? = scope.locals["self"] {
            let context = ModifierContext(declName: reference, call: call, scope: scope, isOutermost: false)
            return try anyModifier(context, applyingTo: content)
        }
        return nil
    }

    /// A name in view position: a view value, a stand-in, or an error that says what the name is.
    func namedView(_ name: String, at node: Syntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        if file.viewStructs[name] != nil { throw error(node, "write '\(name)()' to use the custom view \(name)") }
        let known: Value?
        if scope.locals[name] != nil || name == "self" {
            known = scope.locals[name]
        } else if let instance = scope.instance {
            known = try instanceProperty(name, of: instance, at: node)
        } else {
            known = nil
        }
        switch known {
        case .view(let view)?: return view
        case .standIn(let standIn)?: return try standInView(standIn, at: node)
        case .enumCase(let color)? where ColorName.palette[color] != nil:
            // `let bgColor: Color = .white` shown as a view: the colour (LEAF-SHAPE-1).
            try spend(node)
            return .view(.shape(ShapeSpec(shape: .color, fill: ColorName(color))))
        case let value?:
            throw error(node, "'\(name)' is \(value.kindName), not a view; use Text(\(name)) to show it")
        case nil:
            if scope.instance?.decl.viewFunctions[name] != nil {
                throw error(node, "write '\(name)()' to call the view function \(name)")
            }
            throw error(
                node,
                "unknown view '\(name)': no view, view property or @ViewBuilder function of that name is declared")
        }
    }

    /// `a.b` in view position: a view value or a stand-in used as a view (`landmark.image`).
    func valueView(_ expr: MemberAccessExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        let value = try self.value(of: ExprSyntax(expr), in: scope)
        switch value {
        case .view(let view): return view
        case .standIn(let standIn): return try standInView(standIn, at: expr)
        default:
            throw error(
                expr,
                "'\(SyntaxErrors.shortened(expr.trimmedDescription))' is \(value.kindName), not a view")
        }
    }

    /// Calls a view-returning function (a helper of the current view, or a View extension with
    /// `selfView` as `self`): arguments are bound to its parameters (defaults evaluated in its
    /// own scope) and its body is a group (CORE-5).
    func callViewFunction(
        _ function: FunctionDeclSyntax, call: FunctionCallExprSyntax, instance: StructInstance?,
        selfView: ViewDescription?, in scope: Scope
    ) throws(SourceError) -> ViewDescription {
        guard let body = function.body else { return .empty }
        let key = (instance?.decl.name ?? "View") + "." + function.name.text + "()"
        guard !expansionStack.contains(key) else {
            throw error(
                call.calledExpression,
                "'\(function.name.text)' uses itself recursively (\((expansionStack + [key]).joined(separator: " → ")))"
            )
        }
        var inner = Scope(instance: instance, readerDepth: scope.readerDepth, atRoot: false)
        if let selfView { inner.locals["self"] = .view(selfView) }
        var viewTypes = instance?.decl.viewTypeParameters ?? []
        for parameter in function.genericParameterClause?.parameters ?? []
        where parameter.inheritedType.map({ unqualified($0.trimmedDescription) }) == "View" {
            viewTypes.insert(parameter.name.text)
        }
        let bound = try bindParameters(
            function.signature.parameterClause.parameters, call: call, callee: function.name.text,
            viewTypes: viewTypes, callerScope: scope, calleeScope: inner)
        inner.locals.merge(bound) { $1 }
        expansionStack.append(key)
        defer { expansionStack.removeLast() }
        return .group(try views(in: body.statements, scope: inner))
    }

    /// The values of a function's or initializer's parameters for `call`: arguments evaluated in
    /// the caller's scope (a closure passed to a function-typed parameter is read as the views
    /// it builds), omitted ones from their default values.
    func bindParameters(
        _ parameters: FunctionParameterListSyntax, call: FunctionCallExprSyntax, callee: String,
        viewTypes: Set<String>, callerScope: Scope, calleeScope: Scope
    ) throws(SourceError) -> [String: Value] {
        let list = Array(parameters)
        let matched = try match(
            call, callee: callee,
            list.map {
                Parameter(
                    $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text,
                    required: $0.defaultValue == nil,
                    closure: $0.type.is(FunctionTypeSyntax.self)
                        || $0.type.as(AttributedTypeSyntax.self)?.baseType.is(FunctionTypeSyntax.self) == true)
            })
        var values: [String: Value] = [:]
        for (parameter, argument) in zip(list, matched) {
            let name = (parameter.secondName ?? parameter.firstName).text
            let type = parameter.type.trimmedDescription
            if let argument {
                values[name] = try argumentValue(
                    argument.expression, type: type, viewTypes: viewTypes, name: name, in: callerScope)
            } else if let fallback = parameter.defaultValue?.value {
                values[name] = try argumentValue(fallback, type: type, viewTypes: viewTypes, in: calleeScope)
            }
        }
        return values
    }

    /// An argument for a parameter or property of type `type` (`viewTypes`: the generic
    /// parameters constrained to View): the views of a closure passed for a view-building
    /// function type, a view for a view type, a constant otherwise. A closure of another type is
    /// an action with no layout effect.
    func argumentValue(
        _ expr: ExprSyntax, type: String, viewTypes: Set<String>, name argumentName: String? = nil, in scope: Scope
    ) throws(SourceError) -> Value {
        var simplified = Self.simplifiedType(type.replacingOccurrences(of: "@ViewBuilder", with: ""))
        if simplified.hasPrefix("@escaping") { simplified.removeFirst("@escaping".count) }
        let builds = simplified.hasPrefix("()->")
        let result = builds ? String(simplified.dropFirst(4)) : simplified
        let isView = Self.isViewTypeName(result, viewTypes: viewTypes)
        var inner = scope
        inner.atRoot = false
        if let closure = expr.as(ClosureExprSyntax.self) {
            guard isView || simplified.isEmpty else { return .standIn(StandIn(path: "closure", type: nil)) }
            return .view(.group(try views(in: closure.statements, scope: inner)))
        }
        if isView, !builds { return .view(try view(expr, in: inner)) }
        let mark = warnings.count
        do {
            let value = try namedConstant(try value(of: expr, in: scope), type: nil, at: expr)
            if case .standIn = value, let source = Self.modelConstructor(expr) {
                rollBackWarnings(to: mark) // reported as sample data, below
                return try sampleStandIn(expr, source: source, type: simplified, name: argumentName)
            }
            // `.example` for a model type: a static sample the reader does not evaluate.
            if case .enumCase(let name) = value, Self.looksLikeType(simplified), file.enumCases[simplified] == nil,
                !Self.swiftUIValueTypes.contains(simplified)
            {
                let standIn = standInValue(path: argumentName ?? name, type: simplified)
                try self.standIn(
                    expr, "'.\(name)' of \(simplified) is not evaluated before layout; using \(describe(standIn))")
                return standIn
            }
            return value
        } catch {
            // Sample data (`ModelData().landmarks[0]`, `Item.preview`): a stand-in of the declared type.
            guard let source = Self.modelConstructor(expr) else { throw error }
            return try sampleStandIn(expr, source: source, type: simplified, name: argumentName)
        }
    }

    /// The stand-in for sample data built from `source` (`ModelData().landmarks[0]`).
    private func sampleStandIn(_ expr: ExprSyntax, source: String, type: String, name: String?) throws(SourceError)
        -> Value
    {
        let standIn = standInValue(path: name ?? source, type: type.isEmpty ? nil : type)
        try self.standIn(
            expr,
            "'\(SyntaxErrors.shortened(expr.trimmedDescription))' needs \(source), which the layout does not "
                + "evaluate; using \(describe(standIn))")
        return standIn
    }

    /// SwiftUI's enum-like value types, whose `.member` values the front end reads itself.
    static let swiftUIValueTypes: Set<String> = [
        "Color", "Font", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge", "Edge.Set", "Axis",
        "Axis.Set", "ContentMode", "TextAlignment", "UnitPoint", "Image.Scale", "Font.Weight", "Font.Design",
        "Visibility", "ColorScheme", "ControlSize", "DynamicTypeSize", "Text.TruncationMode", "ShapeStyle",
        "AnyShapeStyle", "RoundedCornerStyle", "SafeAreaRegions", "Angle", "CGFloat", "Double", "Int",
    ]

    /// `some View`, `AnyView`, `any View`, or a generic parameter constrained to View.
    static func isViewTypeName(_ type: String, viewTypes: Set<String>) -> Bool {
        type == "someView" || type == "AnyView" || type == "anyView" || type == "View" || viewTypes.contains(type)
    }
}
