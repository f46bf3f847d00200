// ComparisonSVGReport.swift
// LayoutReport
//
// `layoutlab compare --format svg`: two layouts of one tree side by side at the same scale,
// with the nodes on which they differ (CORE-7) outlined in red and labelled.

import LayoutCore

/// Writes two layouts of one tree as one standalone SVG document: two panels, the first layout
/// on the left and the second on the right, each drawn as ``SVGReport`` draws a layout (display
/// frames, fills, text, `.id` labels, a `<title>` per node), under a caption.
///
/// Both panels share one box, the window grown to hold every finite display frame of either
/// layout, so equal frames sit at the same place in both panels. Each highlighted node is
/// outlined in red in every panel that draws it (dashed when that layout hides it) and
/// labelled with its path and note; the highlights come last, on top of every node. Which
/// nodes to highlight, and why, is the caller's: the report compares nothing itself.
///
/// Frames with a non-finite component are not drawn. Non-recursive; O(n) in size.
public struct ComparisonSVGReport: Sendable {
    /// A node to outline in red, with a short note (`x HSTACK-5`) after its path.
    public struct Highlight: Hashable, Sendable {
        public var node: NodeID
        public var note: String

        public init(node: NodeID, note: String) {
            self.node = node
            self.note = note
        }
    }

    /// The window in window coordinates.
    public var canvas: Rect
    /// The highlight colour.
    static let red = "#E03131"

    public init(canvas: Rect) {
        self.canvas = canvas
    }

    /// The SVG document for `first` and `second`, two layouts of `tree`, with `highlighted`
    /// outlined; `captions` name the panels (default: each result's engine). Ends with a newline.
    public func render(
        tree: ViewTree, first: LayoutResult, second: LayoutResult, highlighted: [Highlight],
        captions: (String, String)? = nil
    ) -> String {
        let window = finiteRect(canvas) ?? .zero
        var box = union(panelBox(tree: tree, result: first, window: window), panelBox(tree: tree, result: second))
        if !(2 * box.size.width).isFinite || !(2 * box.size.height).isFinite {
            box = union(window, nil) // frames too far apart to draw side by side: the window only
        }
        // One pixel of the document per point when the box is the window; a larger box is
        // scaled down so that the document stays about the window's size (as SVGReport does).
        var pixels = 1.0
        if window.size.width > 0, window.size.height > 0 {
            pixels = min(1, window.size.width / box.size.width, window.size.height / box.size.height)
        }
        let unit = 1 / pixels // points per document pixel
        let gap = 24 * unit, header = 28 * unit
        let total = Size(width: 2 * box.size.width + gap, height: box.size.height + header)

        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\"" + attribute("width", total.width * pixels)
            + attribute("height", total.height * pixels)
            + " viewBox=\"0 0 \(svgNumber(total.width)) \(svgNumber(total.height))\""
            + " font-family=\"Helvetica, Arial, sans-serif\">\n"
        let names = captions ?? (first.engine, second.engine)
        out += "<desc>LayoutLab comparison: " + xmlEscaped(names.0) + " (left) and " + xmlEscaped(names.1)
        out += " (right); \(highlighted.count) highlighted node\(highlighted.count == 1 ? "" : "s")</desc>\n"
        out += "<rect x=\"0\" y=\"0\"" + attribute("width", total.width) + attribute("height", total.height)
        out += " fill=\"#FFFFFF\"/>\n"
        for (panel, result) in [first, second].enumerated() {
            let left = Double(panel) * (box.size.width + gap)
            out += "<g class=\"panel\" id=\"panel-\(panel == 0 ? "first" : "second")\">\n"
            out +=
                "<text class=\"caption\"" + attribute("x", left) + attribute("y", header * 0.7)
                + attribute("font-size", 14 * unit) + " fill=\"#212529\">"
                + xmlEscaped(panel == 0 ? names.0 : names.1) + "</text>\n"
            out +=
                "<g transform=\"translate(\(svgNumber(left - box.minX)) \(svgNumber(header - box.minY)))\">\n"
            out += "<rect" + geometry(box) + " fill=\"#FFFFFF\" stroke=\"#DEE2E6\" stroke-width=\"1\""
            out += " vector-effect=\"non-scaling-stroke\"/>\n"
            if box != window {
                out +=
                    "<rect" + geometry(window)
                    + " fill=\"none\" stroke=\"#868E96\" stroke-width=\"1\" stroke-dasharray=\"6 3\""
                    + " vector-effect=\"non-scaling-stroke\"/>\n"
            }
            drawPanel(tree: tree, result: result, highlighted: highlighted, unit: unit, into: &out)
            out += "</g>\n</g>\n"
        }
        out += "</svg>\n"
        return out
    }

