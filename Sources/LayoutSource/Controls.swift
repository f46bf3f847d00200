// Controls.swift
// LayoutSource
//
// CONTROL-1..9: controls lower to existing primitives with iOS's default sizes (sources in
// Documentation/RealSwiftUI.md): a fixed or flexible CustomLeaf (LEAF-OTHER-1) named after the
// control, so SVG draws a labelled box, beside the control's label. Bindings, ranges and
// actions are not read.

import LayoutCore
import SwiftSyntax

extension Translator {
    /// CONTROL-2: UISwitch's frame, 51 × 31 pt.
    static let toggleSize = Size(width: 51, height: 31)
    /// CONTROL-3: UISlider's height as measured on iOS 8.1 (34 pt); the width is flexible.
    static let sliderHeight = 34.0
    /// CONTROL-4: UIStepper's intrinsic size on iOS 13 and later, 94 × 32 pt.
    static let stepperSize = Size(width: 94, height: 32)
    /// CONTROL-5: the medium activity indicator, 20 × 20 pt; a linear bar is 4 pt tall.
    static let spinnerSize = Size(width: 20, height: 20)
    static let progressBarHeight = 4.0
    /// CONTROL-7: controls whose size depends on content LayoutLab does not model (the menu
    /// button of a Picker, a compact DatePicker, a ColorPicker's well) are the HIG's minimum
    /// hit target, 44 × 44 pt.
    static let minimumTarget = Size(width: 44, height: 44)

    /// The controls this file lowers, by SwiftUI name.
    func control(_ name: String, call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError)
        -> ViewDescription
    {
        switch name {
        case "Label": return try label(call, in: scope)
        case "Toggle":
            let label = try requiredLabel(call, callee: name, in: scope)
            return try labelRow(name, label, fixedLeaf(name, Self.toggleSize, at: call))
        case "Stepper":
            let label = try requiredLabel(call, callee: name, in: scope)
            return try labelRow(name, label, fixedLeaf(name, Self.stepperSize, at: call))
        case "Picker", "DatePicker", "ColorPicker":
            let label = try requiredLabel(call, callee: name, in: scope)
            return try labelRow(name, label, fixedLeaf(name, Self.minimumTarget, at: call))
        case "Slider": return try slider(call, in: scope)
        case "ProgressView", "Gauge": return try progress(name, call: call, in: scope)
        case "TextField", "SecureField": return try textField(name, call: call, in: scope)
        case "TextEditor":
            try spend(call)
            return .attributed(
                NodeAttribute(name),
                content: .view(
                    .customLeaf(
                        CustomLeafSpec(
                            name: name, minimum: Size(width: 0, height: 0), ideal: Size(width: 10, height: 10),
                            maximum: Size(width: .infinity, height: .infinity)))))
        default:
            throw error(call.calledExpression, "unknown control '\(name)'")
        }
    }

    /// CONTROL-1: `Label("Title", systemImage: "star")`, `Label { title } icon: { icon }`,
    /// `Label(title:icon:)`: the icon then the title in an HStack.
    private func label(_ call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        if let label = try controlLabel(call, callee: "Label", trailingIsLabel: false, in: scope).0 {
            if case .view(.text(let spec), _) = label,
                let image = call.arguments.first(where: { $0.label?.text == "image" })
            {
                guard case .string(let name) = try value(of: image.expression, in: scope) else {
                    throw error(image.expression, "image: must be a string")
                }
                return .attributed(
                    NodeAttribute("Label"),
                    content: Self.labelStack(icon: .view(.image(ImageSpec(name: name))), title: .view(.text(spec))))
            }
            return .attributed(NodeAttribute("Label"), content: label)
        }
        let title =
            Self.closure(labelled: "title", in: call)
            ?? call.trailingClosure.map { Argument(label: nil, expression: ExprSyntax($0), node: Syntax($0)) }
        guard let title, let icon = Self.closure(labelled: "icon", in: call) else {
            throw error(call.calledExpression, "Label needs a title and systemImage:, or title: and icon: closures")
        }
        return .attributed(
            NodeAttribute("Label"),
            content: Self.labelStack(
                icon: .group(try contentViews(icon, callee: "Label", scope: scope)),
                title: .group(try contentViews(title, callee: "Label", scope: scope))))
    }

    /// A control's label: a title, a `label:` closure or the trailing closure.
    private func requiredLabel(_ call: FunctionCallExprSyntax, callee: String, in scope: Scope) throws(SourceError)
        -> ViewDescription
    {
        guard let label = try controlLabel(call, callee: callee, trailingIsLabel: true, in: scope).0 else {
            throw error(call.calledExpression, "\(callee) needs a title or a label { … }")
        }
        return label
    }

