// NodeDrawing.swift
// LayoutReport
//
// The hover title of one node in SVG output.

import LayoutCore

enum NodeDrawing {
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
}
