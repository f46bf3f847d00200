// RootChoiceTests.swift
// LayoutSourceTests
//
// Which view is the root (ROOT-2's root): --root, the main file's #Preview, PreviewProvider or
// playground live view, its top-level views, the one View no other View uses; else an error
// listing the candidates. Never a silent wrong root, never an empty layout.

import LayoutCore
import LayoutSource
import Testing

@Suite struct RootChoiceTests {
    static let views = """
        struct Row: View {
            var title = "row"
            var body: some View { Text(title) }
        }
        struct Screen: View {
            var body: some View { VStack { Row(title: "a") } }
        }
        """

    @Test func `ROOT-2 the View no other View uses is the root, not the last one`() {
        let parsed = parseFiles([("S.swift", Self.views)])
        expectParsed(parsed, vstack(text("a")))
    }

    @Test func `ROOT-2 the main file's #Preview wins, with its arguments`() {
        let parsed = parseFiles([("S.swift", Self.views + "\n#Preview(\"row\") {\n    Row(title: \"preview\")\n}\n")])
        expectParsed(parsed, text("preview"))
        #expect(parsed?.root == "the preview at S.swift:8")
        let provider = """
            struct Row_Previews: PreviewProvider {
                static var previews: some View { Row(title: "p").padding(2) }
            }
            """
        expectParsed(
            parseFiles([("S.swift", Self.views + "\n" + provider)]), m(.padding(EdgeInsets(all: 2)), text("p")))
    }

    @Test func `ROOT-2 a preview in another file does not choose the root`() {
        let other = ("Row.swift", "struct Other: View { var body: some View { Text(\"o\") } }\n#Preview { Other() }")
        expectParsed(parseFiles([("S.swift", Self.views), other]), vstack(text("a")))
    }

    @Test func `ROOT-2 a playground's live view`() {
        let source = """
            import PlaygroundSupport
            struct Card: View { var body: some View { Text("card").frame(width: 80) } }
            PlaygroundPage.current.needsIndefiniteExecution = true
            PlaygroundPage.current.setLiveView(Card().padding(3))
            """
        expectParsed(
            parseFiles([("Play.swift", source)]),
            m(.padding(EdgeInsets(all: 3)), frame(text("card"), width: 80)))
    }

    @Test func `ROOT-2 --root names the view, with stand-ins for its properties`() {
        let parsed = parseFiles([("S.swift", Self.views)], root: "Row")
        expectParsed(parsed, text("row"))
        #expect(parsed?.root == "Row (--root)")
        let error = errorOf([("S.swift", Self.views)], root: "Missing")
        #expect(
            error?.description
                == "S.swift:1:1: --root Missing: no View struct of that name in the input; the View structs are Row (S.swift:1), Screen (S.swift:5)"
        )
    }

    @Test
    func
        `ROOTCHOICE-1 several unused Views: the first with a warning, an error under --strict; ContentView a tie-breaker`()
    {
        let two =
            "struct A: View { var body: some View { Text(\"A\") } }\nstruct B: View { var body: some View { Text(\"B\") } }"
        let guessed = parseFiles([("AB.swift", two)])
        expectParsed(guessed, text("A"))
        #expect(guessed?.root == "A (the first of several unused Views)")
        #expect(
            guessed?.warnings.map(\.description) == [
                "AB.swift:1:8: warning: [source.rootChoice] root: A, the first of A (AB.swift:1), B (AB.swift:2) "
                    + "(AB.swift has no #Preview and no other View uses them); use --root NAME to choose another"
            ])
        let error = errorOf([("AB.swift", two)], strict: true)
        #expect(
            error?.description
                == "AB.swift:1:1: cannot choose the root view: A (AB.swift:1), B (AB.swift:2) are not used by any other View and AB.swift has no #Preview; use --root NAME"
        )
        let parsed = parseFiles([
            ("AB.swift", two + "\nstruct ContentView: View { var body: some View { Text(\"C\") } }")
        ])
        expectParsed(parsed, text("C"))
        #expect(parsed?.warnings.map(\.code) == ["source.rootChoice"])
        #expect(
            parsed?.warnings.first?.description.hasPrefix(
                "AB.swift:3:8: warning: [source.rootChoice] root: ContentView") == true)
    }

    @Test func `ROOT-2 the main file's view is the root even when the rest of the app uses it`() {
        let detail = ("Detail.swift", "struct Detail: View { var body: some View { Text(\"detail\") } }")
        let list = ("List.swift", "struct Items: View { var body: some View { VStack { Detail(); Detail() } } }")
        expectParsed(parseFiles([detail, list]), text("detail"))
        // With a main file that declares no View, the whole input is searched.
        let model = ("Model.swift", "struct Item { var name: String }")
        expectParsed(parseFiles([model, detail, list]), vstack(text("detail"), text("detail")))
    }

    @Test func `input with no view is an error, not an empty layout`() {
        #expect(
            errorOf([("M.swift", "import SwiftUI\nstruct Item { var name: String }")])?.description
                == "M.swift:1:1: no view to lay out: the input declares no View struct, #Preview or top-level view (give the files that declare the views)"
        )
        #expect(errorOf([("E.swift", "")])?.message.hasPrefix("no view to lay out") == true)
    }

    @Test func `ROOTCHOICE-1 of several unused Views, those other files use are parts, not the root`() {
        let main =
            "struct A: View { var body: some View { Text(\"A\") } }\nstruct B: View { var body: some View { Text(\"B\") } }"
        let user = ("U.swift", "struct List: View { var body: some View { B() } }")
        let parsed = parseFiles([("AB.swift", main), user])
        expectParsed(parsed, text("A"))
        #expect(
            parsed?.warnings.first?.message.hasPrefix(
                "root: A, the only View of AB.swift that no View of the input uses (B are used") == true)
    }

    @Test
    func `ROOTCHOICE-2 a main file without a top-level View reads the views nested in it or in another platform's #if`()
    {
        let tests =
            "struct Snapshots {\n    func a() {\n        struct ContentView: View { var body: some View { Text(\"nested\") } }\n    }\n}"
        let other = ("O.swift", "struct Other: View { var body: some View { Text(\"other\") } }")
        let parsed = parseFiles([("T.swift", tests), other])
        expectParsed(parsed, text("nested"))
        #expect(
            parsed?.warnings.map(\.description) == [
                "T.swift:3:16: warning: [source.rootChoice] root: ContentView, declared in T.swift inside a type, a function or "
                    + "another platform's #if (the file has no top-level View for iOS; ROOTCHOICE-2); use --root NAME to choose another"
            ])
        let mac = "#if os(macOS)\nstruct Mac: View { var body: some View { Text(\"mac\") } }\n#endif"
        expectParsed(parseFiles([("M.swift", mac), other]), text("mac"))
        // No view anywhere in the main file: the other files' Views are not guessed from.
        let second = ("P.swift", "struct Second: View { var body: some View { Text(\"2\") } }")
        let error = errorOf([("N.swift", "struct Model { var x = 1 }"), other, second])
        #expect(error?.message.hasPrefix("cannot choose the root view: Other (O.swift:1), Second (P.swift:1)") == true)
    }
}
