// GridViews.swift
// LayoutSource
//
// GRID-1..4: `LazyVGrid(columns:)`, `LazyHGrid(rows:)` and `Grid { GridRow { … } }` lower to the
// built-in custom layouts of CustomLayout (LazyVGridLayout, LazyHGridLayout, GridCellsLayout),
// which both engines run through LAYOUTPROTO.

import CustomLayout
import LayoutCore
import SwiftSyntax

extension Translator {
    /// `LazyVGrid(columns:alignment:spacing:pinnedViews:content:)`,
    /// `LazyHGrid(rows:alignment:spacing:pinnedViews:content:)`.
    func lazyGrid(_ name: String, call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError)
        -> ViewDescription
    {
        let vertical = name == "LazyVGrid"
        let itemsLabel = vertical ? "columns" : "rows"
        let matched = try match(
            call, callee: name,
            [
                Parameter(itemsLabel, required: true), Parameter("alignment"), Parameter("spacing"),
                Parameter("pinnedViews"), .content,
            ])
        guard let itemsArgument = matched[0], let content = matched[4] else {
            throw error(call.calledExpression, "\(name) needs \(itemsLabel): and content")
        }
        let items = try gridItems(itemsArgument.expression, vertical: vertical, in: scope)
        let alignment = try matched[1].map { (a) throws(SourceError) in
            try alignmentName(a.expression, axis: vertical ? .horizontal : .vertical)
        }
        let spacing =
            try matched[2].map { (a) throws(SourceError) in
                try optionalDouble(a.expression, argument: "\(name)(spacing:)", in: scope)
            } ?? nil
        let children = try contentViews(content, callee: name, scope: scope)
        try spend(call)
        let spec =
            vertical
            ? LayoutRegistry.spec(for: LazyVGridLayout(columns: items, spacing: spacing, alignment: alignment))
            : LayoutRegistry.spec(for: LazyHGridLayout(rows: items, spacing: spacing, alignment: alignment))
        return .attributed(NodeAttribute(name), content: .view(.customLayout(spec), children: children))
    }

