// ExpressionTests.swift
// LayoutDSLTests
//
// Closures become LayoutExpressions: alignment guides (GUIDE-1/2) and GeometryReader proxies
// (GEOREADER-2).

import Foundation
import LayoutCore
import LayoutDSL
import Testing

extension HorizontalAlignment {
    static let oneThird = HorizontalAlignment.custom(name: "oneThird") { d in d.width / 3 }
}

struct MidAccount: AlignmentID {
    static func defaultValue(in d: GuideDimensions) -> LayoutExpression { d[.bottom] - 4 }
}

extension VerticalAlignment {
    static let midAccount = VerticalAlignment(MidAccount.self)
}

@Suite("Expression lowering")
struct ExpressionTests {
    /// The guide key and value of the outermost node, which must be an alignment guide.
    func guide(_ tree: ViewTree, node: Int = 0) -> (AlignmentKey, LayoutExpression)? {
        guard case .alignmentGuide(let key, let value) = tree.nodes[node].kind else { return nil }
        return (key, value)
    }

    @Test("GUIDE-2 alignmentGuide closures become expressions over symbolic dimensions")
    func guideClosures() throws {
        let half = try ViewTree { Text("A").alignmentGuide(.top) { d in d.height / 2 } }
        #expect(guide(half)?.0 == .top)
        #expect(guide(half)?.1 == .quotient(.height, 2))

        let trailing = try ViewTree { Text("A").alignmentGuide(.leading) { d in d[.trailing] } }
        #expect(guide(trailing)?.0 == .leading)
        #expect(guide(trailing)?.1 == .guide(.trailing))

        let shifted = try ViewTree { Text("A").alignmentGuide(.bottom) { d in d[.top] - 10 } }
        #expect(guide(shifted)?.1 == .difference(.guide(.top), .constant(10)))

        let mixed = try ViewTree {
            Text("A").alignmentGuide(.leading) { d in d.width * 0.5 + d[.leading] }
        }
        #expect(guide(mixed)?.1 == .sum(.product(.width, 0.5), .guide(.leading)))
    }

    @Test("GUIDE-2 closures returning plain numbers become constants")
    func numericGuides() throws {
        let tree = try ViewTree {
            VStack(alignment: .leading) {
                ForEach(0..<3) { i in
                    Text("row").alignmentGuide(.leading) { _ in -10 * Double(i) }
                }
                Text("literal").alignmentGuide(.leading) { _ in 25 }
                Text("cgfloat").alignmentGuide(.leading) { _ in CGFloat(7) }
            }
        }
        #expect(guide(tree, node: 1)?.1 == .constant(-0.0))
        #expect(guide(tree, node: 3)?.1 == .constant(-10))
        #expect(guide(tree, node: 5)?.1 == .constant(-20))
        #expect(guide(tree, node: 7)?.1 == .constant(25))
        #expect(guide(tree, node: 9)?.1 == .constant(7))
    }

    @Test("GUIDE-1 d[.center] is the centre on the guide's axis; both explicit centres work")
    func centreSubscripts() throws {
        let vertical = try ViewTree { Text("A").alignmentGuide(.top) { d in d[.center] } }
        #expect(guide(vertical)?.1 == .guide(.verticalCenter))
        let horizontal = try ViewTree { Text("A").alignmentGuide(.leading) { d in d[.center] } }
        #expect(guide(horizontal)?.1 == .guide(.horizontalCenter))
        let explicitH = try ViewTree {
            Text("A").alignmentGuide(.top) { d in d[HorizontalAlignment.center] }
        }
        #expect(guide(explicitH)?.1 == .guide(.horizontalCenter))
        let explicitV = try ViewTree {
            Text("A").alignmentGuide(.leading) { d in d[VerticalAlignment.center] }
        }
        #expect(guide(explicitV)?.1 == .guide(.verticalCenter))
        let baseline = try ViewTree {
            Text("A").alignmentGuide(.firstTextBaseline) { d in d[.lastTextBaseline] + 2 }
        }
        #expect(guide(baseline)?.0 == .firstTextBaseline)
        #expect(guide(baseline)?.1 == .sum(.guide(.lastTextBaseline), .constant(2)))
    }

