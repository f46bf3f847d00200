// ContainerViews.swift
// LayoutSource
//
// Containers (§10–14) and the layout-neutral ForEach, with SwiftUI's argument labels and
// defaults; registered custom Layouts. Custom View structs are in CustomViews.swift.

import CustomLayout
import Foundation
import LayoutCore
import SourcePrinter
import SwiftSyntax

extension Translator {
    /// `HStack(alignment:spacing:content:)` / `VStack(…)`.
    func stack(_ name: String, call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        let axis: Axis = name == "HStack" ? .horizontal : .vertical
        let matched = try match(call, callee: name, [Parameter("alignment"), Parameter("spacing"), .content])
        let spec = try stackSpec(name, axis: axis, alignment: matched[0], spacing: matched[1], in: scope)
        guard let content = matched[2] else { throw error(call, "\(name) needs content") }
        let children = try contentViews(content, callee: name, scope: scope)
        try spend(call)
        return .view(.stack(spec), children: children)
    }

    private func stackSpec(
        _ name: String, axis: Axis, alignment: Argument?, spacing: Argument?, in scope: Scope
    ) throws(SourceError) -> StackSpec {
        let key = try alignment.map { (a) throws(SourceError) in try stackAlignment(a.expression, axis: axis.orthogonal)
        }
        let gap =
            try spacing.map { (a) throws(SourceError) in
                try optionalDouble(a.expression, argument: "\(name)(spacing:)", in: scope)
            } ?? nil
        return StackSpec(axis: axis, alignment: key, spacing: gap)
    }

    /// `ZStack(alignment:content:)`.
    func zStack(_ call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        let matched = try match(call, callee: "ZStack", [Parameter("alignment"), .content])
        let alignment = try matched[0].map { (a) throws(SourceError) in try self.alignment(a.expression) } ?? .center
        guard let content = matched[1] else { throw error(call, "ZStack needs content") }
        let children = try contentViews(content, callee: "ZStack", scope: scope)
        try spend(call)
        return .view(.zStack(alignment: alignment), children: children)
    }

    /// `ViewThatFits(in:content:)`, axes default to both (VTF-1).
    func viewThatFits(_ call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        let matched = try match(call, callee: "ViewThatFits", [Parameter("in"), .content])
        let axes = try matched[0].map { (a) throws(SourceError) in try axisSet(a.expression) } ?? .both
        guard let content = matched[1] else { throw error(call, "ViewThatFits needs content") }
        let children = try contentViews(content, callee: "ViewThatFits", scope: scope)
        try spend(call)
        return .view(.viewThatFits(axes: axes), children: children)
    }

    /// `GeometryReader { proxy in … }`: the parameter name becomes `proxyWidth/Height(depth)`.
    func geometryReader(_ call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        let matched = try match(call, callee: "GeometryReader", [.content])
        guard let content = matched[0], let closure = content.expression.as(ClosureExprSyntax.self) else {
            throw error(call, "GeometryReader needs a closure { proxy in … }")
        }
        var inner = scope
        inner.atRoot = false
        if closure.signature != nil, let name = try singleParameter(closure, what: "GeometryReader") {
            inner.proxies[name] = scope.readerDepth
            inner.locals[name] = nil
        }
        inner.readerDepth += 1
        let children = try views(in: closure.statements, scope: inner)
        try spend(call)
        return .view(.geometryReader, children: children)
    }

    /// `ScrollView(_ axes: = .vertical, showsIndicators: = true, content:)`.
    func scrollView(_ call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        let matched = try match(call, callee: "ScrollView", [Parameter(nil), Parameter("showsIndicators"), .content])
        let axes = try matched[0].map { (a) throws(SourceError) in try axisSet(a.expression) } ?? .vertical
        if let indicators = matched[1] { _ = try bool(indicators.expression, in: scope) }
        guard let content = matched[2] else { throw error(call, "ScrollView needs content") }
        let children = try contentViews(content, callee: "ScrollView", scope: scope)
        try spend(call)
        return .view(.scrollView(axes: axes), children: children)
    }

    /// `ForEach(0..<n) { i in … }`, `ForEach(a...b)`, `ForEach([1, 2], id: \.self) { x in … }`.
    func forEach(_ call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        let matched = try match(call, callee: "ForEach", [Parameter(nil, required: true), Parameter("id"), .content])
        guard let data = matched[0], let content = matched[2],
            let closure = content.expression.as(ClosureExprSyntax.self)
        else {
            throw error(call, "ForEach needs data and a closure { item in … }")
        }
        if let id = matched[1], !id.expression.is(KeyPathExprSyntax.self) {
            throw error(id.expression, "ForEach id: must be a key path such as \\.self")
        }
        let elements: [Value]
        switch try value(of: data.expression, in: scope) {
        case .range(let lower, let upper):
            try checkRoom(data.expression, for: upper - lower)
            elements = (lower..<upper).map { .integer($0, isLiteral: false) }
        case .array(let items):
            try checkRoom(data.expression, for: items.count)
            elements = items.map(\.asNamedConstant)
        case .standIn(let standIn): // data the input does not supply (StandIns.swift)
            elements = self.elements(of: standIn)
        case let other:
            throw error(data.expression, "ForEach needs a range or an array literal, found \(other.kindName)")
        }
        // `ForEach(Array(items.enumerated()), id: \.offset) { index, item in … }`: two parameters
        // are the offset and the element (`enumerated()` reads as the array itself).
        let pair = closure.signature.map(Self.parameterNames) ?? []
        let name = pair.count == 2 ? pair[1] : try singleParameter(closure, what: "ForEach")
        var members: [ViewDescription] = []
        for (offset, element) in elements.enumerated() {
            var inner = scope
            inner.atRoot = false
            if pair.count == 2, pair[0] != "_" {
                inner.locals[pair[0]] = .integer(offset, isLiteral: false)
                inner.proxies[pair[0]] = nil
            }
            if let name, name != "_" {
                inner.locals[name] = element
                inner.proxies[name] = nil
            }
            members.append(.group(try views(in: closure.statements, scope: inner)))
        }
        return .group(members)
    }

