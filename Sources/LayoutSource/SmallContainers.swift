// SmallContainers.swift
// LayoutSource
//
// CHROME-5: small SwiftUI containers real files use, lowered to stacks: DisclosureGroup
// (collapsed), GroupBox, LabeledContent, ControlGroup, ContentUnavailableView,
// ScrollViewReader, TimelineView, AnyView, and the buttons that show a fixed title (EditButton, RenameButton).

import LayoutCore
import SwiftSyntax

extension Translator {
    /// The description of one of CHROME-5's containers, or nil when `name` is not one.
    func smallContainer(_ name: String, call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError)
        -> ViewDescription?
    {
        switch name {
        case "DisclosureGroup":
            // Collapsed (its `isExpanded:` binding is not read): the label and a chevron.
            guard let label = try controlLabel(call, callee: name, trailingIsLabel: false, in: scope).0 else {
                throw error(call.calledExpression, "DisclosureGroup needs a title or a label: { … }")
            }
            try spend(call)
            let chevron = ViewDescription.view(.image(ImageSpec(name: "chevron.right", isSystemSymbol: true)))
            return .attributed(
                NodeAttribute(name),
                content: .view(.stack(StackSpec(axis: .horizontal)), children: [Self.fillingWidth(label), chevron]))
        case "GroupBox":
            // The label above the content, both padded by SwiftUI's default padding (16).
            let label = try controlLabel(call, callee: name, trailingIsLabel: false, in: scope).0
            let content = try trailingContent(call, callee: name, in: scope)
            let stack = ViewDescription.view(
                .stack(StackSpec(axis: .vertical, alignment: .leading)), children: (label.map { [$0] } ?? []) + content)
            try spend(call)
            return .attributed(
                NodeAttribute(name),
                content: .modifier(.padding(EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)), content: stack)
            )
        case "LabeledContent":
            // `LabeledContent("Label", value: "x")` or `LabeledContent("Label") { value }`: a row.
            guard let label = try controlLabel(call, callee: name, trailingIsLabel: false, in: scope).0 else {
                throw error(call.calledExpression, "LabeledContent needs a title")
            }
            var value: [ViewDescription]
            if let argument = call.arguments.first(where: { $0.label?.text == "value" }) {
                let given = try self.value(of: argument.expression, in: scope)
                guard let text = given.interpolated else {
                    throw error(argument.expression, "LabeledContent's value must be a string or a number")
                }
                value = [.view(.text(TextSpec(text)))]
            } else {
                value = try trailingContent(call, callee: name, in: scope)
            }
            try spend(call)
            return .attributed(
                NodeAttribute(name),
                content: .view(.stack(StackSpec(axis: .horizontal)), children: [Self.fillingWidth(label)] + value))
        case "ControlGroup":
            let content = try trailingContent(call, callee: name, in: scope)
            try spend(call)
            return .attributed(
                NodeAttribute(name), content: .view(.stack(StackSpec(axis: .horizontal)), children: content))
        case "ScrollViewReader":
            // `ScrollViewReader { proxy in content }`: the content; the proxy only scrolls.
            guard let closure = call.trailingClosure else {
                throw error(call.calledExpression, "\(name) needs content")
            }
            var inner = scope
            inner.atRoot = false
            if let parameter = try singleParameter(closure, what: name) { inner.locals[parameter] = nil }
            return .attributed(NodeAttribute(name), content: .group(try views(in: closure.statements, scope: inner)))
        case "TimelineView":
            // `TimelineView(.periodic(…)) { context in content }`: the content at one instant;
            // `context` (its date and cadence) is a stand-in (CHROME-5).
            guard let closure = call.trailingClosure else {
                throw error(call.calledExpression, "\(name) needs content: TimelineView(schedule) { context in … }")
            }
            var inner = scope
            inner.atRoot = false
            if let parameter = try singleParameter(closure, what: name) {
                inner.locals[parameter] = .standIn(StandIn(path: parameter, type: "TimelineViewContext"))
            }
            return .attributed(NodeAttribute(name), content: .group(try views(in: closure.statements, scope: inner)))
        case "AnyView":
            let matched = try match(call, callee: name, [Parameter(nil, required: true)])
            guard let argument = matched[0] else { return .empty }
            return try view(argument.expression, in: scope)
        case "ContentUnavailableView":
            // A large symbol above the title (title2) and the description: the composition, not
            // measured against SwiftUI's own insets.
            var members: [ViewDescription] = []
            if let first = call.arguments.first, first.label == nil {
                let given = try value(of: first.expression, in: scope)
                guard let title = given.interpolated else {
                    throw error(first.expression, "ContentUnavailableView's title must be a string")
                }
                if let symbol = call.arguments.first(where: { $0.label?.text == "systemImage" }),
                    case .string(let name) = try value(of: symbol.expression, in: scope)
                {
                    members.append(
                        .environment(
                            .font(FontSpec(style: "largeTitle", pointSize: 34)),
                            content: .view(.image(ImageSpec(name: name, isSystemSymbol: true)))))
                }
                members.append(
                    .environment(
                        .font(FontSpec(style: "title2", pointSize: 22)), content: .view(.text(TextSpec(title)))))
                if let description = call.arguments.first(where: { $0.label?.text == "description" }) {
                    var inner = scope
                    inner.atRoot = false
                    members.append(try view(description.expression, in: inner))
                }
            } else {
                guard
                    let label = Self.closure(labelled: "label", in: call)
                        ?? call.trailingClosure.map({
                            Argument(label: nil, expression: ExprSyntax($0), node: Syntax($0))
                        })
                else {
                    throw error(call.calledExpression, "ContentUnavailableView needs a title or a label { … }")
                }
                members.append(.group(try contentViews(label, callee: name, scope: scope)))
                if let description = Self.closure(labelled: "description", in: call) {
                    members.append(.group(try contentViews(description, callee: name, scope: scope)))
                }
            }
            try spend(call)
            return .attributed(
                NodeAttribute(name), content: .view(.stack(StackSpec(axis: .vertical)), children: members))
        case "EditButton", "RenameButton":
            try spend(call)
            let title = name == "EditButton" ? "Edit" : "Rename"
            return .attributed(NodeAttribute(name), content: .view(.text(TextSpec(title))))
        default:
            return nil
        }
    }

    /// The views of the trailing (or `content:`) closure.
    private func trailingContent(_ call: FunctionCallExprSyntax, callee: String, in scope: Scope) throws(SourceError)
        -> [ViewDescription]
    {
        let closure =
            Self.closure(labelled: "content", in: call)
            ?? call.trailingClosure.map { Argument(label: nil, expression: ExprSyntax($0), node: Syntax($0)) }
        guard let closure else { throw error(call.calledExpression, "\(callee) needs content { … }") }
        return try contentViews(closure, callee: callee, scope: scope)
    }
}
