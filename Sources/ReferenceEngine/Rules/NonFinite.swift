// NonFinite.swift
// ReferenceEngine
//
// CORE-10's output part: values computed during layout follow IEEE arithmetic (CORE-7) and are
// not replaced beyond the normalisations the rules name (PROPOSAL-3, CORE-6's infinite final
// sizes, FRAME-1, FLEXFRAME-1, CORE-11, HSTACK-7), so a reported layout or display frame
// component may be ±∞ or NaN. Each such component raises `value.nonFinite` naming the node,
// the field and the value.

import LayoutCore

/// CORE-10 reporting of non-finite frame components.
enum NonFiniteRule {
    /// The output fields of a frame, in the order they are checked and named: `frame` is
    /// CORE-8's `layoutFrame` (the name the JSON, table and SVG reports use), then
    /// `displayFrame`.
    private static func components(of layout: NodeLayout) -> [(field: String, value: Double)] {
        [
            ("frame.x", layout.frame.origin.x), ("frame.y", layout.frame.origin.y),
            ("frame.width", layout.frame.size.width), ("frame.height", layout.frame.size.height),
            ("displayFrame.x", layout.displayFrame.origin.x), ("displayFrame.y", layout.displayFrame.origin.y),
            ("displayFrame.width", layout.displayFrame.size.width),
            ("displayFrame.height", layout.displayFrame.size.height),
        ]
    }

    /// Whether every frame component is finite (the common case, checked without allocating).
    private static func isFinite(_ layout: NodeLayout) -> Bool {
        let f = layout.frame, d = layout.displayFrame
        return f.origin.x.isFinite && f.origin.y.isFinite && f.size.width.isFinite && f.size.height.isFinite
            && d.origin.x.isFinite && d.origin.y.isFinite && d.size.width.isFinite && d.size.height.isFinite
    }

    /// CORE-10: one `value.nonFinite` warning per non-finite frame component of every reported
    /// node (hidden ones included: their zero frame sits at an origin that may be non-finite),
    /// in node order, after the other warnings of the pass. The message is
    /// `<field> is inf|-inf|nan`.
    static func report(_ output: [NodeLayout], in session: LayoutSession) {
        for (node, layout) in output.enumerated() where layout.isReported && !isFinite(layout) {
            for (field, value) in components(of: layout) where !value.isFinite {
                session.warn(DiagnosticCode.valueNonFinite, "\(field) is \(formatPoints(value))", node: node)
            }
        }
    }
}
