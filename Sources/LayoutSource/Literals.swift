// Literals.swift
// LayoutSource
//
// SwiftUI's enumerated arguments: colours, alignments and guides, axis and edge sets,
// content modes and fonts.

import LayoutCore
import SwiftSyntax

/// A colour argument: a named colour, or an unnamed one (`Color(red:green:blue:)`).
enum ColorArgument {
    case named(ColorName)
    case unnamed

    var name: ColorName? {
        if case .named(let name) = self { return name }
        return nil
    }
}

extension Translator {
    // MARK: Colours

    /// The colour `expr` denotes (`.red`, `Color.red`, `Color("x")`, `.red.gradient`,
    /// `Color.red.opacity(0.5)`), or nil when it is not a colour (a gradient view, a material…).
    func color(_ expr: ExprSyntax, in scope: Scope) throws(SourceError) -> ColorArgument? {
        var current = expr
        while true {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base,
                member.declName.baseName.text == "gradient"
            {
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                ["opacity", "shadow"].contains(member.declName.baseName.text)
            {
                current = base
            } else {
                break
            }
        }
        if let member = current.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if let base = member.base {
                guard base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color" else { return nil }
            } else if ColorName.palette[name] == nil {
                return nil
            }
            guard ColorName.palette[name] != nil else {
                throw error(member.declName, "unknown colour 'Color.\(name)'")
            }
            return .named(ColorName(name))
        }
        if let call = current.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color"
        {
            if call.arguments.count == 1, let only = call.arguments.first, only.label == nil,
                only.expression.is(StringLiteralExprSyntax.self)
            {
                guard case .string(let name) = try value(of: only.expression, in: scope) else { return nil }
                return .named(ColorName(name))
            }
            return .unnamed
        }
        return nil
    }

    // MARK: Alignment

    /// A two-axis `Alignment` (`.topLeading`, `Alignment.center`, `Alignment(horizontal:vertical:)`).
    func alignment(_ expr: ExprSyntax) throws(SourceError) -> Alignment {
        if let member = expr.as(MemberAccessExprSyntax.self) {
            if let base = member.base,
                base.trimmedDescription != "Alignment" && base.trimmedDescription != "SwiftUI.Alignment"
            {
                throw error(expr, "expected an Alignment such as .center or .topLeading")
            }
            let name = member.declName.baseName.text
            if let found = Alignment.named.first(where: { $0.name == name }) { return found.value }
            throw error(member.declName, "unknown Alignment '.\(name)'")
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.trimmedDescription
            if callee == "Alignment" || callee == ".init" {
                let matched = try match(
                    call, callee: "Alignment",
                    [
                        Parameter("horizontal", required: true),
                        Parameter("vertical", required: true),
                    ])
                if let h = matched[0], let v = matched[1] {
                    let horizontal = try guideKey(h.expression, preferredAxis: .horizontal, requiredAxis: .horizontal)
                    let vertical = try guideKey(v.expression, preferredAxis: .vertical, requiredAxis: .vertical)
                    return Alignment(horizontal: HorizontalAlignment(horizontal), vertical: VerticalAlignment(vertical))
                }
            }
        }
        throw error(expr, "expected an Alignment such as .center or .topLeading")
    }

    /// A guide: `.leading`, `VerticalAlignment.center`, `.firstTextBaseline`, a custom alignment.
    /// `.center` and custom names defined on both axes resolve to `preferredAxis`; with
    /// `requiredAxis` the guide must lie on that axis.
    func guideKey(_ expr: ExprSyntax, preferredAxis: Axis?, requiredAxis: Axis?) throws(SourceError) -> AlignmentKey {
        guard let member = expr.as(MemberAccessExprSyntax.self) else {
            throw error(expr, "expected an alignment guide such as .leading or .top")
        }
        var axis = requiredAxis
        var preferred = preferredAxis ?? requiredAxis
        if let base = member.base {
            switch unqualified(base.trimmedDescription) {
            case "HorizontalAlignment": axis = .horizontal
            case "VerticalAlignment": axis = .vertical
            default: throw error(base, "expected HorizontalAlignment or VerticalAlignment")
            }
            if let requiredAxis, axis != requiredAxis {
                throw error(expr, "expected a \(requiredAxis == .horizontal ? "Horizontal" : "Vertical")Alignment")
            }
            preferred = axis
        }
        let name = member.declName.baseName.text
        let standard: AlignmentKey?
        switch name {
        case "leading": standard = .leading
        case "trailing": standard = .trailing
        case "top": standard = .top
        case "bottom": standard = .bottom
        case "firstTextBaseline": standard = .firstTextBaseline
        case "lastTextBaseline": standard = .lastTextBaseline
        case "center":
            guard let preferred else {
                throw error(
                    expr, "'.center' is ambiguous here: write HorizontalAlignment.center or VerticalAlignment.center")
            }
            standard = preferred == .horizontal ? .horizontalCenter : .verticalCenter
        default: standard = nil
        }
        if let standard {
            if let axis, standard.axis != axis {
                throw error(expr, "'.\(name)' is not a \(axis == .horizontal ? "Horizontal" : "Vertical")Alignment")
            }
            return standard
        }
        let candidates = file.alignmentConstants.filter { $0.name == name && (axis == nil || $0.axis == axis) }
        let chosen = candidates.count > 1 ? candidates.filter { $0.axis == preferred } : candidates
        guard let constant = chosen.first else {
            if candidates.count > 1 {
                throw error(
                    expr, "'.\(name)' is ambiguous: write HorizontalAlignment.\(name) or VerticalAlignment.\(name)")
            }
            throw error(expr, "unknown alignment guide '.\(name)'")
        }
        return .custom(try customAlignment(constant))
    }

