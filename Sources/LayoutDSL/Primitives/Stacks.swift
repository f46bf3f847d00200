// Stacks.swift
// LayoutDSL
//
// HStack/VStack (HSTACK-1..6) and ZStack (ZSTACK-1..3). Content is flattened by lowering
// (GROUP-1). `spacing: nil` is adaptive (SPACING-3).

import CustomLayout
import Foundation
import LayoutCore

/// HStack/VStack parameters; `spacing: nil` is adaptive (SPACING-3).
private func stackSpec(_ axis: Axis, _ alignment: AlignmentKey, _ spacing: CGFloat?) -> StackSpec {
    StackSpec(axis: axis, alignment: alignment, spacing: spacing.map { Double($0) })
}

/// Arranges its children in a row (HSTACK).
public struct HStack<Content: View>: View, PrimitiveView {
    let spec: StackSpec
    let content: Content

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        spec = stackSpec(.horizontal, alignment.key, spacing)
        self.content = content()
    }

    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        .view(.stack(spec), children: [describe(content, in: context)])
    }
}

/// Arranges its children in a column (HSTACK with the axes swapped).
public struct VStack<Content: View>: View, PrimitiveView {
    let spec: StackSpec
    let content: Content

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        spec = stackSpec(.vertical, alignment.key, spacing)
        self.content = content()
    }

    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        .view(.stack(spec), children: [describe(content, in: context)])
    }
}

/// Overlays its children, aligned on `alignment` (ZSTACK).
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        .view(.zStack(alignment: alignment), children: [describe(content, in: context)])
    }
}

/// A container node kind applied to view-builder content: what the stack layouts, `AnyLayout`
/// and custom layouts produce.
public struct LayoutContainer<Content: View>: View, PrimitiveView {
    let kind: NodeKind
    let content: Content

    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        .view(kind, children: [describe(content, in: context)])
    }
}

/// `HStackLayout`: behaves exactly like `HStack` (LAYOUTPROTO-1) and lowers to the same node.
public struct HStackLayout: Hashable, Sendable {
    var spec: StackSpec

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        spec = stackSpec(.horizontal, alignment.key, spacing)
    }

    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content)
        -> LayoutContainer<Content>
    {
        LayoutContainer(kind: .stack(spec), content: content())
    }
}

/// `VStackLayout`: behaves exactly like `VStack` (LAYOUTPROTO-1) and lowers to the same node.
public struct VStackLayout: Hashable, Sendable {
    var spec: StackSpec

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        spec = stackSpec(.vertical, alignment.key, spacing)
    }

    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content)
        -> LayoutContainer<Content>
    {
        LayoutContainer(kind: .stack(spec), content: content())
    }
}

/// `ZStackLayout`: behaves exactly like `ZStack` (LAYOUTPROTO-1) and lowers to the same node.
public struct ZStackLayout: Hashable, Sendable {
    var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content)
        -> LayoutContainer<Content>
    {
        LayoutContainer(kind: .zStack(alignment: alignment), content: content())
    }
}

/// A type-erased layout: a stack layout or a `Codable` custom ``Layout`` (LAYOUTPROTO-1).
public struct AnyLayout: Hashable, Sendable {
    let kind: NodeKind

    public init(_ layout: HStackLayout) { kind = .stack(layout.spec) }
    public init(_ layout: VStackLayout) { kind = .stack(layout.spec) }
    public init(_ layout: ZStackLayout) { kind = .zStack(alignment: layout.alignment) }
    /// A custom layout, stored by type name and encoded value (`LayoutRegistry.spec(for:)`).
    public init<L: Layout & Codable>(_ layout: L) {
        kind = .customLayout(LayoutRegistry.spec(for: layout))
    }

    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content)
        -> LayoutContainer<Content>
    {
        LayoutContainer(kind: kind, content: content())
    }
}

extension Layout where Self: Codable {
    /// `MyLayout(…) { content }`: a custom layout node whose subviews are the flattened content
    /// (LAYOUTPROTO-1). The engines find the layout by type name in their ``LayoutRegistry``.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content)
        -> LayoutContainer<Content>
    {
        LayoutContainer(kind: .customLayout(LayoutRegistry.spec(for: self)), content: content())
    }
}
