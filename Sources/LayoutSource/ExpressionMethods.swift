// ExpressionMethods.swift
// LayoutSource
//
// Method calls on values (`x.uppercased()`, `items.prefix(3)`, `model.formatted()`): the few that
// view code uses to shape data before ForEach or Text. A method on a stand-in is a stand-in
// named by the call (StandIns.swift).

import LayoutCore
import SwiftSyntax

extension Translator {
    /// `base.name(arguments)` as a value.
    func methodValue(_ name: String, of base: ExprSyntax, call: FunctionCallExprSyntax, in scope: Scope)
        throws(SourceError) -> Value
    {
        let receiver = try value(of: base, in: scope)
        if case .none = receiver { return .none } // `x?.name()` on nil (STANDIN-3)
        if case .standIn(let standIn) = receiver, name == "enumerated" { return .standIn(standIn) }
        if case .standIn(let standIn) = receiver {
            let arguments = call.arguments.isEmpty && call.trailingClosure == nil ? "()" : "(…)"
            return .standIn(StandIn(path: standIn.path + "." + name + arguments, type: nil))
        }
        switch (receiver, name) {
        case (.string(let text), "uppercased"):
            try expectNoArguments(call, callee: "." + name)
            return .string(text.uppercased())
        case (.string(let text), "lowercased"):
            try expectNoArguments(call, callee: "." + name)
            return .string(text.lowercased())
        case (.array, "enumerated"):
            // Read with a two-parameter ForEach closure (`index, item`), which binds the offsets.
            try expectNoArguments(call, callee: "." + name)
            return receiver
        case (.array(let items), "reversed"):
            try expectNoArguments(call, callee: "." + name)
            return .array(items.reversed())
        case (.array(let items), "prefix"), (.array(let items), "dropFirst"), (.array(let items), "suffix"),
            (.array(let items), "dropLast"):
            let matched = try match(call, callee: "." + name, [Parameter(nil, required: name.hasSuffix("fix"))])
            let count = try matched[0].map { (a) throws(SourceError) in try integer(a.expression, in: scope) } ?? 1
            guard count >= 0 else { throw error(call, "\(name) needs a count ≥ 0") }
            switch name {
            case "prefix": return .array(Array(items.prefix(count)))
            case "suffix": return .array(Array(items.suffix(count)))
            case "dropFirst": return .array(Array(items.dropFirst(count)))
            default: return .array(Array(items.dropLast(count)))
            }
        case (.range(let lower, let upper), "reversed"):
            try expectNoArguments(call, callee: "." + name)
            return .array((lower..<upper).reversed().map { .integer($0, isLiteral: false) })
        default:
            // A method of an extension the input does not declare (`range.percent(for:)`), or one
            // the reader does not run (`items.sorted()`): a stand-in, reported (STANDIN-2).
            let path = "\(SyntaxErrors.shortened(base.trimmedDescription)).\(name)(…)"
            let value = Value.standIn(StandIn(path: path, type: nil))
            try standIn(
                call.calledExpression,
                "'.\(name)(…)' on \(receiver.kindName) is not evaluated (the reader runs only uppercased, lowercased, "
                    + "reversed, prefix, suffix, dropFirst and dropLast); using \(describe(value)) (STANDIN-2)")
            return value
        }
    }
}
