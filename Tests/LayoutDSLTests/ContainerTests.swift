// ContainerTests.swift
// LayoutDSLTests
//
// Leaves, containers, custom layouts, environment push-down and labels.

import CustomLayout
import Foundation
import LayoutCore
import LayoutDSL
import Testing

struct Columns: Layout, Codable {
    var count: Int
    var gap: Double

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) {}
}

@Suite("Container lowering")
struct ContainerTests {
    @Test("LEAF-SHAPE-1 LEAF-IMAGE-1 LEAF-OTHER-1 leaves lower to their kinds")
    func leaves() throws {
        let tree = try ViewTree {
            Rectangle()
            RoundedRectangle(cornerRadius: 8)
            Capsule()
            Ellipse()
            Circle()
            Color.clear
            Color("brand")
            Image("photo")
            Image(systemName: "star")
            Spacer()
            Spacer(minLength: -4)
            Divider()
            CustomLeaf(width: 100, height: 30)
            CustomLeaf("Slider", minWidth: 10, idealWidth: 150, idealHeight: 30, maxHeight: 30)
            Text("Hi")
        }
        #expect(
            childKinds(tree) == [
                shape(.rectangle), shape(.roundedRectangle(cornerRadius: 8)), shape(.capsule),
                shape(.ellipse), shape(.circle), color("clear"), color("brand"),
                .image(ImageSpec(name: "photo")), .image(ImageSpec(name: "star", isSystemSymbol: true)),
                .spacer(minLength: nil), .spacer(minLength: -4), .divider,
                .customLeaf(.fixed(Size(width: 100, height: 30))),
                .customLeaf(
                    CustomLeafSpec(
                        name: "Slider", minimum: Size(width: 10, height: 0),
                        ideal: Size(width: 150, height: 30),
                        maximum: Size(width: .infinity, height: 30))),
                text("Hi"),
            ])
    }

    @Test("HSTACK-1 ZSTACK-1 stack parameters are kept")
    func stacks() throws {
        let tree = try ViewTree {
            HStack(alignment: .firstTextBaseline, spacing: 0) { Text("A") }
            VStack(alignment: .trailing) { Text("B") }
            ZStack(alignment: .bottomLeading) { Text("C") }
        }
        #expect(
            childKinds(tree) == [
                .stack(StackSpec(axis: .horizontal, alignment: .firstTextBaseline, spacing: 0)),
                .stack(StackSpec(axis: .vertical, alignment: .trailing)),
                .zStack(alignment: .bottomLeading),
            ])
    }

    @Test("LAYOUTPROTO-1 HStackLayout, VStackLayout, ZStackLayout lower like the stacks")
    func stackLayouts() throws {
        let stacks = try ViewTree {
            HStack(alignment: .top, spacing: 3) {
                Text("A"); Text("B")
            }
            VStack(alignment: .leading) { Text("A") }
            ZStack(alignment: .top) { Text("A") }
        }
        let layouts = try ViewTree {
            HStackLayout(alignment: .top, spacing: 3) {
                Text("A"); Text("B")
            }
            VStackLayout(alignment: .leading) { Text("A") }
            ZStackLayout(alignment: .top) { Text("A") }
        }
        #expect(stacks == layouts)
        func adaptive(wide: Bool) -> AnyLayout {
            wide ? AnyLayout(HStackLayout(alignment: .top, spacing: 3)) : AnyLayout(VStackLayout())
        }
        let layout = adaptive(wide: true)
        let erased = try ViewTree {
            layout {
                Text("A"); Text("B")
            }
        }
        #expect(erased.nodes[0].kind == stacks.nodes[1].kind)
        let narrow = adaptive(wide: false)
        #expect(try ViewTree { narrow { Text("A") } }.nodes[0].kind == vStack)
    }

    @Test("LAYOUTPROTO-1 FlowLayout(spacing: 10) lowers to a custom layout with its parameters")
    func flowLayout() throws {
        let tree = try ViewTree {
            FlowLayout(spacing: 10) {
                ForEach(0..<3) { i in Text("tag \(i)") }
            }
        }
        let expected = try expectedTree { b in
            let tags = (0..<3).map { b.add(text("tag \($0)")) }
            return b.add(
                .customLayout(
                    CustomLayoutSpec(
                        name: "FlowLayout",
                        parameters: #"{"spacing":10}"#)),
                children: tags)
        }
        #expect(tree == expected)
        let custom = try ViewTree { Columns(count: 2, gap: 4.5) { Text("A") } }
        #expect(
            custom.nodes[0].kind
                == .customLayout(
                    CustomLayoutSpec(name: "Columns", parameters: #"{"count":2,"gap":4.5}"#)))
        let erased = try ViewTree { AnyLayout(FlowLayout(spacing: 10)) { Text("A") } }
        #expect(erased.nodes[0].kind == tree.nodes[0].kind)
    }

    @Test("VTF-1 ViewThatFits keeps its axes and children")
    func viewThatFits() throws {
        let tree = try ViewTree {
            ViewThatFits {
                Text("A long label")
                Text("Short")
            }
            ViewThatFits(in: .horizontal) { Text("A") }
        }
        #expect(
            kinds(tree) == [
                implicitVStack, .viewThatFits(axes: .both), text("A long label"),
                text("Short"), .viewThatFits(axes: .horizontal), text("A"),
            ])
    }

    @Test("GROUP-4 ScrollView with several views gets an implicit stack")
    func scrollView() throws {
        let vertical = try ViewTree {
            ScrollView {
                Text("A")
                Text("B")
            }
        }
        let expected = try expectedTree { b in
            let stack = b.add(implicitVStack, children: [b.add(text("A")), b.add(text("B"))])
            return b.add(.scrollView(axes: .vertical), children: [stack])
        }
        #expect(vertical == expected)

        let horizontal = try ViewTree {
            ScrollView(.horizontal, showsIndicators: false) {
                ForEach(0..<2) { _ in Rectangle() }
            }
        }
        #expect(
            kinds(horizontal) == [
                .scrollView(axes: .horizontal), implicitHStack,
                shape(.rectangle), shape(.rectangle),
            ])
        let single = try ViewTree { ScrollView([.horizontal, .vertical]) { VStack { Text("A") } } }
        #expect(kinds(single) == [.scrollView(axes: .both), vStack, text("A")])
    }

    @Test("§18.4 lineLimit and font reach every Text below; the innermost wins")
    func environmentPushDown() throws {
        let tree = try ViewTree {
            VStack {
                Text("inner").lineLimit(1).font(.title)
                Text("outer")
                HStack { Text("system").font(.system(size: 30)) }
            }
            .lineLimit(3)
            .font(.caption)
            .lineLimit(5)
        }
        let title = FontSpec(style: "title", pointSize: 28)
        let caption = FontSpec(style: "caption", pointSize: 12)
        let system = FontSpec(style: "system", pointSize: 30)
        #expect(
            kinds(tree) == [
                vStack,
                text("inner", font: title, lineLimit: 1),
                text("outer", font: caption, lineLimit: 3),
                hStack,
                text("system", font: system, lineLimit: 3),
            ])
    }

    @Test("§18.4 every Font text style comes from FontSpec.textStyles")
    func fontStyles() {
        let fonts: [Font] = [
            .largeTitle, .title, .title2, .title3, .headline, .body, .callout,
            .subheadline, .footnote, .caption, .caption2,
        ]
        for font in fonts {
            #expect(FontSpec.textStyles[font.spec.style] == font.spec.pointSize)
        }
        #expect(fonts.count == FontSpec.textStyles.count)
        #expect(Font.body.spec == .body)
    }

    @Test("CORE-8 .id labels every node the view lowers to")
    func labels() throws {
        let tree = try ViewTree {
            HStack {
                Text("A").padding().id("first")
                Group {
                    Text("B"); Text("C")
                }.id(7)
            }
        }
        #expect(tree.nodes.map(\.label) == [nil, "first", nil, "7", "7"])
    }

    @Test("ROOT-3 ignoresSafeArea is accepted on the outermost view only")
    func ignoresSafeArea() throws {
        let root = try ViewTree { Color.blue.ignoresSafeArea() }
        #expect(root.ignoresSafeArea)
        #expect(kinds(root) == [color("blue")])
        #expect(throws: LoweringError.ignoresSafeAreaNotAtRoot) {
            try ViewTree { VStack { Color.blue.ignoresSafeArea() } }
        }
        #expect(try ViewTree { Text("A") }.ignoresSafeArea == false)
    }
}
