// DeepChainStressTests.swift
// CLITests
//
// `render` and `compare` on chains of 5,000 and 20,000 modifiers: no recursion limit is hit, and
// the output stays one row per node (stress tier: about 13 s).

import Foundation
import TestTiers
import Testing

@Suite("layoutlab on deep chains", .tags(.stress), .stressTier)
struct DeepChainStressTests {
    @Test("A 20,000-deep chain of modifiers renders; JSON leaves out paths past 10,000 levels")
    func renderDeepChain() throws {
        let source = "Rectangle().frame(width: 10, height: 10)" + String(repeating: ".padding(1)", count: 20_000)
        let run = try layoutlab(
            ["render", "-", "--format", "json", "--width", "inf", "--height", "inf"], input: source)
        #expect(run.status == 0)
        #expect(run.stderr.contains("\"path\" omitted"))
        #expect(run.stdout.contains("\"kind\": \"Rectangle\""))
        let table = try layoutlab(["render", "-"], input: source)
        #expect(table.status == 0)
        #expect(table.stdout.split(separator: "\n").count >= 20_002)
    }

    @Test("compare on a 5,000-deep chain: one row per node, deep paths shortened to `[depth] …`")
    func compareDeepChain() throws {
        let source = "Rectangle().frame(width: 10, height: 10)" + String(repeating: ".padding(1)", count: 5_000)
        let run = try layoutlab(["compare", "-", "--width", "100", "--height", "100"], input: source)
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 5_004) // header, 5,002 nodes (5,000 paddings, frame, Rectangle), summary
        #expect(lines[lines.count - 2].hasPrefix("   [5001] ….0.0.0.0.0.0.0.0 "))
        #expect(lines[lines.count - 2].contains("Rectangle"))
        #expect(lines.allSatisfy { $0.count < 400 })
        #expect(lines.last?.hasPrefix("all 5002 nodes agree under core7 (CORE-7, ") == true)
        #expect(lines.last?.hasSuffix("; largest difference 0 pt") == true)
    }
}

/// Runs `layoutlab` under `ulimit -v kilobytes` (address space), feeding `input`.
private func layoutlab(_ arguments: [String], input: String, addressSpaceKilobytes: Int) throws -> Run {
    try layoutlab(
        arguments, input: input,
        wrapper: ["/bin/sh", "-c", "ulimit -v \(addressSpaceKilobytes) && exec \"$0\" \"$@\""])
}

@Suite("layoutlab with too little memory for the tree", .tags(.stress), .stressTier)
struct StackReservationStressTests {
    @Test("A 100,000-deep chain under a 4 GB address space: a clear error and status 1, not SIGSEGV")
    func notEnoughMemory() throws {
        let source = "Color.red" + String(repeating: ".padding(0)", count: 100_000)
        for command in ["render", "compare"] {
            let run = try layoutlab([command, "-"], input: source, addressSpaceKilobytes: 4_000_000)
            #expect(run.status == 1, "\(command): \(run.stderr)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr == "error: not enough memory for a tree 100001 levels deep\n", "\(command)")
        }
    }
}
