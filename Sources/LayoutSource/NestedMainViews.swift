// NestedMainViews.swift
// LayoutSource
//
// ROOTCHOICE-2: a main file that declares no View at its top level as read for iOS may still hold
// views: inside another platform's `#if` clause (a macOS-only screen) or nested in a type or a
// function (a snapshot test's `struct ContentView: View` inside `func rectangle()`). Those are
// its views; rendering a view of another file instead would be a wrong root.

import SwiftSyntax

extension FileModel {
    /// Registers the View structs of the main file that the top-level reading did not see (the
    /// first of each name; a name already declared keeps its declaration), in source order. Only
    /// when the main file has no top-level View, preview, live view or view statement.
    mutating func addNestedMainViews(_ syntax: SourceFileSyntax) {
        let mainHasRoot =
            viewStructOrder.contains { viewStructs[$0]?.fileIndex == 0 }
            || previews.contains { $0.fileIndex == 0 } || liveViews[0] != nil
            || !(rootStatements[0] ?? []).isEmpty
        guard !mainHasRoot else { return }
        let finder = ViewStructFinder(viewMode: .sourceAccurate)
        finder.walk(syntax)
        for decl in finder.found where viewStructs[decl.name.text] == nil {
            let name = decl.name.text
            viewStructs[name] = Self.viewStruct(decl, fileIndex: 0)
            viewStructOrder.append(name)
            nestedMainViews.append(name)
        }
    }
}

/// Every `struct X: View` of a syntax tree, in source order, inactive `#if` clauses included.
private final class ViewStructFinder: SyntaxVisitor {
    var found: [StructDeclSyntax] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if FileModel.inheritedTypes(node.inheritanceClause).contains("View") { found.append(node) }
        return .visitChildren
    }
}
