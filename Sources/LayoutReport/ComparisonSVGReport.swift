// ComparisonSVGReport.swift
// LayoutReport
//
// `layoutlab compare --format svg`: two layouts of one tree side by side at the same scale,
// with the nodes on which they differ (CORE-7) outlined in red and labelled.

import LayoutCore
import TextMeasurement

/// Writes two layouts of one tree as one standalone SVG document: two panels, the first layout
/// on the left and the second on the right, each the window painted as ``SVGReport`` paints it
/// (content outside the window clipped), under a caption.
///
/// Each highlighted node is outlined in red in every panel that draws it (dashed when that
/// layout hides it) and labelled with its path and note; the highlights come last, on top of
/// every node. Which nodes to highlight, and why, is the caller's: the report compares nothing
/// itself. Frames with a non-finite component are not drawn. Non-recursive; O(n) in size.
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
    public var measurer: any TextMeasurer
    public var outlines: OutlineMode
    /// The highlight colour.
    static let red = "#E03131"

    public init(canvas: Rect, measurer: any TextMeasurer = FontTableMeasurer.standard, outlines: OutlineMode = .frames)
    {
        self.canvas = canvas
        self.measurer = measurer
        self.outlines = outlines
    }

    /// The SVG document for `first` and `second`, two layouts of `tree`, with `highlighted`
    /// outlined; `captions` name the panels (default: each result's engine). Ends with a newline.
    public func render(
        tree: ViewTree, first: LayoutResult, second: LayoutResult, highlighted: [Highlight],
        captions: (String, String)? = nil
    ) -> String {
        let window = pictureWindow(canvas)
        let unit = max(1, min(window.size.width, window.size.height) / 390) // user units per text point
        let gap = 24 * unit, header = 28 * unit
        let total = Size(width: 2 * window.size.width + gap, height: window.size.height + header)

        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\"" + attribute("width", total.width)
            + attribute("height", total.height)
            + " viewBox=\"0 0 \(svgNumber(total.width)) \(svgNumber(total.height))\" font-family=\"Inter\">\n"
        let names = captions ?? (first.engine, second.engine)
        out += "<desc>LayoutLab comparison: " + xmlEscaped(names.0) + " (left) and " + xmlEscaped(names.1)
        out += " (right); \(highlighted.count) highlighted node\(highlighted.count == 1 ? "" : "s")</desc>\n"
        out += "<rect x=\"0\" y=\"0\"" + attribute("width", total.width) + attribute("height", total.height)
        out += " fill=\"#F8F9FA\"/>\n"
        for (panel, result) in [first, second].enumerated() {
            let left = Double(panel) * (window.size.width + gap)
            let name = panel == 0 ? "first" : "second"
            out += "<g class=\"panel\" id=\"panel-\(name)\">\n"
            out +=
                "<text class=\"caption\"" + attribute("x", left) + attribute("y", header * 0.7)
                + attribute("font-size", 14 * unit) + " fill=\"#212529\">"
                + xmlEscaped(panel == 0 ? names.0 : names.1) + "</text>\n"
            out +=
                "<g transform=\"translate(\(svgNumber(left - window.minX)) \(svgNumber(header - window.minY)))\">\n"
            _ = drawLayout(
                tree: tree, result: result, window: window, measurer: measurer, outlines: outlines,
                idPrefix: name + "-", into: &out)
            drawHighlights(tree: tree, result: result, highlighted: highlighted, unit: unit, into: &out)
            out += "</g>\n</g>\n"
        }
        out += "</svg>\n"
        return out
    }

    /// The red outlines and labels of the highlighted nodes of `result`.
    private func drawHighlights(
        tree: ViewTree, result: LayoutResult, highlighted: [Highlight], unit: Double, into out: inout String
    ) {
        var notes: [Int: String] = [:]
        for highlight in highlighted {
            notes[highlight.node.index] =
                notes[highlight.node.index].map { $0 + ", " + highlight.note } ?? highlight.note
        }
        var walk = ReportWalk(tree: tree, result: result)
        while let event = walk.next() {
            guard case .enter(let id, _, _) = event, let note = notes[id.index] else { continue }
            let layout = walk.layout(of: id)
            guard let rect = finiteRect(layout.displayFrame) else { continue }
            let label = NodeDrawing.abbreviatedPath(walk.path) + " " + tree[id].kind.name + (note.isEmpty ? "" : ": ")
            out += "<g class=\"highlight\">\n<title>" + xmlEscaped(label + note) + "</title>\n"
            out +=
                "<rect" + geometry(rect) + " fill=\"none\" stroke=\"\(Self.red)\" stroke-width=\"2\""
                + (layout.hidden ? " stroke-dasharray=\"4 2\"" : "") + " vector-effect=\"non-scaling-stroke\"/>\n"
            out +=
                "<text class=\"highlight-label\"" + attribute("x", rect.minX + unit)
                + attribute("y", rect.maxY - 2 * unit) + attribute("font-size", 11 * unit)
                + " fill=\"\(Self.red)\">" + xmlEscaped(label + note) + "</text>\n</g>\n"
        }
    }
}
