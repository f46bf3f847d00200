// TextStyles.swift
// LayoutSource
//
// TYPE-1: `.dynamicTypeSize(_:)` sets the Dynamic Type size the Text below takes its text-style
// point sizes from (FontSpec.dynamicTypeTable). TYPE-2: `Text + Text` is one Text.

import LayoutCore
import SwiftSyntax

extension Translator {
    /// `.dynamicTypeSize(.xLarge)`; a range (`...DynamicTypeSize.large`, `.xLarge...`,
    /// `.small ... .xxLarge`) clamps the default size, `.large`, into it (TYPE-1).
    func dynamicTypeSize(_ context: ModifierContext, _ content: ViewDescription) throws(SourceError)
        -> ViewDescription
    {
        let matched = try arguments(context, [Parameter(nil, required: true)])
        guard let argument = matched[0] else { return content }
        let expression = argument.expression
        var lower: DynamicTypeSize?
        var upper: DynamicTypeSize?
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let op = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)
        {
            let bounds = Array(sequence.elements)
            lower = try dynamicTypeSizeName(bounds[0])
            upper = try dynamicTypeSizeName(bounds[2])
            if op.operator.text == "..<", let bound = upper, bound.index > 0 {
                upper = DynamicTypeSize.allCases[bound.index - 1]
            }
        } else if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            upper = try dynamicTypeSizeName(prefix.expression)
            if prefix.operator.text == "..<", let bound = upper, bound.index > 0 {
                upper = DynamicTypeSize.allCases[bound.index - 1]
            }
        } else if let postfix = expression.as(PostfixOperatorExprSyntax.self) {
            lower = try dynamicTypeSizeName(postfix.expression)
        } else {
            let size = try dynamicTypeSizeName(expression)
            return .environment(.dynamicTypeSize(size), content: content)
        }
        var size = DynamicTypeSize.large
        if let lower, lower.index > size.index { size = lower }
        if let upper, upper.index < size.index { size = upper }
        return .environment(.dynamicTypeSize(size), content: content)
    }

    /// `.xLarge`, `DynamicTypeSize.accessibility2`.
    private func dynamicTypeSizeName(_ expr: ExprSyntax) throws(SourceError) -> DynamicTypeSize {
        if let member = expr.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.trimmedDescription == "DynamicTypeSize",
            let size = DynamicTypeSize(rawValue: member.declName.baseName.text)
        {
            return size
        }
        throw error(
            expr,
            "expected a DynamicTypeSize such as .large or .accessibility1 (\(DynamicTypeSize.allCases.map { "." + $0.rawValue }.joined(separator: ", ")))"
        )
    }
}

extension Translator {
    /// TYPE-2: `Text("a") + Text("b").bold()` is one Text of the joined strings. Its font is the
    /// first part's `.font` (a Text has one font in the model); the other parts' modifiers are
    /// recorded on it (CHROME-1).
    func concatenatedText(_ sequence: SequenceExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements.count % 2 == 1 else {
            throw error(sequence, "expected a view, found '\(SyntaxErrors.shortened(sequence.trimmedDescription))'")
        }
        var string = ""
        var font: FontSpec?
        var attributes: [NodeAttribute] = []
        for (index, element) in elements.enumerated() {
            if index % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else {
                    throw error(element, "only Text + Text is supported between views")
                }
                continue
            }
            var inner = scope
            inner.atRoot = false
            var part = try view(element, in: inner)
            while true {
                switch part {
                case .attributed(let attribute, let content):
                    attributes.append(attribute)
                    part = content
                    continue
                case .environment(.font(let value), let content):
                    if index == 0 { font = value }
                    part = content
                    continue
                default: break
                }
                break
            }
            guard case .view(.text(let spec), _) = part else {
                throw error(element, "only Text can be joined with +")
            }
            string += spec.string
        }
        var result = ViewDescription.view(.text(TextSpec(string)))
        if let font { result = .environment(.font(font), content: result) }
        for attribute in attributes { result = .attributed(attribute, content: result) }
        return result
    }
}
