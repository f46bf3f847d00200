// ViewModifier.swift
// LayoutDSL
//
// SwiftUI's `ViewModifier` and `ModifiedContent`. `v.m1().m2()` is `m2` wrapping `m1` wrapping
// `v`, so the last modifier is the outermost node (CORE-4). A modifier on a group-like view is
// applied to each member by lowering (GROUP-3).
//
// Modifier methods return these named types rather than `some View`: the compiler cannot yet
// type a `for` loop in a result builder whose body is an opaque type from another function.

import LayoutCore

/// A reusable modifier, as in SwiftUI: `content.modifier(Card())` lowers `body(content:)`,
/// in which `content` stands for the modified view.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = ModifierContent<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The modified view inside a ``ViewModifier``'s `body(content:)`.
public struct ModifierContent<Modifier: ViewModifier>: View, PrimitiveView {
    let content: AnyView

    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        describe(content, in: context)
    }
}

/// A modifier built into the DSL: it describes the modified view itself.
protocol PrimitiveModifier: ViewModifier where Body == Never {
    func makeDescription<Content: View>(of content: Content, in context: DescriptionContext)
        -> ViewDescription
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers have no body.
    public func body(content: Content) -> Never { unreachableBody(Self.self) }
}

/// A view with a modifier applied (CORE-4).
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.makeDescription(of: content, in: context)
        }
        if Modifier.Body.self == Never.self { return describe(content, in: context) }
        return describe(modifier.body(content: ModifierContent(content: AnyView(content))), in: context)
    }
}

extension View {
    /// Applies a ``ViewModifier``.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A unary layout modifier: one node whose single child is the modified view (§12).
public struct LayoutNodeModifier: ViewModifier, PrimitiveModifier {
    let kind: NodeKind

    func makeDescription<Content: View>(of content: Content, in context: DescriptionContext)
        -> ViewDescription
    {
        .modifier(kind, content: describe(content, in: context))
    }
}

/// Overlay or background content: the primary plus secondary members, each aligned on its own
/// (OVERLAY-1..3, BACKGROUND-1).
public struct SecondaryContentModifier<Secondary: View>: ViewModifier, PrimitiveModifier {
    let kind: NodeKind
    let secondary: Secondary

    func makeDescription<Content: View>(of content: Content, in context: DescriptionContext)
        -> ViewDescription
    {
        .modifier(
            kind, content: describe(content, in: context),
            secondary: [describe(secondary, in: context)])
    }
}

/// `.border(color, width:)`: an overlay whose secondary is the stroked rectangle (OVERLAY-3).
public struct BorderModifier: ViewModifier, PrimitiveModifier {
    let color: ColorName
    let width: Double

    func makeDescription<Content: View>(of content: Content, in context: DescriptionContext)
        -> ViewDescription
    {
        .modifier(
            .border(color: color, width: width), content: describe(content, in: context),
            secondary: [.view(.shape(ShapeSpec(shape: .rectangle, fill: color)))])
    }
}

/// `.lineLimit` / `.font`: reaches every Text below; the innermost wins (§18.4).
public struct EnvironmentModifier: ViewModifier, PrimitiveModifier {
    let setting: EnvironmentSetting

    func makeDescription<Content: View>(of content: Content, in context: DescriptionContext)
        -> ViewDescription
    {
        .environment(setting, content: describe(content, in: context))
    }
}

/// `.id(label)`: labels every node the content lowers to; no layout effect.
public struct LabelModifier: ViewModifier, PrimitiveModifier {
    let label: String

    func makeDescription<Content: View>(of content: Content, in context: DescriptionContext)
        -> ViewDescription
    {
        .labelled(label, content: describe(content, in: context))
    }
}

/// `.ignoresSafeArea()`: valid on the outermost view only (ROOT-3).
public struct SafeAreaModifier: ViewModifier, PrimitiveModifier {
    func makeDescription<Content: View>(of content: Content, in context: DescriptionContext)
        -> ViewDescription
    {
        .ignoresSafeArea(describe(content, in: context))
    }
}

/// `.fill(color)` on a shape or colour sets its fill (drawing only, LEAF-SHAPE-1); on any other
/// view it changes nothing.
public struct FillModifier: ViewModifier, PrimitiveModifier {
    let color: ColorName

    func makeDescription<Content: View>(of content: Content, in context: DescriptionContext)
        -> ViewDescription
    {
        let description = describe(content, in: context)
        guard case .view(.shape(var spec), let children) = description else { return description }
        spec.fill = color
        return .view(.shape(spec), children: children)
    }
}

/// `.foregroundColor` / `.foregroundStyle`: the fill of every shape below that has none; the
/// innermost wins. Colours keep their own colour; other views are unaffected.
public struct ForegroundModifier: ViewModifier, PrimitiveModifier {
    /// nil restores the default (no fill).
    let color: ColorName?

    func makeDescription<Content: View>(of content: Content, in context: DescriptionContext)
        -> ViewDescription
    {
        var inner = context
        inner.foreground = color
        return describe(content, in: inner)
    }
}

/// A view wrapped in one unary layout node: what `.frame`, `.padding`, `.offset`, … return.
public typealias LayoutModified<Content: View> = ModifiedContent<Content, LayoutNodeModifier>

extension View {
    /// `self` wrapped in a unary layout node.
    func layoutNode(_ kind: NodeKind) -> LayoutModified<Self> {
        ModifiedContent(content: self, modifier: LayoutNodeModifier(kind: kind))
    }
}
