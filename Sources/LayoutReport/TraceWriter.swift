// TraceWriter.swift
// LayoutReport
//
// A `LayoutTracer` that writes each step as it arrives, as text or JSON Lines, optionally
// only one view's conversation with its parent and children (`--node`). It keeps at most one
// step back (a text query waiting for its answer), so a trace never builds up in memory.

import LayoutCore

/// The two trace formats (Documentation/Trace.md).
public enum TraceFormat: String, CaseIterable, Sendable {
    case text
    case json
}

/// Writes trace steps to `sink`, one line (text ending in a newline) per call.
public final class TraceWriter: LayoutTracer {
    private let format: TraceFormat
    private let focus: Int?
    private let sink: (String) -> Void
    private let text: TraceTextFormat
    private let json: TraceJSONFormat
    private var pendingQuery: TraceEvent?
    private var sequence = 0
    private var baseDepth: Int?
    /// Steps written so far.
    public private(set) var count = 0

    /// `focus`: a node whose steps alone are written (its queries, answers, placement, choices
    /// and those of its children); nil writes every step.
    public init(tree: ViewTree, format: TraceFormat, focus: Int? = nil, sink: @escaping (String) -> Void) {
        self.format = format
        self.focus = focus
        self.sink = sink
        text = TraceTextFormat(tree: tree)
        json = TraceJSONFormat(tree: tree)
    }

    public func record(_ event: TraceEvent) {
        if let focus, !event.involves(focus) { return }
        var e = event
        // A filtered trace starts at depth 0.
        if focus != nil {
            let base = baseDepth ?? e.depth
            baseDepth = base
            e.depth = max(0, e.depth - base)
        }
        sequence += 1
        switch format {
        case .json:
            emit(json.line(e, sequence: sequence - 1))
        case .text:
            if let query = pendingQuery {
                pendingQuery = nil
                if e.kind == .answer, e.node == query.node, e.depth == query.depth {
                    emit(text.line(query, answer: e))
                    return
                }
                emit(text.line(query))
            }
            if e.kind == .query { pendingQuery = e } else { emit(text.line(e)) }
        }
    }

    /// Writes the step still held back (call once at the end).
    public func finish() {
        if let query = pendingQuery {
            pendingQuery = nil
            emit(text.line(query))
        }
    }

    private func emit(_ line: String) {
        count += 1
        sink(line + "\n")
    }
}