    /// Every drawn node of `result`, then the red outlines and labels of the highlighted ones.
    private func drawPanel(
        tree: ViewTree, result: LayoutResult, highlighted: [Highlight], unit: Double, into out: inout String
    ) {
        var notes: [Int: String] = [:]
        for highlight in highlighted {
            notes[highlight.node.index] =
                notes[highlight.node.index].map { $0 + ", " + highlight.note } ?? highlight.note
        }
        var marks = ""
        var walk = ReportWalk(tree: tree, result: result)
        while let event = walk.next() {
            guard case .enter(let id, _, _) = event else { continue }
            NodeDrawing.draw(id, walk: walk, into: &out)
            guard let note = notes[id.index] else { continue }
            let layout = walk.layout(of: id)
            guard let rect = finiteRect(layout.displayFrame) else { continue }
            let label = NodeDrawing.abbreviatedPath(walk.path) + " " + tree[id].kind.name + (note.isEmpty ? "" : ": ")
            marks += "<g class=\"highlight\">\n<title>" + xmlEscaped(label + note) + "</title>\n"
            marks +=
                "<rect" + geometry(rect) + " fill=\"none\" stroke=\"\(Self.red)\" stroke-width=\"2\""
                + (layout.hidden ? " stroke-dasharray=\"4 2\"" : "") + " vector-effect=\"non-scaling-stroke\"/>\n"
            marks +=
                "<text class=\"highlight-label\"" + attribute("x", rect.minX + unit)
                + attribute("y", rect.maxY - 2 * unit) + attribute("font-size", 9 * unit)
                + " fill=\"\(Self.red)\">" + xmlEscaped(label + note) + "</text>\n</g>\n"
        }
        out += marks
    }

    /// The window (when given) grown to hold every finite display frame of `result`, hidden
    /// ones included (a highlight may outline them).
    private func panelBox(tree: ViewTree, result: LayoutResult, window: Rect? = nil) -> Rect? {
        var box = window.flatMap { $0.size.width > 0 || $0.size.height > 0 ? $0 : nil }
        var walk = ReportWalk(tree: tree, result: result)
        while let event = walk.next() {
            guard case .enter(let id, _, _) = event, let frame = finiteRect(walk.layout(of: id).displayFrame)
            else { continue }
            box = union(box, frame)
        }
        return box
    }

    /// The smallest rect holding both (at least 1×1; the unit square at the origin when both
    /// are nil).
    private func union(_ a: Rect?, _ b: Rect?) -> Rect {
        let rects = [a, b].compactMap { $0 }
        guard !rects.isEmpty else { return Rect(x: 0, y: 0, width: 1, height: 1) }
        let minX = rects.map(\.minX).min()!, minY = rects.map(\.minY).min()!
        let maxX = rects.map(\.maxX).max()!, maxY = rects.map(\.maxY).max()!
        let width = maxX - minX, height = maxY - minY
        return Rect(
            x: minX, y: minY, width: width.isFinite ? max(width, 1) : 1, height: height.isFinite ? max(height, 1) : 1)
    }
}
