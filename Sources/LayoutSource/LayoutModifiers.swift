// LayoutModifiers.swift
// LayoutSource
//
// The layout modifiers of §12, each a unary node whose first child is the modified view.

import LayoutCore
import SwiftSyntax

extension Translator {
    /// `.frame(width:height:alignment:)` (FRAME) or `.frame(minWidth:…maxHeight:alignment:)` (FLEXFRAME);
    /// `.frame()` is a fixed frame with neither dimension.
    func frame(_ context: ModifierContext, _ content: ViewDescription) throws(SourceError) -> ViewDescription {
        let flexLabels = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        let scope = context.scope
        // CORE-10: frame sizes and flexible-frame bounds accept ±∞ (FRAME-1, FLEXFRAME-1 give it a meaning).
        func expression(_ argument: Argument?) throws(SourceError) -> LayoutExpression? {
            guard let argument else { return nil }
            return try optionalLayoutExpression(
                argument.expression, argument: "frame(\(argument.label ?? "_"):)", allowsInfinity: true, in: scope)
        }
        func alignment(_ argument: Argument?) throws(SourceError) -> Alignment {
            guard let argument else { return .center }
            return try self.alignment(argument.expression)
        }
        if Self.labels(context.call).contains(where: { flexLabels.contains($0 ?? "") }) {
            let matched = try arguments(context, (flexLabels + ["alignment"]).map { Parameter($0) })
            let spec = FlexFrameSpec(
                minWidth: try expression(matched[0]), idealWidth: try expression(matched[1]),
                maxWidth: try expression(matched[2]), minHeight: try expression(matched[3]),
                idealHeight: try expression(matched[4]), maxHeight: try expression(matched[5]),
                alignment: try alignment(matched[6]))
            return try wrap(.flexFrame(spec), content, context)
        }
        let matched = try arguments(context, [Parameter("width"), Parameter("height"), Parameter("alignment")])
        return try wrap(
            .frame(
                width: try expression(matched[0]), height: try expression(matched[1]),
                alignment: try alignment(matched[2])), content, context)
    }

