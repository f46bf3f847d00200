// SourceBundle.swift
// LayoutSource
//
// The input of the front end: one or more named source files read together (a view declared in
// any file is usable from all), the root to lay out when the caller names it, and whether
// stand-ins are allowed. The output: the tree, the source-level warnings and how the root was
// chosen.

import LayoutCore

/// One source file: the name used in messages (`file:line:column`) and its text.
public struct SourceFile: Hashable, Sendable {
    public var name: String
    public var text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}

/// Source files read as one program. The first file is the *main file*: its `#Preview`, its
/// top-level statements and its View structs are preferred when choosing the root
/// (``SwiftUISourceParser``'s header gives the order).
public struct SourceBundle: Hashable, Sendable {
    public var files: [SourceFile]
    /// The View struct to lay out (`--root TypeName`); nil lets the parser choose.
    public var rootType: String?
    /// When true, every stand-in (a value or view the input cannot supply) is an error instead
    /// of a warning (`--strict`).
    public var isStrict: Bool
    /// The most views reading may produce (`--max-views`): each view once per use, a ForEach's
    /// content once per item, a custom view's body once per instance; layout modifiers such as
    /// `.frame` and `.padding` are not views. Past it reading stops with an error
    /// (``SourceError/isViewLimit``), so a small source cannot expand into more views than memory
    /// holds.
    public var viewLimit: Int

    /// ``viewLimit``'s default: the largest benchmark shape (`layoutlab generate`, 2,000,000
    /// nodes, at most one view per node) loads under it.
    public static let defaultViewLimit = 2_000_000

    public init(
        files: [SourceFile], rootType: String? = nil, isStrict: Bool = false,
        viewLimit: Int = SourceBundle.defaultViewLimit
    ) {
        self.files = files
        self.rootType = rootType
        self.isStrict = isStrict
        self.viewLimit = viewLimit
    }

    /// A bundle of one file.
    public init(
        _ text: String, fileName: String = "<input>", rootType: String? = nil, isStrict: Bool = false,
        viewLimit: Int = SourceBundle.defaultViewLimit
    ) {
        self.init(
            files: [SourceFile(name: fileName, text: text)], rootType: rootType, isStrict: isStrict,
            viewLimit: viewLimit)
    }
}

/// A warning about the source, not about layout: a stand-in the reader used for something the
/// input does not supply, or a root chosen among several candidates. Printed as
/// `file:line:column: warning: [code] message`.
public struct SourceWarning: Hashable, Sendable, CustomStringConvertible {
    public var fileName: String
    public var line: Int
    public var column: Int
    /// `source.standIn`, `source.undeclaredView` or `source.rootChoice`.
    public var code: String
    public var message: String

    public init(fileName: String, line: Int, column: Int, code: String, message: String) {
        self.fileName = fileName
        self.line = line
        self.column = column
        self.code = code
        self.message = message
    }

    public var description: String { "\(fileName):\(line):\(column): warning: [\(code)] \(message)" }

    /// A value the input does not supply (a property without a value, a model member).
    public static let standIn = "source.standIn"
    /// A view the input uses but does not declare.
    public static let undeclaredView = "source.undeclaredView"
    /// The root was chosen by a tie-breaker among several candidates.
    public static let rootChoice = "source.rootChoice"
}

/// What the front end read: the tree, its warnings (each once, in source order of discovery)
/// and a sentence saying which view is the root and why.
public struct ParsedSource: Sendable {
    public var tree: ViewTree
    public var warnings: [SourceWarning]
    /// E.g. `#Preview at Detail.swift:40` or `DetailView (the only View no other View uses)`.
    public var root: String

    public init(tree: ViewTree, warnings: [SourceWarning], root: String) {
        self.tree = tree
        self.warnings = warnings
        self.root = root
    }
}
