// EngineStackStressTests.swift
// ConstraintEngineTests
//
// Deep trees whose layout stack cannot be reserved are typed errors at the engines' checked
// entry points, never a stop: the constraint engine throws `.stackUnavailable`, the reference
// engine's `checkedLayout` and `checkedSizeThatFits` throw `StackReservationError`. The failure
// is real, not simulated: 1,400,001 levels need more than the 64 GB of stack a thread may get
// (48 KB and 64 KB per level). Building and walking that tree takes about 8 s in a debug build:
// stress tier.

import ConstraintEngine
import EngineConfiguration
import LayoutCore
import ReferenceEngine
import TestTiers
import Testing

/// `Color` under 1,400,000 offsets: 1,400,001 levels.
private func tooDeep() throws -> ViewTree {
    var builder = ViewTreeBuilder()
    var node = builder.add(.shape(ShapeSpec(shape: .color)))
    for _ in 0..<1_400_000 { node = builder.add(.offset(x: 0, y: 0), children: [node]) }
    return try builder.finish(root: node)
}

@Suite("Stack reservation at the engines' entry points", .tags(.stress), .stressTier)
struct EngineStackStressTests {
    @Test("A tree too deep for any stack: both engines report it as a typed error naming the depth")
    func typedErrors() throws {
        let tree = try tooDeep()
        let expected = "not enough memory for a tree 1400001 levels deep"
        #expect(throws: StackReservationError.self) { try ReferenceEngine().checkedLayout(tree) }
        #expect(throws: StackReservationError.self) {
            try ReferenceEngine().checkedSizeThatFits(tree, proposal: .unspecified)
        }
        do {
            _ = try ReferenceEngine().checkedLayout(tree)
        } catch {
            #expect(error.description == expected)
        }
        let engine = ConstraintEngine()
        expectStackUnavailable(Result { () throws(ConstraintEngineError) in _ = try engine.layout(tree) }, expected)
        expectStackUnavailable(
            Result { () throws(ConstraintEngineError) in _ = try engine.program(for: tree) }, expected)
        expectStackUnavailable(
            Result { () throws(ConstraintEngineError) in _ = try engine.sizeThatFits(tree, proposal: .zero) }, expected)
    }
}

/// Expects `result` to be `.stackUnavailable` for 1,400,001 levels, described as `expected`.
private func expectStackUnavailable(
    _ result: Result<Void, ConstraintEngineError>, _ expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard case .failure(let error) = result, case .stackUnavailable(let reservation) = error else {
        Issue.record("expected .stackUnavailable, got \(result)", sourceLocation: sourceLocation)
        return
    }
    #expect(reservation.depth == 1_400_001, sourceLocation: sourceLocation)
    #expect(error.description == expected, sourceLocation: sourceLocation)
}
