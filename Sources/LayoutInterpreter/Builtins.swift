// Builtins.swift
// LayoutInterpreter
//
// The library the subset knows by name: types (CGFloat, CGSize, ProposedViewSize, …), their
// static members (`.zero`, `.infinity`, `.unspecified`, `.topLeading`, …) and initializers, and
// the global functions max/min/abs/ceil/floor/round/sqrt/pow/sin/cos/tan/atan2/hypot/stride/zip.

import CustomLayout
import Foundation
import LayoutCore
import SwiftSyntax

enum Builtins {
    static let typeNames: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "Bool", "String", "CGSize", "CGPoint", "CGRect",
        "ProposedViewSize", "UnitPoint", "Axis", "ViewSpacing", "HorizontalAlignment",
        "VerticalAlignment", "Array",
    ]

    static let globalFunctions: Set<String> = [
        "max", "min", "abs", "ceil", "floor", "round", "sqrt", "pow", "sin", "cos", "tan", "asin",
        "acos", "atan", "atan2", "hypot", "exp", "log", "stride", "zip", "print",
    ]

    /// The Swift type an implicit member (`.zero`) refers to under `hint`.
    static func typeName(of hint: TypeHint) -> String? {
        switch hint {
        case .double: "CGFloat"
        case .int: "Int"
        case .size: "CGSize"
        case .point: "CGPoint"
        case .rect: "CGRect"
        case .proposal: "ProposedViewSize"
        case .unitPoint: "UnitPoint"
        case .axis: "Axis"
        case .spacing: "ViewSpacing"
        case .horizontalAlignment: "HorizontalAlignment"
        case .verticalAlignment: "VerticalAlignment"
        case .record(let name): name
        default: nil
        }
    }

    /// Implicit members that mean one thing whatever the context.
    static let unambiguousImplicitMembers: [String: Value] = [
        "unspecified": .proposal(width: nil, height: nil),
        "horizontal": .axis(.horizontal), "vertical": .axis(.vertical),
        "infinity": .double(.infinity), "pi": .double(.pi),
        "topLeading": .unitPoint(x: 0, y: 0), "topTrailing": .unitPoint(x: 1, y: 0),
        "bottomLeading": .unitPoint(x: 0, y: 1), "bottomTrailing": .unitPoint(x: 1, y: 1),
        "top": .unitPoint(x: 0.5, y: 0), "bottom": .unitPoint(x: 0.5, y: 1),
    ]

    static let unitPoints: [String: Value] = [
        "zero": .unitPoint(x: 0, y: 0), "center": .unitPoint(x: 0.5, y: 0.5),
        "leading": .unitPoint(x: 0, y: 0.5), "trailing": .unitPoint(x: 1, y: 0.5),
        "top": .unitPoint(x: 0.5, y: 0), "bottom": .unitPoint(x: 0.5, y: 1),
        "topLeading": .unitPoint(x: 0, y: 0), "topTrailing": .unitPoint(x: 1, y: 0),
        "bottomLeading": .unitPoint(x: 0, y: 1), "bottomTrailing": .unitPoint(x: 1, y: 1),
    ]

    static let horizontalAlignments: [String: HorizontalAlignment] = [
        "leading": .leading, "center": .center, "trailing": .trailing,
    ]

    static let verticalAlignments: [String: VerticalAlignment] = [
        "top": .top, "center": .center, "bottom": .bottom, "firstTextBaseline": .firstTextBaseline,
        "lastTextBaseline": .lastTextBaseline,
    ]
}

extension Interpreter {
    /// `Type.member` for the known types (and the layout's nested structs have none).
    func staticMember(_ type: String, _ name: String, at node: some SyntaxProtocol) throws -> Value {
        switch (type, name) {
        case ("CGFloat", _), ("Double", _), ("Float", _):
            switch name {
            case "infinity": return .double(.infinity)
            case "pi": return .double(.pi)
            case "zero": return .double(0)
            case "nan": return .double(.nan)
            case "greatestFiniteMagnitude": return .double(.greatestFiniteMagnitude)
            case "leastNonzeroMagnitude": return .double(.leastNonzeroMagnitude)
            case "ulpOfOne": return .double(.ulpOfOne)
            default: break
            }
        case ("Int", "max"): return .int(.max)
        case ("Int", "min"): return .int(.min)
        case ("Int", "zero"): return .int(0)
        case ("CGSize", "zero"): return .size(width: 0, height: 0)
        case ("CGPoint", "zero"): return .point(x: 0, y: 0)
        case ("CGRect", "zero"): return .rect(x: 0, y: 0, width: 0, height: 0)
        case ("ProposedViewSize", "zero"): return .proposal(width: 0, height: 0)
        case ("ProposedViewSize", "infinity"): return .proposal(width: .infinity, height: .infinity)
        case ("ProposedViewSize", "unspecified"): return .proposal(width: nil, height: nil)
        case ("UnitPoint", _): if let value = Builtins.unitPoints[name] { return value }
        case ("Axis", "horizontal"): return .axis(.horizontal)
        case ("Axis", "vertical"): return .axis(.vertical)
        case ("ViewSpacing", "zero"): return .spacing(.zero)
        case ("HorizontalAlignment", _):
            if let value = Builtins.horizontalAlignments[name] { return .horizontalAlignment(value) }
        case ("VerticalAlignment", _):
            if let value = Builtins.verticalAlignments[name] { return .verticalAlignment(value) }
        case ("Self", _):
            if let value = program.statics[name] {
                return try convert(try eval(value.value, value.hint), to: value.hint, at: node)
            }
        default: break
        }
        throw Failure(node, "\(type) has no member '\(name)' in the interpreted subset")
    }

