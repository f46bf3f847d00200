// FormatPointsTests.swift
// LayoutCoreTests
//
// Diagnostics print numbers with formatPoints; hostile values must never trap (CORE-6).

import LayoutCore
import Testing

@Suite("formatPoints")
struct FormatPointsTests {
    @Test("CORE-6 formatPoints prints ordinary, huge and non-finite values without trapping")
    func values() {
        #expect(formatPoints(85.33333333) == "85.333")
        #expect(formatPoints(-3) == "-3")
        #expect(formatPoints(0.1) == "0.1")
        #expect(formatPoints(-1e20) == "-1e+20")
        #expect(formatPoints(2.5e20) == "2.5e+20")
        #expect(formatPoints(.infinity) == "inf")
        #expect(formatPoints(.nan) == "nan")
    }
}
