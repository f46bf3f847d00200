// ListAndGridTests.swift
// LayoutSourceTests
//
// LIST-1..3, LAZY-1 and GRID-1..4 from source, laid out identically by both engines. The window
// is 300 × 600; text is 10 pt per character and 20 pt per line.

import LayoutCore
import Testing

@Suite struct ListAndGridTests {
    @Test func `LIST-1 LIST-2 rows are 44 pt at least, inset 20 pt at the sides and 11 pt above and below`() {
        guard
            let layout = vocabularyLayout(
                """
                List {
                    Text("a").id("a")
                    Text("b").id("b")
                    VStack(spacing: 0) { Text("c"); Text("d") }.id("cd")
                }
                """)
        else { return }
        #expect(layout.tree.nodes[0].kind == .scrollView(axes: .vertical))
        #expect(layout.frame("a") == Rect(x: 20, y: 12, width: 10, height: 20))
        #expect(layout.frame("b") == Rect(x: 20, y: 56, width: 10, height: 20))
        // A 40-pt row: 11 + 40 + 11 = 62 > 44.
        #expect(layout.frame("cd") == Rect(x: 20, y: 99, width: 10, height: 40))
    }

    @Test func `LIST-1 List over data, Form and LIST-3 Sections give one row per view`() {
        guard
            let layout = vocabularyLayout(
                """
                VStack(spacing: 0) {
                    List(0..<3, id: \\.self) { i in Text("\\(i)").id("row\\(i)") }
                        .frame(height: 200)
                    Form {
                        Section("Header") {
                            Text("x").id("x")
                        } footer: {
                            Text("Footer").id("footer")
                        }
                    }
                }
                """)
        else { return }
        #expect(layout.frame("row2") == Rect(x: 20, y: 100, width: 10, height: 20))
        #expect(layout.frame("x") == Rect(x: 20, y: 256, width: 10, height: 20))
        #expect(layout.frame("footer") == Rect(x: 20, y: 300, width: 60, height: 20))
        #expect(layout.attributes("footer") == [NodeAttribute("sectionFooter")])
    }

    @Test func `LAZY-1 lazy stacks fill their cross axis`() {
        guard
            let layout = vocabularyLayout(
                """
                VStack(spacing: 0) {
                    LazyVStack(alignment: .leading, spacing: 4) { Text("a").id("a"); Text("bb") }.id("v")
                    LazyHStack { Text("c").id("c") }.id("h")
                }
                """)
        else { return }
        #expect(layout.frame("v") == Rect(x: 0, y: 0, width: 300, height: 44))
        #expect(layout.frame("a") == Rect(x: 0, y: 0, width: 10, height: 20))
        #expect(layout.frame("h") == Rect(x: 145, y: 44, width: 10, height: 556))
        #expect(layout.frame("c") == Rect(x: 145, y: 312, width: 10, height: 20))
    }

    @Test func `GRID-1 GRID-2 adaptive columns hold as many minimum widths as fit`() {
        guard
            let layout = vocabularyLayout(
                """
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 10) {
                    ForEach(0..<7) { i in Color.blue.frame(height: 50).id("c\\(i)") }
                }
                .id("grid")
                """)
        else { return }
        // (300 + 8) / (80 + 8) → 3 columns of (300 − 2 × 8) / 3.
        let width = (300.0 - 16) / 3
        #expect(layout.frame("grid") == Rect(x: 0, y: 215, width: 300, height: 170))
        #expect(layout.frame("c0") == Rect(x: 0, y: 215, width: width, height: 50))
        #expect(layout.frame("c1")?.minX == width + 8)
        #expect(layout.frame("c3") == Rect(x: 0, y: 275, width: width, height: 50))
        #expect(layout.frame("c6") == Rect(x: 0, y: 335, width: width, height: 50))
    }

