// CompileConditions.swift
// LayoutSource
//
// `#if` blocks: the reader compiles for iOS in a debug build, so the first clause whose
// condition holds there is read and the others are skipped (Documentation/RealSwiftUI.md).
// `os(iOS)`, `DEBUG`, `canImport(SwiftUI)`, `canImport(UIKit)`, `targetEnvironment(simulator)`,
// `swift(…)` and `compiler(…)` hold; other platforms and unknown flags do not.

import SwiftSyntax

enum CompileConditions {
    /// The clause of `#if … #elseif … #else … #endif` that an iOS debug build compiles, if any.
    static func chosenClause(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        config.clauses.first { clause in
            guard let condition = clause.condition else { return true } // #else
            return holds(condition)
        }
    }

    /// Whether `condition` holds in an iOS debug build.
    static func holds(_ condition: ExprSyntax) -> Bool {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !holds(prefix.expression)
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return holds(only.expression)
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            // `a && b || c`: && binds tighter; evaluate the ||-separated groups of &&-chains.
            var anyGroup = false
            var group = true
            for element in sequence.elements {
                if let op = element.as(BinaryOperatorExprSyntax.self) {
                    if op.operator.text == "||" {
                        anyGroup = anyGroup || group
                        group = true
                    }
                    continue
                }
                group = group && holds(element)
            }
            return anyGroup || group
        }
        if let reference = condition.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "DEBUG"
        }
        if let boolean = condition.as(BooleanLiteralExprSyntax.self) {
            return boolean.literal.tokenKind == .keyword(.true)
        }
        guard let call = condition.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return false }
        let argument = call.arguments.first?.expression.trimmedDescription ?? ""
        switch name {
        case "os": return argument == "iOS"
        case "canImport":
            return ["SwiftUI", "UIKit", "Foundation", "Combine", "Observation", "SwiftData"].contains(argument)
        case "targetEnvironment": return argument == "simulator"
        case "swift", "compiler": return true
        case "arch": return argument == "arm64"
        default: return false
        }
    }
}
