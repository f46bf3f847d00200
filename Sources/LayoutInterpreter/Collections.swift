// Collections.swift
// LayoutInterpreter
//
// Arrays, ranges and `subviews` as collections: count/isEmpty/first/last/indices, map, filter,
// reduce, forEach, contains, max/min (also `by:`), sorted, reversed, enumerated, dropFirst/
// dropLast/prefix/suffix, and the mutating append/insert/remove/sort. Closures run in the
// caller's frame (so `forEach { total += … }` updates `total`); `$0`, named parameters, tuple
// destructuring, key paths (`\.width`) and operators (`reduce(0, +)`, `reduce(0, max)`) work.

import SwiftSyntax

extension Interpreter {
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "sort", "reverse", "formUnion",
    ]

    /// Collection properties; nil when `value` is not a collection.
    func collectionMember(_ name: String, of value: Value, at node: some SyntaxProtocol) throws -> Value? {
        if case .range(let lower, let upper) = value {
            switch name {
            case "lowerBound", "startIndex": return .int(lower)
            case "upperBound", "endIndex": return .int(upper)
            case "count":
                let (count, overflow) = upper.subtractingReportingOverflow(lower)
                if overflow { throw Failure(node, "the range is too long to count") }
                return .int(count)
            case "isEmpty": return .bool(upper <= lower)
            default: break
            }
        }
        guard let items = try elementsIfSmall(value, at: node) else { return nil }
        switch name {
        case "count": return .int(items.count)
        case "isEmpty": return .bool(items.isEmpty)
        case "first": return items.first ?? .null
        case "last": return items.last ?? .null
        case "indices": return .range(lower: 0, upper: items.count)
        case "startIndex": return .int(0)
        case "endIndex": return .int(items.count)
        default: return nil
        }
    }

    /// Elements of a collection, counting a range's length against the budget first (so a huge
    /// range is a budget error, never a huge allocation).
    func elementsIfSmall(_ value: Value, at node: some SyntaxProtocol) throws -> [Value]? {
        if case .range(let lower, let upper) = value {
            let (count, overflow) = upper.subtractingReportingOverflow(lower)
            try checkCount(overflow ? .max : count, at: node)
        }
        return value.elements
    }

    /// Non-mutating collection methods; nil when `base` is not a collection or the method unknown.
    func collectionMethod(
        _ name: String, of base: Value, _ arguments: [Argument], _ hint: TypeHint?, at node: some SyntaxProtocol
    ) throws -> Value? {
        guard let items = try elementsIfSmall(base, at: node) else { return nil }
        let labels = arguments.map(\.label)
        func closure() -> ExprSyntax { arguments[0].expression }
        switch (name, labels) {
        case ("map", [nil]):
            return .array(try items.map { try invoke(closure(), [$0]) })
        case ("compactMap", [nil]):
            return .array(try items.map { try invoke(closure(), [$0]) }.filter { !$0.isNull })
        case ("filter", [nil]):
            let kept = try items.filter { try isTrue(try invoke(closure(), [$0]), at: node) }
            if case .subviews = base {
                return .subviews(kept.compactMap { if case .subview(let i) = $0 { i } else { nil } })
            }
            return .array(kept)
        case ("forEach", [nil]):
            for item in items { _ = try invoke(closure(), [item]) }
            return .void
        case ("reduce", [nil, nil]):
            var result = try eval(arguments[0].expression, hint)
            for item in items { result = try invoke(arguments[1].expression, [result, item]) }
            return result
        case ("contains", [nil]):
            let needle = try eval(arguments[0].expression, items.first.flatMap(TypeHint.init(of:)))
            return .bool(try items.contains { try equal($0, needle, at: node) })
        case ("contains", ["where"]), ("allSatisfy", [nil]), ("first", ["where"]), ("firstIndex", ["where"]):
            for (index, item) in items.enumerated() {
                let hit = try isTrue(try invoke(closure(), [item]), at: node)
                if name == "allSatisfy", !hit { return .bool(false) }
                if name != "allSatisfy", hit {
                    return name == "contains" ? .bool(true) : name == "first" ? item : .int(index)
                }
            }
            return name == "allSatisfy" ? .bool(true) : name == "contains" ? .bool(false) : .null
        case ("firstIndex", ["of"]):
            let needle = try eval(arguments[0].expression, items.first.flatMap(TypeHint.init(of:)))
            return try items.firstIndex { try equal($0, needle, at: node) }.map { .int($0) } ?? .null
        case ("max", []), ("min", []):
            return try extreme(items, name == "max", at: node) { a, b in
                try isTrue(try binary("<", a, b, at: node), at: node)
            }
        case ("max", ["by"]), ("min", ["by"]):
            return try extreme(items, name == "max", at: node) { a, b in
                try isTrue(try invoke(closure(), [a, b]), at: node)
            }
        case ("sorted", []):
            return .array(try sorted(items) { try isTrue(try binary("<", $0, $1, at: node), at: node) })
        case ("sorted", ["by"]):
            return .array(try sorted(items) { try isTrue(try invoke(closure(), [$0, $1]), at: node) })
        case ("reversed", []): return .array(items.reversed())
        case ("enumerated", []):
            return .array(
                items.enumerated().map { .tuple([.int($0.offset), $0.element], labels: ["offset", "element"]) })
        case ("dropFirst", []), ("dropLast", []), ("dropFirst", [nil]), ("dropLast", [nil]), ("prefix", [nil]),
            ("suffix", [nil]):
            var count = 1
            if !arguments.isEmpty {
                guard case .int(let n) = try eval(arguments[0].expression, .int), n >= 0 else {
                    throw Failure(node, "\(name)(_:) needs a count ≥ 0")
                }
                count = n
            }
            let all = Array(items.indices)
            let kept: [Int] =
                switch name {
                case "dropFirst": Array(all.dropFirst(count))
                case "dropLast": Array(all.dropLast(count))
                case "prefix": Array(all.prefix(count))
                default: Array(all.suffix(count))
                }
            if case .subviews(let indices) = base { return .subviews(kept.map { indices[$0] }) }
            return .array(kept.map { items[$0] })
        default: return nil
        }
    }

    /// A mutating method applied to `base`: the new base and the method's result.
    func mutate(_ name: String, _ base: Value, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> (
        Value, Value
    ) {
        let labels = arguments.map(\.label)
        if case .spacing(var spacing) = base, name == "formUnion" {
            guard labels.first == nil,
                case .spacing(let other)? = try arguments.first.map({ try eval($0.expression, .spacing) })
            else { throw Failure(node, "formUnion needs a ViewSpacing") }
            if labels == [nil] {
                spacing.formUnion(other)
            } else {
                throw Failure(node, "formUnion(_:edges:) is not supported; use formUnion(_:)")
            }
            return (.spacing(spacing), .void)
        }
        guard case .array(var items) = base else {
            throw Failure(node, "\(name) is not supported on \(base.typeName)")
        }
        let elementHint = items.first.flatMap(TypeHint.init(of:))
        switch (name, labels) {
        case ("append", [nil]):
            try step(node)
            items.append(try eval(arguments[0].expression, elementHint))
            return (.array(items), .void)
        case ("append", ["contentsOf"]):
            let other = try eval(arguments[0].expression)
            guard let extra = try elementsIfSmall(other, at: node) else {
                throw Failure(node, "append(contentsOf:) needs a sequence")
            }
            try checkCount(extra.count, at: node)
            return (.array(items + extra), .void)
        case ("insert", [nil, "at"]):
            let value = try eval(arguments[0].expression, elementHint)
            guard case .int(let index) = try eval(arguments[1].expression, .int), (0...items.count).contains(index)
            else {
                throw Failure(node, "insert(_:at:) index is out of range")
            }
            items.insert(value, at: index)
            return (.array(items), .void)
        case ("remove", ["at"]):
            guard case .int(let index) = try eval(arguments[0].expression, .int), items.indices.contains(index) else {
                throw Failure(node, "remove(at:) index is out of range")
            }
            let removed = items.remove(at: index)
            return (.array(items), removed)
        case ("removeAll", []): return (.array([]), .void)
        case ("removeFirst", []), ("removeLast", []):
            guard !items.isEmpty else { throw Failure(node, "\(name) on an empty array") }
            let removed = name == "removeFirst" ? items.removeFirst() : items.removeLast()
            return (.array(items), removed)
        case ("reverse", []): return (.array(items.reversed()), .void)
        case ("sort", []):
            return (.array(try sorted(items) { try isTrue(try binary("<", $0, $1, at: node), at: node) }), .void)
        case ("sort", ["by"]):
            return (
                .array(try sorted(items) { try isTrue(try invoke(arguments[0].expression, [$0, $1]), at: node) }), .void
            )
        default:
            throw Failure(node, "Array.\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined())) is not supported")
        }
    }

    /// Runs a closure, key path, operator or function name on `arguments`.
    func invoke(_ expression: ExprSyntax, _ arguments: [Value]) throws -> Value {
        try step(expression)
        if let keyPath = expression.as(KeyPathExprSyntax.self), arguments.count == 1 {
            var value = arguments[0]
            for component in keyPath.components {
                guard case .property(let property) = component.component else {
                    throw Failure(component, "only property key paths (\\.width) are supported")
                }
                value = try member(property.declName.baseName.text, of: value, at: component)
            }
            return value
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if arguments.count == 2, ["+", "-", "*", "/", "<", ">", "<=", ">=", "=="].contains(name) {
                return try binary(name, arguments[0], arguments[1], at: expression)
            }
            if ["max", "min"].contains(name), arguments.count == 2 {
                let better = try binary(name == "max" ? ">" : "<", arguments[1], arguments[0], at: expression)
                let result = isTrueOrFalse(better) ? arguments[1] : arguments[0]
                let isDouble = arguments.contains { if case .double = $0 { true } else { false } }
                return try convert(result, to: isDouble ? .double : nil, at: expression)
            }
        }
        guard let closure = expression.as(ClosureExprSyntax.self) else {
            throw Failure(expression, "expected a closure here (\(describe(expression)))")
        }
        var names: [String] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: names = list.map(\.name.text)
        case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: names = arguments.indices.map { "$\($0)" }
        }
        var values = arguments
        if values.count == 1, case .tuple(let items, _) = values[0] {
            if closure.signature == nil, closure.statements.description.contains("$1") {
                names = items.indices.map { "$\($0)" }
            }
            if names.count == items.count, names.count > 1 { values = items }
        }
        frame.push()
        defer { frame.pop() }
        for (name, value) in zip(names, values) where name != "_" {
            frame.declare(name, Binding(value: value, isMutable: false, hint: nil))
        }
        let saved = returnHint
        returnHint = nil
        defer { returnHint = saved }
        return try bodyValue(closure.statements, returnsValue: true)
    }

    private func isTrue(_ value: Value, at node: some SyntaxProtocol) throws -> Bool {
        guard case .bool(let flag) = value else { throw Failure(node, "expected a Bool, found \(value.typeName)") }
        return flag
    }

    private func isTrueOrFalse(_ value: Value) -> Bool {
        if case .bool(true) = value { return true }
        return false
    }

    /// `max()`/`min()` and their `by:` forms: `areInIncreasingOrder` as Swift's.
    private func extreme(
        _ items: [Value], _ isMax: Bool, at node: some SyntaxProtocol, _ less: (Value, Value) throws -> Bool
    ) throws -> Value {
        guard var best = items.first else { return .null }
        for item in items.dropFirst() {
            if isMax ? try less(best, item) : try less(item, best) { best = item }
        }
        return best
    }

    /// A stable merge sort (Swift's sort is stable too), counting comparisons as steps.
    private func sorted(_ items: [Value], _ less: (Value, Value) throws -> Bool) throws -> [Value] {
        guard items.count > 1 else { return items }
        let middle = items.count / 2
        let left = try sorted(Array(items[..<middle]), less)
        let right = try sorted(Array(items[middle...]), less)
        var result: [Value] = []
        result.reserveCapacity(items.count)
        var i = 0
        var j = 0
        while i < left.count && j < right.count {
            if try less(right[j], left[i]) {
                result.append(right[j])
                j += 1
            } else {
                result.append(left[i])
                i += 1
            }
        }
        result += left[i...]
        result += right[j...]
        return result
    }
}
