// LeafEncoding.swift
// ConstraintEngine
//
// Leaves (LEAF-SHAPE-1/2, LEAF-IMAGE-1, SPACER-2, DIVIDER-1, LEAF-OTHER-1): each answer is the
// proposal itself, a constant, or a certified min/max of the two.

import LayoutCore

extension ModelCompiler {
    /// LEAF-SHAPE-1/2: the proposal with nil → 10; Circle takes the smaller side.
    func shapeSize(_ shape: ShapeKind, _ p: ModelProposal) -> ModelSize {
        let w = p.width ?? Quantity(10), h = p.height ?? Quantity(10)
        if case .circle = shape {
            let side = builder.minimum(w, h, rule: "LEAF-SHAPE-2")
            return ModelSize(width: side, height: side)
        }
        return ModelSize(width: w, height: h)
    }

    /// LEAF-IMAGE-1: intrinsic size; `.resizable()` takes the proposal (nil → intrinsic).
    func imageSize(_ node: Int, _ spec: ImageSpec, _ p: ModelProposal) -> ModelSize {
        let intrinsic = configuration.images.sizes[spec.name] ?? .zero
        guard spec.isResizable else { return ModelSize(width: Quantity(intrinsic.width), height: Quantity(intrinsic.height)) }
        return ModelSize(width: p.width ?? Quantity(intrinsic.width), height: p.height ?? Quantity(intrinsic.height))
    }

    /// SPACER-2: `max(P ?? −∞, v)` on each expanding axis, 0 across.
    func spacerSize(_ node: Int, _ minLength: Double?, _ p: ModelProposal) -> ModelSize {
        var v = minLength ?? 8
        if v < 0 {
            warn(DiagnosticCode.spacerNegativeMinLength, "minLength \(formatPoints(v)) is negative; using 0", node: node)
        }
        if !(v >= 0) { v = 0 }
        func expand(_ axis: Axis) -> Quantity {
            builder.maximum(p[axis] ?? Quantity(-.infinity), Quantity(v), rule: "SPACER-2")
        }
        switch orientation[node] {
        case .horizontal: return ModelSize(width: expand(.horizontal), height: .zero)
        case .vertical: return ModelSize(width: .zero, height: expand(.vertical))
        case nil: return ModelSize(width: expand(.horizontal), height: expand(.vertical))
        }
    }

    /// DIVIDER-1: one pixel thick across the enclosing stack's axis.
    func dividerSize(_ node: Int, _ p: ModelProposal) -> ModelSize {
        let t = Quantity(1 / scale)
        if orientation[node] == .horizontal { return ModelSize(width: t, height: p.height ?? Quantity(10)) }
        return ModelSize(width: p.width ?? Quantity(10), height: t)
    }

    /// LEAF-OTHER-1: `clamp(P ?? ideal, min, max)` per axis; invalid answers become 0 (CORE-6).
    func customLeafSize(_ node: Int, _ spec: CustomLeafSpec, _ p: ModelProposal) -> ModelSize {
        var size = ModelSize.zero
        for axis in Axis.allCases {
            let wanted = p[axis] ?? Quantity(spec.ideal[axis])
            let clamped = builder.minimum(builder.maximum(wanted, Quantity(spec.minimum[axis]), rule: "LEAF-OTHER-1"),
                                          Quantity(spec.maximum[axis]), rule: "LEAF-OTHER-1")
            if clamped.value.isNaN || clamped.value < 0 {
                warn(DiagnosticCode.layoutInvalidSize,
                     "\(axis == .horizontal ? "width" : "height") \(formatPoints(clamped.value)) is invalid; using 0",
                     node: node)
                size[axis] = .zero
            } else {
                size[axis] = clamped
            }
        }
        return size
    }
}
