// LeafViews.swift
// LayoutSource
//
// Leaves (§5–7): Text, shapes, colours, Image, CustomLeaf (the LEAF-OTHER-1 stand-in).
// Spacer and Divider are built in ViewExpressions.swift.

import LayoutCore
import SwiftSyntax

extension Translator {
    /// `Text("…")`, `Text(verbatim:)`, `Text(value)`, `Text(i, format: .number)`,
    /// `Text("key", comment: "…")` (the key is the text).
    func text(_ call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        let labels = Self.labels(call)
        let argument: Argument?
        if labels.first == "verbatim" {
            argument = try match(call, callee: "Text", [Parameter("verbatim", required: true)])[0]
        } else {
            // `Text(_:format:)` and the localized `Text(_:tableName:bundle:comment:)`.
            argument = try match(
                call, callee: "Text",
                [
                    Parameter(nil, required: true), Parameter("format"), Parameter("tableName"), Parameter("bundle"),
                    Parameter("comment"),
                ])[0]
        }
        guard let argument else { throw error(call, "Text needs a string") }
        let value = try value(of: argument.expression, in: scope)
        guard let string = value.interpolated else {
            throw error(argument.expression, "Text needs a string, found \(value.kindName)")
        }
        try spend(call)
        return .view(.text(TextSpec(string)))
    }

    /// `Rectangle()`, `RoundedRectangle(cornerRadius:style:)`, `Capsule(style:)`, `Ellipse()`, `Circle()`.
    func shape(_ name: String, call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        let kind: ShapeKind
        switch name {
        case "RoundedRectangle":
            let matched = try match(
                call, callee: name, [Parameter("cornerRadius", required: true), Parameter("style")])
            guard let radius = matched[0] else { throw error(call, "RoundedRectangle needs cornerRadius:") }
            kind = .roundedRectangle(
                cornerRadius: try double(radius.expression, argument: "RoundedRectangle(cornerRadius:)", in: scope))
        case "Capsule":
            _ = try match(call, callee: name, [Parameter("style")])
            kind = .capsule
        case "Ellipse":
            try expectNoArguments(call, callee: name)
            kind = .ellipse
        case "Circle":
            try expectNoArguments(call, callee: name)
            kind = .circle
        default:
            try expectNoArguments(call, callee: name)
            kind = .rectangle
        }
        try spend(call)
        return .view(.shape(ShapeSpec(shape: kind)))
    }

    /// `Color("name")`, `Color(red:green:blue:)` and other initializers (an unnamed colour).
    func colorView(_ call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        guard let color = try color(ExprSyntax(call), in: scope) else { throw error(call, "unsupported colour") }
        try spend(call)
        return .view(.shape(ShapeSpec(shape: .color, fill: color.name)))
    }

    /// `Image("name")`, `Image(systemName:)`, `Image(decorative:)` (with `variableValue:` or
    /// `bundle:`, which do not change the size).
    func image(_ call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        let label = Self.labels(call).first ?? nil
        // `variableValue:` (a symbol's fill level) and `bundle:` do not change the size.
        let extra = label == "systemName" ? [Parameter("variableValue")] : [Parameter("bundle")]
        let matched = try match(call, callee: "Image", [Parameter(label, required: true)] + extra)
        if let standIn = try standInImage(label: label, argument: matched[0], in: scope) { return standIn }
        guard let argument = matched[0], label == nil || label == "systemName" || label == "decorative",
            case .string(let name) = try value(of: argument.expression, in: scope)
        else {
            throw error(call, "expected Image(\"name\") or Image(systemName: \"name\")")
        }
        try spend(call)
        return .view(.image(ImageSpec(name: name, isSystemSymbol: label == "systemName")))
    }

    /// `CustomLeaf(name:width:height:)` (fixed) or
    /// `CustomLeaf(name:minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)` (flexible;
    /// min defaults to 0 and max to infinity).
    func customLeaf(_ call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        let labels = Self.labels(call)
        let flexible = labels.contains {
            ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].contains($0)
        }
        func number(_ argument: Argument?, _ fallback: Double) throws(SourceError) -> Double {
            guard let argument else { return fallback }
            // The maximum bounds default to ∞ (printed as `.infinity`), so they accept it (CORE-10).
            let label = argument.label ?? "_"
            return try double(
                argument.expression, argument: "CustomLeaf(\(label):)",
                allowsInfinity: label.hasPrefix("max"), in: scope)
        }
        var name = "CustomLeaf"
        let spec: CustomLeafSpec
        if flexible {
            let matched = try match(
                call, callee: "CustomLeaf",
                [
                    Parameter("name"), Parameter("minWidth"), Parameter("idealWidth", required: true),
                    Parameter("maxWidth"),
                    Parameter("minHeight"), Parameter("idealHeight", required: true), Parameter("maxHeight"),
                ])
            if let argument = matched[0] { name = try leafName(argument, in: scope) }
            spec = CustomLeafSpec(
                name: name,
                minimum: Size(width: try number(matched[1], 0), height: try number(matched[4], 0)),
                ideal: Size(width: try number(matched[2], 0), height: try number(matched[5], 0)),
                maximum: Size(width: try number(matched[3], .infinity), height: try number(matched[6], .infinity)))
        } else {
            let matched = try match(
                call, callee: "CustomLeaf",
                [
                    Parameter("name"), Parameter("width", required: true), Parameter("height", required: true),
                ])
            if let argument = matched[0] { name = try leafName(argument, in: scope) }
            spec = .fixed(Size(width: try number(matched[1], 0), height: try number(matched[2], 0)), name: name)
        }
        try spend(call)
        return .view(.customLeaf(spec))
    }

    private func leafName(_ argument: Argument, in scope: Scope) throws(SourceError) -> String {
        guard case .string(let name) = try value(of: argument.expression, in: scope) else {
            throw error(argument.expression, "CustomLeaf name must be a string")
        }
        return name
    }
}
