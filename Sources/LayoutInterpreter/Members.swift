// Members.swift
// LayoutInterpreter
//
// Properties and methods of values: numbers, CGSize/CGPoint/CGRect, ProposedViewSize
// (PROPOSAL-2's replacingUnspecifiedDimensions), the subview proxy (LAYOUTPROTO-2:
// sizeThatFits, dimensions, place, priority, spacing), ViewDimensions, ViewSpacing, tuples and
// nested structs. Collection members are in Collections.swift.

import CustomLayout
import Foundation
import LayoutCore
import SwiftSyntax

extension Interpreter {
    /// `value.name`.
    func member(_ name: String, of value: Value, at node: some SyntaxProtocol) throws -> Value {
        switch (value, name) {
        case (.null, _): throw Failure(node, "'\(name)' of nil: unwrap the optional first (?? or if let)")
        case (.int(let n), "magnitude"): return .int(n.magnitude > UInt(Int.max) ? .max : Int(n.magnitude))
        case (.int(let n), "isZero"): return .bool(n == 0)
        case (.double(let x), _):
            switch name {
            case "isFinite": return .bool(x.isFinite)
            case "isInfinite": return .bool(x.isInfinite)
            case "isNaN": return .bool(x.isNaN)
            case "isZero": return .bool(x == 0)
            case "magnitude": return .double(x.magnitude)
            default: break
            }
        case (.size(let width, _), "width"): return .double(width)
        case (.size(_, let height), "height"): return .double(height)
        case (.point(let x, _), "x"): return .double(x)
        case (.point(_, let y), "y"): return .double(y)
        case (.unitPoint(let x, _), "x"): return .double(x)
        case (.unitPoint(_, let y), "y"): return .double(y)
        case (.rect(let x, let y, let width, let height), _):
            let rect = CGRect(x: x, y: y, width: width, height: height)
            switch name {
            case "origin": return .point(x: x, y: y)
            case "size": return .size(width: width, height: height)
            case "minX": return .double(Double(rect.minX))
            case "midX": return .double(Double(rect.midX))
            case "maxX": return .double(Double(rect.maxX))
            case "minY": return .double(Double(rect.minY))
            case "midY": return .double(Double(rect.midY))
            case "maxY": return .double(Double(rect.maxY))
            case "width": return .double(Double(rect.width))
            case "height": return .double(Double(rect.height))
            case "isEmpty": return .bool(rect.isEmpty)
            default: break
            }
        case (.proposal(let width, _), "width"): return width.map { .double($0) } ?? .null
        case (.proposal(_, let height), "height"): return height.map { .double($0) } ?? .null
        case (.subview(let index), "priority"): return .double(try proxy(index, at: node).priority)
        case (.subview(let index), "spacing"): return .spacing(try proxy(index, at: node).spacing)
        case (.dimensions(let index, let proposal), "width"), (.dimensions(let index, let proposal), "height"):
            let size = try proxy(index, at: node).sizeThatFits(ProposedViewSize(proposal))
            return .double(Double(name == "width" ? size.width : size.height))
        case (.tuple(let items, let labels), _):
            if let position = Int(name), items.indices.contains(position) { return items[position] }
            if let position = labels.firstIndex(of: name) { return items[position] }
        case (.record(let type, let fields), _):
            if let field = fields[name] { return field }
            throw Failure(node, "\(type) has no property '\(name)'")
        default:
            if let result = try collectionMember(name, of: value, at: node) { return result }
        }
        throw Failure(node, "\(value.typeName) has no member '\(name)' in the interpreted subset")
    }

    /// `base.name(arguments)`: mutating methods write back to `base`.
    func method(
        _ name: String, on baseExpression: ExprSyntax, _ arguments: [Argument], _ hint: TypeHint?,
        at node: FunctionCallExprSyntax
    ) throws -> Value {
        if Self.mutatingMethods.contains(name) {
            var result = Value.void
            try modify(baseExpression, at: node) { base in
                let (updated, value) = try mutate(name, base, arguments, at: node)
                result = value
                return updated
            }
            return result
        }
        let base = try eval(baseExpression)
        if baseExpression.is(OptionalChainingExprSyntax.self), base.isNull { return .null }
        return try method(name, of: base, arguments, hint, at: node)
    }

