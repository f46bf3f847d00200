// Support.swift
// LayoutSourceTests
//
// Helpers: parse a source, build expected trees from descriptions, check errors and round trips.

import LayoutCore
import LayoutSource
import SourcePrinter
import Testing

/// Parses `source`, recording the error as a test failure.
func parse(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) -> ViewTree? {
    do {
        return try SwiftUISourceParser.parse(source, fileName: "test.swift")
    } catch {
        Issue.record("unexpected error: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// The tree a description lowers to (the expected value of a parse).
func lowered(_ description: ViewDescription) -> ViewTree? {
    try? ViewLowering.lower(description)
}

/// `view(kind, children…)`.
func v(_ kind: NodeKind, _ children: ViewDescription...) -> ViewDescription {
    .view(kind, children: children)
}

/// A modifier node around `content`.
func m(_ kind: NodeKind, _ content: ViewDescription, _ secondary: ViewDescription...) -> ViewDescription {
    .modifier(kind, content: content, secondary: secondary)
}

func text(_ string: String) -> ViewDescription { v(.text(TextSpec(string))) }
func shape(_ kind: ShapeKind, fill: String? = nil) -> ViewDescription {
    v(.shape(ShapeSpec(shape: kind, fill: fill.map { ColorName($0) })))
}
func color(_ name: String) -> ViewDescription { shape(.color, fill: name) }
func hstack(spacing: Double? = nil, alignment: AlignmentKey? = nil, _ children: ViewDescription...) -> ViewDescription {
    .view(.stack(StackSpec(axis: .horizontal, alignment: alignment, spacing: spacing)), children: children)
}
func vstack(spacing: Double? = nil, alignment: AlignmentKey? = nil, _ children: ViewDescription...) -> ViewDescription {
    .view(.stack(StackSpec(axis: .vertical, alignment: alignment, spacing: spacing)), children: children)
}
/// `.border(color, width:)` as lowering expects it.
func border(_ content: ViewDescription, _ name: String, width: Double = 1) -> ViewDescription {
    m(.border(color: ColorName(name), width: width), content, shape(.rectangle, fill: name))
}
func frame(
    _ content: ViewDescription, width: LayoutExpression? = nil, height: LayoutExpression? = nil,
    alignment: Alignment = .center
) -> ViewDescription {
    m(.frame(width: width, height: height, alignment: alignment), content)
}

/// Expects `source` to parse to the same tree as `expected`, CHROME-1 attributes aside (they have
/// no layout effect; `AttributeTests` checks them).
func expectTree(_ source: String, _ expected: ViewDescription, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let tree = parse(source, sourceLocation: sourceLocation)?.removingAttributes() else { return }
    guard let want = lowered(expected) else {
        Issue.record("the expected description does not lower", sourceLocation: sourceLocation)
        return
    }
    #expect(
        tree == want,
        "\n\(SwiftUISourcePrinter.source(for: tree))\nexpected\n\(SwiftUISourcePrinter.source(for: want))",
        sourceLocation: sourceLocation)
}

/// Expects `source` to fail with exactly `test.swift:line:column: …` and a message containing `fragment`.
func expectError(
    _ source: String, line: Int, column: Int, _ fragment: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    do {
        let tree = try SwiftUISourceParser.parse(source, fileName: "test.swift")
        Issue.record("expected an error, got a tree of \(tree.count) nodes", sourceLocation: sourceLocation)
    } catch {
        #expect(error.fileName == "test.swift", sourceLocation: sourceLocation)
        #expect((error.line, error.column) == (line, column), "\(error)", sourceLocation: sourceLocation)
        #expect(error.message.contains(fragment), "\(error)", sourceLocation: sourceLocation)
        #expect(
            error.description.hasPrefix("test.swift:\(error.line):\(error.column): "), sourceLocation: sourceLocation)
    }
}

/// Expects parse(print(tree)) == tree; returns the printed source.
@discardableResult
func expectRoundTrip(_ tree: ViewTree, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    let printed = SwiftUISourcePrinter.source(for: tree)
    do {
        let again = try SwiftUISourceParser.parse(printed, fileName: "printed.swift")
        let same = withStack(forDepth: tree.count + 64) { again == tree }
        #expect(
            same, "round trip changed the tree:\n\(printed)\nreparsed as\n\(SwiftUISourcePrinter.source(for: again))",
            sourceLocation: sourceLocation)
    } catch {
        Issue.record("printed source does not parse: \(error)\n\(printed)", sourceLocation: sourceLocation)
    }
    return printed
}
