// Modifiers.swift
// LayoutSource
//
// Dispatches `.name(arguments)` on a view: layout modifiers become nodes (§12), environment
// modifiers reach Text (§18.4), `.id` labels, and render-only modifiers are recorded (CHROME-1).

import LayoutCore
import SwiftSyntax

/// One modifier application.
struct ModifierContext {
    /// The modifier's name as written: `frame` in `.frame(…)`, or in `frame(…)` inside a View
    /// extension or ViewModifier (implicit `self`).
    let declName: DeclReferenceExprSyntax
    let call: FunctionCallExprSyntax
    let scope: Scope
    /// Whether this is the last layout modifier of the root view (ROOT-3).
    let isOutermost: Bool

    var name: String { declName.baseName.text }
    var location: Syntax { Syntax(declName) }
}

extension Translator {
    /// Modifiers with no layout effect, recorded as node attributes (CHROME-1, ChromeModifiers.swift).
    static let renderOnlyModifiers: Set<String> = chromeModifiers

    /// Modifiers that change text or symbol metrics, which the model does not cover.
    static let metricModifiers: Set<String> = [
        "kerning", "tracking", "textCase", "minimumScaleFactor", "allowsTightening", "lineSpacing",
        "textScale",
    ]

    func modifier(_ context: ModifierContext, applyingTo content: ViewDescription) throws(SourceError)
        -> ViewDescription
    {
        let name = context.name
        switch name {
        case "frame": return try frame(context, content)
        case "padding": return try padding(context, content)
        case "fixedSize": return try fixedSize(context, content)
        case "offset": return try offset(context, content)
        case "position": return try position(context, content)
        case "aspectRatio", "scaledToFit", "scaledToFill": return try aspectRatio(context, content)
        case "alignmentGuide": return try alignmentGuide(context, content)
        case "layoutPriority":
            let matched = try arguments(context, [Parameter(nil, required: true)])
            guard let value = matched[0] else { return content }
            // CORE-10: ±∞ is an ordinary priority (HSTACK-2, ZSTACK-1).
            let priority = try double(
                value.expression, argument: "layoutPriority", allowsInfinity: true, in: context.scope)
            return try wrap(.layoutPriority(priority), content, context)
        case "overlay", "background": return try overlay(context, content)
        case "border": return try border(context, content)
        case "id":
            let matched = try arguments(context, [Parameter(nil, required: true)])
            guard let argument = matched[0] else { return content }
            let value = try value(of: argument.expression, in: context.scope)
            guard let label = value.interpolated else {
                throw error(argument.expression, "id must be a string or a number")
            }
            return .labelled(label, content: content)
        case "lineLimit":
            let matched = try arguments(context, [Parameter(nil, required: true)])
            guard let argument = matched[0] else { return content }
            let limit: Int? =
                argument.expression.is(NilLiteralExprSyntax.self)
                ? nil : try integer(argument.expression, argument: "lineLimit", in: context.scope)
            return .environment(.lineLimit(limit), content: content)
        case "font":
            let matched = try arguments(context, [Parameter(nil, required: true)])
            guard let argument = matched[0] else { return content }
            let spec =
                argument.expression.is(NilLiteralExprSyntax.self)
                ? FontSpec.body : try font(argument.expression, in: context.scope)
            return .environment(.font(spec), content: content)
        case "ignoresSafeArea", "edgesIgnoringSafeArea": return try ignoresSafeArea(context, content)
        case "resizable":
            _ = try arguments(context, [Parameter("capInsets"), Parameter("resizingMode")])
            // Through recorded modifiers (`.renderingMode(.template).resizable()`, CHROME-1).
            guard let resized = Self.resizingImage(content) else {
                throw error(context.location, "resizable() applies only to Image")
            }
            return resized
        case "fill", "foregroundColor", "foregroundStyle":
            if case .view(.shape(let spec), _) = content, spec.shape != .color { return try fill(context, content) }
            return try chrome(context, content)
        case "dynamicTypeSize": return try dynamicTypeSize(context, content)
        case "imageScale": return try imageScale(context, content)
        default:
            break
        }
        if Self.paintModifiers.contains(name) { return try paint(context, content) }
        if Self.renderOnlyModifiers.contains(name) { return try chrome(context, content) }
        if Self.metricModifiers.contains(name) {
            // CHROME-8: the text keeps its unmodified metrics, which the warning says.
            try standIn(
                context.location,
                ".\(name) changes text metrics, which the layout model does not cover: the text is laid out "
                    + "without it (CHROME-8)")
            return try chrome(context, content)
        }
        return try undeclaredModifier(context, content)
    }

