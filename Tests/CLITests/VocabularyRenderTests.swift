// VocabularyRenderTests.swift
// CLITests
//
// CHROME-1 in the reports: recorded modifiers appear as a node's `attributes` in JSON and in its
// SVG title; CONTROL stand-ins are drawn as boxes labelled with the control's name.

import Foundation
import Testing

@Suite struct VocabularyRenderTests {
    private let source = """
        NavigationStack {
            VStack {
                Text("Hi").onTapGesture { }
                Toggle("Wi-Fi", isOn: $on)
            }
            .navigationTitle("Landmarks")
        }
        """

    @Test func `CHROME-1 JSON lists each node's attributes after its id`() throws {
        let run = try layoutlab(["render", "-", "--format", "json"], input: source)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(#""attributes": {"navigationTitle": "Landmarks", "NavigationStack": true}"#))
        #expect(run.stdout.contains(#""attributes": {"onTapGesture": true}"#))
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let root = object?["root"] as? [String: Any]
        #expect(root?["kind"] as? String == "VStack")
        #expect((root?["attributes"] as? [String: Any])?["navigationTitle"] as? String == "Landmarks")
        // A node without attributes has no key at all.
        let children = root?["children"] as? [[String: Any]]
        #expect(children?.count == 2)
        #expect((children?[1])?["attributes"] as? [String: Bool] == ["Toggle": true])
        #expect(((children?[1])?["children"] as? [[String: Any]])?[0]["attributes"] == nil)
    }

    @Test func `CHROME-1 CONTROL-2 SVG titles list attributes and controls are labelled boxes`() throws {
        let run = try layoutlab(["render", "-", "--format", "svg"], input: source)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("[navigationTitle &quot;Landmarks&quot;, NavigationStack]"))
        #expect(run.stdout.contains(">Toggle</text>"))
    }
}
