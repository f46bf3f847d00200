// View.swift
// LayoutDSL
//
// The SwiftUI-shaped `View` protocol. Primitive views (leaves, containers, modifiers) have
// `Body == Never` and describe themselves directly; every other view is lowered through its
// `body`, which is layout-neutral (CORE-5).

import LayoutCore

/// A piece of user interface, as in SwiftUI.
///
/// Write custom views exactly as in SwiftUI: `struct ContentView: View { var body: some View { … } }`.
/// A custom view's `body` takes no part in layout: its members join the enclosing container
/// (CORE-5, GROUP-1).
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder var body: Body { get }
}

/// `Never` is the `Body` of primitive views, which have no body.
extension Never: View {
    public typealias Body = Never
}

/// A view that lowers itself to a ``ViewDescription`` instead of through a body.
///
/// Every view type of this module conforms; user views never need to.
protocol PrimitiveView: View where Body == Never {
    /// The description of this view, with `context` holding the enclosing environment
    /// (GeometryReader nesting depth, foreground colour).
    func makeDescription(in context: DescriptionContext) -> ViewDescription
}

extension View where Body == Never {
    /// Primitive views have no body.
    public var body: Never { unreachableBody(Self.self) }
}

/// The `body` of a primitive view. Lowering never reads it; only a direct call by user code
/// can reach it, and SwiftUI traps there too.
func unreachableBody<V>(_ type: V.Type) -> Never {
    preconditionFailure("\(type) is a primitive view and has no body")
}
