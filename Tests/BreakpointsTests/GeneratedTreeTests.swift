// GeneratedTreeTests.swift
// BreakpointsTests
//
// Every piece's affine frames equal the reference engine's at three interior widths (CORE-7:
// 1e-6 pt), on trees from the differential generator (profiles linear, stacks, text): at least
// 50 in the default tier, at least 1,000 in the stress tier. And between breakpoints no frame
// changes non-affinely: the reference engine sampled every 0.01 pt (56 trees over [0, 20] in the
// default tier, 12 over [0, 300] in the stress tier; 1,000 over [0, 300] in the long run,
// tools/breakpoints-sampling.sh) equals a piece that holds there.

import Breakpoints
import ConstraintEngine
import LayoutCore
import LayoutDifferential
import TestTiers
import Testing
import TextMeasurement

@Suite("Breakpoints: pieces against the reference engine on generated trees")
struct GeneratedTreeTests {
    struct Outcome {
        var trees = 0
        var refused = 0
        var pieces = 0
        var mismatches: [String] = []
    }

    static let profiles: [GeneratorProfile] = [.linear, .stacks, .text]

    /// The generated tree of `seed` (its profile chosen by the seed) walked over `range` at
    /// height 300, counted in `outcome`; nil when the walk refused it (counted) or failed (a
    /// mismatch).
    static func walked(
        seed: UInt64, maxNodes: Int, range: ClosedRange<Double>, exactly: Bool, into outcome: inout Outcome
    ) -> (FuzzCase, GeneratorProfile, BreakpointAnalysis)? {
        let profile = profiles[Int(seed % UInt64(profiles.count))]
        let generated = TreeGenerator(profile: profile, limits: GeneratorLimits(maxNodes: maxNodes, maxDepth: 6))
            .generate(seed: seed)
        do {
            let analysis = try Support.walk(
                generated.tree, range, measurer: generated.textMetrics.measurer, height: 300, exactly: exactly)
            outcome.trees += 1
            outcome.pieces += analysis.pieces.count
            return (generated, profile, analysis)
        } catch SymbolicLayoutError.notAffine {
            outcome.refused += 1
        } catch {
            outcome.mismatches.append("seed \(seed) (\(profile)): \(error)")
        }
        return nil
    }

    /// Walks `seeds` over [0, 600] and compares every piece at 1/4, 1/2 and 3/4 of its extent.
    static func run(seeds: some Sequence<UInt64>, maxNodes: Int, exactly: Bool) -> Outcome {
        var outcome = Outcome()
        for seed in seeds {
            guard
                let (generated, profile, analysis) = walked(
                    seed: seed, maxNodes: maxNodes, range: 0...600, exactly: exactly, into: &outcome)
            else { continue }
            let measurer = generated.textMetrics.measurer
            for piece in analysis.pieces where piece.to - piece.from > 1e-6 {
                for t in [0.25, 0.5, 0.75] {
                    let w = piece.from + t * (piece.to - piece.from)
                    let result = Support.reference(generated.tree, at: w, measurer: measurer, height: 300)
                    if let problem = compare(piece, result, at: w) {
                        outcome.mismatches.append("seed \(seed) (\(profile)) at W = \(w): \(problem)")
                        break
                    }
                }
            }
        }
        return outcome
    }

    /// Walks `seeds` over `range` and lays each tree out with the reference engine at every
    /// `step` of it (W = lower + k · step): each layout must equal a piece that holds at W (both
    /// neighbours within 1e-9 of a breakpoint), so no frame changes non-affinely, and no piece is
    /// missed, between two breakpoints. Returns the trees walked and the mismatches.
    static func sample(
        seeds: some Sequence<UInt64>, maxNodes: Int, range: ClosedRange<Double>, step: Double
    ) -> Outcome {
        var outcome = Outcome()
        for seed in seeds {
            guard
                let (generated, profile, analysis) = walked(
                    seed: seed, maxNodes: maxNodes, range: range, exactly: false, into: &outcome)
            else { continue }
            if let problem = firstSampleMismatch(
                generated.tree, analysis, range: range, step: step, measurer: generated.textMetrics.measurer)
            {
                outcome.mismatches.append("seed \(seed) (\(profile)) \(problem)")
            }
        }
        return outcome
    }

    /// The reference engine at every `step` of `range` (W = lower + k · step) against the pieces
    /// that hold there (both neighbours within 1e-9 of a breakpoint): the first width where none
    /// equals it, or nil. With `exceptAtTies`, widths within rounding of a reported tie are not
    /// compared (IEEE rounding decides there).
    static func firstSampleMismatch(
        _ tree: ViewTree, _ analysis: BreakpointAnalysis, range: ClosedRange<Double>, step: Double,
        measurer: any TextMeasurer, height: Double? = 300, exceptAtTies: Bool = false
    ) -> String? {
        let samples = Int(((range.upperBound - range.lowerBound) / step).rounded(.down))
        for k in 0...samples {
            let w = range.lowerBound + Double(k) * step
            let result = Support.reference(tree, at: w, measurer: measurer, height: height)
            let holding = analysis.pieces.filter { w >= $0.from - 1e-9 && w <= $0.to + 1e-9 }
            guard let first = holding.first else { return "at W = \(w): no piece holds" }
            if holding.allSatisfy({ compare($0, result, at: w) != nil }), !exceptAtTies || analysis.tie(near: w) == nil
            {
                return "at W = \(w): \(compare(first, result, at: w) ?? "")"
            }
        }
        return nil
    }

