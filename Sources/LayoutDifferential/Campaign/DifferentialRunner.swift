// DifferentialRunner.swift
// LayoutDifferential
//
// One case through two engines, compared under a policy: agreed, diverged (with the class of
// the first difference) or failed (an engine threw); with each engine's wall-clock time and the
// constraint engine's solver calls (CORE-9), for campaign reports.

import ConstraintEngine
import LayoutCore
import LinearProgramming
import ReferenceEngine

/// An engine the harness can run: the two real engines, or a test's mutant.
public protocol DifferentialEngine: Sendable {
    /// `reference`, `constraint/exact`, `mutant/…`: how reports name the engine.
    var name: String { get }
    /// Lays the case out; throws when the engine cannot (a failed solve, a time limit).
    func layout(_ input: FuzzCase) throws -> LayoutResult
    /// ``layout(_:)`` with the solver calls behind it (CORE-9); none for engines that do not
    /// solve, which is the default.
    func layoutRecordingSolves(_ input: FuzzCase) throws -> (result: LayoutResult, solves: [SolveRecord])
}

extension DifferentialEngine {
    public func layoutRecordingSolves(_ input: FuzzCase) throws -> (result: LayoutResult, solves: [SolveRecord]) {
        (try layout(input), [])
    }
}

/// The reference engine (the rule book's two-phase layout).
public struct ReferenceDifferentialEngine: DifferentialEngine {
    public init() {}
    public var name: String { "reference" }
    public func layout(_ input: FuzzCase) throws -> LayoutResult {
        ReferenceEngine(configuration: input.configuration).layout(input.tree)
    }
}

/// The constraint engine in one mode, with an optional solver time limit per solve.
public struct ConstraintDifferentialEngine: DifferentialEngine {
    public var mode: ConstraintMode
    public var timeLimit: Double?

    public init(mode: ConstraintMode = .exact, timeLimit: Double? = nil) {
        self.mode = mode
        self.timeLimit = timeLimit
    }

    public var name: String { "constraint/\(mode.rawValue)" }

    public func layout(_ input: FuzzCase) throws -> LayoutResult {
        try layoutRecordingSolves(input).result
    }

    public func layoutRecordingSolves(_ input: FuzzCase) throws -> (result: LayoutResult, solves: [SolveRecord]) {
        var engine = ConstraintEngine(configuration: input.configuration, mode: mode)
        if let timeLimit { engine.solveOptions.timeLimit = .seconds(timeLimit) }
        let layout = try engine.layout(input.tree)
        return (layout.result, layout.solves)
    }
}

/// What a difference, a failure or a crash is filed under: the first differing node's kind, the
/// rule it points at and the field (for failures: `error` and the engine; for crashes: `crash`).
public struct DivergenceClass: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public var kind: String
    public var rule: String
    public var field: String

    public init(kind: String, rule: String, field: String) {
        self.kind = kind
        self.rule = rule
        self.field = field
    }

    public init(_ difference: NodeDifference) {
        self.init(kind: difference.kind, rule: difference.rule, field: difference.field.rawValue)
    }

    /// `HStack/HSTACK-5/x`: the class's key in reports and corpus file names.
    public var description: String { "\(kind)/\(rule)/\(field)" }

    public static func < (a: Self, b: Self) -> Bool { a.description < b.description }
}

/// The outcome of one case.
public struct DifferentialOutcome: Sendable {
    public enum Verdict: String, Sendable, Codable { case agreed, diverged, failed }

    public var verdict: Verdict
    /// The class of the first difference or of the failure; nil when the engines agree.
    public var divergenceClass: DivergenceClass?
    public var comparison: LayoutComparison?
    public var first: LayoutResult?
    public var second: LayoutResult?
    /// The error an engine threw.
    public var message: String?
    /// Each engine's wall-clock seconds (nil for an engine that did not run or threw).
    public var firstSeconds: Double?
    public var secondSeconds: Double?
    /// The solver calls of both engines, the first engine's before the second's (CORE-9).
    public var solves: [SolveRecord] = []
    /// When the engines do not agree: the case's magnitude, the largest finite length among its
    /// tree's constants, its root proposal and the frames of the layouts that were produced (both
    /// for a divergence; the other engine's for a failure). A known divergence may hold only at
    /// large magnitudes (``KnownDivergence/minimumMagnitude``).
    public var magnitude: Double?
}

/// Runs cases through two engines and compares them.
public struct DifferentialRunner: Sendable {
    public var first: any DifferentialEngine
    public var second: any DifferentialEngine
    public var policy: TolerancePolicy

    public init(
        first: any DifferentialEngine = ReferenceDifferentialEngine(),
        second: any DifferentialEngine = ConstraintDifferentialEngine(), policy: TolerancePolicy = .core7
    ) {
        self.first = first
        self.second = second
        self.policy = policy
    }

    public func run(_ input: FuzzCase) -> DifferentialOutcome {
        let clock = ContinuousClock()
        var timing = DifferentialOutcome(verdict: .failed)
        let a: LayoutResult, b: LayoutResult
        var start = clock.now
        do {
            (a, timing.solves) = try first.layoutRecordingSolves(input)
            timing.firstSeconds = Self.seconds(clock.now - start)
        } catch {
            return failure(first, error, timing, input: input, layouts: [])
        }
        start = clock.now
        do {
            let run = try second.layoutRecordingSolves(input)
            b = run.result
            timing.solves += run.solves
            timing.secondSeconds = Self.seconds(clock.now - start)
        } catch {
            return failure(second, error, timing, input: input, layouts: [a])
        }
        var outcome = timing
        outcome.comparison = LayoutComparison(tree: input.tree, a, b, policy: policy)
        (outcome.first, outcome.second) = (a, b)
        outcome.verdict = outcome.comparison?.first == nil ? .agreed : .diverged
        outcome.divergenceClass = outcome.comparison?.first.map(DivergenceClass.init)
        if outcome.verdict == .diverged {
            outcome.magnitude = LayoutScale.of(input.tree, proposal: input.root.proposal, layouts: [a, b])
        }
        return outcome
    }

    private func failure(
        _ engine: any DifferentialEngine, _ error: any Error, _ timing: DifferentialOutcome, input: FuzzCase,
        layouts: [LayoutResult]
    ) -> DifferentialOutcome {
        var outcome = timing
        outcome.verdict = .failed
        // A solve stopped by its time limit, and a branch refused as within GLPK's tolerance, are
        // filed apart from the other failures: they say how far GLPK got, not what the model is.
        let suffix =
            switch error as? ConstraintEngineError {
            case .solver(.timeLimit, _)?: "/time-limit"
            case .branchWithinTolerance?: "/tolerance"
            default: ""
            }
        outcome.divergenceClass = DivergenceClass(kind: "error", rule: "CORE-9", field: engine.name + suffix)
        outcome.message = "\(error)"
        outcome.magnitude = LayoutScale.of(input.tree, proposal: input.root.proposal, layouts: layouts)
        // milp's magnitude refusal measures the model's largest value, which may be an
        // intermediate no constant, proposal or frame shows (a length divided by a 1e-7 aspect
        // ratio): the case reaches it all the same.
        if case .magnitudeBeyondMILPLimit(_, let largest)? = error as? ConstraintEngineError {
            outcome.magnitude = max(outcome.magnitude ?? 0, largest)
        }
        return outcome
    }

    /// A duration in seconds.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}
