// DrawingTests.swift
// LayoutSourceTests
//
// DRAW-1..3 and SYMBOL-1 from source, laid out identically by both engines (300 × 600 window,
// mono text 10 pt per character and 20 pt per line).

import LayoutCore
import Testing

@Suite struct DrawingTests {
    @Test func `DRAW-1 DRAW-2 Path and gradients take the proposal like Rectangle and Color`() {
        guard
            let layout = vocabularyLayout(
                """
                VStack(spacing: 0) {
                    Path { path in path.move(to: .zero); path.addLine(to: CGPoint(x: 10, y: 10)) }
                        .stroke(.red, lineWidth: 2).id("p")
                    LinearGradient(colors: [.blue, .green], startPoint: .top, endPoint: .bottom).id("g")
                    RadialGradient(gradient: Gradient(colors: [.red]), center: .center, startRadius: 0, endRadius: 9)
                        .frame(width: 30, height: 30).id("r")
                }
                """)
        else { return }
        #expect(layout.frame("p") == Rect(x: 0, y: 0, width: 300, height: 285))
        #expect(layout.frame("g") == Rect(x: 0, y: 285, width: 300, height: 285))
        #expect(layout.frame("r") == Rect(x: 135, y: 570, width: 30, height: 30))
        // `.stroke` is paint data on the shape (its ShapeStroke), not a recorded attribute.
        #expect(layout.attributes("p") == [NodeAttribute("Path")])
        let path = layout.tree.nodes.first { $0.label == "p" }
        if case .shape(let spec)? = path?.kind { #expect(spec.stroke != nil) } else { Issue.record("p is not a shape") }
        #expect(layout.tree.nodes[2].kind == .shape(ShapeSpec(shape: .color, fill: ColorName("blue"))))
    }

    @Test func `DRAW-3 AsyncImage lays out its placeholder, else a fill`() {
        guard
            let layout = vocabularyLayout(
                """
                VStack(spacing: 0) {
                    AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
                        image.resizable()
                    } placeholder: {
                        ProgressView()
                    }
                    .id("a")
                    AsyncImage(url: nil).frame(width: 50, height: 40).id("b")
                }
                """)
        else { return }
        #expect(layout.frame("a")?.size == Size(width: 20, height: 20))
        #expect(layout.frame("b")?.size == Size(width: 50, height: 40))
    }

    @Test func `SYMBOL-1 a system symbol is a square of its font's line, scaled by imageScale`() {
        guard
            let layout = vocabularyLayout(
                """
                VStack(spacing: 0) {
                    Image(systemName: "star").id("body")
                    Image(systemName: "star").imageScale(.large).id("large")
                    Label("Hi", systemImage: "star").imageScale(.small).id("label")
                }
                """)
        else { return }
        // The mono measurer's line is 20 pt whatever the font (TEXT-8).
        #expect(layout.frame("body")?.size == Size(width: 20, height: 20))
        #expect(layout.frame("large")?.size == Size(width: 26, height: 26))
        // 16 × 16 icon, 8 pt, "Hi".
        #expect(layout.frame("label")?.size == Size(width: 44, height: 20))
        #expect(layout.result.diagnostics.isEmpty)
        guard let tree = parse(#"Image(systemName: "star").font(.title)"#) else { return }
        #expect(
            tree.nodes[0].kind
                == .image(ImageSpec(name: "star", isSystemSymbol: true, font: FontSpec(style: "title", pointSize: 28))))
        expectRoundTrip(tree)
        expectError(#"Image(systemName: "x").imageScale(.huge)"#, line: 1, column: 35, "expected an image scale")
    }

    @Test func `SYMBOL-1 the catalog's size wins over the font's`() {
        guard
            let layout = vocabularyLayout(
                #"Image(systemName: "star").id("s")"#,
                configuration: vocabularyConfigurationWithImages(["star": Size(width: 12, height: 30)]))
        else { return }
        #expect(layout.frame("s")?.size == Size(width: 12, height: 30))
    }
}

@Suite struct RealFileFixTests {
    @Test func `CHROME-1 resizable finds its Image through recorded modifiers`() {
        guard
            let layout = vocabularyLayout(
                """
                VStack {
                    Image(systemName: "line.3.horizontal").renderingMode(.template).resizable().scaledToFit()
                        .frame(width: 30, height: 30).id("i")
                    Image(systemName: "speaker.wave.3", variableValue: 0.5).symbolEffect(.bounce).id("v")
                    Circle().trim(from: 0, to: 0.5).stroke(.red).id("c")
                }
                """)
        else { return }
        #expect(layout.frame("i")?.size == Size(width: 30, height: 30))
        #expect(layout.frame("v")?.size == Size(width: 20, height: 20))
        #expect(layout.attributes("c")?.map(\.name) == ["trim"])
        let circle = layout.tree.nodes.first { $0.label == "c" }
        if case .shape(let spec)? = circle?.kind {
            #expect(spec.stroke == ShapeStroke(color: ColorName("red"), isInset: false))
        } else {
            Issue.record("c is not a shape")
        }
        expectError(#"Text("a").renderingMode(.template).resizable()"#, line: 1, column: 36, "applies only to Image")
    }

    @Test func `GRID-4 a GridRow baseline alignment is top, with a stand-in warning; an error under --strict`() {
        let source = """
            Grid {
                GridRow(alignment: .firstTextBaseline) { Text("a"); Color.red.frame(width: 5, height: 30) }
            }
            """
        guard let parsed = parseFiles([("g.swift", source)]) else { return }
        #expect(parsed.warnings.map(\.line) == [2])
        #expect(parsed.warnings.first?.message.contains("approximated by .top") == true)
        guard case .customLayout(let spec) = parsed.tree.nodes[0].kind else { return }
        #expect(spec.parameters.contains(#""alignment":"top""#))
        #expect(errorOf([("g.swift", source)], strict: true)?.message.contains("--strict") == true)
    }

    @Test func `TEXT-1 a localized Text's comment, table and bundle are not read`() {
        guard let layout = vocabularyLayout(#"Text("Unread", tableName: "T", comment: "Widget title").id("t")"#)
        else { return }
        #expect(layout.frame("t")?.size == Size(width: 60, height: 20))
    }

    @Test func `GRID-1 columns from Array.init and .init items`() {
        guard
            let layout = vocabularyLayout(
                """
                struct Gallery: View {
                    var columns: [GridItem] = Array.init(repeating: .init(.fixed(40)), count: 2)
                    var body: some View {
                        LazyVGrid(columns: columns) { Color.red.id("a"); Color.blue.id("b") }
                    }
                }
                """)
        else { return }
        #expect(layout.frame("b")?.minX == layout.frame("a").map { $0.minX + 48 })
    }
}
