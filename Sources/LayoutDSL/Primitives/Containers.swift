// Containers.swift
// LayoutDSL
//
// ViewThatFits (VTF-1..4), ScrollView (SCROLL-1/2) and GeometryReader (GEOREADER-1/2).

import Foundation
import LayoutCore

/// Shows the first child that fits on `axes`, or the last (VTF-1..4).
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        .view(.viewThatFits(axes: axes), children: [describe(content, in: context)])
    }
}

/// Scrolls its content on `axes`; several views become an implicit stack (SCROLL-1, GROUP-4).
public struct ScrollView<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// `showsIndicators` is drawing only.
    public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
        @ViewBuilder content: () -> Content
    ) {
        self.axes = axes
        self.content = content()
    }

    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        .view(.scrollView(axes: axes), children: [describe(content, in: context)])
    }
}

/// Takes the whole proposal and places its children top-leading (GEOREADER-1/2). The content
/// reads `proxy.size` symbolically: `proxy.size.width` is `.proxyWidth(n)`, where n counts the
/// enclosing readers from the outermost (0).
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        let proxy = GeometryProxy(depth: context.readerDepth)
        var inner = context
        inner.readerDepth += 1
        return .view(.geometryReader, children: [describe(content(proxy), in: inner)])
    }
}

/// The symbolic size of a GeometryReader (GEOREADER-2).
public struct GeometryProxy: Sendable {
    /// The reader's nesting depth (0 = the outermost reader on the path from the root).
    public let depth: Int

    public init(depth: Int) { self.depth = depth }

    /// `proxy.size`: the reader's final size, as expressions.
    public var size: GeometrySize {
        GeometrySize(width: .proxyWidth(depth), height: .proxyHeight(depth))
    }
}

/// `proxy.size`: `width` and `height` are LayoutExpressions (`proxy.size.width / 3`).
public struct GeometrySize: Hashable, Sendable {
    public let width: LayoutExpression
    public let height: LayoutExpression
}
