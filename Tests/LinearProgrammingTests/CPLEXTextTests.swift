// CPLEXTextTests.swift
// LinearProgrammingTests
//
// The LP text export, read back by GLPK's own command-line solver, glpsol
// (Debian package glpk-utils, installed by CI).

import Foundation
import LinearProgramming
import Testing

@Suite("CPLEX LP text")
struct CPLEXTextTests {
    @Test("text for the textbook LP")
    func textbookText() {
        let text = textbookLP().program.cplexLPText()
        #expect(text.contains("Maximize\n obj: 3.0 x0_x + 5.0 x1_y\n"))
        #expect(text.contains(" c2_plant_3: 3.0 x0_x + 2.0 x1_y <= 18.0\n"))
        #expect(text.contains(" 0.0 <= x0_x <= +inf\n"))
        #expect(text.hasSuffix("End\n"))
    }

    @Test("ranges become two rows, names are sanitised, kinds get sections")
    func rangesNamesAndKinds() {
        var program = LinearProgram()
        let w = program.addVariable("width (pt)", lowerBound: -.infinity)
        let n = program.addVariable(kind: .integer)
        let b = program.addBinaryVariable("flag")
        let fixed = program.addVariable("fixed", lowerBound: 1, upperBound: 1, kind: .binary)
        program.addConstraint(Constraint(w - n + 1, lowerBound: 2, upperBound: 5), name: "band")
        program.addConstraint(b + fixed <= 1)
        program.minimize(w + 3)
        let text = program.cplexLPText()
        #expect(text.contains(" c0_band_lo: 1.0 x0_width__pt_ - 1.0 x1 >= 1.0\n"))
        #expect(text.contains(" c0_band_hi: 1.0 x0_width__pt_ - 1.0 x1 <= 4.0\n"))
        #expect(text.contains(" -inf <= x0_width__pt_ <= +inf\n") || text.contains(" x0_width__pt_ free\n"))
        #expect(text.contains("General\n x1\n x3_fixed\nBinary\n x2_flag\n"))
        #expect(text.contains("\\ objective constant 3.0 is not included below"))
    }

    @Test("glpsol reads the text and finds the same optimum", arguments: GlpsolCase.allCases)
    func glpsolAgrees(_ testCase: GlpsolCase) throws {
        let (program, level) = testCase.program
        let solution = try GLPKSolver().solve(program)
        let text = program.cplexLPText(level: level, earlierOptima: Array(solution.levelOptima.prefix(level)))
        let report = try #require(try runGlpsol(on: text))
        #expect(report.status.contains("OPTIMAL"), "glpsol status: \(report.status)")
        let constant = program.objectiveLevels[level].expression.constant
        #expect(isClose(report.objective + constant, solution.levelOptima[level], within: 1e-6))
    }
}

/// Programs checked against glpsol; `level` picks the objective written out.
enum GlpsolCase: CaseIterable, Sendable, CustomTestStringConvertible {
    case textbook, toolchain, knapsack, secondLevel, chain

    var testDescription: String { "\(self)" }

    var program: (LinearProgram, Int) {
        switch self {
        case .textbook: return (textbookLP().program, 0)
        case .toolchain: return (toolchainLP().program, 0)
        case .knapsack: return (knapsackMILP().program, 0)
        case .secondLevel:
            var (program, x, y) = LexicographicTests().tiedProgram()
            program.minimize(x - y + 7) // among the ties of level 0, with a constant
            return (program, 1)
        case .chain: return (chainLP(count: 30, seed: 3), 0)
        }
    }
}

/// What glpsol's `-o` report says.
struct GlpsolReport {
    var status: String
    var objective: Double
}

/// Writes `text` to a temporary file, solves it with glpsol and parses the
/// report. Records an issue and returns nil if glpsol is not installed.
func runGlpsol(on text: String) throws -> GlpsolReport? {
    let candidates = ["/usr/bin/glpsol", "/usr/local/bin/glpsol"]
    guard let glpsol = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
        Issue.record("glpsol not found (\(candidates.joined(separator: ", "))): install glpk-utils")
        return nil
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let model = directory.appendingPathComponent("model.lp")
    let output = directory.appendingPathComponent("solution.txt")
    try text.write(to: model, atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: glpsol)
    process.arguments = ["--lp", model.path, "-o", output.path]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        Issue.record("glpsol exited with \(process.terminationStatus) on:\n\(text)")
        return nil
    }
    let report = try String(contentsOf: output, encoding: .utf8)
    let lines = report.split(separator: "\n")
    // "Status:     OPTIMAL" / "Objective:  obj = 36 (MAXimum)"
    let status = lines.first { $0.hasPrefix("Status:") }.map {
        String($0.dropFirst(7)).trimmingCharacters(in: .whitespaces)
    }
    let objective = lines.first { $0.hasPrefix("Objective:") }
        .flatMap { $0.split(separator: "=").last?.split(separator: " ").first }
        .flatMap { Double($0) }
    guard let status, let objective else {
        Issue.record("unreadable glpsol report:\n\(report)")
        return nil
    }
    return GlpsolReport(status: status, objective: objective)
}
