// NonFiniteTests.swift
// LayoutSourceTests
//
// CORE-10's source part: NaN, written or computed from literals, is an error at its location;
// ±∞ only in frame sizes, flexible-frame bounds and layoutPriority (CORE-10's table); ASPECT-3's
// zero-height CGSize ratio; values computed during layout are not source errors.

import EngineConfiguration
import LayoutCore
import LayoutSource
import ReferenceEngine
import Testing
import TextMeasurement

@Suite struct NonFiniteTests {
    static let nan = "NaN is not a number a layout can use (CORE-10)"

    static func infinity(_ argument: String) -> String {
        "\(argument) must be finite; ∞ is accepted only in frame sizes, flexible-frame bounds and layoutPriority (CORE-10)"
    }

    @Test func `CORE-10 a written NaN is an error at its location in every argument family`() {
        let cases: [(String, Int)] = [
            ("HStack(spacing: .nan) { Color.red }", 17),
            ("Color.red.frame(width: .nan)", 24),
            ("Color.red.frame(maxWidth: Double.nan)", 27),
            ("Color.red.padding(CGFloat.nan)", 19),
            ("Color.red.padding(EdgeInsets(top: .nan))", 35),
            ("Color.red.offset(x: .nan)", 21),
            ("Color.red.position(x: 1, y: -.nan)", 30),
            ("Spacer(minLength: .nan)", 19),
            ("Color.red.layoutPriority(.nan)", 26),
            ("Color.red.aspectRatio(.nan, contentMode: .fit)", 23),
            ("Color.red.alignmentGuide(.leading) { d in d.width + .nan }", 53),
            ("RoundedRectangle(cornerRadius: .nan)", 32),
            ("Color.red.border(.red, width: .nan)", 31),
            ("Text(\"a\").lineLimit(Int(.nan))", 25),
            ("Text(\"a\").font(.system(size: .nan))", 30),
            ("FlowLayout(spacing: .nan) { Color.red }", 21),
        ]
        for (source, column) in cases {
            expectError(source, line: 1, column: column, Self.nan)
        }
        expectError("VStack {\n    Text(\"a\")\n        .padding(.nan)\n}", line: 3, column: 18, Self.nan)
        expectError("let gap = CGFloat.nan\nHStack(spacing: gap) { Color.red }", line: 1, column: 11, Self.nan)
    }

    @Test func `CORE-10 a NaN computed from literals is an error at the argument`() {
        expectError("Color.red.frame(maxWidth: 0 / 0)", line: 1, column: 27, Self.nan)
        expectError("Color.red.padding(.infinity - .infinity)", line: 1, column: 19, Self.nan)
        expectError("Color.red.offset(x: 0 * .infinity)", line: 1, column: 21, Self.nan)
        expectError("Color.red.layoutPriority(.infinity - .infinity)", line: 1, column: 26, Self.nan)
        expectError("Color.red.frame(width: 1e308 * 10 - 1e308 * 10)", line: 1, column: 24, Self.nan)
        // A constant-folded NaN inside a proxy expression is still known before layout.
        expectError(
            "GeometryReader { proxy in Color.red.frame(width: proxy.size.width + 0 * .infinity) }", line: 1,
            column: 50, Self.nan)
        // A NaN computed into a name is reported where it is computed.
        expectError("let gap: CGFloat = 0 / 0\nHStack(spacing: gap) { Color.red }", line: 1, column: 20, Self.nan)
        expectError(
            "struct Row: View {\n    var gap: CGFloat\n    var body: some View { HStack(spacing: gap) { Color.red } }\n}\n"
                + "Row(gap: .infinity - .infinity)", line: 5, column: 10, Self.nan)
        // An infinite name is judged where it is used.
        expectError(
            "let big = CGFloat.infinity\nColor.red.frame(maxWidth: big).padding(big)", line: 2, column: 40,
            Self.infinity("padding"))
    }

    @Test func `CORE-10 infinity is accepted in frame sizes, flexible-frame bounds and layoutPriority`() {
        expectTree(
            "Color.red.frame(maxWidth: .infinity)",
            m(.flexFrame(FlexFrameSpec(maxWidth: .constant(.infinity))), color("red")))
        expectTree(
            "Color.red.frame(minWidth: -.infinity, maxHeight: 1 / 0)",
            m(
                .flexFrame(FlexFrameSpec(minWidth: .constant(-.infinity), maxHeight: .quotient(1, 0))),
                color("red")))
        expectTree("Color.red.frame(width: 1e308 * 10)", frame(color("red"), width: .product(1e308, 10)))
        expectTree("Color.red.layoutPriority(.infinity)", m(.layoutPriority(.infinity), color("red")))
        expectTree("Color.red.layoutPriority(-1 / 0)", m(.layoutPriority(-.infinity), color("red")))
    }

