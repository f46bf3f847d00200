// TreeShorthand.swift
// ReferenceEngineTests
//
// A terse way to write trees in engine tests without the DSL (which has its own tests).

import CustomLayout
import DifferentialTestSupport
import EngineConfiguration
import LayoutCore
import ReferenceEngine
import Testing
import TextMeasurement

typealias V = ViewDescription

extension ViewDescription {
    static func text(_ s: String, lineLimit: Int? = nil) -> V { .view(.text(TextSpec(s, lineLimit: lineLimit))) }
    static var rect: V { .view(.shape(ShapeSpec(shape: .rectangle))) }
    static var circle: V { .view(.shape(ShapeSpec(shape: .circle))) }
    static func color(_ name: String) -> V { .view(.shape(ShapeSpec(shape: .color, fill: ColorName(name)))) }
    static func spacer(_ minLength: Double? = nil) -> V { .view(.spacer(minLength: minLength)) }
    static var divider: V { .view(.divider) }
    static func leaf(_ w: Double, _ h: Double) -> V { .view(.customLeaf(.fixed(Size(width: w, height: h)))) }
    static func hstack(_ alignment: AlignmentKey? = nil, spacing: Double? = nil, _ c: V...) -> V {
        .view(.stack(StackSpec(axis: .horizontal, alignment: alignment, spacing: spacing)), children: c)
    }
    static func vstack(_ alignment: AlignmentKey? = nil, spacing: Double? = nil, _ c: V...) -> V {
        .view(.stack(StackSpec(axis: .vertical, alignment: alignment, spacing: spacing)), children: c)
    }
    static func zstack(_ alignment: Alignment = .center, _ c: V...) -> V {
        .view(.zStack(alignment: alignment), children: c)
    }
    static func vtf(_ axes: AxisSet = .both, _ c: V...) -> V { .view(.viewThatFits(axes: axes), children: c) }
    static func geometryReader(_ c: V...) -> V { .view(.geometryReader, children: c) }
    static func scroll(_ axes: AxisSet = .vertical, _ c: V...) -> V { .view(.scrollView(axes: axes), children: c) }
    static func flow(spacing: Double = 10, _ c: V...) -> V {
        .view(.customLayout(CustomLayoutSpec(name: "FlowLayout", parameters: "{\"spacing\":\(spacing)}")), children: c)
    }

    func modifier(_ kind: NodeKind, _ secondary: [V] = []) -> V { .modifier(kind, content: self, secondary: secondary) }
    func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> V {
        modifier(.frame(width: width.map { .constant($0) }, height: height.map { .constant($0) }, alignment: alignment))
    }
    func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> V {
        func e(_ v: Double?) -> LayoutExpression? { v.map { .constant($0) } }
        return modifier(
            .flexFrame(
                FlexFrameSpec(
                    minWidth: e(minWidth), idealWidth: e(idealWidth), maxWidth: e(maxWidth),
                    minHeight: e(minHeight), idealHeight: e(idealHeight), maxHeight: e(maxHeight),
                    alignment: alignment)))
    }
    func padding(_ v: Double = 16) -> V { modifier(.padding(EdgeInsets(all: .constant(v)))) }
    func padding(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) -> V {
        modifier(
            .padding(
                EdgeInsets(
                    top: .constant(top), leading: .constant(leading), bottom: .constant(bottom),
                    trailing: .constant(trailing))))
    }
    func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> V {
        modifier(.fixedSize(horizontal: horizontal, vertical: vertical))
    }
    func offset(x: Double = 0, y: Double = 0) -> V { modifier(.offset(x: .constant(x), y: .constant(y))) }
    func position(x: Double = 0, y: Double = 0) -> V { modifier(.position(x: .constant(x), y: .constant(y))) }
    func aspectRatio(_ ratio: Double? = nil, _ mode: ContentMode = .fit) -> V {
        modifier(.aspectRatio(ratio: ratio, contentMode: mode))
    }
    func guide(_ key: AlignmentKey, _ value: LayoutExpression) -> V {
        modifier(.alignmentGuide(key: key, value: value))
    }
    func priority(_ p: Double) -> V { modifier(.layoutPriority(p)) }
    func overlay(_ alignment: Alignment = .center, _ c: V...) -> V { modifier(.overlay(alignment: alignment), c) }
    func background(_ alignment: Alignment = .center, _ c: V...) -> V { modifier(.background(alignment: alignment), c) }
    func border(_ color: String = "red", width: Double = 1) -> V {
        modifier(
            .border(color: ColorName(color), width: width),
            [.view(.shape(ShapeSpec(shape: .rectangle, fill: ColorName(color))))])
    }
    func id(_ label: String) -> V { .labelled(label, content: self) }
}

/// The spec's body-font stand-in (TEXT-8, §16).
let mono = MonoMeasurer.bodyStandIn

/// Lays out `description` with the iPhone profile (or `root`) and the mono measurer.
func layout(
    _ description: V, root: RootEnvironment = .iPhone13Pro,
    measurer: any TextMeasurer = mono
) throws -> (tree: ViewTree, result: LayoutResult) {
    let tree = try ViewLowering.lower(description)
    return (tree, crossChecked(tree, LayoutConfiguration(root: root, textMeasurer: measurer)))
}

/// A window exactly the proposal's size at the origin (scale 1 unless given).
func window(_ w: Double?, _ h: Double?, scale: Double = 1) -> RootEnvironment {
    .window(width: w, height: h, scale: scale)
}

extension LayoutResult {
    /// The layout frame of the node labelled `label`.
    func frame(_ label: String, in tree: ViewTree) -> Rect? { node(labelled: label, in: tree)?.frame }
}

/// Whether a measured number matches an expected one written with 3 decimals (within `tolerance`).
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-3) -> Bool {
    if a == b { return true }
    return abs(a - b) <= tolerance
}

/// Whether a rect matches (x, y, w, h) to within 1e-3 (expected values are written with 3 decimals).
func matches(_ r: Rect?, _ x: Double, _ y: Double, _ w: Double, _ h: Double, tolerance: Double = 1e-3) -> Bool {
    guard let r else { return false }
    return close(r.origin.x, x, tolerance) && close(r.origin.y, y, tolerance)
        && close(r.size.width, w, tolerance) && close(r.size.height, h, tolerance)
}

/// `measure(root, P)` for a description, with the mono measurer at `scale`.
func measure(_ description: V, _ w: Double?, _ h: Double?, scale: Double = 3) throws -> Size {
    let tree = try ViewLowering.lower(description)
    let root = RootEnvironment(
        proposal: ProposedSize(width: w, height: h), container: .zero, window: .zero, scale: scale)
    return crossCheckedSize(
        tree, LayoutConfiguration(root: root, textMeasurer: mono), ProposedSize(width: w, height: h))
}

/// Lays out in a window of exactly (w, h) at the origin.
func place(_ description: V, _ w: Double?, _ h: Double?, scale: Double = 3) throws -> (
    tree: ViewTree, result: LayoutResult
) {
    try layout(description, root: window(w, h, scale: scale))
}
