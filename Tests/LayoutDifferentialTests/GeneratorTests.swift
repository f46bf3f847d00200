// GeneratorTests.swift
// LayoutDifferentialTests
//
// The tree generator is seeded (the same case on every machine, pinned by fingerprints), sized
// (never beyond its node and depth limits), valid and source-legal (CORE-10), and never traps.

import EngineConfiguration
import LayoutCore
import LayoutDifferential
import TestTiers
import Testing

@Suite("Tree generator")
struct GeneratorTests {
    /// FNV-1a of `printedCase` for seeds 1, 2, 3 of each profile at the default limits. A change
    /// here means the generator makes different trees from the same seeds: corpus seeds and
    /// campaign reports from before the change no longer replay. Update deliberately.
    static let pinned: [GeneratorProfile: [UInt64]] = [
        .linear: [0x4974_EC2C_3D0A_17F7, 0x362F_9FC3_BC9A_E3B3, 0xB2C8_8177_6596_EC17],
        .full: [0x67AE_DC22_97B3_85FA, 0x85E2_80C6_80FC_FF30, 0x0C6B_944A_071A_724B],
        .stacks: [0x415D_559A_C508_51A5, 0x0B4A_88EE_8512_2C11, 0x0BDC_1D85_691A_8533],
        .text: [0xA7C3_9DEF_38FB_48D9, 0x86A7_3EC9_A3B5_6791, 0xD514_6AD9_E45D_50CA],
        .guides: [0xE1CE_4760_15D1_5694, 0x2E45_6F94_5E4C_E333, 0x16FD_B736_2F75_39A4],
        .customLayout: [0x749C_AF90_8E3D_C6CF, 0xFD9B_F09E_B466_5A29, 0x0848_785A_A482_93B9],
        .hostile: [0x9EB3_B9D1_B573_2A07, 0xA262_DA58_56F5_6B72, 0xB02D_EC79_7241_B297],
    ]

