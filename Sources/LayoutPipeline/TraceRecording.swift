// TraceRecording.swift
// LayoutPipeline
//
// The steps `layoutlab trace` shares with the playground's `POST /api/trace`: the view named by
// `--node` / `"node"` found in the tree, the engine's pass recorded by a `TraceWriter`, and, for
// the API, the JSON Lines gathered into one document. The engine itself is the caller's (this
// module does not import the engines), handed the writer as its tracer.

import LayoutCore
import LayoutReport

/// A `--node` / `"node"` that names no view in the tree.
public struct UnknownTraceNode: Error, Hashable, Sendable {
    /// The name as given.
    public var name: String
    /// What the tree offers instead (``TraceFocus/hint(_:)``).
    public var hint: String
}

/// A view named by its `.id` label, `#N` (pre-order index) or its path (`0.1.2`, child indices
/// from the root, as `render --format json` writes `path`).
public enum TraceFocus {
    /// The node `text` names, or nil when it names none; a label is looked up before a path.
    public static func node(_ text: String, in tree: ViewTree) -> Int? {
        if text.hasPrefix("#"), let n = Int(text.dropFirst()), tree.nodes.indices.contains(n) { return n }
        if let n = tree.nodes.firstIndex(where: { $0.label == text }) { return n }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.first == 0, parts.allSatisfy({ $0 != nil }) else { return nil }
        var node = 0
        for index in parts.dropFirst() {
            let children = tree.nodes[node].children
            guard let index, children.indices.contains(index) else { return nil }
            node = children[index].index
        }
        return node
    }

    /// The node `name` names (nil for nil: the whole trace), or ``UnknownTraceNode``.
    public static func resolve(_ name: String?, in tree: ViewTree) throws(UnknownTraceNode) -> Int? {
        guard let name else { return nil }
        guard let found = node(name, in: tree) else { throw UnknownTraceNode(name: name, hint: hint(tree)) }
        return found
    }

    /// What the tree offers instead: its labels, or how to name a node without one.
    public static func hint(_ tree: ViewTree) -> String {
        let labels = tree.nodes.compactMap(\.label).prefix(10).map { "'\($0)'" }
        let range = "#0…#\(tree.count - 1)"
        return labels.isEmpty
            ? "the tree has no .id labels; use \(range) or a path such as 0.1"
            : "labels: \(labels.joined(separator: ", ")); or \(range), or a path such as 0.1"
    }
}

public enum TraceRecording {
    /// Runs `layout` (one engine's pass, given the tracer to pass it) with a ``TraceWriter`` that
    /// hands each written line to `sink`, then writes the step still held back. `focus` keeps one
    /// view's conversation with its parent and children (Documentation/Trace.md).
    public static func record<Result, Failure: Error>(
        tree: ViewTree, format: TraceFormat, focus: Int?, sink: @escaping (String) -> Void,
        layout: (any LayoutTracer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let writer = TraceWriter(tree: tree, format: format, focus: focus, sink: sink)
        let result = try layout(writer)
        writer.finish()
        return result
    }
}

/// `POST /api/trace`'s document: the JSON Lines of `trace --format json`, each line one element
/// of `events`, unchanged:
///
/// ```
/// {"engine": "reference"|"constraint", "node": N|null, "events": [STEP, …]}
/// ```
///
/// `node` is the pre-order index of the view `"node"` named, null for the whole trace. Unlike the
/// command's stream the document is held in memory, so ``TraceDocument`` stops keeping steps past
/// `maximumSteps` and says so (``overflowed``) for the caller to refuse.
public final class TraceDocument {
    /// The most steps kept.
    public let maximumSteps: Int
    private var events: [String] = []
    /// Whether a step came after `maximumSteps` were kept.
    public private(set) var overflowed = false

    public init(maximumSteps: Int) { self.maximumSteps = maximumSteps }

    /// A ``TraceRecording`` sink: one JSON Lines line (newline-terminated) per call.
    public func append(_ line: String) {
        guard events.count < maximumSteps else {
            overflowed = true
            return
        }
        events.append(line.hasSuffix("\n") ? String(line.dropLast()) : line)
    }

    /// Steps kept so far.
    public var count: Int { events.count }

    /// The document, ending with a newline: one step per line between the brackets.
    public func json(engine: String, focus: Int?) -> String {
        var text = "{\"engine\":\"\(engine)\",\"node\":\(focus.map(String.init) ?? "null"),\"events\":["
        text.reserveCapacity(events.reduce(text.utf8.count + 4) { $0 + $1.utf8.count + 2 })
        for (i, event) in events.enumerated() {
            text += i == 0 ? "\n" : ",\n"
            text += event
        }
        text += events.isEmpty ? "]}\n" : "\n]}\n"
        return text
    }
}
