// ListViews.swift
// LayoutSource
//
// LIST-1..3: List and Form as a vertical ScrollView of rows; Section as its header, rows and
// footer. LAZY-1: LazyVStack / LazyHStack as stacks that fill their cross axis.

import LayoutCore
import SwiftSyntax

extension Translator {
    /// LIST-2: each row's insets (11 pt above and below, 20 pt at the sides) and minimum height
    /// (44 pt, the HIG's minimum hit target and UITableView's default row height).
    static let listRowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    static let listRowMinimumHeight = 44.0

    /// LIST-1: `List { … }`, `List(data) { item in … }`, `List(selection:) { … }`, `Form { … }`:
    /// `ScrollView { VStack(spacing: 0) { rows } }`, every view of the content (groups, ForEach
    /// and Sections expanded) one row (LIST-2).
    func list(_ name: String, call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        let content: [ViewDescription]
        if name == "List", let first = call.arguments.first, first.label == nil,
            !first.expression.is(ClosureExprSyntax.self)
        {
            content = [try forEach(call, in: scope)] // same data and closure as ForEach
        } else {
            guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
            else {
                throw error(call.calledExpression, "\(name) needs content { … }")
            }
            let argument = Argument(label: nil, expression: ExprSyntax(closure), node: Syntax(closure))
            content = try contentViews(argument, callee: name, scope: scope)
        }
        let rows = Self.members(of: content).map(Self.listRow)
        try spend(call, count: 2 * rows.count + 2)
        let stack = ViewDescription.view(.stack(StackSpec(axis: .vertical, spacing: 0)), children: rows)
        return .attributed(NodeAttribute(name), content: .view(.scrollView(axes: .vertical), children: [stack]))
    }

    /// LIST-2: `row.frame(maxWidth: .infinity, alignment: .leading).padding(insets).frame(minHeight: 44)`.
    static func listRow(_ row: ViewDescription) -> ViewDescription {
        let padded = ViewDescription.modifier(.padding(listRowInsets), content: fillingWidth(row))
        return .modifier(.flexFrame(FlexFrameSpec(minHeight: .constant(listRowMinimumHeight))), content: padded)
    }

    /// LIST-3: `Section("Title") { … }`, `Section(header: Text("x"), footer: …) { … }`,
    /// `Section { … } header: { … } footer: { … }`: the header, the content and the footer, each
    /// its own row in a List (a group elsewhere).
    func section(_ call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        var members: [ViewDescription] = []
        func part(_ label: String) throws(SourceError) -> ViewDescription? {
            if let closure = Self.closure(labelled: label, in: call) {
                return .group(try contentViews(closure, callee: "Section", scope: scope))
            }
            if let argument = call.arguments.first(where: { $0.label?.text == label }) {
                var inner = scope
                inner.atRoot = false
                return try view(argument.expression, in: inner)
            }
            return nil
        }
        if let first = call.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
            let titleValue = try value(of: first.expression, in: scope)
            guard let title = titleValue.interpolated else {
                throw error(first.expression, "Section's title must be a string, found \(titleValue.kindName)")
            }
            try spend(first.expression)
            members.append(.attributed(NodeAttribute("sectionHeader"), content: .view(.text(TextSpec(title)))))
        } else if let header = try part("header") {
            members.append(.attributed(NodeAttribute("sectionHeader"), content: header))
        }
        let content =
            Self.closure(labelled: "content", in: call)
            ?? call.trailingClosure.map { Argument(label: nil, expression: ExprSyntax($0), node: Syntax($0)) }
        guard let content else { throw error(call.calledExpression, "Section needs content { … }") }
        members.append(.group(try contentViews(content, callee: "Section", scope: scope)))
        if let footer = try part("footer") {
            members.append(.attributed(NodeAttribute("sectionFooter"), content: footer))
        }
        return .group(members)
    }

    /// LAZY-1: `LazyVStack(alignment:spacing:pinnedViews:content:)` is a VStack framed to fill the
    /// width (aligned by the stack's alignment); `LazyHStack` an HStack filling the height.
    func lazyStack(_ name: String, call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError)
        -> ViewDescription
    {
        let axis: Axis = name == "LazyHStack" ? .horizontal : .vertical
        let matched = try match(
            call, callee: name, [Parameter("alignment"), Parameter("spacing"), Parameter("pinnedViews"), .content])
        let key =
            try matched[0].map { (a) throws(SourceError) in try stackAlignment(a.expression, axis: axis.orthogonal) }
            ?? (axis == .horizontal ? AlignmentKey.verticalCenter : .horizontalCenter)
        let spacing =
            try matched[1].map { (a) throws(SourceError) in
                try optionalDouble(a.expression, argument: "\(name)(spacing:)", in: scope)
            } ?? nil
        guard let content = matched[3] else { throw error(call, "\(name) needs content") }
        let children = try contentViews(content, callee: name, scope: scope)
        try spend(call, count: 2)
        let stack = ViewDescription.view(
            .stack(StackSpec(axis: axis, alignment: key, spacing: spacing)), children: children)
        let frame: FlexFrameSpec =
            axis == .vertical
            ? FlexFrameSpec(
                maxWidth: .constant(.infinity),
                alignment: Alignment(horizontal: HorizontalAlignment(key), vertical: .center))
            : FlexFrameSpec(
                maxHeight: .constant(.infinity),
                alignment: Alignment(horizontal: .center, vertical: VerticalAlignment(key)))
        return .attributed(NodeAttribute(name), content: .modifier(.flexFrame(frame), content: stack))
    }
}
