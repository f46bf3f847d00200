// Text.swift
// LayoutDSL
//
// Text leaves (TEXT-1). Font and line limit come from the environment: `.font(_:)` and
// `.lineLimit(_:)` on any view reach every Text below it, the innermost winning (§18.4).

import Foundation
import LayoutCore

/// `Text("…")`, measured by the engine's text measurer (TEXT-1..5).
public struct Text: View, PrimitiveView {
    public var string: String

    public init(_ string: String) { self.string = string }
    public init(verbatim string: String) { self.string = string }

    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        .view(.text(TextSpec(string)))
    }

    /// Truncation is drawing only (TEXT-1).
    public enum TruncationMode: Hashable, Sendable {
        case head
        case middle
        case tail
    }
}

/// A font: a text style at its default Dynamic Type size, or `.system(size:)` (TEXT-1).
public struct Font: Hashable, Sendable {
    public var spec: FontSpec

    public init(_ spec: FontSpec) { self.spec = spec }

    /// A text style by name from ``FontSpec/textStyles`` (17 pt when unknown).
    public static func style(_ name: String) -> Font {
        Font(FontSpec(style: name, pointSize: FontSpec.textStyles[name] ?? 17))
    }

    /// `.system(size:)`; the weight and design are drawing only in this model.
    public static func system(size: CGFloat, weight: Weight = .regular) -> Font {
        Font(FontSpec(style: "system", pointSize: Double(size)))
    }

    public static var largeTitle: Font { style("largeTitle") }
    public static var title: Font { style("title") }
    public static var title2: Font { style("title2") }
    public static var title3: Font { style("title3") }
    public static var headline: Font { style("headline") }
    public static var body: Font { style("body") }
    public static var callout: Font { style("callout") }
    public static var subheadline: Font { style("subheadline") }
    public static var footnote: Font { style("footnote") }
    public static var caption: Font { style("caption") }
    public static var caption2: Font { style("caption2") }

    /// Font weights, accepted for source compatibility; they do not change measurement here.
    public struct Weight: Hashable, Sendable {
        let name: String
        public static let ultraLight = Weight(name: "ultraLight")
        public static let thin = Weight(name: "thin")
        public static let light = Weight(name: "light")
        public static let regular = Weight(name: "regular")
        public static let medium = Weight(name: "medium")
        public static let semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold")
        public static let heavy = Weight(name: "heavy")
        public static let black = Weight(name: "black")
    }
}
