// Translator.swift
// LayoutSource
//
// The state shared while turning syntax into a ViewDescription: the file's declarations, the
// layout registry, a budget against runaway expansion, and recursion guards. `Scope` is the
// lexical environment of one expression.

import CustomLayout
import LayoutCore
import SwiftSyntax

/// One instantiation of a custom `View` struct: its property values.
final class StructInstance {
    let decl: ViewStructDecl
    /// Arguments given at the call site and property values computed so far.
    var values: [String: Value]
    /// Properties being computed (to report circular definitions).
    var inProgress: Set<String> = []

    init(decl: ViewStructDecl, values: [String: Value]) {
        self.decl = decl
        self.values = values
    }
}

/// The closure parameter of an `alignmentGuide` (or `defaultValue(in:)`): `d` or `$0`.
struct DimensionsBinding {
    /// nil when the closure ignores it (`_ in`).
    var name: String?
    /// The axis of the guide being computed; `.center` in `d[.center]` refers to it.
    var axis: Axis
}

/// The lexical environment of an expression.
struct Scope {
    /// ForEach variables and local `let`s.
    var locals: [String: Value] = [:]
    /// GeometryReader closure parameters → reader nesting depth (0 = outermost).
    var proxies: [String: Int] = [:]
    var dimensions: DimensionsBinding?
    /// The custom view whose body is being read.
    var instance: StructInstance?
    /// Number of GeometryReaders enclosing the current point of the tree.
    var readerDepth = 0
    /// Whether a view here is the outermost view of the root (where `.ignoresSafeArea()` is allowed).
    var atRoot = false
}

/// Turns syntax into descriptions.
final class Translator {
    let file: FileModel
    let locator: SourceLocator
    let layouts: LayoutRegistry
    /// Views that may still be produced: ForEach and custom views can multiply a small source.
    var viewBudget: Int
    /// Custom views and computed views being expanded (recursion is an error).
    var expansionStack: [String] = []
    var constantValues: [String: Value] = [:]
    var constantsInProgress: Set<String> = []
    var alignmentCache: [String: CustomAlignment] = [:]
    var alignmentsInProgress: Set<String> = []

    static let maximumViews = 1_000_000

    init(file: FileModel, locator: SourceLocator, layouts: LayoutRegistry) {
        self.file = file
        self.locator = locator
        self.layouts = layouts
        self.viewBudget = Self.maximumViews
    }

    func error(_ node: some SyntaxProtocol, _ message: String) -> SourceError {
        locator.error(at: node, message)
    }

    /// Counts one produced view against the budget.
    func spend(_ node: some SyntaxProtocol, count: Int = 1) throws(SourceError) {
        viewBudget -= count
        if viewBudget < 0 {
            throw error(node, "the view is too large: more than \(Self.maximumViews) views")
        }
    }

    /// Runs an arithmetic step, reporting failures at `node`.
    func arithmetic<T>(_ node: some SyntaxProtocol, _ body: () throws(ArithmeticError) -> T) throws(SourceError) -> T {
        do { return try body() } catch { throw self.error(node, error.message) }
    }
}
