// NodeDrawing.swift
// LayoutReport
//
// The SVG elements of one node.

import LayoutCore

/// Draws one node as a `<g>`: title, fill (shapes), outline, text (Text) and `.id` label.
enum NodeDrawing {
    /// Appends the node just entered by `walk`, unless it is hidden or its display frame is not
    /// finite.
    static func draw(_ id: NodeID, walk: ReportWalk, into out: inout String) {
        let layout = walk.layout(of: id)
        guard !layout.hidden, let rect = finiteRect(layout.displayFrame) else { return }
        let node = walk.tree[id]
        let family = KindFamily(node.kind)
        out += "<g>\n<title>" + xmlEscaped(title(node, layout: layout, path: walk.path)) + "</title>\n"
        if case .shape(let spec) = node.kind {
            if let parent = walk.parentOfCurrent, case .border(let color, let width) = walk.tree[parent].kind,
                walk.tree[parent].children.first != id
            {
                out += borderStroke(color: color, width: width, in: rect)
            } else {
                out += fill(spec, in: rect)
            }
        }
        out +=
            "<rect" + geometry(rect) + " fill=\"none\" stroke=\"\(family.stroke)\""
            + " stroke-width=\"1\"" + (family == .spacing ? " stroke-dasharray=\"3 2\"" : "")
            + " vector-effect=\"non-scaling-stroke\"/>\n"
        if case .text(let spec) = node.kind { out += text(spec, in: rect) }
        if let label = node.label ?? controlName(node.kind) {
            out +=
                "<text class=\"label\"" + attribute("x", rect.minX + 1)
                + attribute("y", rect.minY + 7) + " font-size=\"7\" fill=\"\(family.stroke)\">"
                + xmlEscaped(label) + "</text>\n"
        }
        out += "</g>\n"
    }

    /// A named CustomLeaf's name (`Toggle`, `Slider`: CONTROL-1..7 stand-ins), drawn like a label.
    static func controlName(_ kind: NodeKind) -> String? {
        guard case .customLeaf(let spec) = kind, spec.name != "CustomLeaf" else { return nil }
        return spec.name
    }

    /// `Text "id" 0.1.2 frame (x, y) w×h` plus the display frame when it differs.
    static func title(_ node: ViewNode, layout: NodeLayout, path: [UInt8]) -> String {
        var text = node.kind.name + " " + abbreviatedPath(path)
        if let label = node.label { text += " id \"\(label)\"" }
        if let attributes = node.attributes { text += " " + attributeList(attributes) }
        text += " frame \(layout.frame)"
        if layout.displayFrame != layout.frame { text += " display \(layout.displayFrame)" }
        return text
    }

    /// `[navigationTitle "Landmarks", onTapGesture]` (CHROME-1).
    static func attributeList(_ attributes: [NodeAttribute]) -> String {
        let items = attributes.map { attribute -> String in
            switch attribute.value {
            case .flag: attribute.name
            case .string(let text), .expression(let text): attribute.name + " \"" + text + "\""
            }
        }
        return "[" + items.joined(separator: ", ") + "]"
    }

    /// Paths longer than 64 characters keep their first and last 30 (deep chains).
    static func abbreviatedPath(_ path: [UInt8]) -> String {
        guard path.count > 64 else { return String(decoding: path, as: UTF8.self) }
        return String(decoding: path.prefix(30), as: UTF8.self) + "…"
            + String(decoding: path.suffix(30), as: UTF8.self)
    }

    /// The filled shape: `fill` or, when unset, SwiftUI's default foreground (`primary`).
    /// `clear` draws nothing.
    static func fill(_ spec: ShapeSpec, in rect: Rect) -> String {
        let colour = svgFill(spec.fill ?? ColorName("primary"))
        guard colour != "none" else { return "" }
        let width = rect.size.width, height = rect.size.height
        let paint = " fill=\"\(colour)\"/>\n"
        switch spec.shape {
        case .rectangle, .color:
            return "<rect" + geometry(rect) + paint
        case .roundedRectangle(let radius):
            let rx = min(max(radius, 0), width / 2, height / 2)
            return "<rect" + geometry(rect) + attribute("rx", rx.isFinite ? rx : 0) + paint
        case .capsule:
            return "<rect" + geometry(rect) + attribute("rx", min(width, height) / 2) + paint
        case .ellipse:
            return "<ellipse" + attribute("cx", rect.minX + width / 2)
                + attribute("cy", rect.minY + height / 2) + attribute("rx", width / 2)
                + attribute("ry", height / 2) + paint
        case .circle:
            return "<circle" + attribute("cx", rect.minX + width / 2)
                + attribute("cy", rect.minY + height / 2) + attribute("r", min(width, height) / 2)
                + paint
        }
    }

    /// `.border`'s stroked rectangle: a stroke of `width` inside the frame.
    static func borderStroke(color: ColorName, width: Double, in rect: Rect) -> String {
        let colour = svgFill(color)
        guard colour != "none", width.isFinite, width > 0 else { return "" }
        let inset = Rect(
            x: rect.minX + width / 2, y: rect.minY + width / 2,
            width: max(rect.size.width - width, 0),
            height: max(rect.size.height - width, 0))
        return "<rect" + geometry(inset) + " fill=\"none\" stroke=\"\(colour)\""
            + attribute("stroke-width", width) + "/>\n"
    }

    /// One `<text>` per hard line, sized so the lines fill the frame's height (at most the
    /// font's size).
    static func text(_ spec: TextSpec, in rect: Rect) -> String {
        let lines = spec.string.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        let lineHeight = min(spec.font.pointSize * 1.2, rect.size.height / Double(max(lines.count, 1)))
        guard lineHeight.isFinite, lineHeight > 0, rect.size.width > 0 else { return "" }
        var out = ""
        for (index, line) in lines.enumerated() where !line.isEmpty {
            out +=
                "<text" + attribute("x", rect.minX)
                + attribute("y", rect.minY + (Double(index) + 0.8) * lineHeight)
                + attribute("font-size", lineHeight / 1.2)
                + " fill=\"#000000\" xml:space=\"preserve\">" + xmlEscaped(String(line)) + "</text>\n"
        }
        return out
    }
}
