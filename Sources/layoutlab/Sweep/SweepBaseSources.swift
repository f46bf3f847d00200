// SweepBaseSources.swift
// layoutlab
//
// The valid sources the hostile-source sweep mutates: the bundled examples (Examples/), the
// seeds' worked examples and one source per construct the parser reads, embedded so that the
// sweep gives the same inputs wherever the binary runs.

enum SweepBaseSources {
    static let all: [String] = [
        #"ZStack { Text("Hello world") }"#,
        #"VStack { Text("Hello world").border(.red).frame(width:100,height:100,alignment:.bottomLeading).border(.blue).padding() }.border(.green)"#,
        """
        import SwiftUI

        struct ContentView: View {
            let spacing: CGFloat = 8
            var body: some View {
                HStack(alignment: .firstTextBaseline, spacing: spacing) {
                    Text("Title").font(.title).lineLimit(1)
                    Spacer(minLength: 0)
                    Image(systemName: "star").resizable().scaledToFit().frame(width: 20)
                }
                .padding(.horizontal, 16)
            }
        }
        """,
        """
        ZStack(alignment: .topTrailing) {
            RoundedRectangle(cornerRadius: 10).fill(.blue).frame(width: 150, height: 50).id("button")
            Circle().fill(.red).frame(width: 30, height: 30)
                .alignmentGuide(.top) { $0.height / 2 }
                .alignmentGuide(.trailing) { d in d.width / 2 }
        }
        """,
        #"ViewThatFits(in: .horizontal) { Text("Hello Beautiful World"); Text("Hi") }.border(.blue).frame(width: 100)"#,
        "GeometryReader { geo in Color.red.frame(width: geo.size.width / 3, height: geo.size.height - 10) }",
        "ScrollView(.horizontal, showsIndicators: false) { ForEach(0..<3) { i in Text(\"\\(i)\") } }",
        "FlowLayout(spacing: 10) { Color.red.frame(width: 100, height: 30); Color.blue.frame(width: 100, height: 30) }.frame(width: 250)",
        "Rectangle().overlay(alignment: .topTrailing) { Circle(); Text(\"x\") }.background(.red).border(Color(\"brand\"), width: 2.5)",
        "Color.red.frame(minWidth: 100, maxWidth: .infinity, alignment: .leading).layoutPriority(1).fixedSize(horizontal: true, vertical: false)",
        "Text(\"p\").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).offset(x: -3, y: 4).position(x: 10, y: 20)",
        "HStack { Image(\"photo\"); Spacer(); Divider(); CustomLeaf(width: 10, height: 20) }.aspectRatio(2, contentMode: .fill)",
        """
        extension HorizontalAlignment {
            enum Mid: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
            static let mid = HorizontalAlignment(Mid.self)
        }
        VStack(alignment: .mid) { Text("a").alignmentGuide(.mid) { $0[.trailing] }; Group { if true { Text("b") } else { EmptyView() } } }
        """,
    ]
}
