// SVGReportTests.swift
// LayoutReportTests

import LayoutCore
import LayoutReport
import Testing
import TextMeasurement

private let window = Rect(x: 0, y: 0, width: 390, height: 844)

/// The document's elements, failing the test when it is not well-formed XML.
private func elements(_ svg: String) throws -> [XMLElements.Element] {
    try #require(XMLElements.parse(svg), "not well-formed XML:\n\(svg)")
}

/// The report with the fixture's measurer (TEXT-8's body stand-in).
private func report(_ outlines: OutlineMode = .frames) -> SVGReport {
    SVGReport(canvas: window, measurer: MonoMeasurer.bodyStandIn, outlines: outlines)
}

private func geometry(_ element: XMLElements.Element?) -> [String?] {
    ["x", "y", "width", "height"].map { element?.attributes[$0] }
}

@Suite struct SVGReportTests {
    @Test func documentIsTheWindowAndOverflowIsClipped() throws {
        let svg = report().render(tree: try Fixture.tree(), result: Fixture.result())
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        let all = try elements(svg)
        let root = try #require(all.first)
        #expect(root.name == "svg")
        #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(root.attributes["width"] == "390")
        #expect(root.attributes["height"] == "844")
        // Color.clear at (400, 10) lies outside the window: the viewBox stays the window, the
        // painted layer is clipped to it, and the description says so.
        #expect(root.attributes["viewBox"] == "0 0 390 844")
        let clip = all.firstIndex { $0.name == "clipPath" && $0.attributes["id"] == "window" }
        #expect(clip != nil && geometry(all.first { $0.parent == clip }) == ["0", "0", "390", "844"])
        let paint = all.first { $0.attributes["class"] == "paint" }
        #expect(paint?.attributes["clip-path"] == "url(#window)")
        #expect(
            all.first { $0.name == "desc" }?.text.contains("1 drawn node reaches outside the window (clipped)") == true)
    }

    @Test func shapesAreFilledWithTheirPaletteColour() throws {
        let all = try elements(report().render(tree: try Fixture.tree(), result: Fixture.result()))
        func filled(_ colour: String) -> [XMLElements.Element] {
            all.filter { $0.name == "rect" && $0.attributes["fill"] == colour }
        }
        #expect(filled("#007AFF").map(geometry) == [["95", "378.5", "200", "100"]]) // blue
        #expect(filled("#FF3B30").map(geometry) == [["120.5", "400", "50", "25"]]) // red
        #expect(filled("#A0A0A0").map(geometry) == [["0", "47", "390", "763"]]) // "mauve"
        // Color.clear paints nothing; its frame is outlined in the debug layer only.
        let clearOutline = all.filter { $0.name == "rect" && geometry($0) == ["400", "10", "30", "30"] }
        #expect(clearOutline.count == 1)
        #expect(clearOutline.first?.attributes["stroke"] == "#1C7ED6")
    }

    @Test func textIsDrawnInInterAtItsSizeAndBaseline() throws {
        let svg = report().render(tree: try Fixture.tree(), result: Fixture.result())
        #expect(svg.contains(">a&lt;b &amp; &quot;c&quot;</text>"))
        let all = try elements(svg)
        #expect(all.first?.attributes["font-family"] == "Inter")
        let texts = all.filter { $0.name == "text" && $0.parent.map { all[$0].attributes["class"] } != "labels" }
        #expect(texts.map(\.text) == ["a<b & \"c\"", "narrow"])
        #expect(texts.first?.attributes["x"] == "152.333")
        // TEXT-6: the baseline is the ascender (0.8 × 20.333 for the stand-in) below the top.
        #expect(texts.first?.attributes["y"] == "434.6")
        #expect(texts.first?.attributes["font-size"] == "17")
    }

    @Test func labelsAreALayerOfTheirOwn() throws {
        let tree = try Fixture.tree(), result = Fixture.result()
        let framed = try elements(report(.frames).render(tree: tree, result: result))
        #expect(!framed.contains { $0.attributes["class"] == "labels" })
        let all = try elements(report(.all).render(tree: tree, result: result))
        let layer = try #require(all.firstIndex { $0.attributes["class"] == "labels" })
        #expect(all[layer].attributes["font-size"] == "12.188") // 390 / 32
        let labels = all.filter { $0.parent == layer }.map(\.text)
        #expect(labels == ["t", "Rectangle", "c", "v", "Text", "Rectangle", "x&<y>"])
        let none = try elements(report(.none).render(tree: tree, result: result))
        #expect(!none.contains { $0.attributes["class"] == "outlines" })
    }

    @Test func everyDrawnNodeHasATitleAndHiddenNodesAreNotDrawn() throws {
        let svg = report().render(tree: try Fixture.tree(), result: Fixture.result())
        let all = try elements(svg)
        let titles = all.filter { $0.name == "title" }.map(\.text)
        #expect(titles.count == 9)
        #expect(titles.contains("Text 0.0 id \"t\" frame (152.333, 418.333) 85.333×20.333"))
        #expect(titles.contains("ZStack 0 frame (0, 47) 390×763"))
        #expect(!titles.contains { $0.hasPrefix("HStack") })
        #expect(!svg.contains("wide"))
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
        let all = try elements(report().render(tree: tree, result: result))
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
