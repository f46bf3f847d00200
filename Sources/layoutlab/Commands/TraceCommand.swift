// TraceCommand.swift
// layoutlab
//
// `layoutlab trace FILE_OR_FOLDER...|-`: every step of the negotiation (CORE-1) as the chosen
// engine took it, streamed as text or JSON Lines (Documentation/Trace.md).

import ArgumentParser
import ConstraintEngine
import Foundation
import LayoutCore
import LayoutReport
import ReferenceEngine

extension TraceFormat: ExpressibleByArgument {}

struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print every step of the layout negotiation: proposals, answers, placements, choices.",
        discussion: """
            Reads the input as render does (files and folders as one program, --root, stand-in \
            warnings on standard error) and prints one line per step, in the order the engine took \
            it: each size query (the node, the proposal with nil and ∞ shown as such, the answer, \
            and whether the HSTACK-6 cache answered it), each placement (position, size, \
            proposal), each ViewThatFits choice (VTF-2) and each stack's flexibility order \
            (HSTACK-2) and priority groups (HSTACK-3: what a group was offered and what it took), \
            each with the rule that decided it. Nodes are written #N (pre-order index) with their \
            kind and .id label.

            --engine reference (default) records the reference engine's actual queries. --engine \
            constraint lists the constraint engine's measurement instances and placements at the \
            solved values, each followed by the condition rows its node's rule wrote to certify \
            it (CORE-9); it has no order or group steps (its rows certify HSTACK-2/3).

            --format text indents by depth, one line per step (a query answered at once is one \
            line: `#1 Text("Hi") ← (0, 763) → 0×0  [HSTACK-2 minimum probe; TEXT-4]`). --format \
            json writes JSON Lines, one object per step, streamed as the layout runs. --node \
            keeps only one view's conversation with its parent and children: its .id label, #N, \
            or its path (0.1.2); an unknown one is an error (exit status 2).
            """
    )

    @OptionGroup var layout: LayoutOptions

    @Option(help: "Layout engine: reference or constraint.")
    var engine: EngineChoice = .reference

    @Option(help: "Output format: text or json (JSON Lines, one object per step).")
    var format: TraceFormat = .text

    @Option(help: "Only this view's steps: its .id label, #N (node index) or path (0.1.2).")
    var node: String?

    func run() throws {
        let (tree, layouts) = try layout.readTreeAndLayouts()
        let configuration = layout.configuration(with: layouts)
        var focus: Int?
        if let node {
            guard let found = TraceFocus.node(node, in: tree) else {
                printError("error: --node '\(node)' names no view: \(TraceFocus.hint(tree))")
                throw ExitCode(2)
            }
            focus = found
        }
        let output = BufferedOutput()
        let writer = TraceWriter(tree: tree, format: format, focus: focus) { output.write($0) }
        let result: LayoutResult
        switch engine {
        case .reference:
            try EngineStack.ensure(tree, bytesPerLevel: EngineStack.referenceBytesPerLevel)
            do {
                result = try ReferenceEngine(configuration: configuration).checkedLayout(tree, tracer: writer)
            } catch {
                printError(error.errorLine)
                throw ExitCode(1)
            }
        case .constraint:
            try EngineStack.ensure(tree, bytesPerLevel: EngineStack.constraintBytesPerLevel)
            let engine = ConstraintEngine(configuration: configuration)
            result = try exitingOnEngineError { () throws(ConstraintEngineError) in
                try engine.layout(tree, tracer: writer).result
            }
        }
        writer.finish()
        output.flush()
        try layout.exitOnLayoutErrors(layouts)
        printWarnings(result.diagnostics)
    }
}

/// Standard output written in 64 KB blocks, so a long trace streams without a write per line.
final class BufferedOutput {
    private var buffer: [UInt8] = []

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        FileHandle.standardOutput.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }
}

/// `--node`: a view named by its `.id` label, `#N` or its path.
enum TraceFocus {
    static func node(_ text: String, in tree: ViewTree) -> Int? {
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

    /// What the tree offers instead: its labels, or how to name a node without one.
    static func hint(_ tree: ViewTree) -> String {
        let labels = tree.nodes.compactMap(\.label).prefix(10).map { "'\($0)'" }
        let range = "#0…#\(tree.count - 1)"
        return labels.isEmpty
            ? "the tree has no .id labels; use \(range) or a path such as 0.1"
            : "labels: \(labels.joined(separator: ", ")); or \(range), or a path such as 0.1"
    }
}
