// SeededRandom.swift
// LayoutCore
//
// The project's one seeded random-number generator: generated trees, test programs and
// benchmark shapes draw from it, so the same seed gives the same values on every machine
// (the standard library's generator is unseeded; Foundation's differs between platforms).

/// SplitMix64 (Steele, Lea & Flood 2014; the constants of Vigna's reference implementation).
public struct SeededRandom: RandomNumberGenerator, Sendable, Hashable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound` (`bound` ≥ 1; modulo reduction, whose bias is irrelevant here).
    public mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(Swift.max(bound, 1)))
    }

    /// `true` with probability `percent` / 100.
    public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// One of `items` (which must not be empty).
    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// A double in [0, 1) with 53 random bits.
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// The seed of item `index` of a stream started from `seed`: independent of how the stream is
    /// split into shards or jobs, so item 7 of seed 1 is the same tree in every run.
    public static func derivedSeed(_ seed: UInt64, index: UInt64) -> UInt64 {
        var random = SeededRandom(seed: seed ^ 0x4C61_796F_7574_4C61)
        var mixer = SeededRandom(seed: random.next() &+ index &* 0xD1B5_4A32_D192_ED03)
        return mixer.next()
    }
}
