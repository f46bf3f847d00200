// OutlineLayer.swift
// LayoutReport
//
// The debug layer drawn over the painted content: hairline outlines of display frames and
// optional labels. Outlines never fill and are translucent, so painted content stays visible.

import LayoutCore

/// Which debug marks a picture carries (`--outlines`).
public enum OutlineMode: String, CaseIterable, Sendable {
    /// The painted content only.
    case none
    /// Every drawn node's display frame outlined in its kind family's colour, with a hover title.
    case frames
    /// Outlines plus labels: each `.id` and the kind of each leaf without one.
    case all
}

struct OutlineLayer {
    let tree: ViewTree
    let result: LayoutResult
    let mode: OutlineMode
    /// The label font size in user units (relative to the picture, so it stays readable).
    let labelSize: Double

    func render(into out: inout String) {
        guard mode != .none else { return }
        var labels = ""
        out += "<g class=\"outlines\" fill=\"none\" stroke-width=\"1\" stroke-opacity=\"0.6\">\n"
        var walk = ReportWalk(tree: tree, result: result)
        while let event = walk.next() {
            guard case .enter(let id, _, _) = event else { continue }
            let layout = walk.layout(of: id)
            guard !layout.hidden, let rect = finiteRect(layout.displayFrame) else { continue }
            let node = tree[id]
            let family = KindFamily(node.kind)
            out +=
                "<rect" + geometry(rect) + " stroke=\"\(family.stroke)\""
                + (family == .spacing ? " stroke-dasharray=\"3 2\"" : "")
                + " vector-effect=\"non-scaling-stroke\"><title>"
                + xmlEscaped(NodeDrawing.title(node, layout: layout, path: walk.path)) + "</title></rect>\n"
            guard mode == .all, let label = node.label ?? (node.kind.isLeaf ? node.kind.name : nil) else { continue }
            labels +=
                "<text" + attribute("x", rect.minX + labelSize / 4) + attribute("y", rect.minY + labelSize)
                + " fill=\"\(family.stroke)\">" + xmlEscaped(label) + "</text>\n"
        }
        out += "</g>\n"
        if !labels.isEmpty {
            out += "<g class=\"labels\"" + attribute("font-size", labelSize)
            out += " font-family=\"Inter, sans-serif\" fill-opacity=\"0.85\">\n" + labels + "</g>\n"
        }
    }
}
