// Validation.swift
// LayoutInterpreter
//
// Checks a layout declaration before it runs, so that what the subset cannot run is reported at
// its place when the file is read: the two required functions (LAYOUTPROTO-1), calls of unknown
// functions, and statements or expressions outside the subset (try, await, defer, do, throw,
// string interpolation, macros).

import SwiftSyntax

enum Validation {
    static func check(_ decl: StructDeclSyntax, reader: DeclarationReader) throws {
        let functions = reader.functions
        let required: [(String, [String?])] = [
            ("sizeThatFits", ["proposal", "subviews", "cache"]),
            ("placeSubviews", ["in", "proposal", "subviews", "cache"]),
        ]
        for (name, labels) in required {
            let found = (functions[name] ?? []).contains { $0.parameters.map(\.label) == labels }
            if !found {
                throw Failure(
                    decl.name,
                    "\(decl.name.text) must declare \(name)(\(labels.map { ($0 ?? "_") + ":" }.joined())) (LAYOUTPROTO-1)"
                )
            }
        }
        let known =
            Set(functions.keys).union(Builtins.typeNames).union(Builtins.globalFunctions)
            .union(reader.records.keys).union(reader.aliases.keys)
        let visitor = SubsetVisitor(knownFunctions: known)
        visitor.walk(decl.memberBlock)
        if let failure = visitor.failure { throw failure }
    }
}

/// Finds the first construct outside the subset.
private final class SubsetVisitor: SyntaxVisitor {
    let knownFunctions: Set<String>
    var failure: Failure?

    init(knownFunctions: Set<String>) {
        self.knownFunctions = knownFunctions
        super.init(viewMode: .sourceAccurate)
    }

    private func fail(_ node: some SyntaxProtocol, _ message: String) -> SyntaxVisitorContinueKind {
        if failure == nil { failure = Failure(node, message) }
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
            !knownFunctions.contains(reference.baseName.text)
        {
            return fail(
                reference,
                "unknown function '\(reference.baseName.text)' in an interpreted layout; "
                    + "declare it as a func of the layout, or use max, min, abs, ceil, floor, round, sqrt, pow, "
                    + "sin, cos, tan, atan2, hypot, stride, zip")
        }
        return .visitChildren
    }

    override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
        fail(node, "try is not supported in an interpreted layout")
    }

    override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
        fail(node, "await is not supported in an interpreted layout")
    }

    override func visit(_ node: DeferStmtSyntax) -> SyntaxVisitorContinueKind {
        fail(node, "defer is not supported in an interpreted layout")
    }

    override func visit(_ node: DoStmtSyntax) -> SyntaxVisitorContinueKind {
        fail(node, "do is not supported in an interpreted layout")
    }

    override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
        fail(node, "throw is not supported in an interpreted layout")
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        fail(node, "macros are not supported in an interpreted layout")
    }

    override func visit(_ node: ExpressionSegmentSyntax) -> SyntaxVisitorContinueKind {
        fail(node, "string interpolation is not supported in an interpreted layout")
    }
}
