// TestTiers.swift
// TestTiers
//
// The two test tiers. `swift test` runs the default tier: fast per-rule tests, a few seconds of
// test time on two cores. The stress tier (very deep trees, long randomized runs, mangled-source
// sweeps) is tagged `.stress`, lives in suites whose names end in `StressTests`, and runs only
// when LAYOUTLAB_TEST_TIER=stress:
//
//     LAYOUTLAB_TEST_TIER=stress swift test --filter StressTests
//
// `.ci/run` runs both, one after the other.

import Foundation
import Testing

extension Tag {
    /// Long tests: deep trees, long randomized runs, sweeps. Not in the default tier.
    @Tag public static var stress: Self
}

/// Which tier this test process runs, from the environment.
public enum TestTier {
    /// The environment variable that selects the stress tier.
    public static let variable = "LAYOUTLAB_TEST_TIER"

    /// Whether the stress tier runs (`LAYOUTLAB_TEST_TIER=stress` or `all`).
    public static var runsStress: Bool {
        switch ProcessInfo.processInfo.environment[variable] {
        case "stress", "all": return true
        default: return false
        }
    }
}

extension Trait where Self == ConditionTrait {
    /// Enables a suite or test in the stress tier only; pair it with `.tags(.stress)`.
    public static var stressTier: Self {
        .enabled(if: TestTier.runsStress, "stress tier: run with \(TestTier.variable)=stress")
    }
}
