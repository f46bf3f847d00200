// ControlCharacterTests.swift
// LayoutReportTests
//
// Text from the source (labels, custom leaf names, names quoted in warnings) never reaches a
// terminal or an XML reader with its control characters raw.

import Foundation
import LayoutCore
import LayoutReport
import Testing

/// NUL, BS, TAB, CR, LF, ESC (a colour sequence), DEL, a C1 CSI and a bidi override.
private let hostile = "a\u{0}b\u{8}c\td\re\nf\u{1B}[31mg\u{7F}h\u{9B}i\u{202E}j"
/// `hostile` as the terminal and the SVG show it.
private let shown = "a\\0b\\u{8}c\\td\\re\\nf\\u{1B}[31mg\\u{7F}h\\u{9B}i\\u{202E}j"

/// An HStack of a Color labelled `hostile` and a CustomLeaf, with a warning quoting `hostile`.
private func tree() throws -> (ViewTree, LayoutResult) {
    var builder = ViewTreeBuilder()
    let color = builder.add(.shape(ShapeSpec(shape: .color, fill: ColorName("red"))), label: hostile)
    let leaf = builder.add(.customLeaf(.fixed(Size(width: 10, height: 10))))
    let root = builder.add(.stack(StackSpec(axis: .horizontal)), children: [color, leaf])
    let frame = Rect(x: 0, y: 0, width: 10, height: 10)
    let layout = NodeLayout(frame: frame, displayFrame: frame, proposal: .zero, hidden: false, isReported: true)
    let result = LayoutResult(
        engine: "reference", proposal: .zero, scale: 1,
        diagnostics: [
            Diagnostic(code: "image.unknown", message: "no intrinsic size for image '\(hostile)'", path: "0.0")
        ],
        nodes: [layout, layout, layout])
    return (try builder.finish(root: root), result)
}

/// Whether `text` holds a C0 control other than LF, DEL or a C1 control.
private func hasRawControl(_ text: String, allowingNewlines: Bool = true) -> Bool {
    text.unicodeScalars.contains { scalar in
        (scalar.value < 0x20 && !(allowingNewlines && scalar == "\n")) || (0x7F...0x9F).contains(scalar.value)
            || scalar == "\u{202E}"
    }
}

@Suite struct ControlCharacterTests {
    @Test func `terminalEscaped writes controls as Swift escapes and keeps everything else`() {
        #expect(terminalEscaped(hostile) == shown)
        #expect(terminalEscaped("plain é ✓ \\ text") == "plain é ✓ \\ text")
        #expect(terminalEscaped("\u{1F}\u{80}\u{9F}\u{A0}\u{2028}") == "\\u{1F}\\u{80}\\u{9F}\u{A0}\\u{2028}")
    }

    @Test func `the tree table escapes labels`() throws {
        let (tree, result) = try tree()
        let table = TreeTableReport().render(tree: tree, result: result)
        #expect(!hasRawControl(table))
        let lines = table.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines[2] == "  Color       \(shown)  (0, 0) 10×10  (0, 0)")
        // The warnings are not part of the table.
        #expect(!table.contains("warning"))
    }

    @Test func `warnings are escaped, one line each`() throws {
        let (_, result) = try tree()
        let text = WarningsReport().render(result.diagnostics)
        #expect(text == "warning: [image.unknown] 0.0: no intrinsic size for image '\(shown)'\n")
        #expect(WarningsReport().render([]) == "")
    }

    @Test func `JSON escapes every control character and reads back unchanged`() throws {
        let (tree, result) = try tree()
        let json = JSONReport(style: .compact).render(tree: tree, result: result)
        #expect(!hasRawControl(json))
        #expect(json.contains(#""id":"a\u0000b\bc\td\re\nf\u001b[31mg\u007fh\u009bi\u202ej""#))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let root = object?["root"] as? [String: Any]
        let first = (root?["children"] as? [[String: Any]])?.first
        #expect(first?["id"] as? String == hostile)
    }

    @Test func `SVG writes control characters as visible escapes and stays well-formed`() throws {
        let (tree, result) = try tree()
        let svg = SVGReport(canvas: Rect(x: 0, y: 0, width: 20, height: 20), outlines: .all).render(
            tree: tree, result: result)
        // TAB and LF are legal XML, CR is `&#xD;`; every other control is written as an escape.
        #expect(!svg.unicodeScalars.contains { ($0.value < 0x20 && ![0x9, 0xA].contains($0.value)) })
        #expect(!svg.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
        let all = try #require(XMLElements.parse(svg), "not well-formed XML:\n\(svg)")
        let layer = all.firstIndex { $0.attributes["class"] == "labels" }
        let label = all.first { $0.name == "text" && $0.parent == layer }
        #expect(label?.text == "a\\0b\\u{8}c\td\re\nf\\u{1B}[31mg\\u{7F}h\\u{9B}i\u{202E}j")
    }
}
