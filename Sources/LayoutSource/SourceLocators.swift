// SourceLocators.swift
// LayoutSource
//
// With several input files, a syntax node's `file:line:column` depends on the file it was
// parsed from: every file's syntax tree has its own root, which selects its locator.

import SwiftSyntax

/// The locators of all input files, found from any node by its tree's root.
struct SourceLocators {
    /// One per file, in input order.
    let files: [SourceLocator]
    private var byRoot: [Syntax: Int] = [:]

    init(files: [SourceLocator]) {
        self.files = files
    }

    /// Registers the syntax tree of file number `index`.
    mutating func register(_ root: SourceFileSyntax, index: Int) {
        byRoot[Syntax(root)] = index
    }

    /// The file a node was parsed from (the main file for nodes built in code).
    func fileIndex(of node: some SyntaxProtocol) -> Int {
        byRoot[Syntax(node).root] ?? 0
    }

    func locator(of node: some SyntaxProtocol) -> SourceLocator {
        files[fileIndex(of: node)]
    }

    /// The error at the first non-trivia character of `node`, in its own file.
    func error(at node: some SyntaxProtocol, _ message: String) -> SourceError {
        locator(of: node).error(at: node, message)
    }

    /// `file:line` of `node`, for lists of candidates.
    func place(of node: some SyntaxProtocol) -> String {
        let locator = locator(of: node)
        let (line, _) = locator.lineAndColumn(of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        return "\(locator.fileName):\(line)"
    }

    /// The warning at `node`.
    func warning(at node: some SyntaxProtocol, code: String, _ message: String) -> SourceWarning {
        let error = error(at: node, message)
        return SourceWarning(
            fileName: error.fileName, line: error.line, column: error.column, code: code, message: message)
    }
}
