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
