// ConstraintEngine.swift
// ConstraintEngine
//
// The second engine (CORE-9): the tree and its root proposal become one linear model whose
// variables are the sizes, proposals and positions of every node, and GLPK solves it. It shares
// data types with the reference engine (LayoutCore), never rule code. The encoding of every
// rule is described in Documentation/ConstraintEncoding.md.

import EngineConfiguration
import LayoutCore
import LinearProgramming

/// How the model is solved (ConstraintEncoding.md, "Modes").
public enum ConstraintMode: String, CaseIterable, Sendable, Codable {
    /// The whole tree as one model, every branch certified (default).
    case exact
    /// HStack/VStack distribution by water-filling (a lexicographic LP per priority group)
    /// everywhere: a research mode whose disagreements with the greedy split are expected and
    /// counted.
    case lpOnly = "lp-only"
    /// The rows of each container solved as their own small LP, in order (a baseline).
    case perContainer = "per-container"
    /// The MILP formulation with free binaries: every min / max / clamp, every
    /// Text line-count choice and every ViewThatFits first-fit choice is a binary column that
    /// GLPK's branch-and-bound must find. A research mode: exact or a typed error, and too
    /// slow for the 100-node benchmark trees (Benchmarks/README.md).
    case milp
}

/// One call to the LP solver.
public struct SolveRecord: Hashable, Sendable, Codable {
    /// What was solved: `tree` (the whole model) or a container's path (`0.1`).
    public var scope: String
    public var rows: Int
    public var columns: Int
    /// Binary columns GLPK had to decide (branch-and-bound); 0 for an LP.
    public var binaries: Int
    /// Binaries of the MILP formulation that the compiler fixed from forward values and
    /// certified by condition rows instead (ConstraintEncoding.md, "Binaries"); counted on
    /// whole-tree records, 0 on per-container segments.
    public var fixedBinaries: Int = 0
    /// Branch-and-bound nodes GLPK created (`milp` mode); 0 for an LP.
    public var nodes: Int = 0
    public var seconds: Double
    /// `optimal`, `infeasible`, ….
    public var status: String
}

/// A layout computed by the constraint engine, with the model it came from.
public struct ConstraintLayout: Sendable {
    /// Frames for every node, in the same form as the reference engine's.
    public var result: LayoutResult
    /// Every solver call, in order (one for `exact`; one per container segment otherwise).
    public var solves: [SolveRecord]
    /// The whole model: sizes, proposals and positions with their defining and condition rows
    /// (unnamed; ``ConstraintEngine/program(for:)`` gives the same model with names). Built on
    /// first use: `exact` and `lp-only` hand GLPK the same rows as flat arrays.
    public var program: LinearProgram { programSource.program }
    let programSource: LazyProgram
    /// Time spent compiling the tree into the model, in seconds.
    public var compileSeconds: Double
    /// `exact` mode: how many HStack/VStack priority groups were written as an equal-share group
    /// (one level λ instead of the greedy chain, where that provably equals HSTACK-3; counted per
    /// measurement instance of a stack, which placement reuses). 0 in other modes.
    public var equalShareGroups: Int = 0
}

/// Why the constraint engine could not produce a layout. It never approximates silently.
public enum ConstraintEngineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A construct with no exact encoding (named, with the node's path).
    case unsupported(construct: String, path: String)
    /// The solver failed or found the model infeasible (a branch certificate did not hold).
    case solver(SolverError, scope: String)
    /// The thread with a stack for the tree's depth (``ConstraintEngine/stackBytesPerLevel`` per
    /// level) could not be created: memory or address space is exhausted. Nothing was compiled.
    case stackUnavailable(StackReservationError)
    /// milp: branch and bound chose a branch of `rule` at node `path` whose rows hold only within
    /// GLPK's tolerances, not at the true layout (a decision closer to its breakpoint than the
    /// 1e-7 feasibility tolerance of GLPK's branch-and-bound LPs). Refused, never laid out wrong.
    case branchWithinTolerance(rule: String, path: String)
    /// milp, and region questions: the model's largest forward value, `largest` pt (an
    /// intermediate such as a length divided by a tiny aspect ratio counts, as much as a frame),
    /// is beyond 1e6 pt, where big-M rows would relax by more than GLPK's tolerances hold apart.
    /// `construct` names what was refused. Reported like ``unsupported(construct:path:)`` at the
    /// root.
    case magnitudeBeyondMILPLimit(construct: String, largest: Double)

    public var description: String {
        switch self {
        case .unsupported(let construct, let path):
            "unsupported construct \(construct) at node \(path) in the constraint engine"
        case .solver(.glpkUnavailable(let reason), _):
            reason
        case .solver(let error, let scope):
            "the LP solver failed on \(scope): \(error)"
        case .stackUnavailable(let error):
            error.description
        case .branchWithinTolerance(let rule, let path):
            "branch-and-bound chose a \(rule) branch at node \(path) that holds only within GLPK's tolerance, not at the layout"
        case .magnitudeBeyondMILPLimit(let construct, _):
            "unsupported construct \(construct) at node 0 in the constraint engine"
        }
    }
}

