// ModifierOrderTests.swift
// LayoutDSLTests
//
// CORE-4: the last modifier is the outermost node; overlay/background/border lowering.

import Foundation
import LayoutCore
import LayoutDSL
import Testing

@Suite("Modifier lowering")
struct ModifierOrderTests {
    @Test("CORE-4 the last modifier applied is the outermost node")
    func modifierOrder() throws {
        let tree = try ViewTree {
            Text("Hello").border(.red).frame(width: 100).border(.green)
        }
        let expected = try expectedTree { b in
            let text = b.add(text("Hello"))
            let redRect = b.add(shape(.rectangle, fill: ColorName("red")))
            let red = b.add(.border(color: ColorName("red"), width: 1), children: [text, redRect])
            let frame = b.add(fixedFrame(width: 100), children: [red])
            let greenRect = b.add(shape(.rectangle, fill: ColorName("green")))
            return b.add(.border(color: ColorName("green"), width: 1), children: [frame, greenRect])
        }
        #expect(tree == expected)
    }

    @Test("OVERLAY-3 a border is an overlay of the stroked rectangle")
    func border() throws {
        let tree = try ViewTree { Rectangle().border(Color.blue, width: 3) }
        #expect(
            kinds(tree) == [
                .border(color: ColorName("blue"), width: 3),
                shape(.rectangle),
                shape(.rectangle, fill: ColorName("blue")),
            ])
    }

    @Test("BACKGROUND-1 .background(.red) is a colour secondary")
    func backgroundColor() throws {
        let tree = try ViewTree { Text("A").background(.red) }
        let expected = try expectedTree { b in
            let t = b.add(text("A"))
            let c = b.add(color("red"))
            return b.add(.background(alignment: .center), children: [t, c])
        }
        #expect(tree == expected)
        #expect(try ViewTree { Text("A").background(Color.red) } == expected)
        #expect(try ViewTree { Text("A").background { Color.red } } == expected)
    }

    @Test("OVERLAY-3 each member of multi-view overlay content is a secondary child")
    func overlayMembers() throws {
        let tree = try ViewTree {
            Color.blue.frame(width: 50, height: 50).overlay(alignment: .topLeading) {
                Text("A")
                Text("B")
            }
        }
        #expect(kinds(tree)[0] == .overlay(alignment: .topLeading))
        #expect(childKinds(tree) == [fixedFrame(width: 50, height: 50), text("A"), text("B")])
        let old = try ViewTree { Rectangle().overlay(Text("A"), alignment: .bottom) }
        #expect(kinds(old) == [.overlay(alignment: .bottom), shape(.rectangle), text("A")])
        let bg = try ViewTree { Rectangle().background(alignment: .leading) { Circle() } }
        #expect(kinds(bg) == [.background(alignment: .leading), shape(.rectangle), shape(.circle)])
    }

    @Test("FRAME-2 .frame() with no arguments is a fixed frame with both dimensions nil")
    func frameWithoutArguments() throws {
        let tree = try ViewTree { Text("A").frame() }
        #expect(kinds(tree) == [fixedFrame(), text("A")])
        let aligned = try ViewTree { Text("A").frame(alignment: .leading) }
        #expect(kinds(aligned) == [fixedFrame(alignment: .leading), text("A")])
    }

    @Test("POSITION-2 .position() with no arguments is (0, 0)")
    func positionWithoutArguments() throws {
        let tree = try ViewTree { Text("A").position() }
        #expect(kinds(tree) == [.position(x: 0, y: 0), text("A")])
        let point = try ViewTree { Text("A").position(CGPoint(x: 3, y: 4)) }
        #expect(kinds(point) == [.position(x: 3, y: 4), text("A")])
    }

    @Test("FRAME-1 numbers of every spelling reach the tree unchanged")
    func frameNumbers() throws {
        let d: Double = 42.5
        let c: CGFloat = 17
        let tree = try ViewTree {
            VStack {
                Rectangle().frame(width: 50)
                Rectangle().frame(width: d, height: c)
                Rectangle().frame(width: -5, height: .nan)
                Rectangle().frame(width: .infinity)
            }
        }
        let frames = childKinds(tree)
        #expect(frames[0] == fixedFrame(width: 50))
        #expect(frames[1] == fixedFrame(width: 42.5, height: 17))
        #expect(frames[2].isNaNFrame)
        #expect(frames[3] == fixedFrame(width: .infinity))
    }

    @Test("FLEXFRAME-1 flexible frames keep every bound as written, .infinity included")
    func flexibleFrame() throws {
        let w: Double = 120
        let tree = try ViewTree {
            VStack {
                Text("A").frame(maxWidth: .infinity)
                Text("B").frame(
                    minWidth: 10, idealWidth: w, maxWidth: 5, minHeight: -1,
                    idealHeight: 3, maxHeight: .infinity, alignment: .topTrailing)
            }
        }
        let frames = childKinds(tree)
        #expect(frames[0] == .flexFrame(FlexFrameSpec(maxWidth: .infinity)))
        #expect(
            frames[1]
                == .flexFrame(
                    FlexFrameSpec(
                        minWidth: 10, idealWidth: 120, maxWidth: 5, minHeight: -1, idealHeight: 3,
                        maxHeight: .infinity, alignment: .topTrailing)))
    }

    @Test("PADDING-1 padding spellings: default 16, one length, edges, insets")
    func paddingVariants() throws {
        let length: CGFloat = 7
        let tree = try ViewTree {
            VStack {
                Text("A").padding()
                Text("B").padding(8)
                Text("C").padding(.horizontal)
                Text("D").padding(.top, length)
                Text("E").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                Text("F").padding(-3)
            }
        }
        #expect(
            childKinds(tree) == [
                padding(16),
                padding(8),
                .padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)),
                .padding(EdgeInsets(top: 7, leading: 0, bottom: 0, trailing: 0)),
                .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
                padding(-3),
            ])
    }

    @Test("FIXEDSIZE-1 ASPECT-1 PRIORITY-1 OFFSET-1 unary modifiers lower to their nodes")
    func unaryModifiers() throws {
        let tree = try ViewTree {
            VStack {
                Text("A").fixedSize()
                Text("B").fixedSize(horizontal: false, vertical: true)
                Image("photo").resizable().scaledToFit()
                Image("photo").resizable().scaledToFill()
                Rectangle().aspectRatio(1.5, contentMode: .fit)
                Rectangle().aspectRatio(CGSize(width: 4, height: 2), contentMode: .fill)
                Text("C").layoutPriority(1)
                Text("D").offset(x: 5, y: -2)
                Text("E").offset(CGSize(width: 1, height: 2))
            }
        }
        #expect(
            childKinds(tree) == [
                .fixedSize(horizontal: true, vertical: true),
                .fixedSize(horizontal: false, vertical: true),
                .aspectRatio(ratio: nil, contentMode: .fit),
                .aspectRatio(ratio: nil, contentMode: .fill),
                .aspectRatio(ratio: 1.5, contentMode: .fit),
                .aspectRatio(ratio: 2, contentMode: .fill),
                .layoutPriority(1),
                .offset(x: 5, y: -2),
                .offset(x: 1, y: 2),
            ])
        #expect(tree.nodes[6].kind == .image(ImageSpec(name: "photo", isResizable: true)))
    }

    @Test("§18.5 render-only modifiers are not nodes; fills reach shape leaves")
    func renderOnly() throws {
        let tree = try ViewTree {
            VStack {
                Rectangle().fill(.red).opacity(0.5).cornerRadius(4)
                Circle().foregroundColor(.green).scaleEffect(2).rotationEffect(.degrees(30))
                Text("A").foregroundStyle(.blue).shadow(radius: 2).clipped()
                Color.red.foregroundColor(.blue)
                Capsule().fill(Color("brand"))
            }
            .foregroundColor(.pink)
            Ellipse()
        }
        #expect(
            childKinds(tree, of: 1) == [
                shape(.rectangle, fill: ColorName("red")),
                shape(.circle, fill: ColorName("green")),
                text("A"),
                color("red"),
                shape(.capsule, fill: ColorName("brand")),
            ])
        #expect(tree.nodes.last?.kind == shape(.ellipse))
    }
}

extension NodeKind {
    /// A fixed frame whose width is -5 and whose height is NaN.
    var isNaNFrame: Bool {
        guard case .frame(let w, let h, _) = self, w == -5,
            let height = h?.constantValue
        else { return false }
        return height.isNaN
    }
}
