// RegressionFixtureTests.swift
// LayoutDifferentialTests
//
// Every regression fixture in Tests/Fixtures/regressions replayed through both engines
// (DifferentialRunner, reference against the constraint engine in the fixture's mode): each must
// give its expected outcome, agreement (CORE-7) or its known divergence class.

import Foundation
import LayoutDifferential
import Testing

@Suite("Regression fixtures")
struct RegressionFixtureTests {
    /// Tests/Fixtures/regressions, found from this file's location.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/regressions")

    static var files: [URL] { (try? RegressionFixture.files(in: directory)) ?? [] }

    @Test("Each fixture replays to its expected outcome", arguments: files)
    func replay(file: URL) throws {
        let fixture = try RegressionFixture.load(from: file)
        #expect(file.lastPathComponent == fixture.name + ".json")
        if let problem = fixture.check() { Issue.record("\(problem) (\(fixture.note))") }
    }

    @Test("The fixture directory holds at least the seeded fixtures")
    func directoryIsSeeded() throws {
        let names = Set(Self.files.map { $0.deletingPathExtension().lastPathComponent })
        for seed in try RegressionSeeds.all() {
            #expect(names.contains(seed.name), "missing \(seed.name).json: run with LAYOUTLAB_WRITE_FIXTURES=1")
        }
    }

    @Test("Each seeded fixture file is exactly what RegressionFixture.write makes of its seed")
    func seedsMatchFiles() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fixtures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        for seed in try RegressionSeeds.all() {
            let written = try Data(contentsOf: try seed.write(to: scratch))
            let stored = try? Data(contentsOf: Self.directory.appendingPathComponent(seed.name + ".json"))
            #expect(stored == written, "\(seed.name).json differs from its seed in RegressionSeeds.swift")
        }
    }

    @Test(
        "Writes the seeded fixtures (LAYOUTLAB_WRITE_FIXTURES=1 only)",
        .enabled(if: ProcessInfo.processInfo.environment["LAYOUTLAB_WRITE_FIXTURES"] == "1"))
    func writeSeeds() throws {
        try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
        for seed in try RegressionSeeds.all() { try seed.write(to: Self.directory) }
    }

    @Test("A fixture whose outcome changed is reported with what happened instead")
    func mismatchIsReported() throws {
        var fixture = try #require(try RegressionSeeds.all().first { $0.name == "lp-only-water-filling" })
        fixture.expected = .agree
        let problem = try #require(fixture.check())
        #expect(problem.hasPrefix("lp-only-water-filling: expected agreement, got HStack/HSTACK-4/width"))
        fixture.mode = .exact
        fixture.expected = .diverge(DivergenceClass(kind: "HStack", rule: "HSTACK-4", field: "width"))
        #expect(fixture.check() == "lp-only-water-filling: expected HStack/HSTACK-4/width, got agreement")
    }
}
