// DeclaredLayoutErrorTests.swift
// LayoutSourceTests
//
// Bad layouts declared in source: what the subset cannot run is a `file:line:column` error when
// the file is read; runaway code stops at the step budget with an error, never a hang; errors at
// run time are recorded for the caller while the engines apply their own checks (CORE-6,
// CORE-10) to what the layout answered.

import CustomLayout
import LayoutCore
import LayoutInterpreter
import LayoutSource
import Testing

@Suite struct DeclaredLayoutErrorTests {
    /// A layout whose sizeThatFits body is `body` (line 3 of the file onwards).
    private func layout(_ body: String) -> String {
        """
        struct Bad: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        \(body)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        Bad { Color.red.frame(width: 10, height: 10).id("item") }
        """
    }

    @Test func `an endless loop stops at the step budget with an error`() {
        let source = layout(
            """
                    var x: CGFloat = 0
                    while true {
                        x += 1
                    }
                    return CGSize(width: x, height: x)
            """)
        let limits = InterpreterLimits(steps: 10_000)
        guard let run = DeclaredLayoutRun(source, width: 100, height: 100, limits: limits) else { return }
        let errors = run.library.runtimeErrors.map(\.description)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("test.swift:5:") == true, "\(errors)")
        #expect(errors.first?.contains("more than 10000 steps in one call") == true)
        // The engines saw a NaN size: CORE-6 makes it 0 × 0.
        expectFrame(run.result.nodes[0].frame, 50, 50, 0, 0)
        #expect(run.result.diagnostics.contains { $0.code == DiagnosticCode.layoutInvalidSize })
    }

    @Test func `the default step budget is 300,000 steps per call`() {
        #expect(InterpreterLimits().steps == 300_000)
        #expect(InterpreterLimits().callDepth == 64)
    }

    @Test func `an unknown function is an error at its place when the file is read`() {
        let source = layout("        return CGSize(width: frobnicate(3), height: 1)")
        expectError(source, "test.swift:3:30: unknown function 'frobnicate' in an interpreted layout")
    }

    @Test func `statements outside the subset are errors with their place`() {
        expectError(layout("        defer {}\n        return .zero"), "test.swift:3:9: defer is not supported")
        let initializer = """
            struct WithInit: Layout {
                var gap: CGFloat
                init(gap: CGFloat) { self.gap = gap }
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            WithInit(gap: 4) { Color.red }
            """
        expectError(initializer, "test.swift:3:5: an explicit init is not supported in an interpreted layout")
        let missing = """
            struct NoPlacement: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
            }
            NoPlacement { Color.red }
            """
        expectError(
            missing,
            "test.swift:1:8: NoPlacement must declare placeSubviews(in:proposal:subviews:cache:) (LAYOUTPROTO-1)")
    }

    @Test func `wrong arguments are errors at the call`() {
        let source = DeclaredLayoutTests.gridDeclaration + "SimpleGrid(rows: 2) { Color.red }"
        expectError(source, "has no parameter 'rows:' (it has columns: spacing:)")
        let fraction = DeclaredLayoutTests.gridDeclaration + "SimpleGrid(columns: 2.5) { Color.red }"
        expectError(fraction, "SimpleGrid(columns:) must be an Int")
    }

    @Test func `CORE-10 floating division by zero flows as a value into the engines' checks`() {
        let source = layout(
            """
                    let zero: CGFloat = 0
                    return CGSize(width: 0 / zero, height: 1 / zero)
            """)
        guard let run = DeclaredLayoutRun(source, width: 100, height: 100) else { return }
        #expect(run.library.runtimeErrors.isEmpty)
        // NaN width → 0 (CORE-6 layout.invalidSize); the infinite final height → 0 (CORE-10).
        let codes = run.result.diagnostics.map(\.code)
        #expect(codes == [DiagnosticCode.layoutInvalidSize, DiagnosticCode.layoutNonFiniteFinalSize])
        expectFrame(run.result.nodes[0].frame, 50, 50, 0, 0)
        // The subview is never placed by this layout: centred in the bounds (LAYOUTPROTO-4).
        expectFrame(run.frame("item"), 45, 45, 10, 10)
    }

    @Test func `Int division by zero and wrong types are runtime errors with their place`() {
        let division = layout(
            """
                    let n = subviews.count - 1
                    let columns = 10 / n
                    return CGSize(width: CGFloat(columns), height: 1)
            """)
        guard let run = DeclaredLayoutRun(division, width: 100, height: 100) else { return }
        #expect(run.library.runtimeErrors.map(\.description) == ["test.swift:4:23: division by zero in Int /"])
        let types = layout("        return CGSize(width: proposal + 1, height: 1)")
        guard let typed = DeclaredLayoutRun(types, width: 100, height: 100) else { return }
        #expect(
            typed.library.runtimeErrors.map(\.description) == [
                "test.swift:3:30: operator '+' cannot be applied to ProposedViewSize and CGFloat"
            ])
        let result = layout("        return 5")
        guard let wrong = DeclaredLayoutRun(result, width: 100, height: 100) else { return }
        #expect(
            wrong.library.runtimeErrors.map(\.description) == [
                "test.swift:2:5: sizeThatFits must return a CGSize, returned Int"
            ])
    }

    private func expectError(_ source: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try SwiftUISourceParser.parse(source, fileName: "test.swift")
            Issue.record("expected an error containing \(expected)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.description.contains(expected), "\(error)", sourceLocation: sourceLocation)
        }
    }
}
