// ViewDescription.swift
// LayoutCore
//
// What the DSL and the source parser produce before lowering: it still has the
// layout-neutral parts of SwiftUI (Group, ForEach, if/else, custom-view bodies) and
// environment modifiers, which ``ViewLowering`` resolves into a ``ViewTree``.

/// A SwiftUI view as written, before flattening (GROUP-1..4, ROOT-2, §18.4).
public indirect enum ViewDescription: Hashable, Sendable {
    /// A leaf or container. A container's children are flattened (GROUP-1); a ScrollView's
    /// become one implicit stack unless there is exactly one (GROUP-4).
    case view(NodeKind, children: [ViewDescription] = [])
    /// A layout modifier applied to `content`; for overlay/background, `secondary` is the
    /// overlay content (each flattened member is aligned on its own, OVERLAY-3).
    case modifier(NodeKind, content: ViewDescription, secondary: [ViewDescription] = [])
    /// `Group`, `ForEach`, a tuple, a taken `if` branch, a custom view's body (GROUP-1);
    /// `EmptyView` and an `if` with no taken branch are empty groups (GROUP-2).
    case group([ViewDescription])
    /// `.lineLimit(n)` / `.font(f)`: reaches every Text below; the innermost wins (§18.4).
    case environment(EnvironmentSetting, content: ViewDescription)
    /// `.opacity`, `.clipped`, `.cornerRadius`, `.clipShape`: recorded on every node the content
    /// lowers to (§18.5).
    case painted(PaintEffect, content: ViewDescription)
    /// `.id("label")`: attached to every node the content lowers to.
    case labelled(String, content: ViewDescription)
    /// `.ignoresSafeArea()`: allowed on the outermost view only (ROOT-3).
    case ignoresSafeArea(ViewDescription)
    /// A layout-neutral modifier (`.navigationTitle("x")`), recorded on every node the content
    /// lowers to (CHROME-1).
    case attributed(NodeAttribute, content: ViewDescription)

    public static let empty = ViewDescription.group([])
}

/// The environment values that reach Text (§18.4) and system symbols (SYMBOL-1).
public enum EnvironmentSetting: Hashable, Sendable {
    case lineLimit(Int?)
    case font(FontSpec)
    /// `.dynamicTypeSize(_:)`: text styles take that size's point size (TYPE-1).
    case dynamicTypeSize(DynamicTypeSize)
    /// `.imageScale(_:)`: `small`, `medium` or `large`; reaches system symbols (SYMBOL-1).
    case imageScale(String)
}

/// Why a description cannot become a tree.
public enum LoweringError: Error, Hashable, Sendable, CustomStringConvertible {
    case ignoresSafeAreaNotAtRoot
    case invalidTree(TreeError)
    /// The large stack for lowering a description this deep could not be reserved.
    case notEnoughMemory(StackReservationError)

    public var description: String {
        switch self {
        case .ignoresSafeAreaNotAtRoot:
            "ignoresSafeArea() is supported only on the outermost view (ROOT-3)"
        case .invalidTree(let error): "invalid view tree: \(error)"
        case .notEnoughMemory(let error): "\(error)"
        }
    }
}
