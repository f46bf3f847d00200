// RobustnessStressTests.swift
// LayoutSourceTests
//
// Mangled input never traps: every truncation and many single-character edits of the round-trip
// sources either parse or throw a SourceError with a valid location. Stress tier: about 16 s.

import LayoutCore
import LayoutSource
import TestTiers
import Testing

@Suite(.tags(.stress), .stressTier) struct RobustnessStressTests {
    @Test(arguments: RoundTripTests.sources.indices)
    func `mangled sources parse or fail cleanly`(index: Int) {
        let source = Array(RoundTripTests.sources[index])
        var variants: [String] = []
        for cut in stride(from: 0, to: source.count, by: 3) {
            variants.append(String(source[..<cut]))
            var removed = source
            removed.remove(at: cut)
            variants.append(String(removed))
            for insert in ["(", "}", ".", "-", "\"", "\\", "0", "*"] {
                var edited = source
                edited.insert(Character(insert), at: cut)
                variants.append(String(edited))
            }
        }
        let lines = RoundTripTests.sources[index].split(separator: "\n", omittingEmptySubsequences: false).count
        for variant in variants {
            do {
                _ = try SwiftUISourceParser.parse(variant, fileName: "m.swift")
            } catch {
                #expect(error.line >= 1 && error.line <= lines + 1 && error.column >= 1, "\(error)")
                #expect(!error.message.isEmpty)
            }
        }
    }
}