    @Test("GUIDE-1 custom alignments carry their default value as an expression")
    func customAlignments() throws {
        let oneThird = AlignmentKey.custom(
            CustomAlignment(
                name: "oneThird", axis: .horizontal, defaultValue: .quotient(.width, 3)))
        let midAccount = AlignmentKey.custom(
            CustomAlignment(
                name: "MidAccount", axis: .vertical,
                defaultValue: .difference(.guide(.bottom), .constant(4))))
        #expect(HorizontalAlignment.oneThird.key == oneThird)
        #expect(VerticalAlignment.midAccount.key == midAccount)

        let tree = try ViewTree {
            VStack(alignment: .oneThird) {
                Text("A").alignmentGuide(.oneThird) { d in d[.oneThird] + 1 }
            }
            HStack(alignment: .midAccount) { Text("B") }
            ZStack(alignment: Alignment(horizontal: .oneThird, vertical: .midAccount)) { Text("C") }
        }
        #expect(tree.nodes[1].kind == .stack(StackSpec(axis: .vertical, alignment: oneThird)))
        #expect(guide(tree, node: 2)?.0 == oneThird)
        #expect(guide(tree, node: 2)?.1 == .sum(.guide(oneThird), .constant(1)))
        #expect(tree.nodes[4].kind == .stack(StackSpec(axis: .horizontal, alignment: midAccount)))
        #expect(
            tree.nodes[6].kind
                == .zStack(
                    alignment: Alignment(
                        horizontal: .oneThird, vertical: .midAccount)))
    }

    @Test("GEOREADER-2 proxy.size reads the reader at depth 0")
    func proxySize() throws {
        let tree = try ViewTree {
            GeometryReader { proxy in
                Rectangle()
                    .frame(width: proxy.size.width / 3, height: proxy.size.height)
                    .padding(proxy.size.width / 10)
                    .position(x: proxy.size.width / 2, y: 20)
            }
        }
        let expected = try expectedTree { b in
            let rect = b.add(shape(.rectangle))
            let frame = b.wrap(
                rect,
                in: fixedFrame(
                    width: .quotient(.proxyWidth(0), 3),
                    height: .proxyHeight(0)))
            let pad = b.wrap(frame, in: padding(.quotient(.proxyWidth(0), 10)))
            let pos = b.wrap(pad, in: .position(x: .quotient(.proxyWidth(0), 2), y: 20))
            return b.add(.geometryReader, children: [pos])
        }
        #expect(tree == expected)
    }

    @Test("GEOREADER-2 nested readers count depth from the outermost")
    func nestedReaders() throws {
        let inset: Double = 8
        let tree = try ViewTree {
            GeometryReader { outer in
                VStack {
                    GeometryReader { inner in
                        Color.red
                            .frame(width: inner.size.width - inset, height: outer.size.height * 0.5)
                            .frame(maxWidth: outer.size.width)
                    }
                }
            }
        }
        #expect(
            kinds(tree) == [
                .geometryReader, vStack, .geometryReader,
                .flexFrame(FlexFrameSpec(maxWidth: .proxyWidth(0))),
                fixedFrame(
                    width: .difference(.proxyWidth(1), .constant(8)),
                    height: .product(.proxyHeight(0), 0.5)),
                color("red"),
            ])
    }

    @Test("GEOREADER-2 a reader in background content gets its depth from its own ancestors")
    func readerInBackground() throws {
        let tree = try ViewTree {
            GeometryReader { outer in
                Text("A").background {
                    GeometryReader { inner in
                        Color.clear.offset(x: inner.size.width, y: outer.size.height)
                    }
                }
            }
        }
        #expect(tree.nodes.contains { $0.kind == .offset(x: .proxyWidth(1), y: .proxyHeight(0)) })
    }
}
