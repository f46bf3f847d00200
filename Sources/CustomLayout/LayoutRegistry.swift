// LayoutRegistry.swift
// CustomLayout
//
// Maps the layout names stored in a tree (CustomLayoutSpec) to Swift `Layout` types, and wraps
// an instance with its persistent cache (LAYOUTPROTO-3).

import Foundation
import LayoutCore

/// The custom layouts an engine can run, by name.
public struct LayoutRegistry: Sendable {
    private var decoders: [String: @Sendable (String) throws -> LayoutInstance]
    private var canonicalizers: [String: @Sendable (String) throws -> String]

    public init() {
        decoders = [:]
        canonicalizers = [:]
    }

    /// Registers `type` under `name` (default: the type's name).
    public mutating func register<L: Layout & Codable>(_ type: L.Type, name: String? = nil) {
        let key = name ?? String(describing: type)
        decoders[key] = { parameters in
            let value = try JSONDecoder().decode(L.self, from: Data(parameters.utf8))
            return LayoutInstance(value)
        }
        canonicalizers[key] = { parameters in
            let value = try JSONDecoder().decode(L.self, from: Data(parameters.utf8))
            return LayoutRegistry.spec(for: value, name: key).parameters
        }
    }

    /// Registers a layout whose type exists only at run time (a layout declared in SwiftUI source
    /// and interpreted): `instantiate` makes an instance from the JSON parameters, `canonicalize`
    /// re-encodes them with defaults filled in and keys sorted.
    public mutating func register(
        name: String,
        instantiate: @escaping @Sendable (String) throws -> LayoutInstance,
        canonicalize: @escaping @Sendable (String) throws -> String
    ) {
        decoders[name] = instantiate
        canonicalizers[name] = canonicalize
    }

    /// Decodes `spec.parameters` and re-encodes them with sorted keys, so that a layout written
    /// with default arguments (`FlowLayout()`) and one written in full (`FlowLayout(spacing: 10)`)
    /// give equal trees. Throws for unknown names or parameters the type cannot decode.
    public func canonicalized(_ spec: CustomLayoutSpec) throws(LayoutRegistryError) -> CustomLayoutSpec {
        guard let canonicalize = canonicalizers[spec.name] else { throw .unknownLayout(spec.name) }
        do { return CustomLayoutSpec(name: spec.name, parameters: try canonicalize(spec.parameters)) } catch {
            throw .invalidParameters(name: spec.name, reason: "\(error)")
        }
    }

    /// Whether a layout of this name is known.
    public func contains(_ name: String) -> Bool { decoders[name] != nil }

    /// The registered names, sorted.
    public var names: [String] { decoders.keys.sorted() }

    /// A fresh instance (with an empty cache) for a tree node.
    public func instantiate(_ spec: CustomLayoutSpec) throws(LayoutRegistryError) -> LayoutInstance {
        guard let decode = decoders[spec.name] else { throw .unknownLayout(spec.name) }
        do { return try decode(spec.parameters) } catch {
            throw .invalidParameters(name: spec.name, reason: "\(error)")
        }
    }

    /// The layouts that ship with LayoutLab: the seed's flow layout and the grids SwiftUI's
    /// LazyVGrid, LazyHGrid and Grid lower to (GRID-1..4).
    public static let standard: LayoutRegistry = {
        var registry = LayoutRegistry()
        registry.register(FlowLayout.self)
        registry.register(LazyVGridLayout.self)
        registry.register(LazyHGridLayout.self)
        registry.register(GridCellsLayout.self)
        return registry
    }()

    /// Encodes a layout value as the `parameters` of a ``CustomLayoutSpec``.
    public static func spec<L: Layout & Encodable>(for layout: L, name: String? = nil) -> CustomLayoutSpec {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(layout)) ?? Data("{}".utf8)
        return CustomLayoutSpec(
            name: name ?? String(describing: L.self),
            parameters: String(decoding: data, as: UTF8.self))
    }
}

/// Why a custom layout could not be instantiated.
public enum LayoutRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownLayout(String)
    case invalidParameters(name: String, reason: String)

    public var description: String {
        switch self {
        case .unknownLayout(let name): "no custom Layout named '\(name)' is registered"
        case .invalidParameters(let name, let reason): "invalid parameters for \(name): \(reason)"
        }
    }
}

/// A layout value with its cache, created once per node and kept for the whole layout pass.
public final class LayoutInstance {
    public let stackOrientation: Axis?
    private let sizeThatFitsBody: (ProposedViewSize, LayoutSubviews) -> CGSize
    private let placeBody: (CGRect, ProposedViewSize, LayoutSubviews) -> Void
    private let spacingBody: (LayoutSubviews) -> ViewSpacing
    private let explicitBody: (AlignmentKey, CGRect, ProposedViewSize, LayoutSubviews) -> CGFloat?

    public init<L: Layout>(_ layout: L) {
        stackOrientation = L.layoutProperties.stackOrientation
        let storage = CacheStorage<L.Cache>()
        func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
            if storage.cache == nil { storage.cache = layout.makeCache(subviews: subviews) }
            guard var cache = storage.cache else { preconditionFailure("cache was just made") }
            defer { storage.cache = cache }
            return body(&cache)
        }
        sizeThatFitsBody = { proposal, subviews in
            withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
        }
        placeBody = { bounds, proposal, subviews in
            withCache(subviews) {
                layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
            }
        }
        spacingBody = { subviews in
            withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
        }
        explicitBody = { key, bounds, proposal, subviews in
            withCache(subviews) { cache in
                key.axis == .horizontal
                    ? layout.explicitAlignment(
                        of: HorizontalAlignment(key), in: bounds,
                        proposal: proposal, subviews: subviews, cache: &cache)
                    : layout.explicitAlignment(
                        of: VerticalAlignment(key), in: bounds,
                        proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        sizeThatFitsBody(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        placeBody(bounds, proposal, subviews)
    }

    public func spacing(subviews: LayoutSubviews) -> ViewSpacing { spacingBody(subviews) }

    public func explicitAlignment(
        of key: AlignmentKey, in bounds: CGRect,
        proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> CGFloat? {
        explicitBody(key, bounds, proposal, subviews)
    }
}

private final class CacheStorage<C> {
    var cache: C?
}
