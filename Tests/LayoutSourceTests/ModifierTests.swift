// ModifierTests.swift
// LayoutSourceTests
//
// Layout modifiers (§12) with SwiftUI's labels and defaults; environment and render-only modifiers.

import LayoutCore
import LayoutSource
import Testing

@Suite struct ModifierTests {
    @Test func `CORE-4 seed border example nests outermost last`() {
        let source = """
            VStack { Text("Hello world").border(.red).frame(width:100,height:100,alignment:.bottomLeading).border(.blue).padding() }.border(.green)
            """
        let inner = border(
            frame(border(text("Hello world"), "red"), width: 100, height: 100, alignment: .bottomLeading), "blue")
        expectTree(source, border(vstack(m(.padding(EdgeInsets(all: 16)), inner)), "green"))
    }

    @Test func `FRAME-1 fixed frames, nil dimensions and frame()`() {
        expectTree(
            """
            Text("a").frame(width: 50)
            Text("b").frame(width: nil, height: nil)
            Text("c").frame()
            Text("d").frame(height: -3, alignment: .top)
            """,
            .group([
                frame(text("a"), width: 50), frame(text("b")), frame(text("c")),
                frame(text("d"), height: -3, alignment: .top),
            ]))
    }

    @Test func `FLEXFRAME-1 flexible frames keep values as written`() {
        expectTree(
            "Color.red.frame(minWidth: 100, idealWidth: 50, maxWidth: .infinity, maxHeight: 30.5, alignment: .leading)",
            m(
                .flexFrame(
                    FlexFrameSpec(
                        minWidth: 100, idealWidth: 50, maxWidth: .constant(.infinity),
                        maxHeight: 30.5, alignment: .leading)), color("red")))
    }

    @Test func `PADDING-1 every padding form`() {
        let t = text("t")
        expectTree(
            """
            Text("t").padding()
            Text("t").padding(8)
            Text("t").padding(.horizontal)
            Text("t").padding(.horizontal, 8)
            Text("t").padding([.top, .leading], 4)
            Text("t").padding(.bottom, nil)
            Text("t").padding(EdgeInsets(top: 30, leading: 30, bottom: 0, trailing: 0))
            Text("t").padding(-2.5)
            """,
            .group([
                m(.padding(EdgeInsets(all: 16)), t), m(.padding(EdgeInsets(all: 8)), t),
                m(.padding(EdgeInsets(leading: 16, trailing: 16)), t),
                m(.padding(EdgeInsets(leading: 8, trailing: 8)), t),
                m(.padding(EdgeInsets(top: 4, leading: 4)), t), m(.padding(EdgeInsets(bottom: 16)), t),
                m(.padding(EdgeInsets(top: 30, leading: 30)), t), m(.padding(EdgeInsets(all: -2.5)), t),
            ]))
    }

    @Test func `FIXEDSIZE-1 OFFSET-1 POSITION-2 ASPECT-1 forms`() {
        let r = shape(.rectangle)
        expectTree(
            """
            Rectangle().fixedSize()
            Rectangle().fixedSize(horizontal: false, vertical: true)
            Rectangle().offset(x: 30, y: 30)
            Rectangle().offset(y: 5)
            Rectangle().offset(CGSize(width: 1, height: 2))
            Rectangle().position(x: 80, y: 55)
            Rectangle().position()
            Rectangle().aspectRatio(1.5, contentMode: .fit)
            Rectangle().aspectRatio(CGSize(width: 16, height: 9), contentMode: .fill)
            Rectangle().aspectRatio(contentMode: .fit)
            Rectangle().scaledToFit()
            Rectangle().scaledToFill()
            """,
            .group([
                m(.fixedSize(horizontal: true, vertical: true), r), m(.fixedSize(horizontal: false, vertical: true), r),
                m(.offset(x: 30, y: 30), r), m(.offset(x: 0, y: 5), r), m(.offset(x: 1, y: 2), r),
                m(.position(x: 80, y: 55), r), m(.position(x: 0, y: 0), r),
                m(.aspectRatio(ratio: 1.5, contentMode: .fit), r),
                m(.aspectRatio(ratio: 16.0 / 9.0, contentMode: .fill), r),
                m(.aspectRatio(ratio: nil, contentMode: .fit), r), m(.aspectRatio(ratio: nil, contentMode: .fit), r),
                m(.aspectRatio(ratio: nil, contentMode: .fill), r),
            ]))
    }