    @Test("Seeds 1…3 of every profile give the pinned cases", arguments: GeneratorProfile.allCases)
    func pinnedFingerprints(profile: GeneratorProfile) {
        let generator = TreeGenerator(profile: profile)
        let prints = (UInt64(1)...3).map { fingerprint(generator.generate(seed: $0)) }
        let hex = prints.map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: ", ")
        #expect(prints == Self.pinned[profile], "\(profile): [\(hex)]")
    }

    @Test("The same seed gives the same case; different seeds differ", arguments: GeneratorProfile.allCases)
    func deterministic(profile: GeneratorProfile) {
        let generator = TreeGenerator(profile: profile)
        var seen = Set<UInt64>()
        for seed in UInt64(1)...40 {
            let a = generator.generate(seed: seed)
            let b = TreeGenerator(profile: profile).generate(seed: seed)
            #expect(a == b)
            #expect(a.seed == seed)
            seen.insert(fingerprint(a))
        }
        #expect(seen.count >= 30, "\(profile) repeats itself: \(seen.count) distinct cases of 40")
    }

    static let limits = [
        GeneratorLimits(), GeneratorLimits(maxNodes: 1, maxDepth: 1), GeneratorLimits(maxNodes: 2, maxDepth: 1),
        GeneratorLimits(maxNodes: 7, maxDepth: 2), GeneratorLimits(maxNodes: 3, maxDepth: 30),
        GeneratorLimits(maxNodes: 200, maxDepth: 12), GeneratorLimits(maxNodes: 0, maxDepth: -1),
    ]

    @Test(
        "Trees stay within their limits, and no attempt miscounts or fails to lower",
        arguments: GeneratorProfile.allCases)
    func withinLimits(profile: GeneratorProfile) {
        for limits in Self.limits {
            let generator = TreeGenerator(profile: profile, limits: limits)
            let seeds: UInt64 = limits == GeneratorLimits() ? 1000 : 100
            for seed in 1...seeds {
                let tree = generator.generate(seed: seed).tree
                #expect(tree.count <= max(1, limits.maxNodes), "\(profile) seed \(seed) \(limits)")
                #expect(tree.depth() <= max(1, limits.maxDepth), "\(profile) seed \(seed) \(limits)")
                do {
                    _ = try generator.attempt(seed: seed, index: 0)
                } catch {
                    // Only a missing profile feature may send a seed to its next attempt.
                    if case .missingFeature = error {
                    } else {
                        Issue.record("\(profile) seed \(seed) \(limits): \(error)")
                    }
                }
            }
        }
    }

    @Test("Sizes cover small trees and trees at the limit", arguments: GeneratorProfile.allCases)
    func sizeDistribution(profile: GeneratorProfile) {
        let generator = TreeGenerator(profile: profile)
        let sizes = (UInt64(1)...400).map { generator.generate(seed: $0).tree.count }
        #expect(sizes.filter { $0 <= 5 }.count >= 20, "\(profile): too few small trees")
        #expect(sizes.filter { $0 >= 45 }.count >= 20, "\(profile): too few trees near the limit")
        #expect(sizes.filter { (15...35).contains($0) }.count >= 60, "\(profile): too few middle-sized trees")
        let wide = TreeGenerator(profile: profile, limits: GeneratorLimits(maxNodes: 400, maxDepth: 12))
        let large = (UInt64(1)...60).map { wide.generate(seed: $0).tree.count }.max() ?? 0
        #expect(large >= 300, "\(profile): the largest of 60 trees under a 400-node limit has \(large) nodes")
    }

    @Test(
        "Trees are source-legal: no NaN anywhere, ∞ only where CORE-10 accepts it", arguments: GeneratorProfile.allCases
    )
    func sourceLegal(profile: GeneratorProfile) {
        for (limits, seeds) in [(GeneratorLimits(), UInt64(300)), (GeneratorLimits(maxNodes: 300, maxDepth: 30), 40)] {
            let generator = TreeGenerator(profile: profile, limits: limits)
            for seed in UInt64(1)...seeds {
                let violations = sourceLegalityViolations(generator.generate(seed: seed).tree)
                #expect(violations.isEmpty, "\(profile) seed \(seed): \(violations.prefix(3))")
            }
        }
    }

    @Test("Code-only values: ∞ outside CORE-10's arguments and quotients by 0, on the same shapes")
    func codeOnlyValues() {
        let legal = TreeGenerator(profile: .hostile)
        let code = TreeGenerator(profile: .hostile, allowsCodeOnlyValues: true)
        var illegal = 0
        var zeroDivisors = 0
        for seed in UInt64(1)...200 {
            let a = legal.generate(seed: seed).tree
            let b = code.generate(seed: seed).tree
            #expect(a.nodes.map { caseName($0.kind) } == b.nodes.map { caseName($0.kind) }, "seed \(seed)")
            if !sourceLegalityViolations(b).isEmpty { illegal += 1 }
            for (expression, _) in TreeNumbers(b).expressions where constantDivisors(expression).contains(0) {
                zeroDivisors += 1
            }
        }
        #expect(illegal >= 20, "only \(illegal) of 200 code-only trees hold a value source cannot")
        #expect(zeroDivisors >= 1)
    }

    @Test("The fallback is a minimal tree of the profile, within any limit", arguments: GeneratorProfile.allCases)
    func fallbackAndFeatures(profile: GeneratorProfile) {
        for limits in [GeneratorLimits(maxNodes: 1, maxDepth: 1), GeneratorLimits(maxNodes: 2, maxDepth: 2)] {
            let input = TreeGenerator(profile: profile, limits: limits).generate(seed: 9)
            #expect(input.tree.count <= limits.maxNodes && input.tree.depth() <= limits.maxDepth)
        }
    }

    @Test("Hostile shapes: a chain exactly as deep as the limits allow, a bushy tree of exactly maxNodes")
    func hostileShapes() throws {
        for limits in [
            GeneratorLimits(), GeneratorLimits(maxNodes: 300, maxDepth: 40),
            GeneratorLimits(maxNodes: 20, maxDepth: 60),
            GeneratorLimits(maxNodes: 90, maxDepth: 2), GeneratorLimits(maxNodes: 1, maxDepth: 5),
        ] {
            let generator = TreeGenerator(profile: .hostile, limits: limits)
            let chain = try #require((UInt64(1)...100).first { generator.shape(seed: $0) == .deepChain })
            let deep = generator.generate(seed: chain).tree
            #expect(deep.depth() == min(limits.maxDepth, limits.maxNodes), "\(limits)")
            #expect(deep.count <= limits.maxNodes)
            let bushy = try #require((UInt64(1)...100).first { generator.shape(seed: $0) == .wide })
            let wide = generator.generate(seed: bushy).tree
            #expect(wide.count == (limits.maxDepth == 1 ? 1 : limits.maxNodes), "\(limits)")
            #expect(wide.depth() <= limits.maxDepth)
        }
        let shapes = (UInt64(1)...300).map { TreeGenerator(profile: .hostile).shape(seed: $0) }
        for shape in GeneratedShape.allCases { #expect(shapes.contains(shape)) }
        #expect((UInt64(1)...50).allSatisfy { TreeGenerator(profile: .full).shape(seed: $0) == .random })
    }
}

/// The divisors of `expression`'s quotients.
func constantDivisors(_ expression: LayoutExpression) -> [Double] {
    var divisors: [Double] = []
    var pending = [expression]
    while let next = pending.popLast() {
        switch next {
        case .quotient(let a, let k):
            divisors.append(k)
            pending.append(a)
        case .sum(let a, let b), .difference(let a, let b): pending += [a, b]
        case .product(let a, _), .negation(let a): pending.append(a)
        case .constant, .width, .height, .guide, .proxyWidth, .proxyHeight: break
        }
    }
    return divisors
}
