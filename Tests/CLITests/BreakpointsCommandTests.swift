// BreakpointsCommandTests.swift
// CLITests
//
// `layoutlab breakpoints` end to end: the toolbar's pieces and truncation intervals (text and
// JSON), the reference-engine cross-check `--sample`, and its errors.

import Foundation
import Testing

@Suite("layoutlab breakpoints")
struct BreakpointsCommandTests {
    static let toolbar = """
        HStack {
            Text("Weekly digest").lineLimit(1).id("title")
            Spacer()
            ViewThatFits { Text("Mark as read"); Text("Read") }
        }
        """
    static let mono = ["--text-metrics", "mono:7.757575,20.333333"]

    @Test("text: the title truncates for W in [0, 140.8484749] ∪ [196, 202.8484749] (mono metrics, height 44)")
    func text() throws {
        let run = try layoutlab(
            ["breakpoints", "-", "--width", "0...400", "--height", "44", "--check", "truncation"] + Self.mono,
            input: Self.toolbar)
        #expect(run.status == 0)
        #expect(run.stdout.contains("pieces over W ∈ [0, 400]: 12\n"))
        #expect(
            run.stdout.contains(
                "truncation: 0.0 for W in [0.0000000, 140.8484749] ∪ [196.0000000, 202.8484749]; witness W = 70.4242375"
            ))
        #expect(run.stdout.contains("      0.0 Text \"title\": x = 0, y = 11.5, w = 101, h = 21, lines 1/1\n"))
    }

    @Test("json: interval, 11 breakpoints, affine frames [c0, c1] by node path, violations with a witness")
    func json() throws {
        let run = try layoutlab(
            ["breakpoints", "-", "--width", "0...400", "--height", "44", "--check", "truncation", "--format", "json"]
                + Self.mono, input: Self.toolbar)
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["interval"] as? [Double] == [0, 400])
        let breakpoints = try #require(object["breakpoints"] as? [Double])
        #expect(breakpoints.count == 11)
        #expect(abs(breakpoints[6] - 140.8484749) < 1e-6)
        let pieces = try #require(object["pieces"] as? [[String: Any]])
        let frames = try #require(pieces[6]["frames"] as? [String: [String: Any]])
        #expect(frames["0.0"]?["width"] as? [Double] == [-40, 1])
        #expect(frames["0.0"]?["id"] as? String == "title")
        let violations = try #require(object["violations"] as? [[String: Any]])
        #expect(violations.first?["node"] as? String == "0.0")
        #expect((violations.first?["intervals"] as? [[Double]])?.count == 2)
    }

    @Test("--height 0...300 at --width 100: the height is W; the wrapping Text truncates for H ≤ 175.9999998")
    func height() throws {
        let run = try layoutlab(
            [
                "breakpoints", "-", "--width", "100", "--height", "0...300", "--check", "truncation", "--sample", "1",
            ] + Self.mono,
            input: "VStack { Text(\"abcdefghij abcdefghij abcdefghij abcdefghij\"); Color.red }")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("W is the root height\npieces over W ∈ [0, 300]: 6\n"))
        #expect(run.stdout.contains("truncation: 0.0 for W in [0.0000000, 175.9999998]"))
        #expect(run.stderr.contains("sample: 301 values of W rendered, 0 disagreements"))
    }

    @Test("--sample 0.5 renders 801 widths with the reference engine and finds no disagreement")
    func sample() throws {
        let run = try layoutlab(
            ["breakpoints", "-", "--width", "0...400", "--height", "44", "--sample", "0.5"] + Self.mono,
            input: Self.toolbar)
        #expect(run.status == 0)
        #expect(run.stderr.contains("sample: 801 values of W rendered, 0 disagreements"))
    }

    @Test(
        "--sample lists a width within rounding of a tie apart: five equal HSTACK-3 shares meet TEXT-3 at 241.9999995"
    )
    func sampleAtATie() throws {
        let five = "HStack { Text(\"Item 0\"); Text(\"Item 1\"); Text(\"Item 2\"); Text(\"Item 3\"); Text(\"Item 4\") }"
        let run = try layoutlab(
            [
                "breakpoints", "-", "--width", "241.9999994...241.9999996", "--text-metrics", "mono:7,20", "--sample",
                "1e-10",
            ], input: five)
        #expect(run.status == 0)
        #expect(run.stdout.contains("tie: TEXT-3 at node 0.4, W = 241.99999949999994\n"))
        #expect(
            run.stderr.contains(
                "W = 241.9999995: node 0: pieces (0, 0) 242×20, reference (0, 0) 242×40 (within rounding"))
        #expect(run.stderr.contains("sample: 2000 values of W rendered, 0 disagreements, 1 at ties"))
    }

    @Test(
        "A > B is a usage error (64); a custom Layout proposed a width-dependent size is error 1 naming node and rule")
    func errors() throws {
        let reversed = try layoutlab(["breakpoints", "-", "--width", "400...0"], input: Self.toolbar)
        #expect(reversed.status == 64)
        #expect(reversed.stderr.contains("--width needs A ≤ B, got 400...0"))
        // A negative value is the option's own, refused by its own message (not "Missing value").
        let negative = try layoutlab(["breakpoints", "-", "--width", "-5...10"], input: Self.toolbar)
        #expect(negative.status == 64)
        #expect(negative.stderr.contains("--width needs finite bounds ≥ 0, got -5...10"))
        let step = try layoutlab(["breakpoints", "-", "--width", "0...10", "--sample", "-1"], input: Self.toolbar)
        #expect(step.status == 64)
        #expect(step.stderr.contains("--sample must be a number > 0"))
        let flow = try layoutlab(["breakpoints", "Examples/Breakpoints/W8.swift", "--width", "0...1000"])
        #expect(flow.status == 1)
        #expect(flow.stderr.contains("error: node 0.0 (LAYOUTPROTO-3) is not affine in W"))
    }

    @Test("--sample 1e-9 over [0, 10] (1e10 widths) is a usage error (64); W = A + k · STEP lands on 42 exactly")
    func sampleCount() throws {
        let many = try layoutlab(["breakpoints", "-", "--width", "0...10", "--sample", "1e-9"], input: Self.toolbar)
        #expect(many.status == 64)
        #expect(many.stderr.contains("renders more than 1,000,000,000 widths; take a larger STEP"))
        // 41 + 0.001 · 1000 is 42 exactly, where this column has a layout of its own (HSTACK-2).
        let column = """
            Text("Layout"); Text("x y z w v u t s r q p o n m l k j"); Circle(); Text("Layout")
            Text("Hello world"); Text("Hi"); Text("42"); Text("Layout")
            """
        let run = try layoutlab(
            ["breakpoints", "-", "--width", "41...43", "--height", "300", "--sample", "0.001"] + Self.mono,
            input: column)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("pieces over W ∈ [41, 43]: 3\n"))
        #expect(run.stderr.contains("sample: 2001 values of W rendered, 0 disagreements"))
    }

    @Test("A region question on a layout beyond 1e6 pt is error 1 naming the magnitude (GLPK's tolerances)")
    func regionMagnitudeRefused() throws {
        let run = try layoutlab(
            ["breakpoints", "-", "--width", "50...400", "--height", "50...400", "--check", "overflow"],
            input: "Rectangle().frame(width: 1000000000, height: 10)")
        #expect(run.status == 1)
        #expect(
            run.stderr.contains("a region question on a layout with magnitudes above 1e6 pt (largest 1000000000 pt"))
    }
}
