// ChromeTests.swift
// LayoutSourceTests
//
// CHROME-1..4: layout-neutral modifiers are recorded as node attributes; navigation containers
// lay out as their content; label-bearing views as their label; bordered button styles pad.

import LayoutCore
import Testing

@Suite struct ChromeTests {
    @Test func `CHROME-1 modifiers are recorded in source order and do not move anything`() {
        guard
            let layout = vocabularyLayout(
                #"""
                Text("ab")
                    .navigationTitle("Landmarks")
                    .onTapGesture { print("tap") }
                    .listStyle(.plain)
                    .bold()
                    .accessibilityLabel(Text("x"))
                    .id("t")
                """#)
        else { return }
        #expect(
            layout.attributes("t") == [
                NodeAttribute("navigationTitle", .string("Landmarks")), NodeAttribute("onTapGesture"),
                NodeAttribute("listStyle", .expression(".plain")), NodeAttribute("bold"),
                NodeAttribute("accessibilityLabel", .expression(#"Text("x")"#)),
            ])
        #expect(layout.frame("t") == Rect(x: 140, y: 290, width: 20, height: 20))
    }

    @Test func `CHROME-1 closures of chrome modifiers are not read`() {
        guard
            let tree = parse(
                """
                Text("a")
                    .toolbar { ToolbarItem(placement: .primaryAction) { NotAView() } }
                    .sheet(isPresented: $showing) { SomeSheet() }
                    .task { await model.load() }
                """)
        else { return }
        #expect(
            tree.nodes[0].attributes == [
                NodeAttribute("toolbar"), NodeAttribute("sheet", .expression("isPresented: $showing")),
                NodeAttribute("task"),
            ])
    }

    @Test func `CHROME-1 a recorded modifier after ignoresSafeArea keeps ROOT-3`() {
        guard let tree = parse(#"Color.red.ignoresSafeArea().navigationTitle("x").preferredColorScheme(.dark)"#)
        else { return }
        #expect(tree.ignoresSafeArea)
        #expect(tree.nodes[0].attributes?.map(\.name) == ["navigationTitle", "preferredColorScheme"])
    }

    @Test func `CHROME-6 ignoresSafeArea on an inner view is recorded with a warning`() {
        let source = """
            ZStack {
                Color.blue.ignoresSafeArea()
                Text("a").ignoresSafeArea(.keyboard)
            }
            """
        guard let parsed = parseFiles([("z.swift", source)]) else { return }
        #expect(!parsed.tree.ignoresSafeArea)
        #expect(parsed.warnings.map(\.line) == [2])
        #expect(parsed.tree.nodes[1].attributes == [NodeAttribute("ignoresSafeArea")])
        #expect(parsed.tree.nodes[2].attributes == [NodeAttribute("ignoresSafeArea", .expression(".keyboard"))])
    }

    @Test func `CHROME-1 on a group every member is recorded and foregroundColor fills only shapes`() {
        guard
            let tree = parse(
                """
                VStack {
                    Group { Text("a"); Text("b") }.foregroundColor(.red)
                    Circle().foregroundColor(.blue)
                }
                """)
        else { return }
        #expect(tree.nodes[1].attributes == [NodeAttribute("foregroundColor", .expression(".red"))])
        #expect(tree.nodes[2].attributes == [NodeAttribute("foregroundColor", .expression(".red"))])
        #expect(tree.nodes[3].kind == .shape(ShapeSpec(shape: .circle, fill: ColorName("blue"))))
        #expect(tree.nodes[3].attributes == nil)
    }

    @Test func `CHROME-2 navigation containers lay out as their content`() {
        guard
            let layout = vocabularyLayout(
                """
                NavigationStack {
                    VStack { Text("abc").id("t") }
                        .navigationTitle("Title")
                }
                """)
        else { return }
        #expect(layout.frame("t") == Rect(x: 135, y: 290, width: 30, height: 20))
        #expect(layout.tree.nodes[0].attributes?.map(\.name) == ["navigationTitle", "NavigationStack"])
        guard
            let split = vocabularyLayout(
                """
                NavigationSplitView {
                    Text("sidebar").id("s")
                } detail: {
                    DetailViewNotInThisFile()
                }
                """)
        else { return }
        #expect(split.frame("s") == Rect(x: 115, y: 290, width: 70, height: 20))
        guard
            let tabs = vocabularyLayout(
                """
                TabView {
                    Text("first").id("1").tabItem { Label("One", systemImage: "1.circle") }
                    Text("second").id("2")
                }
                """)
        else { return }
        #expect(tabs.tree.count == 1)
        #expect(tabs.frame("1") == Rect(x: 125, y: 290, width: 50, height: 20))
    }

    @Test func `CHROME-3 Button, NavigationLink, Link and Menu lay out as their label`() {
        guard
            let layout = vocabularyLayout(
                #"""
                VStack(spacing: 0) {
                    Button("Go") { go() }.id("b1")
                    Button(action: go) { Text("Two") }.id("b2")
                    Button { go() } label: { Text("Three") }.id("b3")
                    NavigationLink("Next", destination: NotInThisFile()).id("n")
                    NavigationLink { NotInThisFile() } label: { Text("Label") }.id("n2")
                    Link("Web", destination: URL(string: "https://example.com")!).id("l")
                    Menu("More") { Button("Hidden") { } }.id("m")
                }
                """#)
        else { return }
        #expect(layout.frame("b1") == Rect(x: 140, y: 230, width: 20, height: 20))
        #expect(layout.frame("b2")?.size == Size(width: 30, height: 20))
        #expect(layout.frame("b3")?.size == Size(width: 50, height: 20))
        #expect(layout.frame("n")?.size == Size(width: 40, height: 20))
        #expect(layout.frame("n2")?.size == Size(width: 50, height: 20))
        #expect(layout.frame("l")?.size == Size(width: 30, height: 20))
        #expect(layout.frame("m") == Rect(x: 130, y: 350, width: 40, height: 20))
        #expect(layout.attributes("b1") == [NodeAttribute("Button", .string("Go"))])
        #expect(layout.attributes("n") == [NodeAttribute("NavigationLink", .string("Next"))])
    }

    @Test func `CHROME-4 bordered button styles pad every Button below them, inner styles win`() {
        guard
            let layout = vocabularyLayout(
                """
                VStack(spacing: 0) {
                    Button("Go") { }.id("a")
                    Button("Go") { }.id("b").buttonStyle(.plain)
                }
                .buttonStyle(.borderedProminent)
                """)
        else { return }
        // 20 × 20 label + 12 pt at the sides and 7 pt above and below.
        #expect(layout.frame("a") == Rect(x: 128, y: 273, width: 44, height: 34))
        #expect(layout.frame("b") == Rect(x: 140, y: 307, width: 20, height: 20))
    }

    @Test func `CHROME-5 small containers lower to stacks`() {
        guard
            let layout = vocabularyLayout(
                """
                VStack(spacing: 0) {
                    DisclosureGroup("More") { Text("hidden") }.id("d")
                    LabeledContent("Name", value: "Jo").id("l")
                    GroupBox("Box") { Text("in").id("in") }.id("g")
                    ControlGroup { Button("A") { }; Button("B") { } }.id("c")
                    AnyView(Text("any").id("any"))
                    EditButton().id("e")
                    ScrollViewReader { proxy in Text("r").id("r") }
                }
                """)
        else { return }
        // Collapsed: the title filling the width, then a 20 × 20 chevron (SYMBOL-1).
        #expect(layout.frame("d") == Rect(x: 0, y: 200, width: 300, height: 20))
        #expect(layout.frame("l") == Rect(x: 0, y: 220, width: 300, height: 20))
        guard let box = layout.frame("g"), let inner = layout.frame("in") else { return }
        #expect(box.size == Size(width: 62, height: 80))
        #expect(inner.minX == box.minX + 16 && inner.maxY == box.maxY - 16)
        #expect(layout.frame("c")?.size == Size(width: 28, height: 20))
        #expect(layout.frame("any")?.size == Size(width: 30, height: 20))
        #expect(layout.frame("e")?.size == Size(width: 40, height: 20))
        #expect(layout.frame("r") == Rect(x: 145, y: 380, width: 10, height: 20))
        #expect(layout.attributes("e") == [NodeAttribute("EditButton")])
    }

    @Test func `CHROME-3 a label-bearing view with neither title nor label is an error`() {
        expectError("NavigationLink(destination: Text(\"x\"))", line: 1, column: 1, "needs a title or a label")
        expectError("Button([1, 2]) { }", line: 1, column: 8, "title must be a string, found an array")
    }
}
