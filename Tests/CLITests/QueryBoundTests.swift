// QueryBoundTests.swift
// CLITests
//
// Re-measurement is bounded (HSTACK-6): on every benchmark shape `layoutlab generate` writes,
// the reference engine asks at most 7 size queries per node (CORE-1's `measure(node, P)`, cache
// hits included), counted by `bench` through the tracer hook (one traced pass). The counts are
// exact: a change in how often the rules ask shows up here as a number, not as a time.

import Foundation
import Testing

@Suite("Size queries per node (reference engine)")
struct QueryBoundTests {
    /// Size queries of one pass over `generate --shape S --nodes N --seed 1`.
    private func queries(_ shape: String, nodes: Int) throws -> Int {
        let json = try benchJSON(try generated(shape, nodes: nodes))
        #expect(json["nodes"] as? Int == nodes, "\(shape)")
        return try #require(json["measurements"] as? Int, "\(shape)")
    }

    @Test("HSTACK-6 every benchmark shape: at most 7 size queries per node, at 1,000 and 3,000 nodes")
    func everyShape() throws {
        // Size queries of the whole pass at 1,000 and 3,000 nodes, where counted so far
        // (tools/reference-engine-probe builds the same two trees in-process).
        let expected: [String: (Int, Int)] = ["huge-nested": (2_198, 6_998), "wide": (2_164, 6_498)]
        for shape in benchmarkShapes {
            let small = try queries(shape, nodes: 1_000)
            let large = try queries(shape, nodes: 3_000)
            if let (expectedSmall, expectedLarge) = expected[shape] {
                #expect(small == expectedSmall, "\(shape) at 1,000 nodes: \(small)")
                #expect(large == expectedLarge, "\(shape) at 3,000 nodes: \(large)")
            }
            #expect(small <= 7 * 1_000 && large <= 7 * 3_000, "\(shape): \(small), \(large)")
        }
    }
}
