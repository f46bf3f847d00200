// BoundedCampaignTests.swift
// LayoutDifferentialTests
//
// The test-sized fuzzing campaign: a few hundred generated trees per profile through both
// engines in `exact` mode, every one agreeing under CORE-7 (`core7`) or filed under a known,
// explained divergence. The long campaigns (100,000 trees per profile and more) are
// `layoutlab fuzz` commands documented in Documentation/Fuzzing.md, not tests.

import LayoutDifferential
import TestTiers
import Testing

@Suite("A bounded campaign per profile")
struct BoundedCampaignTests {
    /// Runs `count` trees of `profile` from `seed`; expects no new divergence and no failure.
    static func check(_ profile: GeneratorProfile, seed: UInt64, count: Int) {
        let settings = CampaignSettings(seed: seed, count: count, profile: profile)
        let builder = Campaign(settings: settings).run()
        let report = builder.report(
            tool: FuzzReport.Tool(name: "BoundedCampaignTests", version: "test"), commandLine: [], elapsedSeconds: 0,
            jobs: 1, isKnown: { settings.isKnown($0) })
        let counts = report.counts
        #expect(counts.agreed + counts.diverged + counts.failed + counts.crashed + counts.hung == count)
        // In the hostile profile (lengths to 1e15 pt) about 3 in 10,000 trees fail (CORE-9) at
        // 1e10 pt and beyond, where one unit in the last place exceeds CORE-7's 1e-6 pt: known
        // divergences bounded by magnitude (Documentation/Decisions.md). The same failure in a
        // smaller case is new, as is every crash, hang and divergence.
        let new = report.classes.filter { !$0.known }
        let listed = new.map { "\($0.name) ×\($0.count) (first tree \($0.firstIndex))" }.joined(separator: "; ")
        #expect(new.isEmpty, "new divergences in \(profile) seed \(seed): \(listed)")
        #expect(report.counts.crashed == 0 && report.counts.hung == 0)
    }

    @Test("CORE-7: 300 trees per profile agree (exact mode)", arguments: GeneratorProfile.allCases)
    func profileAgrees(profile: GeneratorProfile) {
        Self.check(profile, seed: 20_261_125, count: 300)
    }
}

@Suite("A bounded campaign per profile, long run", .tags(.stress), .stressTier)
struct BoundedCampaignStressTests {
    @Test("CORE-7: 3,000 trees per profile agree (exact mode)", arguments: GeneratorProfile.allCases)
    func profileAgrees(profile: GeneratorProfile) {
        BoundedCampaignTests.check(profile, seed: 7, count: 3_000)
    }
}
