// TimingHistogram.swift
// LayoutDifferential
//
// Per-tree times as a log-scale histogram: compact (a few dozen buckets for any number of trees)
// and exactly mergeable, so that the shards of a campaign merge into the histogram the unsharded
// campaign would have built from the same times. Percentiles are bucket upper bounds: at most
// 12.2 % above the true value (20 buckets per decade), never below it; count, sum and max are
// exact.

import Foundation

/// A number in a report that may be undefined (a rate over no time, a percentile of no trees):
/// written as JSON `null` rather than as the NaN or ∞ strict JSON cannot hold.
public struct FiniteDouble: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The value, nil when it is undefined or not finite.
    public var value: Double?

    public init(_ value: Double?) { self.value = value.flatMap { $0.isFinite ? $0 : nil } }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(container.decodeNil() ? nil : try container.decode(Double.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value { try container.encode(value) } else { try container.encodeNil() }
    }

    public var description: String { value.map { "\($0)" } ?? "null" }
}

/// Times in seconds, counted in buckets of 10^(1/20) from 100 ns up (shorter times fall in the
/// first bucket, times past 10^5 s in the last).
public struct TimingHistogram: Hashable, Sendable, Codable {
    /// Buckets per decade of seconds.
    public static let bucketsPerDecade = 20
    /// The first bucket's lower bound, in seconds.
    public static let lowest = 1e-7
    /// Buckets in all: 10^-7 s to 10^5 s.
    public static let bucketCount = 12 * bucketsPerDecade

    /// Non-empty buckets: bucket index to count.
    public private(set) var buckets: [Int: Int] = [:]
    public private(set) var count = 0
    public private(set) var sum = 0.0
    public private(set) var max = 0.0

    public init() {}

    /// The bucket a time falls in.
    public static func bucket(_ seconds: Double) -> Int {
        guard seconds > lowest else { return 0 }
        let position = log10(seconds / lowest) * Double(bucketsPerDecade)
        guard position.isFinite else { return bucketCount - 1 }
        return Swift.min(Int(position.rounded(.down)), bucketCount - 1)
    }

    /// A bucket's upper bound, in seconds.
    public static func upperBound(_ bucket: Int) -> Double {
        lowest * pow(10, Double(bucket + 1) / Double(bucketsPerDecade))
    }

    /// Counts one time (negative and non-finite times are not times: ignored).
    public mutating func add(_ seconds: Double) {
        guard seconds.isFinite, seconds >= 0 else { return }
        buckets[Self.bucket(seconds), default: 0] += 1
        count += 1
        sum += seconds
        max = Swift.max(max, seconds)
    }

    /// Adds another histogram's counts.
    public mutating func merge(_ other: TimingHistogram) {
        for (bucket, n) in other.buckets { buckets[bucket, default: 0] += n }
        count += other.count
        sum += other.sum
        max = Swift.max(max, other.max)
    }

    /// The `q`-quantile (0 < q ≤ 1): the upper bound of the bucket holding the ⌈q·count⌉-th
    /// smallest time, capped at the exact maximum; nil without times.
    public func percentile(_ q: Double) -> Double? {
        guard count > 0 else { return nil }
        let rank = Swift.max(1, Int((q * Double(count)).rounded(.up)))
        var seen = 0
        for bucket in buckets.keys.sorted() {
            seen += buckets[bucket] ?? 0
            if seen >= rank { return Swift.min(Self.upperBound(bucket), max) }
        }
        return max
    }

    /// The mean time; nil without times.
    public var mean: Double? { count > 0 ? sum / Double(count) : nil }

    private enum CodingKeys: String, CodingKey {
        case count, sum, max, mean, p50, p90, p99, bucketsPerDecade, lowest, buckets
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let perDecade = try container.decode(Int.self, forKey: .bucketsPerDecade)
        let lowest = try container.decode(Double.self, forKey: .lowest)
        guard perDecade == Self.bucketsPerDecade, lowest == Self.lowest else {
            throw DecodingError.dataCorruptedError(
                forKey: .bucketsPerDecade, in: container,
                debugDescription: "a histogram of \(perDecade) buckets per decade from \(lowest) s (expected "
                    + "\(Self.bucketsPerDecade) from \(Self.lowest) s)")
        }
        for pair in try container.decode([[Int]].self, forKey: .buckets) {
            guard pair.count == 2, (0..<Self.bucketCount).contains(pair[0]), pair[1] > 0, buckets[pair[0]] == nil
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .buckets, in: container, debugDescription: "bad bucket \(pair)")
            }
            buckets[pair[0]] = pair[1]
        }
        count = try container.decode(Int.self, forKey: .count)
        sum = try container.decode(FiniteDouble.self, forKey: .sum).value ?? 0
        max = try container.decode(FiniteDouble.self, forKey: .max).value ?? 0
        guard count == buckets.values.reduce(0, +), sum >= 0, max >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .count, in: container, debugDescription: "count \(count) is not the buckets' total")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(count, forKey: .count)
        try container.encode(FiniteDouble(sum), forKey: .sum)
        try container.encode(FiniteDouble(count > 0 ? max : nil), forKey: .max)
        try container.encode(FiniteDouble(mean), forKey: .mean)
        try container.encode(FiniteDouble(percentile(0.5)), forKey: .p50)
        try container.encode(FiniteDouble(percentile(0.9)), forKey: .p90)
        try container.encode(FiniteDouble(percentile(0.99)), forKey: .p99)
        try container.encode(Self.bucketsPerDecade, forKey: .bucketsPerDecade)
        try container.encode(Self.lowest, forKey: .lowest)
        try container.encode(buckets.keys.sorted().map { [$0, buckets[$0] ?? 0] }, forKey: .buckets)
    }
}
