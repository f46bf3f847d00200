// PaintModifiers.swift
// LayoutSource
//
// Render-only modifiers that change what is painted (§18.5: not nodes): `.opacity`, `.clipped`,
// `.cornerRadius`, `.clipShape` become `PaintEffect`s, `.stroke` / `.strokeBorder` a shape's
// `ShapeStroke`. Arguments the reader cannot evaluate leave the drawing unchanged, never an
// error: these modifiers have no layout effect.

import LayoutCore
import SwiftSyntax

extension Translator {
    /// The modifiers handled here.
    static let paintModifiers: Set<String> = [
        "opacity", "clipped", "cornerRadius", "clipShape", "stroke", "strokeBorder",
    ]

    /// `content` with the paint modifier `context` applied.
    func paint(_ context: ModifierContext, _ content: ViewDescription) throws(SourceError) -> ViewDescription {
        let arguments = Array(context.call.arguments)
        let first = arguments.first?.label == nil ? arguments.first?.expression : nil
        switch context.name {
        case "stroke", "strokeBorder":
            return stroked(content, arguments, inset: context.name == "strokeBorder", in: context.scope)
        case "opacity":
            guard let first, let value = try? double(first, in: context.scope), !value.isNaN else { return content }
            return try painted(.opacity(value), content, context)
        case "clipped":
            return try painted(.clip(.rectangle), content, context)
        case "cornerRadius":
            guard let first, let radius = try? double(first, in: context.scope) else { return content }
            return try painted(.clip(.roundedRectangle(cornerRadius: radius)), content, context)
        default:
            guard let first, let shape = clipShape(first, in: context.scope) else { return content }
            return try painted(.clip(shape), content, context)
        }
    }

    /// `.painted(effect, content)`, kept inside a root `.ignoresSafeArea()` (ROOT-3: that
    /// modifier stays outermost; effects are not layout).
    private func painted(_ effect: PaintEffect, _ content: ViewDescription, _ context: ModifierContext)
        throws(SourceError) -> ViewDescription
    {
        try spend(context.location)
        if case .ignoresSafeArea(let inner) = content { return .ignoresSafeArea(.painted(effect, content: inner)) }
        return .painted(effect, content: content)
    }

    /// The shape of `.clipShape(Circle())`, `.clipShape(.rect(cornerRadius: 8))`, `.clipShape(.capsule)`.
    private func clipShape(_ expr: ExprSyntax, in scope: Scope) -> ShapeKind? {
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil {
            return [
                "circle": .circle, "capsule": .capsule, "ellipse": .ellipse, "rect": .rectangle,
                "rectangle": .rectangle,
            ][member.declName.baseName.text]
        }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.text == "rect" || member.declName.baseName.text == "roundedRect"
        {
            guard let radius = call.arguments.first(where: { $0.label?.text == "cornerRadius" }),
                let value = try? double(radius.expression, in: scope)
            else { return .rectangle }
            return .roundedRectangle(cornerRadius: value)
        }
        guard case .view(.shape(let spec), _)? = try? view(expr, in: scope) else { return nil }
        return spec.shape
    }

    /// A shape leaf drawn as an outline: `.stroke(.red, lineWidth: 2)`, `.stroke(lineWidth: 2)`,
    /// `.strokeBorder(Color.blue, style: StrokeStyle(lineWidth: 3))`, also through recorded chrome
    /// attributes (`Path { … }.stroke()`, `Circle().trim(…).stroke()`). Other views are unchanged.
    private func stroked(
        _ content: ViewDescription, _ arguments: [LabeledExprSyntax], inset: Bool, in scope: Scope
    ) -> ViewDescription {
        // Through recorded chrome (`Path`, `.trim`: CHROME-1 attributes wrap the shape they name).
        if case .attributed(let attribute, let inner) = content {
            return .attributed(attribute, content: stroked(inner, arguments, inset: inset, in: scope))
        }
        guard case .view(.shape(var spec), let children) = content else { return content }
        var stroke = ShapeStroke(isInset: inset)
        for argument in arguments {
            switch argument.label?.text {
            case nil:
                if let color = try? color(argument.expression, in: scope) { stroke.color = color.name }
            case "lineWidth":
                if let width = try? double(argument.expression, in: scope) { stroke.lineWidth = width }
            case "style":
                guard let call = argument.expression.as(FunctionCallExprSyntax.self),
                    let width = call.arguments.first(where: { $0.label?.text == "lineWidth" }),
                    let value = try? double(width.expression, in: scope)
                else { continue }
                stroke.lineWidth = value
            default: continue
            }
        }
        spec.stroke = stroke
        return .view(.shape(spec), children: children)
    }
}
