// TolerancePolicy.swift
// LayoutDifferential
//
// What "the engines agree" means (CORE-7), in one named place that `compare`, the tests and the
// fuzzer share.

/// Which parts of two layouts are compared, and how closely.
public struct TolerancePolicy: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The policy's name, as reports print it.
    public var name: String
    /// CORE-7: layout-frame components (x, y, width, height) may differ by this many points.
    public var absolute: Double
    /// Beyond `absolute / relative` points the allowance grows to `relative × magnitude`, so that
    /// hostile coordinates like 4.5e10 that differ in their last bit still agree (Decisions.md).
    public var relative: Double
    /// ROUND-2: display frames compared exactly (they are rounded to pixels, so any difference is
    /// a pixel).
    public var displayFrames: Bool
    /// PROPOSAL-4: the proposal each node was placed with, compared like frame components.
    public var proposals: Bool
    /// VTF-3 and CORE-8: whether a node is hidden, and whether it is reported at all.
    public var visibility: Bool
    /// CORE-6: the set of warning codes each node raised.
    public var diagnostics: Bool
    /// The allowance is also at least this fraction of the layout's scale: the largest length
    /// among the tree's constants, the root proposal and both layouts' frames (``LayoutScale``).
    /// IEEE sums err in proportion to their operands, so a 380 pt width computed through 4.5e9 pt
    /// intermediates may differ by 1e-6 pt between engines that add in different orders.
    public var scaleRelative: Double = 0
    /// ROUND-2 ties: a display edge may round one pixel apart (an origin by one pixel, a size by
    /// two) when the node's unrounded frames differ (by float noise, within the allowance) and
    /// straddle a pixel boundary. Frames that are bitwise identical must still round identically.
    public var pixelNoise: Bool = false

    public init(
        name: String, absolute: Double, relative: Double, displayFrames: Bool, proposals: Bool,
        visibility: Bool, diagnostics: Bool, scaleRelative: Double = 0, pixelNoise: Bool = false
    ) {
        self.name = name
        self.absolute = absolute
        self.relative = relative
        self.displayFrames = displayFrames
        self.proposals = proposals
        self.visibility = visibility
        self.diagnostics = diagnostics
        self.scaleRelative = scaleRelative
        self.pixelNoise = pixelNoise
    }

    /// CORE-7 as every test and campaign applies it: frames and proposals within 1e-6 pt (1e-12
    /// relative beyond 1e6 pt), display frames exact, same nodes reported and hidden. Warnings are
    /// not compared: the two engines word and place some of them differently by design.
    public static let core7 = TolerancePolicy(
        name: "core7", absolute: 1e-6, relative: 1e-12, displayFrames: true, proposals: true, visibility: true,
        diagnostics: false, scaleRelative: 1e-12, pixelNoise: true)

    /// ``core7`` plus the warning codes of every node.
    public static let strict: TolerancePolicy = {
        var policy = core7
        policy.name = "strict"
        policy.diagnostics = true
        return policy
    }()

    /// Layout frames only (no display frames, proposals or warnings): the looser question
    /// "same geometry?", for comparing modes whose rounding or proposals are not the point.
    public static let framesOnly = TolerancePolicy(
        name: "frames", absolute: 1e-6, relative: 1e-12, displayFrames: false, proposals: false, visibility: true,
        diagnostics: false, scaleRelative: 1e-12)

    /// ``core7`` exactly as the rule book words it: no allowance growing with the layout's scale,
    /// display frames bitwise identical even where float noise straddles a pixel boundary.
    public static let literal = TolerancePolicy(
        name: "literal", absolute: 1e-6, relative: 1e-12, displayFrames: true, proposals: true, visibility: true,
        diagnostics: false)

    public static let named: [TolerancePolicy] = [core7, strict, framesOnly, literal]

    /// The named policy called `name` (`core7`, `strict`, `frames`), or nil.
    public static func named(_ name: String) -> TolerancePolicy? {
        named.first { $0.name == name }
    }

    public var description: String { name }

    /// What the policy compares, in words, for reports: `frames and proposals within 1e-6 pt,
    /// display frames identical, same nodes reported and hidden`.
    public var explanation: String {
        var within = (proposals ? "frames and proposals" : "layout frames") + " within \(Self.points(absolute)) pt"
        if relative > 0 {
            within += " (\(Self.points(relative)) × magnitude beyond \(Self.points(absolute / relative)) pt)"
        }
        if scaleRelative > 0 { within += ", at least \(Self.points(scaleRelative)) × the layout's largest length" }
        var parts = [within]
        if displayFrames {
            parts.append(
                pixelNoise ? "display frames identical up to float-noise ties (one pixel)" : "display frames identical")
        }
        if visibility { parts.append("same nodes reported and hidden") }
        if diagnostics { parts.append("same warnings") }
        return parts.joined(separator: ", ")
    }

    /// Whether `a` and `b` agree: equal (identical infinities included), both NaN, or both finite
    /// and within the allowance. A finite value never agrees with an infinite one, nor +∞ with
    /// −∞ (their difference is ∞, which no allowance scaled by ∞ may excuse).
    public func agrees(_ a: Double, _ b: Double, scale: Double = 0) -> Bool {
        if a == b || (a.isNaN && b.isNaN) { return true }
        guard a.isFinite, b.isFinite else { return false }
        return abs(a - b) <= Swift.max(absolute, relative * Swift.max(abs(a), abs(b)), scaleRelative * scale)
    }

    /// |a − b| for reports: 0 when they agree exactly, ∞ when only one is NaN or non-finite.
    public static func difference(_ a: Double, _ b: Double) -> Double {
        if a == b || (a.isNaN && b.isNaN) { return 0 }
        let d = abs(a - b)
        return d.isNaN ? .infinity : d
    }

    /// `1e-6`, `0.5`, `2`, `1e6`: a tolerance as reports print it.
    static func points(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            var mantissa = Int64(value), zeros = 0
            while mantissa != 0, mantissa % 10 == 0 {
                mantissa /= 10
                zeros += 1
            }
            return zeros >= 4 ? "\(mantissa)e\(zeros)" : String(Int64(value))
        }
        return "\(value)".replacing("e-0", with: "e-").replacing("e+0", with: "e").replacing("e+", with: "e")
    }
}
