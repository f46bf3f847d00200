// InterpretedLayout.swift
// LayoutInterpreter
//
// The Layout adapter: a layout declared in source, run by the interpreter through CustomLayout's
// `Layout` protocol, so both engines call it exactly as they call a compiled layout
// (LAYOUTPROTO-1..4) and neither engine changes. The cache is an interpreter value kept by
// `LayoutInstance` (LAYOUTPROTO-3). A runtime error (budget, nil unwrap, bad types) is recorded in
// the program's ErrorSink; the call then answers a NaN size (CORE-6 `layout.invalidSize`, 0) or
// stops placing (unplaced subviews are centred, LAYOUTPROTO-4), and the caller reports the error.

import CustomLayout
import Foundation
import LayoutCore

/// A layout value whose code is interpreted.
public struct InterpretedLayout: Layout {
    public typealias Cache = CacheValue

    /// The interpreter's cache value, opaque to engines.
    public struct CacheValue {
        var value: Value
    }

    let program: LayoutProgram
    let properties: [String: Value]

    public func makeCache(subviews: Subviews) -> CacheValue {
        guard let function = program.function("makeCache", labels: ["subviews"]) else {
            return CacheValue(value: .void)
        }
        let value = run(subviews, fallback: Value.void) { interpreter in
            try interpreter.call(function, arguments: [.subviews(Array(subviews.indices))], at: function.node).result
        }
        return CacheValue(value: value)
    }

    public func updateCache(_ cache: inout CacheValue, subviews: Subviews) {
        guard let function = program.function("updateCache", labels: [nil, "subviews"]) else {
            cache = makeCache(subviews: subviews)
            return
        }
        let old = cache.value
        cache.value = run(subviews, fallback: old) { interpreter in
            let arguments: [Value] = [old, .subviews(Array(subviews.indices))]
            return try interpreter.call(function, arguments: arguments, at: function.node).inouts.first ?? old
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheValue) -> CGSize {
        guard let function = program.function("sizeThatFits", labels: ["proposal", "subviews", "cache"]) else {
            return CGSize(width: CGFloat.nan, height: .nan)
        }
        let nan = Value.size(width: .nan, height: .nan)
        var newCache = cache.value
        let result = run(subviews, fallback: nan) { interpreter in
            let arguments: [Value] = [.proposal(proposal), .subviews(Array(subviews.indices)), cache.value]
            let (value, inouts) = try interpreter.call(function, arguments: arguments, at: function.node)
            if let updated = inouts.first { newCache = updated }
            guard case .size = value else {
                throw Failure(function.node, "sizeThatFits must return a CGSize, returned \(value.typeName)")
            }
            return value
        }
        cache.value = newCache
        guard case .size(let width, let height) = result else { return CGSize(width: CGFloat.nan, height: .nan) }
        return CGSize(width: width, height: height)
    }

    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheValue
    ) {
        guard let function = program.function("placeSubviews", labels: ["in", "proposal", "subviews", "cache"]) else {
            return
        }
        var newCache = cache.value
        _ = run(subviews, fallback: Value.void) { interpreter in
            let arguments: [Value] = [
                .rect(bounds), .proposal(proposal), .subviews(Array(subviews.indices)), cache.value,
            ]
            let (_, inouts) = try interpreter.call(function, arguments: arguments, at: function.node)
            if let updated = inouts.first { newCache = updated }
            return .void
        }
        cache.value = newCache
    }

    /// The layout's `spacing(subviews:cache:)`, else LAYOUTPROTO-1's default (the union of the
    /// subviews' spacing, `.zero` with none).
    public func spacing(subviews: Subviews, cache: inout CacheValue) -> ViewSpacing {
        guard let function = program.function("spacing", labels: ["subviews", "cache"]) else {
            guard !subviews.isEmpty else { return .zero }
            var result = ViewSpacing()
            for subview in subviews { result.formUnion(subview.spacing) }
            return result
        }
        var newCache = cache.value
        let result = run(subviews, fallback: Value.spacing(ViewSpacing())) { interpreter in
            let arguments: [Value] = [.subviews(Array(subviews.indices)), cache.value]
            let (value, inouts) = try interpreter.call(function, arguments: arguments, at: function.node)
            if let updated = inouts.first { newCache = updated }
            guard case .spacing = value else {
                throw Failure(function.node, "spacing(subviews:cache:) must return a ViewSpacing")
            }
            return value
        }
        cache.value = newCache
        if case .spacing(let spacing) = result { return spacing }
        return ViewSpacing()
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout CacheValue
    ) -> CGFloat? {
        explicit(.horizontalAlignment(guide), .horizontalAlignment, bounds, proposal, subviews, &cache)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout CacheValue
    ) -> CGFloat? {
        explicit(.verticalAlignment(guide), .verticalAlignment, bounds, proposal, subviews, &cache)
    }

    /// The layout's `explicitAlignment(of:in:proposal:subviews:cache:)` for this axis, else nil
    /// (GUIDE-4's merge).
    private func explicit(
        _ guide: Value, _ hint: TypeHint, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews,
        _ cache: inout CacheValue
    ) -> CGFloat? {
        let labels: [String?] = ["of", "in", "proposal", "subviews", "cache"]
        guard let function = program.function("explicitAlignment", labels: labels, firstHint: hint),
            function.parameters.first?.hint == hint
        else { return nil }
        var newCache = cache.value
        let result = run(subviews, fallback: Value.null) { interpreter in
            let arguments: [Value] = [
                guide, .rect(bounds), .proposal(proposal), .subviews(Array(subviews.indices)), cache.value,
            ]
            let (value, inouts) = try interpreter.call(function, arguments: arguments, at: function.node)
            if let updated = inouts.first { newCache = updated }
            return value
        }
        cache.value = newCache
        return result.number.map { CGFloat($0) }
    }

    /// Runs `body` with a fresh interpreter; a failure is recorded and `fallback` returned. After
    /// the first failure of any layout of the library nothing runs any more: the layout is already
    /// an error, and an endless loop costs one step budget, not one per engine call.
    private func run(_ subviews: Subviews, fallback: Value, _ body: (Interpreter) throws -> Value) -> Value {
        guard !program.runtimeErrors.hasErrors else { return fallback }
        let interpreter = Interpreter(program: program, properties: properties, subviews: subviews)
        do {
            return try body(interpreter)
        } catch let failure as Failure {
            program.runtimeErrors.record(program.error(failure))
        } catch {
            program.runtimeErrors.record(program.lines.error(at: 0, "\(error)"))
        }
        return fallback
    }
}
