// ComparisonSVGReportTests.swift
// LayoutReportTests
//
// `layoutlab compare --format svg`'s picture: two layouts of one tree side by side at the same
// scale, the highlighted nodes outlined in red and labelled (the caller decides which; CORE-7's
// comparator lives in LayoutDifferential).

import LayoutCore
import LayoutReport
import Testing

private let window = Rect(x: 0, y: 0, width: 390, height: 844)

/// The fixture as the second engine might lay it out: Text `t` (node 1) 8 pt further right.
private func moved() -> LayoutResult {
    var result = Fixture.result()
    result.engine = "constraint"
    result.nodes[1].frame.origin.x += 8
    result.nodes[1].displayFrame.origin.x += 8
    return result
}

private func elements(_ svg: String) throws -> [XMLElements.Element] {
    try #require(XMLElements.parse(svg), "not well-formed XML:\n\(svg)")
}

private func number(_ element: XMLElements.Element?, _ name: String) -> Double? {
    element?.attributes[name].flatMap(Double.init)
}

/// The x offset of a panel's `translate(x y)`.
private func translation(_ element: XMLElements.Element?) -> [Double] {
    let text = element?.attributes["transform"] ?? ""
    return text.dropFirst("translate(".count).dropLast().split(separator: " ").compactMap { Double($0) }
}

@Suite struct ComparisonSVGReportTests {
    @Test func twoPanelsAtTheSameScaleWithCaptions() throws {
        let svg = ComparisonSVGReport(canvas: window).render(
            tree: try Fixture.tree(), first: Fixture.result(), second: moved(), highlighted: [])
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        let all = try elements(svg)
        let root = try #require(all.first)
        #expect(root.name == "svg")
        let viewBox = (root.attributes["viewBox"] ?? "").split(separator: " ").compactMap { Double($0) }
        #expect(viewBox.count == 4 && viewBox[0] == 0 && viewBox[1] == 0)
        #expect(all.filter { $0.attributes["class"] == "caption" }.map(\.text) == ["reference", "constraint"])
        // Each panel is the 390×844 window (the Color at x 400…430 is clipped), the second one
        // window width plus the gap to the right of the first.
        let shifts = all.filter { $0.attributes["transform"] != nil }.map(translation)
        #expect(shifts.count == 2)
        #expect(shifts[0].first == 0 && shifts[1].first == viewBox[2] - 390)
        #expect(shifts[0].last == shifts[1].last)
        #expect(viewBox[3] - shifts[0][1] == 844)
        let windows = all.filter { $0.name == "rect" && $0.attributes["fill"] == "#FFFFFF" }
        #expect(windows.count == 2 && windows.allSatisfy { number($0, "width") == 390 && number($0, "height") == 844 })
        // Nothing highlighted, nothing red; every node drawn once per panel (the `<title>`s).
        #expect(!svg.contains("#E03131"))
        let single = SVGReport(canvas: window).render(tree: try Fixture.tree(), result: Fixture.result())
        #expect(occurrences(of: "<title>", in: svg) == 2 * occurrences(of: "<title>", in: single))
    }

    @Test func highlightedNodesAreOutlinedInRedInBothPanels() throws {
        let highlights = [
            ComparisonSVGReport.Highlight(node: NodeID(1), note: "x ZSTACK-2"),
            ComparisonSVGReport.Highlight(node: NodeID(1), note: "displayFrame ROUND-2"),
            ComparisonSVGReport.Highlight(node: NodeID(6), note: "hidden VTF-3 <&>"),
        ]
        let svg = ComparisonSVGReport(canvas: window).render(
            tree: try Fixture.tree(), first: Fixture.result(), second: moved(), highlighted: highlights,
            captions: ("reference", "constraint (exact)"))
        let all = try elements(svg)
        let outlines = all.filter { $0.name == "rect" && $0.attributes["stroke"] == "#E03131" }
        #expect(outlines.count == 4) // the Text and the hidden HStack, in each panel
        let text = outlines.filter { number($0, "width") == 85.333 }
        #expect(text.map { number($0, "x") } == [152.333, 160.333]) // where each engine put it
        let hidden = outlines.filter { $0.attributes["stroke-dasharray"] == "4 2" }
        #expect(hidden.count == 2 && hidden.allSatisfy { number($0, "x") == 10 && number($0, "y") == 60 })
        let labels = all.filter { $0.attributes["class"] == "highlight-label" }.map(\.text)
        #expect(
            labels == [
                "0.0 Text: x ZSTACK-2, displayFrame ROUND-2", "0.2.0 HStack: hidden VTF-3 <&>",
                "0.0 Text: x ZSTACK-2, displayFrame ROUND-2", "0.2.0 HStack: hidden VTF-3 <&>",
            ])
        #expect(svg.contains("hidden VTF-3 &lt;&amp;&gt;"))
        #expect(all.filter { $0.attributes["class"] == "caption" }.map(\.text) == ["reference", "constraint (exact)"])
        // The highlights come after every node of their panel: on top.
        let lastNode = all.lastIndex { $0.name == "title" && $0.text.hasPrefix("Color ") } ?? 0
        let lastOutline = all.lastIndex { $0.attributes["stroke"] == "#E03131" } ?? 0
        #expect(lastOutline > lastNode)
    }

    @Test func nonFiniteFramesAreNotDrawnAndTheDocumentStaysWellFormed() throws {
        var broken = moved()
        broken.nodes[1].displayFrame.origin.x = .nan
        broken.nodes[4].displayFrame.size.width = .infinity
        broken.nodes[9].displayFrame.origin.x = -1e308
        let svg = ComparisonSVGReport(canvas: window).render(
            tree: try Fixture.tree(), first: Fixture.result(), second: broken,
            highlighted: [ComparisonSVGReport.Highlight(node: NodeID(1), note: "x ZSTACK-2")])
        let all = try elements(svg)
        #expect(all.filter { $0.attributes["stroke"] == "#E03131" && $0.name == "rect" }.count == 1)
        for element in all {
            for (name, value) in element.attributes where !["transform", "viewBox"].contains(name) {
                #expect(!value.contains("nan") && !value.contains("inf"), "\(element.name) \(name)=\(value)")
            }
        }
        let root = try #require(all.first)
        #expect(!(root.attributes["viewBox"] ?? "").contains("inf"))
    }
}