/// Compiles a tree into a linear model and solves it with GLPK.
public struct ConstraintEngine: Sendable {
    public var configuration: LayoutConfiguration
    public var mode: ConstraintMode
    public var solveOptions: SolveOptions
    /// How the `milp` mode writes and searches its MILP (ignored by the other modes).
    public var milpFormulation = MILPFormulation.tight

    public init(
        configuration: LayoutConfiguration = LayoutConfiguration(), mode: ConstraintMode = .exact,
        solveOptions: SolveOptions = SolveOptions()
    ) {
        self.configuration = configuration
        self.mode = mode
        self.solveOptions = solveOptions
    }

    /// The stack one tree level needs: the compiler recurses once per level (64 KB with room to
    /// spare in a debug build). A compile runs on a thread with `depth ×` this much stack.
    public static let stackBytesPerLevel = 64 * 1024

    /// Runs `body` on a thread with the stack `tree` needs, or throws
    /// ``ConstraintEngineError/stackUnavailable(_:)`` without running it.
    func onReservedStack<T>(
        _ tree: ViewTree, _ body: () -> Result<T, ConstraintEngineError>
    ) throws(ConstraintEngineError) -> T {
        let result: Result<T, ConstraintEngineError>
        do {
            result = try withReservedStack(forDepth: tree.depth(), bytesPerLevel: Self.stackBytesPerLevel, body)
        } catch {
            throw .stackUnavailable(error)
        }
        return try result.get()
    }

    /// A compiler for `tree` in this engine's mode and milp formulation.
    func compiler(_ tree: ViewTree, namesVariables: Bool = false) -> ModelCompiler {
        let compiler = ModelCompiler(
            tree: tree, configuration: configuration, mode: mode, namesVariables: namesVariables)
        compiler.builder.milpFormulation = milpFormulation
        return compiler
    }

    /// Lays out `tree` in the configured root environment.
    public func layout(_ tree: ViewTree) throws(ConstraintEngineError) -> ConstraintLayout {
        try onReservedStack(tree) {
            do throws(ConstraintEngineError) {
                let clock = ContinuousClock()
                let start = clock.now
                let compiled = try compiler(tree).compileLayout()
                let compileSeconds = (clock.now - start).seconds
                return .success(
                    try ModelSolving(compiled: compiled, mode: mode, options: solveOptions)
                        .run(compileSeconds: compileSeconds))
            } catch {
                return .failure(error)
            }
        }
    }

    /// The whole-tree model of `tree`, without solving it (`layoutlab lp`).
    public func program(for tree: ViewTree) throws(ConstraintEngineError) -> LinearProgram {
        try onReservedStack(tree) {
            do throws(ConstraintEngineError) {
                let compiled = try compiler(tree, namesVariables: true).compileLayout()
                return .success(ModelSolving(compiled: compiled, mode: mode, options: solveOptions).program())
            } catch {
                return .failure(error)
            }
        }
    }

    /// The root's answer to `proposal` (`measure(root, P)`, CORE-1), solved through the model.
    public func sizeThatFits(_ tree: ViewTree, proposal: ProposedSize) throws(ConstraintEngineError) -> Size {
        try onReservedStack(tree) {
            do throws(ConstraintEngineError) {
                let compiled = try compiler(tree).compileMeasurement(proposal)
                return .success(
                    try ModelSolving(compiled: compiled, mode: mode, options: solveOptions).solveMeasurement())
            } catch {
                return .failure(error)
            }
        }
    }
}

extension Duration {
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) * 1e-18
    }
}
