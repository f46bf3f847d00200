// Guide.swift
// ConstraintEngine
//
// GUIDE-1..5: alignment guide values as model quantities (the defaults of GUIDE-1, the
// `alignmentGuide` modifier of GUIDE-2, the container merge of GUIDE-4), and LayoutExpression
// arguments (alignmentGuide closures, offsets, proxy reads) as linear expressions (CORE-7).
// The per-kind walk for explicit values is the compiler's `explicitGuide` dispatch.

import LayoutCore

/// The inputs a LayoutExpression reads, as model quantities.
struct ExpressionDims {
    var size: ModelSize
    var guide: (AlignmentKey) throws(ConstraintEngineError) -> Quantity
}

enum GuideEncoding {
    /// GUIDE-1 defaults on a view of size `s` (`node` nil: FRAME-3's plain rectangle `F`). A
    /// custom key's default is its expression; one that reads its own key on the same view while
    /// being evaluated reads 0. The guard is per view, not per key: the same key on another view
    /// (a frame's child, or `F`, when a frame's baseline is read inside the frame's own default)
    /// is evaluated normally, so a guide's value never depends on what asked for it (CORE-1).
    static func defaultGuide(
        _ key: AlignmentKey, size s: ModelSize, node: Int?, proposal p: ModelProposal,
        in compiler: ModelCompiler
    ) throws(ConstraintEngineError) -> Quantity {
        switch key {
        case .leading, .top: return .zero
        case .horizontalCenter: return s.width / 2
        case .verticalCenter: return s.height / 2
        case .trailing: return s.width
        case .bottom, .firstTextBaseline, .lastTextBaseline: return s.height
        case .custom(let custom):
            let evaluation = DefaultGuideEvaluation(node: node, key: key)
            guard !compiler.evaluatingDefaults.contains(evaluation) else { return .zero }
            compiler.evaluatingDefaults.insert(evaluation)
            defer { compiler.evaluatingDefaults.remove(evaluation) }
            let dims = ExpressionDims(size: s) {
                [unowned compiler] (g: AlignmentKey) throws(ConstraintEngineError) -> Quantity in
                if let node, let explicit = try compiler.explicitGuide(node, g, p) { return explicit }
                return try defaultGuide(g, size: s, node: node, proposal: p, in: compiler)
            }
            return try evaluate(custom.defaultValue, dims: dims, node: node ?? 0, in: compiler)
        }
    }

    /// GUIDE-2: `alignmentGuide` answers what its child answers.
    static func alignmentGuideSize(_ node: Int, _ p: ModelProposal, in compiler: ModelCompiler)
        throws(ConstraintEngineError) -> ModelSize
    {
        try compiler.measure(compiler.child(node), p)
    }

    /// GUIDE-2/3: an `alignmentGuide(guideKey)` node's explicit value of `key` at `p`: its
    /// expression (over the child's size and guides) for its own key, finite or not, else the
    /// child's explicit value.
    static func explicitGuide(
        _ node: Int, _ guideKey: AlignmentKey, _ expression: LayoutExpression,
        _ key: AlignmentKey, _ p: ModelProposal, in compiler: ModelCompiler
    )
        throws(ConstraintEngineError) -> Quantity?
    {
        let c = compiler.child(node)
        if guideKey == key {
            let size = try compiler.measure(c, p)
            let dims = ExpressionDims(size: size) {
                [unowned compiler] (g: AlignmentKey) throws(ConstraintEngineError) -> Quantity in
                try compiler.guideValue(c, g, p)
            }
            // CORE-10: a value that reads `d` follows IEEE arithmetic; a NaN or ∞ is kept as a
            // constant (min and max over it ignore a NaN, CORE-11).
            return try evaluate(expression, dims: dims, node: node, in: compiler)
        }
        return try compiler.explicitGuide(c, key, p)
    }

    /// GUIDE-2: per node, whether its subtree holds an `alignmentGuide` or a custom Layout (the
    /// only sources of an explicit value for a standard key).
    static func guideSources(in compiler: ModelCompiler) -> [Bool] {
        let tree = compiler.tree
        var result = [Bool](repeating: false, count: tree.count)
        for node in (0..<tree.count).reversed() { // pre-order: children come after parents
            switch compiler.kind(node) {
            case .alignmentGuide, .customLayout: result[node] = true
            default: result[node] = tree.nodes[node].children.contains { result[$0.index] }
            }
        }
        return result
    }

    /// GUIDE-4: min (first baseline), max (last baseline) or average (custom) over the children
    /// that have an explicit value, translated by their origins.
    static func mergedGuide(
        _ items: [Int], _ key: AlignmentKey, proposals: [ModelProposal], origins: [ModelPoint],
        node: Int, in compiler: ModelCompiler
    ) throws(ConstraintEngineError) -> Quantity? {
        guard !key.isStandard else { return nil }
        var values: [Quantity] = []
        for (i, item) in items.enumerated() {
            if let v = try compiler.explicitGuide(item, key, proposals[i]) { values.append(v + origins[i][key.axis]) }
        }
        guard var result = values.first else { return nil }
        let builder = compiler.builder
        switch key {
        case .firstTextBaseline:
            for v in values.dropFirst() { result = builder.minimum(result, v, rule: "GUIDE-4") }
        case .lastTextBaseline:
            for v in values.dropFirst() { result = builder.maximum(result, v, rule: "GUIDE-4") }
        default:
            for (i, v) in values.enumerated().dropFirst() {
                result = builder.bounded(result + v, "\(compiler.label(node))_guideSum\(i)")
            }
            result = result / Double(values.count)
        }
        return result
    }

