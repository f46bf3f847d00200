// LeafRules.swift
// ReferenceEngine
//
// LEAF-SHAPE-1/2, LEAF-IMAGE-1, LEAF-OTHER-1, SPACER-2, DIVIDER-1.

import LayoutCore

extension LayoutSession {
    /// LEAF-SHAPE-1: the proposal with nil → 10. LEAF-SHAPE-2: Circle is the square of the
    /// smaller side.
    func shapeSize(_ shape: ShapeKind, _ p: ProposedSize) -> Size {
        let s = p.replacingUnspecifiedDimensions()
        switch shape {
        case .circle:
            let side = min(s.width, s.height)
            return Size(width: side, height: side)
        case .rectangle, .roundedRectangle, .capsule, .ellipse, .color:
            return s
        }
    }

    /// LEAF-IMAGE-1: a fixed image is its intrinsic size; a resizable one is a shape whose nil
    /// axes take the intrinsic size.
    func imageSize(_ node: Int, _ spec: ImageSpec, _ p: ProposedSize) -> Size {
        let intrinsic: Size
        if let known = configuration.images.sizes[spec.name] {
            intrinsic = known
        } else {
            warn(DiagnosticCode.imageUnknown,
                 "no intrinsic size for image '\(spec.name)'; using 0×0", node: node)
            intrinsic = .zero
        }
        return spec.isResizable ? p.replacingUnspecifiedDimensions(by: intrinsic) : intrinsic
    }

    /// LEAF-OTHER-1: per axis `clamp(P ?? ideal, min, max)`; a negative or NaN answer is 0
    /// (CORE-6 `layout.invalidSize`).
    func customLeafSize(_ node: Int, _ spec: CustomLeafSpec, _ p: ProposedSize) -> Size {
        var result = Size.zero
        for axis in Axis.allCases {
            let value = clamp(p[axis] ?? spec.ideal[axis], spec.minimum[axis], spec.maximum[axis])
            if value.isNaN || value < 0 {
                warn(DiagnosticCode.layoutInvalidSize,
                     "\(spec.name) answered \(formatPoints(value)); using 0", node: node)
                result[axis] = 0
            } else {
                result[axis] = value
            }
        }
        return result
    }

    /// SPACER-2: at least `max(minLength ?? 8, 0)` along the orientation axis (both axes with
    /// no orientation), 0 across it.
    func spacerSize(_ node: Int, _ minLength: Double?, _ p: ProposedSize) -> Size {
        let v = spacerMinimum(node, minLength)
        func expand(_ axis: Axis) -> Double { max(p[axis] ?? -.infinity, v) }
        switch orientation[node] {
        case .horizontal: return Size(width: expand(.horizontal), height: 0)
        case .vertical: return Size(width: 0, height: expand(.vertical))
        case nil: return Size(width: expand(.horizontal), height: expand(.vertical))
        }
    }

    /// `v = max(minLength ?? 8, 0)`; a negative or NaN minLength warns (CORE-6).
    func spacerMinimum(_ node: Int, _ minLength: Double?) -> Double {
        guard let length = minLength else { return 8 }
        if length.isNaN || length < 0 {
            warn(DiagnosticCode.spacerNegativeMinLength,
                 "Spacer(minLength: \(formatPoints(length))) is treated as 0", node: node)
            return 0
        }
        return length
    }

    /// DIVIDER-1: one pixel thick; vertical in an HStack, horizontal elsewhere.
    func dividerSize(_ node: Int, _ p: ProposedSize) -> Size {
        let t = 1 / scale
        if orientation[node] == .horizontal {
            return Size(width: t, height: p.height ?? 10)
        }
        return Size(width: p.width ?? 10, height: t)
    }
}

/// `clamp(x, lo, hi) = min(max(x, lo), hi)`; when `lo > hi`, `hi` wins (§0.2).
func clamp(_ x: Double, _ lo: Double, _ hi: Double) -> Double {
    min(max(x, lo), hi)
}
