// JSONReport.swift
// LayoutReport
//
// `layoutlab render --format json`: the layout as a JSON document, one object per output node.

import LayoutCore

/// Writes a layout as JSON:
///
/// ```
/// {"engine": "reference", "proposal": {"width": W|null, "height": H|null}, "scale": S,
///  "diagnostics": [{"code", "message", "path"}], "root": NODE|null}
/// NODE = {"kind", "id": String|null, ["attributes": {name: true|String}], "path": "0.1.2", "frame": {"x", "y", "width", "height"},
///         "displayFrame": {…}, "proposal": {"width", "height"}|null, "hidden", "children": [NODE]}
/// ```
///
/// Keys come in this order. Numbers are written so that they read back exactly (`85`, `0.5`,
/// `152.33333333333334`). The document is strict JSON (RFC 8259, no `NaN` or `Infinity`
/// tokens): a frame or display frame component that layout made ±∞ or NaN is `null` (CORE-10;
/// the diagnostics say which, `value.nonFinite`), while a proposal's `∞` is the string `"inf"`
/// and its nil is `null` (PROPOSAL-1 keeps them apart). A hidden node has `"proposal": null`
/// and no children; nodes that are not reported are left out.
///
/// The writer walks the tree with an explicit stack into one buffer, so a 100,000-deep chain
/// neither recurses nor slows down per level.
/// - Complexity: O(output size). That is O(n) for compact output without paths; paths (and
///   pretty indentation up to ``maxIndentLevel``) add up to O(Σ depth).
public struct JSONReport: Sendable {
    /// Layout of the text.
    public enum Style: Sendable {
        /// One member per line, 2-space indentation; frames and proposals on one line.
        case pretty
        /// No whitespace at all.
        case compact
    }

    public var style: Style
    /// Whether each node carries its `"path"`. A path is as long as the node is deep, so a
    /// 100,000-deep chain's paths alone come to about 10¹⁰ bytes; turn them off for such trees.
    public var includePaths: Bool
    /// Pretty indentation stops growing at this nesting level (each tree level is two nesting
    /// levels: the node object and its `children` array).
    public var maxIndentLevel: Int

    public init(style: Style = .pretty, includePaths: Bool = true, maxIndentLevel: Int = 100) {
        self.style = style
        self.includePaths = includePaths
        self.maxIndentLevel = maxIndentLevel
    }

    /// The JSON document for `result`, a layout of `tree`, ending with a newline.
    public func render(tree: ViewTree, result: LayoutResult) -> String {
        var out = JSONBuffer(pretty: style == .pretty, maxIndentLevel: maxIndentLevel)
        out.append("{")
        out.newline(level: 1)
        out.key("engine"); out.string(result.engine); out.append(",")
        out.newline(level: 1)
        out.key("proposal"); out.proposal(result.proposal); out.append(",")
        out.newline(level: 1)
        out.key("scale"); out.number(result.scale); out.append(",")
        out.newline(level: 1)
        out.key("diagnostics"); writeDiagnostics(result.diagnostics, into: &out); out.append(",")
        out.newline(level: 1)
        out.key("root"); writeNodes(tree: tree, result: result, into: &out)
        out.newline(level: 0)
        out.append("}\n")
        return String(decoding: out.bytes, as: UTF8.self)
    }

    private func writeDiagnostics(_ diagnostics: [Diagnostic], into out: inout JSONBuffer) {
        out.append("[")
        for (index, diagnostic) in diagnostics.enumerated() {
            if index > 0 { out.append(",") }
            out.newline(level: 2)
            out.append("{")
            out.key("code"); out.string(diagnostic.code); out.inlineComma()
            out.key("message"); out.string(diagnostic.message); out.inlineComma()
            out.key("path"); out.string(diagnostic.path)
            out.append("}")
        }
        if !diagnostics.isEmpty { out.newline(level: 1) }
        out.append("]")
    }

    /// `{"navigationTitle": "Landmarks", "onTapGesture": true}` (CHROME-1): a flag is `true`,
    /// a string or written expression a string. A name applied twice keeps the innermost value
    /// (the first recorded), as SwiftUI's environment does.
    private func writeAttributes(_ attributes: [NodeAttribute], into out: inout JSONBuffer) {
        var innermost: [String: Int] = [:]
        for (index, attribute) in attributes.enumerated() where innermost[attribute.name] == nil {
            innermost[attribute.name] = index
        }
        out.append("{")
        var first = true
        for (index, attribute) in attributes.enumerated() where innermost[attribute.name] == index {
            if !first { out.inlineComma() }
            first = false
            out.string(attribute.name)
            out.append(style == .pretty ? ": " : ":")
            switch attribute.value {
            case .flag: out.bool(true)
            case .string(let text), .expression(let text): out.string(text)
            }
        }
        out.append("}")
    }

    /// The root's object, or `null` when the root is not reported. A node at depth d is
    /// indented at level 2d + 1 and its members at 2d + 2.
    private func writeNodes(tree: ViewTree, result: LayoutResult, into out: inout JSONBuffer) {
        var walk = ReportWalk(tree: tree, result: result)
        var wroteRoot = false
        while let event = walk.next() {
            switch event {
            case .enter(let id, let depth, let ordinal):
                wroteRoot = true
                if depth > 0 {
                    if ordinal > 0 { out.append(",") }
                    out.newline(level: 2 * depth + 1)
                }
                let level = 2 * depth + 2
                let node = tree[id]
                let layout = walk.layout(of: id)
                out.append("{")
                out.newline(level: level)
                out.key("kind"); out.string(node.kind.name); out.append(",")
                out.newline(level: level)
                out.key("id")
                if let label = node.label { out.string(label) } else { out.null() }
                out.append(",")
                if let attributes = node.attributes {
                    out.newline(level: level)
                    out.key("attributes"); writeAttributes(attributes, into: &out); out.append(",")
                }
                if includePaths {
                    out.newline(level: level)
                    out.key("path")
                    out.append(byte: UInt8(ascii: "\""))
                    out.append(bytes: walk.path)
                    out.append("\",")
                }
                out.newline(level: level)
                out.key("frame"); out.rect(layout.frame); out.append(",")
                out.newline(level: level)
                out.key("displayFrame"); out.rect(layout.displayFrame); out.append(",")
                out.newline(level: level)
                out.key("proposal")
                if !layout.hidden, let proposal = layout.proposal { out.proposal(proposal) } else { out.null() }
                out.append(",")
                out.newline(level: level)
                out.key("hidden"); out.bool(layout.hidden); out.append(",")
                out.newline(level: level)
                out.key("children"); out.append("[")
            case .leave(_, let depth, let children):
                if children > 0 { out.newline(level: 2 * depth + 2) }
                out.append("]")
                out.newline(level: 2 * depth + 1)
                out.append("}")
            }
        }
        if !wroteRoot { out.null() }
    }
}
