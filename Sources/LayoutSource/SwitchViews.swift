// SwitchViews.swift
// LayoutSource
//
// `switch` in a view body (layout-neutral like `if`, CORE-5): the subject is known before
// layout, so the first case whose pattern matches is read. A stand-in subject (data the input
// does not supply, StandIns.swift) takes the first case, whose `let` bindings become stand-ins.

import LayoutCore
import SwiftSyntax

extension Translator {
    /// The views of the case `switchExpr` takes.
    func switchView(_ switchExpr: SwitchExprSyntax, in scope: Scope) throws(SourceError) -> ViewDescription {
        let subject = try value(of: switchExpr.subject, in: scope)
        var inner = scope
        inner.atRoot = false
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element else {
                throw error(element, "#if inside a switch is not supported; move it into the case bodies")
            }
            switch switchCase.label {
            case .default:
                return .group(try views(in: switchCase.statements, scope: inner))
            case .case(let label):
                for item in label.caseItems {
                    if let bindings = try matches(item.pattern, subject, in: scope) {
                        inner.locals.merge(bindings) { $1 }
                        return .group(try views(in: switchCase.statements, scope: inner))
                    }
                }
            }
        }
        return .empty
    }

    /// The bindings of `pattern` when it matches `subject`, nil when it does not.
    func matches(_ pattern: PatternSyntax, _ subject: Value, in scope: Scope) throws(SourceError)
        -> [String: Value]?
    {
        if pattern.is(WildcardPatternSyntax.self) { return [:] }
        if let binding = pattern.as(ValueBindingPatternSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            return [name: subject]
        }
        guard let expr = pattern.as(ExpressionPatternSyntax.self)?.expression else {
            throw error(pattern, "unsupported pattern in a switch case")
        }
        // `.loaded(let items)`: the case name, and its bindings.
        var caseExpr = expr
        var bindings: [String: Value] = [:]
        if let call = expr.as(FunctionCallExprSyntax.self) {
            caseExpr = call.calledExpression
            for argument in call.arguments {
                for token in argument.expression.tokens(viewMode: .sourceAccurate) {
                    if case .identifier(let name) = token.tokenKind,
                        argument.expression.trimmedDescription.hasPrefix("let")
                            || argument.expression.trimmedDescription.hasPrefix("var")
                    {
                        bindings[name] = .standIn(StandIn(path: name, type: nil))
                    }
                }
            }
        }
        if case .standIn = subject { return bindings }
        if let member = caseExpr.as(MemberAccessExprSyntax.self), case .enumCase(let name) = subject {
            return member.declName.baseName.text == name ? bindings : nil
        }
        let candidate = try value(of: caseExpr, in: scope)
        if case .range(let lower, let upper) = candidate, case .integer(let n, _) = subject {
            return (lower..<upper).contains(n) ? [:] : nil
        }
        let same = try arithmetic(caseExpr) { () throws(ArithmeticError) in
            try Arithmetic.apply(.equal, subject, candidate)
        }
        guard case .bool(true) = same else { return nil }
        return bindings
    }
}
