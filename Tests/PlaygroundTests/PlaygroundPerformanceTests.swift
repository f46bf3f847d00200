// PlaygroundPerformanceTests.swift
// PlaygroundTests
//
// A 200-node layout, the size of a busy screen, is answered in under 50 ms of server time in an
// optimized build: fast enough to follow typing. The fastest of five runs is taken, so that
// another process on the machine's two cores does not decide the result.

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

    /// 50 ms in an optimized build (`swift test -c release`). The default tier runs a debug build,
    /// where swift-syntax and the JSON writer are about ten times slower and other suites run in
    /// parallel (74 ms measured there, 30 of them parsing), so it only guards against a
    /// regression by an order of magnitude.
    #if DEBUG
        static let budgetMilliseconds = 500.0
    #else
        static let budgetMilliseconds = 50.0
    #endif

    @Test("A 201-node layout: /api/render within the budget (50 ms optimized), /api/compare logged")
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
            #expect(render.min()! < Self.budgetMilliseconds)
        }
    }
}
