// ViewExpressions.swift
// LayoutSource
//
// A view expression is a base view followed by a chain of modifiers. The chain is unrolled
// with a loop (a 100,000-modifier chain does not recurse) and applied innermost first (CORE-4).

import CustomLayout
import LayoutCore
import SwiftSyntax

extension Translator {
    /// The description of a view expression.
    func view(_ expr: ExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        var modifiers: [(member: MemberAccessExprSyntax, call: FunctionCallExprSyntax)] = []
        var current = expr
        while true {
            if let call = current.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                base.as(DeclReferenceExprSyntax.self)?.baseName.text != "SwiftUI",
                !(base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" && !scope.selfIsView)
            {
                modifiers.append((member, call))
                current = base
            } else if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                // `view #if os(iOS) .padding() #endif`: the modifiers of the clause an iOS build reads.
                if case .postfixExpression(var chain)? = CompileConditions.chosenClause(postfix.config)?.elements {
                    while let call = chain.as(FunctionCallExprSyntax.self),
                        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
                    {
                        modifiers.append((member, call))
                        guard let inner = member.base else { break }
                        chain = inner
                    }
                }
                current = base
            } else {
                break
            }
        }
        var baseScope = scope
        baseScope.atRoot = scope.atRoot && modifiers.isEmpty
        var description = try baseView(current, in: baseScope)
        // `.ignoresSafeArea()` is allowed as the last layout modifier of the root view (ROOT-3).
        let lastLayoutModifier = modifiers.firstIndex {
            !Self.renderOnlyModifiers.contains($0.member.declName.baseName.text)
        }
        for index in modifiers.indices.reversed() {
            let (member, call) = modifiers[index]
            let context = ModifierContext(
                declName: member.declName, call: call, scope: scope,
                isOutermost: scope.atRoot && index == lastLayoutModifier)
            description = try anyModifier(context, applyingTo: description)
        }
        return description
    }

    /// A modifier declared in the input (CustomModifiers.swift) or one the front end knows.
    func anyModifier(_ context: ModifierContext, applyingTo content: ViewDescription) throws(SourceError)
        -> ViewDescription
    {
        if let applied = try customModifier(context, applyingTo: content) { return applied }
        return try modifier(context, applyingTo: content)
    }