    /// The first node whose frame or hidden flag differs, or nil.
    static func compare(_ piece: BreakpointPiece, _ result: LayoutResult, at w: Double) -> String? {
        for (i, node) in piece.nodes.enumerated() {
            let reference = result.nodes[i]
            guard let node else {
                if reference.isReported { return "node \(i) is reported by the reference engine only" }
                continue
            }
            guard reference.isReported, reference.hidden == node.hidden else {
                return "node \(i): reported/hidden differ"
            }
            let frame = node.frame.at(w), expected = reference.frame
            for (a, b) in [
                (frame.origin.x, expected.origin.x), (frame.origin.y, expected.origin.y),
                (frame.size.width, expected.size.width), (frame.size.height, expected.size.height),
            ] {
                if a.isFinite != b.isFinite || (a.isFinite && abs(a - b) > max(1e-6, 1e-12 * abs(b))) {
                    return "node \(i): \(frame) ≠ \(expected)"
                }
            }
        }
        return nil
    }

    @Test("60 generated trees (≤ 15 nodes) over [0, 600]: frames equal the reference engine's inside every piece")
    func sixtyTrees() {
        let outcome = Self.run(seeds: 0..<60, maxNodes: 15, exactly: false)
        #expect(outcome.mismatches.isEmpty, "\(outcome.mismatches.prefix(5))")
        #expect(outcome.trees >= 50)
        #expect(outcome.pieces > outcome.trees)
    }

    /// Seeds of the default tier's sampled trees, in 8 batches run side by side.
    static let sampledBatches: [Range<UInt64>] = (0..<8).map { UInt64($0 * 7)..<UInt64($0 * 7 + 7) }

    @Test(
        "56 generated trees (≤ 10 nodes, ≥ 50 walked) over [0, 20] sampled every 0.01 pt: no frame leaves its piece's affine form",
        arguments: sampledBatches)
    func sampledEveryHundredthOfAPoint(seeds: Range<UInt64>) {
        let outcome = Self.sample(seeds: seeds, maxNodes: 10, range: 0...20, step: 0.01)
        #expect(outcome.mismatches.isEmpty, "\(outcome.mismatches.prefix(5))")
        // 50 of the 56 seeds are walked (the rest refused as not affine); each batch of 7 has ≥ 6.
        #expect(outcome.trees >= 6, "seeds \(seeds): \(outcome.refused) refused")
        #expect(outcome.pieces > outcome.trees)
    }

    @Test("The sampled seeds walk ≥ 50 trees (the rest refused as not affine, a typed error)")
    func sampledSeedsWalkFifty() {
        var outcome = Outcome()
        for seeds in Self.sampledBatches {
            for seed in seeds {
                _ = Self.walked(seed: seed, maxNodes: 10, range: 0...20, exactly: false, into: &outcome)
            }
        }
        #expect(outcome.mismatches.isEmpty, "\(outcome.mismatches.prefix(3))")
        #expect(outcome.trees >= 50, "\(outcome.trees) walked, \(outcome.refused) refused")
    }

    @Test("TEXT-3 a tie relaxes only its own row: seed 2111 (text) breaks at 88.1 − 1e-7 over [80, 95], as sampled")
    func tieRelaxesOnlyItsRow() throws {
        let generated = TreeGenerator(profile: .text, limits: GeneratorLimits(maxNodes: 30, maxDepth: 6))
            .generate(seed: 2111)
        let measurer = generated.textMetrics.measurer
        let analysis = try Support.walk(generated.tree, 80...95, measurer: measurer, height: 300, exactly: true)
        // A Text of 8 characters (80 pt at 10 pt each) fits in W − 8.1 from W = 88.1 less
        // TEXT-3's 1e-7. With every row relaxed by its room when an HSTACK-6 row tied, the
        // piece ended at 88.10000005, and the reference engine at W = 88.1 disagreed with it.
        #expect(analysis.ties.count >= 1)
        #expect(analysis.breakpoints.count == 1)
        #expect(abs(analysis.breakpoints[0] - (88.1 - 1e-7)) < 1e-9, "\(analysis.breakpoints)")
        let outcome = Self.sample(seeds: [2111], maxNodes: 30, range: 88.05...88.15, step: 0.01)
        #expect(outcome.mismatches.isEmpty, "\(outcome.mismatches)")
    }

    @Test(
        "seeds 1669 (stacks) and 1470 (linear): rows with 1e7 · W scaled for GLPK; 2 and 10 pieces as the reference's")
    func largeSlopes() {
        let outcome = Self.run(seeds: [1669, 1470], maxNodes: 30, exactly: true)
        #expect(outcome.mismatches.isEmpty, "\(outcome.mismatches)")
        #expect(outcome.trees == 2)
        #expect(outcome.pieces == 12)
    }
}

/// The long run (stress tier: `LAYOUTLAB_TEST_TIER=stress swift test --filter StressTests`).
@Suite("Breakpoints: long run on generated trees", .stressTier, .tags(.stress))
struct BreakpointsStressTests {
    @Test("1,100 generated trees (≤ 30 nodes) over [0, 600], extents certified by glp_exact")
    func longRun() {
        let outcome = GeneratedTreeTests.run(seeds: 1000..<2100, maxNodes: 30, exactly: true)
        #expect(outcome.mismatches.isEmpty, "\(outcome.mismatches.prefix(5))")
        #expect(outcome.trees >= 1000)
    }

    @Test("12 generated trees (≤ 30 nodes) over [0, 300] sampled every 0.01 pt: frames affine between breakpoints")
    func sampledLongRun() {
        let outcome = GeneratedTreeTests.sample(seeds: 2100..<2112, maxNodes: 30, range: 0...300, step: 0.01)
        #expect(outcome.mismatches.isEmpty, "\(outcome.mismatches.prefix(5))")
        #expect(outcome.trees >= 10)
    }
}
