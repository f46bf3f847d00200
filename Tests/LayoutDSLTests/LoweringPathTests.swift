// LoweringPathTests.swift
// LayoutDSLTests
//
// Deep chains built through AnyView lower (on large stacks) with environment, labels and
// ROOT-3 intact.

import Foundation
import LayoutCore
import Testing

@testable import LayoutDSL

struct Card: ViewModifier {
    var inset: Double
    func body(content: Content) -> some View {
        content
            .padding(inset)
            .background(.white)
    }
}

@Suite("Lowering paths")
struct LoweringPathTests {
    @Test("§18.4 environment push-down and labels survive a deep chain")
    func deepEnvironment() throws {
        var view = AnyView(Text("leaf"))
        for _ in 0..<50 { view = AnyView(view.frame(width: 10).id("x")) }
        let tree = try ViewTree(view.lineLimit(2).font(.headline))
        #expect(tree.count == 51)
        #expect(
            tree.nodes.last?.kind
                == text(
                    "leaf", font: FontSpec(style: "headline", pointSize: 17),
                    lineLimit: 2))
        #expect(tree.nodes.dropLast().allSatisfy { $0.label == "x" })
        #expect(tree.nodes.last?.label == nil)
    }

    @Test("ROOT-3 ignoresSafeArea below the root throws on the deep path too")
    func deepIgnoresSafeArea() {
        var view = AnyView(Text("leaf").ignoresSafeArea())
        for _ in 0..<20 { view = AnyView(view.padding()) }
        #expect(throws: LoweringError.ignoresSafeAreaNotAtRoot) { try ViewTree(view) }
    }

    @Test("CORE-4 a custom ViewModifier lowers its body around the content")
    func customModifier() throws {
        let tree = try ViewTree { Text("A").modifier(Card(inset: 4)).frame(width: 80) }
        #expect(
            kinds(tree) == [
                fixedFrame(width: 80), .background(alignment: .center), padding(4),
                text("A"), color("white"),
            ])
    }

    @Test("CORE-7 constant parts of expressions are folded with the same operations")
    func constantFolding() throws {
        let gap: CGFloat = 4
        let inset: Double = 8
        let tree = try ViewTree {
            GeometryReader { proxy in
                Rectangle()
                    .frame(width: proxy.size.width - 2 * inset, height: proxy.size.height * gap)
                    .alignmentGuide(.leading) { d in d.width / 2 + 3 * Double(4) }
            }
        }
        #expect(
            tree.nodes[1].kind
                == .alignmentGuide(
                    key: .leading, value: .sum(.quotient(.width, 2), .constant(12))))
        #expect(
            tree.nodes[2].kind
                == fixedFrame(
                    width: .difference(.proxyWidth(0), .constant(16)),
                    height: .product(.proxyHeight(0), 4)))
        #expect(
            LayoutExpression.product(.constant(.nan), 2).foldingConstants.constantValue?.isNaN
                == true)
    }

    @Test("CORE-4 a 20,000-level chain lowers without exhausting the stack")
    func veryDeepChain() throws {
        var view = AnyView(Rectangle())
        for _ in 0..<20_000 {
            view = AnyView(view.offset(x: 1))
        }
        let tree = try ViewTree(view)
        #expect(tree.count == 20_001)
        #expect(tree.nodes.last?.kind == shape(.rectangle))
        // The test's own chain of values is released recursively: do that on a large stack.
        runOnLargeStack(bytes: 256 << 20) { view = AnyView(EmptyView()) }
    }
}

extension ViewDescription: CustomTestStringConvertible {
    public var testDescription: String { String(describing: self).prefix(60) + "…" }
}