    /// A view that is not a modifier application.
    private func baseView(_ expr: ExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                if let named = try namedCall(reference, call: call, in: scope) { return named }
                return try constructView(reference.baseName.text, call: call, in: scope)
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI"
            {
                return try constructView(member.declName.baseName.text, call: call, in: scope)
            }
            // `self.row("a")`: a helper function or view value of the current view.
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
                let named = try namedCall(member.declName, call: call, in: scope)
            {
                return named
            }
            throw error(
                call.calledExpression,
                "expected a view, found '\(SyntaxErrors.shortened(call.calledExpression.trimmedDescription))'")
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "self" {
                return try computedView(member.declName.baseName.text, at: Syntax(member.declName), in: scope)
            }
            if member.base != nil, let color = try color(expr, in: scope) {
                try spend(expr)
                return .view(.shape(ShapeSpec(shape: .color, fill: color.name)))
            }
            return try valueView(member, in: scope)
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            return try computedView(reference.baseName.text, at: Syntax(reference), in: scope)
        }
        if let ifExpr = expr.as(IfExprSyntax.self) { return try conditional(ifExpr, in: scope) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return try switchView(switchExpr, in: scope) }
        if let sequence = expr.as(SequenceExprSyntax.self), let taken = try ternaryBranch(sequence, in: scope) {
            return try view(taken, in: scope)
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            let taken = try bool(ternary.condition, in: scope) ? ternary.thenExpression : ternary.elseExpression
            return try view(taken, in: scope)
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return try view(only.expression, in: scope)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) { return try concatenatedText(sequence, in: scope) }
        throw error(expr, "expected a view, found '\(SyntaxErrors.shortened(expr.trimmedDescription))'")
    }

    /// The branch `condition ? a : b` takes (an unfolded sequence whose last operator is the
    /// ternary); nil when the sequence is not a ternary.
    private func ternaryBranch(_ sequence: SequenceExprSyntax, in scope: Scope) throws(SourceError) -> ExprSyntax? {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self)
        else { return nil }
        let condition = try fold(Array(elements[..<(elements.count - 2)]), at: Syntax(sequence), in: scope)
        switch condition {
        case .bool(let flag): return flag ? ternary.thenExpression : elements[elements.count - 1]
        case .standIn: return elements[elements.count - 1] // a stand-in Bool is false
        default: throw error(sequence, "expected a Bool condition before '?'")
        }
    }

    /// A view-valued computed property of the current custom view (`content`, `self.content`),
    /// or a view-valued local or property (NamedViews.swift).
    func computedView(_ name: String, at node: Syntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        guard let instance = scope.instance, let statements = instance.decl.computedViews[name] else {
            return try namedView(name, at: node, in: scope)
        }
        let key = instance.decl.name + "." + name
        guard !expansionStack.contains(key) else {
            throw error(
                node, "'\(name)' uses itself recursively (\((expansionStack + [key]).joined(separator: " → ")))")
        }
        expansionStack.append(key)
        defer { expansionStack.removeLast() }
        let inner = Scope(instance: instance, readerDepth: scope.readerDepth, atRoot: scope.atRoot)
        return Self.hoistingIgnoresSafeArea(try views(in: statements, scope: inner), atRoot: scope.atRoot)
    }

    /// A custom view's body is a group (CORE-5); at the root, an `.ignoresSafeArea()` on its only
    /// view moves outside the group so that lowering sees it on the outermost view.
    static func hoistingIgnoresSafeArea(_ members: [ViewDescription], atRoot: Bool) -> ViewDescription {
        if atRoot, members.count == 1, case .ignoresSafeArea(let inner) = members[0] {
            return .ignoresSafeArea(.group([inner]))
        }
        return .group(members)
    }

    /// `Name(arguments) { content }` for every view the front end knows.
    private func constructView(_ name: String, call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError)
        -> ViewDescription
    {
        switch name {
        case "HStack", "VStack": return try stack(name, call: call, in: scope)
        case "ZStack": return try zStack(call, in: scope)
        case "Group":
            let matched = try match(call, callee: name, [.content])
            guard let content = matched[0] else { return .empty }
            return .group(try contentViews(content, callee: name, scope: scope))
        case "ForEach": return try forEach(call, in: scope)
        case "EmptyView":
            try expectNoArguments(call, callee: name)
            return .empty
        case "ViewThatFits": return try viewThatFits(call, in: scope)
        case "GeometryReader": return try geometryReader(call, in: scope)
        case "ScrollView": return try scrollView(call, in: scope)
        case "HStackLayout", "VStackLayout", "ZStackLayout", "AnyLayout":
            return try layoutContainer(name, call: call, in: scope)
        case "Text": return try text(call, in: scope)
        case "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Circle":
            return try shape(name, call: call, in: scope)
        case "Color": return try colorView(call, in: scope)
        case "Image": return try image(call, in: scope)
        case "Spacer":
            let matched = try match(call, callee: name, [Parameter("minLength")])
            try spend(call)
            return .view(
                .spacer(
                    minLength: try matched[0].map { (a) throws(SourceError) in
                        try optionalDouble(a.expression, argument: "Spacer(minLength:)", in: scope)
                    } ?? nil))
        case "Divider":
            try expectNoArguments(call, callee: name)
            try spend(call)
            return .view(.divider)
        case "CustomLeaf": return try customLeaf(call, in: scope)
        default: break
        }
        if let decl = file.viewStructs[name] { return try customView(decl, call: call, in: scope) }
        if layouts.contains(name) { return try layoutContainer(name, call: call, in: scope) }
        if let view = try vocabularyView(name, call: call, in: scope) { return view }
        if let target = Self.layoutAliases[name], layouts.contains(target) {
            return try layoutContainer(target, call: call, in: scope)
        }
        if file.layoutStructs[name] != nil {
            if let failure = DeclaredLayouts.failure(name, file, locators) { throw failure }
            throw error(
                call.calledExpression,
                "\(name) is not a registered Layout; only registered layouts can be used (\(layouts.names.joined(separator: ", ")))"
            )
        }
        if Self.controls.contains(name) {
            throw error(
                call.calledExpression,
                "\(name) is out of scope (LEAF-OTHER-1); use CustomLeaf(width:height:) as a stand-in")
        }
        if file.viewModifiers[name] != nil {
            throw error(call.calledExpression, "\(name) is a ViewModifier: apply it with .modifier(\(name)(…))")
        }
        if file.modelTypes[name] != nil || file.enumCases[name] != nil {
            throw error(call.calledExpression, "\(name) is declared in the input but is not a View")
        }
        if Self.unreadSwiftUIViews.contains(name) {
            throw error(
                call.calledExpression,
                "SwiftUI's \(name) is not supported by the source reader yet; replace it with a stack or a "
                    + "CustomLeaf(width:height:) stand-in")
        }
        if Self.looksLikeType(name) { return try undeclaredView(name, call: call) }
        throw error(
            call.calledExpression,
            "unknown view '\(name)': no view, view property or @ViewBuilder function of that name is declared")
    }

    /// Seed names of registered layouts: the seed (004) calls its flow layout `BasicVStack`.
    static let layoutAliases: [String: String] = ["BasicVStack": "FlowLayout"]

    /// Controls that LEAF-OTHER-1 leaves out of scope.
    static let controls: Set<String> = [
        "Button", "Slider", "Toggle", "TextField", "SecureField", "TextEditor", "Stepper", "Picker",
        "DatePicker", "ColorPicker", "ProgressView", "Gauge", "Link", "Menu", "ShareLink", "Label",
    ]
}
