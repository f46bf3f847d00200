// Leaf.swift
// ConstraintEngine
//
// Leaves: LEAF-SHAPE-1/2 (shapes and colours), LEAF-IMAGE-1 and LEAF-OTHER-1 (custom leaves).
// Each answer is the proposal itself, a constant, or a certified min/max of the two.

import LayoutCore

enum LeafEncoding {
    /// LEAF-SHAPE-1/2: the proposal with nil → 10; Circle takes the smaller side.
    static func shapeSize(_ shape: ShapeKind, _ p: ModelProposal, in compiler: ModelCompiler) -> ModelSize {
        let w = p.width ?? Quantity(10), h = p.height ?? Quantity(10)
        if case .circle = shape {
            let side = compiler.builder.minimum(w, h, rule: "LEAF-SHAPE-2")
            return ModelSize(width: side, height: side)
        }
        return ModelSize(width: w, height: h)
    }

    /// LEAF-IMAGE-1: intrinsic size; `.resizable()` takes the proposal (nil → intrinsic).
    static func imageSize(_ node: Int, _ spec: ImageSpec, _ p: ModelProposal, in compiler: ModelCompiler) -> ModelSize {
        let intrinsic: Size
        if let known = compiler.configuration.images.sizes[spec.name] {
            intrinsic = known
        } else if spec.isSystemSymbol {
            // SYMBOL-1: the font's line as a square, scaled by the image scale; invalid → 0.
            let factor = ImageSpec.symbolScaleFactors[spec.imageScale ?? "medium"] ?? 1
            let side = compiler.configuration.textMeasurer.metrics(spec.font ?? .body).rawLineHeight * factor
            intrinsic = side.isFinite && side > 0 ? Size(width: side, height: side) : .zero
        } else {
            // Decisions.md: an image the catalog does not know is 0×0 with `image.unknown` (CORE-6).
            compiler.warn(
                DiagnosticCode.imageUnknown, "no intrinsic size for image '\(spec.name)'; using 0×0", node: node)
            intrinsic = .zero
        }
        guard spec.isResizable else {
            return ModelSize(width: Quantity(intrinsic.width), height: Quantity(intrinsic.height))
        }
        return ModelSize(width: p.width ?? Quantity(intrinsic.width), height: p.height ?? Quantity(intrinsic.height))
    }

    /// LEAF-OTHER-1: `clamp(P ?? ideal, min, max)` per axis; invalid answers become 0 (CORE-6).
    static func customLeafSize(
        _ node: Int, _ spec: CustomLeafSpec, _ p: ModelProposal,
        in compiler: ModelCompiler
    ) -> ModelSize {
        let builder = compiler.builder
        var size = ModelSize.zero
        for axis in Axis.allCases {
            let wanted = p[axis] ?? Quantity(spec.ideal[axis])
            let clamped = builder.minimum(
                builder.maximum(wanted, Quantity(spec.minimum[axis]), rule: "LEAF-OTHER-1"),
                Quantity(spec.maximum[axis]), rule: "LEAF-OTHER-1")
            if clamped.value.isNaN || clamped.value < 0 {
                compiler.warn(
                    DiagnosticCode.layoutInvalidSize,
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
