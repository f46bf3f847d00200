// RootPass.swift
// LayoutDifferential
//
// The shrinker's pass over the root environment (ROOT-1): toward a window of round size at
// scale 1 (`--width 100 --height 100` on the command line), each proposal component toward
// 100, nil, half its size or a round number.

import EngineConfiguration
import LayoutCore

enum RootPass {
    static func run(_ session: ShrinkSession) -> Bool {
        var progress = false
        while !session.isOutOfTime {
            let current = session.best.root
            let simplified = candidates(for: current).contains { root in
                var candidate = session.best
                candidate.root = root
                return session.attempt(candidate)
            }
            guard simplified else { break }
            progress = true
        }
        return progress
    }

    /// Simpler root environments, most drastic first; each is strictly simpler under ``rank``.
    static func candidates(for root: RootEnvironment) -> [RootEnvironment] {
        let width = root.proposal.width, height = root.proposal.height
        var raw: [RootEnvironment] = [
            .window(width: 100, height: 100), .window(width: 100, height: 100, scale: root.scale),
        ]
        raw.append(.window(width: width, height: height, scale: 1))
        raw.append(.window(width: width, height: height, scale: root.scale))
        for w in componentCandidates(width) { raw.append(.window(width: w, height: height, scale: root.scale)) }
        for h in componentCandidates(height) { raw.append(.window(width: width, height: h, scale: root.scale)) }
        var result: [RootEnvironment] = []
        for candidate in raw where rank(candidate) < rank(root) && !result.contains(candidate) {
            result.append(candidate)
        }
        return result
    }

    private static func componentCandidates(_ value: Double?) -> [Double?] {
        guard let value else { return [100] }
        var result: [Double?] = [100, nil]
        if value.isFinite { result += [(value / 20).rounded() * 10, (value / 10).rounded() * 10, value.rounded()] }
        return result
    }

    /// A window at the origin before the iPhone profile before anything else; then scale 1;
    /// then the proposal components (100, then nil or a multiple of 10, integers, other finite
    /// values, ∞) and their magnitudes.
    static func rank(_ root: RootEnvironment) -> [Double] {
        let isWindow = root == .window(width: root.proposal.width, height: root.proposal.height, scale: root.scale)
        var phone = RootEnvironment.iPhone13Pro
        phone.scale = root.scale
        let form: Double = isWindow ? 0 : root == phone ? 1 : 2
        let scale: Double = root.scale == 1 ? 0 : root.scale == root.scale.rounded() ? 1 : 2
        let components = [root.proposal.width, root.proposal.height]
        let complexity = components.map(componentRank).reduce(0, +)
        let magnitude = components.map { $0.map { $0.isFinite ? abs($0) : 0 } ?? 0 }.reduce(0, +)
        return [form, scale, complexity, magnitude]
    }

    private static func componentRank(_ value: Double?) -> Double {
        guard let value else { return 1 }
        if value == 100 { return 0 }
        if value.isInfinite { return 5 }
        guard value == value.rounded() else { return 4 }
        return value.truncatingRemainder(dividingBy: 10) == 0 ? 1 : 3
    }
}

extension Array where Element == Double {
    /// Lexicographic order, for ranks.
    fileprivate static func < (a: [Double], b: [Double]) -> Bool {
        for (x, y) in zip(a, b) where x != y { return x < y }
        return a.count < b.count
    }
}
