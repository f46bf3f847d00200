// PlaygroundTimeLimitTests.swift
// PlaygroundTests
//
// A layout past the time limit is answered at the deadline and abandoned; abandoned work beyond
// the running-job limit refuses new requests with 429 until it ends; the server survives both.

import Foundation
import Playground
import Testing

@Suite("Playground time limits")
struct PlaygroundTimeLimitTests {
    /// 15,001 nodes: well under the node limit, and far more than 10 ms of work.
    static let slowSource = "VStack { ForEach(0..<15000, id: \\.self) { i in Color.red } }"

    @Test("A layout over the time limit is 422 timeLimit, answered at the deadline; then 429 while it runs on")
    func timeLimit() async throws {
        var limits = PlaygroundLimits()
        limits.timeLimit = .milliseconds(10)
        limits.runningJobs = 1
        try await withPlayground(limits: limits) { playground in
            let slow = try await playground.post("/api/render", fields: ["source": Self.slowSource])
            #expect(slow.status == 422)
            #expect(slow.error["kind"] as? String == "timeLimit")
            #expect(
                slow.error["message"] as? String == "the layout took longer than the playground's time limit of 0.01 s")
            #expect(try #require(slow.serverMilliseconds) < 2000)
            let refused = try await playground.post("/api/render", fields: ["source": "Text(\"a\")"])
            #expect(refused.status == 429)
            #expect(refused.error["kind"] as? String == "busy")
            // Once the abandoned layout ends, small requests are answered again.
            var status = 0
            for _ in 0..<600 where status != 200 {
                try await Task.sleep(for: .milliseconds(100))
                status = try await playground.post("/api/render", fields: ["source": "Color.red"]).status
            }
            #expect(status == 200)
        }
    }

    @Test("The constraint engine's solver gets the time left, and a time-limited compare is 422")
    func compareTimeLimit() async throws {
        var limits = PlaygroundLimits()
        limits.timeLimit = .milliseconds(10)
        let answer = try await withPlayground(limits: limits) {
            try await $0.post("/api/compare", fields: ["source": Self.slowSource])
        }
        #expect(answer.status == 422)
        #expect(answer.error["kind"] as? String == "timeLimit")
    }
}
