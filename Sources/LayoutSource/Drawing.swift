// Drawing.swift
// LayoutSource
//
// DRAW-1: `Path { … }` is a shape that takes the proposal, like Rectangle (LEAF-SHAPE-1); its
// drawing commands are not read. DRAW-2: gradients and Canvas fill the proposal like a Color.
// DRAW-3: AsyncImage shows its placeholder. SYMBOL-1: `.imageScale(_:)`.

import LayoutCore
import SwiftSyntax

extension Translator {
    /// DRAW-1: `Path { path in … }`, `Path(roundedRect:cornerRadius:)`, `Path(ellipseIn:)`: a
    /// Rectangle-sized shape drawn unfilled (its outline is not known), recorded as `Path`.
    func path(_ call: FunctionCallExprSyntax) throws(SourceError) -> ViewDescription {
        try spend(call)
        return .attributed(
            NodeAttribute("Path"), content: .view(.shape(ShapeSpec(shape: .rectangle, fill: ColorName("clear")))))
    }

    /// DRAW-2: `LinearGradient(colors: [.red, .blue], startPoint:endPoint:)`,
    /// `RadialGradient(gradient: Gradient(colors: …), …)`, `Canvas { … }`: a Color (LEAF-SHAPE-1)
    /// drawn in the first named colour; the gradient itself is recorded, not drawn.
    func fillingView(_ name: String, call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError)
        -> ViewDescription
    {
        var fill: ColorName?
        let colors =
            call.arguments.first { $0.label?.text == "colors" }?.expression
            ?? call.arguments.first { $0.label?.text == "gradient" }?.expression.as(FunctionCallExprSyntax.self)?
            .arguments.first { $0.label?.text == "colors" }?.expression
        if let array = colors?.as(ArrayExprSyntax.self), let first = array.elements.first {
            fill = try color(first.expression, in: scope)?.name
        }
        try spend(call)
        return .attributed(NodeAttribute(name), content: .view(.shape(ShapeSpec(shape: .color, fill: fill))))
    }

    /// DRAW-3: `AsyncImage(url:) { image in … } placeholder: { … }` lays out its placeholder (what
    /// shows before the image loads); without one (`AsyncImage(url:)`, the phase form), SwiftUI's
    /// default placeholder, a gray fill that takes the proposal.
    func asyncImage(_ call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        if let placeholder = Self.closure(labelled: "placeholder", in: call) {
            return .attributed(
                NodeAttribute("AsyncImage"),
                content: .group(try contentViews(placeholder, callee: "AsyncImage", scope: scope)))
        }
        try spend(call)
        return .attributed(
            NodeAttribute("AsyncImage"), content: .view(.shape(ShapeSpec(shape: .color, fill: ColorName("gray")))))
    }

    /// SYMBOL-1: `.imageScale(.small | .medium | .large)` reaches the system symbols below.
    func imageScale(_ context: ModifierContext, _ content: ViewDescription) throws(SourceError) -> ViewDescription {
        let matched = try arguments(context, [Parameter(nil, required: true)])
        guard let argument = matched[0] else { return content }
        let name = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
        guard ImageSpec.symbolScaleFactors[name] != nil,
            argument.expression.as(MemberAccessExprSyntax.self)?.base.map({ $0.trimmedDescription == "Image.Scale" })
                ?? true
        else {
            throw error(argument.expression, "expected an image scale: .small, .medium or .large")
        }
        return .environment(.imageScale(name), content: content)
    }
}