    @Test func `CORE-10 frame(width: .infinity) parses and FRAME-1 makes it nil with frame.invalidDimension`() {
        guard let tree = parse("Color.red.frame(width: .infinity, height: 20)") else { return }
        guard case .frame(let width, _, _) = tree[tree.root].kind else {
            Issue.record("expected a frame at the root")
            return
        }
        #expect(width == .constant(.infinity))
        let configuration = LayoutConfiguration(root: .iPhone13Pro, textMeasurer: MonoMeasurer.bodyStandIn)
        let result = ReferenceEngine(configuration: configuration).layout(tree)
        #expect(result.diagnostics.map(\.code) == [DiagnosticCode.frameInvalidDimension])
        #expect(result.diagnostics.first?.path == "0")
    }

    @Test func `CORE-10 infinity outside CORE-10's table is an error at the argument`() {
        let cases: [(String, Int, String)] = [
            ("Color.red.padding(.infinity)", 19, "padding"),
            ("Color.red.padding(.horizontal, 1 / 0)", 32, "padding"),
            ("Color.red.padding(EdgeInsets(leading: .infinity))", 19, "padding"),
            ("Color.red.padding(1 / .infinity)", 19, "padding"),
            ("Color.red.offset(y: -.infinity)", 21, "offset(y:)"),
            ("Color.red.offset(CGSize(width: .infinity, height: 0))", 18, "offset"),
            ("Color.red.position(x: 1e308 * 10)", 23, "position(x:)"),
            ("Spacer(minLength: .infinity)", 19, "Spacer(minLength:)"),
            ("HStack(spacing: .infinity) { Color.red }", 17, "HStack(spacing:)"),
            ("FlowLayout(spacing: .infinity) { Color.red }", 21, "FlowLayout(spacing:)"),
            ("Color.red.aspectRatio(.infinity, contentMode: .fit)", 23, "aspectRatio"),
            ("Text(\"a\").lineLimit(.infinity)", 21, "lineLimit"),
            ("RoundedRectangle(cornerRadius: .infinity)", 32, "RoundedRectangle(cornerRadius:)"),
            ("Color.red.border(.red, width: 1 / 0)", 31, "border(width:)"),
            ("Color.red.alignmentGuide(.leading) { _ in .infinity }", 43, "alignmentGuide's value"),
            (
                "GeometryReader { proxy in Color.red.offset(x: proxy.size.width * .infinity) }", 47,
                "offset(x:)"
            ),
        ]
        for (source, column, argument) in cases {
            expectError(source, line: 1, column: column, Self.infinity(argument))
        }
    }

    @Test func `ASPECT-3 a CGSize ratio with a zero height is an error`() {
        expectError(
            "Color.red.aspectRatio(CGSize(width: 1, height: 0), contentMode: .fill)", line: 1, column: 23,
            "aspectRatio must be finite; a CGSize ratio needs a non-zero height (ASPECT-3, CORE-10)")
        expectTree(
            "Color.red.aspectRatio(CGSize(width: 0, height: 2), contentMode: .fit)",
            m(.aspectRatio(ratio: 0, contentMode: .fit), color("red")))
    }

    @Test func `CORE-10 values computed during layout are not source errors`() {
        expectTree(
            "GeometryReader { proxy in Color.red.frame(width: proxy.size.width - proxy.size.width) }",
            v(.geometryReader, frame(color("red"), width: .difference(.proxyWidth(0), .proxyWidth(0)))))
        expectTree(
            "GeometryReader { proxy in Color.red.offset(x: proxy.size.width / 0) }",
            v(.geometryReader, m(.offset(x: .quotient(.proxyWidth(0), 0), y: 0), color("red"))))
        expectTree(
            "Color.red.alignmentGuide(.leading) { d in d.width - d[.trailing] }",
            m(.alignmentGuide(key: .leading, value: .difference(.width, .guide(.trailing))), color("red")))
        // Large finite values stay accepted.
        expectTree("Color.red.offset(x: 1e308)", m(.offset(x: 1e308, y: 0), color("red")))
    }
}
