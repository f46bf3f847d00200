// PlaygroundTraceTests.swift
// PlaygroundTests
//
// `POST /api/trace` answers the steps `trace --format json` prints, one element of `events` per
// JSON Lines line, filtered to one view with `node` as `--node` filters, and refuses bad input
// as the other routes do.

import Foundation
import Playground
import Testing

@Suite("Playground trace API")
struct PlaygroundTraceTests {
    /// The seeds' HStack negotiation in small: a fixed 50-point frame and a flexible Color share
    /// 200 − 8 (spacing) = 192 points; the frame, less flexible, goes first (HSTACK-2) and takes
    /// 50, so the Color is offered the 142 left (HSTACK-3) and placed after the spacing at x = 58.
    static let stack = "HStack {\n    Color.red.frame(width: 50)\n    Color.blue.id(\"blue\")\n}\n"

    /// The lines of `events` in an answer: the document writes one event per line, unchanged.
    static func eventLines(_ body: String) -> [String] {
        body.split(separator: "\n").dropFirst().dropLast().map {
            $0.hasSuffix(",") ? String($0.dropLast()) : String($0)
        }
    }

    /// Each engine, whole and filtered to the blue Color (by label and by path).
    static let engineAndNode: [(String, String?)] = [
        ("reference", nil), ("reference", "blue"), ("constraint", nil), ("constraint", "0.1"),
    ]

    static func events(_ answer: Answer) -> [[String: Any]] { answer.object["events"] as? [[String: Any]] ?? [] }

    @Test(
        "/api/trace's events are the lines `trace --format json` prints for the same input",
        arguments: Self.engineAndNode)
    func matchesCommand(engine: String, node: String?) async throws {
        var fields: [String: Any] = ["source": Self.stack, "width": 200, "height": 100, "engine": engine]
        var arguments = ["trace", "--format", "json", "--engine", engine, "--width", "200", "--height", "100"]
        if let node {
            fields["node"] = node
            arguments += ["--node", node]
        }
        let answer = try await withPlayground { try await $0.post("/api/trace", fields: fields) }
        let printed = try layoutlabOutput(arguments + ["-"], input: Self.stack)
        #expect(answer.status == 200)
        #expect(answer.contentType == "application/json; charset=utf-8")
        #expect(answer.object["engine"] as? String == engine)
        let lines = printed.split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty)
        #expect(Self.eventLines(answer.body) == lines)
        // The same events once parsed, so the document is JSON and not only the same text.
        let parsed = lines.map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? NSDictionary }
        #expect(Self.events(answer).map { $0 as NSDictionary } == parsed.compactMap { $0 })
    }

    @Test("The blue Color's trace holds the HStack's HSTACK-3 proposal of 142 × 100 and its 142×100 answer")
    func hstackNegotiation() async throws {
        let answer = try await withPlayground {
            try await $0.post(
                "/api/trace", fields: ["source": Self.stack, "width": 200, "height": 100, "node": "blue"])
        }
        #expect(answer.status == 200)
        #expect(answer.object["node"] as? Int == 3)
        let events = Self.events(answer)
        let query = try #require(
            events.firstIndex {
                $0["kind"] as? String == "query" && $0["node"] as? Int == 3 && $0["rule"] as? String == "HSTACK-3"
            })
        #expect(events[query]["asker"] as? Int == 0)
        #expect(events[query]["step"] as? String == "share of avail")
        #expect(events[query]["proposal"] as? [String: Double] == ["width": 142, "height": 100])
        let answered = try #require(events[(query + 1)...].first { $0["kind"] as? String == "answer" })
        #expect(answered["node"] as? Int == 3)
        #expect(answered["size"] as? [String: Double] == ["width": 142, "height": 100])
        // HSTACK-2's two probes come first; the placement follows after the spacing.
        let probes = events[..<query].filter { $0["node"] as? Int == 3 && $0["rule"] as? String == "HSTACK-2" }
        #expect(probes.map { $0["step"] as? String } == ["minimum probe", "maximum probe"])
        let placement = try #require(events.first { $0["kind"] as? String == "placement" && $0["node"] as? Int == 3 })
        #expect(placement["rule"] as? String == "HSTACK-5")
        #expect(placement["origin"] as? [String: Double] == ["x": 58, "y": 0])
        #expect(placement["size"] as? [String: Double] == ["width": 142, "height": 100])
        // Every step involves the blue Color: it is the node or the one asking.
        #expect(events.allSatisfy { $0["node"] as? Int == 3 || $0["asker"] as? Int == 3 })
    }

    @Test("A node that names no view is 422 naming it and what the tree offers")
    func unknownNode() async throws {
        let answer = try await withPlayground {
            try await $0.post("/api/trace", fields: ["source": Self.stack, "node": "green"])
        }
        #expect(answer.status == 422)
        #expect(answer.error["kind"] as? String == "node")
        #expect(
            answer.error["message"] as? String
                == "\"node\" 'green' names no view: labels: 'blue'; or #0…#3, or a path such as 0.1")
    }

    @Test("A node that is not a string is 400")
    func nodeNotString() async throws {
        let answer = try await withPlayground {
            try await $0.post("/api/trace", fields: ["source": Self.stack, "node": 3])
        }
        #expect(answer.status == 400)
        #expect(answer.error["kind"] as? String == "request")
        #expect(
            answer.error["message"] as? String == "\"node\" must be a string: an .id label, #N or a path such as 0.1")
    }

    @Test("A source error is 422 with its line and column, as /api/render answers it")
    func sourceError() async throws {
        let answer = try await withPlayground {
            try await $0.post("/api/trace", fields: ["source": "VStack {\n    Text(\"a\"\n}\n", "node": "a"])
        }
        #expect(answer.status == 422)
        #expect(answer.error["kind"] as? String == "source")
        #expect(answer.error["line"] as? Int == 3)
        #expect(answer.error["column"] as? Int == 1)
    }

    @Test("A trace longer than the step limit is 422, and a node filter brings it under")
    func stepLimit() async throws {
        var limits = PlaygroundLimits()
        limits.traceSteps = 20
        try await withPlayground(limits: limits) { playground in
            let whole = try await playground.post(
                "/api/trace", fields: ["source": Self.stack, "width": 200, "height": 100])
            #expect(whole.status == 422)
            #expect(whole.error["kind"] as? String == "limit")
            #expect(
                whole.error["message"] as? String
                    == "the trace has more than the playground's limit of 20 steps; name one view with \"node\"")
            let focused = try await playground.post(
                "/api/trace", fields: ["source": Self.stack, "width": 200, "height": 100, "node": "blue"])
            #expect(focused.status == 200)
            #expect(!Self.events(focused).isEmpty)
        }
    }
}
