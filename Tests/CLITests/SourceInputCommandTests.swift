// SourceInputCommandTests.swift
// CLITests
//
// Files and folders as input, --root, --strict and source warnings on standard error, through
// the built executable.

import Foundation
import Testing

@Suite("layoutlab: files, folders, --root, --strict")
struct SourceInputCommandTests {
    static let mono = ["--text-metrics", "mono:7.757575,20.333333"]
    static let detail = "Tests/Fixtures/multifile/App/Views/LandmarkDetail.swift"

    @Test("ROOT-2 a detail view rendered with its app folder as context: the preview's view, stand-ins reported once")
    func detailWithFolder() throws {
        let run = try layoutlab(
            ["render", Self.detail, "Tests/Fixtures/multifile/App", "--format", "json"] + Self.mono)
        #expect(run.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        // The stand-in image: LEAF-IMAGE-1 100×100, centred in the 390-wide ScrollView.
        #expect(close(frame(node("landmark.image", in: json)), [145, 47, 100, 100]))
        let warnings = run.stderr.split(separator: "\n")
        #expect(
            warnings == [
                "\(Self.detail):34:30: warning: [source.standIn] 'ModelData().landmarks[0]' needs ModelData, which the layout does not evaluate; using an opaque stand-in (as text \"landmark\", as a collection 3 elements, as a view a 100×100 image; its members are stand-ins too)"
            ])
        #expect(!run.stdout.contains("warning"))
    }

    @Test("ROOT-2 a folder alone: the one View no other View uses; --root picks another")
    func folderAndRoot() throws {
        let run = try layoutlab(["render", "Tests/Fixtures/multifile/App", "--format", "json"] + Self.mono)
        #expect(run.status == 0)
        #expect(run.stderr.contains("'landmark' (Landmark) of LandmarkDetail has no value here"))
        let circle = try layoutlab(
            ["render", "Tests/Fixtures/multifile/App", "--root", "CircleImage", "--format", "json"] + Self.mono)
        #expect(circle.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(circle.stdout.utf8))
        // The stand-in image alone: centred in the iPhone safe area (ROOT-1).
        #expect(close(frame(node("image", in: json)), [145, 378.5, 100, 100]))
        let unknown = try layoutlab(["render", "Tests/Fixtures/multifile/App", "--root", "Nope"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--root Nope: no View struct of that name in the input; the View structs are"))
        #expect(unknown.stderr.contains("CircleImage (Tests/Fixtures/multifile/App/Views/CircleImage.swift:5)"))
    }

    @Test("CORE-6 --strict makes a stand-in an error with exit status 2; every source command takes files")
    func strictAndCommands() throws {
        let strict = try layoutlab(["render", Self.detail, "Tests/Fixtures/multifile/App", "--strict"])
        #expect(strict.status == 2)
        #expect(strict.stderr.hasPrefix("\(Self.detail):34:30: 'ModelData().landmarks[0]' needs ModelData"))
        let compare = try layoutlab(["compare", Self.detail, "Tests/Fixtures/multifile/App"] + Self.mono)
        #expect(compare.status == 0)
        #expect(compare.stderr.components(separatedBy: "[source.standIn]").count == 2)
        let lp = try layoutlab(["lp", Self.detail, "Tests/Fixtures/multifile/App"])
        #expect(lp.status == 0)
        #expect(lp.stdout.contains("Subject To") || lp.stdout.contains("subject to"))
    }

    @Test("bad input: a missing file, an empty folder, input with no view")
    func badInput() throws {
        let missing = try layoutlab(["render", "no/such/file.swift"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "no/such/file.swift: cannot read file\n")
        let empty = try layoutlab(["render", "Tests/Fixtures/regressions"])
        #expect(empty.status == 2)
        #expect(empty.stderr == "Tests/Fixtures/regressions: no .swift files in this folder\n")
        let noView = try layoutlab(["render", "-"], input: "import SwiftUI\nstruct Item { var name: String }\n")
        #expect(noView.status == 2)
        #expect(noView.stderr.hasPrefix("<stdin>:1:1: no view to lay out"))
        #expect(noView.stdout.isEmpty)
    }
}