    /// `[GridItem(…), …]`, `Array(repeating: GridItem(…), count: n)`, or a property or constant
    /// holding one of them.
    private func gridItems(_ expr: ExprSyntax, vertical: Bool, in scope: Scope) throws(SourceError) -> [GridItemSpec] {
        if let array = expr.as(ArrayExprSyntax.self) {
            var items: [GridItemSpec] = []
            for element in array.elements {
                items.append(try gridItem(element.expression, vertical: vertical, in: scope))
            }
            return items
        }
        if let call = expr.as(FunctionCallExprSyntax.self),
            ["Array", "Array.init", "[GridItem]", "[GridItem].init"].contains(call.calledExpression.trimmedDescription)
        {
            let matched = try match(
                call, callee: "Array", [Parameter("repeating", required: true), Parameter("count", required: true)])
            guard let item = matched[0], let count = matched[1] else { return [] }
            let spec = try gridItem(item.expression, vertical: vertical, in: scope)
            let n = try integer(count.expression, argument: "Array(count:)", in: scope)
            guard (0...1000).contains(n) else { throw error(count.expression, "a grid needs 0 to 1000 items") }
            return Array(repeating: spec, count: n)
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self),
            let initializer = gridItemsDeclaration(reference.baseName.text, in: scope)
        {
            return try gridItems(initializer, vertical: vertical, in: scope)
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self",
            let initializer = gridItemsDeclaration(member.declName.baseName.text, in: scope)
        {
            return try gridItems(initializer, vertical: vertical, in: scope)
        }
        throw error(
            expr, "expected an array of GridItem, Array(repeating: GridItem(…), count: n) or a property holding one")
    }

    /// The initializer of the property or top-level constant `name`.
    private func gridItemsDeclaration(_ name: String, in scope: Scope) -> ExprSyntax? {
        if let property = scope.instance?.decl.storedProperties.first(where: { $0.name == name }) {
            return property.initializer
        }
        if let body = scope.instance?.decl.computedValues[name] { return Self.singleExpression(body) }
        return file.constants[name]?.initializer
    }

    /// `GridItem(_ size: = .flexible(), spacing: = nil, alignment: = nil)`.
    private func gridItem(_ expr: ExprSyntax, vertical: Bool, in scope: Scope) throws(SourceError) -> GridItemSpec {
        guard let call = expr.as(FunctionCallExprSyntax.self),
            ["GridItem", "GridItem.init", ".init"].contains(call.calledExpression.trimmedDescription)
        else {
            throw error(expr, "expected GridItem(…)")
        }
        let matched = try match(
            call, callee: "GridItem", [Parameter(nil), Parameter("spacing"), Parameter("alignment")])
        var spec = GridItemSpec.flexible
        if let size = matched[0] {
            guard let sizeCall = size.expression.as(FunctionCallExprSyntax.self),
                let member = sizeCall.calledExpression.as(MemberAccessExprSyntax.self),
                member.base == nil || member.base?.trimmedDescription == "GridItem.Size"
            else {
                throw error(
                    size.expression, "expected .fixed(_:), .flexible(minimum:maximum:) or .adaptive(minimum:maximum:)")
            }
            func number(_ argument: Argument?, _ what: String, infinity: Bool = false) throws(SourceError) -> Double? {
                guard let argument else { return nil }
                return try double(argument.expression, argument: what, allowsInfinity: infinity, in: scope)
            }
            switch member.declName.baseName.text {
            case "fixed":
                let sizes = try match(sizeCall, callee: ".fixed", [Parameter(nil, required: true)])
                spec = GridItemSpec(kind: .fixed, minimum: try number(sizes[0], "GridItem(.fixed(_:))") ?? 0)
            case "flexible", "adaptive":
                let kind: GridItemSpec.Kind = member.declName.baseName.text == "flexible" ? .flexible : .adaptive
                let sizes = try match(
                    sizeCall, callee: "." + kind.rawValue,
                    [Parameter("minimum", required: kind == .adaptive), Parameter("maximum")])
                let maximum = try number(sizes[1], "GridItem maximum", infinity: true)
                spec = GridItemSpec(
                    kind: kind, minimum: try number(sizes[0], "GridItem minimum") ?? 10,
                    maximum: maximum.flatMap { $0.isFinite ? $0 : nil })
            default:
                throw error(
                    member.declName, "expected .fixed(_:), .flexible(minimum:maximum:) or .adaptive(minimum:maximum:)")
            }
        }
        if let spacing = matched[1] {
            spec.spacing = try optionalDouble(spacing.expression, argument: "GridItem(spacing:)", in: scope)
        }
        if let alignment = matched[2] {
            let pair = try self.alignment(alignment.expression)
            spec.alignment = Self.guideName(vertical ? pair.horizontal.key : pair.vertical.key)
        }
        return spec
    }

    /// `leading`/`center`/`trailing` or `top`/`center`/`bottom` for a grid; other guides
    /// (baselines, custom guides) are not supported in grids.
    private func alignmentName(_ expr: ExprSyntax, axis: Axis) throws(SourceError) -> String {
        let key = try stackAlignment(expr, axis: axis)
        guard let name = Self.guideName(key) else {
            throw error(expr, "grids support the leading, center, trailing, top and bottom guides only")
        }
        return name
    }

    static func guideName(_ key: AlignmentKey) -> String? {
        switch key {
        case .leading: "leading"
        case .trailing: "trailing"
        case .top: "top"
        case .bottom: "bottom"
        case .horizontalCenter, .verticalCenter: "center"
        default: nil
        }
    }

    /// GRID-4: `Grid(alignment:horizontalSpacing:verticalSpacing:) { GridRow { … } … }`; a view
    /// outside any GridRow is a row of one cell spanning every column; `.gridCellColumns(n)` sets
    /// a cell's span.
    func grid(_ call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        let matched = try match(
            call, callee: "Grid",
            [Parameter("alignment"), Parameter("horizontalSpacing"), Parameter("verticalSpacing"), .content])
        var horizontal: String?
        var vertical: String?
        if let argument = matched[0] {
            let pair = try alignment(argument.expression)
            horizontal = Self.guideName(pair.horizontal.key)
            vertical = Self.guideName(pair.vertical.key)
        }
        func spacing(_ argument: Argument?, _ label: String) throws(SourceError) -> Double? {
            guard let argument else { return nil }
            return try optionalDouble(argument.expression, argument: "Grid(\(label):)", in: scope)
        }
        guard let content = matched[3] else { throw error(call.calledExpression, "Grid needs content") }
        var rows: [GridRowSpec] = []
        var children: [ViewDescription] = []
        for member in Self.members(of: try contentViews(content, callee: "Grid", scope: scope)) {
            if case .attributed(let attribute, .group(let cells)) = member, attribute.name == "GridRow" {
                var spans: [Int] = []
                for cell in Self.members(of: cells) {
                    let count = Self.flattenedCount(cell)
                    spans += Array(repeating: count == 1 ? Self.columnSpan(cell) : 1, count: count)
                    children.append(cell)
                }
                let alignment: String? =
                    if case .expression(let name) = attribute.value { name } else { nil }
                rows.append(GridRowSpec(spans: spans, alignment: alignment))
            } else {
                for _ in 0..<Self.flattenedCount(member) { rows.append(GridRowSpec(spans: [0])) }
                children.append(member)
            }
        }
        try spend(call)
        let layout = GridCellsLayout(
            rows: rows, horizontalSpacing: try spacing(matched[1], "horizontalSpacing"),
            verticalSpacing: try spacing(matched[2], "verticalSpacing"), horizontal: horizontal, vertical: vertical)
        return .attributed(
            NodeAttribute("Grid"), content: .view(.customLayout(LayoutRegistry.spec(for: layout)), children: children))
    }

    /// `GridRow(alignment:) { cells }`: a group marked for its Grid (a group elsewhere). A
    /// baseline alignment is approximated by top (first) or bottom (last), with a stand-in
    /// warning: cells are aligned by their frames, not their text baselines.
    func gridRow(_ call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        let matched = try match(call, callee: "GridRow", [Parameter("alignment"), .content])
        var alignment: String?
        if let argument = matched[0] {
            let key = try stackAlignment(argument.expression, axis: .vertical)
            if key == .firstTextBaseline || key == .lastTextBaseline {
                let name = key == .firstTextBaseline ? "top" : "bottom"
                try standIn(
                    argument.expression,
                    "GridRow's baseline alignment is approximated by .\(name): grid cells align by their frames (GRID-4)"
                )
                alignment = name
            } else {
                alignment = try alignmentName(argument.expression, axis: .vertical)
            }
        }
        guard let content = matched[1] else { throw error(call.calledExpression, "GridRow needs content") }
        return .attributed(
            NodeAttribute("GridRow", alignment.map { .expression($0) } ?? .flag),
            content: .group(try contentViews(content, callee: "GridRow", scope: scope)))
    }

    /// The span `.gridCellColumns(n)` recorded on a cell, else 1.
    static func columnSpan(_ cell: ViewDescription) -> Int {
        var current = cell
        while true {
            switch current {
            case .attributed(let attribute, let content):
                if attribute.name == "gridCellColumns", case .expression(let text) = attribute.value, let n = Int(text)
                {
                    return max(n, 1)
                }
                current = content
            case .labelled(_, let content), .environment(_, let content):
                current = content
            default:
                return 1
            }
        }
    }

    /// How many views a description lowers to (GROUP-1: groups expand; a modifier applies to each
    /// member of its content, GROUP-3).
    static func flattenedCount(_ description: ViewDescription) -> Int {
        var count = 0
        var stack = [description]
        while let item = stack.popLast() {
            switch item {
            case .view: count += 1
            case .group(let members): stack += members
            case .modifier(_, let content, _), .environment(_, let content), .labelled(_, let content),
                .attributed(_, let content), .painted(_, let content), .ignoresSafeArea(let content):
                stack.append(content)
            }
        }
        return count
    }
}
