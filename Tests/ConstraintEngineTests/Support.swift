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

/// The frame of the node labelled `label`.
func frame(_ result: LayoutResult, _ label: String, in tree: ViewTree) -> Rect? {
    result.node(labelled: label, in: tree)?.frame
}