    /// `.padding()`, `.padding(8)`, `.padding(.horizontal)`, `.padding([.top, .leading], 4)`,
    /// `.padding(EdgeInsets(…))`. The default length is 16 (SPACING-1).
    func padding(_ context: ModifierContext, _ content: ViewDescription) throws(SourceError) -> ViewDescription {
        let scope = context.scope
        let arguments = Array(context.call.arguments)
        if let label = arguments.first(where: { $0.label != nil }) {
            throw error(label, "unexpected argument '\(label.label?.text ?? ""):' in .padding(_:_:)")
        }
        if context.call.trailingClosure != nil { throw error(context.location, ".padding does not take a closure") }
        var edges = EdgeSet.all
        var length: LayoutExpression = 16
        switch arguments.count {
        case 0: break
        case 1:
            let only = arguments[0].expression
            if Self.isEdgeSet(only) {
                edges = try edgeSet(only)
            } else if !only.is(NilLiteralExprSyntax.self) {
                switch try value(of: only, in: scope) {
                case .insets(let insets):
                    for edge in [insets.top, insets.leading, insets.bottom, insets.trailing] {
                        try checkNonFinite(edge, "padding", at: only)
                    }
                    return try wrap(.padding(insets), content, context)
                case let other:
                    length = try arithmetic(only) { () throws(ArithmeticError) in try Arithmetic.real(other).0 }
                    try checkNonFinite(length, "padding", at: only)
                }
            }
        case 2:
            edges = try edgeSet(arguments[0].expression)
            if let given = try optionalLayoutExpression(arguments[1].expression, argument: "padding", in: scope) {
                length = given
            }
        default:
            throw error(arguments[2], "too many arguments in .padding(_:_:)")
        }
        let insets = EdgeInsets(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
        return try wrap(.padding(insets), content, context)
    }

    /// `.fixedSize()` or `.fixedSize(horizontal:vertical:)`.
    func fixedSize(_ context: ModifierContext, _ content: ViewDescription) throws(SourceError) -> ViewDescription {
        if context.call.arguments.isEmpty {
            _ = try arguments(context, [])
            return try wrap(.fixedSize(horizontal: true, vertical: true), content, context)
        }
        let matched = try arguments(
            context, [Parameter("horizontal", required: true), Parameter("vertical", required: true)])
        guard let horizontal = matched[0], let vertical = matched[1] else { return content }
        return try wrap(
            .fixedSize(
                horizontal: try bool(horizontal.expression, in: context.scope),
                vertical: try bool(vertical.expression, in: context.scope)), content, context)
    }

    /// `.offset(x:y:)` or `.offset(CGSize)` (OFFSET-1).
    func offset(_ context: ModifierContext, _ content: ViewDescription) throws(SourceError) -> ViewDescription {
        let (x, y) = try point(context, labels: ("x", "y"))
        return try wrap(.offset(x: x, y: y), content, context)
    }

    /// `.position(x:y:)`, `.position(CGPoint)`, `.position()` = (0, 0) (POSITION-2).
    func position(_ context: ModifierContext, _ content: ViewDescription) throws(SourceError) -> ViewDescription {
        let (x, y) = try point(context, labels: ("x", "y"))
        return try wrap(.position(x: x, y: y), content, context)
    }

    /// `(x: = 0, y: = 0)` or one unlabeled CGSize/CGPoint.
    private func point(_ context: ModifierContext, labels: (String, String)) throws(SourceError) -> (
        LayoutExpression, LayoutExpression
    ) {
        if let first = context.call.arguments.first, first.label == nil {
            _ = try arguments(context, [Parameter(nil, required: true)])
            if first.expression.trimmedDescription == ".zero" { return (0, 0) }
            guard case .size(let width, let height) = try value(of: first.expression, in: context.scope) else {
                throw error(first.expression, "expected a CGSize or CGPoint")
            }
            try checkNonFinite(width, context.name, at: first.expression)
            try checkNonFinite(height, context.name, at: first.expression)
            return (width, height)
        }
        let matched = try arguments(context, [Parameter(labels.0), Parameter(labels.1)])
        var x: LayoutExpression = 0, y: LayoutExpression = 0
        if let argument = matched[0] {
            x = try layoutExpression(argument.expression, argument: "\(context.name)(\(labels.0):)", in: context.scope)
        }
        if let argument = matched[1] {
            y = try layoutExpression(argument.expression, argument: "\(context.name)(\(labels.1):)", in: context.scope)
        }
        return (x, y)
    }

    /// `.aspectRatio(_:contentMode:)` with a number, a CGSize (w/h) or nil; `.scaledToFit()`, `.scaledToFill()`.
    func aspectRatio(_ context: ModifierContext, _ content: ViewDescription) throws(SourceError) -> ViewDescription {
        switch context.name {
        case "scaledToFit", "scaledToFill":
            _ = try arguments(context, [])
            return try wrap(
                .aspectRatio(ratio: nil, contentMode: context.name == "scaledToFit" ? .fit : .fill),
                content, context)
        default:
            let matched = try arguments(context, [Parameter(nil), Parameter("contentMode", required: true)])
            guard let modeArgument = matched[1] else { return content }
            let mode = try contentMode(modeArgument.expression)
            var ratio: Double?
            if let argument = matched[0], !argument.expression.is(NilLiteralExprSyntax.self) {
                switch try value(of: argument.expression, in: context.scope) {
                case .size(let width, let height):
                    guard width.isConstantEvaluable, height.isConstantEvaluable else {
                        throw error(argument.expression, "the aspect ratio must be constant")
                    }
                    try checkNonFinite(width, "aspectRatio", at: argument.expression)
                    try checkNonFinite(height, "aspectRatio", at: argument.expression)
                    // ASPECT-3: a CGSize ratio with a zero height is infinite (or NaN).
                    guard height.constantResult != 0 else {
                        throw error(
                            argument.expression,
                            "aspectRatio must be finite; a CGSize ratio needs a non-zero height (ASPECT-3, CORE-10)")
                    }
                    // A tiny height can still overflow the quotient (1e308 / 1e-10).
                    let quotient = LayoutExpression.quotient(width, height.constantResult)
                    try checkNonFinite(quotient, "aspectRatio", at: argument.expression)
                    ratio = quotient.constantResult
                case let other:
                    if case .real(let expression, _) = other {
                        try checkNonFinite(expression, "aspectRatio", at: argument.expression)
                    }
                    ratio = try arithmetic(argument.expression) { () throws(ArithmeticError) in
                        try Arithmetic.double(other)
                    }
                }
            }
            return try wrap(.aspectRatio(ratio: ratio, contentMode: mode), content, context)
        }
    }

    /// `.alignmentGuide(guide) { d in expression }` (GUIDE-2). `d[.center]` means the centre on
    /// the guide's own axis.
    func alignmentGuide(_ context: ModifierContext, _ content: ViewDescription) throws(SourceError) -> ViewDescription {
        let matched = try arguments(
            context, [Parameter(nil, required: true), Parameter("computeValue", required: true, closure: true)])
        guard let guide = matched[0], let compute = matched[1] else { return content }
        let key = try guideKey(guide.expression, preferredAxis: nil, requiredAxis: nil)
        guard let closure = compute.expression.as(ClosureExprSyntax.self) else {
            throw error(compute.expression, "computeValue must be a closure { d in … }")
        }
        let parameter = try singleParameter(closure, what: "alignmentGuide")
        guard let body = Self.singleExpression(closure.statements) else {
            throw error(closure, "the alignmentGuide closure must be a single expression")
        }
        var scope = context.scope
        scope.dimensions = DimensionsBinding(name: parameter, axis: key.axis)
        if let parameter {
            scope.locals[parameter] = nil
            scope.proxies[parameter] = nil
        }
        // CORE-10: the closure's constant parts must be finite; what it reads from `d` is computed during layout.
        let value = try layoutExpression(body, argument: "alignmentGuide's value", in: scope)
        return try wrap(.alignmentGuide(key: key, value: value), content, context)
    }

    /// `.overlay(alignment:content:)`, `.overlay(view, alignment:)`, `.overlay(.red)`,
    /// `.background(.red, in: Capsule())`, and the same for `.background` (OVERLAY, BACKGROUND).
    func overlay(_ context: ModifierContext, _ content: ViewDescription) throws(SourceError) -> ViewDescription {
        let isOverlay = context.name == "overlay"
        let scope = context.scope
        var inner = scope
        inner.atRoot = false
        let usesClosure = context.call.trailingClosure != nil || Self.labels(context.call).contains("content")
        var alignment = Alignment.center
        var secondary: [ViewDescription]
        if usesClosure {
            let matched = try arguments(context, [Parameter("alignment"), .content])
            if let argument = matched[0] { alignment = try self.alignment(argument.expression) }
            guard let closure = matched[1] else { return content }
            secondary = try contentViews(closure, callee: "." + context.name, scope: inner)
        } else {
            let matched = try arguments(context, [Parameter(nil), Parameter("alignment"), Parameter("in")])
            if let argument = matched[1] { alignment = try self.alignment(argument.expression) }
            let first = matched[0]
            if let shapeArgument = matched[2] {
                guard case .view(.shape(var spec), let children) = try view(shapeArgument.expression, in: inner) else {
                    throw error(shapeArgument.expression, "expected a shape such as Capsule()")
                }
                if let style = first, let color = try color(style.expression, in: scope) { spec.fill = color.name }
                secondary = [.view(.shape(spec), children: children)]
            } else if let first {
                if first.expression.is(MemberAccessExprSyntax.self), let color = try color(first.expression, in: scope)
                {
                    try spend(first.expression)
                    secondary = [.view(.shape(ShapeSpec(shape: .color, fill: color.name)))]
                } else {
                    secondary = [try view(first.expression, in: inner)]
                }
            } else {
                throw error(context.location, "missing content in .\(context.name)")
            }
        }
        let kind: NodeKind = isOverlay ? .overlay(alignment: alignment) : .background(alignment: alignment)
        return try wrap(kind, content, context, secondary: secondary)
    }

    /// `.border(color, width: = 1)`: an overlay of a rectangle stroked inside the bounds (OVERLAY-3).
    func border(_ context: ModifierContext, _ content: ViewDescription) throws(SourceError) -> ViewDescription {
        let matched = try arguments(context, [Parameter(nil, required: true), Parameter("width")])
        guard let style = matched[0] else { return content }
        guard let color = try color(style.expression, in: context.scope)?.name else {
            throw error(style.expression, "border needs a named colour such as .red or Color(\"name\")")
        }
        let width =
            try matched[1].map { (a) throws(SourceError) in
                try double(a.expression, argument: "border(width:)", in: context.scope)
            } ?? 1
        try spend(context.location)
        return try wrap(
            .border(color: color, width: width), content, context,
            secondary: [.view(.shape(ShapeSpec(shape: .rectangle, fill: color)))])
    }
}
