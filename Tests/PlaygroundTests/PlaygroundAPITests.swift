// PlaygroundAPITests.swift
// PlaygroundTests
//
// `POST /api/render` and `POST /api/compare` answer what `render --format json` and `compare
// --format json` write, and the page is served.

import Foundation
import Testing

@Suite("Playground API")
struct PlaygroundAPITests {
    static let colorSource = "Color.red.frame(width: 50, height: 20)"

    @Test("/api/render answers exactly what `render --format json` prints for the same input")
    func renderMatchesCommand() async throws {
        let source = "VStack(spacing: 8) {\n    Text(\"Hello\").id(\"greeting\")\n    \(Self.colorSource)\n}\n"
        let answer = try await withPlayground { try await $0.post("/api/render", fields: ["source": source]) }
        let printed = try layoutlabOutput(["render", "--format", "json", "-"], input: source)
        #expect(answer.status == 200)
        #expect(answer.contentType == "application/json; charset=utf-8")
        #expect(answer.body == printed)
        #expect(answer.body.contains("\"id\": \"greeting\""))
    }

    @Test("A proposal of 200×100 centres a 50×20 frame at (75, 40); nil and inf are accepted")
    func proposalFields() async throws {
        try await withPlayground { playground in
            let answer = try await playground.post(
                "/api/render", fields: ["source": Self.colorSource, "width": 200, "height": 100])
            let root = try #require(answer.object["root"] as? [String: Any])
            let frame = try #require(root["frame"] as? [String: Double])
            #expect(frame == ["x": 75, "y": 40, "width": 50, "height": 20])
            #expect(answer.object["scale"] as? Double == 1)
            let unbounded = try await playground.post(
                "/api/render", fields: ["source": Self.colorSource, "width": NSNull(), "height": "inf"])
            let proposal = try #require(unbounded.object["proposal"] as? [String: Any])
            #expect(proposal["width"] is NSNull)
            #expect(proposal["height"] as? String == "inf")
        }
    }

    @Test("The constraint engine answers through /api/render with engine \"constraint\"")
    func constraintEngine() async throws {
        let answer = try await withPlayground {
            try await $0.post(
                "/api/render",
                fields: ["source": Self.colorSource, "width": 200, "height": 100, "engine": "constraint"])
        }
        let printed = try layoutlabOutput(
            ["render", "--format", "json", "--engine", "constraint", "--width", "200", "--height", "100", "-"],
            input: Self.colorSource)
        #expect(answer.status == 200)
        #expect(answer.object["engine"] as? String == "constraint")
        #expect(answer.body == printed)
    }

    @Test("/api/compare answers what `compare --format json` prints: both layouts and the verdict")
    func compareMatchesCommand() async throws {
        let source = "HStack { Text(\"a\"); Spacer(); Color.blue.frame(width: 30) }"
        let answer = try await withPlayground { try await $0.post("/api/compare", fields: ["source": source]) }
        let printed = try layoutlabOutput(["compare", "--format", "json", "-"], input: source)
        #expect(answer.status == 200)
        #expect(answer.body == printed)
        #expect(answer.object["agrees"] as? Bool == true)
        #expect((answer.object["differences"] as? [Any])?.count == 0)
        #expect((answer.object["constraint"] as? [String: Any])?["engine"] as? String == "constraint")
    }

    @Test("Every answer carries its server time in a Server-Timing header")
    func serverTiming() async throws {
        let answer = try await withPlayground { try await $0.post("/api/render", fields: ["source": Self.colorSource]) }
        let milliseconds = try #require(answer.serverMilliseconds)
        #expect(milliseconds > 0 && milliseconds < 5000)
    }

    @Test("The page, its script and its style are served; the page has the editor and the picture")
    func page() async throws {
        try await withPlayground { playground in
            let page = try await playground.get("/")
            #expect(page.status == 200)
            #expect(page.contentType == "text/html; charset=utf-8")
            #expect(page.body.contains("<textarea id=\"source\""))
            #expect(page.body.contains("<div id=\"picture\">"))
            let script = try await playground.get("/playground.js")
            #expect(script.status == 200)
            #expect(script.body.contains("/api/compare"))
            #expect(try await playground.get("/playground.css").status == 200)
            #expect(try await playground.get("/nothing-here").status == 404)
        }
    }
}
