// TextStyleTests.swift
// LayoutSourceTests
//
// TYPE-1: `.dynamicTypeSize` gives text styles the HIG's point sizes, as data in the Text node
// both engines read. TYPE-2: `Text + Text` is one Text.

import EngineConfiguration
import LayoutCore
import Testing
import TextMeasurement

@Suite struct TextStyleTests {
    private func font(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) -> FontSpec? {
        guard let tree = parse(source, sourceLocation: sourceLocation) else { return nil }
        guard case .text(let spec) = tree.nodes.last?.kind else { return nil }
        return spec.font
    }

    @Test func `TYPE-1 text styles take the HIG size of the Dynamic Type size`() {
        #expect(font(#"Text("a").font(.title).dynamicTypeSize(.xxxLarge)"#) == FontSpec(style: "title", pointSize: 34))
        #expect(font(#"Text("a").dynamicTypeSize(.accessibility5)"#) == FontSpec(style: "body", pointSize: 53))
        #expect(
            font(#"Text("a").font(.caption2).dynamicTypeSize(.xSmall)"#) == FontSpec(style: "caption2", pointSize: 11))
        // The innermost size wins, like every environment value (§18.4).
        #expect(
            font(#"VStack { Text("a").dynamicTypeSize(.xLarge) }.dynamicTypeSize(.xSmall)"#)
                == FontSpec(style: "body", pointSize: 19))
        // `.system(size:)` is fixed; `.custom(_:size:)` scales like body.
        #expect(
            font(#"Text("a").font(.system(size: 20)).dynamicTypeSize(.xxxLarge)"#)
                == FontSpec(style: "system", pointSize: 20))
        #expect(
            font(#"Text("a").font(.custom("Menlo", size: 17)).dynamicTypeSize(.xxxLarge)"#)
                == FontSpec(style: "Menlo", pointSize: 23))
    }

    @Test func `TYPE-1 ranges clamp the default size`() {
        #expect(font(#"Text("a").dynamicTypeSize(...DynamicTypeSize.medium)"#)?.pointSize == 16)
        #expect(font(#"Text("a").dynamicTypeSize(.xLarge...)"#)?.pointSize == 19)
        #expect(font(#"Text("a").dynamicTypeSize(.xSmall ... .accessibility2)"#)?.pointSize == 17)
        #expect(font(#"Text("a").dynamicTypeSize(.small ..< .large)"#)?.pointSize == 16)
        expectError(#"Text("a").dynamicTypeSize(.huge)"#, line: 1, column: 27, "expected a DynamicTypeSize")
    }

    @Test func `TYPE-1 both engines measure the scaled size`() {
        let configuration = LayoutConfiguration(
            root: .window(width: 300, height: 600), textMeasurer: FontTableMeasurer.standard)
        guard
            let body = vocabularyLayout(#"Text("Hello").id("t")"#, configuration: configuration),
            let large = vocabularyLayout(
                #"Text("Hello").id("t").dynamicTypeSize(.xxxLarge)"#, configuration: configuration)
        else { return }
        // SF Pro's line is 2444/2048 em: 20.29 pt at 17 pt, 27.45 pt at 23 pt, ceiled to the pixel.
        #expect(body.frame("t")?.size.height == 21)
        #expect(large.frame("t")?.size.height == 28)
        #expect((large.frame("t")?.size.width ?? 0) > (body.frame("t")?.size.width ?? 0) * 23 / 17 - 1)
    }

    @Test func `TYPE-2 Text + Text is one Text of the joined strings`() {
        guard
            let layout = vocabularyLayout(
                #"(Text("ab") + Text("cd").bold() + Text("e").foregroundColor(.red)).font(.title).id("t")"#)
        else { return }
        #expect(layout.tree.count == 1)
        #expect(layout.tree.nodes[0].kind == .text(TextSpec("abcde", font: FontSpec(style: "title", pointSize: 28))))
        #expect(layout.frame("t")?.size == Size(width: 50, height: 20))
        #expect(layout.attributes("t")?.map(\.name) == ["bold", "foregroundColor"])
    }
}
