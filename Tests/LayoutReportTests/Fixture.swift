// Fixture.swift
// LayoutReportTests
//
// A small tree and a hand-made layout of it, covering every case the reports treat specially.

import LayoutCore

enum Fixture {
    /// ```
    /// ZStack {                                               0
    ///     Text("a<b & \"c\"").id("t")                        0.0
    ///     Rectangle().fill(.blue).overlay { Color.red.id("c") }  0.1 (0.1.0, 0.1.1)
    ///     ViewThatFits { HStack { Text("wide") }; Text("narrow") }.id("v")  0.2
    ///     Rectangle().fill(mauve)     // unknown colour, proposal (inf, nil)    0.3
    ///     Color.clear.id("x&<y>")     // outside the 390×844 window             0.4
    /// }
    /// ```
    /// The HStack (0.2.0) is a hidden ViewThatFits child; its Text (0.2.0.0) is not reported.
    static func tree() throws -> ViewTree {
        var builder = ViewTreeBuilder()
        let text = builder.add(.text(TextSpec("a<b & \"c\"")), label: "t")
        let rectangle = builder.add(.shape(ShapeSpec(shape: .rectangle, fill: ColorName("blue"))))
        let red = builder.add(.shape(ShapeSpec(shape: .color, fill: ColorName("red"))), label: "c")
        let overlay = builder.add(.overlay(alignment: .center), children: [rectangle, red])
        let wide = builder.add(.text(TextSpec("wide")))
        let hStack = builder.add(.stack(StackSpec(axis: .horizontal)), children: [wide])
        let narrow = builder.add(.text(TextSpec("narrow")))
        let fits = builder.add(.viewThatFits(axes: .horizontal), children: [hStack, narrow], label: "v")
        let mauve = builder.add(.shape(ShapeSpec(shape: .rectangle, fill: ColorName("mauve"))))
        let clear = builder.add(
            .shape(ShapeSpec(shape: .color, fill: ColorName("clear"))),
            label: "x&<y>")
        let root = builder.add(
            .zStack(alignment: .center),
            children: [text, overlay, fits, mauve, clear])
        return try builder.finish(root: root)
    }

    /// Layouts in pre-order: ZStack, Text t, overlay, Rectangle, Color c, ViewThatFits,
    /// HStack (hidden), Text wide (unreported), Text narrow, Rectangle mauve, Color clear.
    static func result() -> LayoutResult {
        let window = ProposedSize(width: 390, height: 763)
        let nodes = [
            shown(Rect(x: 0, y: 47, width: 390, height: 763), window),
            shown(
                Rect(
                    x: 152.33333333333334, y: 418.3333333333333, width: 85.33333333333333,
                    height: 20.333333333333332), window),
            shown(Rect(x: 95, y: 378.5, width: 200, height: 100), window),
            shown(Rect(x: 95, y: 378.5, width: 200, height: 100), ProposedSize(width: 200, height: 100)),
            shown(Rect(x: 120.5, y: 400, width: 50, height: 25), ProposedSize(width: 50, height: 25)),
            shown(Rect(x: 10, y: 60, width: 60, height: 20.333333333333332), window),
            NodeLayout(
                frame: Rect(x: 10, y: 60, width: 0, height: 0),
                displayFrame: Rect(x: 10, y: 60, width: 0, height: 0),
                proposal: nil, hidden: true, isReported: true),
            .unreported,
            shown(
                Rect(x: 10, y: 60, width: 46.54545, height: 20.333333333333332),
                ProposedSize(width: 60, height: 763)),
            shown(Rect(x: 0, y: 47, width: 390, height: 763), ProposedSize(width: .infinity, height: nil)),
            shown(Rect(x: 400, y: 10, width: 30, height: 30), ProposedSize(width: 30, height: 30)),
        ]
        return LayoutResult(
            engine: "reference", proposal: window, scale: 3,
            diagnostics: [
                Diagnostic(
                    code: "frame.invalidDimension",
                    message: "negative width -5 treated as 0", path: "0.1")
            ],
            nodes: nodes)
    }

    /// A shown node whose display frame equals its layout frame.
    static func shown(_ frame: Rect, _ proposal: ProposedSize) -> NodeLayout {
        NodeLayout(frame: frame, displayFrame: frame, proposal: proposal, hidden: false, isReported: true)
    }

    /// One Rectangle wrapped `depth` times in `.padding(1)`, every node at a zero frame.
    static func paddingChain(depth: Int) throws -> (ViewTree, LayoutResult) {
        var builder = ViewTreeBuilder()
        var node = builder.add(.shape(ShapeSpec(shape: .rectangle)))
        for _ in 0..<depth { node = builder.wrap(node, in: .padding(EdgeInsets(all: 1))) }
        let tree = try builder.finish(root: node)
        let layout = NodeLayout(
            frame: .zero, displayFrame: .zero, proposal: .zero, hidden: false,
            isReported: true)
        let result = LayoutResult(
            engine: "reference", proposal: .zero, scale: 1, diagnostics: [],
            nodes: Array(repeating: layout, count: tree.count))
        return (tree, result)
    }
}

/// How many times `needle` occurs in `haystack` (non-overlapping, byte-wise).
func occurrences(of needle: String, in haystack: String) -> Int {
    let pattern = Array(needle.utf8)
    guard let first = pattern.first else { return 0 }
    let bytes = Array(haystack.utf8)
    var count = 0
    var index = 0
    while index <= bytes.count - pattern.count {
        if bytes[index] == first && bytes[index..<index + pattern.count].elementsEqual(pattern) {
            count += 1
            index += pattern.count
        } else {
            index += 1
        }
    }
    return count
}

/// How many times each byte value occurs in `text`, indexed by the byte.
func byteCounts(in text: String) -> [Int] {
    var counts = [Int](repeating: 0, count: 256)
    for byte in text.utf8 { counts[Int(byte)] += 1 }
    return counts
}
