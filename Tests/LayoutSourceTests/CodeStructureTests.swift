// CodeStructureTests.swift
// LayoutSourceTests
//
// View code as apps structure it: @ViewBuilder helpers, View extensions, ViewModifiers, custom
// views with trailing-closure content and custom initializers. Each lowers to the layout
// modifiers it applies (CORE-4) inside layout-neutral groups (CORE-5).

import LayoutCore
import LayoutSource
import Testing

@Suite struct CodeStructureTests {
    static let pad8 = NodeKind.padding(EdgeInsets(all: 8))

    @Test func `CORE-5 @ViewBuilder helper properties and functions with defaults`() {
        let source = """
            struct Screen: View {
                private var header: some View { Text("head").padding(8) }
                @ViewBuilder func row(_ title: String, width: CGFloat = 40) -> some View {
                    Text(title).frame(width: width)
                }
                var body: some View {
                    VStack {
                        header
                        row("a")
                        self.row("b", width: 60)
                    }
                }
            }
            """
        expectTree(
            source,
            vstack(m(Self.pad8, text("head")), frame(text("a"), width: 40), frame(text("b"), width: 60)))
    }

    @Test func `CORE-4 View extension functions and ViewModifiers apply their modifiers in order`() {
        let source = """
            struct Bordered: ViewModifier {
                var width: CGFloat = 2
                func body(content: Content) -> some View {
                    content.padding(8).border(Color.red, width: width)
                }
            }
            extension View {
                func card() -> some View { padding(8).modifier(Bordered()) }
                func framed(_ w: CGFloat) -> some View { self.frame(width: w) }
            }
            VStack {
                Text("a").card()
                Text("b").modifier(Bordered(width: 3)).framed(50)
            }
            """
        let a = border(m(Self.pad8, m(Self.pad8, text("a"))), "red", width: 2)
        let b = frame(border(m(Self.pad8, text("b")), "red", width: 3), width: 50)
        expectTree(source, vstack(a, b))
    }

    @Test func `CORE-5 custom views with trailing-closure content`() {
        let source = """
            struct Card<Content: View>: View {
                var spacing: CGFloat = 4
                let content: Content
                var body: some View { VStack(spacing: spacing) { content }.padding(8) }
            }
            struct Box<Content: View>: View {
                @ViewBuilder var content: () -> Content
                var body: some View { HStack { content() } }
            }
            VStack {
                Card { Text("a"); Text("b") }
                Card(spacing: 2, content: Text("c"))
                Box { Text("d") }
            }
            """
        expectTree(
            source,
            vstack(
                m(Self.pad8, vstack(spacing: 4, text("a"), text("b"))),
                m(Self.pad8, vstack(spacing: 2, text("c"))),
                hstack(text("d"))))
    }

    @Test func `custom initializers that assign their parameters`() {
        let source = """
            struct Section<Content: View>: View {
                let title: String
                let content: Content
                @State private var expanded: Bool
                init(_ title: String, expanded: Bool = true, @ViewBuilder content: () -> Content) {
                    self.title = title
                    self.content = content()
                    _expanded = State(initialValue: expanded)
                    print("made")
                }
                var body: some View {
                    VStack {
                        Text(title)
                        if expanded { content }
                    }
                }
            }
            VStack {
                Section("one") { Text("x") }
                Section("two", expanded: false) { Text("y") }
            }
            """
        expectTree(source, vstack(vstack(text("one"), text("x")), vstack(text("two"))))
    }

    @Test func `errors for structure that cannot be read say what to do`() {
        expectError(
            "struct M: ViewModifier { func body(content: Content) -> some View { content } }\nM()",
            line: 2, column: 1, "M is a ViewModifier: apply it with .modifier(M(…))")
        expectError(
            "struct Item { var name: String }\nstruct V: View { var body: some View { Item() } }",
            line: 2, column: 40, "Item is declared in the input but is not a View")
        expectError(
            "struct V: View {\n    var image: String = \"x\"\n    var body: some View { image }\n}",
            line: 3, column: 27, "'image' is a string, not a view; use Text(image) to show it")
        expectError(
            "struct V: View {\n    func row() -> some View { Text(\"a\") }\n    var body: some View { row }\n}",
            line: 3, column: 27, "write 'row()' to call the view function row")
    }
}
