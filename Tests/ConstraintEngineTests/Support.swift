// Support.swift
// ConstraintEngineTests

import ConstraintEngine
import EngineConfiguration
import Foundation
import LayoutCore
import LayoutSource
import ReferenceEngine
import Testing
import TextMeasurement

/// The mono measurer of the spec's worked examples (TEXT-8).
let bodyMono = MonoMeasurer.bodyStandIn

func configuration(width: Double? = nil, height: Double? = nil) -> LayoutConfiguration {
    let root: RootEnvironment =
        width == nil && height == nil ? .iPhone13Pro : .window(width: width, height: height, scale: 3)
    return LayoutConfiguration(root: root, textMeasurer: bodyMono)
}

func parse(_ source: String) throws -> ViewTree {
    try SwiftUISourceParser.parse(source)
}

/// The repository's Examples directory.
let examplesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples")

/// The largest |difference| between two layouts' frames.
func largestDifference(_ a: LayoutResult, _ b: LayoutResult) -> Double {
    var worst = 0.0
    for (x, y) in zip(a.nodes, b.nodes) {
        for (u, v) in [
            (x.frame.origin.x, y.frame.origin.x), (x.frame.origin.y, y.frame.origin.y),
            (x.frame.size.width, y.frame.size.width), (x.frame.size.height, y.frame.size.height),
        ] {
            worst = max(worst, abs(u - v))
        }
    }
    return worst
}

/// The frame of the node labelled `label`.
func frame(_ result: LayoutResult, _ label: String, in tree: ViewTree) -> Rect? {
    result.node(labelled: label, in: tree)?.frame
}
