// NonFiniteSupport.swift
// ConstraintEngineTests
//
// Helpers for the tests of the non-finite amendments (CORE-10/11, HSTACK-7, SPACING-5,
// ZSTACK-4, ASPECT-3, VTF-4): the constraint engine alone, in every mode, asserting the rule
// book's numbers.

import ConstraintEngine
import EngineConfiguration
import LayoutCore
import Testing
import TextMeasurement

/// A window `width × height` at scale 1 with the mono measurer (TEXT-8).
func window(_ width: Double, _ height: Double, scale: Double = 1, measurer: any TextMeasurer = bodyMono)
    -> LayoutConfiguration
{
    LayoutConfiguration(root: .window(width: width, height: height, scale: scale), textMeasurer: measurer)
}

/// `tree` laid out by the constraint engine in each of `modes`.
func layoutInModes(
    _ tree: ViewTree, _ configuration: LayoutConfiguration, modes: [ConstraintMode] = ConstraintMode.allCases
) throws -> [(mode: ConstraintMode, result: LayoutResult)] {
    try modes.map { mode in (mode, try ConstraintEngine(configuration: configuration, mode: mode).layout(tree).result) }
}

/// The layout frame of the node labelled `label`, or a NaN rect when there is none.
func labelled(_ result: LayoutResult, _ label: String, in tree: ViewTree) -> Rect {
    frame(result, label, in: tree) ?? Rect(x: .nan, y: .nan, width: .nan, height: .nan)
}

/// Whether two numbers agree within CORE-7's 1e-6 pt.
func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 }

/// Whether `r` is `(x, y) w×h` within 1e-6 pt.
func isRect(_ r: Rect, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Bool {
    close(r.origin.x, x) && close(r.origin.y, y) && close(r.size.width, w) && close(r.size.height, h)
}

/// Whether any frame, display frame or reported proposal of `result` holds a NaN.
func hasNaN(_ result: LayoutResult) -> Bool {
    result.nodes.contains { node in
        let values = [
            node.frame.origin.x, node.frame.origin.y, node.frame.size.width, node.frame.size.height,
            node.displayFrame.origin.x, node.displayFrame.origin.y, node.displayFrame.size.width,
            node.displayFrame.size.height,
        ]
        return values.contains(where: \.isNaN) || node.proposal?.width?.isNaN == true
            || node.proposal?.height?.isNaN == true
    }
}

/// A tree built node by node (for values the source parser rejects, CORE-10).
struct TreeBuilding {
    var builder = ViewTreeBuilder()

    mutating func color(_ label: String? = nil) -> NodeID {
        builder.add(.shape(ShapeSpec(shape: .color, fill: ColorName("red"))), label: label)
    }

    mutating func add(_ kind: NodeKind, _ children: [NodeID] = [], label: String? = nil) -> NodeID {
        builder.add(kind, children: children, label: label)
    }

    func finish(_ root: NodeID) throws -> ViewTree { try builder.finish(root: root) }
}
