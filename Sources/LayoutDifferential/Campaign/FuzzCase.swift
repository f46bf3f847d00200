// FuzzCase.swift
// LayoutDifferential
//
// One input of a differential run: a view tree, the root it is laid out in (ROOT-1) and the
// text metrics, all serialisable so that a case found on one machine replays on any other.

import EngineConfiguration
import Foundation
import LayoutCore
import TextMeasurement

/// The text measurer of a case: the bundled font table (TEXT-1's default) or fixed mono metrics.
public enum TextMetrics: Hashable, Sendable, Codable {
    case standard
    case mono(advance: Double, lineHeight: Double)

    /// The seeds' body stand-in, 7.757575 × 20.333333 (the metrics campaigns use by default).
    public static let bodyStandIn = TextMetrics.mono(advance: 7.757575, lineHeight: 20.333333)

    public var measurer: any TextMeasurer {
        switch self {
        case .standard: FontTableMeasurer()
        case .mono(let advance, let lineHeight): MonoMeasurer(advance: advance, lineHeight: lineHeight)
        }
    }

    /// The `--text-metrics` argument that selects these metrics.
    public var optionText: String {
        switch self {
        case .standard: "default"
        case .mono(let advance, let lineHeight): "mono:\(advance),\(lineHeight)"
        }
    }
}

/// A tree with everything needed to lay it out the same way again.
public struct FuzzCase: Hashable, Sendable, Codable {
    public var tree: ViewTree
    /// ROOT-1: the root proposal and where the root is placed.
    public var root: RootEnvironment
    public var textMetrics: TextMetrics
    /// The seed the generator built the tree from, when it came from the generator.
    public var seed: UInt64?

    public init(tree: ViewTree, root: RootEnvironment, textMetrics: TextMetrics = .bodyStandIn, seed: UInt64? = nil) {
        self.tree = tree
        self.root = root
        self.textMetrics = textMetrics
        self.seed = seed
    }

    /// The configuration both engines lay the case out with.
    public var configuration: LayoutConfiguration {
        LayoutConfiguration(root: root, textMeasurer: textMetrics.measurer)
    }
}

extension FuzzCase {
    /// JSON for cases passed between processes and kept in files: NaN and ±∞, which trees built
    /// in code may hold (CORE-10 keeps them out of source only), as the strings `nan`, `inf`,
    /// `-inf`.
    public static var jsonEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    /// Reads what ``jsonEncoder`` writes.
    public static var jsonDecoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }
}
