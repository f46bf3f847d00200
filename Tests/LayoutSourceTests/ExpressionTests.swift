// ExpressionTests.swift
// LayoutSourceTests
//
// Numbers: literals, ForEach variables in arithmetic, GeometryReader proxies, guide closures.
// Literal arithmetic keeps its structure; arithmetic on named constants is folded.

import CustomLayout
import LayoutCore
import LayoutSource
import Testing

@Suite struct ExpressionTests {
    @Test func `ForEach variables fold through Double(i) and CGFloat(i)`() {
        expectTree(
            """
            HStack {
                ForEach(0..<3) { i in
                    Rectangle()
                        .frame(width: Double(i) * 10 + 5, height: CGFloat(i + 1))
                        .alignmentGuide(.top) { _ in -10 * Double(i) }
                }
            }
            """,
            hstack(
                m(.alignmentGuide(key: .top, value: -0.0), frame(shape(.rectangle), width: 5, height: 1)),
                m(.alignmentGuide(key: .top, value: -10), frame(shape(.rectangle), width: 15, height: 2)),
                m(.alignmentGuide(key: .top, value: -20), frame(shape(.rectangle), width: 25, height: 3))))
    }

    @Test func `Int arithmetic truncates like Swift`() {
        expectTree(
            "ForEach(5..<6) { i in Color.red.frame(width: CGFloat(i / 2), height: CGFloat(i % 2)) }",
            frame(color("red"), width: 2, height: 1))
    }

    @Test func `literal arithmetic keeps its structure`() {
        expectTree(
            "Color.red.frame(width: 10 * 3, height: -(5)).offset(x: 1 + 2 - 3, y: 100 / 3)",
            m(
                .offset(x: .difference(.sum(1, 2), 3), y: .quotient(100, 3)),
                frame(color("red"), width: .product(10, 3), height: .negation(5))))
        expectTree(
            "Color.red.frame(width: -10, height: -.infinity)",
            frame(color("red"), width: -10, height: .constant(-.infinity)))
        expectTree(
            "Color.red.frame(width: CGFloat.infinity, height: 0).padding(2 * (3 + 4))",
            m(
                .padding(EdgeInsets(all: .product(2, 7))),
                frame(color("red"), width: .constant(.infinity), height: 0)))
        // CORE-10: NaN in source is an error at its location (a tree built in code may still hold
        // one; the engines warn, CORE-6).
        expectError(
            "Color.red.frame(width: .nan)", line: 1, column: 24, "NaN is not a number a layout can use (CORE-10)")
    }

    @Test func `GEOREADER-2 proxy sizes become proxy expressions by nesting depth`() {
        expectTree(
            """
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 3, height: proxy.size.height - 20)
                GeometryReader { inner in
                    Text("x")
                        .padding(.leading, inner.size.width * 0.5)
                        .offset(x: proxy.frame(in: .local).width, y: -inner.size.height)
                }
            }
            """,
            v(
                .geometryReader,
                frame(color("red"), width: .proxyWidth(0) / 3, height: .proxyHeight(0) - 20),
                v(
                    .geometryReader,
                    m(
                        .offset(x: .proxyWidth(0), y: .negation(.proxyHeight(1))),
                        m(.padding(EdgeInsets(leading: .proxyWidth(1) * 0.5)), text("x"))))))
    }

    @Test func `GUIDE-2 closures with shorthand, named and ignored parameters`() {
        expectTree(
            """
            Text("a")
                .alignmentGuide(.leading) { $0.width - $0[.trailing] / 2 }
                .alignmentGuide(.top, computeValue: { (d: ViewDimensions) -> CGFloat in return 2 * d.height })
                .alignmentGuide(.bottom) { _ in 7 }
            """,
            m(
                .alignmentGuide(key: .bottom, value: 7),
                m(
                    .alignmentGuide(key: .top, value: .height * 2),
                    m(.alignmentGuide(key: .leading, value: .width - .guide(.trailing) / 2), text("a")))))
    }

    @Test func `GUIDE-2 nonlinear expressions are errors`() {
        expectError(
            """
            GeometryReader { p in
                Color.red.frame(width: p.size.width * p.size.height)
            }
            """, line: 2, column: 41, "nonlinear expression")
        expectError(
            "Text(\"a\").alignmentGuide(.top) { d in 10 / d.width }", line: 1, column: 42, "nonlinear expression")
    }

    @Test func `constants: top-level lets, properties, ternaries`() {
        expectTree(
            """
            let gap: CGFloat = 8
            struct ContentView: View {
                let count = 2
                var size: CGFloat = 10
                @State var big = false
                var total: Int { count + 1 }
                var body: some View {
                    HStack(spacing: gap) {
                        ForEach(0..<total, id: \\.self) { i in
                            Color.red.frame(width: size * CGFloat(i), height: big ? 100 : 50)
                        }
                    }
                }
            }
            """,
            hstack(
                spacing: 8, frame(color("red"), width: 0, height: 50), frame(color("red"), width: 10, height: 50),
                frame(color("red"), width: 20, height: 50)))
    }
}
