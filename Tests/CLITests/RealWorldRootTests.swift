// RealWorldRootTests.swift
// CLITests
//
// The root the source reader chooses for files of the real-world corpus (rendered, as
// `layoutlab corpus` does, with the other files of their project after them), pinned for files
// whose intended root was checked by hand: the one View of the file that no other View uses, or
// the file's #Preview. A wrong root would lay out the wrong view without any error.

import Foundation
import Testing

@testable import layoutlab

/// `render MAIN OTHER_FILES_OF_ITS_PROJECT… ARGUMENTS` for a file of the real-world corpus.
private func renderInProject(_ project: String, _ main: String, _ arguments: [String]) throws -> Run {
    let corpus = try Corpus(directory: "Tests/Fixtures/realworld").only([project])
    let file = try #require(corpus.files.first { $0.relativePath == "\(project)/\(main)" })
    return try layoutlab(["render", file.path] + corpus.context(of: file) + arguments)
}

@Suite("Real-world files: the chosen root")
struct RealWorldRootTests {
    /// Files without a preview whose root is the one View no other View of the file uses.
    static let unusedViewRoots: [(project: String, file: String, root: String)] = [
        ("OpenSwiftUI", "Example/Shared/Render/GeometryEffect/GeometryEffectExample.swift", "GeometryEffectExample"),
        ("OpenSwiftUI", "Example/Shared/Animation/Animation/RepeatAnimationExample.swift", "RepeatAnimationExample"),
        ("CodeEdit", "CodeEdit/Features/About/AboutFooterView.swift", "AboutFooterView"),
        ("swiftui-atom-properties", "Examples/Packages/iOS/Sources/ExampleMovieDB/Views/CastList.swift", "CastList"),
    ]

    @Test("The root is the file's one unused View: the layout equals the one --root gives", arguments: unusedViewRoots)
    func unusedView(_ project: String, _ file: String, _ root: String) throws {
        let chosen = try renderInProject(project, file, ["--format", "json"])
        let named = try renderInProject(project, file, ["--format", "json", "--root", root])
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(named.status == 0, "\(named.stderr)")
        #expect(chosen.stdout == named.stdout)
    }

    /// Roots chosen with a `source.rootChoice` warning: ROOTCHOICE-1 (of several unused Views, the one
    /// other files do not use, else the first) and ROOTCHOICE-2 (a view nested in a test function or
    /// inside another platform's #if), each checked by hand against the file.
    static let warnedRoots: [(project: String, file: String, root: String)] = [
        (
            "SwiftUICharts", "Sources/SwiftUICharts/LineChart/Views/SubViews/LineChartSubViews.swift",
            "LineChartColourSubView"
        ),
        ("OpenSwiftUI", "Example/Example/BenchmarkApp.swift", "RedColor"),
        ("OpenSwiftUI", "Example/OpenSwiftUIUITests/Shape/ShapeUITests.swift", "ContentView"),
        ("enchanted", "Enchanted/UI/macOS/CompletionsEditor/CompletionsEditor.swift", "CompletionsEditor"),
    ]

    @Test("A guessed or nested root is laid out with a warning naming it", arguments: warnedRoots)
    func warnedRoot(_ project: String, _ file: String, _ root: String) throws {
        let chosen = try renderInProject(project, file, ["--format", "json"])
        let named = try renderInProject(project, file, ["--format", "json", "--root", root])
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(chosen.stdout == named.stdout)
        #expect(chosen.stderr.contains("warning: [source.rootChoice] root: \(root),"), "\(chosen.stderr)")
    }

    @Test("The root is the file's #Preview (DragAndDrop().frame(height: 100)), not the View struct")
    func preview() throws {
        let run = try renderInProject("enchanted", "Enchanted/UI/macOS/Components/DragAndDrop.swift", [])
        #expect(run.status == 0, "\(run.stderr)")
        let rows = run.stdout.split(separator: "\n")
        #expect(rows.count > 2)
        #expect(rows.dropFirst().first?.hasPrefix("frame ") == true, "\(run.stdout)")
        #expect(rows.dropFirst().first?.contains("390×100") == true, "\(run.stdout)")
    }
}
