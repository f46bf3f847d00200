// JSONReportTests.swift
// LayoutReportTests

import Foundation
import LayoutCore
import LayoutReport
import Testing

/// Parses `text` with Foundation, failing the test when it is not a JSON object.
private func parse(_ text: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(object as? [String: Any])
}

private func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

private func children(_ node: [String: Any]?) -> [[String: Any]] {
    node?["children"] as? [[String: Any]] ?? []
}

@Suite struct JSONReportTests {
    @Test func documentFieldsParseBack() throws {
        let json = try parse(JSONReport().render(tree: Fixture.tree(), result: Fixture.result()))
        #expect(json["engine"] as? String == "reference")
        let proposal = json["proposal"] as? [String: Any]
        #expect(number(proposal?["width"]) == 390)
        #expect(number(proposal?["height"]) == 763)
        #expect(number(json["scale"]) == 3)
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["code"] as? String == "frame.invalidDimension")
        #expect(diagnostics.first?["message"] as? String == "negative width -5 treated as 0")
        #expect(diagnostics.first?["path"] as? String == "0.1")
    }

    @Test func nodesParseBackWithKindIDPathAndFrames() throws {
        let json = try parse(JSONReport().render(tree: Fixture.tree(), result: Fixture.result()))
        let root = try #require(json["root"] as? [String: Any])
        #expect(root["kind"] as? String == "ZStack")
        #expect(root["id"] is NSNull)
        #expect(root["path"] as? String == "0")
        #expect(root["hidden"] as? Bool == false)
        let rootFrame = root["frame"] as? [String: Any]
        #expect(number(rootFrame?["x"]) == 0)
        #expect(number(rootFrame?["y"]) == 47)
        #expect(number(rootFrame?["width"]) == 390)
        #expect(number(rootFrame?["height"]) == 763)

        let top = children(root)
        #expect(top.map { $0["kind"] as? String } == ["Text", "overlay", "ViewThatFits", "Rectangle", "Color"])
        #expect(top.map { $0["path"] as? String } == ["0.0", "0.1", "0.2", "0.3", "0.4"])
        #expect(top.map { $0["id"] as? String } == ["t", nil, "v", nil, "x&<y>"])

        let text = top[0]
        let frame = text["displayFrame"] as? [String: Any]
        #expect(number(frame?["x"]) == 152.33333333333334)
        #expect(number(frame?["y"]) == 418.3333333333333)
        #expect(number(frame?["width"]) == 85.33333333333333)
        #expect(number(frame?["height"]) == 20.333333333333332)
        #expect(children(text).isEmpty)

        let overlay = children(top[1])
        #expect(overlay.map { $0["kind"] as? String } == ["Rectangle", "Color"])
        #expect(overlay.map { $0["path"] as? String } == ["0.1.0", "0.1.1"])
        #expect(overlay.last?["id"] as? String == "c")
    }

    @Test func hiddenNodesHaveNullProposalAndNoChildren() throws {
        let output = try JSONReport().render(tree: Fixture.tree(), result: Fixture.result())
        let root = try parse(output)["root"] as? [String: Any]
        let fits = children(children(root)[2])
        #expect(fits.count == 2)
        let hidden = try #require(fits.first)
        #expect(hidden["kind"] as? String == "HStack")
        #expect(hidden["path"] as? String == "0.2.0")
        #expect(hidden["hidden"] as? Bool == true)
        #expect(hidden["proposal"] is NSNull)
        #expect(children(hidden).isEmpty)
        #expect(fits.last?["path"] as? String == "0.2.1")
        #expect(fits.last?["hidden"] as? Bool == false)
        // The hidden HStack's Text is not reported, so it is not written at all.
        #expect(!output.contains("wide"))
        #expect(!output.contains("0.2.0.0"))
    }

    @Test func infiniteProposalIsTheStringInf() throws {
        let output = try JSONReport().render(tree: Fixture.tree(), result: Fixture.result())
        let root = try parse(output)["root"] as? [String: Any]
        let proposal = children(root)[3]["proposal"] as? [String: Any]
        #expect(proposal?["width"] as? String == "inf")
        #expect(proposal?["height"] is NSNull)
        #expect(output.contains(#""proposal": {"width": "inf", "height": null}"#))
    }

    @Test func numbersRoundTripAndIntegersHaveNoFraction() throws {
        let output = try JSONReport().render(tree: Fixture.tree(), result: Fixture.result())
        #expect(output.contains(#""x": 152.33333333333334, "y": 418.3333333333333"#))
        #expect(output.contains(#""frame": {"x": 95, "y": 378.5, "width": 200, "height": 100}"#))
        #expect(output.contains(#""scale": 3,"#))
        #expect(!output.contains(".0,"))
    }

    @Test func compactAndPrettyCarryTheSameDocument() throws {
        let tree = try Fixture.tree()
        let result = Fixture.result()
        let pretty = JSONReport().render(tree: tree, result: result)
        let compact = JSONReport(style: .compact).render(tree: tree, result: result)
        #expect(compact.hasPrefix(#"{"engine":"reference","proposal":{"width":390,"height":763},"scale":3,"#))
        #expect(!compact.dropLast().contains("\n"))
        #expect(NSDictionary(dictionary: try parse(pretty)).isEqual(to: try parse(compact)))
    }

    @Test func exactPrettyLayout() throws {
        var builder = ViewTreeBuilder()
        let text = builder.add(.text(TextSpec("hi")), label: "t")
        let root = builder.wrap(text, in: .padding(EdgeInsets(all: 1)))
        let tree = try builder.finish(root: root)
        let result = LayoutResult(
            engine: "reference", proposal: ProposedSize(width: 100, height: 50), scale: 2,
            diagnostics: [Diagnostic(code: "c", message: "m \"q\"\n", path: "0")],
            nodes: [
                Fixture.shown(Rect(x: 0, y: 0, width: 20, height: 12), ProposedSize(width: 100, height: 50)),
                Fixture.shown(Rect(x: 1, y: 1, width: 18, height: 10), ProposedSize(width: 98, height: 48)),
            ])
        let expected = #"""
            {
              "engine": "reference",
              "proposal": {"width": 100, "height": 50},
              "scale": 2,
              "diagnostics": [
                {"code": "c", "message": "m \"q\"\n", "path": "0"}
              ],
              "root": {
                "kind": "padding",
                "id": null,
                "path": "0",
                "frame": {"x": 0, "y": 0, "width": 20, "height": 12},
                "displayFrame": {"x": 0, "y": 0, "width": 20, "height": 12},
                "proposal": {"width": 100, "height": 50},
                "hidden": false,
                "children": [
                  {
                    "kind": "Text",
                    "id": "t",
                    "path": "0.0",
                    "frame": {"x": 1, "y": 1, "width": 18, "height": 10},
                    "displayFrame": {"x": 1, "y": 1, "width": 18, "height": 10},
                    "proposal": {"width": 98, "height": 48},
                    "hidden": false,
                    "children": []
                  }
                ]
              }
            }

            """#
        #expect(JSONReport().render(tree: tree, result: result) == expected)

        let compact =
            #"{"engine":"reference","proposal":{"width":100,"height":50},"scale":2,"#
            + #""diagnostics":[{"code":"c","message":"m \"q\"\n","path":"0"}],"root":{"kind":"padding","#
            + #""id":null,"path":"0","frame":{"x":0,"y":0,"width":20,"height":12},"displayFrame":"#
            + #"{"x":0,"y":0,"width":20,"height":12},"proposal":{"width":100,"height":50},"hidden":false,"#
            + #""children":[{"kind":"Text","id":"t","path":"0.0","frame":{"x":1,"y":1,"width":18,"#
            + #""height":10},"displayFrame":{"x":1,"y":1,"width":18,"height":10},"proposal":"#
            + #"{"width":98,"height":48},"hidden":false,"children":[]}]}}"# + "\n"
        #expect(JSONReport(style: .compact).render(tree: tree, result: result) == compact)
    }

    @Test("CORE-10 non-finite frame components are null (strict JSON); a proposal's ∞ stays \"inf\"")
    func nonFiniteFrameValuesAndFractions() throws {
        var builder = ViewTreeBuilder()
        let root = builder.add(.shape(ShapeSpec(shape: .rectangle)))
        let tree = try builder.finish(root: root)
        let frame = Rect(x: 0.5, y: -0.25, width: .nan, height: .infinity)
        let display = Rect(x: -Double.infinity, y: 1e-7, width: 1e300, height: 2.0 / 3.0)
        let result = LayoutResult(
            engine: "reference", proposal: ProposedSize(width: 390, height: nil), scale: 3,
            diagnostics: [],
            nodes: [
                NodeLayout(
                    frame: frame, displayFrame: display,
                    proposal: ProposedSize(width: .infinity, height: -.infinity),
                    hidden: false, isReported: true)
            ])
        let output = JSONReport().render(tree: tree, result: result)
        #expect(output.contains(#""proposal": {"width": 390, "height": null},"#))
        #expect(output.contains(#""frame": {"x": 0.5, "y": -0.25, "width": null, "height": null},"#))
        #expect(
            output.contains(
                #""displayFrame": {"x": null, "y": 1e-07, "width": 1e+300, "height": 0.6666666666666666},"#))
        #expect(output.contains(#""proposal": {"width": "inf", "height": "-inf"},"#))
        let parsed = try parse(output)["root"] as? [String: Any]
        let parsedDisplay = parsed?["displayFrame"] as? [String: Any]
        #expect(parsedDisplay?["x"] is NSNull)
        #expect(number(parsedDisplay?["y"]) == 1e-7)
        #expect(number(parsedDisplay?["height"]) == 2.0 / 3.0)
    }

    @Test func stringsAreEscaped() throws {
        var builder = ViewTreeBuilder()
        let root = builder.add(.text(TextSpec("x")), label: "é\\\t\u{1}\"")
        let tree = try builder.finish(root: root)
        let result = LayoutResult(
            engine: "reference", proposal: .unspecified, scale: 1, diagnostics: [],
            nodes: [Fixture.shown(.zero, .unspecified)])
        let output = JSONReport().render(tree: tree, result: result)
        #expect(output.contains(#""id": "é\\\t\u0001\"","#))
        #expect(output.contains(#""proposal": {"width": null, "height": null},"#))
        let parsed = try parse(output)["root"] as? [String: Any]
        #expect(parsed?["id"] as? String == "é\\\t\u{1}\"")
    }

    @Test func unreportedRootIsNull() throws {
        var builder = ViewTreeBuilder()
        let root = builder.add(.divider)
        let tree = try builder.finish(root: root)
        let result = LayoutResult(
            engine: "reference", proposal: .zero, scale: 1, diagnostics: [],
            nodes: [.unreported])
        let output = JSONReport(style: .compact).render(tree: tree, result: result)
        #expect(output.hasSuffix(#""diagnostics":[],"root":null}"# + "\n"))
        #expect(try parse(output)["root"] is NSNull)
    }
}
