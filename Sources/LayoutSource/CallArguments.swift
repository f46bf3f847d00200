// CallArguments.swift
// LayoutSource
//
// Matches a call's arguments (including trailing closures) against a parameter list the way
// Swift does: labels in declaration order, defaulted parameters may be skipped, the first
// trailing closure fills the next closure parameter.

import SwiftSyntax

/// One parameter of a SwiftUI initializer or modifier.
struct Parameter {
    /// The argument label; nil for `_`.
    let label: String?
    let required: Bool
    /// Whether it takes a closure (and so may receive the trailing closure).
    let isClosure: Bool

    init(_ label: String?, required: Bool = false, closure: Bool = false) {
        self.label = label
        self.required = required
        self.isClosure = closure
    }

    /// A view-builder `content:` closure.
    static let content = Parameter("content", required: true, closure: true)
}

/// One argument as written.
struct Argument {
    let label: String?
    let expression: ExprSyntax
    let node: Syntax
}

extension Translator {
    /// The argument for each parameter (nil where defaulted). Throws for unknown, misplaced or
    /// missing arguments.
    /// Errors about the call as a whole are reported at `location` (default: the callee).
    func match(
        _ call: FunctionCallExprSyntax, callee: String, _ parameters: [Parameter],
        at location: Syntax? = nil
    ) throws(SourceError) -> [Argument?] {
        let location = location ?? Syntax(call.calledExpression)
        var result = [Argument?](repeating: nil, count: parameters.count)
        let signature = callee + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        var next = 0
        for element in call.arguments {
            let label = element.label?.text
            let argument = Argument(label: label, expression: element.expression, node: Syntax(element))
            var index = next
            while index < parameters.count, parameters[index].label != label { index += 1 }
            guard index < parameters.count else {
                if parameters[..<next].contains(where: { $0.label == label }) {
                    throw error(element, "argument '\(label ?? "_"):' is out of order in \(signature)")
                }
                let shown = label.map { "argument '\($0):'" } ?? "unlabeled argument"
                throw error(element, "unexpected \(shown) in \(signature)")
            }
            if let missing = parameters[next..<index].first(where: \.required) {
                throw error(element, "missing argument '\(missing.label ?? "_"):' in \(signature)")
            }
            result[index] = argument
            next = index + 1
        }
        if let closure = call.trailingClosure {
            guard let index = parameters[next...].firstIndex(where: \.isClosure) else {
                throw error(closure, "\(signature) does not take a trailing closure")
            }
            if let missing = parameters[next..<index].first(where: \.required) {
                throw error(closure, "missing argument '\(missing.label ?? "_"):' in \(signature)")
            }
            result[index] = Argument(label: nil, expression: ExprSyntax(closure), node: Syntax(closure))
            next = index + 1
        }
        for extra in call.additionalTrailingClosures {
            let label = extra.label.text
            guard let index = parameters[next...].firstIndex(where: { $0.label == label }) else {
                throw error(extra, "unexpected trailing closure '\(label):' in \(signature)")
            }
            result[index] = Argument(label: label, expression: ExprSyntax(extra.closure), node: Syntax(extra))
            next = index + 1
        }
        for (index, parameter) in parameters.enumerated() where parameter.required && result[index] == nil {
            throw error(location, "missing argument '\(parameter.label ?? "_"):' in \(signature)")
        }
        return result
    }

    /// Throws unless the call has no arguments and no trailing closure.
    func expectNoArguments(_ call: FunctionCallExprSyntax, callee: String, at location: Syntax? = nil)
        throws(SourceError)
    {
        _ = try match(call, callee: callee, [], at: location)
    }

    /// The labels written in a call (nil for unlabeled), trailing closures excluded.
    static func labels(_ call: FunctionCallExprSyntax) -> [String?] {
        call.arguments.map { $0.label?.text }
    }
}
