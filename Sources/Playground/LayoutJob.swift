// LayoutJob.swift
// Playground
//
// One request's work, synchronous: source read and checked by LayoutPipeline (the code `render`,
// `compare` and `trace` run), laid out by one engine or both, written as `render --format json`
// or `compare --format json` writes it, or traced as `trace --format json` records it.

import ConstraintEngine
import EngineConfiguration
import Foundation
import LayoutCore
import LayoutDifferential
import LayoutPipeline
import LayoutReport
import LayoutSource
import ReferenceEngine
import TextMeasurement

/// A finished job's JSON document, the number of nodes laid out and the time each phase took.
struct JobDocument: Sendable {
    var json: String
    var nodes: Int
    /// `read` (parse and check), `layout` (the engines), `json` (writing), in order.
    var phases: [(name: String, duration: Duration)]
}

/// What a job answers: a document or a refusal.
typealias JobOutcome = Result<JobDocument, APIError>

struct LayoutJob: Sendable {
    /// The file name errors and warnings carry: the page holds one file.
    static let fileName = "Playground.swift"

    var request: LayoutRequest
    var limits: PlaygroundLimits
    /// When the request's time runs out; the constraint engine's solver gets what is left.
    var deadline: ContinuousClock.Instant

    /// `render --format json`'s document for the request's engine.
    func render() -> JobOutcome {
        Result { () throws(APIError) in
            let clock = ContinuousClock()
            let start = clock.now
            let (read, configuration) = try prepare()
            let parsed = clock.now
            let result: LayoutResult =
                switch request.engine {
                case .reference: try referenceLayout(read.tree, configuration)
                case .constraint: try constraintLayout(read.tree, configuration)
                }
            try checkDeclaredLayouts(read)
            let laidOut = clock.now
            let json = RenderJSON.document(tree: read.tree, result: result).text
            return JobDocument(
                json: json, nodes: read.tree.count,
                phases: [("read", parsed - start), ("layout", laidOut - parsed), ("json", clock.now - laidOut)])
        }
    }

    /// `compare --format json`'s document (CORE-7 policy): both engines and their differences.
    func compare() -> JobOutcome {
        Result { () throws(APIError) in
            let clock = ContinuousClock()
            let start = clock.now
            let (read, configuration) = try prepare()
            let parsed = clock.now
            let reference = try referenceLayout(read.tree, configuration)
            let constraint = try constraintLayout(read.tree, configuration)
            try checkDeclaredLayouts(read)
            let comparison = LayoutComparison(tree: read.tree, reference, constraint, policy: .core7)
            let laidOut = clock.now
            do {
                let json = try ComparisonJSON.render(
                    tree: read.tree, reference: reference, constraint: constraint, comparison: comparison,
                    includePaths: RenderJSON.includesPaths(depth: read.tree.depth()))
                return JobDocument(
                    json: json, nodes: read.tree.count,
                    phases: [("read", parsed - start), ("layout", laidOut - parsed), ("json", clock.now - laidOut)])
            } catch {
                throw APIError(kind: "engine", status: .unprocessableContent, message: "\(error)")
            }
        }
    }

    /// The request engine's pass recorded step by step (LayoutPipeline's `TraceRecording`, as
    /// `trace --format json` records it), gathered into one ``TraceDocument``. An unknown `node`
    /// is 422 naming it; a trace past `limits.traceSteps` is refused rather than cut short.
    func trace() -> JobOutcome {
        Result { () throws(APIError) in
            let clock = ContinuousClock()
            let start = clock.now
            let (read, configuration) = try prepare()
            let focus: Int?
            do throws(UnknownTraceNode) {
                focus = try TraceFocus.resolve(request.node, in: read.tree)
            } catch {
                throw APIError(
                    kind: "node", status: .unprocessableContent,
                    message: "\"node\" '\(error.name)' names no view: \(error.hint)")
            }
            let parsed = clock.now
            let document = TraceDocument(maximumSteps: limits.traceSteps)
            try TraceRecording.record(tree: read.tree, format: .json, focus: focus, sink: document.append) {
                tracer throws(APIError) in
                switch request.engine {
                case .reference: _ = try referenceLayout(read.tree, configuration, tracer: tracer)
                case .constraint: _ = try constraintLayout(read.tree, configuration, tracer: tracer)
                }
            }
            try checkDeclaredLayouts(read)
            if document.overflowed {
                throw APIError(
                    kind: "limit", status: .unprocessableContent,
                    message: "the trace has more than the playground's limit of \(limits.traceSteps) steps; "
                        + "name one view with \"node\"")
            }
            let laidOut = clock.now
            let json = document.json(engine: request.engine.rawValue, focus: focus)
            return JobDocument(
                json: json, nodes: read.tree.count,
                phases: [("read", parsed - start), ("layout", laidOut - parsed), ("json", clock.now - laidOut)])
        }
    }