    /// A modifier that is neither SwiftUI vocabulary the reader knows nor declared in the input
    /// (an `extension View` function of a file not given, `.if { … }` helpers, modifiers of other
    /// frameworks): read as layout-neutral and recorded like CHROME-1, with a stand-in warning
    /// (CHROME-7; an error under `--strict`). Its closures are not read.
    private func undeclaredModifier(_ context: ModifierContext, _ content: ViewDescription) throws(SourceError)
        -> ViewDescription
    {
        try standIn(
            context.location,
            "unknown modifier '.\(context.name)' (not SwiftUI vocabulary the reader knows, nor declared in the input): "
                + "read as layout-neutral and recorded, its closures not read (CHROME-7; give the file that declares it)"
        )
        return try chrome(context, content)
    }

    /// Matches the modifier's arguments, reporting call-level errors at its name.
    func arguments(_ context: ModifierContext, _ parameters: [Parameter]) throws(SourceError) -> [Argument?] {
        try match(context.call, callee: "." + context.name, parameters, at: context.location)
    }

    /// Wraps `content` in a layout modifier node.
    func wrap(
        _ kind: NodeKind, _ content: ViewDescription, _ context: ModifierContext,
        secondary: [ViewDescription] = []
    ) throws(SourceError) -> ViewDescription {
        try spend(context.location)
        return .modifier(kind, content: content, secondary: secondary)
    }

    /// `.fill(c)` sets a shape's fill; `.foregroundColor(c)` / `.foregroundStyle(c)` set it when
    /// unset (the innermost wins). Elsewhere they only affect drawing.
    private func fill(_ context: ModifierContext, _ content: ViewDescription) throws(SourceError) -> ViewDescription {
        guard context.call.arguments.count >= 1, let first = context.call.arguments.first else {
            throw error(context.location, "missing argument in .\(context.name)(_:)")
        }
        guard case .view(.shape(var spec), let children) = content, spec.shape != .color,
            context.name == "fill" || spec.fill == nil,
            let color = try color(first.expression, in: context.scope)
        else { return content }
        spec.fill = color.name
        return .view(.shape(spec), children: children)
    }

    /// `.ignoresSafeArea()` (all regions and edges) on the outermost root view (ROOT-3).
    private func ignoresSafeArea(_ context: ModifierContext, _ content: ViewDescription) throws(SourceError)
        -> ViewDescription
    {
        let texts = context.call.arguments.map(\.expression.trimmedDescription)
        // CHROME-6: the keyboard region has no effect without a keyboard; recorded only.
        if texts.contains(where: { [".keyboard", "SafeAreaRegions.keyboard"].contains($0) }) {
            return try chrome(context, content)
        }
        let allEdges = texts.allSatisfy { [".all", ".container", "Edge.Set.all", "SafeAreaRegions.all"].contains($0) }
        guard context.isOutermost, allEdges else {
            // CHROME-6: on an inner view, or over some edges only, the view stays in the safe
            // area: recorded, with a stand-in warning (an error under --strict).
            try standIn(
                context.location,
                ".\(context.name)(\(texts.joined(separator: ", "))) is recorded only: "
                    + (allEdges ? "it is honoured on the outermost view only" : "only all edges are honoured")
                    + "; this view stays in the safe area (ROOT-3)")
            return try chrome(context, content)
        }
        return .ignoresSafeArea(content)
    }
}
