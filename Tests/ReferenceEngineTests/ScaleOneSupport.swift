// ScaleOneSupport.swift
// ReferenceEngineTests
//
// Rule tests at scale 1 with a round-number TEXT-8 measurer, where every expected number is
// exact. Each helper runs both engines (`crossChecked`, DifferentialTestSupport).

import DifferentialTestSupport
import EngineConfiguration
import LayoutCore
import ReferenceEngine
import Testing
import TextMeasurement

/// TEXT-8 with round numbers: width = 10 × graphemes, L = 20, ascender 16.
let mono10 = MonoMeasurer(advance: 10, lineHeight: 20)

/// `measure(root, P)` with `P = (w, h)`, at `scale` with `measurer`.
func measure1(
    _ description: V, _ w: Double?, _ h: Double?, measurer: any TextMeasurer = mono10, scale: Double = 1
) throws -> Size {
    let tree = try ViewLowering.lower(description)
    let proposal = ProposedSize(width: w, height: h)
    let root = RootEnvironment(proposal: proposal, container: .zero, window: .zero, scale: scale)
    return crossCheckedSize(tree, LayoutConfiguration(root: root, textMeasurer: measurer), proposal)
}

/// The layout in a window of exactly `(w, h)` at the origin, at `scale` with `measurer`.
func place1(
    _ description: V, _ w: Double?, _ h: Double?, measurer: any TextMeasurer = mono10, scale: Double = 1
) throws -> (tree: ViewTree, result: LayoutResult) {
    try layout(description, root: window(w, h, scale: scale), measurer: measurer)
}

/// Every reported frame and display frame is free of NaN and infinity.
func allFinite(_ result: LayoutResult) -> Bool {
    result.nodes.filter(\.isReported).allSatisfy { n in
        [
            n.frame.origin.x, n.frame.origin.y, n.frame.size.width, n.frame.size.height,
            n.displayFrame.origin.x, n.displayFrame.origin.y, n.displayFrame.size.width, n.displayFrame.size.height,
        ]
        .allSatisfy(\.isFinite)
    }
}

/// `allFinite`, and no display size is negative.
func sane(_ result: LayoutResult) -> Bool {
    allFinite(result)
        && result.nodes.filter(\.isReported).allSatisfy {
            $0.displayFrame.size.width >= 0 && $0.displayFrame.size.height >= 0
        }
}

/// Neither component is NaN.
func isSane(_ s: Size) -> Bool { !s.width.isNaN && !s.height.isNaN }
