// Environment.swift
// LayoutDSL
//
// Modifiers that are not layout nodes: `.lineLimit` and `.font` reach every Text below, the
// innermost winning (§18.4); `.id` labels the nodes; `.ignoresSafeArea` is allowed on the
// outermost view only (ROOT-3).

import LayoutCore

extension View {
    /// The maximum number of lines of every Text below (TEXT-4); nil = unlimited. Values ≤ 0
    /// are passed through: the engines warn and treat them as nil (§18.3).
    public func lineLimit(_ limit: Int?) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(EnvironmentModifier(setting: .lineLimit(limit)))
    }

    /// The font of every Text below (TEXT-1).
    public func font(_ font: Font?) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(EnvironmentModifier(setting: .font(font?.spec ?? .body)))
    }

    /// Labels every node this view lowers to (`"\(id)"`); no layout effect.
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, LabelModifier> {
        modifier(LabelModifier(label: "\(id)"))
    }

    /// Lays the root out in the whole window (ROOT-3). Lowering throws
    /// ``LoweringError/ignoresSafeAreaNotAtRoot`` when this is not the outermost view.
    public func ignoresSafeArea() -> ModifiedContent<Self, SafeAreaModifier> {
        modifier(SafeAreaModifier())
    }

    /// `.edgesIgnoringSafeArea(.all)`, the older spelling of ``ignoresSafeArea()`` (ROOT-3).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set = .all) -> ModifiedContent<Self, SafeAreaModifier> {
        modifier(SafeAreaModifier())
    }
}
