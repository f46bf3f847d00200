// ShapeDrawing.swift
// LayoutReport
//
// SVG elements for the shapes of LEAF-SHAPE-1/2: filled, stroked (`.stroke` centred on the
// outline, `.strokeBorder` and `.border` inside the frame) and as clip paths.

import LayoutCore

enum ShapeDrawing {
    /// The element drawing `shape` to fill `rect` (Circle: the largest centred circle,
    /// LEAF-SHAPE-2), with `paint` attributes (` fill="…"`) appended.
    static func element(_ shape: ShapeKind, in rect: Rect, paint: String) -> String {
        let width = rect.size.width, height = rect.size.height
        switch shape {
        case .rectangle, .color:
            return "<rect" + geometry(rect) + paint + "/>\n"
        case .roundedRectangle(let radius):
            let rx = radius.isFinite ? min(max(radius, 0), width / 2, height / 2) : 0
            return "<rect" + geometry(rect) + attribute("rx", rx) + paint + "/>\n"
        case .capsule:
            return "<rect" + geometry(rect) + attribute("rx", min(width, height) / 2) + paint + "/>\n"
        case .ellipse:
            return "<ellipse" + attribute("cx", rect.minX + width / 2) + attribute("cy", rect.minY + height / 2)
                + attribute("rx", width / 2) + attribute("ry", height / 2) + paint + "/>\n"
        case .circle:
            return "<circle" + attribute("cx", rect.minX + width / 2) + attribute("cy", rect.minY + height / 2)
                + attribute("r", min(width, height) / 2) + paint + "/>\n"
        }
    }

    /// A shape leaf as declared: filled with `fill` (unset: the foreground, `primary`), or, with
    /// a stroke, outlined in the stroke's colour (unset: the fill). `clear` draws nothing.
    static func draw(_ spec: ShapeSpec, in rect: Rect) -> String {
        let base = spec.fill ?? ColorName("primary")
        guard let stroke = spec.stroke else {
            let colour = svgFill(base)
            return colour == "none" ? "" : element(spec.shape, in: rect, paint: " fill=\"\(colour)\"")
        }
        return outline(
            spec.shape, colour: stroke.color ?? base, width: stroke.lineWidth, inset: stroke.isInset, in: rect)
    }

    /// `shape` stroked `width` wide: centred on its outline, or inside `rect` when `inset`.
    static func outline(_ shape: ShapeKind, colour: ColorName, width: Double, inset: Bool, in rect: Rect) -> String {
        let paint = svgFill(colour)
        guard paint != "none", width.isFinite, width > 0 else { return "" }
        let path =
            inset
            ? Rect(
                x: rect.minX + width / 2, y: rect.minY + width / 2, width: max(rect.size.width - width, 0),
                height: max(rect.size.height - width, 0)) : rect
        return element(shape, in: path, paint: " fill=\"none\" stroke=\"\(paint)\"" + attribute("stroke-width", width))
    }
}