    /// A non-mutating method of a value.
    func method(
        _ name: String, of base: Value, _ arguments: [Argument], _ hint: TypeHint?, at node: some SyntaxProtocol
    )
        throws -> Value
    {
        let labels = arguments.map(\.label)
        switch (base, name, labels) {
        case (.subview(let index), "sizeThatFits", [nil]):
            let proposal = try proposalArgument(arguments[0].expression)
            return .size(try proxy(index, at: node).sizeThatFits(proposal))
        case (.subview(let index), "dimensions", ["in"]):
            let proposal = try proposalArgument(arguments[0].expression)
            _ = try proxy(index, at: node)
            return .dimensions(subview: index, proposal: proposal.proposedSize)
        case (.subview(let index), "place", _):
            return try place(index, arguments, at: node)
        case (.proposal(let width, let height), "replacingUnspecifiedDimensions", []):
            return .size(width: width ?? 10, height: height ?? 10)
        case (.proposal(let width, let height), "replacingUnspecifiedDimensions", ["by"]):
            guard case .size(let w, let h) = try eval(arguments[0].expression, .size) else {
                throw Failure(node, "replacingUnspecifiedDimensions(by:) needs a CGSize")
            }
            return .size(width: width ?? w, height: height ?? h)
        case (.spacing(let spacing), "distance", ["to", "along"]):
            guard case .spacing(let next) = try eval(arguments[0].expression, .spacing),
                case .axis(let axis) = try eval(arguments[1].expression, .axis)
            else { throw Failure(node, "distance(to:along:) needs a ViewSpacing and an Axis") }
            return .double(Double(spacing.distance(to: next, along: axis)))
        case (.double(let x), "rounded", []): return .double(x.rounded())
        case (.double(let x), "rounded", [nil]):
            return .double(x.rounded(try roundingRule(arguments[0].expression)))
        case (.double(let x), "squareRoot", []): return .double(x.squareRoot())
        case (.double(let x), "truncatingRemainder", ["dividingBy"]):
            return .double(x.truncatingRemainder(dividingBy: try number(arguments[0].expression)))
        case (.rect(let x, let y, let width, let height), "insetBy", ["dx", "dy"]):
            let dx = try number(arguments[0].expression)
            let dy = try number(arguments[1].expression)
            let rect = CGRect(x: x, y: y, width: width, height: height).insetBy(dx: dx, dy: dy)
            return .rect(rect)
        default:
            if let result = try collectionMethod(name, of: base, arguments, hint, at: node) { return result }
        }
        throw Failure(
            node,
            "\(base.typeName).\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined())) is not supported in an interpreted layout"
        )
    }

