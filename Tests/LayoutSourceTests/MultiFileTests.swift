// MultiFileTests.swift
// LayoutSourceTests
//
// Several files read as one program: a view declared in any file is usable from all, and every
// error and warning names the file it is in.

import LayoutCore
import LayoutSource
import Testing

/// Parses files given as (name, text) pairs; records an unexpected error.
func parseFiles(
    _ files: [(String, String)], root: String? = nil, strict: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) -> ParsedSource? {
    let bundle = SourceBundle(files: files.map { SourceFile(name: $0.0, text: $0.1) }, rootType: root, isStrict: strict)
    do {
        return try SwiftUISourceParser.parse(bundle)
    } catch {
        Issue.record("unexpected error: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// The error the files give (nil, recorded, when they parse).
func errorOf(_ files: [(String, String)], root: String? = nil, strict: Bool = false) -> SourceError? {
    let bundle = SourceBundle(files: files.map { SourceFile(name: $0.0, text: $0.1) }, rootType: root, isStrict: strict)
    do {
        let parsed = try SwiftUISourceParser.parse(bundle)
        Issue.record("expected an error, got \(parsed.tree.count) nodes")
        return nil
    } catch {
        return error
    }
}

/// Expects `parsed` to be the tree of `expected`.
func expectParsed(
    _ parsed: ParsedSource?, _ expected: ViewDescription, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let parsed else { return }
    #expect(parsed.tree == lowered(expected), sourceLocation: sourceLocation)
}

@Suite struct MultiFileTests {
    static let row = (
        "Views/Row.swift",
        "struct Row: View {\n    var title = \"row\"\n    var body: some View { Text(title).padding(4) }\n}\n"
    )

    @Test func `CORE-5 a view declared in another file is usable`() {
        let main = (
            "Views/List.swift",
            "struct Rows: View {\n    var body: some View { VStack { Row(title: \"a\"); Row() } }\n}\n"
        )
        let parsed = parseFiles([main, Self.row])
        expectParsed(
            parsed, vstack(m(.padding(EdgeInsets(all: 4)), text("a")), m(.padding(EdgeInsets(all: 4)), text("row"))))
        #expect(parsed?.warnings == [])
        #expect(parsed?.root == "Rows (the only View in Views/List.swift that no other View there uses)")
    }

    @Test func `errors name the file they are in`() {
        let broken = ("B.swift", "struct Broken: View {\n    var body: some View { Text(1 + ) }\n}\n")
        let error = errorOf([("A.swift", "Text(\"a\")"), broken])
        #expect(error?.description == "B.swift:2:36: expected an expression")
        let unknown = ("Row.swift", "struct Row: View {\n    var body: some View { widget() }\n}\n")
        let second = errorOf([("Main.swift", "VStack { Row() }"), unknown])
        #expect(second?.fileName == "Row.swift")
        #expect((second?.line, second?.column) == (2, 27))
    }

    @Test func `a View declared twice is an error naming both places`() {
        let error = errorOf([Self.row, ("Other.swift", "\nstruct Row: View { var body: some View { EmptyView() } }")])
        #expect(
            error?.description
                == "Other.swift:2:8: invalid redeclaration of 'Row' (first declared at Views/Row.swift:1)")
    }

    @Test func `the single-file API still reads one file`() throws {
        let tree = try SwiftUISourceParser.parse("Text(\"a\")", fileName: "one.swift")
        #expect(tree == lowered(text("a")))
    }
}
