// SeedTests.swift
// LayoutSourceTests
//
// View bodies from the seed articles (/work/shared/seeds) that use the supported vocabulary.

import LayoutCore
import LayoutSource
import Testing

@Suite struct SeedTests {
    private func kinds(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        parse(source, sourceLocation: sourceLocation)?.nodes.map(\.kind.name) ?? []
    }

    @Test func `seed ideal-size: IdealSizeDemo`() {
        let source = """
            struct IdealSizeDemo: View {
                var body: some View {
                    VStack {
                        Text("GeometryReader has been present since the birth of SwiftUI, playing a crucial role in many scenarios.")
                            .fixedSize()
                        Rectangle().fill(.orange)
                            .fixedSize()
                        Circle().fill(.red)
                            .fixedSize()
                        ScrollView(.horizontal) {
                            HStack {
                                ForEach(0 ..< 50) { i in
                                    Rectangle().fill(.blue).frame(width: 30, height: 30)
                                        .overlay(Text("\\(i)").foregroundStyle(.white))
                                }
                            }
                        }
                        .fixedSize()
                        VStack {
                            Text("GeometryReader has been present since the birth of SwiftUI, playing a crucial role in many scenarios.")
                            Rectangle().fill(.yellow)
                        }
                        .fixedSize()
                    }
                }
            }
            """
        guard let tree = parse(source) else { return }
        #expect(tree.nodes.filter { $0.kind.name == "overlay" }.count == 50)
        #expect(
            Array(tree.nodes.map(\.kind.name).prefix(9)) == [
                "VStack", "fixedSize", "Text", "fixedSize", "Rectangle", "fixedSize", "Circle", "fixedSize",
                "ScrollView",
            ])
        expectRoundTrip(tree.removingAttributes()) // `.animation` is recorded (CHROME-1), not printed
    }

    @Test func `seed ideal-size: ViewThatFits and IdealSizeDemo3`() {
        #expect(
            kinds(
                """
                ViewThatFits(in: .horizontal) {
                    Text("Hello Beautiful World") // 100 < width < 200
                    Text("Hello World") //  20 < width < 100
                    Text("Hi") // 10 < width < 20
                }
                .border(.blue) // required size of ViewThatFits
                .frame(width:100)
                .border(.red) // proposed size from parent View
                """) == ["border", "frame", "border", "ViewThatFits", "Text", "Text", "Text", "Rectangle", "Rectangle"])
        #expect(
            kinds(
                """
                struct IdealSizeDemo3: View {
                    var body: some View {
                        HStack {
                            ViewThatFits(in: .vertical) {
                                Text("1: GeometryReader has been present since the birth of SwiftUI, playing a crucial role in many scenarios.")
                                Text("2: In addition, some views believe that:")
                            }
                            .border(.blue)
                            .frame(width: 200, height: 100, alignment: .top)
                            .border(.red)
                            Text("2: In addition, some views believe that:")
                                .fixedSize(horizontal: false, vertical: true)
                                .border(.blue)
                                .frame(width: 200, height: 100, alignment: .top)
                                .border(.red)
                        }
                    }
                }
                """
            ).count == 16)
    }

    @Test func `seed ideal-size: SetIdealSize without its Button`() {
        let source = """
            struct SetIdealSize: View {
                @State var useIdealSize = false
                var body: some View {
                    VStack {
                        Rectangle()
                            .fill(.orange)
                            .frame(width: 100, height: 100)
                            .fixedSize(horizontal: useIdealSize ? true : false, vertical: useIdealSize ? true : false)
                        Rectangle()
                            .fill(.cyan)
                            .frame(idealWidth: 100, idealHeight: 100)
                            .fixedSize(horizontal: useIdealSize ? true : false, vertical: useIdealSize ? true : false)
                    }
                    .animation(.easeInOut, value: useIdealSize)
                }
            }
            """
        expectTree(
            source,
            vstack(
                m(
                    .fixedSize(horizontal: false, vertical: false),
                    frame(shape(.rectangle, fill: "orange"), width: 100, height: 100)),
                m(
                    .fixedSize(horizontal: false, vertical: false),
                    m(.flexFrame(FlexFrameSpec(idealWidth: 100, idealHeight: 100)), shape(.rectangle, fill: "cyan")))))
        // CHROME-3: with its Button, the seed lays the button out as its title.
        let withButton = parse(
            source.replacingOccurrences(of: "VStack {\n", with: "VStack {\nButton(\"Use Ideal Size\") { }\n"))
        #expect(withButton?.nodes[1].kind == .text(TextSpec("Use Ideal Size")))
        #expect(withButton?.nodes[1].attributes == [NodeAttribute("Button", .string("Use Ideal Size"))])
    }

    @Test func `seed dimensions-2: offset, padding, frame and position variants`() {
        let base = "Rectangle()\n    .fill(.green.gradient)\n    .frame(width: 100, height: 50)\n    .border(.blue)\n"
        let r = border(frame(shape(.rectangle, fill: "green"), width: 100, height: 50), "blue")
        expectTree(
            base + "    .offset(x: 30, y: 30)\n    .border(.green)", border(m(.offset(x: 30, y: 30), r), "green"))
        expectTree(
            base + "    .padding(EdgeInsets(top: 30, leading: 30, bottom: 0, trailing: 0))\n    .border(.green)",
            border(m(.padding(EdgeInsets(top: 30, leading: 30)), r), "green"))
        expectTree(
            base + "    .frame(width: 130, height: 80, alignment: .bottomTrailing)\n    .border(.green)",
            border(frame(r, width: 130, height: 80, alignment: .bottomTrailing), "green"))
        expectTree(
            base + "    .position(x: 80, y: 55)\n    .frame(width: 130, height: 80)\n    .border(.green)",
            border(frame(m(.position(x: 80, y: 55), r), width: 130, height: 80), "green"))
    }

    @Test func `seed dimensions-2: OffsetDemo1 and RotationDemo`() {
        #expect(
            kinds(
                """
                struct OffsetDemo1:View{
                    var body: some View{
                        HStack{
                            Rectangle()
                                .fill(.orange.gradient)
                                .frame(maxWidth:.infinity)
                            Rectangle()
                                .fill(.green.gradient)
                                .frame(maxWidth:.infinity)
                        }
                        .border(.red)
                    }
                }
                """) == ["border", "HStack", "frame", "Rectangle", "frame", "Rectangle", "Rectangle"])
        #expect(
            kinds(
                """
                struct RotationDemo: View {
                    var body: some View {
                        HStack(alignment: .center) {
                            Text("HI")
                                .border(.red)
                            Text("Hello world")
                                .fixedSize()
                                .border(.yellow)
                                .rotationEffect(.degrees(-40))
                                .border(.red)
                        }
                        .border(.blue)
                    }
                }
                """
            ).count == 12)
    }

    @Test func `seed dimensions-1: idealWidth frames and fixedSize`() {
        expectTree(
            """
            Text("Hello world")
                .border(.red)
                .frame(idealWidth: 100, idealHeight: 100)
                .fixedSize(horizontal: true, vertical: true)
                .border(.green)
                .frame(width: 200, height: 200)
                .border(.yellow)
            """,
            border(
                frame(
                    border(
                        m(
                            .fixedSize(horizontal: true, vertical: true),
                            m(
                                .flexFrame(FlexFrameSpec(idealWidth: 100, idealHeight: 100)),
                                border(text("Hello world"), "red"))),
                        "green"), width: 200, height: 200), "yellow"))
    }

    @Test func `seed ideal-size: ContentView with background and nil frame`() {
        expectTree(
            """
            struct ContentView: View {
                var body: some View {
                    Text("Hello, World!")
                        .background(Color.blue)
                        .frame(width: nil, height: nil)
                        .border(Color.red)
                }
            }
            """, border(frame(m(.background(alignment: .center), text("Hello, World!"), color("blue"))), "red"))
    }
}
