// GLPKAbsenceTests.swift
// CLITests
//
// libglpk is loaded on first use, so LayoutLab builds and runs its GLPK-free parts on a machine
// without it, and a command that needs it says what to install. LAYOUTLAB_GLPK_LIBRARY pointing
// at a missing file stands in for a machine without GLPK (each run is its own process, so the
// once-per-process load sees the variable).

import Foundation
import Testing

@Suite("layoutlab without GLPK")
struct GLPKAbsenceTests {
    static let missingGLPK = ["LAYOUTLAB_GLPK_LIBRARY": "/nonexistent/libglpk.so.40"]

    @Test("render with the reference engine needs no GLPK: W1's Text at (152.333, 418.333)")
    func referenceRenderWithoutGLPK() throws {
        let run = try layoutlab(
            ["render", "Examples/HelloWorld.swift", "--text-metrics", "mono:7.757575,20.333333"],
            environment: Self.missingGLPK)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("152.333"), "\(run.stdout)")
        #expect(run.stdout.contains("418.333"), "\(run.stdout)")
    }

    @Test("compare without GLPK: status 1 and one line naming the library, no crash")
    func compareWithoutGLPK() throws {
        let run = try layoutlab(["compare", "Examples/HelloWorld.swift"], environment: Self.missingGLPK)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(
            run.stderr.contains("GLPK cannot be loaded from LAYOUTLAB_GLPK_LIBRARY=/nonexistent/libglpk.so.40"),
            "\(run.stderr)")
    }

    @Test("lp exports the model without solving it, so it needs no GLPK")
    func lpExportWithoutGLPK() throws {
        let run = try layoutlab(["lp", "Examples/HelloWorld.swift"], environment: Self.missingGLPK)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Subject To"), "\(run.stdout)")
    }
}
