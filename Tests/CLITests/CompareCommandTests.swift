// CompareCommandTests.swift
// CLITests
//
// `layoutlab compare`: both engines node by node through LayoutComparison (CORE-7 under
// --policy), as a table, JSON or side-by-side SVG.

import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `maxWidth: 100` beside `minWidth: 100` in 150 pt: lp-only's water-filling (50 + 100) against
/// HSTACK-3's greedy split (75 + 100), a disagreement by design.
let mixedMinimums =
    "HStack(spacing: 0) { Color.red.frame(maxWidth: 100).id(\"a\"); Color.blue.frame(minWidth: 100).id(\"b\") }"

/// `compare -` on `mixedMinimums` in 150×50 with `arguments` after.
func compareMixed(_ arguments: [String]) throws -> Run {
    try layoutlab(["compare", "-", "--width", "150", "--height", "50"] + arguments, input: mixedMinimums)
}

@Suite("layoutlab compare")
struct CompareCommandTests {
    @Test("CORE-7 compare on W1: one row per node, proposals shown, all agree, exit 0")
    func agrees() throws {
        let run = try layoutlab(["compare", "Examples/HelloWorld.swift", "--text-metrics", "mono:7.757575,20.333333"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4) // header, ZStack, Text, summary
        for column in ["path", "kind", "reference", "constraint", "proposal", "max |Δ|"] {
            #expect(lines[0].contains(column), "\(column)")
        }
        #expect(!lines[0].contains("differences"))
        let text = lines.first { $0.contains(" Text ") }
        #expect(text?.contains("0.0") == true)
        #expect(text?.components(separatedBy: "(152.333, 418.333) 85.333×20.333").count == 3) // both engines
        #expect(text?.contains("(85.333, 20.333)") == true) // ZSTACK-2 proposes the Text its own size
        #expect(lines.first { $0.contains(" ZStack ") }?.contains("(390, 763)") == true) // ROOT-1
        #expect(!lines.dropLast().contains { $0.hasPrefix("*") })
        #expect(
            lines.last
                == "all 2 nodes agree under core7 (CORE-7, frames and proposals within 1e-6 pt (1e-12 × magnitude "
                + "beyond 1e6 pt), at least 1e-12 × the layout's largest length, display frames identical up to "
                + "float-noise ties (one pixel), same nodes reported and hidden); largest difference 0 pt")
    }

    @Test("compare agrees on every example (default text metrics, exact and per-container modes, every policy)")
    func examples() throws {
        for example in ["HelloWorld", "BorderExample", "IconDemo", "FlowLayout"] {
            for (mode, policy) in [("exact", "core7"), ("per-container", "core7"), ("exact", "strict")] {
                let run = try layoutlab(["compare", "Examples/\(example).swift", "--mode", mode, "--policy", policy])
                #expect(run.status == 0, "\(example) \(mode) \(policy): \(run.stdout)\(run.stderr)")
                #expect(run.stdout.contains("nodes agree under \(policy) (CORE-7"), "\(example) \(mode)")
            }
        }
    }

    @Test("compare: source errors exit 2, bad options 64 (an unknown --policy or --format too)")
    func errors() throws {
        #expect(try layoutlab(["compare", "-"], input: "VStack {\n    Slider()\n}\n").status == 2)
        #expect(try layoutlab(["compare", "-", "--width", "10"], input: "Text(\"a\")").status == 64)
        let policy = try layoutlab(["compare", "-", "--policy", "loose"], input: "Text(\"a\")")
        #expect(policy.status == 64 && policy.stderr.contains("--policy"), "\(policy.stderr)")
        #expect(try layoutlab(["compare", "-", "--format", "png"], input: "Text(\"a\")").status == 64)
    }

