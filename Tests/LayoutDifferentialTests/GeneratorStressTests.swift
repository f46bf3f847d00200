// GeneratorStressTests.swift
// LayoutDifferentialTests
//
// The hostile profile at large limits: a 100,000-deep chain and a 1,000,000-node tree, built
// iteratively and within their limits; and many more seeds of the default-tier checks.

import LayoutCore
import LayoutDifferential
import TestTiers
import Testing

@Suite("Tree generator, large trees", .tags(.stress), .stressTier)
struct GeneratorStressTests {
    @Test("The hostile profile makes a 100,000-deep chain")
    func deepChain() throws {
        let limits = GeneratorLimits(maxNodes: 100_000, maxDepth: 100_000)
        let generator = TreeGenerator(profile: .hostile, limits: limits)
        let seed = try #require((UInt64(1)...100).first { generator.shape(seed: $0) == .deepChain })
        let tree = generator.generate(seed: seed).tree
        #expect(tree.depth() == 100_000)
        #expect(tree.count == 100_000)
    }

    @Test("The hostile profile makes a 1,000,000-node tree")
    func millionNodes() throws {
        let limits = GeneratorLimits(maxNodes: 1_000_000, maxDepth: 10)
        let generator = TreeGenerator(profile: .hostile, limits: limits)
        let seed = try #require((UInt64(1)...100).first { generator.shape(seed: $0) == .wide })
        let tree = generator.generate(seed: seed).tree
        #expect(tree.count == 1_000_000)
        #expect(tree.depth() <= 10)
    }

    @Test("A deep chain with side leaves: 100,000 deep in 300,000 nodes")
    func deepChainWithLeaves() throws {
        let limits = GeneratorLimits(maxNodes: 300_000, maxDepth: 100_000)
        let generator = TreeGenerator(profile: .hostile, limits: limits)
        let seed = try #require((UInt64(1)...100).first { generator.shape(seed: $0) == .deepChain })
        let tree = generator.generate(seed: seed).tree
        #expect(tree.depth() == 100_000)
        #expect(tree.count > 100_000 && tree.count <= 300_000)
        #expect(sourceLegalityViolations(tree).isEmpty)
    }

    @Test("Limits and source legality over many more seeds", arguments: GeneratorProfile.allCases)
    func manySeeds(profile: GeneratorProfile) {
        for (limits, seeds) in [(GeneratorLimits(), UInt64(5000)), (GeneratorLimits(maxNodes: 400, maxDepth: 40), 500)]
        {
            let generator = TreeGenerator(profile: profile, limits: limits)
            for seed in 1...seeds {
                let tree = generator.generate(seed: seed).tree
                #expect(tree.count <= limits.maxNodes && tree.depth() <= limits.maxDepth)
                #expect(sourceLegalityViolations(tree).isEmpty, "\(profile) seed \(seed)")
            }
        }
    }
}
