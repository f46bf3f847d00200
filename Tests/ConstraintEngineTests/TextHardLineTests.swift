// TextHardLineTests.swift
// ConstraintEngineTests
//
// TEXT-2's hard lines in the constraint engine: "\r\n" is one break, "\n" splits wherever it
// is (also between multi-byte characters and after combining marks), and empty lines count.

import ConstraintEngine
import LayoutCore
import ReferenceEngine
import Testing
import TextMeasurement

@Suite("Constraint engine: TEXT-2 hard lines")
struct TextHardLineTests {
    /// 10 pt per character, 20 pt per line, display scale 1 (no pixel rounding to speak of).
    let config = window(400, 400, measurer: MonoMeasurer(advance: 10, lineHeight: 20))

    @Test(
        "TEXT-2 hard lines: widths of the widest line, 20 pt per line, in every mode and as the reference engine",
        arguments: [
            ("ab\r\ncd", 20.0, 40.0), // one break, not two
            ("ab\n\ncd", 20, 60), // an empty line between
            ("ab\n", 20, 40), // a trailing empty line
            ("\n", 0, 40), // two empty lines
            ("日本\n語", 20, 40), // split between multi-byte characters
            ("e\u{301}e\u{301}e\u{301}\nx", 30, 40), // a combining mark before the break
            ("a\rb\nc", 30, 40), // a lone "\r" is no break (one Character of its own)
        ])
    func hardLines(_ string: String, width: Double, height: Double) throws {
        var t = TreeBuilding()
        let text = t.add(.text(TextSpec(string)), label: "t")
        let root = t.add(.stack(StackSpec(axis: .vertical)), [text])
        let tree = try t.finish(root)
        for (mode, result) in try layoutInModes(tree, config) {
            #expect(labelled(result, "t", in: tree).size == Size(width: width, height: height), "\(mode)")
        }
        let reference = ReferenceEngine(configuration: config).layout(tree)
        #expect(labelled(reference, "t", in: tree).size == Size(width: width, height: height))
    }
}
