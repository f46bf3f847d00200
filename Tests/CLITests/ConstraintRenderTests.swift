// ConstraintRenderTests.swift
// CLITests
//
// `layoutlab render --engine constraint`: the same reports from the constraint engine.

import ArgumentParser
import ConstraintEngine
import Foundation
import Testing

@testable import layoutlab

@Suite("layoutlab render --engine constraint")
struct ConstraintRenderTests {
    @Test("W1 with the constraint engine: the Text at (152.333, 418.333), 85.333 × 20.333, as the reference engine")
    func w1Mono() throws {
        let run = try layoutlab([
            "render", "Examples/HelloWorld.swift", "--engine", "constraint", "--format", "json",
            "--text-metrics", "mono:7.757575,20.333333",
        ])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        let text = node("text", in: json)
        #expect(text?["kind"] as? String == "Text")
        #expect(close(frame(text), [152.333, 418.333, 85.333, 20.333]))
        #expect(close(frame(text, "displayFrame"), [152.333, 418.333, 85.333, 20.333]))
        #expect((json as? [String: Any])?["engine"] as? String == "constraint")
        #expect(close(frame(node("zstack", in: json)), [152.333, 418.333, 85.333, 20.333]))
    }

    @Test("Every mode gives W1's Text frame; the tree format works too")
    func modes() throws {
        for mode in ["exact", "lp-only", "per-container"] {
            let run = try layoutlab([
                "render", "Examples/HelloWorld.swift", "--engine", "constraint", "--mode", mode,
                "--format", "json", "--text-metrics", "mono:7.757575,20.333333",
            ])
            #expect(run.status == 0, "mode \(mode)")
            let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
            #expect(close(frame(node("text", in: json)), [152.333, 418.333, 85.333, 20.333]), "mode \(mode)")
        }
        let table = try layoutlab([
            "render", "Examples/HelloWorld.swift", "--engine", "constraint",
            "--text-metrics", "mono:7.757575,20.333333",
        ])
        #expect(table.status == 0)
        #expect(
            table.stdout.split(separator: "\n").contains {
                $0.contains("Text") && $0.contains("(152.333, 418.333) 85.333×20.333")
            })
    }

    @Test("--verbose prints one `solve …` line per solver call on stderr, nothing else")
    func verbose() throws {
        let run = try layoutlab([
            "render", "Examples/HelloWorld.swift", "--engine", "constraint", "--verbose",
            "--text-metrics", "mono:7.757575,20.333333",
        ])
        #expect(run.status == 0)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1) // exact mode: one whole-tree solve
        #expect(lines.allSatisfy { $0.hasPrefix("solve tree: optimal, ") && $0.hasSuffix(" s") })
        #expect(run.stdout.contains("152.333"))
    }

    @Test("--mode without --engine constraint, or an unknown engine or mode, is a usage error")
    func modeNeedsConstraintEngine() throws {
        let run = try layoutlab(["render", "-", "--mode", "exact"], input: "Text(\"a\")")
        #expect(run.status == 64)
        #expect(run.stderr.contains("--mode applies only to the constraint engine"))
        #expect(
            try layoutlab(["render", "-", "--engine", "reference", "--mode", "lp-only"], input: "Text(\"a\")").status
                == 64)
        #expect(try layoutlab(["render", "-", "--engine", "solver"], input: "Text(\"a\")").status == 64)
        #expect(
            try layoutlab(["render", "-", "--engine", "constraint", "--mode", "fast"], input: "Text(\"a\")").status
                == 64)
    }

    // The engine on main refuses nothing the source front end accepts, so the failure path is
    // checked on the function every command routes the engine's errors through.
    @Test("A constraint-engine error becomes `error: <description>` and exit status 1")
    func engineErrors() throws {
        let error = ConstraintEngineError.unsupported(construct: "X", path: "0.1")
        #expect(engineErrorMessage(error) == "error: unsupported construct X at node 0.1 in the constraint engine")
        #expect(throws: ExitCode(1)) {
            try exitingOnEngineError { () throws(ConstraintEngineError) -> Int in throw error }
        }
        #expect(try exitingOnEngineError { () throws(ConstraintEngineError) in 7 } == 7)
    }

    @Test("Source errors keep exit status 2 with the constraint engine")
    func sourceErrors() throws {
        let run = try layoutlab(["render", "-", "--engine", "constraint"], input: "VStack {\n    Slider()\n}\n")
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("<stdin>:2:5: "))
    }

    @Test("--help mentions --engine, --mode and --verbose; the top-level help lists lp and compare")
    func help() throws {
        let render = try layoutlab(["render", "--help"])
        #expect(render.status == 0)
        for text in ["--engine", "--mode", "--verbose", "exact, lp-only, per-container", "reference, constraint"] {
            #expect(render.stdout.contains(text), "\(text)")
        }
        let top = try layoutlab(["--help"])
        #expect(top.status == 0)
        for text in ["render", "lp", "compare", "constraint engine"] {
            #expect(top.stdout.contains(text), "\(text)")
        }
    }
}