    /// The label filling the width, leading, then the control (CONTROL-2, -4, -7).
    private func labelRow(_ name: String, _ label: ViewDescription, _ control: ViewDescription) throws(SourceError)
        -> ViewDescription
    {
        .attributed(
            NodeAttribute(name),
            content: .view(.stack(StackSpec(axis: .horizontal)), children: [Self.fillingWidth(label), control]))
    }

    /// `content.frame(maxWidth: .infinity, alignment: .leading)`.
    static func fillingWidth(_ content: ViewDescription, alignment: Alignment = .leading) -> ViewDescription {
        .modifier(.flexFrame(FlexFrameSpec(maxWidth: .constant(.infinity), alignment: alignment)), content: content)
    }

    private func fixedLeaf(_ name: String, _ size: Size, at call: FunctionCallExprSyntax) throws(SourceError)
        -> ViewDescription
    {
        try spend(call)
        return .view(.customLeaf(.fixed(size, name: name)))
    }

    /// A leaf of flexible width (0 … ∞, ideal `idealWidth`) and fixed height.
    private func flexibleLeaf(_ name: String, height: Double, idealWidth: Double, at call: FunctionCallExprSyntax)
        throws(SourceError) -> ViewDescription
    {
        try spend(call)
        return .view(
            .customLeaf(
                CustomLeafSpec(
                    name: name, minimum: Size(width: 0, height: height), ideal: Size(width: idealWidth, height: height),
                    maximum: Size(width: .infinity, height: height))))
    }

    /// CONTROL-3: `Slider(value:in:step:)` with optional `minimumValueLabel:`/`maximumValueLabel:`
    /// beside it; its `label:` is not shown on iOS.
    private func slider(_ call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        guard call.arguments.contains(where: { $0.label?.text == "value" }) else {
            throw error(call.calledExpression, "missing argument 'value:' in Slider(value:in:step:)")
        }
        let bar = try flexibleLeaf("Slider", height: Self.sliderHeight, idealWidth: 0, at: call)
        var members: [ViewDescription] = []
        if let minimum = Self.closure(labelled: "minimumValueLabel", in: call) {
            members.append(.group(try contentViews(minimum, callee: "Slider", scope: scope)))
        }
        members.append(bar)
        if let maximum = Self.closure(labelled: "maximumValueLabel", in: call) {
            members.append(.group(try contentViews(maximum, callee: "Slider", scope: scope)))
        }
        let content = members.count == 1 ? bar : .view(.stack(StackSpec(axis: .horizontal)), children: members)
        return .attributed(NodeAttribute("Slider"), content: content)
    }

    /// CONTROL-5: `ProgressView()` is a 20 × 20 spinner (its title, if any, below it);
    /// `ProgressView(value:)` and `Gauge(value:)` are a flexible 4-pt bar under their label.
    private func progress(_ name: String, call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError)
        -> ViewDescription
    {
        let isLinear = name == "Gauge" || call.arguments.contains { $0.label?.text == "value" }
        let label = try controlLabel(call, callee: name, trailingIsLabel: true, in: scope).0
        let indicator =
            isLinear
            ? try flexibleLeaf(name, height: Self.progressBarHeight, idealWidth: 0, at: call)
            : try fixedLeaf(name, Self.spinnerSize, at: call)
        guard let label else { return .attributed(NodeAttribute(name), content: indicator) }
        let children = isLinear ? [label, indicator] : [indicator, label]
        let alignment: AlignmentKey? = isLinear ? .leading : nil
        return .attributed(
            NodeAttribute(name),
            content: .view(.stack(StackSpec(axis: .vertical, alignment: alignment)), children: children))
    }

    /// CONTROL-6: `TextField("Placeholder", text:)`, `SecureField`, `TextField(text:prompt:) { label }`:
    /// one line of the placeholder (or prompt) in the body font, filling the width.
    private func textField(_ name: String, call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError)
        -> ViewDescription
    {
        var placeholder = ""
        var title: AttributeValue = .flag
        if let first = call.arguments.first, first.label == nil {
            let titleValue = try value(of: first.expression, in: scope)
            guard let text = titleValue.interpolated else {
                throw error(first.expression, "\(name)'s title must be a string, found \(titleValue.kindName)")
            }
            placeholder = text
            title = .string(text)
        } else if let prompt = call.arguments.first(where: { $0.label?.text == "prompt" }),
            let inner = prompt.expression.as(FunctionCallExprSyntax.self),
            let argument = inner.arguments.first, inner.arguments.count == 1,
            case .string(let text) = try value(of: argument.expression, in: scope)
        {
            placeholder = text
            title = .string(text)
        }
        try spend(call)
        return .attributed(NodeAttribute(name, title), content: Self.fillingWidth(.view(.text(TextSpec(placeholder)))))
    }
}
