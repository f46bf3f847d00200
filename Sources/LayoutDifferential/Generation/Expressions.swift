// Expressions.swift
// LayoutDifferential
//
// Alignment keys (GUIDE-1, GUIDE-5), the custom alignments generated trees use, and
// LayoutExpressions: constants, view dimensions inside alignment guides (GUIDE-2) and
// GeometryReader proxy sizes inside readers (GEOREADER-2), combined by + − × ÷ constants. In
// source-legal trees no constant part is NaN and only a whole frame or flexible-frame argument
// may be ±∞ (CORE-10).

import LayoutCore

extension GenerationContext {
    /// Custom alignments with distinct (name, axis) pairs, so the printed declarations parse back
    /// to the same guides; `mid` exists on both axes (the printer qualifies it). Default values read
    /// only standard guides, never a custom one, so no default refers to itself.
    static let horizontalCustoms = [
        CustomAlignment(name: "mid", axis: .horizontal, defaultValue: .width / 2),
        // Outside the view (GUIDE-1 defaults lie within [0, extent]; this one does not).
        CustomAlignment(name: "outside", axis: .horizontal, defaultValue: .width * 2 + 40),
    ]
    static let verticalCustoms = [
        CustomAlignment(name: "mid", axis: .vertical, defaultValue: .guide(.bottom) - 3),
        CustomAlignment(name: "above", axis: .vertical, defaultValue: .constant(-25)),
        CustomAlignment(name: "baselineShift", axis: .vertical, defaultValue: .guide(.firstTextBaseline) + 2),
    ]

    mutating func horizontalKey() -> AlignmentKey {
        if chance(traits.customGuidePercent) { return .custom(pick(Self.horizontalCustoms)) }
        return pick([.leading, .horizontalCenter, .trailing])
    }

    mutating func verticalKey() -> AlignmentKey {
        if chance(traits.customGuidePercent) { return .custom(pick(Self.verticalCustoms)) }
        return pick([.top, .verticalCenter, .bottom, .firstTextBaseline, .lastTextBaseline])
    }

    mutating func key(on axis: Axis) -> AlignmentKey {
        axis == .horizontal ? horizontalKey() : verticalKey()
    }

    /// A two-axis alignment (GUIDE-5): mostly `.center`, the default.
    mutating func alignment() -> Alignment {
        if chance(40) { return .center }
        return Alignment(horizontal: HorizontalAlignment(horizontalKey()), vertical: VerticalAlignment(verticalKey()))
    }

    /// An argument expression for `role`: a constant, or in a compound a proxy read (inside a
    /// GeometryReader) combined with constants. With `allowsInfinity` a plain constant may be ±∞
    /// (a whole frame or flexible-frame argument, CORE-10); a compound's constants never are.
    mutating func expression(_ role: NumberRole, allowsInfinity: Bool = false) -> LayoutExpression {
        guard chance(traits.compoundPercent) else { return .constant(number(role, allowsInfinity: allowsInfinity)) }
        return compound(role, dimensions: false, depth: 0)
    }

    /// An alignment guide's value (GUIDE-2): reads `d` (often), proxies inside readers, constants.
    /// Biased toward guides outside the view: `d.height + 40`, `-d.width`, huge constants.
    mutating func guideExpression(on axis: Axis) -> LayoutExpression {
        switch below(8) {
        case 0: return axis == .horizontal ? .width : .height
        case 1: return .guide(key(on: axis))
        case 2: return .constant(number(.offset))
        case 3: return (axis == .horizontal ? LayoutExpression.width : .height) + .constant(number(.offset))
        case 4: return -(axis == .horizontal ? LayoutExpression.width : .height)
        default: return compound(.offset, dimensions: true, depth: 0, axis: axis)
        }
    }

    /// A compound expression over constants of `role`, `d` (when `dimensions`) and proxies.
    private mutating func compound(_ role: NumberRole, dimensions: Bool, depth: Int, axis: Axis? = nil)
        -> LayoutExpression
    {
        guard depth < 3, chance(depth == 0 ? 85 : 40) else { return atom(role, dimensions: dimensions, axis: axis) }
        let a = compound(role, dimensions: dimensions, depth: depth + 1, axis: axis)
        switch below(5) {
        case 0: return .sum(a, compound(role, dimensions: dimensions, depth: depth + 1, axis: axis))
        case 1: return .difference(a, compound(role, dimensions: dimensions, depth: depth + 1, axis: axis))
        case 2: return .product(a, factor())
        case 3: return .quotient(a, divisor())
        default: return .negation(a)
        }
    }

    /// A leaf of an expression: a proxy read when inside a reader, `d` when allowed, a constant.
    private mutating func atom(_ role: NumberRole, dimensions: Bool, axis: Axis?) -> LayoutExpression {
        if readers > 0, chance(50) {
            let n = below(readers)
            return chance(50) ? .proxyWidth(n) : .proxyHeight(n)
        }
        if dimensions, chance(50) {
            switch below(3) {
            case 0: return .width
            case 1: return .height
            default: return .guide(key(on: axis ?? (chance(50) ? .horizontal : .vertical)))
            }
        }
        return .constant(number(role))
    }
}
