// Translator.swift
// LayoutSource
//
// The state shared while turning syntax into a ViewDescription: the input's declarations, the
// layout registry, a budget against runaway expansion, recursion guards and the source-level
// warnings (stand-ins, CORE-6's "normalise and report" applied to the source). `Scope` is the
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
    /// The type whose members are being read (a View extension, a ViewModifier): `self` and
    /// implicit-self modifiers (`padding()`) apply to `locals["self"]` when it is a view.
    var selfIsView: Bool { if case .view? = locals["self"] { true } else { false } }
    /// Number of GeometryReaders enclosing the current point of the tree.
    var readerDepth = 0
    /// Whether a view here is the outermost view of the root (where `.ignoresSafeArea()` is allowed).
    var atRoot = false
}

/// Turns syntax into descriptions.
final class Translator {
    /// The declarations of every input file, merged.
    let file: FileModel
    let locators: SourceLocators
    let layouts: LayoutRegistry
    /// `--strict`: a stand-in is an error.
    let isStrict: Bool
    /// Source-level warnings, each (location, message) once, in order of discovery.
    private(set) var warnings: [SourceWarning] = []
    private var warned: Set<String> = []
    /// Views that may still be produced: ForEach and custom views can multiply a small source.
    var viewBudget: Int
    /// The budget at the start (``SourceBundle/viewLimit``).
    let viewLimit: Int
    /// Custom views and computed views being expanded (recursion is an error).
    var expansionStack: [String] = []
    var constantValues: [String: Value] = [:]
    var constantsInProgress: Set<String> = []
    var alignmentCache: [String: CustomAlignment] = [:]
    var alignmentsInProgress: Set<String> = []

    init(
        file: FileModel, locators: SourceLocators, layouts: LayoutRegistry, isStrict: Bool = false,
        viewLimit: Int = SourceBundle.defaultViewLimit
    ) {
        self.file = file
        self.locators = locators
        self.layouts = layouts
        self.isStrict = isStrict
        self.viewLimit = viewLimit
        self.viewBudget = viewLimit
    }

    /// The error at `node`, located in the file `node` was parsed from.
    func error(_ node: some SyntaxProtocol, _ message: String) -> SourceError {
        locators.error(at: node, message)
    }

    /// Reports a stand-in: something the layout needs that the input does not supply (a property
    /// without a value, a view declared in a file not given), replaced by a documented value
    /// (Documentation/RealSwiftUI.md). A warning on standard error, each once; with `--strict`,
    /// an error at `node`. This is the one way to report an approximation of the source.
    func standIn(_ node: some SyntaxProtocol, _ message: String, code: String = SourceWarning.standIn)
        throws(SourceError)
    {
        if isStrict { throw error(node, message + " (--strict: stand-ins are errors)") }
        warn(node, message, code: code)
    }

    /// Records a warning that `--strict` does not turn into an error (a root chosen by a
    /// tie-breaker).
    func warn(_ node: some SyntaxProtocol, _ message: String, code: String) {
        let warning = locators.warning(at: node, code: code, message)
        if warned.insert(warning.description).inserted { warnings.append(warning) }
    }

    /// Forgets the warnings recorded after the first `count` (a value re-read another way).
    func rollBackWarnings(to count: Int) {
        for warning in warnings[count...] { warned.remove(warning.description) }
        warnings.removeLast(warnings.count - count)
    }

    /// Counts one produced view against the budget.
    /// A count beyond the budget (a ForEach of 10^18 items) is refused without overflowing.
    func spend(_ node: some SyntaxProtocol, count: Int = 1) throws(SourceError) {
        try checkRoom(node, for: count)
        viewBudget -= count
    }

    /// Refuses `count` items that the budget could not hold, before they are materialised (a
    /// ForEach's data, an `Array(range)`), without spending: each view the items produce is
    /// counted when it is produced, so a ForEach of n views costs n.
    func checkRoom(_ node: some SyntaxProtocol, for count: Int) throws(SourceError) {
        guard count <= viewBudget else {
            var failure = error(node, "the view is too large: more than \(Self.grouped(viewLimit)) views")
            failure.isViewLimit = true
            throw failure
        }
    }

    /// `n` with a comma every three digits (`2,000,000`), as the limit is written in help texts.
    static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = n < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }

    /// Runs an arithmetic step, reporting failures at `node`.
    func arithmetic<T>(_ node: some SyntaxProtocol, _ body: () throws(ArithmeticError) -> T) throws(SourceError) -> T {
        do { return try body() } catch { throw self.error(node, error.message) }
    }
}
