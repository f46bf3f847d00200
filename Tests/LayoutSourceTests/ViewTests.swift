// ViewTests.swift
// LayoutSourceTests
//
// Each view of the vocabulary parses to the expected node, with SwiftUI's labels and defaults.

import CustomLayout
import LayoutCore
import LayoutSource
import Testing

@Suite struct ViewTests {
    @Test func `ZSTACK-1 seed W1: ZStack with Text`() {
        expectTree(#"ZStack { Text("Hello world") }"#, v(.zStack(alignment: .center), text("Hello world")))
    }

    @Test func `LEAF-SHAPE-1 shapes and colours`() {
        expectTree(
            """
            VStack {
                Rectangle()
                RoundedRectangle(cornerRadius: 12, style: .continuous)
                Capsule()
                Ellipse()
                Circle()
                Color.red
                Color("brand")
                Color(red: 0.1, green: 0.2, blue: 0.3)
            }
            """,
            vstack(
                shape(.rectangle), shape(.roundedRectangle(cornerRadius: 12)), shape(.capsule), shape(.ellipse),
                shape(.circle), color("red"), color("brand"), shape(.color)))
    }

    @Test func `TEXT-1 strings with escapes and multi-line literals`() {
        expectTree(
            #"""
            Text("tab\tquote\"new\nline \u{1F600}")
            Text(verbatim: "v")
            Text("""
                multi
                line
                """)
            """#,
            .group([text("tab\tquote\"new\nline \u{1F600}"), text("v"), text("multi\nline")]))
    }

    @Test func `LEAF-IMAGE-1 SPACER-2 DIVIDER-1 LEAF-OTHER-1 leaves`() {
        expectTree(
            """
            HStack {
                Image("photo")
                Image(systemName: "heart").resizable()
                Spacer()
                Spacer(minLength: -4)
                Divider()
                CustomLeaf(width: 50, height: 20)
                CustomLeaf(name: "Slider", minWidth: 10, idealWidth: 100, maxWidth: .infinity, minHeight: 20, idealHeight: 20, maxHeight: 20)
            }
            """,
            hstack(
                v(.image(ImageSpec(name: "photo"))),
                v(.image(ImageSpec(name: "heart", isSystemSymbol: true, isResizable: true))),
                v(.spacer(minLength: nil)), v(.spacer(minLength: -4)), v(.divider),
                v(.customLeaf(.fixed(Size(width: 50, height: 20)))),
                v(
                    .customLeaf(
                        CustomLeafSpec(
                            name: "Slider", minimum: Size(width: 10, height: 20),
                            ideal: Size(width: 100, height: 20),
                            maximum: Size(width: .infinity, height: 20))))))
    }

    @Test func `HSTACK-1 ZSTACK-1 stacks with alignment and spacing`() {
        expectTree(
            """
            HStack(alignment: .firstTextBaseline, spacing: 4) { Text("a"); Text("b") }
            VStack(alignment: .leading, spacing: nil) { Text("c") }
            VStack(spacing: 0.5) {}
            ZStack(alignment: .bottomTrailing) { Color.red }
            ZStack(alignment: Alignment(horizontal: .leading, vertical: .bottom)) {}
            """,
            .group([
                hstack(spacing: 4, alignment: .firstTextBaseline, text("a"), text("b")),
                vstack(alignment: .leading, text("c")), vstack(spacing: 0.5),
                v(.zStack(alignment: .bottomTrailing), color("red")),
                v(.zStack(alignment: .bottomLeading)),
            ]))
    }

    @Test func `LAYOUTPROTO-1 stack layouts and AnyLayout lower to the stacks`() {
        expectTree(
            """
            HStackLayout(spacing: 2) { Text("a") }
            AnyLayout(VStackLayout(alignment: .trailing)) { Text("b") }
            ZStackLayout(alignment: .top) { Text("c") }
            """,
            .group([
                hstack(spacing: 2, text("a")), vstack(alignment: .trailing, text("b")),
                v(.zStack(alignment: .top), text("c")),
            ]))
    }

    @Test func `VTF-1 GEOREADER-1 SCROLL-1 containers`() {
        expectTree(
            """
            ViewThatFits(in: .horizontal) { Text("long"); Text("s") }
            ViewThatFits { Text("x") }
            GeometryReader { _ in Color.blue }
            ScrollView(.horizontal, showsIndicators: false) { Text("a"); Text("b") }
            ScrollView { Text("only") }
            ScrollView([]) {}
            """,
            .group([
                v(.viewThatFits(axes: .horizontal), text("long"), text("s")),
                v(.viewThatFits(axes: .both), text("x")),
                v(.geometryReader, color("blue")),
                v(.scrollView(axes: .horizontal), text("a"), text("b")),
                v(.scrollView(axes: .vertical), text("only")),
                v(.scrollView(axes: [])),
            ]))
    }

    @Test func `GROUP-4 ScrollView content becomes an implicit stack`() {
        guard let tree = parse(#"ScrollView(.horizontal) { Text("a"); Text("b") }"#) else { return }
        #expect(tree.nodes.map(\.kind.name) == ["ScrollView", "implicitHStack", "Text", "Text"])
    }

    @Test func `GROUP-1 ForEach yields n children`() {
        guard let tree = parse("HStack { ForEach(0..<5) { i in Text(\"\\(i)\") } }") else { return }
        #expect(tree[tree.root].children.count == 5)
        #expect(
            tree.nodes.compactMap { if case .text(let spec) = $0.kind { spec.string } else { nil } }
                == ["0", "1", "2", "3", "4"])
    }

    @Test func `GROUP-1 ForEach over closed ranges, arrays and shorthand`() {
        expectTree(
            """
            VStack {
                ForEach(2...3) { Text("\\($0)") }
                ForEach(["x", "y"], id: \\.self) { name in Text(name) }
                ForEach([10, 20], id: \\.self) { w in Color.red.frame(width: CGFloat(w)) }
            }
            """,
            vstack(
                text("2"), text("3"), text("x"), text("y"),
                frame(color("red"), width: 10), frame(color("red"), width: 20)))
    }

    @Test func `GROUP-2 EmptyView, false if and empty ForEach add nothing`() {
        expectTree(
            """
            VStack {
                EmptyView()
                if false { Text("no") }
                ForEach(0..<0) { _ in Text("none") }
                if true { Text("yes") } else { Text("no") }
                if 1 > 2 { Text("a") } else if 2 > 1 { Text("b") } else { Text("c") }
            }
            """,
            vstack(text("yes"), text("b")))
    }

    @Test func `GROUP-1 if on ForEach variables`() {
        expectTree(
            """
            HStack {
                ForEach(0..<4) { i in
                    if i % 2 == 0 { Text("even \\(i)") } else { Circle() }
                }
            }
            """,
            hstack(text("even 0"), shape(.circle), text("even 2"), shape(.circle)))
    }

    @Test func `ROOT-2 several statements separated by newlines or semicolons`() {
        guard let tree = parse("Text(\"a\"); Text(\"b\")\nText(\"c\")") else { return }
        #expect(tree.nodes.map(\.kind.name) == ["implicitVStack", "Text", "Text", "Text"])
    }

    @Test func `GROUP-3 modifier on Group applies to each member`() {
        expectTree(
            #"VStack { Group { Text("a"); Text("b") }.padding() }"#,
            vstack(m(.padding(EdgeInsets(all: 16)), text("a")), m(.padding(EdgeInsets(all: 16)), text("b"))))
    }

    @Test func `LAYOUTPROTO-1 registered FlowLayout with canonical parameters`() {
        let source = """
            FlowLayout(spacing: 10) {
                Color.red.frame(width: 100, height: 30)
                Color.green.frame(width: 100, height: 30)
                Color.blue.frame(width: 100, height: 30)
            }
            .frame(width: 250)
            """
        guard let tree = parse(source), let defaults = parse("FlowLayout { Text(\"a\") }") else { return }
        guard case .customLayout(let spec) = tree[tree.nodes[0].children[0]].kind else {
            Issue.record("expected a custom layout under the frame")
            return
        }
        #expect(spec == LayoutRegistry.spec(for: FlowLayout(spacing: 10)))
        guard case .customLayout(let defaultSpec) = defaults[defaults.root].kind else { return }
        #expect(defaultSpec == spec)
        expectTree(
            "AnyLayout(FlowLayout(spacing: 4)) { Text(\"a\") }",
            v(.customLayout(LayoutRegistry.spec(for: FlowLayout(spacing: 4))), text("a")))
    }

    @Test func `CONTROL-1 controls need their value or label`() {
        expectError("VStack {\n    Slider()\n}", line: 2, column: 5, "missing argument 'value:'")
        expectError("Toggle(isOn: .constant(true))", line: 1, column: 1, "Toggle needs a title or a label")
        expectError("Button(action: {})", line: 1, column: 1, "Button needs a title or a label")
    }
}
