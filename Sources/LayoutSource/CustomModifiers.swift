// CustomModifiers.swift
// LayoutSource
//
// Modifiers declared in the input: `.modifier(M(…))` with `struct M: ViewModifier { func
// body(content: Content) -> some View }`, and `extension View { func card() -> some View }`
// functions (which may call `.modifier` themselves). Both are ordinary view code with the
// modified view bound to `content` or `self`, so they lower to the layout modifiers they apply
// (CORE-4 order). Also: data and preview modifiers, which pass their content through.

import LayoutCore
import SwiftSyntax

extension Translator {
    /// Modifiers that supply data or preview settings and have no layout effect.
    static let dataModifiers: Set<String> = [
        "environmentObject", "environment", "modelContainer", "previewLayout", "previewDisplayName",
        "previewDevice", "previewInterfaceOrientation", "previewContext", "transformEnvironment",
        "onReceive", "onPreferenceChange", "preference", "transformPreference", "refreshable", "searchable",
        "onSubmit", "focused", "keyboardType", "textContentType", "autocapitalization",
        "textInputAutocapitalization", "autocorrectionDisabled", "disableAutocorrection", "submitLabel",
    ]

    /// The modifier applied when the input declares it (or it is a data modifier, or a
    /// stand-in image's `.resizable()`); nil when the front end's own table handles it.
    func customModifier(_ context: ModifierContext, applyingTo content: ViewDescription) throws(SourceError)
        -> ViewDescription?
    {
        let name = context.name
        if let function = file.viewExtensionFunctions[name] {
            return try callViewFunction(
                function, call: context.call, instance: nil, selfView: content, in: context.scope)
        }
        switch name {
        case "modifier": return try viewModifier(context, content)
        case "resizable":
            guard let resized = Self.resizableStandIn(content) else { return nil }
            _ = try arguments(context, [Parameter("capInsets"), Parameter("resizingMode")])
            return resized
        default:
            // Those CHROME-1 records (`.environmentObject`, `.searchable`, …) go on to `chrome`.
            return Self.dataModifiers.contains(name) && !Self.chromeModifiers.contains(name) ? content : nil
        }
    }

    /// `.modifier(M(…))`: M's `body(content:)` with `content` bound to the modified view.
    private func viewModifier(_ context: ModifierContext, _ content: ViewDescription) throws(SourceError)
        -> ViewDescription
    {
        let matched = try arguments(context, [Parameter(nil, required: true)])
        guard let argument = matched[0], let call = argument.expression.as(FunctionCallExprSyntax.self),
            let typeName = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else {
            throw error(context.location, ".modifier needs a ViewModifier value such as .modifier(CardStyle())")
        }
        guard let decl = file.viewModifiers[typeName] else {
            try standIn(
                call.calledExpression,
                "ViewModifier \(typeName) is not declared in the input; its effect is left out "
                    + "(give the file that declares it)",
                code: SourceWarning.undeclaredView)
            return content
        }
        guard let body = decl.body else {
            throw error(call.calledExpression, "\(typeName) has no 'func body(content: Content) -> some View'")
        }
        guard !expansionStack.contains(decl.name) else {
            throw error(
                call.calledExpression,
                "\(decl.name) uses itself recursively (\((expansionStack + [decl.name]).joined(separator: " → ")))")
        }
        let instance = try instantiate(decl, call: call, in: context.scope)
        expansionStack.append(decl.name)
        defer { expansionStack.removeLast() }
        var inner = Scope(instance: instance, readerDepth: context.scope.readerDepth, atRoot: false)
        if let parameter = decl.contentParameter { inner.locals[parameter] = .view(content) }
        return .group(try views(in: body, scope: inner))
    }
}
