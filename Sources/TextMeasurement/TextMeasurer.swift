// TextMeasurer.swift
// TextMeasurement
//
// TEXT-1: font metrics are not part of the rules; they come from a measurer.
// TEXT-8: the monospaced test measurer.

import LayoutCore

/// Unrounded font metrics in points.
public struct FontMetrics: Hashable, Sendable, Codable {
    public var ascender: Double
    public var descender: Double
    public var leading: Double
    public var capHeight: Double

    public init(ascender: Double, descender: Double, leading: Double, capHeight: Double) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
    }

    /// `ascender − descender + leading` (TEXT-1).
    public var rawLineHeight: Double { ascender - descender + leading }
}

/// Measures runs of text (TEXT-1). Implementations must be pure functions of their inputs.
public protocol TextMeasurer: Sendable {
    /// Unrounded advance width of `run` set on one line, trailing U+0020 excluded.
    func width(_ run: Substring, font: FontSpec) -> Double
    /// Unrounded metrics of `font`.
    func metrics(_ font: FontSpec) -> FontMetrics
    /// How the measurer is named on the command line (`default`, `mono:A,L`).
    var identifier: String { get }
}

/// TEXT-8: every grapheme advances `advance` points; ascender 0.8h, descender −0.2h, leading 0,
/// capHeight 0.7h. The font is ignored (the spec defines it for the body font only).
public struct MonoMeasurer: TextMeasurer, Hashable {
    public var advance: Double
    public var lineHeight: Double

    public init(advance: Double, lineHeight: Double) {
        self.advance = advance
        self.lineHeight = lineHeight
    }

    public func width(_ run: Substring, font: FontSpec) -> Double {
        var trimmed = run
        while trimmed.last == " " { trimmed.removeLast() }
        return advance * Double(trimmed.count)
    }

    public func metrics(_ font: FontSpec) -> FontMetrics {
        FontMetrics(
            ascender: 0.8 * lineHeight, descender: -0.2 * lineHeight, leading: 0,
            capHeight: 0.7 * lineHeight)
    }

    public var identifier: String { "mono:\(advance),\(lineHeight)" }

    /// The body-font stand-in of spec §16: "Hello world" is 85.333 × 20.333 at 3×.
    public static let bodyStandIn = MonoMeasurer(advance: 7.757575, lineHeight: 20.333333)

    /// Parses `mono:ADVANCE,LINEHEIGHT`; both must be finite and positive.
    public init?(specification: String) {
        guard specification.hasPrefix("mono:") else { return nil }
        let parts = specification.dropFirst(5).split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let a = Double(parts[0]), let h = Double(parts[1]),
            a.isFinite, h.isFinite, a >= 0, h > 0
        else { return nil }
        self.init(advance: a, lineHeight: h)
    }
}
