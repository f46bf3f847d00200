// FontTableMeasurerTests.swift
// TextMeasurementTests
//
// TEXT-1: the default measurer (Inter Regular from Debian's fonts-inter, SF Pro tracking).
// Expected values are font units from BodyFontTable.swift scaled by pointSize / 2816.

import LayoutCore
import Testing

@testable import TextMeasurement

private let measurer = FontTableMeasurer.standard
private let untracked = FontTableMeasurer(appliesTracking: false)
private let body = FontSpec.body
private let unitsPerEm = 2816.0

private func font(_ size: Double) -> FontSpec { FontSpec(style: "body", pointSize: size) }

private func ceilThird(_ value: Double) -> Double { (value * 3 - 1e-7).rounded(.up) / 3 }

@Suite("FontTableMeasurer")
struct FontTableMeasurerTests {
    @Test("TEXT-1 default measurer: Hello world at 17 pt")
    func helloWorldWidth() {
        // Advances 14964 units, kerning w-o −52 → 14912 units; tracking −0.43 pt × 11 graphemes.
        let width = measurer.width("Hello world", font: body)
        #expect(abs(width - 85.29272727272726) < 1e-9)
        #expect(abs(width - (14912 * 17 / unitsPerEm - 11 * 0.43)) < 1e-9)
        #expect(width > 85.0 && width <= 85.0 + 1.0 / 3.0)
        #expect(abs(ceilThird(width) - 256.0 / 3.0) < 1e-9)
        #expect(abs(untracked.width("Hello world", font: body) - 14912 * 17 / unitsPerEm) < 1e-9)
    }

    @Test("TEXT-1 default measurer: body line metrics at 17 pt are the system font's (20.287 → 20.333)")
    func bodyMetrics() {
        let metrics = measurer.metrics(body)
        #expect(metrics.ascender == 1950 * 17 / 2048.0)
        #expect(metrics.descender == -494 * 17 / 2048.0)
        #expect(metrics.leading == 0)
        #expect(abs(metrics.capHeight - 2048 * 17 / unitsPerEm) < 1e-9)
        #expect(metrics.rawLineHeight == 20.287109375)
        #expect(abs(ceilThird(metrics.rawLineHeight) - 61.0 / 3.0) < 1e-9)
    }

    @Test("TEXT-1 Inter's own line metrics at 17 pt miss the window (20.574 → 20.667)")
    func interMetrics() {
        let metrics = FontTableMeasurer(lineMetrics: .inter).metrics(body)
        #expect(abs(metrics.ascender - 2728 * 17 / unitsPerEm) < 1e-9)
        #expect(abs(metrics.descender + 680 * 17 / unitsPerEm) < 1e-9)
        #expect(metrics.leading == 0)
        // 3408 units = 20.5739 pt: Inter's real line height misses TEXT-1's (20.0, 20.333] window.
        #expect(abs(metrics.rawLineHeight - 20.573863636363637) < 1e-9)
        #expect(abs(ceilThird(metrics.rawLineHeight) - 62.0 / 3.0) < 1e-9)
    }

    @Test("TEXT-1 default measurer: trailing spaces are excluded, other spaces count")
    func trailingSpaces() {
        let plain = measurer.width("Hello world", font: body)
        #expect(measurer.width("Hello world   ", font: body) == plain)
        #expect(measurer.width("Hello world x".dropLast(), font: body) == plain)
        // A leading space is 792 units plus one grapheme of tracking.
        let leading = measurer.width(" Hello world", font: body)
        #expect(abs(leading - plain - (792 * 17 / unitsPerEm - 0.43)) < 1e-9)
        #expect(measurer.width("   ", font: body) == 0)
    }

    @Test("TEXT-1 default measurer: width scales linearly with pointSize")
    func linearScaling() {
        let text: Substring = "The quick brown fox — «jumps» 1234"
        let at17 = untracked.width(text, font: font(17))
        #expect(abs(untracked.width(text, font: font(34)) - 2 * at17) < 1e-9)
        #expect(abs(untracked.width(text, font: font(8.5)) - at17 / 2) < 1e-9)
        // SF Pro tracking is 0 at 12 pt and at 96 pt, so the tracked widths scale too.
        let at12 = measurer.width(text, font: font(12))
        #expect(abs(measurer.width(text, font: font(96)) - 8 * at12) < 1e-9)
        #expect(abs(at12 - untracked.width(text, font: font(12))) < 1e-12)
    }

    @Test("TEXT-1 default measurer: scalars without a glyph use the fallback")
    func fallback() {
        // U+16A0 RUNIC LETTER FEHU is not in Inter: mean a–z advance, 1503 units.
        #expect(abs(measurer.width("\u{16A0}", font: body) - (1503 * 17 / unitsPerEm - 0.43)) < 1e-9)
        // A wide CJK ideograph is 1 em.
        #expect(abs(measurer.width("漢", font: body) - (17 - 0.43)) < 1e-9)
        #expect(abs(untracked.width("漢字", font: font(20)) - 40) < 1e-9)
        // Zero-width format characters add neither advance nor tracking, and keep kerning.
        let plain = measurer.width("Hello world", font: body)
        #expect(abs(measurer.width("Hello\u{200B} w\u{2060}orld", font: body) - plain) < 1e-9)
    }

    @Test("TEXT-1 default measurer: graphemes advance by their base scalar")
    func graphemes() {
        let e = untracked.width("e", font: body)
        #expect(abs(e - 1640 * 17 / unitsPerEm) < 1e-9)
        #expect(untracked.width("e\u{301}", font: body) == e)
        #expect(untracked.width("é", font: body) == e)
        // One tracking step per grapheme, not per scalar.
        #expect(abs(measurer.width("e\u{301}\u{302}", font: body) - (e - 0.43)) < 1e-9)
    }

    @Test("TEXT-1 default measurer: GPOS pair kerning")
    func kerning() {
        // HarfBuzz gives wo = 3916, AV = 3616, To = 3264 units.
        #expect(abs(untracked.width("wo", font: body) - 3916 * 17 / unitsPerEm) < 1e-9)
        #expect(abs(untracked.width("AV", font: body) - 3616 * 17 / unitsPerEm) < 1e-9)
        #expect(abs(untracked.width("To", font: body) - 3264 * 17 / unitsPerEm) < 1e-9)
    }

    @Test("TEXT-1 default measurer: SF Pro tracking table")
    func trackingTable() {
        #expect(FontTableMeasurer.tracking(pointSize: 17) == -0.43)
        #expect(FontTableMeasurer.tracking(pointSize: 12) == 0)
        #expect(abs(FontTableMeasurer.tracking(pointSize: 16.5) - -0.37) < 1e-12)
        #expect(abs(FontTableMeasurer.tracking(pointSize: 55) - 0.31) < 1e-12)
        #expect(FontTableMeasurer.tracking(pointSize: 2) == 0.24)
        #expect(FontTableMeasurer.tracking(pointSize: 200) == 0)
    }

    @Test("TEXT-1 default measurer: empty string and identifier")
    func emptyAndIdentifier() {
        #expect(measurer.width("", font: body) == 0)
        #expect(measurer.width("Hello", font: font(0)) == 0)
        #expect(measurer.identifier == "default")
        #expect(untracked.identifier == "default-untracked")
    }
}
