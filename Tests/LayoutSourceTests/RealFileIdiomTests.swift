// RealFileIdiomTests.swift
// LayoutSourceTests
//
// What real files use and the reader now reads or stands in for: undeclared modifiers
// (CHROME-7) and metric modifiers (CHROME-8) recorded with warnings, types of files not given
// and unevaluated calls as stand-ins (STANDIN-2), `??`, optional chaining, `if case`,
// `#available` (STANDIN-3), `#if` around struct members, extension members, two-parameter
// ForEach over `enumerated()`, TimelineView, assignments in previews. Frames are cross-checked by
// both engines (vocabularyLayout: 300 × 600 window, mono text 10 per character, 20 per line).

import LayoutCore
import LayoutSource
import Testing

@Suite struct RealFileIdiomTests {
    /// The warnings (`code: message`) of a one-file parse, or an issue.
    private func warnings(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String]? {
        parseFiles([("v.swift", source)], sourceLocation: sourceLocation)?.warnings.map {
            "\($0.line):\($0.column) \($0.code)"
        }
    }

    @Test func `CHROME-7 an undeclared modifier is recorded, layout-neutral, with a warning`() {
        let source = #"Text("ab").sparkle(3) { $0.bold() }.id("t")"#
        guard let layout = vocabularyLayout(source) else { return }
        #expect(layout.frame("t") == Rect(x: 140, y: 290, width: 20, height: 20))
        #expect(layout.attributes("t") == [NodeAttribute("sparkle", .expression("3"))])
        #expect(warnings(source) == ["1:12 source.standIn"])
        #expect(errorOf([("v.swift", source)], strict: true)?.message.hasPrefix("unknown modifier '.sparkle'") == true)
    }

    @Test func `CHROME-8 a text-metric modifier is recorded and the text keeps its metrics`() {
        let source = #"Text("abcd").minimumScaleFactor(0.5).id("t")"#
        guard let layout = vocabularyLayout(source) else { return }
        #expect(layout.frame("t") == Rect(x: 130, y: 290, width: 40, height: 20))
        #expect(warnings(source) == ["1:14 source.standIn"])
    }

    @Test func `STANDIN-2 a type the input does not declare is a stand-in read by its use`() {
        let source =
            #"VStack(spacing: 0) { Text(Contributors.lead).id("t"); Color.red.frame(width: Theme.width, height: 10).id("c") }"#
        guard let layout = vocabularyLayout(source) else { return }
        // "Contributors.lead" is 17 characters; Theme.width reads as 0.
        #expect(layout.frame("t") == Rect(x: 65, y: 285, width: 170, height: 20))
        #expect(layout.frame("c") == Rect(x: 150, y: 305, width: 0, height: 10))
        #expect(warnings(source) == ["1:27 source.standIn", "1:78 source.standIn"])
        let strict = errorOf([("v.swift", source)], strict: true)
        #expect(strict?.line == 1 && strict?.column == 27)
        #expect(strict?.message.hasPrefix("'Contributors' is a type the input does not declare") == true)
        // Lower-case names are still errors: a typo is not a type.
        expectError(#"Text(contributors.lead)"#, line: 1, column: 6, "unknown identifier 'contributors'")
    }

    @Test func `STANDIN-2 calls the reader does not run: initializers, functions of the view, methods`() {
        let source = #"""
            struct Card: View {
                var body: some View { Text(title(3)).id("t") }
                func title(_ n: Int) -> String { "n=\(n)" }
            }
            """#
        guard let layout = vocabularyLayout(source) else { return }
        #expect(layout.frame("t") == Rect(x: 110, y: 290, width: 80, height: 20)) // "title(…)"
        let initializer = #"Text(Swatch(name: "a").name).id("t")"#
        guard let swatch = vocabularyLayout(initializer) else { return }
        #expect(swatch.frame("t") == Rect(x: 95, y: 290, width: 110, height: 20)) // "Swatch.name"
        #expect(warnings(#"Text((1 ... 5).percent(for: 2) > 0 ? "big" : "small")"#) == ["1:6 source.standIn"])
        expectError(#"Text(title(3))"#, line: 1, column: 6, "unsupported call 'title(…)'")
    }

    @Test func `STANDIN-3 nil-coalescing, optional chaining, if case and #available`() {
        let source = #"""
            enum Mode { case list, grid }
            struct Screen: View {
                var subtitle: String?
                var mode: Mode = .grid
                var body: some View {
                    VStack(spacing: 0) {
                        Text(subtitle ?? "none").id("a")
                        Text(subtitle?.uppercased() ?? "abc").id("b")
                        if case .grid = mode { Text("grid").id("c") } else { Text("list").id("c") }
                        if #available(iOS 17, *) { Color.red.frame(width: 10, height: 10).id("d") }
                        if #unavailable(iOS 17) { Color.red.frame(width: 90, height: 90) }
                    }
                }
            }
            """#
        guard let layout = vocabularyLayout(source) else { return }
        #expect(layout.frame("a") == Rect(x: 130, y: 265, width: 40, height: 20))
        #expect(layout.frame("b") == Rect(x: 135, y: 285, width: 30, height: 20))
        #expect(layout.frame("c") == Rect(x: 130, y: 305, width: 40, height: 20))
        #expect(layout.frame("d") == Rect(x: 145, y: 325, width: 10, height: 10))
        expectError("VStack { Text(x!) }", line: 1, column: 15, "unknown identifier 'x'")
        expectError(
            "struct S: View {\n    var t: String?\n    var body: some View { Text(t!) }\n}", line: 3, column: 32,
            "'t' is nil here")
    }

    @Test func `#if around struct members and members declared in an extension are read`() {
        let source = """
            struct Tile: View {
                #if os(iOS)
                let side: CGFloat = 40
                #else
                let side: CGFloat = 80
                #endif
                var body: some View { Color.red.frame(width: side, height: side).id("t").padding(edge) }
            }
            extension Tile {
                var edge: CGFloat { 5 }
            }
            """
        guard let layout = vocabularyLayout(source) else { return }
        #expect(layout.frame("t") == Rect(x: 130, y: 280, width: 40, height: 40))
    }

    @Test func `ForEach over enumerated() binds the offset and the element; TimelineView is its content`() {
        let source = #"""
            VStack(spacing: 0) {
                ForEach(Array(["a", "bb"].enumerated()), id: \.offset) { index, item in Text("\(index)\(item)").id(item) }
                TimelineView(.everyMinute) { context in Text(context.date).id("time") }
            }
            """#
        guard let layout = vocabularyLayout(source) else { return }
        #expect(layout.frame("a") == Rect(x: 140, y: 270, width: 20, height: 20))
        #expect(layout.frame("bb") == Rect(x: 135, y: 290, width: 30, height: 20))
        #expect(layout.frame("time") == Rect(x: 90, y: 310, width: 120, height: 20)) // "context.date"
        expectError("ForEach([1]) { a, b, c in Text(\"x\") }", line: 1, column: 16, "exactly one parameter")
    }

    @Test func `an assignment in a preview is a side effect, skipped; an enum colour shown as a view is the colour`() {
        let source = """
            struct Badge: View {
                let tint: Color = .white
                var body: some View { tint.frame(width: 30, height: 30).id("b") }
            }
            #Preview {
                Logger.shared.isEnabled = true
                return Badge()
            }
            """
        guard let layout = vocabularyLayout(source) else { return }
        #expect(layout.frame("b") == Rect(x: 135, y: 285, width: 30, height: 30))
        expectError(
            "struct B: View {\n    let n = 3\n    var body: some View { n }\n}", line: 3, column: 27,
            "'n' is a number, not a view")
    }
}