    /// `max(a, b)`, `sqrt(x)`, `stride(from:to:by:)`, `zip(a, b)`, …
    func globalFunction(
        _ name: String, _ arguments: [(label: String?, expression: ExprSyntax)], _ hint: TypeHint?,
        at node: some SyntaxProtocol
    ) throws -> Value {
        let labels = arguments.map(\.label)
        switch name {
        case "max", "min":
            guard arguments.count >= 2, labels.allSatisfy({ $0 == nil }) else { break }
            var values = try arguments.map { try eval($0.expression, hint) }
            if values.contains(where: { if case .double = $0 { true } else { false } }) {
                values = try values.map { try convert($0, to: .double, at: node) }
            }
            var best = values[0]
            for value in values.dropFirst() {
                let better = try binary(name == "max" ? ">" : "<", value, best, at: node)
                if case .bool(true) = better { best = value }
            }
            // Swift's max/min return the later argument when equal; equal values are identical.
            return best
        case "abs":
            guard arguments.count == 1 else { break }
            let value = try eval(arguments[0].expression, hint)
            switch value {
            case .int(let n):
                guard n != .min else { throw Failure(node, "arithmetic overflow in abs") }
                return .int(abs(n))
            case .double(let x): return .double(abs(x))
            default: throw Failure(node, "abs needs a number, found \(value.typeName)")
            }
        case "ceil", "floor", "round", "sqrt", "sin", "cos", "tan", "asin", "acos", "atan", "exp", "log":
            guard arguments.count == 1, labels == [nil] else { break }
            let x = try number(arguments[0].expression)
            let functions: [String: (Double) -> Double] = [
                "ceil": { $0.rounded(.up) }, "floor": { $0.rounded(.down) },
                "round": { $0.rounded(.toNearestOrAwayFromZero) }, "sqrt": { $0.squareRoot() },
                "sin": { Foundation.sin($0) }, "cos": { Foundation.cos($0) }, "tan": { Foundation.tan($0) },
                "asin": { Foundation.asin($0) }, "acos": { Foundation.acos($0) }, "atan": { Foundation.atan($0) },
                "exp": { Foundation.exp($0) }, "log": { Foundation.log($0) },
            ]
            return .double(functions[name]!(x))
        case "pow", "atan2", "hypot":
            guard arguments.count == 2, labels == [nil, nil] else { break }
            let a = try number(arguments[0].expression)
            let b = try number(arguments[1].expression)
            return .double(
                name == "pow" ? Foundation.pow(a, b) : name == "atan2" ? Foundation.atan2(a, b) : Foundation.hypot(a, b)
            )
        case "stride":
            guard arguments.count == 3, labels[0] == "from", labels[1] == "to" || labels[1] == "through",
                labels[2] == "by"
            else { break }
            return try stride(arguments, through: labels[1] == "through", at: node)
        case "zip":
            guard arguments.count == 2 else { break }
            let first = try eval(arguments[0].expression)
            let second = try eval(arguments[1].expression)
            guard let a = try elementsIfSmall(first, at: node), let b = try elementsIfSmall(second, at: node) else {
                throw Failure(node, "zip needs two sequences, found \(first.typeName) and \(second.typeName)")
            }
            return .array(zip(a, b).map { .tuple([$0, $1], labels: [nil, nil]) })
        case "print":
            return .void
        default: break
        }
        throw Failure(
            node, "\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined())) is not supported in an interpreted layout")
    }

    private func stride(
        _ arguments: [(label: String?, expression: ExprSyntax)], through: Bool, at node: some SyntaxProtocol
    ) throws -> Value {
        let values = try arguments.map { try eval($0.expression) }
        if case .int(let from) = values[0], case .int(let to) = values[1], case .int(let by) = values[2] {
            guard by != 0 else { throw Failure(node, "stride with step 0") }
            let estimate = ((Double(to) - Double(from)) / Double(by)).rounded(.down) + 1
            try checkCount(Int(max(0, min(estimate, 1e7))), at: node)
            let items =
                through
                ? Array(Swift.stride(from: from, through: to, by: by)) : Array(Swift.stride(from: from, to: to, by: by))
            return .array(items.map { .int($0) })
        }
        guard let from = values[0].number, let to = values[1].number, let by = values[2].number, by != 0,
            by.isFinite, from.isFinite, to.isFinite
        else { throw Failure(node, "stride needs finite numbers and a non-zero step") }
        let count = Int(max(0, min(((to - from) / by).rounded(.down) + 1, 1e7)))
        try checkCount(count, at: node)
        let items =
            through
            ? Array(Swift.stride(from: from, through: to, by: by)) : Array(Swift.stride(from: from, to: to, by: by))
        return .array(items.map { .double($0) })
    }

    /// Collections built in one go count against the step budget, one step per element.
    func checkCount(_ count: Int, at node: some SyntaxProtocol) throws {
        for _ in 0..<max(0, min(count, program.limits.steps + 1)) { try step(node) }
    }
}