    @Test func `GRID-1 fixed columns first, flexible ones share the rest within their bounds`() {
        guard
            let layout = vocabularyLayout(
                """
                VStack(spacing: 0) {
                    LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible())]) {
                        Text("a").id("a"); Text("b").id("b"); Text("c").id("c")
                    }
                    LazyVGrid(columns: [GridItem(.flexible(maximum: 50), alignment: .leading), GridItem(.flexible())]) {
                        Text("d").id("d"); Text("e").id("e")
                    }
                }
                """)
        else { return }
        // Rows of 20 pt, 8 pt apart: the first grid is 48 tall, the second 20; both start at 266.
        #expect(layout.frame("a") == Rect(x: 45, y: 266, width: 10, height: 20))
        #expect(layout.frame("b") == Rect(x: 199, y: 266, width: 10, height: 20))
        #expect(layout.frame("c") == Rect(x: 45, y: 294, width: 10, height: 20))
        // The first flexible column gets min(292 / 2, 50) = 50 (its cells lead), the second 242.
        #expect(layout.frame("d") == Rect(x: 0, y: 314, width: 10, height: 20))
        #expect(layout.frame("e") == Rect(x: 174, y: 314, width: 10, height: 20))
    }

    @Test func `GRID-3 LazyHGrid: rows sized by GridItems, columns by their widest cell`() {
        guard
            let layout = vocabularyLayout(
                """
                LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 4) {
                    Text("x").id("x"); Text("yyy").id("y"); Text("z").id("z")
                }
                .id("grid")
                """)
        else { return }
        #expect(layout.frame("grid") == Rect(x: 128, y: 266, width: 44, height: 68))
        #expect(layout.frame("x") == Rect(x: 138, y: 271, width: 10, height: 20))
        #expect(layout.frame("y") == Rect(x: 128, y: 309, width: 30, height: 20))
        #expect(layout.frame("z") == Rect(x: 162, y: 271, width: 10, height: 20))
    }

    @Test func `GRID-4 Grid: widest cell per column, tallest per row, spans and full-width rows`() {
        guard
            let layout = vocabularyLayout(
                """
                Grid(alignment: .leading) {
                    GridRow { Text("Name").id("n"); Text("V").id("v") }
                    Divider().id("d")
                    GridRow(alignment: .bottom) { Text("Longer").id("l"); Color.red.frame(width: 5, height: 30).id("r") }
                    GridRow { Text("Spanning").gridCellColumns(2).id("s") }
                }
                .id("grid")
                """)
        else { return }
        // Columns 60 and 10 (8 apart), widened equally to 61 and 11 by the 80-pt spanning cell;
        // rows 20, the divider, 30 and 20 (8 apart).
        guard let divider = layout.frame("d") else { return }
        let grid = Rect(x: 110, y: (600 - (94 + divider.size.height)) / 2, width: 80, height: 94 + divider.size.height)
        #expect(layout.frame("grid") == grid)
        #expect(layout.frame("n") == Rect(x: 110, y: grid.minY, width: 40, height: 20))
        #expect(layout.frame("v") == Rect(x: 179, y: grid.minY, width: 10, height: 20))
        #expect(divider.size.width == 80)
        let third = grid.minY + 28 + divider.size.height + 8
        #expect(layout.frame("l") == Rect(x: 110, y: third + 10, width: 60, height: 20))
        #expect(layout.frame("r") == Rect(x: 179, y: third, width: 5, height: 30))
        #expect(layout.frame("s") == Rect(x: 110, y: third + 38, width: 80, height: 20))
    }

    @Test func `GRID-1 column arrays from properties and Array(repeating:count:)`() {
        guard
            let layout = vocabularyLayout(
                """
                struct Gallery: View {
                    let columns = Array(repeating: GridItem(.flexible(), spacing: 0), count: 3)
                    var body: some View {
                        LazyVGrid(columns: columns, spacing: 0) {
                            ForEach(0..<3) { i in Color.red.frame(height: 10).id("c\\(i)") }
                        }
                    }
                }
                """)
        else { return }
        #expect(layout.frame("c2") == Rect(x: 200, y: 295, width: 100, height: 10))
        expectError(
            "LazyVGrid(columns: 3) { Text(\"a\") }", line: 1, column: 20, "expected an array of GridItem")
        expectError(
            "LazyVGrid(columns: [GridItem(.huge)]) { Text(\"a\") }", line: 1, column: 30, "expected .fixed(_:)")
    }
}