    @Test func `PRIORITY-1 negative and fractional layoutPriority`() {
        expectTree(
            "HStack { Text(\"a\").layoutPriority(-1.5); Spacer().layoutPriority(0.25) }",
            hstack(m(.layoutPriority(-1.5), text("a")), m(.layoutPriority(0.25), v(.spacer(minLength: nil)))))
    }

    @Test func `OVERLAY-1 overlay and background forms`() {
        let r = shape(.rectangle)
        expectTree(
            """
            Rectangle().overlay(alignment: .topTrailing) { Circle(); Text("x") }
            Rectangle().overlay { Circle() }
            Rectangle().overlay(Text("y"), alignment: .bottom)
            Rectangle().overlay(.red)
            Rectangle().background(.red)
            Rectangle().background(Color.blue.opacity(0.3))
            Rectangle().background(alignment: .leading) { Text("z") }
            Rectangle().background(.green, in: Capsule())
            """,
            .group([
                m(.overlay(alignment: .topTrailing), r, shape(.circle), text("x")),
                m(.overlay(alignment: .center), r, shape(.circle)),
                m(.overlay(alignment: .bottom), r, text("y")),
                m(.overlay(alignment: .center), r, color("red")),
                m(.background(alignment: .center), r, color("red")),
                m(.background(alignment: .center), r, .painted(.opacity(0.3), content: color("blue"))),
                m(.background(alignment: .leading), r, text("z")),
                m(.background(alignment: .center), r, shape(.capsule, fill: "green")),
            ]))
    }

    @Test func `OVERLAY-3 border is an overlay of a stroked rectangle`() {
        expectTree(
            "Text(\"a\").border(Color.red, width: 2).border(.blue.gradient)",
            border(border(text("a"), "red", width: 2), "blue"))
    }

    @Test func `GUIDE-2 seed IconDemo guides`() {
        let heart = m(
            .overlay(alignment: .center),
            frame(shape(.circle, fill: "yellow"), width: 30, height: 30),
            v(.image(ImageSpec(name: "heart", isSystemSymbol: true))))
        let button = frame(shape(.roundedRectangle(cornerRadius: 12), fill: "blue"), width: 150, height: 50)
        let guided = m(
            .alignmentGuide(key: .trailing, value: .width / 2), m(.alignmentGuide(key: .top, value: .height / 2), heart)
        )
        let views = """
            struct HeartView: View {
                var body: some View {
                    Circle()
                        .fill(.yellow)
                        .frame(width: 30, height: 30)
                        .overlay(Image(systemName: "heart").foregroundColor(.red))
                }
            }
            struct ButtonView: View {
                var body: some View {
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color.blue.gradient)
                        .frame(width: 150, height: 50)
                }
            }
            """
        expectTree(
            views + """

                struct IconDemo1: View {
                    var body: some View {
                        ZStack(alignment: .topTrailing) {
                            ButtonView()
                            HeartView()
                                .alignmentGuide(.top, computeValue: { $0.height / 2 })
                                .alignmentGuide(.trailing, computeValue: { d in d.width / 2 })
                        }
                    }
                }
                """, v(.zStack(alignment: .topTrailing), button, guided))
        expectTree(
            views + """

                struct IconDemo3: View {
                    var body: some View {
                            HeartView()
                            .background(alignment:.center){
                                ButtonView()
                                    .alignmentGuide(HorizontalAlignment.center, computeValue: {$0[.trailing]})
                                    .alignmentGuide(VerticalAlignment.center, computeValue: {$0[.top]})
                            }
                    }
                }
                """,
            m(
                .background(alignment: .center), heart,
                m(
                    .alignmentGuide(key: .verticalCenter, value: .guide(.top)),
                    m(.alignmentGuide(key: .horizontalCenter, value: .guide(.trailing)), button))))
    }

