// TraceCommand.swift
// layoutlab
//
// `layoutlab trace FILE_OR_FOLDER...|-`: every step of the negotiation (CORE-1) as the chosen
// engine took it, streamed as text or JSON Lines (Documentation/Trace.md).

import ArgumentParser
import ConstraintEngine
import Foundation
import LayoutCore
import LayoutPipeline
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
        let focus: Int?
        do throws(UnknownTraceNode) {
            focus = try TraceFocus.resolve(node, in: tree)
        } catch {
            printError("error: --node '\(error.name)' names no view: \(error.hint)")
            throw ExitCode(2)
        }
        let output = BufferedOutput()
        let result: LayoutResult
        switch engine {
        case .reference:
            try EngineStack.ensure(tree, bytesPerLevel: EngineStack.referenceBytesPerLevel)
            do throws(StackReservationError) {
                result = try TraceRecording.record(tree: tree, format: format, focus: focus, sink: output.write) {
                    tracer throws(StackReservationError) in
                    try ReferenceEngine(configuration: configuration).checkedLayout(tree, tracer: tracer)
                }
            } catch {
                printError(error.errorLine)
                throw ExitCode(1)
            }
        case .constraint:
            try EngineStack.ensure(tree, bytesPerLevel: EngineStack.constraintBytesPerLevel)
            let engine = ConstraintEngine(configuration: configuration)
            result = try exitingOnEngineError { () throws(ConstraintEngineError) in
                try TraceRecording.record(tree: tree, format: format, focus: focus, sink: output.write) {
                    tracer throws(ConstraintEngineError) in
                    try engine.layout(tree, tracer: tracer).result
                }
            }
        }
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
