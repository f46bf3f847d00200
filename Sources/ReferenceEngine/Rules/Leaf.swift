// Leaf.swift
// ReferenceEngine
//
// LEAF-SHAPE-1/2 (shapes and colours), LEAF-IMAGE-1 (images), LEAF-OTHER-1 (custom leaves).

import LayoutCore

/// Sizing of the leaves other than Text, Spacer and Divider.
enum LeafRule {
    /// LEAF-SHAPE-1: the proposal with nil → 10. LEAF-SHAPE-2: Circle is the square of the
    /// smaller side.
    static func shapeSize(_ shape: ShapeKind, _ p: ProposedSize) -> Size {
        let s = p.replacingUnspecifiedDimensions()
        switch shape {
        case .circle:
            let side = Double.minimum(s.width, s.height) // CORE-11
            return Size(width: side, height: side)
        case .rectangle, .roundedRectangle, .capsule, .ellipse, .color:
            return s
        }
    }

    /// SYMBOL-1 (LEAF-IMAGE-1's font-relative symbols): a system symbol the catalog does not know
    /// is a square as tall as its font's line, times its image scale's factor; nil for other
    /// images. A non-finite or negative line counts as 0.
    static func symbolSide(_ spec: ImageSpec, in session: LayoutSession) -> Double? {
        guard spec.isSystemSymbol else { return nil }
        let line = session.configuration.textMeasurer.metrics(spec.font ?? .body).rawLineHeight
        let factor = ImageSpec.symbolScaleFactors[spec.imageScale ?? "medium"] ?? 1
        let side = line * factor
        return side.isFinite && side > 0 ? side : 0
    }

    /// LEAF-IMAGE-1: a fixed image is its intrinsic size; a resizable one is a shape whose nil
    /// axes take the intrinsic size. An unknown image is 0×0 with a warning (CORE-6).
    static func imageSize(
        _ node: Int, _ spec: ImageSpec, _ p: ProposedSize,
        in session: LayoutSession
    ) -> Size {
        let intrinsic: Size
        if let known = session.configuration.images.sizes[spec.name] {
            intrinsic = known
        } else if let side = symbolSide(spec, in: session) {
            intrinsic = Size(width: side, height: side)
        } else {
            session.warn(
                DiagnosticCode.imageUnknown,
                "no intrinsic size for image '\(spec.name)'; using 0×0", node: node)
            intrinsic = .zero
        }
        return spec.isResizable ? p.replacingUnspecifiedDimensions(by: intrinsic) : intrinsic
    }

    /// LEAF-OTHER-1: per axis `clamp(P ?? ideal, min, max)`; a negative or NaN answer is 0
    /// (CORE-6 `layout.invalidSize`).
    static func customLeafSize(
        _ node: Int, _ spec: CustomLeafSpec, _ p: ProposedSize,
        in session: LayoutSession
    ) -> Size {
        var result = Size.zero
        for axis in Axis.both {
            let value = clamp(p[axis] ?? spec.ideal[axis], spec.minimum[axis], spec.maximum[axis])
            if value.isNaN || value < 0 {
                session.warn(
                    DiagnosticCode.layoutInvalidSize,
                    "\(spec.name) answered \(formatPoints(value)); using 0", node: node)
                result[axis] = 0
            } else {
                result[axis] = value
            }
        }
        return result
    }
}
