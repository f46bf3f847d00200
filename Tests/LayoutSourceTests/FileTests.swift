// FileTests.swift
// LayoutSourceTests
//
// Whole files: View structs as custom views, root selection, skipped declarations, custom
// alignments, unregistered layouts, recursion.

import CustomLayout
import LayoutCore
import LayoutSource
import Testing

@Suite struct FileTests {
    @Test func `CORE-5 ContentView with a second custom view`() {
        let source = """
            import SwiftUI

            struct Badge: View {
                let label: String
                var size: CGFloat = 20
                var body: some View {
                    Text(label)
                        .padding(4)
                        .frame(width: size * 2)
                    Circle().frame(width: size, height: size)
                }
            }

            struct ContentView: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        Badge(label: "new")
                        Badge(label: "hot", size: 10).padding()
                    }
                }
            }

            #Preview {
                ContentView()
            }
            """
        let badge = { (label: String, size: Double) -> [ViewDescription] in
            [
                frame(m(.padding(EdgeInsets(all: 4)), text(label)), width: .constant(size * 2)),
                frame(shape(.circle), width: .constant(size), height: .constant(size)),
            ]
        }
        let padded = badge("hot", 10).map { m(.padding(EdgeInsets(all: 16)), $0) }
        expectTree(
            source,
            .view(
                .stack(StackSpec(axis: .vertical, alignment: .leading)),
                children: badge("new", 20) + padded))
    }

    @Test func `ROOT-2 root is the View no other View uses; top-level views win`() {
        let structs = """
            struct A: View { var body: some View { Text("A") } }
            struct B: View { var body: some View { A() } }
            """
        expectTree(structs, text("A"))
        expectTree(structs + "\nHStack { A(); B() }", hstack(text("A"), text("A")))
        expectError("import SwiftUI", line: 1, column: 1, "no view to lay out")
    }

    @Test func `computed view properties and skipped declarations`() {
        expectTree(
            """
            extension View { func card() -> some View { self.padding() } }
            func helper() -> Int { 3 }
            struct ScrollViewDemo: View {
                @State var step: CGFloat = 3
                var count: Int { Int(step) }
                var body: some View {
                    ViewThatFits {
                        content
                        ScrollView(.horizontal, showsIndicators: true) { self.content }
                    }
                }
                var content: some View {
                    HStack {
                        ForEach(0 ..< count, id: \\.self) { i in
                            Rectangle().fill(.orange.gradient).frame(width: 30, height: 30)
                                .overlay(Text(i, format: .number).foregroundStyle(.white))
                        }
                    }
                }
            }
            """,
            v(
                .viewThatFits(axes: .both),
                hstack(overlaid(0), overlaid(1), overlaid(2)),
                v(.scrollView(axes: .horizontal), hstack(overlaid(0), overlaid(1), overlaid(2)))))
    }

    private func overlaid(_ i: Int) -> ViewDescription {
        m(.overlay(alignment: .center), frame(shape(.rectangle, fill: "orange"), width: 30, height: 30), text("\(i)"))
    }

    @Test func `GUIDE-1 custom alignments from AlignmentID declarations`() {
        let source = """
            struct OneThird: AlignmentID {
                static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
            }
            extension VerticalAlignment {
                static let oneThird = VerticalAlignment(OneThird.self)
            }
            HStack(alignment: .oneThird) {
                Color.red.frame(width: 10, height: 30)
                Text("x").alignmentGuide(.oneThird) { d in d[.center] + 1 }
            }
            """
        let oneThird = AlignmentKey.custom(
            CustomAlignment(name: "oneThird", axis: .vertical, defaultValue: .height / 3))
        expectTree(
            source,
            hstack(
                alignment: oneThird, frame(color("red"), width: 10, height: 30),
                m(.alignmentGuide(key: oneThird, value: .guide(.verticalCenter) + 1), text("x"))))
    }

    @Test func `LAYOUTPROTO-1 seed flow layout declared in the file but registered`() {
        let source = """
            struct FlowLayout: Layout {
                var spacing: CGFloat = 10.0
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            FlowLayout(spacing: 10) {
                ForEach(0..<3) { _ in Color.red.frame(width: 100, height: 30) }
            }
            """
        let item = frame(color("red"), width: 100, height: 30)
        expectTree(source, v(.customLayout(LayoutRegistry.spec(for: FlowLayout())), item, item, item))
        // The seed names its flow layout BasicVStack.
        expectTree(
            "BasicVStack(spacing: 4) { Text(\"a\") }",
            v(.customLayout(LayoutRegistry.spec(for: FlowLayout(spacing: 4))), text("a")))
    }

    @Test func `LAYOUTPROTO-1 a declared Layout that cannot run is an error at its declaration`() {
        expectError(
            """
            struct My_ZStackLayout: Layout {
                var alignment: Alignment = .center
            }
            My_ZStackLayout(alignment: .center) { Text("a") }
            """, line: 1, column: 8,
            "My_ZStackLayout must declare sizeThatFits(proposal:subviews:cache:) (LAYOUTPROTO-1)")
        expectError("FlowLayout(spcing: 3) { Text(\"a\") }", line: 1, column: 12, "no parameter 'spcing:'")
    }

    @Test func `CORE-5 recursive custom views are an error`() {
        expectError(
            """
            struct A: View { var body: some View { B() } }
            struct B: View { var body: some View { VStack { A() } } }
            struct ContentView: View { var body: some View { A() } }
            """, line: 2, column: 49, "A uses itself recursively (ContentView → A → B → A)")
        expectError(
            """
            struct Loop: View {
                var body: some View { more }
                var more: some View { Text("x"); more }
            }
            """, line: 3, column: 38, "'more' uses itself recursively")
    }

    @Test func `a View struct without body is an error`() {
        expectError("struct Empty: View {\n    let x = 1\n}", line: 1, column: 8, "has no 'var body: some View")
    }
}
