// IdiomTests.swift
// LayoutSourceTests
//
// Swift idioms in view code, all decided before layout (layout-neutral like `if`, CORE-5):
// local lets (values and views), `if let`, `switch`, `#if` (an iOS debug build), ternaries on
// views, `String(describing:)`, interpolation with `specifier:`, `let _ =`, methods on data.

import LayoutCore
import LayoutSource
import Testing

@Suite struct IdiomTests {
    @Test func `CORE-5 let in builders, view lets and let _`() {
        expectTree(
            """
            VStack {
                let _ = Self._printChanges()
                let width: CGFloat = 30
                let label = Text("l").padding(2)
                label.frame(width: width)
            }
            """,
            vstack(frame(m(.padding(EdgeInsets(all: 2)), text("l")), width: 30)))
    }

    @Test func `CORE-5 if let on values and nil`() {
        expectTree(
            """
            let name: String? = "n"
            let missing: String? = nil
            VStack {
                if let name { Text(name) }
                if let other = missing { Text(other) } else { Text("none") }
            }
            """,
            vstack(text("n"), text("none")))
    }

    @Test func `CORE-5 switch over enum cases, literals, ranges and stand-ins`() {
        let source = """
            enum Size { case small, large }
            struct V: View {
                var size: Size = .large
                var mode: Mode
                var body: some View {
                    switch size {
                    case .small: Text("s")
                    case .large: Text("l")
                    }
                    switch 7 {
                    case 0..<5: Text("low")
                    default: Text("high")
                    }
                    switch mode {
                    case .loaded(let items): Text("\\(items)")
                    case .empty: Text("empty")
                    }
                }
            }
            """
        let parsed = parseFiles([("S.swift", source)])
        expectParsed(parsed, .group([text("l"), text("high"), text("items")]))
    }

    @Test func `#if reads the iOS debug branch, in statements and modifier chains`() {
        expectTree(
            """
            #if os(macOS)
            let pad: CGFloat = 1
            #else
            let pad: CGFloat = 5
            #endif
            VStack {
                #if os(iOS) && DEBUG
                Text("ios")
                #elseif os(macOS)
                Text("mac")
                #endif
                Text("x")
                    #if os(iOS)
                    .padding(pad)
                    #endif
            }
            """,
            vstack(text("ios"), m(.padding(EdgeInsets(all: 5)), text("x"))))
    }

    @Test func `ternaries on views and values, String(describing:), specifier and methods`() {
        expectTree(
            """
            let on = false
            let rating = 4.25
            VStack {
                on ? Text("yes") : Text("no")
                Text(String(describing: 3))
                Text("\\(rating, specifier: "%.1f") stars")
                Text(verbatim: "v")
                ForEach(["a", "b", "c"].prefix(2), id: \\.self) { Text($0.uppercased()) }
            }
            """,
            vstack(text("no"), text("3"), text("4.2 stars"), text("v"), text("A"), text("B")))
    }
}
