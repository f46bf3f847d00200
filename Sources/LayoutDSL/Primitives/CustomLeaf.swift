// CustomLeaf.swift
// LayoutDSL
//
// A stand-in for controls in tests (LEAF-OTHER-1): per axis `clamp(P ?? ideal, min, max)`.

import Foundation
import LayoutCore

/// A leaf with a fixed size, or with minimum, ideal and maximum sizes (LEAF-OTHER-1).
public struct CustomLeaf: View, PrimitiveView {
    public var spec: CustomLeafSpec

    /// A leaf of one size whatever the proposal.
    public init(_ name: String = "CustomLeaf", width: CGFloat, height: CGFloat) {
        spec = .fixed(Size(width: Double(width), height: Double(height)), name: name)
    }

    /// A flexible leaf: the proposal (or the ideal for nil) clamped to `[min, max]` per axis.
    public init(
        _ name: String = "CustomLeaf",
        minWidth: CGFloat = 0, idealWidth: CGFloat, maxWidth: CGFloat = .infinity,
        minHeight: CGFloat = 0, idealHeight: CGFloat, maxHeight: CGFloat = .infinity
    ) {
        spec = CustomLeafSpec(
            name: name,
            minimum: Size(width: Double(minWidth), height: Double(minHeight)),
            ideal: Size(width: Double(idealWidth), height: Double(idealHeight)),
            maximum: Size(width: Double(maxWidth), height: Double(maxHeight)))
    }

    /// A leaf from a ready-made spec.
    public init(_ spec: CustomLeafSpec) { self.spec = spec }

    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        .view(.customLeaf(spec))
    }
}
