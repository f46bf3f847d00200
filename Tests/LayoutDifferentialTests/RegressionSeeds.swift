// RegressionSeeds.swift
// LayoutDifferentialTests
//
// The regression fixtures first written to Tests/Fixtures/regressions, built in code: hostile
// inputs the engines once got wrong (CORE-10/11 non-finite values, HSTACK-2 NaN priorities,
// SPACING-3 NaN spacing, ASPECT-3 degenerate ratios, TEXT-2..4 degenerate metrics, SPACING-5
// hidden Spacers, SPACING-4 insets and frame widths that read a GeometryProxy, ZSTACK-4 stacks
// made negative by their spacing, GUIDE-1 custom defaults read through a frame, HSTACK-3 shares
// in IEEE order). NaN cannot be written in source (CORE-10), so those trees are built node by
// node. To (re)write the files:
//
//     LAYOUTLAB_WRITE_FIXTURES=1 swift test --filter RegressionFixtureTests
//
// New fixtures from the fuzzer are written with `RegressionFixture.write(to:)` and need no entry
// here; `seedsMatchFiles` checks only these.

import EngineConfiguration
import LayoutCore
import LayoutDifferential

enum RegressionSeeds {
    /// A tree of `kind` over shapes: `build` receives a builder and returns the root.
    private static func tree(_ build: (inout ViewTreeBuilder) -> NodeID) throws -> ViewTree {
        var builder = ViewTreeBuilder()
        let root = build(&builder)
        return try builder.finish(root: root)
    }

    private static func color(_ builder: inout ViewTreeBuilder, _ name: String = "red") -> NodeID {
        builder.add(.shape(ShapeSpec(shape: .color, fill: ColorName(name))))
    }

