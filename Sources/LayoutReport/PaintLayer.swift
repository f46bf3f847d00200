// PaintLayer.swift
// LayoutReport
//
// What SwiftUI would paint, in paint order: a background's members under its primary
// (BACKGROUND-1), an overlay's and a border's over it (OVERLAY-1, OVERLAY-3), later stack and
// ZStack children over earlier ones; render-only effects (§18.5: opacity, clipping) as groups.

import LayoutCore
import TextMeasurement

/// Writes the painted content of a layout, without recursion (deep trees draw).
struct PaintLayer {
    let tree: ViewTree
    let result: LayoutResult
    let measurer: any TextMeasurer
    /// Makes clip-path ids unique when one document holds several layouts.
    let idPrefix: String

    private enum Work {
        case node(NodeID, parent: NodeID?)
        case close(String)
    }

    /// The painted elements, and how many drawn nodes have a non-finite display frame.
    func render(into out: inout String) -> Int {
        var undrawn = 0
        guard tree.count > 0 else { return 0 }
        var stack: [Work] = [.node(tree.root, parent: nil)]
        while let work = stack.popLast() {
            switch work {
            case .close(let text): out += text
            case .node(let id, let parent):
                let layout = layout(of: id)
                guard layout.isReported, !layout.hidden else { continue }
                let rect = finiteRect(layout.displayFrame)
                if rect == nil { undrawn += 1 }
                let node = tree[id]
                var close = ""
                for (index, effect) in (node.effects ?? []).enumerated().reversed() {
                    switch effect {
                    case .opacity(let value):
                        out += "<g" + attribute("opacity", min(max(value, 0), 1)) + ">\n"
                        close = "</g>\n" + close
                    case .clip(let shape):
                        guard let rect else { continue }
                        let clipID = "\(idPrefix)clip-\(id.index)-\(index)"
                        out += "<clipPath id=\"\(clipID)\">" + ShapeDrawing.element(shape, in: rect, paint: "")
                        out += "</clipPath>\n<g clip-path=\"url(#\(clipID))\">\n"
                        close = "</g>\n" + close
                    }
                }
                if let rect { out += paint(node, id: id, parent: parent, layout: layout, in: rect) }
                stack.append(.close(close))
                var children = node.children
                if case .background = node.kind, children.count > 1 {
                    children = Array(children.dropFirst()) + [children[0]]
                }
                for child in children.reversed() { stack.append(.node(child, parent: id)) }
            }
        }
        return undrawn
    }

    /// The node's own drawing: shapes, `.border`'s stroke, Text lines, image and divider stand-ins.
    private func paint(_ node: ViewNode, id: NodeID, parent: NodeID?, layout: NodeLayout, in rect: Rect) -> String {
        switch node.kind {
        case .shape(let spec):
            if let parent, case .border(let color, let width) = tree[parent].kind, tree[parent].children.first != id {
                return ShapeDrawing.outline(.rectangle, colour: color, width: width, inset: true, in: rect)
            }
            return ShapeDrawing.draw(spec, in: rect)
        case .text(let spec):
            return TextDrawing.draw(
                spec, width: layout.frame.size.width, in: rect, scale: result.scale, measurer: measurer)
        case .image:
            // The picture is not known: a light placeholder shows where it is drawn.
            return "<rect" + geometry(rect) + " fill=\"#E9ECEF\"/>\n"
        case .divider:
            // UIKit's `separator` colour (light mode): #3C3C43 at 29 % alpha.
            return "<rect" + geometry(rect) + " fill=\"#3C3C43\" fill-opacity=\"0.29\"/>\n"
        case .customLeaf(let spec) where spec.name != "CustomLeaf":
            // A named stand-in (a control, CONTROL-1..7, or a view the input does not declare):
            // a light box labelled with its name, so the picture says what stands there.
            return "<rect" + geometry(rect) + " fill=\"#F2F2F7\" stroke=\"#C7C7CC\" stroke-width=\"0.5\"/>\n"
                + "<text" + attribute("x", rect.minX + rect.size.width / 2)
                + attribute("y", rect.minY + rect.size.height / 2) + " text-anchor=\"middle\""
                + " dominant-baseline=\"central\" font-family=\"Inter, sans-serif\""
                + attribute("font-size", max(4, min(12, rect.size.height * 0.5))) + " fill=\"#3C3C43\">"
                + xmlEscaped(spec.name) + "</text>\n"
        default:
            return ""
        }
    }

    private func layout(of id: NodeID) -> NodeLayout {
        result.nodes.indices.contains(id.index) ? result.nodes[id.index] : .unreported
    }
}
