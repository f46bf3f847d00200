// PlaygroundPerformanceTests.swift
// PlaygroundTests
//
// A 200-node layout, the size of a busy screen, answered by /api/render and /api/compare; the
// server time (fastest of five, from the Server-Timing header) is printed, not asserted: speed is
// measured, never a pass/fail condition of a unit test on a shared machine. The goal, under 50 ms
// in an optimized build, is checked with `swift test -c release --filter PlaygroundPerformance`.

import Foundation
import Testing

@Suite("Playground performance")
struct PlaygroundPerformanceTests {
    /// 1 VStack + 40 × (HStack + Text + Spacer + frame + Color) = 201 nodes.
    static let source = """
        VStack(spacing: 4) {
            ForEach(0..<40, id: \\.self) { i in
                HStack {
                    Text("Row \\(i)")
                    Spacer()
                    Color.blue.frame(width: 20, height: 20)
                }
            }
        }
        """

    @Test("A 201-node layout is answered by /api/render and /api/compare; server times printed")
    func twoHundredNodes() async throws {
        try await withPlayground { playground in
            var render: [Double] = []
            var timings: [Double: String] = [:]
            var compare: [Double] = []
            for _ in 0..<5 {
                let answer = try await playground.post("/api/render", fields: ["source": Self.source])
                #expect(answer.status == 200)
                render.append(try #require(answer.serverMilliseconds))
                timings[render.last!] = answer.timing
                let compared = try await playground.post("/api/compare", fields: ["source": Self.source])
                #expect(compared.status == 200)
                compare.append(try #require(compared.serverMilliseconds))
            }
            let nodes =
                try layoutlabOutput(["render", "--format", "json", "-"], input: Self.source)
                .components(separatedBy: "\"kind\":").count - 1
            #expect(nodes == 201)
            print(
                "playground: 201 nodes, render \(timings[render.min()!]!), compare \(compare.min()!) ms (fastest of 5)")
        }
    }
}
