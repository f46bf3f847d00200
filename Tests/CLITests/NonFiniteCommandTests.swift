// NonFiniteCommandTests.swift
// CLITests
//
// CORE-10 through `layoutlab render`: values that layout makes non-finite are kept; every
// format stays valid (JSON that Foundation parses, with `null` for non-finite frame components;
// SVG that XMLParser reads, with no `inf` or `nan` in an attribute; a table that prints `inf` and
// `nan`), and the `value.nonFinite` warnings go to standard error in every format, the same for
// both engines.

import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `padding(1e308)` twice: the Color's origin 50 + 2e308 overflows to (∞, ∞).
private let paddingOverflow = "Color.red.id(\"c\").frame(width: 10, height: 10).padding(1e308).padding(1e308)"

/// The warnings both engines print for `paddingOverflow` in a 100×100 window.
private let paddingOverflowWarnings = """
    warning: [layout.nonFiniteFinalSize] 0: final width is inf; using 0
    warning: [layout.nonFiniteFinalSize] 0: final height is inf; using 0
    warning: [layout.nonFiniteFinalSize] 0.0: final width is inf; using 0
    warning: [layout.nonFiniteFinalSize] 0.0: final height is inf; using 0
    warning: [value.nonFinite] 0.0.0: frame.x is inf
    warning: [value.nonFinite] 0.0.0: frame.y is inf
    warning: [value.nonFinite] 0.0.0: displayFrame.x is inf
    warning: [value.nonFinite] 0.0.0: displayFrame.y is inf
    warning: [value.nonFinite] 0.0.0: displayFrame.width is nan
    warning: [value.nonFinite] 0.0.0: displayFrame.height is nan
    warning: [value.nonFinite] 0.0.0.0: frame.x is inf
    warning: [value.nonFinite] 0.0.0.0: frame.y is inf
    warning: [value.nonFinite] 0.0.0.0: displayFrame.x is inf
    warning: [value.nonFinite] 0.0.0.0: displayFrame.y is inf
    warning: [value.nonFinite] 0.0.0.0: displayFrame.width is nan
    warning: [value.nonFinite] 0.0.0.0: displayFrame.height is nan

    """

private let engines: [[String]] = [[], ["--engine", "constraint"]]

@Suite("layoutlab render: CORE-10 non-finite values")
struct NonFiniteCommandTests {
    @Test(
        "CORE-10 --format json: the Color's frame is {x: null, y: null, width: 10, height: 10}; strict JSON",
        arguments: engines)
    func json(engine: [String]) throws {
        let run = try layoutlab(
            ["render", "-", "--format", "json", "--width", "100", "--height", "100"] + engine, input: paddingOverflow)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == paddingOverflowWarnings)
        // Foundation refuses NaN and Infinity tokens: this parses only if the document is strict.
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        let color = try #require(node("c", in: json))
        let parsed = try #require(color["frame"] as? [String: Any])
        #expect(parsed["x"] is NSNull && parsed["y"] is NSNull)
        #expect((parsed["width"] as? NSNumber)?.doubleValue == 10)
        let display = try #require(color["displayFrame"] as? [String: Any])
        #expect(["x", "y", "width", "height"].allSatisfy { display[$0] is NSNull })
        // The JSON lists the same warnings, and a proposal keeps its encoding.
        let diagnostics = try #require((json as? [String: Any])?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.filter { $0["code"] as? String == "value.nonFinite" }.count == 12)
        let proposal = try #require(color["proposal"] as? [String: Any])
        #expect((proposal["width"] as? NSNumber)?.doubleValue == 10)
    }

    @Test(
        "CORE-10 --format svg: well-formed, no inf or nan attribute, the two undrawn nodes counted", arguments: engines)
    func svg(engine: [String]) throws {
        let run = try layoutlab(
            ["render", "-", "--format", "svg", "--width", "100", "--height", "100"] + engine, input: paddingOverflow)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == paddingOverflowWarnings)
        let elements = try #require(SVGElements.parse(run.stdout), "not well-formed:\n\(run.stdout)")
        let attributes = elements.flatMap { Array($0.attributes.values) }
        #expect(!attributes.contains { $0.contains("inf") || $0.contains("nan") })
        #expect(run.stdout.contains("2 nodes with a non-finite display frame not drawn (CORE-10)"))
    }

    @Test("CORE-10 the table prints (inf, inf) and the warnings go to standard error", arguments: engines)
    func table(engine: [String]) throws {
        let run = try layoutlab(["render", "-", "--width", "100", "--height", "100"] + engine, input: paddingOverflow)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == paddingOverflowWarnings)
        #expect(run.stdout.contains("      Color  c   (inf, inf) 10×10      (10, 10)"), "\(run.stdout)")
        #expect(!run.stdout.contains("warning"))
    }

    @Test("CORE-10 a GeometryProxy offset computed to ∞ is kept: display x ∞, one warning pair per node")
    func proxyOffset() throws {
        let source = "GeometryReader { proxy in Color.red.id(\"c\").offset(x: proxy.size.width * 1e308 * 10) }"
        for engine in engines {
            let run = try layoutlab(
                ["render", "-", "--format", "json", "--width", "100", "--height", "100"] + engine, input: source)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(
                run.stderr == """
                    warning: [value.nonFinite] 0.0: displayFrame.x is inf
                    warning: [value.nonFinite] 0.0: displayFrame.width is nan
                    warning: [value.nonFinite] 0.0.0: displayFrame.x is inf
                    warning: [value.nonFinite] 0.0.0: displayFrame.width is nan

                    """)
            let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
            #expect(frame(node("c", in: json)) == [0, 0, 100, 100])
        }
    }
}
