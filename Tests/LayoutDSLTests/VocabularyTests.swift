// VocabularyTests.swift
// LayoutDSLTests
//
// SwiftUI code as people write it compiles against the DSL and lowers: overload resolution for
// literals, Double/CGFloat variables, proxy expressions and `.infinity`.

import Foundation
import LayoutCore
import LayoutDSL
import Testing

struct Row: Identifiable { let id: Int }

/// One view using most of the vocabulary, written the SwiftUI way.
struct Showcase: View {
    let items = [Row(id: 1), Row(id: 2)]
    let h: Double = 12
    let d: CGFloat = 30
    let t: Double = 3
    var flag = true

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("A").frame(width: 50, height: 50, alignment: .topLeading)
            HStack {
                Text("B"); Spacer()
            }.frame(maxWidth: .infinity, alignment: .leading)
            Text("C").padding(.horizontal, 20).padding([.top, .bottom], 5)
            Text("D").alignmentGuide(HorizontalAlignment.center) { d in d[.leading] }
            ForEach(items.indices, id: \.self) { i in Text("\(i)") }
            ForEach(items) { item in Text("\(item.id)") }
            GeometryReader { proxy in
                Text("E").frame(width: proxy.size.width * 0.8)
                Color.red.frame(width: proxy.size.width, height: 100)
                Color.red.frame(width: proxy.size.width, height: LayoutExpression(h))
                Color.red.frame(minWidth: 0, maxWidth: proxy.size.width)
                Color.red.position(x: proxy.size.width / 2, y: proxy.size.height / 2)
            }
            Text("F").offset(y: -10)
            Text("G").overlay(alignment: .topTrailing) {
                Circle().frame(width: 10, height: 10).offset(x: 5, y: -5)
            }
            Spacer().frame(height: 20)
            ViewThatFits(in: .horizontal) {
                Text("long"); Text("s")
            }
            if #available(iOS 16, macOS 13, *) { Text("J") } else { Text("K") }
            Text("L").font(.system(size: 20, weight: .bold)).foregroundStyle(.secondary)
            Text("M").background(Color.gray.opacity(0.2))
            Text("N").layoutPriority(1).border(Color.red).border(.red, width: 2)
            RoundedRectangle(cornerRadius: 10).stroke(.red, lineWidth: 2)
            Text("S").alignmentGuide(.leading) { d in
                let w = d.width
                return w / 2
            }
            Group { if flag { Text("U") } }
            Circle().frame(width: d, height: d)
            Text("W").padding(EdgeInsets(top: t, leading: 0, bottom: t, trailing: 0))
            Image(systemName: "star").resizable().aspectRatio(contentMode: .fit).frame(width: 20)
            Text("Z").lineLimit(nil).lineLimit(2)
            Text("0").padding(d / 2).frame(width: d * 2)
        }
        .edgesIgnoringSafeArea(.all)
    }
}

@Suite("Vocabulary")
struct VocabularyTests {
    @Test("CORE-5 a view written the SwiftUI way lowers with every value in place")
    func showcase() throws {
        let tree = try ViewTree(Showcase())
        #expect(tree.ignoresSafeArea)
        #expect(
            tree.nodes[0].kind
                == .stack(
                    StackSpec(
                        axis: .vertical, alignment: .leading,
                        spacing: 0)))
        let all = kinds(tree)
        #expect(all.contains(text("J")) && !all.contains(text("K")))
        #expect(all.contains(text("Z"))) // the inner lineLimit(nil) wins over lineLimit(2)
        #expect(all.contains(text("L", font: FontSpec(style: "system", pointSize: 20))))
        #expect(all.contains(fixedFrame(width: .proxyWidth(0), height: 12)))
        #expect(all.contains(fixedFrame(width: .proxyWidth(0), height: 100)))
        #expect(all.contains(.flexFrame(FlexFrameSpec(minWidth: 0, maxWidth: .proxyWidth(0)))))
        #expect(all.contains(.flexFrame(FlexFrameSpec(maxWidth: .infinity, alignment: .leading))))
        #expect(all.contains(.padding(EdgeInsets(top: 3, leading: 0, bottom: 3, trailing: 0))))
        #expect(all.contains(fixedFrame(width: 30, height: 30)))
        #expect(all.contains(fixedFrame(width: 60)))
        #expect(all.contains(padding(15)))
        #expect(all.contains(.alignmentGuide(key: .horizontalCenter, value: .guide(.leading))))
        #expect(all.contains(.alignmentGuide(key: .leading, value: .quotient(.width, 2))))
        #expect(all.contains(.offset(x: 0, y: -10)))
        #expect(all.contains(.background(alignment: .center)))
        #expect(all.contains(text("U")))
        #expect(tree.nodes[0].children.count == 25)
    }
}
