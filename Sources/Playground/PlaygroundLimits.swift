// PlaygroundLimits.swift
// Playground
//
// What one request may cost. A page is typed into, so each answer should come in tens of
// milliseconds; these bounds keep a hostile or mistaken request from costing more than seconds.

/// The bounds on one request.
public struct PlaygroundLimits: Sendable, Hashable {
    /// The largest request body: 256 KiB is more SwiftUI than any one screen holds.
    public var bodyBytes = 256 * 1024
    /// The most nodes a tree may have: a hundred times the 200-node layout answered in < 50 ms.
    public var nodes = 20_000
    /// The most levels a tree may have: the source parser's own nesting limit is 256.
    public var depth = 1_000
    /// Wall-clock limit for reading, laying out and writing one request.
    public var timeLimit: Duration = .seconds(5)
    /// Requests still running (a request past its time limit is answered, but its work runs on to
    /// its end) beyond which new ones are refused with 429, so abandoned work cannot pile up on
    /// the machine's cores.
    public var runningJobs = 4
    /// The most steps `/api/trace` answers: unlike `trace`'s stream its document is held in
    /// memory; a 2,000-node tree takes about 20,000 (Documentation/Trace.md: ~10 per node), and a
    /// larger one can name a view with `"node"`.
    public var traceSteps = 50_000

    public init() {}
}
