// SymbolicRootCompiler.swift
// ConstraintEngine
//
// The root width (or height) as a parameter: the constraint engine's compiler runs at one value w
// with that component of the root proposal as the model column W instead of a constant, so every row it writes is
// affine in W; the forward values decide every branch at w, exactly as in `exact` mode. From the
// rows come the piece's formulas (AffineForms) and its extent (PieceExtent, solved by GLPK).
// Documentation/Breakpoints.md.

import EngineConfiguration
import LayoutCore

/// Compiles one piece of a tree's layout over root widths.
public struct SymbolicRootCompiler: Sendable {
    /// The text measurer, images, layouts and scale; the root is replaced per parameter value by a
    /// window of that size at the origin (as `render --width W --height H`).
    public var configuration: LayoutConfiguration
    /// The root proposal's other component: its height when the parameter is the width (nil:
    /// unspecified), its width when the parameter is the height.
    public var fixed: Double?
    /// The axis of the root proposal that is the parameter W: the width (default) or the height.
    public var axis: Axis
    /// Re-solve each extent LP with GLPK's rational simplex (`glp_exact`).
    public var certifiesExactly: Bool

    public init(
        configuration: LayoutConfiguration, fixed: Double?, axis: Axis = .horizontal, certifiesExactly: Bool = true
    ) {
        self.configuration = configuration
        self.fixed = fixed
        self.axis = axis
        self.certifiesExactly = certifiesExactly
    }

    /// The piece whose decisions are those taken at `w` (the width, or the height when ``axis`` is
    /// vertical), clipped to `interval`. A walk passes the same `textFacts` to each of its
    /// compiles of `tree` (with this compiler), so Texts are prepared and broken once per walk.
    public func piece(
        _ tree: ViewTree, at w: Double, within interval: ClosedRange<Double>, textFacts: TextFacts? = nil
    ) throws(SymbolicLayoutError) -> SymbolicPiece {
        let result: Result<SymbolicPiece, SymbolicLayoutError>
        do {
            result = try withReservedStack(
                forDepth: tree.depth(), bytesPerLevel: ConstraintEngine.stackBytesPerLevel
            ) { () -> Result<SymbolicPiece, SymbolicLayoutError> in
                do throws(SymbolicLayoutError) {
                    return .success(try compilePiece(tree, at: w, within: interval, textFacts: textFacts))
                } catch {
                    return .failure(error)
                }
            }
        } catch {
            throw .engine(.stackUnavailable(error))
        }
        return try result.get()
    }

    /// The configuration of an ordinary layout at parameter value `w` (what a piece stands for).
    public func configuration(at w: Double) -> LayoutConfiguration {
        var config = configuration
        config.root =
            axis == .horizontal
            ? .window(width: w, height: fixed, scale: configuration.root.scale)
            : .window(width: fixed, height: w, scale: configuration.root.scale)
        return config
    }

    private func compilePiece(
        _ tree: ViewTree, at w: Double, within interval: ClosedRange<Double>, textFacts: TextFacts?
    ) throws(SymbolicLayoutError) -> SymbolicPiece {
        let compiler = ModelCompiler(
            tree: tree, configuration: configuration(at: w), mode: .exact, textFacts: textFacts)
        compiler.symbolicParameter = (axis, w)
        compiler.builder.recordsSymbolicFacts = true
        let compiled: CompiledModel
        do { compiled = try compiler.compileLayout() } catch { throw .engine(error) }
        let builder = compiler.builder
        let forms = AffineForms(builder: builder, parameter: compiler.parameterVariable)
        try AffineRefusals.check(compiler, forms)
        // Many rows share an owner (a stack's order and shares): each path is built once.
        var paths: [Int: String] = [:]
        func path(of node: Int) -> String {
            if let known = paths[node] { return known }
            let path = compiler.path(of: node)
            paths[node] = path
            return path
        }
        func condition(_ row: ConditionRow) -> PieceCondition {
            let sense: PieceConditionSense =
                switch row.sense {
                case .atLeastZero: .atLeastZero
                case .atMostZero: .atMostZero
                case .zero: .zero
                }
            return PieceCondition(
                value: forms.form(of: row.expression), sense: sense, path: path(of: row.owner), rule: row.rule)
        }
        let conditions = builder.conditions.map(condition)
        let nodes = compiled.placed.enumerated().map { index, placed -> SymbolicNode? in
            guard let placed else { return nil }
            let frame = AffineRect(
                x: forms.form(of: placed.origin.x), y: forms.form(of: placed.origin.y),
                width: forms.form(of: placed.size.width), height: forms.form(of: placed.size.height))
            var lines: TextLines?
            if case .text = compiler.kind(index), let p = placed.proposal, let count = compiler.textLines[index]?[p] {
                lines = TextLines(needed: count.needed, visible: count.visible)
            }
            return SymbolicNode(frame: frame, hidden: placed.hidden, textLines: lines)
        }
        let extent = try PieceExtent(
            compiled: compiled, parameter: compiler.parameterVariable, conditions: conditions, at: w,
            within: interval, exactly: certifiesExactly)
        return SymbolicPiece(
            width: w, lower: extent.lower, upper: extent.upper, nodes: nodes, conditions: conditions,
            disequalities: builder.disequalities.map(condition), ties: extent.ties,
            linearPrograms: extent.linearPrograms, certifiedExactly: certifiesExactly)
    }
}
