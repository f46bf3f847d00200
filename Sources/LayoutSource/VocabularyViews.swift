// VocabularyViews.swift
// LayoutSource
//
// The views real SwiftUI files use beyond the rule book's vocabulary, each lowered to the
// rule book's primitives (Documentation/RealSwiftUI.md): navigation containers and label-bearing
// views (CHROME-2/3), controls (CONTROL-1..7), lists and lazy stacks (LIST, LAZY), grids (GRID),
// drawing (DRAW).

import LayoutCore
import SwiftSyntax

extension Translator {
    /// The description of `Name(…)` for a view of this vocabulary, or nil when `name` is not one.
    func vocabularyView(_ name: String, call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError)
        -> ViewDescription?
    {
        switch name {
        case "NavigationStack", "NavigationView": return try navigationContainer(name, call: call, in: scope)
        case "NavigationSplitView": return try navigationSplitView(call, in: scope)
        case "TabView": return try tabView(call, in: scope)
        case "Button", "NavigationLink", "Link", "Menu", "ShareLink":
            return try labelledControl(name, call: call, in: scope)
        case "Label", "Toggle", "Stepper", "Picker", "DatePicker", "ColorPicker", "Slider", "ProgressView", "Gauge",
            "TextField", "SecureField", "TextEditor":
            return try control(name, call: call, in: scope)
        case "List", "Form": return try list(name, call: call, in: scope)
        case "Section": return try section(call, in: scope)
        case "LazyVStack", "LazyHStack": return try lazyStack(name, call: call, in: scope)
        case "LazyVGrid", "LazyHGrid": return try lazyGrid(name, call: call, in: scope)
        case "Grid": return try grid(call, in: scope)
        case "GridRow": return try gridRow(call, in: scope)
        case "Path": return try path(call)
        case "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Canvas":
            return try fillingView(name, call: call, in: scope)
        case "AsyncImage": return try asyncImage(call, in: scope)
        default: return try smallContainer(name, call: call, in: scope)
        }
    }
}
