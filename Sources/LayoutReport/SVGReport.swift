// SVGReport.swift
// LayoutReport
//
// `layoutlab render --format svg`: a picture of the layout as SwiftUI would paint it.

import LayoutCore
import TextMeasurement

/// Writes a layout as a standalone SVG document.
///
/// The document and its viewBox are the window (`canvas`, e.g. 390×844: one user unit per
/// point), never grown: what lies outside the window is clipped as the device clips it, and the
/// `<desc>` counts the drawn nodes that reach outside. On a white window the painted layer
/// comes first, in paint order (``PaintLayer``: backgrounds under, overlays and borders over,
/// opacity and clipping, shapes filled or stroked as declared, Text in the lines its measurer
/// breaks, in Inter at the measured size and baselines); then the debug layer (``OutlineMode``),
/// translucent hairlines that never fill.
///
/// Frames with a non-finite component (CORE-10) are not drawn and the `<desc>` says how many;
/// no attribute ever holds `inf` or `nan`. Non-recursive; O(n) in size.
public struct SVGReport: Sendable {
    /// The window in window coordinates.
    public var canvas: Rect
    /// The measurer the layout was made with: Text lines are broken with it.
    public var measurer: any TextMeasurer
    public var outlines: OutlineMode

    public init(canvas: Rect, measurer: any TextMeasurer = FontTableMeasurer.standard, outlines: OutlineMode = .frames)
    {
        self.canvas = canvas
        self.measurer = measurer
        self.outlines = outlines
    }

    /// The SVG document for `result`, a layout of `tree`, ending with a newline.
    public func render(tree: ViewTree, result: LayoutResult) -> String {
        let window = pictureWindow(canvas)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\"" + attribute("width", window.size.width)
            + attribute("height", window.size.height) + " viewBox=\"" + viewBox(window) + "\""
            + " font-family=\"Inter\">\n"
        var body = ""
        let undrawn = drawLayout(
            tree: tree, result: result, window: window, measurer: measurer, outlines: outlines, idPrefix: "",
            into: &body)
        out += "<desc>LayoutLab layout (\(xmlEscaped(result.engine)) engine)"
        out += outsideNote(tree: tree, result: result, window: window)
        if undrawn > 0 {
            out += "; \(undrawn) node\(undrawn == 1 ? "" : "s") with a non-finite display frame not drawn (CORE-10)"
        }
        out += "</desc>\n" + body + "</svg>\n"
        return out
    }
}

/// The white window, the painted layer clipped to it, then the debug layer (also clipped);
/// returns how many nodes were not drawn because their display frame is not finite.
func drawLayout(
    tree: ViewTree, result: LayoutResult, window: Rect, measurer: any TextMeasurer, outlines: OutlineMode,
    idPrefix: String, into out: inout String
) -> Int {
    out += "<clipPath id=\"\(idPrefix)window\"><rect" + geometry(window) + "/></clipPath>\n"
    out += "<rect" + geometry(window) + " fill=\"#FFFFFF\"/>\n"
    out += "<g class=\"paint\" clip-path=\"url(#\(idPrefix)window)\">\n"
    let undrawn = PaintLayer(tree: tree, result: result, measurer: measurer, idPrefix: idPrefix).render(into: &out)
    out += "</g>\n<g class=\"debug\" clip-path=\"url(#\(idPrefix)window)\">\n"
    let labelSize = max(11, min(window.size.width, window.size.height) / 32)
    OutlineLayer(tree: tree, result: result, mode: outlines, labelSize: labelSize).render(into: &out)
    out += "</g>\n"
    return undrawn
}

/// `; N drawn nodes reach outside the window (clipped)`, or nothing.
func outsideNote(tree: ViewTree, result: LayoutResult, window: Rect) -> String {
    var outside = 0
    var walk = ReportWalk(tree: tree, result: result)
    while let event = walk.next() {
        guard case .enter(let id, _, _) = event else { continue }
        let layout = walk.layout(of: id)
        guard !layout.hidden, let frame = finiteRect(layout.displayFrame) else { continue }
        let tolerance = 1e-6
        if frame.minX < window.minX - tolerance || frame.minY < window.minY - tolerance
            || frame.maxX > window.maxX + tolerance || frame.maxY > window.maxY + tolerance
        {
            outside += 1
        }
    }
    guard outside > 0 else { return "" }
    return "; \(outside) drawn node\(outside == 1 ? " reaches" : "s reach") outside the window (clipped)"
}

/// The window as drawn: finite, at least 1×1.
func pictureWindow(_ canvas: Rect) -> Rect {
    let window = finiteRect(canvas) ?? .zero
    return Rect(
        x: window.minX, y: window.minY, width: max(window.size.width, 1), height: max(window.size.height, 1))
}

/// `x y w h` of a viewBox.
func viewBox(_ rect: Rect) -> String {
    "\(svgNumber(rect.minX)) \(svgNumber(rect.minY)) \(svgNumber(rect.size.width)) \(svgNumber(rect.size.height))"
}

/// `rect` with non-negative size, or nil when a component, or an edge of it, is not finite.
func finiteRect(_ rect: Rect) -> Rect? {
    let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    guard values.allSatisfy(\.isFinite) else { return nil }
    let width = rect.size.width, height = rect.size.height
    let standard = Rect(
        x: width < 0 ? rect.origin.x + width : rect.origin.x,
        y: height < 0 ? rect.origin.y + height : rect.origin.y,
        width: abs(width), height: abs(height))
    guard standard.minX.isFinite, standard.minY.isFinite, standard.maxX.isFinite, standard.maxY.isFinite
    else { return nil }
    return standard
}

/// A coordinate as SVG text: `formatPoints` (at most three decimals). SVG numbers have no
/// infinity or NaN: a value that arithmetic on huge finite frames pushed past the largest
/// `Double` is written as that largest value (NaN as 0), so the document stays valid.
func svgNumber(_ value: Double) -> String {
    if value.isNaN { return "0" }
    return formatPoints(min(max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude))
}

/// ` name="value"`.
func attribute(_ name: String, _ value: Double) -> String {
    " \(name)=\"\(svgNumber(value))\""
}

/// ` x="…" y="…" width="…" height="…"`.
func geometry(_ rect: Rect) -> String {
    attribute("x", rect.minX) + attribute("y", rect.minY) + attribute("width", rect.size.width)
        + attribute("height", rect.size.height)
}