    /// A LayoutExpression as a linear expression (CORE-7 order). Without `dims` (a modifier
    /// argument) the view's dimensions read NaN; proxies read the GeometryReader sizes on the
    /// current path (GEOREADER-2).
    static func evaluate(
        _ expression: LayoutExpression, dims: ExpressionDims?, node: Int,
        in compiler: ModelCompiler
    ) throws(ConstraintEngineError) -> Quantity {
        try fold(expression) { (leaf: LayoutExpression) throws(ConstraintEngineError) -> Quantity in
            switch leaf {
            case .width: return dims?.size.width ?? Quantity(.nan)
            case .height: return dims?.size.height ?? Quantity(.nan)
            case .guide(let key):
                guard let dims else { return Quantity(.nan) }
                return try dims.guide(key)
            case .proxyWidth(let n):
                return compiler.proxySizes.indices.contains(n) ? compiler.proxySizes[n].width : Quantity(.nan)
            case .proxyHeight(let n):
                return compiler.proxySizes.indices.contains(n) ? compiler.proxySizes[n].height : Quantity(.nan)
            case .constant(let v): return Quantity(v)
            default: preconditionFailure("not a leaf")
            }
        }
    }

    /// A modifier argument's value when it reads no GeometryReader proxy (view dimensions
    /// read 0, as `ExpressionInputs.proxiesOnly` gives them), or nil when it reads one. Used
    /// where a whole-tree pass asks for the argument outside any reader (ZSTACK-4's pre-pass).
    static func constantValue(_ expression: LayoutExpression) -> Double? {
        guard !readsProxy(expression) else { return nil }
        return fold(expression) { (leaf: LayoutExpression) -> Double in
            if case .constant(let v) = leaf { return v }
            return 0
        }
    }

    /// Whether `expression` reads a GeometryReader proxy, without recursion.
    static func readsProxy(_ expression: LayoutExpression) -> Bool {
        var pending = [expression]
        while let e = pending.popLast() {
            switch e {
            case .proxyWidth, .proxyHeight: return true
            case .constant, .width, .height, .guide: continue
            case .sum(let a, let b), .difference(let a, let b): pending.append(b); pending.append(a)
            case .product(let a, _), .quotient(let a, _), .negation(let a): pending.append(a)
            }
        }
        return false
    }

    /// Evaluates `expression` bottom-up with an explicit work list instead of recursion, so an
    /// argument of tens of thousands of terms (`1 + 1 + … + 1`) needs no native stack in
    /// proportion to its depth. Operands are evaluated left before right and combined in the
    /// order written (CORE-7); `leaf` sees constants and reads, in that order.
    static func fold<Value: LinearValue, Failure: Error>(
        _ expression: LayoutExpression, leaf: (LayoutExpression) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        var steps: [ExpressionStep] = [.visit(expression)]
        var values: [Value] = []
        while let step = steps.popLast() {
            switch step {
            case .visit(let e):
                switch e {
                case .sum(let a, let b), .difference(let a, let b):
                    steps.append(.combine(e))
                    steps.append(.visit(b))
                    steps.append(.visit(a))
                case .product(let a, _), .quotient(let a, _), .negation(let a):
                    steps.append(.combine(e))
                    steps.append(.visit(a))
                case .constant, .width, .height, .guide, .proxyWidth, .proxyHeight:
                    values.append(try leaf(e))
                }
            case .combine(let e):
                let last = values.removeLast()
                switch e {
                case .sum: values.append(values.removeLast() + last)
                case .difference: values.append(values.removeLast() - last)
                case .product(_, let k): values.append(last * k)
                case .quotient(_, let k): values.append(last / k)
                case .negation: values.append(-last)
                case .constant, .width, .height, .guide, .proxyWidth, .proxyHeight: values.append(last)
                }
            }
        }
        return values[0]
    }
}

/// GUIDE-1's cycle guard: a custom key's default being evaluated on a view (`node` nil for
/// FRAME-3's plain rectangle, whose defaults read only its own).
struct DefaultGuideEvaluation: Hashable {
    var node: Int?
    var key: AlignmentKey
}

/// One step of ``GuideEncoding/fold(_:leaf:)``: evaluate a subexpression, or combine the
/// values of its operands.
private enum ExpressionStep {
    case visit(LayoutExpression)
    case combine(LayoutExpression)
}

/// The arithmetic a LayoutExpression needs: a `Double` or a model `Quantity`.
protocol LinearValue {
    static func + (a: Self, b: Self) -> Self
    static func - (a: Self, b: Self) -> Self
    static func * (a: Self, k: Double) -> Self
    static func / (a: Self, k: Double) -> Self
    static prefix func - (a: Self) -> Self
}

extension Quantity: LinearValue {}
extension Double: LinearValue {}
