// NavigationViews.swift
// LayoutSource
//
// CHROME-2: navigation containers lay out as their content; CHROME-3: views that show a label
// (Button, NavigationLink, Link, Menu, ShareLink) lay out as the label. Each records its name on
// the nodes it lowers to, so reports show where it was.

import LayoutCore
import SwiftSyntax

extension Translator {
    /// `NavigationStack { … }`, `NavigationView { … }`, `NavigationStack(path:) { … }`: the content
    /// (CHROME-2). The navigation bar and title are not laid out.
    func navigationContainer(_ name: String, call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError)
        -> ViewDescription
    {
        guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) else {
            throw error(call.calledExpression, "\(name) needs content { … }")
        }
        let content = Argument(label: nil, expression: ExprSyntax(closure), node: Syntax(closure))
        return .attributed(NodeAttribute(name), content: .group(try contentViews(content, callee: name, scope: scope)))
    }

    /// `NavigationSplitView { sidebar } content: { … } detail: { … }`: the sidebar, which is what
    /// an iPhone shows first (CHROME-2: a compact split view collapses to a stack rooted at the
    /// sidebar). The other columns are not read.
    func navigationSplitView(_ call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        let sidebar =
            call.arguments.first { $0.label?.text == "sidebar" }?.expression.as(ClosureExprSyntax.self)
            ?? call.trailingClosure
        guard let sidebar else { throw error(call.calledExpression, "NavigationSplitView needs a sidebar { … }") }
        let content = Argument(label: nil, expression: ExprSyntax(sidebar), node: Syntax(sidebar))
        return .attributed(
            NodeAttribute("NavigationSplitView"),
            content: .group(try contentViews(content, callee: "NavigationSplitView", scope: scope)))
    }

    /// `TabView { … }`: the first tab, the one shown at launch (CHROME-2); the tab bar is not laid out.
    func tabView(_ call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) else {
            throw error(call.calledExpression, "TabView needs content { … }")
        }
        let content = Argument(label: nil, expression: ExprSyntax(closure), node: Syntax(closure))
        let tabs = Self.members(of: try contentViews(content, callee: "TabView", scope: scope))
        return .attributed(NodeAttribute("TabView"), content: tabs.first ?? .empty)
    }

    /// The label-bearing views (CHROME-3): `Button("Title") { … }`, `Button(action:) { label }`,
    /// `Button { … } label: { … }`, `NavigationLink("Title", destination:)`,
    /// `NavigationLink(value:) { label }`, `Link("Title", destination:)`, `Menu("Title") { … }`,
    /// `Menu { … } label: { … }`, `ShareLink(item:)`. A title with `systemImage:` is a Label.
    func labelledControl(_ name: String, call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError)
        -> ViewDescription
    {
        let labels = Set(call.arguments.compactMap { $0.label?.text })
        let trailingIsLabel: Bool
        switch name {
        case "Button": trailingIsLabel = labels.contains("action") || labels.contains("intent")
        case "NavigationLink": trailingIsLabel = labels.contains("destination") || labels.contains("value")
        case "Link", "ShareLink": trailingIsLabel = true
        default: trailingIsLabel = false
        }
        let (label, title) = try controlLabel(call, callee: name, trailingIsLabel: trailingIsLabel, in: scope)
        if let label {
            return .attributed(NodeAttribute(name, title.map { .string($0) } ?? .flag), content: label)
        }
        if name == "ShareLink" {
            return .attributed(
                NodeAttribute(name),
                content: .view(.image(ImageSpec(name: "square.and.arrow.up", isSystemSymbol: true))))
        }
        throw error(call.calledExpression, "\(name) needs a title or a label { … }")
    }

    /// A control's label: a title string (the first unlabeled argument) as Text, or an Image and
    /// Text when `systemImage:` is given; else the `label:` closure; else the trailing closure
    /// when `trailingIsLabel`. Nil when there is none.
    func controlLabel(
        _ call: FunctionCallExprSyntax, callee: String, trailingIsLabel: Bool, in scope: Scope
    ) throws(SourceError) -> (ViewDescription?, title: String?) {
        if let first = call.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
            let titleValue = try value(of: first.expression, in: scope)
            guard let title = titleValue.interpolated else {
                throw error(first.expression, "\(callee)'s title must be a string, found \(titleValue.kindName)")
            }
            try spend(first.expression)
            let text = ViewDescription.view(.text(TextSpec(title)))
            if let symbol = call.arguments.first(where: { $0.label?.text == "systemImage" }) {
                guard case .string(let name) = try value(of: symbol.expression, in: scope) else {
                    throw error(symbol.expression, "systemImage: must be a string")
                }
                return (
                    Self.labelStack(icon: .view(.image(ImageSpec(name: name, isSystemSymbol: true))), title: text),
                    title
                )
            }
            return (text, title)
        }
        if let closure = Self.closure(labelled: "label", in: call) {
            return (.group(try contentViews(closure, callee: callee, scope: scope)), nil)
        }
        if let view = call.arguments.first(where: { $0.label?.text == "label" }) {
            return (try self.view(view.expression, in: scope), nil) // `Picker(selection:label: Text("x"))`
        }
        if trailingIsLabel, let trailing = call.trailingClosure {
            let argument = Argument(label: nil, expression: ExprSyntax(trailing), node: Syntax(trailing))
            return (.group(try contentViews(argument, callee: callee, scope: scope)), nil)
        }
        return (nil, nil)
    }

    /// A closure passed as `name:` or as the additional trailing closure `name:`.
    static func closure(labelled name: String, in call: FunctionCallExprSyntax) -> Argument? {
        if let argument = call.arguments.first(where: { $0.label?.text == name }),
            argument.expression.is(ClosureExprSyntax.self)
        {
            return Argument(label: name, expression: argument.expression, node: Syntax(argument))
        }
        if let extra = call.additionalTrailingClosures.first(where: { $0.label.text == name }) {
            return Argument(label: name, expression: ExprSyntax(extra.closure), node: Syntax(extra))
        }
        return nil
    }

    /// A Label's layout: icon then title in an HStack with default spacing (CONTROL-1).
    static func labelStack(icon: ViewDescription, title: ViewDescription) -> ViewDescription {
        .view(.stack(StackSpec(axis: .horizontal)), children: [icon, title])
    }

    /// The members a list of descriptions flattens to (groups expanded), as GROUP-1 would.
    static func members(of descriptions: [ViewDescription]) -> [ViewDescription] {
        var result: [ViewDescription] = []
        var stack = Array(descriptions.reversed())
        while let item = stack.popLast() {
            if case .group(let inner) = item {
                stack.append(contentsOf: inner.reversed())
            } else {
                result.append(item)
            }
        }
        return result
    }
}
