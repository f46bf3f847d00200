// Structural.swift
// LayoutDSL
//
// Layout-neutral views (CORE-5): they lower to groups, which LayoutCore splices into the
// enclosing container (GROUP-1/2), applying any modifier to each member (GROUP-3).

import LayoutCore

/// No view at all: contributes no child and no spacing (GROUP-2).
public struct EmptyView: View, PrimitiveView {
    public init() {}

    func makeDescription(in context: DescriptionContext) -> ViewDescription { .empty }
}

/// Several views written one after another in a view builder (GROUP-1).
public struct TupleView<each Content: View>: View, PrimitiveView {
    public let value: (repeat each Content)

    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        var members: [ViewDescription] = []
        for member in repeat each value {
            members.append(describe(member, in: context))
        }
        return .group(members)
    }
}

/// The content of an `if` without `else`: nothing when absent (GROUP-2).
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        switch self {
        case .some(let content): describe(content, in: context)
        case .none: .empty
        }
    }
}

/// The taken branch of an `if`/`else` or `switch` (GROUP-1).
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        switch storage {
        case .trueContent(let content): describe(content, in: context)
        case .falseContent(let content): describe(content, in: context)
        }
    }
}

/// The views of a `for` loop in a view builder (GROUP-1).
public struct ArrayView<Content: View>: View, PrimitiveView {
    let elements: [Content]

    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        .group(elements.map { describe($0, in: context) })
    }
}

/// Groups views without adding a container; a modifier on a `Group` applies to each member
/// (GROUP-1, GROUP-3).
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        .group([describe(content, in: context)])
    }
}

/// A view made for each element of a collection; each element's views are children of the
/// enclosing container (GROUP-1). `ForEach(0..<n)` yields n children; an empty collection
/// contributes nothing (GROUP-2).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public let data: Data
    let content: (Data.Element) -> Content

    /// `ForEach(items, id: \.self) { item in … }`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
    }

    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        .group(data.map { describe(content($0), in: context) })
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// `ForEach(0..<n) { i in … }`.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// `ForEach(items) { item in … }` over `Identifiable` elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

/// A type-erased view. Lowering sees through it: it adds no node.
public struct AnyView: View, PrimitiveView {
    let content: any View

    public init<Content: View>(_ view: Content) {
        if let erased = view as? AnyView {
            content = erased.content
        } else {
            content = view
        }
    }

    /// `AnyView(erasing:)`, as in SwiftUI.
    public init<Content: View>(erasing view: Content) {
        self.init(view)
    }

    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        describe(content, in: context)
    }
}
