// DeepInputTests.swift
// LayoutSourceTests
//
// Deep input parses or fails cleanly: modifier chains are unrolled with a loop, bracket nesting is
// limited by swift-syntax (SwiftUISourceParser.maximumNestingLevel), and the work runs on a stack
// sized to the source. The 10,000- to 100,000-level inputs are in the stress tier.

import LayoutCore
import LayoutSource
import SourcePrinter
import TestTiers
import Testing

@Suite struct DeepInputTests {
    @Test func `nesting beyond the parser's limit is a clear error`() {
        let depth = SwiftUISourceParser.maximumNestingLevel + 10
        let source =
            String(repeating: "VStack {\n", count: depth) + "Text(\"x\")\n" + String(repeating: "}\n", count: depth)
        expectError(source, line: SwiftUISourceParser.maximumNestingLevel + 2, column: 1, "too deeply nested")
        let fine = SwiftUISourceParser.maximumNestingLevel / 2 - 2
        let nested =
            String(repeating: "VStack {\n", count: fine) + "Text(\"x\")\n" + String(repeating: "}\n", count: fine)
        #expect(parse(nested)?.count == fine + 1)
    }

    /// `Color.red.frame(width: [[…1…]])` with `depth` brackets; the first `[` is at column 24.
    private func nestedArrays(_ depth: Int, open: String = "[", close: String = "]") -> String {
        "Color.red.frame(width: " + String(repeating: open, count: depth) + "1"
            + String(repeating: close, count: depth) + ")"
    }

    private func sourceError(_ source: String) -> SourceError? {
        do {
            _ = try SwiftUISourceParser.parse(source, fileName: "test.swift")
            return nil
        } catch {
            return error
        }
    }

    @Test func `nested '[' beyond the limit is refused before swift-syntax parses it`() throws {
        let limit = SwiftUISourceParser.maximumSquareBracketNesting
        #expect(limit == 8)
        let message = "too deeply nested: more than 8 levels of '['"
        // At the limit the parser runs and the translator rejects the array as a width.
        expectError(nestedArrays(limit), line: 1, column: 24, "expected a number, found an array")
        // One level deeper is refused at the ninth '['. Without the pre-scan this input reaches
        // swift-syntax, whose time doubles per level, so the deep cases below run only once
        // the pre-scan is known to answer.
        let first = try #require(sourceError(nestedArrays(limit + 1)))
        try #require(first.message == message, "\(first)")
        #expect((first.line, first.column) == (1, 24 + limit))
        for depth in [40, 300] {
            expectError(nestedArrays(depth), line: 1, column: 24 + limit, message)
            expectError(nestedArrays(depth, open: "[(", close: ")]"), line: 1, column: 24 + 2 * limit, message)
        }
        // Unbalanced: 300 '[' and nothing closing them.
        expectError(
            "Color.red.frame(width: " + String(repeating: "[", count: 300), line: 1, column: 24 + limit, message)
        // Code in an interpolation is parsed, so its brackets count.
        expectError(
            "Text(\"\\(" + String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40) + ")\")",
            line: 1, column: 9 + limit, message)
    }

    @Test func `brackets in strings and comments do not count towards the '[' limit`() {
        let deep = String(repeating: "[", count: 40)
        let sources = [
            "Text(\"\(deep)\")", "Text(#\"\(deep)\"#)", "Text(\"\\\"\(deep)\")",
            "Text(\"\"\"\n\(deep)\n\"\"\")", "// \(deep)\nText(\"a\")", "/* /* \(deep) */ */ Text(\"a\")",
        ]
        for source in sources {
            #expect(parse(source)?.count == 1, "\(source)")
        }
        #expect(parse("HStack { ForEach([[1, 2], [3]], id: \\.self) { row in Color.red } }")?.count == 3)
    }
}

@Suite(.tags(.stress), .stressTier) struct DeepInputStressTests {
    @Test func `a chain of 100,000 padding modifiers parses`() {
        let source = "Text(\"a\")" + String(repeating: "\n.padding()", count: 100_000)
        guard let tree = parse(source) else { return }
        #expect(tree.count == 100_001)
        #expect(tree[tree.root].kind == .padding(EdgeInsets(all: 16)))
        #expect(tree.depth() == 100_001)
    }

    @Test func `a 10,000-modifier chain round-trips`() {
        let source = "Color.red" + String(repeating: ".padding(1).frame(width: 2)", count: 5_000)
        guard let tree = parse(source) else { return }
        expectRoundTrip(tree)
    }

    @Test func `printing a 100,000-deep tree does not overflow; parsing it back reports the nesting`() throws {
        var builder = ViewTreeBuilder()
        var node = builder.add(.text(TextSpec("x")))
        for _ in 0..<100_000 { node = builder.add(.stack(StackSpec(axis: .vertical)), children: [node]) }
        let tree = try builder.finish(root: node)
        let printed = SwiftUISourcePrinter.source(for: tree)
        #expect(printed.hasPrefix("VStack {\n    VStack {\n"))
        #expect(throws: SourceError.self) { try SwiftUISourceParser.parse(printed) }
    }

    @Test func `long operator sequences do not recurse`() {
        let source = "Color.red.frame(width: " + Array(repeating: "1", count: 20_000).joined(separator: " + ") + ")"
        guard let tree = parse(source) else { return }
        expectRoundTrip(tree)
    }
}