    /// `subview.place(at:anchor:proposal:)` (LAYOUTPROTO-4); `anchor` defaults to `.topLeading`.
    private func place(_ index: Int, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> Value {
        var point: (Double, Double)?
        var anchor = UnitPoint.topLeading
        var proposal: ProposedViewSize?
        for argument in arguments {
            switch argument.label {
            case "at":
                guard case .point(let x, let y) = try eval(argument.expression, .point) else {
                    throw Failure(argument.expression, "place(at:) needs a CGPoint")
                }
                point = (x, y)
            case "anchor":
                guard case .unitPoint(let x, let y) = try eval(argument.expression, .unitPoint) else {
                    throw Failure(argument.expression, "place(anchor:) needs a UnitPoint")
                }
                anchor = UnitPoint(x: x, y: y)
            case "proposal": proposal = try proposalArgument(argument.expression)
            default:
                throw Failure(argument.expression, "place takes at:, anchor: and proposal:")
            }
        }
        guard let point, let proposal else { throw Failure(node, "place needs at: and proposal:") }
        try proxy(index, at: node).place(at: CGPoint(x: point.0, y: point.1), anchor: anchor, proposal: proposal)
        return .void
    }

    func proposalArgument(_ expression: ExprSyntax) throws -> ProposedViewSize {
        guard case .proposal(let width, let height) = try eval(expression, .proposal) else {
            throw Failure(expression, "expected a ProposedViewSize")
        }
        return ProposedViewSize(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) })
    }

    /// The proxy of subview `index`.
    func proxy(_ index: Int, at node: some SyntaxProtocol) throws -> LayoutSubview {
        guard let subviews else { throw Failure(node, "subviews are not available here") }
        guard subviews.indices.contains(index) else {
            throw Failure(node, "subview index \(index) is out of range (there are \(subviews.count))")
        }
        return subviews[index]
    }

    private func roundingRule(_ expression: ExprSyntax) throws -> FloatingPointRoundingRule {
        let rules: [String: FloatingPointRoundingRule] = [
            "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
            "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
        ]
        guard let member = expression.as(MemberAccessExprSyntax.self), let rule = rules[member.declName.baseName.text]
        else { throw Failure(expression, "rounded(_:) needs a rule such as .up or .down") }
        return rule
    }

    /// `dimensions[guide]`, `dimensions[explicit: guide]`, `array[i]`, `subviews[i]`, `array[a..<b]`.
    func subscriptValue(_ expr: SubscriptCallExprSyntax) throws -> Value {
        let base = try eval(expr.calledExpression)
        let arguments = Array(expr.arguments)
        guard arguments.count == 1, let argument = arguments.first else {
            throw Failure(expr, "subscripts take one index here")
        }
        if case .dimensions(let index, let proposal) = base {
            let guide = try eval(argument.expression)
            let key: AlignmentKey
            switch guide {
            case .horizontalAlignment(let alignment): key = alignment.key
            case .verticalAlignment(let alignment): key = alignment.key
            default:
                if let member = argument.expression.as(MemberAccessExprSyntax.self), member.base == nil,
                    let alignment = Builtins.horizontalAlignments[member.declName.baseName.text]
                {
                    key = alignment.key
                } else {
                    throw Failure(
                        argument.expression, "ViewDimensions subscripts take a HorizontalAlignment or VerticalAlignment"
                    )
                }
            }
            let dimensions = try proxy(index, at: expr).dimensions(in: ProposedViewSize(proposal))
            if argument.label?.text == "explicit" {
                let value =
                    key.axis == .horizontal
                    ? dimensions[explicit: HorizontalAlignment(key)] : dimensions[explicit: VerticalAlignment(key)]
                return value.map { .double(Double($0)) } ?? .null
            }
            let value =
                key.axis == .horizontal ? dimensions[HorizontalAlignment(key)] : dimensions[VerticalAlignment(key)]
            return .double(Double(value))
        }
        let index = try eval(argument.expression, .int)
        return try element(of: base, at: index, node: expr)
    }

    /// `base[index]` for arrays, subviews and tuples of them; a range gives a slice.
    func element(of base: Value, at index: Value, node: some SyntaxProtocol) throws -> Value {
        if case .range(let lower, let upper) = index {
            guard let items = try elementsIfSmall(base, at: node), lower >= 0, upper <= items.count else {
                throw Failure(node, "slice \(lower)..<\(upper) is out of range")
            }
            if case .subviews(let all) = base { return .subviews(Array(all[lower..<upper])) }
            return .array(Array(items[lower..<upper]))
        }
        guard case .int(let position) = index else {
            throw Failure(node, "an index must be an Int, found \(index.typeName)")
        }
        switch base {
        case .subviews(let all):
            guard all.indices.contains(position) else {
                throw Failure(node, "subview index \(position) is out of range (there are \(all.count))")
            }
            return .subview(all[position])
        case .array(let items):
            guard items.indices.contains(position) else {
                throw Failure(node, "index \(position) is out of range (the array has \(items.count) elements)")
            }
            return items[position]
        default:
            throw Failure(node, "\(base.typeName) cannot be subscripted")
        }
    }
}
