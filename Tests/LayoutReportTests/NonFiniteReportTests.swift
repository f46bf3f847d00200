// NonFiniteReportTests.swift
// LayoutReportTests
//
// CORE-10's output part in every format: JSON stays strict (non-finite frame components are
// `null`, Foundation's parser accepts the document), the SVG stays well-formed and valid (no
// `inf` or `nan` in an attribute; non-finite frames are left out and counted in the `<desc>`),
// the tree table prints `inf`, `-inf` and `nan`.

import Foundation
import LayoutCore
import LayoutReport
import Testing

/// `Color.red.offset(…)` placed at `frame` with display frame `display`.
private func colorLayout(frame: Rect, display: Rect) throws -> (ViewTree, LayoutResult) {
    var builder = ViewTreeBuilder()
    let color = builder.add(.shape(ShapeSpec(shape: .color, fill: ColorName("red"))), label: "c")
    let offset = builder.add(.offset(x: 0, y: 0), children: [color])
    let tree = try builder.finish(root: offset)
    let proposal = ProposedSize(width: .infinity, height: nil)
    let nodes = [
        NodeLayout(
            frame: Rect(x: 0, y: 0, width: 100, height: 100), displayFrame: Rect(x: 0, y: 0, width: 100, height: 100),
            proposal: proposal, hidden: false, isReported: true),
        NodeLayout(frame: frame, displayFrame: display, proposal: proposal, hidden: false, isReported: true),
    ]
    let warning = Diagnostic(code: DiagnosticCode.valueNonFinite, message: "frame.x is inf", path: "0.0")
    return (
        tree,
        LayoutResult(
            engine: "reference", proposal: ProposedSize(width: 100, height: 100), scale: 1, diagnostics: [warning],
            nodes: nodes)
    )
}

/// Frames with every kind of non-finite component, and finite ones near the largest `Double`.
private let hostileFrames: [(Rect, Rect)] = [
    (Rect(x: .infinity, y: 0, width: 10, height: 10), Rect(x: .infinity, y: 0, width: .nan, height: 10)),
    (Rect(x: -.infinity, y: .nan, width: 0, height: .nan), Rect(x: -.infinity, y: .nan, width: .nan, height: .nan)),
    (Rect(x: 0, y: 0, width: .infinity, height: -.infinity), Rect(x: 0, y: 0, width: .infinity, height: .infinity)),
    (
        Rect(x: -1.7e308, y: 1.7e308, width: 1.7e308, height: 1.7e308),
        Rect(x: -1.7e308, y: 1.7e308, width: 1.7e308, height: 1.7e308)
    ),
    (Rect(x: 1e308, y: -1e308, width: -1.7e308, height: 1e308), Rect(x: 1e308, y: -1e308, width: 5e307, height: 5e307)),
]

@Suite("CORE-10 reports of non-finite frames")
struct NonFiniteReportTests {
    @Test("CORE-10 JSON: ±∞ and NaN frame components are null and Foundation parses the document", arguments: 0..<5)
    func jsonIsStrict(index: Int) throws {
        let (frame, display) = hostileFrames[index]
        let (tree, result) = try colorLayout(frame: frame, display: display)
        for style in [JSONReport.Style.pretty, .compact] {
            let text = JSONReport(style: style).render(tree: tree, result: result)
            // JSONSerialization rejects NaN and Infinity tokens.
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let root = try #require(object["root"] as? [String: Any])
            let child = try #require((root["children"] as? [[String: Any]])?.first)
            let parsedFrame = try #require(child["frame"] as? [String: Any])
            for (key, value) in zip(
                ["x", "y", "width", "height"], [frame.minX, frame.minY, frame.size.width, frame.size.height])
            {
                if value.isFinite {
                    #expect((parsedFrame[key] as? NSNumber)?.doubleValue == value)
                } else {
                    #expect(parsedFrame[key] is NSNull, "\(key)")
                }
            }
            // The proposal keeps PROPOSAL-1's encoding: "inf" for ∞, null for nil.
            let proposal = try #require(child["proposal"] as? [String: Any])
            #expect(proposal["width"] as? String == "inf")
            #expect(proposal["height"] is NSNull)
            #expect(!text.contains("nan") && !text.contains("Infinity"))
        }
    }

    @Test(
        "CORE-10 SVG: well-formed, no inf or nan in any attribute; non-finite frames counted, not drawn",
        arguments: 0..<5)
    func svgIsValid(index: Int) throws {
        let (frame, display) = hostileFrames[index]
        let (tree, result) = try colorLayout(frame: frame, display: display)
        let svg = SVGReport(canvas: Rect(x: 0, y: 0, width: 100, height: 100)).render(tree: tree, result: result)
        let elements = try #require(XMLElements.parse(svg), "not well-formed:\n\(svg)")
        for element in elements {
            for (name, value) in element.attributes {
                #expect(!value.contains("inf") && !value.contains("nan"), "\(element.name) \(name)=\(value)")
            }
        }
        let drawsChild = elements.contains { $0.name == "title" && $0.text.hasPrefix("Color 0.0") }
        // Drawable: every component and both far edges finite (1.7e308 + 1.7e308 is not).
        let finite = [display.minX, display.minY, display.maxX, display.maxY, display.size.width, display.size.height]
            .allSatisfy(\.isFinite)
        #expect(drawsChild == finite)
        let desc = try #require(elements.first { $0.name == "desc" })
        #expect(desc.text.contains("1 node with a non-finite display frame not drawn (CORE-10)") == !finite)
    }

    @Test("CORE-10 the tree table prints inf, -inf and nan")
    func tableIsReadable() throws {
        let (tree, result) = try colorLayout(
            frame: Rect(x: .infinity, y: -.infinity, width: .nan, height: 10),
            display: Rect(x: .infinity, y: -.infinity, width: .nan, height: 10))
        let table = TreeTableReport().render(tree: tree, result: result)
        #expect(table.contains("(inf, -inf) nan×10"))
        #expect(table.contains("(inf, nil)"))
    }

    @Test("CORE-10 warnings are one line each for standard error: warning: [value.nonFinite] 0.0: frame.x is inf")
    func warningLine() throws {
        let (_, result) = try colorLayout(frame: .zero, display: .zero)
        #expect(WarningsReport().render(result.diagnostics) == "warning: [value.nonFinite] 0.0: frame.x is inf\n")
    }
}