    static func all() throws -> [RegressionFixture] {
        let window200 = RootEnvironment.window(width: 200, height: 100)
        let window100 = RootEnvironment.window(width: 100, height: 50)
        return [
            RegressionFixture(
                name: "nan-stack-spacing",
                note: "CORE-10 SPACING-3: HStack(spacing: .nan) built in code lays out with spacing 0 (value.invalid)",
                input: FuzzCase(
                    tree: try tree { b in
                        let red = color(&b), blue = color(&b, "blue")
                        return b.add(.stack(StackSpec(axis: .horizontal, spacing: .nan)), children: [red, blue])
                    }, root: window200)),
            RegressionFixture(
                name: "negative-infinite-stack-spacing",
                note: "CORE-10 SPACING-3: VStack(spacing: -.infinity) built in code: spacing 0",
                input: FuzzCase(
                    tree: try tree { b in
                        let red = color(&b), blue = color(&b, "blue")
                        return b.add(.stack(StackSpec(axis: .vertical, spacing: -.infinity)), children: [red, blue])
                    }, root: window200)),
            RegressionFixture(
                name: "nan-layout-priority",
                note: "HSTACK-2 CORE-11: HStack { Color.red.layoutPriority(.nan) } terminates, 200×100",
                input: FuzzCase(
                    tree: try tree { b in
                        let red = color(&b)
                        let prioritized = b.add(.layoutPriority(.nan), children: [red])
                        return b.add(.stack(StackSpec(axis: .horizontal)), children: [prioritized])
                    }, root: window200)),
            RegressionFixture(
                name: "two-nan-priorities",
                note: "HSTACK-2: two NaN priorities are one group; the capped child 50, the other 150",
                input: FuzzCase(
                    tree: try tree { b in
                        let red = color(&b), blue = color(&b, "blue")
                        let capped = b.add(.flexFrame(FlexFrameSpec(maxWidth: 50)), children: [blue])
                        let first = b.add(.layoutPriority(.nan), children: [red])
                        let second = b.add(.layoutPriority(.nan), children: [capped])
                        return b.add(.stack(StackSpec(axis: .horizontal, spacing: 0)), children: [first, second])
                    }, root: window200)),
            RegressionFixture(
                name: "nan-priority-in-zstack",
                note:
                    "ZSTACK-1 CORE-11: a NaN priority is ignored by the top priority; the 10×10 child sizes the ZStack",
                input: FuzzCase(
                    tree: try tree { b in
                        let small = color(&b), big = color(&b, "blue")
                        let s = b.add(.frame(width: 10, height: 10, alignment: .center), children: [small])
                        let f = b.add(.frame(width: 40, height: 40, alignment: .center), children: [big])
                        let nan = b.add(.layoutPriority(.nan), children: [f])
                        return b.add(.zStack(alignment: .center), children: [nan, s])
                    }, root: window200)),
            RegressionFixture(
                name: "nan-font-size",
                note: "TEXT-2..4 CORE-10: Text with a NaN font size and the font-table measurer is 0×0, no NaN",
                input: FuzzCase(
                    tree: try tree { b in
                        let text = b.add(
                            .text(TextSpec("Hello world", font: FontSpec(style: "system", pointSize: .nan))))
                        return b.add(.stack(StackSpec(axis: .vertical)), children: [text])
                    }, root: window200, textMetrics: .standard)),
            RegressionFixture(
                name: "tiny-display-scale",
                note: "TEXT-2: display scale 1e-300 makes every pixel-ceiled length 0; Text is 0×0, no trap",
                input: FuzzCase(
                    tree: try parse("VStack { Text(\"Hello world\"); Text(\"a b\").lineLimit(2) }"),
                    root: .window(width: 200, height: 100, scale: 1e-300))),
            RegressionFixture(
                name: "tiny-line-height",
                note: "TEXT-2..4: MonoMeasurer(advance: 1, lineHeight: 1e-300) at scale 3; Text is 11×0",
                input: FuzzCase(
                    tree: try parse(
                        "HStack(alignment: .lastTextBaseline) { Text(\"Hello world\").frame(height: 5); Color.red }"),
                    root: .window(width: 200, height: 100, scale: 3),
                    textMetrics: .mono(advance: 1, lineHeight: 1e-300))),
            RegressionFixture(
                name: "scaled-to-fill-spacer",
                note:
                    "ASPECT-3 HSTACK-7: HStack { Spacer().scaledToFill(); Text(\"b\") }: the infinite width is reported 0",
                input: FuzzCase(tree: try parse("HStack { Spacer().scaledToFill(); Text(\"b\") }"), root: window100)),
            RegressionFixture(
                name: "zero-ratio-in-scroll-view",
                note: "ASPECT-3: aspectRatio(0) in a ScrollView offers the sanitised (nil, ∞)",
                input: FuzzCase(
                    tree: try parse(
                        """
                        ScrollView {
                            HStack { Color.red; Color.blue }.frame(height: 20).aspectRatio(0, contentMode: .fit)
                        }
                        """), root: window100)),
            RegressionFixture(
                name: "frame-over-frame-hides-spacer",
                note: "SPACING-5: Spacer().frame().frame(width: 0) is generic; the Color after it starts at 8",
                input: FuzzCase(
                    tree: try parse("HStack { Spacer().frame().frame(width: 0); Color.blue }"), root: window200)),
            RegressionFixture(
                name: "zero-proxy-inset-keeps-spacer-edge",
                note:
                    "SPACING-4 GEOREADER-2: padding(.trailing, g.size.width - 100) in a 100-wide reader is 0, so the "
                    + "Spacer's zero edge shows: the Rectangle is at x 8, 92 wide (both engines once read 16, 84)",
                input: FuzzCase(
                    tree: try parse(
                        "GeometryReader { g in HStack { Spacer().padding(.trailing, g.size.width - 100); Rectangle() } }"
                    ), root: .window(width: 100, height: 100))),
            RegressionFixture(
                name: "negative-proxy-frame-width",
                note:
                    "SPACING-4 FRAME-1 GEOREADER-2: frame(width: g.size.width - 400) in a 300-wide reader is nil, so "
                    + "it keeps the inner Spacer's zero edge: the frame is at x 10, 290 wide",
                input: FuzzCase(
                    tree: try parse(
                        """
                        GeometryReader { g in
                            HStack {
                                Color.red.frame(width: 10, height: 10)
                                HStack { Spacer(); Color.blue.frame(width: 10, height: 10) }.frame(width: g.size.width - 400)
                            }
                        }
                        """), root: .window(width: 300, height: 100))),
            RegressionFixture(
                name: "nan-flexible-frame-bounds",
                note: "CORE-11 FLEXFRAME-1: frame(minWidth: NaN, idealWidth: −1, maxWidth: NaN) is 0 wide",
                input: FuzzCase(
                    tree: try tree { b in
                        let rect = color(&b)
                        let spec = FlexFrameSpec(minWidth: .constant(.nan), idealWidth: -1, maxWidth: .constant(.nan))
                        return b.add(.flexFrame(spec), children: [rect])
                    }, root: window200)),
            RegressionFixture(
                name: "negative-spacing-stack-in-zstack",
                note:
                    "ZSTACK-4: ZStack { HStack(spacing: -950) { Divider(); Text(\"\") } } at 100×100: the −949-wide row "
                    + "adds no far edge, the ZStack is 0×100 at x 50",
                input: FuzzCase(
                    tree: try parse("ZStack { HStack(spacing: -950) { Divider(); Text(\"\") } }"),
                    root: .window(width: 100, height: 100))),
            RegressionFixture(
                name: "negative-spacing-colors-in-zstack",
                note: "ZSTACK-4: HStack(spacing: -100) of two 10×10 colours is −80 wide; the ZStack around it is 0×10",
                input: FuzzCase(
                    tree: try parse(
                        """
                        ZStack {
                            HStack(spacing: -100) {
                                Color.red.frame(width: 10, height: 10)
                                Color.blue.frame(width: 10, height: 10)
                            }
                        }
                        """), root: .window(width: 100, height: 100))),
            RegressionFixture(
                name: "custom-default-through-frame",
                note:
                    "GUIDE-1 GUIDE-3: baselineShift = d[.firstTextBaseline] + 2 on a frame reads the Text's baseline "
                    + "translated by the frame's own baselineShift alignment (4.733): the inner HStack is 8×23 and "
                    + "its first baseline 21, so the outer HStack is 102 high (the engines had 104.733 and 100)",
                input: FuzzCase(
                    tree: try parse(
                        """
                        struct BaselineShiftID: AlignmentID {
                            static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.firstTextBaseline] + 2 }
                        }
                        extension VerticalAlignment {
                            static let baselineShift = VerticalAlignment(BaselineShiftID.self)
                        }
                        HStack(alignment: .firstTextBaseline) {
                            HStack(alignment: .baselineShift) {
                                Text("A").frame(alignment: Alignment(horizontal: .center, vertical: .baselineShift))
                            }
                            Rectangle()
                        }
                        """), root: .window(width: 100, height: 100))),
            RegressionFixture(
                name: "equal-share-last-bit",
                note:
                    "HSTACK-3 CORE-7: three Rectangles share 56 as greedy does in IEEE order (the column is "
                    + "57.99999999999999), so the row is proposed 7.1e-15 and its Text is one line: the stack is 105",
                input: FuzzCase(
                    tree: try parse(
                        """
                        VStack {
                            HStack { Rectangle(); Text("L") }
                            VStack(spacing: 1) { Rectangle(); Rectangle(); Rectangle() }.layoutPriority(1)
                            VStack(spacing: 10) { Spacer(); Rectangle() }
                        }
                        """), root: .window(width: 100, height: 84))),
            RegressionFixture(
                name: "lp-only-water-filling",
                note:
                    "HSTACK-3: lp-only's water-filling (50 + 100) against the greedy split (75 + 100), a known divergence",
                input: FuzzCase(
                    tree: try parse(
                        "HStack(spacing: 0) { Color.red.frame(maxWidth: 100); Color.blue.frame(minWidth: 100) }"),
                    root: .window(width: 150, height: 50)),
                expected: .diverge(DivergenceClass(kind: "HStack", rule: "HSTACK-4", field: "width")),
                mode: .lpOnly),
        ]
    }
}