    /// A `HorizontalAlignment` (VStack) or `VerticalAlignment` (HStack) argument.
    func stackAlignment(_ expr: ExprSyntax, axis: Axis) throws(SourceError) -> AlignmentKey {
        try guideKey(expr, preferredAxis: axis, requiredAxis: axis)
    }

    // MARK: Axes, edges, modes

    /// `.horizontal`, `.vertical`, `[.horizontal, .vertical]`, `[]`.
    func axisSet(_ expr: ExprSyntax) throws(SourceError) -> AxisSet {
        if let array = expr.as(ArrayExprSyntax.self) {
            var result: AxisSet = []
            for element in array.elements { result.formUnion(try axisSet(element.expression)) }
            return result
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            if let base = member.base, !["Axis.Set", "SwiftUI.Axis.Set"].contains(base.trimmedDescription) {
                throw error(base, "expected an Axis.Set")
            }
            switch member.declName.baseName.text {
            case "horizontal": return .horizontal
            case "vertical": return .vertical
            default: break
            }
        }
        throw error(expr, "expected an Axis.Set: .horizontal, .vertical or [.horizontal, .vertical]")
    }

    /// Whether `expr` is written as an `Edge.Set` (so `.padding(x)` means edges, not a length).
    static func isEdgeSet(_ expr: ExprSyntax) -> Bool {
        if let array = expr.as(ArrayExprSyntax.self) { return array.elements.allSatisfy { isEdgeSet($0.expression) } }
        guard let member = expr.as(MemberAccessExprSyntax.self) else { return false }
        if let base = member.base, !["Edge.Set", "SwiftUI.Edge.Set"].contains(base.trimmedDescription) { return false }
        return edgeNames[member.declName.baseName.text] != nil
    }

    static let edgeNames: [String: EdgeSet] = [
        "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
        "horizontal": .horizontal, "vertical": .vertical, "all": .all,
    ]

    func edgeSet(_ expr: ExprSyntax) throws(SourceError) -> EdgeSet {
        if let array = expr.as(ArrayExprSyntax.self) {
            var result: EdgeSet = []
            for element in array.elements { result.formUnion(try edgeSet(element.expression)) }
            return result
        }
        guard Self.isEdgeSet(expr), let member = expr.as(MemberAccessExprSyntax.self),
            let edges = Self.edgeNames[member.declName.baseName.text]
        else {
            throw error(expr, "expected an Edge.Set such as .horizontal or [.top, .leading]")
        }
        return edges
    }

    func contentMode(_ expr: ExprSyntax) throws(SourceError) -> ContentMode {
        if let member = expr.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.trimmedDescription == "ContentMode"
        {
            switch member.declName.baseName.text {
            case "fit": return .fit
            case "fill": return .fill
            default: break
            }
        }
        throw error(expr, "expected a ContentMode: .fit or .fill")
    }

    // MARK: Fonts

    /// `.body`, `Font.title`, `.system(size: 20)`, `.system(.title)`, `.custom("Name", size: 12)`;
    /// weight and style adjustments (`.bold()`, `.weight(.heavy)`) are drawing-only and ignored.
    func font(_ expr: ExprSyntax, in scope: Scope) throws(SourceError) -> FontSpec {
        var current = expr
        while let call = current.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            ["bold", "italic", "weight", "monospacedDigit", "monospaced", "smallCaps", "width", "leading"]
                .contains(member.declName.baseName.text)
        {
            current = base
        }
        if let member = current.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.trimmedDescription == "Font"
        {
            let name = member.declName.baseName.text
            guard let size = FontSpec.textStyles[name] else { throw error(member.declName, "unknown font '.\(name)'") }
            return FontSpec(style: name, pointSize: size)
        }
        if let call = current.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.trimmedDescription == "Font"
        {
            switch member.declName.baseName.text {
            case "system":
                if let first = call.arguments.first, first.label == nil {
                    _ = try match(
                        call, callee: "Font.system",
                        [
                            Parameter(nil, required: true), Parameter("design"),
                            Parameter("weight"),
                        ])
                    return try font(first.expression, in: scope)
                }
                let matched = try match(
                    call, callee: "Font.system",
                    [
                        Parameter("size", required: true),
                        Parameter("weight"), Parameter("design"),
                    ])
                guard let size = matched[0] else { break }
                return FontSpec(
                    style: "system", pointSize: try double(size.expression, argument: "font size", in: scope))
            case "custom":
                let matched = try match(
                    call, callee: "Font.custom",
                    [
                        Parameter(nil, required: true),
                        Parameter("size", required: true),
                    ])
                guard let name = matched[0], let size = matched[1],
                    case .string(let style) = try value(of: name.expression, in: scope)
                else {
                    throw error(call, "expected .custom(\"Name\", size: n)")
                }
                return FontSpec(style: style, pointSize: try double(size.expression, argument: "font size", in: scope))
            default:
                break
            }
        }
        throw error(expr, "unsupported font: use .body, .title…, .system(size:) or .custom(_:size:)")
    }
}
