// NonFinite.swift
// ConstraintEngine
//
// CORE-10's output part. A value that layout makes ±∞ or NaN (an overflowing sum, `∞ − ∞`, a
// GeometryProxy expression divided by 0) is a compile-time constant of the model: Quantity
// drops its terms, ModelBuilder gives it no variable and writes no row with it, so GLPK only
// ever sees finite numbers. The IEEE step that made it non-finite is not certified by a row (an
// overflow or `∞ − ∞` has no linear form); its finite inputs are, by their defining rows. The
// decoded frames therefore carry the non-finite constants as the reference engine computes them,
// and this file reports each non-finite layout or display frame component after solving.

import LayoutCore

enum NonFiniteEncoding {
    /// CORE-10: the `value.nonFinite` warnings of decoded `nodes`, in node order: for each
    /// reported node (hidden ones included), `frame.x`, `frame.y`, `frame.width`,
    /// `frame.height`, then the same of `displayFrame`, each one that is ±∞ or NaN, with the
    /// message `<field> is inf|-inf|nan`. `frame` is CORE-8's layout frame under the name the
    /// reports use.
    static func warnings(_ nodes: [NodeLayout], path: (Int) -> String) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for index in nodes.indices where nodes[index].isReported {
            let frame = nodes[index].frame, display = nodes[index].displayFrame
            if frame.origin.x.isFinite, frame.origin.y.isFinite, frame.size.width.isFinite,
                frame.size.height.isFinite, display.origin.x.isFinite, display.origin.y.isFinite,
                display.size.width.isFinite, display.size.height.isFinite
            {
                continue
            }
            let fields: [(String, Double)] = [
                ("x", frame.origin.x), ("y", frame.origin.y), ("width", frame.size.width),
                ("height", frame.size.height),
            ]
            let displayFields: [(String, Double)] = [
                ("x", display.origin.x), ("y", display.origin.y), ("width", display.size.width),
                ("height", display.size.height),
            ]
            for (prefix, group) in [("frame", fields), ("displayFrame", displayFields)] {
                for (name, value) in group where !value.isFinite {
                    let text = value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf")
                    result.append(
                        Diagnostic(
                            code: DiagnosticCode.valueNonFinite, message: "\(prefix).\(name) is \(text)",
                            path: path(index)))
                }
            }
        }
        return result
    }
}
