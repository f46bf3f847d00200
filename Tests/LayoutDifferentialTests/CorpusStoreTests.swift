// CorpusStoreTests.swift
// LayoutDifferentialTests
//
// The corpus on disk: one `.swift` and one `.json` per divergence class (CORE-7's first
// difference), de-duplicated, written atomically, with clear errors naming the path; the
// source file's header (CaseSource) and its parse back to the shrunk tree.

import Foundation
import LayoutCore
import LayoutDifferential
import Testing

@Suite("Corpus store")
struct CorpusStoreTests {
    /// A fresh empty directory under the temporary directory.
    static func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("corpus-tests-\(UUID().uuidString)")
    }

    /// A shrunk spacing-mutant case and its entry.
    static func entry() throws -> CorpusEntry {
        let runner = DifferentialRunner(second: Mutants.spacingPlusOne)
        var input = TestTrees.random(seed: 7, nodes: 60)
        input.seed = 7
        let (result, outcome) = try #require(Shrinker().shrink(input, runner: runner))
        return CorpusEntry(
            shrunk: result.shrunk, outcome: outcome, engines: [runner.first.name, runner.second.name],
            originalSeed: 7, originalNodes: input.tree.count)
    }

    @Test("save writes <class>.swift and <class>.json; contains and entry read them back")
    func saveAndRead() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try CorpusStore(directory: directory)
        let entry = try Self.entry()
        #expect(!store.contains(entry.divergenceClass))
        let url = try store.save(entry)
        #expect(url.lastPathComponent == CorpusStore.fileStem(for: entry.divergenceClass) + ".swift")
        #expect(store.contains(entry.divergenceClass))
        #expect(try store.entry(for: entry.divergenceClass) == entry)
        #expect(try store.entries() == [entry])
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.hasPrefix("// LayoutLab corpus case \(entry.divergenceClass)\n"))
        #expect(text.contains("// Engines: reference vs mutant/spacing+1"))
        #expect(text.contains("// Seed: 7 ("))
        #expect(text.contains("// Reproduce: layoutlab compare \(url.path)"))
        // The file, header and all, parses back to the shrunk tree.
        #expect(try parse(text) == entry.shrunk.tree)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names.count == 2)
    }

    @Test("De-duplicated by class: a second entry of a stored class is not written")
    func dedupe() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try CorpusStore(directory: directory)
        let entry = try Self.entry()
        let url = try store.save(entry)
        var other = entry
        other.summary = "another case of the same class"
        #expect(try store.save(other) == url)
        #expect(try store.entry(for: entry.divergenceClass)?.summary == entry.summary)
    }

    @Test("File names are sanitised, distinct per key, never hidden")
    func fileNames() {
        let a = DivergenceClass(kind: "HStack", rule: "HSTACK-5", field: "x")
        #expect(CorpusStore.fileStem(for: a) == "HStack.HSTACK-5.x")
        let failure = DivergenceClass(kind: "error", rule: "CORE-9", field: "constraint/exact")
        #expect(CorpusStore.fileStem(for: failure) == "error.CORE-9.constraint.exact")
        let odd = DivergenceClass(kind: "My_Layout ../x", rule: "LAYOUTPROTO-3", field: "width")
        #expect(CorpusStore.fileStem(for: odd) == "My_5FLayout_20_2E_2E.x.LAYOUTPROTO-3.width")
        let underscore = DivergenceClass(kind: "a_2E", rule: "R-1", field: "x")
        #expect(CorpusStore.fileStem(for: underscore) != CorpusStore.fileStem(for: odd))
        #expect(!CorpusStore.fileStem(for: DivergenceClass(kind: "", rule: "R-1", field: "x")).hasPrefix("."))
        let long = DivergenceClass(kind: String(repeating: "K", count: 400), rule: "R-1", field: "x")
        #expect(CorpusStore.fileStem(for: long).utf8.count < 200)
    }

    @Test("A directory that cannot be created is a CorpusError naming the path")
    func uncreatableDirectory() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        let target = file.appendingPathComponent("corpus")
        let error = #expect(throws: CorpusError.self) { try CorpusStore(directory: target) }
        #expect(error?.operation == .create)
        #expect(error?.description.hasPrefix("cannot create corpus directory \(target.path): ") == true)
    }

    @Test("A failed save changes no file: the existing source stays, no temporary file stays behind")
    func failedSaveLeavesFilesAlone() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try CorpusStore(directory: directory)
        let entry = try Self.entry()
        // A stale source from an interrupted run, and a directory where the entry must go.
        let source = store.sourceURL(for: entry.divergenceClass)
        try Data("old".utf8).write(to: source)
        try FileManager.default.createDirectory(
            at: store.entryURL(for: entry.divergenceClass).appendingPathComponent("blocker"),
            withIntermediateDirectories: true)
        let error = #expect(throws: CorpusError.self) { try store.save(entry) }
        #expect(error?.description.contains(store.entryURL(for: entry.divergenceClass).path) == true)
        #expect(try String(contentsOf: source, encoding: .utf8) == "old")
        #expect(!store.contains(entry.divergenceClass))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!names.contains { $0.hasSuffix(".tmp") }, "\(names)")
    }

    @Test("A corpus directory removed after opening: save fails with the path, nothing is created")
    func vanishedDirectory() throws {
        let parent = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let directory = parent.appendingPathComponent("corpus")
        let store = try CorpusStore(directory: directory)
        try FileManager.default.removeItem(at: directory)
        try Data("not a directory".utf8).write(to: directory)
        let entry = try Self.entry()
        let error = #expect(throws: CorpusError.self) { try store.save(entry) }
        #expect(error?.operation == .write)
        #expect(error?.description.contains(directory.path) == true)
    }

    @Test("Entries with non-finite numbers (CORE-10) survive the JSON round trip")
    func nonFiniteJSON() throws {
        var builder = ViewTreeBuilder()
        let a = builder.add(.shape(ShapeSpec(shape: .rectangle)))
        let b = builder.add(.layoutPriority(.nan), children: [a])
        let root = builder.add(.stack(StackSpec(axis: .horizontal, spacing: .infinity)), children: [b])
        let tree = try builder.finish(root: root)
        let entry = CorpusEntry(
            divergenceClass: DivergenceClass(kind: "HStack", rule: "HSTACK-4", field: "width"),
            shrunk: FuzzCase(tree: tree, root: .window(width: nil, height: .infinity)), originalSeed: nil,
            originalNodes: 3, engines: ["reference", "constraint/exact"], summary: "made up")
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try CorpusStore(directory: directory)
        let url = try store.save(entry)
        let read = try #require(try store.entry(for: entry.divergenceClass))
        #expect(read.shrunk.root == entry.shrunk.root)
        #expect(read.shrunk.tree.nodes[0].kind == .stack(StackSpec(axis: .horizontal, spacing: .infinity)))
        guard case .layoutPriority(let p) = read.shrunk.tree.nodes[1].kind else {
            Issue.record("priority lost")
            return
        }
        #expect(p.isNaN)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("// Note: the tree holds values source cannot (CORE-10)"))
        #expect(text.contains("--width nil --height inf"))
    }
}
