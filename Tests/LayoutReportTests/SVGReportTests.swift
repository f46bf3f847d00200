// SVGReportTests.swift
// LayoutReportTests

import LayoutCore
import LayoutReport
import Testing

private let window = Rect(x: 0, y: 0, width: 390, height: 844)

/// The document's elements, failing the test when it is not well-formed XML.
private func elements(_ svg: String) throws -> [XMLElements.Element] {
    try #require(XMLElements.parse(svg), "not well-formed XML:\n\(svg)")
}

private func geometry(_ element: XMLElements.Element?) -> [String?] {
    ["x", "y", "width", "height"].map { element?.attributes[$0] }
}

@Suite struct SVGReportTests {
    @Test func documentIsWellFormedAndSizedToTheWindow() throws {
        let svg = SVGReport(canvas: window).render(tree: try Fixture.tree(), result: Fixture.result())
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        let all = try elements(svg)
        let root = try #require(all.first)
        #expect(root.name == "svg")
        #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(root.attributes["width"] == "390")
        #expect(root.attributes["height"] == "844")
        // Color.clear at (400, 10) 30×30 lies outside the window: the viewBox grows to hold it
        // and the window is drawn dashed.
        #expect(root.attributes["viewBox"] == "0 0 430 844")
        let background = all.first { $0.name == "rect" && $0.attributes["fill"] == "#FFFFFF" }
        #expect(geometry(background) == ["0", "0", "430", "844"])
        let dashed = all.first { $0.attributes["stroke-dasharray"] == "6 3" }
        #expect(geometry(dashed) == ["0", "0", "390", "844"])
    }

    @Test func shapesAreFilledWithTheirPaletteColour() throws {
        let all = try elements(
            SVGReport(canvas: window).render(
                tree: try Fixture.tree(),
                result: Fixture.result()))
        func filled(_ colour: String) -> [XMLElements.Element] {
            all.filter { $0.name == "rect" && $0.attributes["fill"] == colour }
        }
        #expect(filled("#007AFF").map(geometry) == [["95", "378.5", "200", "100"]]) // blue
        #expect(filled("#FF3B30").map(geometry) == [["120.5", "400", "50", "25"]]) // red
        #expect(filled("#A0A0A0").map(geometry) == [["0", "47", "390", "763"]]) // "mauve"

        // Color.clear: an outline only, no filled element.
        let clearGroup = try #require(
            all.firstIndex {
                $0.name == "title" && $0.text.hasPrefix("Color 0.4 ")
            }.flatMap { all[$0].parent })
        let clearParts = all.filter { $0.parent == clearGroup && $0.name != "title" && $0.name != "text" }
        #expect(clearParts.count == 1)
        #expect(clearParts.first?.attributes["fill"] == "none")
        #expect(clearParts.first?.attributes["stroke"] == "#1C7ED6")
        #expect(geometry(clearParts.first) == ["400", "10", "30", "30"])
    }

    @Test func textAndLabelsAreEscapedAndDrawnInTheirFrames() throws {
        let svg = SVGReport(canvas: window).render(tree: try Fixture.tree(), result: Fixture.result())
        #expect(svg.contains(">a&lt;b &amp; &quot;c&quot;</text>"))
        #expect(svg.contains(">x&amp;&lt;y&gt;</text>"))
        let all = try elements(svg)
        let texts = all.filter { $0.name == "text" && $0.attributes["class"] == nil }
        #expect(texts.map(\.text) == ["a<b & \"c\"", "narrow"])
        #expect(texts.first?.attributes["x"] == "152.333")
        #expect(texts.first?.attributes["font-size"] == "16.944") // 20.333 / 1.2
        let labels = all.filter { $0.name == "text" && $0.attributes["class"] == "label" }
        #expect(labels.map(\.text) == ["t", "c", "v", "x&<y>"])
        #expect(labels.first?.attributes["x"] == "153.333")
        #expect(labels.first?.attributes["y"] == "425.333")
    }

    @Test func everyDrawnNodeHasATitleAndHiddenNodesAreNotDrawn() throws {
        let svg = SVGReport(canvas: window).render(tree: try Fixture.tree(), result: Fixture.result())
        let all = try elements(svg)
        let titles = all.filter { $0.name == "title" }.map(\.text)
        #expect(titles.count == 9)
        #expect(all.filter { $0.name == "g" }.count == 9)
        #expect(titles.contains("Text 0.0 id \"t\" frame (152.333, 418.333) 85.333×20.333"))
        #expect(titles.contains("ZStack 0 frame (0, 47) 390×763"))
        #expect(!titles.contains { $0.hasPrefix("HStack") })
        #expect(!svg.contains("wide"))
    }

    @Test func viewBoxIsTheWindowWhenEverythingFits() throws {
        var result = Fixture.result()
        result.nodes[10] = Fixture.shown(
            Rect(x: 300, y: 10, width: 30, height: 30),
            ProposedSize(width: 30, height: 30))
        let all = try elements(SVGReport(canvas: window).render(tree: try Fixture.tree(), result: result))
        #expect(all.first?.attributes["viewBox"] == "0 0 390 844")
        #expect(!all.contains { $0.attributes["stroke-dasharray"] == "6 3" })
    }

    @Test func borderCirclesAndControlCharacters() throws {
        var builder = ViewTreeBuilder()
        let text = builder.add(.text(TextSpec("bad\u{1}char")))
        let stroke = builder.add(.shape(ShapeSpec(shape: .rectangle, fill: ColorName("green"))))
        let border = builder.add(.border(color: ColorName("green"), width: 2), children: [text, stroke])
        let circle = builder.add(.shape(ShapeSpec(shape: .circle, fill: ColorName("purple"))))
        let root = builder.add(.stack(StackSpec(axis: .vertical)), children: [border, circle])
        let tree = try builder.finish(root: root)
        let box = Rect(x: 10, y: 10, width: 100, height: 40)
        let proposal = ProposedSize(width: 100, height: 40)
        let result = LayoutResult(
            engine: "reference", proposal: proposal, scale: 1, diagnostics: [],
            nodes: [
                Fixture.shown(Rect(x: 10, y: 10, width: 100, height: 90), proposal),
                Fixture.shown(box, proposal), Fixture.shown(box, proposal), Fixture.shown(box, proposal),
                Fixture.shown(Rect(x: 10, y: 50, width: 100, height: 50), proposal),
            ])
        let all = try elements(SVGReport(canvas: window).render(tree: tree, result: result))
        let borderStroke = all.filter { $0.attributes["stroke"] == "#34C759" }
        #expect(borderStroke.map(geometry) == [["11", "11", "98", "38"]])
        #expect(borderStroke.first?.attributes["stroke-width"] == "2")
        #expect(!all.contains { $0.attributes["fill"] == "#34C759" })
        let circles = all.filter { $0.name == "circle" }
        #expect(
            circles.map { [$0.attributes["cx"], $0.attributes["cy"], $0.attributes["r"]] }
                == [["60", "75", "25"]])
        #expect(circles.first?.attributes["fill"] == "#AF52DE")
        // A control character XML forbids is drawn as its visible escape.
        #expect(all.contains { $0.name == "text" && $0.text == "bad\\u{1}char" })
    }
}
