// SVGReport.swift
// LayoutReport
//
// `layoutlab render --format svg`: a picture of the layout that a browser opens.

import LayoutCore

/// Writes a layout as a standalone SVG document.
///
/// The document is `canvas` wide and high (the CLI passes the window, e.g. 390×844); its
/// viewBox is the canvas grown to hold every drawn frame, so views placed outside the window
/// are still shown (scaled to fit, with the window dashed). On a white background, every
/// reported, non-hidden node's `displayFrame` is outlined in its kind family's colour, in
/// pre-order (children on top). Shapes and colours are filled with their `fill` (palette
/// colours; unknown names grey; `clear` not at all), `.border` strokes inside its frame, Text
/// strings are drawn in their frame, `.id` labels sit small at the top-left, and each node's
/// group has a `<title>` (kind, path, id, frame) shown on hover.
///
/// Frames with a non-finite component (CORE-10: layout keeps ±∞ and NaN) are not drawn, and the
/// `<desc>` says how many were left out; no attribute ever holds `inf` or `nan`, so the document
/// stays well-formed and valid. Non-recursive; the title abbreviates long paths, so the document
/// is O(n) in size.
public struct SVGReport: Sendable {
    /// The window in window coordinates.
    public var canvas: Rect

    public init(canvas: Rect) {
        self.canvas = canvas
    }

    /// The SVG document for `result`, a layout of `tree`, ending with a newline.
    public func render(tree: ViewTree, result: LayoutResult) -> String {
        let window = finiteRect(canvas) ?? .zero
        let (box, undrawn) = viewBox(tree: tree, result: result, window: window)
        let width = window.size.width > 0 ? window.size.width : box.size.width
        let height = window.size.height > 0 ? window.size.height : box.size.height

        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\"" + attribute("width", width)
            + attribute("height", height)
            + " viewBox=\"\(svgNumber(box.minX)) \(svgNumber(box.minY)) "
            + "\(svgNumber(box.size.width)) \(svgNumber(box.size.height))\""
            + " font-family=\"Helvetica, Arial, sans-serif\">\n"
        out += "<desc>LayoutLab layout (\(xmlEscaped(result.engine)) engine)"
        if undrawn > 0 {
            out += "; \(undrawn) node\(undrawn == 1 ? "" : "s") with a non-finite display frame not drawn (CORE-10)"
        }
        out += "</desc>\n"
        out += "<rect" + geometry(box) + " fill=\"#FFFFFF\"/>\n"
        if box != window {
            out +=
                "<rect" + geometry(window)
                + " fill=\"none\" stroke=\"#868E96\" stroke-width=\"1\" stroke-dasharray=\"6 3\""
                + " vector-effect=\"non-scaling-stroke\"/>\n"
        }
        var walk = ReportWalk(tree: tree, result: result)
        while let event = walk.next() {
            guard case .enter(let id, _, _) = event else { continue }
            NodeDrawing.draw(id, walk: walk, into: &out)
        }
        out += "</svg>\n"
        return out
    }

    /// The window grown to hold every drawn frame (at least 1×1, at most the largest finite
    /// extent), and how many shown nodes are not drawn because their display frame is not finite.
    private func viewBox(tree: ViewTree, result: LayoutResult, window: Rect) -> (box: Rect, undrawn: Int) {
        var minX = window.minX, minY = window.minY, maxX = window.maxX, maxY = window.maxY
        var undrawn = 0
        var walk = ReportWalk(tree: tree, result: result)
        while let event = walk.next() {
            guard case .enter(let id, _, _) = event else { continue }
            let layout = walk.layout(of: id)
            guard !layout.hidden else { continue }
            guard let frame = finiteRect(layout.displayFrame) else {
                undrawn += 1
                continue
            }
            minX = min(minX, frame.minX)
            minY = min(minY, frame.minY)
            maxX = max(maxX, frame.maxX)
            maxY = max(maxY, frame.maxY)
        }
        // Frames near ±1.8e308 can span more than a Double holds: the extent is capped.
        let width = min(max(maxX - minX, 1), .greatestFiniteMagnitude)
        let height = min(max(maxY - minY, 1), .greatestFiniteMagnitude)
        return (Rect(x: minX, y: minY, width: width, height: height), undrawn)
    }
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
