// PlaygroundBadInputTests.swift
// PlaygroundTests
//
// Bad input is answered with a 4xx and a JSON error (with line and column when there is a
// place to point at), and the server goes on answering.

import Foundation
import Playground
import Testing

@Suite("Playground bad input")
struct PlaygroundBadInputTests {
    @Test("A source error is 422 with its line and column, as `render` reports it")
    func sourceError() async throws {
        let source = "VStack {\n    Text(\"a\"\n}\n"
        try await withPlayground { playground in
            let answer = try await playground.post("/api/render", fields: ["source": source])
            #expect(answer.status == 422)
            #expect(answer.error["kind"] as? String == "source")
            #expect(answer.error["line"] as? Int == 3)
            #expect(answer.error["column"] as? Int == 1)
            #expect(answer.error["file"] as? String == "Playground.swift")
            #expect(answer.error["message"] as? String == "unexpected '}': the '(' at 2:9 is not closed")
            let compared = try await playground.post("/api/compare", fields: ["source": source])
            #expect(compared.status == 422)
            #expect(compared.error["line"] as? Int == 3)
            // Still serving.
            #expect(try await playground.post("/api/render", fields: ["source": "Text(\"ok\")"]).status == 200)
        }
    }

    @Test("Malformed JSON is 400 with the line and column the JSON parser names")
    func malformedJSON() async throws {
        let answer = try await withPlayground {
            try await $0.post("/api/render", "{\n  \"source\": \"Text(1)\",\n  oops\n}")
        }
        #expect(answer.status == 400)
        #expect(answer.error["kind"] as? String == "json")
        #expect(answer.error["line"] as? Int == 3)
        #expect(answer.error["column"] as? Int == 3)
    }

    @Test(
        "Bad fields are 400 with the field named",
        arguments: [
            ("[1, 2]", "the request body must be a JSON object"),
            ("{\"width\": 10, \"height\": 10}", "\"source\" must be a string of SwiftUI source"),
            ("{\"source\": \"Text(1)\", \"width\": 10}", "\"width\" and \"height\" must be given together"),
            (
                "{\"source\": \"Text(1)\", \"width\": -1, \"height\": 5}",
                "\"width\" must be a number ≥ 0, null or \"inf\""
            ),
            ("{\"source\": \"Text(1)\", \"engine\": \"fast\"}", "\"engine\" must be \"reference\" or \"constraint\""),
        ])
    func badFields(body: String, message: String) async throws {
        let answer = try await withPlayground { try await $0.post("/api/render", body) }
        #expect(answer.status == 400)
        #expect(answer.error["kind"] as? String == "request")
        #expect(answer.error["message"] as? String == message)
    }

    @Test("A body over 256 KiB is 413")
    func hugeBody() async throws {
        let source = String(repeating: "// padding\n", count: 30_000) // 330,000 bytes
        let answer = try await withPlayground { try await $0.post("/api/render", fields: ["source": source]) }
        #expect(answer.status == 413)
        #expect(answer.error["kind"] as? String == "limit")
    }

    @Test("A tree over the node limit is 422 before any layout")
    func hugeTree() async throws {
        let source = "VStack { ForEach(0..<30000, id: \\.self) { i in Color.red } }"
        let answer = try await withPlayground { try await $0.post("/api/render", fields: ["source": source]) }
        #expect(answer.status == 422)
        #expect(answer.error["kind"] as? String == "limit")
        #expect(
            answer.error["message"] as? String == "the tree has 30001 nodes, more than the playground's limit of 20000")
    }
}
