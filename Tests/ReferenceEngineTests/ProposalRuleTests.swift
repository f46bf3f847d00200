// ProposalRuleTests.swift
// ReferenceEngineTests
//
// PROPOSAL-1..3: nil and ∞ are distinct, the helpers, and sanitising.

import CustomLayout
import EngineConfiguration
import Foundation
import LayoutCore
import ReferenceEngine
import Testing
import TextMeasurement

@Suite("Proposals: PROPOSAL-1..3")
struct ProposalRuleTests {
    // MARK: PROPOSAL

    @Test("PROPOSAL-1 nil and ∞ are distinct: Rectangle answers 10 to nil and ∞ to ∞; Text answers both alike")
    func nilVersusInfinity() throws {
        #expect(try tbMeasure(.rect, nil, nil) == Size(width: 10, height: 10))
        #expect(try tbMeasure(.rect, .infinity, .infinity) == Size(width: .infinity, height: .infinity))
        #expect(try tbMeasure(.rect, nil, .infinity) == Size(width: 10, height: .infinity))
        #expect(try tbMeasure(.rect, 0, nil) == Size(width: 0, height: 10))
        #expect(try tbMeasure(.circle, nil, .infinity) == Size(width: 10, height: 10))
        #expect(try tbMeasure(.circle, .infinity, .infinity) == Size(width: .infinity, height: .infinity))
        tbExpectSize(try tbMeasure(.text("Hello world"), nil, nil), TBText.helloWorld, TBText.lineHeight)
        tbExpectSize(try tbMeasure(.text("Hello world"), .infinity, .infinity), TBText.helloWorld, TBText.lineHeight)
    }

    @Test("PROPOSAL-2 replacingUnspecifiedDimensions and the all-explicit initialiser")
    func proposalHelpers() {
        #expect(ProposedSize(width: nil, height: 5).replacingUnspecifiedDimensions() == Size(width: 10, height: 5))
        #expect(
            ProposedSize.unspecified.replacingUnspecifiedDimensions(by: Size(width: 3, height: 4))
                == Size(width: 3, height: 4))
        #expect(ProposedSize(Size(width: 7, height: 8)) == ProposedSize(width: 7, height: 8))
        #expect(ProposedViewSize(CGSize(width: 7, height: 8)) == ProposedViewSize(width: 7, height: 8))
        #expect(
            ProposedViewSize(width: nil, height: 2).replacingUnspecifiedDimensions() == CGSize(width: 10, height: 2))
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.infinity == ProposedViewSize(width: .infinity, height: .infinity))
        #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
    }

    @Test("PROPOSAL-3 built-in containers clamp subtractions at 0 (padding 20 in 10×10 proposes 0×0)")
    func builtInsNeverProposeNegative() throws {
        let padded = try tbPlace(V.rect.id("r").padding(20).id("p"), 10, 10)
        tbExpectFrame(padded, "p", -15, -15, 40, 40)
        tbExpectFrame(padded, "r", 5, 5, 0, 0)
        #expect(tbNode(padded, "r")?.proposal == ProposedSize(width: 0, height: 0))
        // HStack: the leaf takes 100 of 42, the Rectangle's share max(−58, 0) = 0.
        let stack = try tbPlace(V.hstack(nil, spacing: 8, .leaf(100, 10), V.rect.id("r")), 50, 10)
        #expect(tbNode(stack, "r")?.proposal == ProposedSize(width: 0, height: 10))
        #expect(tbNode(stack, "r")?.frame.size == Size(width: 0, height: 10))
    }

    @Test("PROPOSAL-3 a custom layout proposing (−20, NaN) has it sanitised to (0, nil) with layout.invalidSize")
    func customProposalSanitised() throws {
        let laid = try tbPlace(tbCustom(TBHostileProposalLayout(), V.rect.id("r")).id("L"), 100, 100)
        tbExpectFrame(laid, "L", 50, 45, 0, 10)
        tbExpectFrame(laid, "r", 50, 45, 0, 10)
        #expect(tbNode(laid, "r")?.proposal == ProposedSize(width: 0, height: nil))
        #expect(RootAndCoreTests.diagnostics(laid, DiagnosticCode.layoutInvalidSize).contains("0"))
        #expect(laid.result.diagnostics.allSatisfy { $0.code == DiagnosticCode.layoutInvalidSize })
    }
}