    /// `HStackLayout(…) { }`, `AnyLayout(VStackLayout()) { }`, `FlowLayout(spacing: 10) { }`.
    func layoutContainer(_ name: String, call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError)
        -> ViewDescription
    {
        let kind: NodeKind
        let content: Argument?
        if name == "AnyLayout" {
            let matched = try match(call, callee: name, [Parameter(nil, required: true), .content])
            guard let layout = matched[0], let inner = layout.expression.as(FunctionCallExprSyntax.self),
                let innerName = inner.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                inner.trailingClosure == nil
            else {
                throw error(call, "AnyLayout needs a layout such as HStackLayout() or FlowLayout(spacing:)")
            }
            let resolved = layouts.contains(innerName) ? innerName : Self.layoutAliases[innerName] ?? innerName
            kind = try layoutKind(resolved, call: inner, content: false, in: scope)
            content = matched[1]
        } else {
            kind = try layoutKind(name, call: call, content: true, in: scope)
            content =
                call.trailingClosure.map { Argument(label: nil, expression: ExprSyntax($0), node: Syntax($0)) }
                ?? call.arguments.first { $0.label?.text == "content" }
                .map { Argument(label: "content", expression: $0.expression, node: Syntax($0)) }
        }
        guard let content else { throw error(call, "\(name) needs content { … }") }
        let children = try contentViews(content, callee: name, scope: scope)
        try spend(call)
        return .view(kind, children: children)
    }

    /// The node kind of a layout value: the stack layouts or a registered custom Layout.
    private func layoutKind(_ name: String, call: FunctionCallExprSyntax, content: Bool, in scope: Scope)
        throws(SourceError) -> NodeKind
    {
        let tail: [Parameter] = content ? [.content] : []
        switch name {
        case "HStackLayout", "VStackLayout":
            let axis: Axis = name == "HStackLayout" ? .horizontal : .vertical
            let matched = try match(call, callee: name, [Parameter("alignment"), Parameter("spacing")] + tail)
            return .stack(try stackSpec(name, axis: axis, alignment: matched[0], spacing: matched[1], in: scope))
        case "ZStackLayout":
            let matched = try match(call, callee: name, [Parameter("alignment")] + tail)
            return .zStack(
                alignment: try matched[0].map { (a) throws(SourceError) in try alignment(a.expression) } ?? .center)
        default:
            return try customLayout(name, call: call, in: scope)
        }
    }

    /// A registered custom Layout; its labelled arguments become the JSON parameters,
    /// canonicalised by the registry (so `FlowLayout()` equals `FlowLayout(spacing: 10)`).
    private func customLayout(_ name: String, call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError)
        -> NodeKind
    {
        guard layouts.contains(name) else {
            throw error(
                call.calledExpression,
                "\(name) is not a registered Layout; only registered layouts can be used (\(layouts.names.joined(separator: ", ")))"
            )
        }
        var fields: [String: Any] = [:]
        var labels: [(String, Syntax)] = []
        for argument in call.arguments {
            guard let label = argument.label?.text else {
                if argument.expression.is(ClosureExprSyntax.self) { continue }
                throw error(argument, "\(name) arguments must be labelled with its stored properties")
            }
            if label == "content" { continue }
            fields[label] = try jsonValue(
                try value(of: argument.expression, in: scope), "\(name)(\(label):)", at: argument.expression)
            labels.append((label, Syntax(argument)))
        }
        let spec: CustomLayoutSpec
        do {
            let json = try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
            spec = try layouts.canonicalized(
                CustomLayoutSpec(name: name, parameters: String(decoding: json, as: UTF8.self)))
        } catch {
            throw self.error(call, "\(error)")
        }
        let known = Set((SwiftUISourcePrinter.layoutArguments(of: spec) ?? []).map(\.label))
        if let (label, node) = labels.first(where: { !known.contains($0.0) }) {
            throw error(
                node,
                "\(name) has no parameter '\(label):' (it has \(known.sorted().map { $0 + ":" }.joined(separator: " ")))"
            )
        }
        return .customLayout(spec)
    }

    /// A layout parameter as a JSON value for `JSONSerialization`.
    private func jsonValue(_ value: Value, _ argument: String, at node: some SyntaxProtocol) throws(SourceError)
        -> Any
    {
        switch value {
        case .integer(let n, _): return n
        case .real(let expression, _):
            guard expression.isConstantEvaluable else {
                throw error(node, "layout parameters must be finite constants")
            }
            try checkNonFinite(expression, argument, at: node) // custom-layout spacing and the rest (CORE-10)
            return expression.constantResult
        case .bool(let flag): return flag
        case .string(let text): return text
        case .none: return NSNull()
        default: throw error(node, "unsupported layout parameter: \(value.kindName)")
        }
    }
}
