// TextFacts.swift
// ConstraintEngine
//
// What a tree's Text nodes are at every proposal: TEXT-1/2's prepared lines and metrics, and the
// TEXT-3 line breakings found so far, each a pure function of the offered width on its interval
// (every greedy decision comes out the same there, so the count and the interval do). A
// breakpoint walk hands one to each of its compiles (same tree, measurer and scale; only the
// root proposal differs), so each Text is prepared once and each breaking measured once per walk,
// not once per compile: the walk over a column of 99 Texts compiles 31 times.

/// TEXT-3 at one width: the line count, and the widths `lower ≤ W < upper` that break the same way.
struct LineBreaking {
    var lines: Int
    var interval: WidthInterval
}

/// Text facts kept across the compiles of one breakpoint walk.
///
/// One walk owns it and compiles on one thread, so it needs no lock (`@unchecked Sendable` only
/// lets the walk's `Sendable` values carry it).
public final class TextFacts: @unchecked Sendable {
    /// TEXT-1/2 per Text node; only those prepared without a warning (a compile that reads a
    /// measurer's invalid answer warns again, CORE-6).
    var prepared: [Int: PreparedText] = [:]
    /// Per Text node, the breakings found, disjoint and sorted by their lower end.
    private var breakings: [Int: [LineBreaking]] = [:]

    public init() {}

    /// The breaking known to hold at `w`, if any.
    func breaking(_ node: Int, at w: Double) -> LineBreaking? {
        guard let known = breakings[node] else { return nil }
        let index = Self.insertionIndex(of: w, in: known)
        guard index > 0 else { return nil }
        let candidate = known[index - 1]
        return w < candidate.interval.upper ? candidate : nil
    }

    /// Records a breaking found at a finite width (its interval contains that width).
    func record(_ node: Int, _ breaking: LineBreaking) {
        let lower = breaking.interval.lower
        breakings[node, default: []].insert(
            breaking, at: Self.insertionIndex(of: lower, in: breakings[node] ?? []))
    }

    /// How many of `known` start at or below `w`.
    private static func insertionIndex(of w: Double, in known: [LineBreaking]) -> Int {
        var low = 0, high = known.count
        while low < high {
            let middle = (low + high) / 2
            if known[middle].interval.lower <= w { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
