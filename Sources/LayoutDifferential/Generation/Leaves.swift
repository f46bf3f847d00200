// Leaves.swift
// LayoutDifferential
//
// Leaf views (§5–7): shapes and colours (LEAF-SHAPE-1/2), Text (TEXT-1..8: empty strings, hard
// breaks, long words broken by grapheme, emoji clusters, line limits ≤ 0 per §18.3), images
// (LEAF-IMAGE-1: a FuzzCase has no image catalog, so named images are unknown and 0×0 and system
// symbols are sized by the engines), Spacers with minLength (SPACER-2), Dividers (DIVIDER-1) and
// custom leaves (LEAF-OTHER-1) with min = ideal = max, ∞ maxima and min > max.

import LayoutCore

extension GenerationContext {
    static let ordinaryStrings = [
        "Hello world", "Hi", "Layout", "42", "Hello Beautiful World", "A longer label that may wrap across lines",
    ]
    static let edgeStrings = [
        "", " ", "a\nb", "\n", "supercalifragilisticexpialidocious", "  leading and trailing  ", "tab\tseparated",
        "😀 émoji 👨‍👩‍👧", "a\r\nb", "quote \" and \\ and \\(x)", "\u{1}", "x y z w v u t s r q p o n m l k j",
        "word\n\nafter an empty line",
    ]
    static let fonts = [
        FontSpec.body, FontSpec(style: "title", pointSize: 28), FontSpec(style: "headline", pointSize: 17),
        FontSpec(style: "caption2", pointSize: 11), FontSpec(style: "largeTitle", pointSize: 34),
        FontSpec(style: "system", pointSize: 9), FontSpec(style: "Menlo", pointSize: 12),
    ]
    static let edgeFonts = [
        FontSpec(style: "system", pointSize: 0.5), FontSpec(style: "system", pointSize: 200),
        FontSpec(style: "system", pointSize: 13.5),
    ]
    static let colors: [ColorName?] = [
        nil, ColorName("red"), ColorName("blue"), ColorName("accentColor"),
        ColorName("clear"), ColorName("brand name"),
    ]

    mutating func string() -> String {
        edge() ? pick(Self.edgeStrings) : pick(Self.ordinaryStrings)
    }

    mutating func font() -> FontSpec {
        edge() && chance(30) ? pick(Self.edgeFonts) : pick(Self.fonts)
    }

    /// A line limit: nil mostly; 0 and −1 are warned about and count as nil (§18.3).
    mutating func lineLimit() -> Int? {
        if edge() { return pick([0, -1, 1, 1000]) }
        return pick([nil, nil, 1, 2, 3])
    }

    mutating func colorName() -> ColorName? { pick(Self.colors) }

    /// A leaf kind from the profile's weights (a Text first when the profile needs one).
    mutating func leafKind() -> NodeKind {
        let choice: LeafChoice = needsText ? .text : traits.leaves.pick(&random)
        switch choice {
        case .shape:
            let radius = finite(number(.inset))
            let shape = pick([
                ShapeKind.rectangle, .roundedRectangle(cornerRadius: radius), .capsule, .ellipse, .circle,
            ])
            return .shape(ShapeSpec(shape: shape, fill: colorName()))
        case .color:
            return .shape(ShapeSpec(shape: .color, fill: colorName()))
        case .text:
            textCount += 1
            return .text(TextSpec(string(), font: chance(70) ? .body : font(), lineLimit: lineLimit()))
        case .image:
            let name = pick(["photo", "heart", "star.fill", ""])
            return .image(ImageSpec(name: name, isSystemSymbol: chance(50), isResizable: chance(50)))
        case .spacer:
            return .spacer(minLength: chance(50) ? nil : number(.minLength))
        case .divider:
            return .divider
        case .customLeaf:
            return .customLeaf(customLeaf())
        }
    }

    /// A control stand-in: fixed, slider-like (0 … ∞ wide), or arbitrary min/ideal/max (min >
    /// max and ∞ maxima included; only the maxima may be ∞ in source, CORE-10).
    mutating func customLeaf() -> CustomLeafSpec {
        switch below(4) {
        case 0:
            return .fixed(Size(width: finite(number(.length)), height: finite(number(.length))))
        case 1:
            return CustomLeafSpec(
                name: "Slider", minimum: .zero, ideal: Size(width: 100, height: 20),
                maximum: Size(width: .infinity, height: 20))
        default:
            let minimum = Size(width: finite(number(.length)), height: finite(number(.length)))
            let ideal = Size(width: finite(number(.length)), height: finite(number(.length)))
            let maximum = Size(
                width: chance(30) ? .infinity : number(.length, allowsInfinity: true),
                height: chance(30) ? .infinity : number(.length, allowsInfinity: true))
            return CustomLeafSpec(
                name: pick(["CustomLeaf", "Toggle"]), minimum: minimum, ideal: ideal, maximum: maximum)
        }
    }

    /// A leaf as a generated view (one node).
    mutating func leaf() -> Generated {
        Generated(description: .view(leafKind()), members: 1, nodes: 1)
    }
}
