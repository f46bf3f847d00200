// DeepTreeStressTests.swift
// LayoutReportTests
//
// A 100,000-deep chain of modifiers must render without recursion and in linear size (stress tier).

import LayoutCore
import LayoutReport
import TestTiers
import Testing

@Suite(.tags(.stress), .stressTier) struct DeepTreeStressTests {
    static let depth = 100_000

    @Test func compactJSONWithoutPathsWritesEveryNode() throws {
        let (tree, result) = try Fixture.paddingChain(depth: Self.depth)
        let json = JSONReport(style: .compact, includePaths: false).render(tree: tree, result: result)
        #expect(occurrences(of: #"{"kind":"padding","#, in: json) == Self.depth)
        #expect(occurrences(of: #"{"kind":"Rectangle","#, in: json) == 1)
        let counts = byteCounts(in: json)
        #expect(counts[Int(UInt8(ascii: "{"))] == counts[Int(UInt8(ascii: "}"))])
        #expect(counts[Int(UInt8(ascii: "["))] == counts[Int(UInt8(ascii: "]"))])
        let ending = "\"children\":[]}" + String(repeating: "]}", count: Self.depth) + "}\n"
        #expect(String(json.suffix(ending.count)) == ending)
    }

    @Test func treeTableHasOneLinePerNode() throws {
        let (tree, result) = try Fixture.paddingChain(depth: Self.depth)
        let table = TreeTableReport().render(tree: tree, result: result)
        #expect(occurrences(of: "\n", in: table) == Self.depth + 2) // header + 100,001 nodes
        #expect(occurrences(of: "padding", in: table) == Self.depth)
        let lastLine = String(repeating: " ", count: 128) + "[100000] Rectangle  -   (0, 0) 0×0  (0, 0)\n"
        #expect(String(table.suffix(lastLine.count + 1)) == "\n" + lastLine)
    }

    @Test func svgDrawsEveryNode() throws {
        let (tree, result) = try Fixture.paddingChain(depth: Self.depth)
        let svg = SVGReport(canvas: Rect(x: 0, y: 0, width: 390, height: 844))
            .render(tree: tree, result: result)
        // The outline layer (`--outlines frames`, the default) has one titled outline per node.
        #expect(occurrences(of: "</title></rect>", in: svg) == Self.depth + 1)
        #expect(occurrences(of: "<g", in: svg) == occurrences(of: "</g>", in: svg))
        #expect(String(svg.suffix(7)) == "</svg>\n")
    }

    @Test func prettyJSONIndentationStopsGrowing() throws {
        let (tree, result) = try Fixture.paddingChain(depth: 1_000)
        let json = JSONReport(maxIndentLevel: 100).render(tree: tree, result: result)
        let lines = json.split(omittingEmptySubsequences: true) { $0 == "\n" }
        let widest = lines.map { line in line.prefix { $0 == " " }.count }.max()
        #expect(widest == 200)
        // Paths are kept: the Rectangle's is "0" followed by 1,000 ".0".
        #expect(json.contains("\"path\": \"0" + String(repeating: ".0", count: 1_000) + "\""))
    }
}
