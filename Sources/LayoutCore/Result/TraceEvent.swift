// TraceEvent.swift
// LayoutCore
//
// One step of the layout negotiation (CORE-1): a size query and its answer, a placement, a
// ViewThatFits choice (VTF-2), a stack's flexibility order (HSTACK-2) or priority group
// (HSTACK-3). Shared data only: each engine records its own steps (the reference engine its
// actual queries, the constraint engine its measurement instances and certifying rows), and the
// report writes them as text or JSON Lines.

/// What a trace step is.
public enum TraceStepKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// A parent proposes to a child (`measure(node, P)`, CORE-1). Followed, after the child's own
    /// steps, by the matching `answer`.
    case query
    /// The child's answer to the latest open query on it.
    case answer
    /// A parent places a child with its frame and proposal (CORE-1 phase 2).
    case placement
    /// A child laid out but not shown (VTF-3): zero frame.
    case hidden
    /// A ViewThatFits choice (VTF-2).
    case choice
    /// A stack's flexibility order (HSTACK-2).
    case order
    /// A stack's priority group: what it was offered and what it took (HSTACK-3).
    case group
}

/// A condition row of the constraint engine's model that certifies a step (CORE-9): its rule,
/// the relation with variable names, and the relation at the solved values.
public struct TraceRow: Hashable, Sendable, Codable {
    public var rule: String
    public var relation: String
    public var values: String

    public init(rule: String, relation: String, values: String) {
        self.rule = rule
        self.relation = relation
        self.values = values
    }
}

/// One step of the negotiation. Fields a kind does not use are nil or empty.
public struct TraceEvent: Hashable, Sendable {
    public var kind: TraceStepKind
    /// The node the step is about: the child queried, answering or placed; the stack or
    /// ViewThatFits whose order, group or choice it is.
    public var node: Int
    /// The node whose rule made the step (the parent in the conversation); nil for the root's
    /// query and placement (ROOT-1), and for order, group and choice steps (their `node` decides).
    public var asker: Int?
    /// Nesting of the conversation: 0 for the root's steps.
    public var depth: Int
    /// The rule that decided the step (a rule ID of the rule book, e.g. `HSTACK-3`).
    public var rule: String
    /// What the rule was doing (`minimum probe`, `share`, `ideal test`), empty when the rule says it.
    public var step: String
    public var proposal: ProposedSize?
    /// query and answer: the answer (size); placement: the frame's size.
    public var size: Size?
    /// placement: the frame's origin (window coordinates).
    public var origin: Point?
    /// answer: whether it came from the cache (HSTACK-6).
    public var cached: Bool?
    /// choice: the chosen child; order and group: the children in sorted order.
    public var members: [Int]
    /// group: its priority, the length it was offered and the length it took (HSTACK-3).
    public var priority: Double?
    public var offered: Double?
    public var took: Double?
    /// Constraint engine: the condition rows written for this step (CORE-9).
    public var rows: [TraceRow]

    public init(
        kind: TraceStepKind, node: Int, asker: Int? = nil, depth: Int, rule: String, step: String = "",
        proposal: ProposedSize? = nil, size: Size? = nil, origin: Point? = nil, cached: Bool? = nil,
        members: [Int] = [], priority: Double? = nil, offered: Double? = nil, took: Double? = nil,
        rows: [TraceRow] = []
    ) {
        self.kind = kind
        self.node = node
        self.asker = asker
        self.depth = depth
        self.rule = rule
        self.step = step
        self.proposal = proposal
        self.size = size
        self.origin = origin
        self.cached = cached
        self.members = members
        self.priority = priority
        self.offered = offered
        self.took = took
        self.rows = rows
    }

    /// Whether the step belongs to `node`'s conversation with its parent and children: the node
    /// is queried, answers or is placed, or it asks or decides.
    public func involves(_ node: Int) -> Bool {
        self.node == node || asker == node
    }
}

/// Receives the steps of a layout pass as they happen (one call per step, in order). Engines
/// hold an optional tracer and check it once per query, so a pass without one pays nothing.
public protocol LayoutTracer: AnyObject {
    func record(_ event: TraceEvent)
}

/// Keeps every step (tests and small trees; a stream should write each step instead).
public final class TraceCollector: LayoutTracer {
    public private(set) var events: [TraceEvent] = []
    public init() {}
    public func record(_ event: TraceEvent) { events.append(event) }
}

/// Counts the size queries of a traced pass: every `query` step (CORE-1), and the answers that
/// were computed rather than read from a measurement cache (HSTACK-6). Nothing is stored.
public final class QueryCounter: LayoutTracer {
    public private(set) var queries = 0
    public private(set) var computed = 0
    public init() {}

    public func record(_ event: TraceEvent) {
        switch event.kind {
        case .query: queries += 1
        case .answer where event.cached != true: computed += 1
        default: break
        }
    }
}
