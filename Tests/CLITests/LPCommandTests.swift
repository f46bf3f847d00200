// LPCommandTests.swift
// CLITests
//
// `layoutlab lp`: the constraint engine's model as CPLEX LP text, read back by glpsol.

import CustomLayout
import Foundation
import Testing

/// GLPK's stand-alone solver (Debian's glpk-utils).
let glpsolPath = "/usr/bin/glpsol"

/// Runs `glpsol --lp path` and returns its exit status and standard output.
func glpsol(lp path: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: glpsolPath)
    process.arguments = ["--lp", path]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

@Suite("layoutlab lp")
struct LPCommandTests {
    @Test("lp prints CPLEX LP text: header, objective, Subject To, Bounds, End; W1's proposal and text width are in it")
    func text() throws {
        let run = try layoutlab(["lp", "Examples/HelloWorld.swift", "--text-metrics", "mono:7.757575,20.333333"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("\\ LayoutLab LinearProgram: ") == true)
        for section in ["Subject To", "Bounds", "End"] {
            #expect(lines.contains(section), "\(section)")
        }
        #expect(lines.contains { $0 == "Minimize" || $0 == "Maximize" })
        #expect(lines.last == "End")
        // W1: the root proposal 390 × 763 and the Text's measured width 85.333… are constants in it.
        #expect(run.stdout.contains(" = 390.0"))
        #expect(run.stdout.contains(" = 85.33333333333333"))
    }

    @Test("lp -o writes the file; every mode's model is written")
    func outputFile() throws {
        for mode in ["exact", "lp-only", "per-container"] {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-\(UUID()).lp").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let run = try layoutlab(["lp", "Examples/IconDemo.swift", "--mode", mode, "-o", path])
            #expect(run.status == 0, "mode \(mode)")
            #expect(run.stdout.isEmpty)
            #expect(try String(contentsOfFile: path, encoding: .utf8).contains("Subject To"), "mode \(mode)")
        }
    }

    @Test(
        "glpsol --lp reads the model of every example and solves it",
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: glpsolPath), "needs glpsol (apt-get install glpk-utils)"))
    func glpsolReadsIt() throws {
        let examples = ["HelloWorld", "BorderExample", "IconDemo", "FlowLayout"]
        for example in examples {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-\(UUID()).lp").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let run = try layoutlab([
                "lp", "Examples/\(example).swift", "--text-metrics", "mono:7.757575,20.333333",
                "-o", path,
            ])
            #expect(run.status == 0, "\(example)")
            let solved = try glpsol(lp: path)
            #expect(solved.status == 0, "\(example): \(solved.output)")
            #expect(solved.output.contains("OPTIMAL"), "\(example): \(solved.output)")
        }
    }

    @Test("lp: source errors exit 2, bad options 64")
    func errors() throws {
        let run = try layoutlab(["lp", "-"], input: "VStack {\n    Slider()\n}\n")
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("<stdin>:2:5: "))
        #expect(try layoutlab(["lp", "-", "--mode", "fast"], input: "Text(\"a\")").status == 64)
        #expect(try layoutlab(["lp", "-", "--width", "10"], input: "Text(\"a\")").status == 64)
    }

    @Test("lp --help lists the shared layout options and --mode")
    func help() throws {
        let run = try layoutlab(["lp", "--help"])
        #expect(run.status == 0)
        for option in ["--width", "--height", "--scale", "--text-metrics", "--image", "--mode", "--output", "glpsol"] {
            #expect(run.stdout.contains(option), "\(option)")
        }
    }
}
