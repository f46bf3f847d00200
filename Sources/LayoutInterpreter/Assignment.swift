// Assignment.swift
// LayoutInterpreter
//
// Assignment to variables and to parts of them: `x = …`, `x += …`, `cache.sizes[i] = …`,
// `size.width -= …`, `rect.origin.x = …`, and the write-back of mutating methods
// (`rows.append(…)`) and `inout` arguments. The layout's own properties are read-only, as in
// Swift's non-mutating `sizeThatFits`/`placeSubviews`.

import SwiftSyntax

/// One step from a variable to the part being assigned.
private enum PathStep {
    case member(String)
    case index(Value)
}

extension Interpreter {
    /// `target = value` or `target op= value`.
    func assign(_ target: ExprSyntax, compound op: String?, value expression: ExprSyntax, at node: some SyntaxProtocol)
        throws
    {
        if target.is(DiscardAssignmentExprSyntax.self) {
            _ = try eval(expression)
            return
        }
        let (root, path) = try lvalue(target)
        let hint = try currentHint(root: root, path: path, at: target)
        let right = try eval(expression, hint)
        try update(root, path, at: target) { old in
            guard let op else { return try self.convert(right, to: hint, at: node) }
            guard let old else { throw Failure(target, "'\(root)' is used before it is given a value") }
            var operand = right
            if case .double = old, case .int = right, Self.isIntegerLiteralOnly(expression) {
                operand = try self.eval(expression, .double)
            }
            return try self.binary(op, old, operand, at: node)
        }
    }

    /// `target = value` with a value already computed (an inout write-back).
    func assign(_ target: ExprSyntax, to value: Value, at node: some SyntaxProtocol) throws {
        let (root, path) = try lvalue(target)
        try update(root, path, at: target) { _ in value }
    }

    /// Replaces the value at `target` by `transform` of it (mutating methods).
    func modify(_ target: ExprSyntax, at node: some SyntaxProtocol, _ transform: (Value) throws -> Value) throws {
        let (root, path) = try lvalue(target)
        try update(root, path, at: target) { old in
            guard let old else { throw Failure(target, "'\(root)' is used before it is given a value") }
            return try transform(old)
        }
    }

    /// The type of what is being assigned, so `x = 0` stores a CGFloat when `x` is one.
    private func currentHint(root: String, path: [PathStep], at node: ExprSyntax) throws -> TypeHint? {
        guard let binding = frame.lookup(root) else { return nil }
        guard !path.isEmpty else { return binding.hint }
        guard var value = binding.value else { return nil }
        for step in path {
            switch step {
            case .member(let name): value = try member(name, of: value, at: node)
            case .index(let index): value = try element(of: value, at: index, node: node)
            }
        }
        return TypeHint(of: value)
    }

    private func lvalue(_ expression: ExprSyntax) throws -> (String, [PathStep]) {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard let binding = frame.lookup(name) else {
                if properties[name] != nil {
                    throw Failure(
                        expression,
                        "cannot assign to property '\(name)': the layout is immutable in sizeThatFits/placeSubviews; "
                            + "use a local var or the cache")
                }
                throw Failure(expression, "unknown name '\(name)'")
            }
            guard binding.isMutable || binding.value == nil else {
                throw Failure(expression, "cannot assign to '\(name)': it is a 'let' constant")
            }
            return (name, [])
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
                throw Failure(expression, "cannot assign to a property of the layout: 'self' is immutable")
            }
            let (root, path) = try lvalue(base)
            return (root, path + [.member(member.declName.baseName.text)])
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
            let argument = subscriptCall.arguments.first
        {
            let (root, path) = try lvalue(subscriptCall.calledExpression)
            return (root, path + [.index(try eval(argument.expression, .int))])
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try lvalue(only.expression)
        }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return try lvalue(unwrap.expression) }
        if let chain = expression.as(OptionalChainingExprSyntax.self) { return try lvalue(chain.expression) }
        throw Failure(expression, "cannot assign to this expression (\(describe(expression)))")
    }

    private func update(
        _ root: String, _ path: [PathStep], at node: ExprSyntax, _ transform: (Value?) throws -> Value
    ) throws {
        let binding = frame.lookup(root)
        let current = binding?.value
        let updated: Value
        if path.isEmpty {
            updated = try transform(current)
        } else {
            guard let current else { throw Failure(node, "'\(root)' is used before it is given a value") }
            updated = try replacing(current, path[...], at: node) { try transform($0) }
        }
        _ = frame.assign(root, updated)
    }

    private func replacing(
        _ value: Value, _ path: ArraySlice<PathStep>, at node: ExprSyntax, _ transform: (Value) throws -> Value
    ) throws -> Value {
        guard let first = path.first else { return try transform(value) }
        let rest = path.dropFirst()
        switch first {
        case .index(let indexValue):
            guard case .array(var items) = value, case .int(let index) = indexValue else {
                throw Failure(node, "only array elements can be assigned by index")
            }
            guard items.indices.contains(index) else {
                throw Failure(node, "index \(index) is out of range (the array has \(items.count) elements)")
            }
            items[index] = try replacing(items[index], rest, at: node, transform)
            return .array(items)
        case .member(let name):
            let inner = try replacing(try member(name, of: value, at: node), rest, at: node, transform)
            return try setting(name, of: value, to: inner, at: node)
        }
    }

    /// `value` with its member `name` replaced.
    private func setting(_ name: String, of value: Value, to new: Value, at node: ExprSyntax) throws -> Value {
        func number() throws -> Double {
            guard let x = new.number else { throw Failure(node, "\(name) needs a number, found \(new.typeName)") }
            return x
        }
        switch (value, name) {
        case (.size(_, let height), "width"): return .size(width: try number(), height: height)
        case (.size(let width, _), "height"): return .size(width: width, height: try number())
        case (.point(_, let y), "x"): return .point(x: try number(), y: y)
        case (.point(let x, _), "y"): return .point(x: x, y: try number())
        case (.unitPoint(_, let y), "x"): return .unitPoint(x: try number(), y: y)
        case (.unitPoint(let x, _), "y"): return .unitPoint(x: x, y: try number())
        case (.rect(_, _, let width, let height), "origin"):
            guard case .point(let x, let y) = new else { throw Failure(node, "origin needs a CGPoint") }
            return .rect(x: x, y: y, width: width, height: height)
        case (.rect(let x, let y, _, _), "size"):
            guard case .size(let width, let height) = new else { throw Failure(node, "size needs a CGSize") }
            return .rect(x: x, y: y, width: width, height: height)
        case (.proposal(_, let height), "width"):
            return .proposal(width: new.isNull ? nil : try number(), height: height)
        case (.proposal(let width, _), "height"):
            return .proposal(width: width, height: new.isNull ? nil : try number())
        case (.tuple(var items, let labels), _):
            if let position = Int(name) ?? labels.firstIndex(of: name), items.indices.contains(position) {
                items[position] = new
                return .tuple(items, labels: labels)
            }
        case (.record(let type, var fields), _):
            guard fields[name] != nil else { throw Failure(node, "\(type) has no property '\(name)'") }
            let hint = program.records[type]?.properties.first { $0.name == name }?.hint
            fields[name] = try convert(new, to: hint, at: node)
            return .record(type: type, fields: fields)
        default: break
        }
        throw Failure(node, "cannot assign to '\(name)' of \(value.typeName)")
    }
}
