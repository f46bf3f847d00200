// ViewBuilder.swift
// LayoutDSL
//
// SwiftUI's result builder. Every construct it produces is layout-neutral: tuples, taken
// branches, loops and optional content are spliced into the enclosing container (GROUP-1);
// an `if` without `else` whose condition is false contributes nothing (GROUP-2).

import LayoutCore

/// Builds views from closures, as SwiftUI's `@ViewBuilder` does.
@resultBuilder
public enum ViewBuilder {
    /// Each statement of the block is one view.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An empty block is `EmptyView` (GROUP-2).
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A single view is itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Any number of views become a layout-neutral tuple (GROUP-1).
    public static func buildBlock<each Content: View>(_ content: repeat each Content)
        -> TupleView<repeat each Content>
    {
        TupleView(repeat each content)
    }

    /// `if` without `else`: nothing when the condition is false (GROUP-2).
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of `if`/`else` (and the cases of `switch`).
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> ConditionalContent<TrueContent, FalseContent>
    {
        ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> ConditionalContent<TrueContent, FalseContent>
    {
        ConditionalContent(storage: .falseContent(second))
    }

    /// A `for` loop: each iteration's views, in order (GROUP-1).
    public static func buildArray<Content: View>(_ components: [Content]) -> ArrayView<Content> {
        ArrayView(elements: components)
    }

    /// `if #available`: the content, type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