    @Test func `GUIDE-2 d[.center] means the centre on the guide's axis`() {
        expectTree(
            """
            Text("a")
                .alignmentGuide(.leading) { d in d[.center] + d[VerticalAlignment.center] }
                .alignmentGuide(.firstTextBaseline) { d in d[.center] - 2 }
            """,
            m(
                .alignmentGuide(key: .firstTextBaseline, value: .guide(.verticalCenter) - 2),
                m(.alignmentGuide(key: .leading, value: .guide(.horizontalCenter) + .guide(.verticalCenter)), text("a"))
            ))
        expectError("Text(\"a\").alignmentGuide(.top) { d in d[explicit: .top] }", line: 1, column: 41, "d[explicit:]")
        expectError("Text(\"a\").alignmentGuide(.center) { $0.width }", line: 1, column: 26, "ambiguous")
    }

    @Test func `§18.4 lineLimit and font reach Text; innermost wins`() {
        expectTree(
            """
            VStack {
                Text("a")
                Text("b").font(.body).lineLimit(nil)
                Text("c").font(.system(size: 20, weight: .bold))
                Text("d").font(.custom("Menlo", size: 12)).font(.title)
            }
            .font(.title.bold())
            .lineLimit(2)
            """,
            vstack(
                v(.text(TextSpec("a", font: FontSpec(style: "title", pointSize: 28), lineLimit: 2))),
                v(.text(TextSpec("b", font: .body, lineLimit: nil))),
                v(.text(TextSpec("c", font: FontSpec(style: "system", pointSize: 20), lineLimit: 2))),
                v(.text(TextSpec("d", font: FontSpec(style: "Menlo", pointSize: 12), lineLimit: 2)))))
    }

    @Test func `§18.5 id labels the node the expression produced`() {
        guard
            let tree = parse(
                """
                VStack {
                    Text("a").id("text").padding().id("padded")
                    ForEach(0..<2) { i in Color.red.id(i) }
                }
                """)
        else { return }
        #expect(tree.nodes.map(\.label) == [nil, "padded", "text", "0", "1"])
    }

    @Test func `OFFSET-1 render-only modifiers are accepted; opacity and clipping are recorded as paint effects`() {
        expectTree(
            """
            Rectangle()
                .fill(.green.gradient)
                .foregroundColor(.red)
                .opacity(0.5)
                .cornerRadius(8)
                .shadow(radius: 3)
                .rotationEffect(.degrees(-40))
                .scaleEffect(2)
                .clipped()
                .animation(.easeInOut, value: 1)
                .onTapGesture { print("tap") }
                .frame(width: 10)
            """,
            frame(
                .painted(
                    .clip(.rectangle),
                    content: .painted(
                        .clip(.roundedRectangle(cornerRadius: 8)),
                        content: .painted(.opacity(0.5), content: shape(.rectangle, fill: "green")))),
                width: 10))
        expectTree(
            "Circle().stroke(.red, lineWidth: 2).clipShape(.rect(cornerRadius: 4))",
            .painted(
                .clip(.roundedRectangle(cornerRadius: 4)),
                content: .view(
                    .shape(ShapeSpec(shape: .circle, stroke: ShapeStroke(color: ColorName("red"), lineWidth: 2))))))
        expectTree(
            "Capsule().strokeBorder(lineWidth: 3).clipShape(Circle())",
            .painted(
                .clip(.circle),
                content: .view(.shape(ShapeSpec(shape: .capsule, stroke: ShapeStroke(lineWidth: 3, isInset: true))))))
        expectTree("Circle().foregroundStyle(.orange)", shape(.circle, fill: "orange"))
        expectTree("Text(\"x\").bold().italic().foregroundStyle(.white).multilineTextAlignment(.center)", text("x"))
    }

    @Test func `ROOT-3 ignoresSafeArea on the outermost view`() {
        guard let tree = parse("ZStack { Color.red }.ignoresSafeArea().opacity(0.9)") else { return }
        #expect(tree.ignoresSafeArea)
        #expect(tree[tree.root].kind == .zStack(alignment: .center))
        guard
            let custom = parse(
                """
                struct FavoriteDemo: View {
                    var body: some View {
                        ZStack(alignment: .bottomTrailing) {
                            Rectangle().fill(Color.cyan.gradient.opacity(0.5))
                        }
                        .ignoresSafeArea()
                    }
                }
                struct ContentView: View {
                    var body: some View { FavoriteDemo() }
                }
                """)
        else { return }
        #expect(custom.ignoresSafeArea)
    }
}
