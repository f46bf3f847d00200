// RegionAnalysis.swift
// Breakpoints
//
// `breakpoints --width A...B --height C...D`: the checks over a box of root sizes through the
// milp formulation (ConstraintEngine's RegionModel), each violation's witness re-checked by
// the one-parameter walk at that single root size (an exact-mode compile with its own
// certificates, a second computation independent of the MILP). Breakpoints.md, "Two
// parameters".

import ConstraintEngine
import EngineConfiguration
import LayoutCore

/// One violation over the box, with whether the exact-mode check at its witness agrees.
public struct RegionFinding: Sendable {
    public var violation: RegionViolation
    public var node: String
    public var other: String?
    /// The walk at the witness (W fixed, H fixed) finds the same violation there.
    public var confirmed: Bool
}

/// The answer to a region question.
public struct RegionAnalysis: Sendable {
    public var box: RegionBox
    public var checks: [LayoutCheck]
    public var coverage: RegionCoverage
    public var findings: [RegionFinding]
    public var milps: Int
    public var nodes: Int
}

public enum RegionQuestion {
    /// Runs `checks` over `box`: coverage first (typed error if a fixed decision changes inside
    /// the box), then one search per check and node, then the witnesses re-checked.
    public static func analyse(
        _ tree: ViewTree, configuration: LayoutConfiguration, box: RegionBox, checks: [LayoutCheck]
    ) throws(RegionError) -> RegionAnalysis {
        let result: Result<RegionAnalysis, RegionError>
        do {
            result = try withReservedStack(
                forDepth: tree.depth(), bytesPerLevel: ConstraintEngine.stackBytesPerLevel
            ) { () -> Result<RegionAnalysis, RegionError> in
                do throws(RegionError) {
                    return .success(try analyseOnStack(tree, configuration: configuration, box: box, checks: checks))
                } catch {
                    return .failure(error)
                }
            }
        } catch {
            throw .engine(.stackUnavailable(error))
        }
        return try result.get()
    }

    static func analyseOnStack(
        _ tree: ViewTree, configuration: LayoutConfiguration, box: RegionBox, checks: [LayoutCheck]
    ) throws(RegionError) -> RegionAnalysis {
        let model = try RegionModel(tree: tree, configuration: configuration, box: box)
        let coverage = try model.coverage()
        let regionChecks = checks.map { RegionCheck(rawValue: $0.rawValue)! }
        let violations = try model.violations(regionChecks)
        var findings: [RegionFinding] = []
        for violation in violations {
            let node = model.path(of: violation.node)
            let other = violation.other.map { model.path(of: $0) }
            findings.append(
                RegionFinding(
                    violation: violation, node: node, other: other,
                    confirmed: confirms(tree, configuration, violation, node: node, other: other)))
        }
        return RegionAnalysis(
            box: box, checks: checks, coverage: coverage, findings: findings, milps: model.milps, nodes: model.nodes)
    }

    /// Whether the one-parameter walk at the single root size of the witness finds the violation.
    static func confirms(
        _ tree: ViewTree, _ configuration: LayoutConfiguration, _ violation: RegionViolation, node: String,
        other: String?
    ) -> Bool {
        let (w, h) = violation.witness
        let compiler = SymbolicRootCompiler(configuration: configuration, fixed: h, axis: .horizontal)
        guard let analysis = try? BreakpointWalker(compiler: compiler).walk(tree, over: w...w) else { return false }
        let check = LayoutCheck(rawValue: violation.check.rawValue)!
        return LayoutChecks.violations([check], of: analysis, tree: tree).contains {
            $0.node == node && $0.other == other
        }
    }
}
