// VocabularySupport.swift
// LayoutSourceTests
//
// Lays parsed source out with both engines (crossChecked, CORE-7) for the real-file vocabulary
// tests: a 300 × 600 window at scale 1 and TEXT-8's mono measurer with advance 10 and line
// height 20, so that expected frames are easy to compute by hand.

import DifferentialTestSupport
import EngineConfiguration
import LayoutCore
import LayoutSource
import Testing
import TextMeasurement

/// A parsed and cross-checked layout with lookups by `.id`.
struct VocabularyLayout {
    let tree: ViewTree
    let result: LayoutResult

    /// The layout frame of the node labelled `label`.
    func frame(_ label: String) -> Rect? { result.node(labelled: label, in: tree)?.frame }

    /// The attributes of the node labelled `label`.
    func attributes(_ label: String) -> [NodeAttribute]? {
        tree.nodes.first { $0.label == label }?.attributes
    }
}

let vocabularyConfiguration = LayoutConfiguration(
    root: .window(width: 300, height: 600), textMeasurer: MonoMeasurer(advance: 10, lineHeight: 20))

/// Parses `source` and lays it out with both engines, which must agree (CORE-7).
func vocabularyLayout(
    _ source: String, configuration: LayoutConfiguration = vocabularyConfiguration,
    sourceLocation: SourceLocation = #_sourceLocation
) -> VocabularyLayout? {
    guard let tree = parse(source, sourceLocation: sourceLocation) else { return nil }
    let result = crossChecked(tree, configuration, sourceLocation: sourceLocation)
    return VocabularyLayout(tree: tree, result: result)
}

/// ``vocabularyConfiguration`` with intrinsic image sizes (LEAF-IMAGE-1).
func vocabularyConfigurationWithImages(_ sizes: [String: Size]) -> LayoutConfiguration {
    LayoutConfiguration(
        root: .window(width: 300, height: 600), textMeasurer: MonoMeasurer(advance: 10, lineHeight: 20),
        images: ImageCatalog(sizes: sizes))
}
