// Spacer.swift
// LayoutDSL
//
// Spacer (SPACER-1..5) and Divider (DIVIDER-1). `minLength` is passed through unchecked; a
// negative value is warned about and treated as 0 by the engines (CORE-6).

import Foundation
import LayoutCore

/// `Spacer(minLength:)`: expands along its stack's axis, never below `minLength ?? 8`.
public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        .view(.spacer(minLength: minLength.map { Double($0) }))
    }
}

/// `Divider()`: one pixel thick, across its stack's axis (DIVIDER-1).
public struct Divider: View, PrimitiveView {
    public init() {}

    func makeDescription(in context: DescriptionContext) -> ViewDescription { .view(.divider) }
}
