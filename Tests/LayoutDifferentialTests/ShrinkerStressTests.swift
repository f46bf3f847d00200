// ShrinkerStressTests.swift
// LayoutDifferentialTests
//
// The shrinker against the real constraint engine at length: lp-only disagreements (HSTACK-3's
// greedy split against water-filling, a known divergence) in 200-node trees, many seeds. The
// median shrunk case must be at most five nodes, each of the same class as its original.

import ConstraintEngine
import LayoutDifferential
import TestTiers
import Testing

@Suite("Shrinker, real engines, many seeds", .tags(.stress), .stressTier)
struct ShrinkerStressTests {
    @Test("CORE-7 HSTACK-3 20 lp-only disagreements in 200-node trees: median ≤ 5 nodes, classes kept")
    func lpOnlyMedian() {
        let runner = DifferentialRunner(second: ConstraintDifferentialEngine(mode: .lpOnly))
        var sizes: [Int] = []
        for seed in 0..<200 as Range<UInt64> where sizes.count < 20 {
            let input = TestTrees.random(seed: 5000 + seed, nodes: 200)
            guard let original = runner.run(input).divergenceClass,
                // 60 s, not the CLI's 10: the median must not depend on how loaded the machine is
                // (an unloaded run finishes each case in well under 10 s).
                let (result, outcome) = Shrinker(timeLimit: 60).shrink(input, runner: runner)
            else { continue }
            #expect(outcome.divergenceClass == original, "seed \(5000 + seed)")
            #expect(roundTrips(result.shrunk.tree), "seed \(5000 + seed)")
            sizes.append(result.shrunk.tree.count)
        }
        #expect(sizes.count == 20)
        #expect(sizes.sorted()[sizes.count / 2] <= 5, "sizes \(sizes.sorted())")
    }
}