    /// The parsed, size-checked tree and the configuration `render` would use: the iPhone 13 Pro
    /// profile, or a window of the proposed size at scale 1, with the default text measurer.
    private func prepare() throws(APIError) -> (ReadSource, LayoutConfiguration) {
        let read: ReadSource
        do throws(SourceError) {
            read = try SourceReading.read(SourceBundle(request.source, fileName: Self.fileName))
        } catch {
            throw APIError(error)
        }
        do throws(TreeLimitError) {
            try SourceReading.check(read.tree, against: TreeLimits(nodes: limits.nodes, depth: limits.depth))
        } catch {
            switch error {
            case .tooManyNodes(let count, let limit):
                throw APIError(
                    kind: "limit", status: .unprocessableContent,
                    message: "the tree has \(count) nodes, more than the playground's limit of \(limit)")
            case .tooDeep(let depth, let limit):
                throw APIError(
                    kind: "limit", status: .unprocessableContent,
                    message: "the tree is \(depth) levels deep, more than the playground's limit of \(limit)")
            }
        }
        let root: RootEnvironment =
            if let proposal = request.proposal {
                .window(width: proposal.width, height: proposal.height, scale: 1)
            } else {
                .iPhone13Pro
            }
        var configuration = LayoutConfiguration(root: root, textMeasurer: FontTableMeasurer.standard)
        configuration.layouts = read.layouts.registry(extending: .standard)
        return (read, configuration)
    }

    /// The reference engine, reporting each step to `tracer` when given.
    private func referenceLayout(
        _ tree: ViewTree, _ configuration: LayoutConfiguration, tracer: (any LayoutTracer)? = nil
    ) throws(APIError) -> LayoutResult {
        let engine = ReferenceEngine(configuration: configuration)
        do throws(StackReservationError) {
            if let tracer { return try engine.checkedLayout(tree, tracer: tracer) }
            return try engine.checkedLayout(tree)
        } catch {
            throw APIError(kind: "engine", status: .unprocessableContent, message: error.description)
        }
    }

    /// The constraint engine, its solver limited to the time the request has left, reporting
    /// each step to `tracer` when given.
    private func constraintLayout(
        _ tree: ViewTree, _ configuration: LayoutConfiguration, tracer: (any LayoutTracer)? = nil
    ) throws(APIError) -> LayoutResult {
        var engine = ConstraintEngine(configuration: configuration, mode: request.mode)
        let left = deadline - ContinuousClock.now
        guard left > .zero else { throw Self.timeLimit(limits.timeLimit) }
        engine.solveOptions.timeLimit = left
        do throws(ConstraintEngineError) {
            if let tracer { return try engine.layout(tree, tracer: tracer).result }
            return try engine.layout(tree).result
        } catch {
            throw APIError(kind: "engine", status: .unprocessableContent, message: error.description)
        }
    }

    /// A declared layout that failed while running is an error at its place in the source.
    private func checkDeclaredLayouts(_ read: ReadSource) throws(APIError) {
        if let first = read.layouts.runtimeErrors.first { throw APIError(first) }
    }

    /// The refusal of a request that ran out of time.
    static func timeLimit(_ limit: Duration) -> APIError {
        APIError(
            kind: "timeLimit", status: .unprocessableContent,
            message: "the layout took longer than the playground's time limit of \(secondsText(limit))")
    }
}

/// `5 s`, `0.25 s`.
func secondsText(_ duration: Duration) -> String {
    let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    return "\(seconds.formatted(.number.precision(.fractionLength(0...3)))) s"
}