    @Test("HSTACK-3 lp-only against the greedy split: rows marked *, fields and rule IDs named, exit 1")
    func disagrees() throws {
        #expect(try compareMixed([]).status == 0)
        let run = try compareMixed(["--mode", "lp-only"])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0].hasSuffix("differences"))
        let first = try #require(lines.first { $0.contains(" 0.0 ") })
        #expect(first.hasPrefix("*"))
        #expect(first.contains("(-12.5, 0) 75×50")) // reference: the greedy split
        #expect(first.contains("(0, 0) 50×50")) // lp-only: water-filling
        #expect(first.contains("(75, 50) ≠ (50, 50)")) // the proposals, which CORE-7 compares too
        #expect(first.contains("proposalWidth HSTACK-5, width FLEXFRAME-2, x HSTACK-5, displayFrame ROUND-2 ("))
        let inner = try #require(lines.first { $0.contains(" 0.1.0 ") })
        #expect(inner.hasSuffix("x FLEXFRAME-3, displayFrame ROUND-2 ((63, 0) 100×50 ≠ (50, 0) 100×50)"))
        #expect(
            lines.last
                == "5 of 5 nodes differ under core7 (marked *); first difference: HStack at 0: width 175.0 ≠ 150.0 "
                + "(HSTACK-4); largest difference 25 pt at 0")
    }

    @Test("--policy frames ignores display frames and proposals; strict adds warnings; both still see frames")
    func policies() throws {
        let frames = try compareMixed(["--mode", "lp-only", "--policy", "frames"])
        #expect(frames.status == 1)
        let row = try #require(frames.stdout.split(separator: "\n").first { $0.contains(" 0.1 ") })
        #expect(row.hasSuffix("  x HSTACK-5"), "\(row)") // no proposalWidth, no displayFrame
        #expect(frames.stdout.contains("5 of 5 nodes differ under frames (marked *)"))
        let strict = try layoutlab(["compare", "Examples/HelloWorld.swift", "--policy", "strict"])
        #expect(strict.status == 0)
        #expect(strict.stdout.contains("under strict (CORE-7, "))
        #expect(strict.stdout.contains(", same warnings); largest difference 0 pt"))
    }

    @Test("--format json: the verdict, every difference with its rule, and both layouts")
    func json() throws {
        let run = try compareMixed(["--mode", "lp-only", "--format", "json"])
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["policy"] as? String == "core7")
        #expect(object["agrees"] as? Bool == false)
        #expect(object["largestFrameDifference"] as? Double == 25)
        let first = try #require(object["first"] as? [String: Any])
        #expect(first["rule"] as? String == "HSTACK-4" && first["field"] as? String == "width")
        let differences = try #require(object["differences"] as? [[String: Any]])
        #expect(differences.count == 16) // 3 + 4 + 4 + 3 + 2 over the five nodes
        #expect(differences.contains { $0["path"] as? String == "0.0" && $0["field"] as? String == "proposalWidth" })
        #expect((object["reference"] as? [String: Any])?["engine"] as? String == "reference")
        #expect((object["constraint"] as? [String: Any])?["engine"] as? String == "constraint")
        let agreeing = try compareMixed(["--format", "json"])
        let verdict = try JSONSerialization.jsonObject(with: Data(agreeing.stdout.utf8)) as? [String: Any]
        #expect(agreeing.status == 0 && verdict?["agrees"] as? Bool == true)
        #expect(verdict?["first"] is NSNull && (verdict?["differences"] as? [Any])?.isEmpty == true)
    }

    @Test("--format svg: both layouts side by side, the differing nodes outlined in red and labelled")
    func svg() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(UUID()).svg")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try compareMixed(["--mode", "lp-only", "--format", "svg", "--output", output.path])
        #expect(run.status == 1 && run.stdout.isEmpty)
        let document = try String(contentsOf: output, encoding: .utf8)
        let elements = try #require(SVGElements.parse(document), "not well-formed:\n\(document)")
        #expect(elements.first?.name == "svg")
        let captions = elements.filter { $0.attributes["class"] == "caption" }.map(\.text)
        #expect(captions == ["reference", "constraint (lp-only)"])
        let outlines = elements.filter { $0.name == "rect" && $0.attributes["stroke"] == "#E03131" }
        #expect(outlines.count == 10) // five nodes, in each panel
        let labels = elements.filter { $0.attributes["class"] == "highlight-label" }.map(\.text)
        #expect(
            labels.contains("0.0 frame: proposalWidth HSTACK-5, width FLEXFRAME-2, x HSTACK-5, displayFrame ROUND-2"))
        let agreeing = try compareMixed(["--format", "svg"])
        #expect(agreeing.status == 0)
        let calm = try #require(SVGElements.parse(agreeing.stdout))
        #expect(!calm.contains { $0.attributes["stroke"] == "#E03131" })
        #expect(calm.filter { $0.attributes["class"] == "panel" }.count == 2)
    }

    @Test("compare --help describes the policies, the formats and the exit statuses")
    func help() throws {
        let run = try layoutlab(["compare", "--help"])
        #expect(run.status == 0)
        let text = run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for phrase in [
            "--mode", "--policy", "--format", "--output", "--text-metrics", "1e-6", "Exit status", "LayoutComparison",
            "core7", "strict", "frames", "proposal", "side by side", "x HSTACK-5",
        ] {
            #expect(text.contains(phrase), "\(phrase)")
        }
    }
}

/// The elements of an XML document (name, attributes, own text), via Foundation's XMLParser.
final class SVGElements: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text: String
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []

    /// The elements of `document` in document order; nil when it is not well-formed.
    static func parse(_ document: String) -> [Element]? {
        let collector = SVGElements()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = collector
        return parser.parse() ? collector.elements : nil
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        elements.append(Element(name: elementName, attributes: attributeDict, text: ""))
        open.append(elements.count - 1)
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = open.last { elements[current].text += string }
    }
}
