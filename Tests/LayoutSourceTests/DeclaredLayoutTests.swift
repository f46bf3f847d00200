// DeclaredLayoutTests.swift
// LayoutSourceTests
//
// Custom layouts declared in source run with their own code in both engines (LAYOUTPROTO-1..5):
// the seed's flow layout gives exactly the bundled FlowLayout's frames, and classic layouts as
// people write them (Apple's equal-width HStack, a radial layout, a grid with a struct cache)
// give the frames computed by hand.

import CustomLayout
import LayoutCore
import LayoutSource
import Testing

@Suite struct DeclaredLayoutTests {
    @Test(arguments: [(250.0, 400.0), (390.0, 763.0), (90.0, 300.0), (1000.0, 50.0)])
    func `LAYOUTPROTO-5 the seed's flow layout declared in source equals the bundled FlowLayout`(
        width: Double, height: Double
    ) {
        let body = """
            (spacing: 10) {
                Color.blue.frame(width: 100, height: 30).id("a")
                Color.green.frame(width: 100, height: 20).id("b")
                Text("Hello flow").id("c")
                Color.orange.frame(width: 60, height: 45).id("d")
            }
            .frame(width: 250)
            """
        guard
            let declared = DeclaredLayoutRun(
                seedFlowLayoutDeclaration + "BasicVStack" + body, width: width, height: height),
            let bundled = DeclaredLayoutRun("FlowLayout" + body, width: width, height: height)
        else { return }
        #expect(declared.tree.count == bundled.tree.count)
        #expect(declared.result.nodes.map(\.frame) == bundled.result.nodes.map(\.frame))
        #expect(declared.result.nodes.map(\.proposal) == bundled.result.nodes.map(\.proposal))
        #expect(declared.library.runtimeErrors.isEmpty)
    }

    @Test func `LAYOUTPROTO-5 the declared flow layout wraps as written: Examples/FlowLayout.swift`() {
        // 250 wide: a at x 0, b at 110 (210 ≤ 250), c wraps (320 > 250) to y = 30 + 10.
        let source =
            seedFlowLayoutDeclaration + """
                BasicVStack(spacing: 10) {
                    Color.blue.frame(width: 100, height: 30).id("a")
                    Color.green.frame(width: 100, height: 30).id("b")
                    Color.orange.frame(width: 100, height: 30).id("c")
                }
                .frame(width: 250)
                """
        guard let run = DeclaredLayoutRun(source, width: 400, height: 200) else { return }
        // The flow is 250 × 70 (two rows of 30, 10 apart), centred in 400 × 200: (75, 65).
        expectFrame(run.frame("a"), 75, 65, 100, 30)
        expectFrame(run.frame("b"), 185, 65, 100, 30)
        expectFrame(run.frame("c"), 75, 105, 100, 30)
    }

    @Test func `LAYOUTPROTO-2 Apple's equal-width HStack with spacing(subviews:) and distance(to:along:)`() {
        let source = """
            struct MyEqualWidthHStack: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                    guard !subviews.isEmpty else { return .zero }
                    let maxSize = maxSize(subviews: subviews)
                    let spacing = spacing(subviews: subviews)
                    let totalSpacing = spacing.reduce(0) { $0 + $1 }
                    return CGSize(
                        width: maxSize.width * CGFloat(subviews.count) + totalSpacing,
                        height: maxSize.height)
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
                    guard !subviews.isEmpty else { return }
                    let maxSize = maxSize(subviews: subviews)
                    let spacing = spacing(subviews: subviews)
                    let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
                    var nextX = bounds.minX + maxSize.width / 2
                    for index in subviews.indices {
                        subviews[index].place(
                            at: CGPoint(x: nextX, y: bounds.midY),
                            anchor: .center,
                            proposal: placementProposal)
                        nextX += maxSize.width + spacing[index]
                    }
                }

                private func maxSize(subviews: Subviews) -> CGSize {
                    let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
                    let maxSize: CGSize = subviewSizes.reduce(.zero) { currentMax, subviewSize in
                        CGSize(
                            width: max(currentMax.width, subviewSize.width),
                            height: max(currentMax.height, subviewSize.height))
                    }
                    return maxSize
                }

                private func spacing(subviews: Subviews) -> [CGFloat] {
                    subviews.indices.map { index in
                        guard index < subviews.count - 1 else { return 0 }
                        return subviews[index].spacing.distance(
                            to: subviews[index + 1].spacing,
                            along: .horizontal)
                    }
                }
            }

            MyEqualWidthHStack {
                Color.red.frame(width: 50, height: 20).id("a")
                Color.green.frame(width: 80, height: 30).id("b")
                Color.blue.frame(width: 30, height: 10).id("c")
            }
            """
        guard let run = DeclaredLayoutRun(source, width: 400, height: 300) else { return }
        // Cells 80 × 30, gaps 8 (SPACING-3): 256 × 30, centred at (72, 135); centres x 112, 200, 288.
        expectFrame(run.frame("a"), 87, 140, 50, 20)
        expectFrame(run.frame("b"), 160, 135, 80, 30)
        expectFrame(run.frame("c"), 273, 145, 30, 10)
        #expect(run.library.runtimeErrors.isEmpty)
    }

    @Test func `LAYOUTPROTO-4 a radial layout with cos and sin places around the centre`() {
        let source = """
            struct RadialLayout: Layout {
                var radiusFraction: CGFloat = 1 / 3

                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    proposal.replacingUnspecifiedDimensions()
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    let radius = min(bounds.width, bounds.height) * radiusFraction
                    let step = 2 * .pi / Double(subviews.count)
                    for (index, subview) in subviews.enumerated() {
                        let angle = step * Double(index) - .pi / 2
                        var point = CGPoint(x: bounds.midX, y: bounds.midY)
                        point.x += radius * cos(angle)
                        point.y += radius * sin(angle)
                        subview.place(at: point, anchor: .center, proposal: .unspecified)
                    }
                }
            }

            RadialLayout {
                ForEach(0..<4) { i in
                    Circle().frame(width: 20, height: 20).id("dot\\(i)")
                }
            }
            """
        guard let run = DeclaredLayoutRun(source, width: 300, height: 300) else { return }
        // 300 × 300 at the origin, radius 100: centres (150, 50), (250, 150), (150, 250), (50, 150).
        expectFrame(run.frame("dot0"), 140, 40, 20, 20)
        expectFrame(run.frame("dot1"), 240, 140, 20, 20)
        expectFrame(run.frame("dot2"), 140, 240, 20, 20)
        expectFrame(run.frame("dot3"), 40, 140, 20, 20)
        #expect(run.library.runtimeErrors.isEmpty)
    }

    static let gridDeclaration = """
        struct SimpleGrid: Layout {
            var columns = 2
            var spacing: CGFloat = 4

            struct Cache {
                var sizes: [CGSize]
            }

            func makeCache(subviews: Subviews) -> Cache {
                Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
            }

            func updateCache(_ cache: inout Cache, subviews: Subviews) {
                cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            }

            private func cellSize(_ cache: Cache) -> CGSize {
                var width: CGFloat = 0
                var height: CGFloat = 0
                for size in cache.sizes {
                    width = max(width, size.width)
                    height = max(height, size.height)
                }
                return CGSize(width: width, height: height)
            }

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
                let cell = cellSize(cache)
                let rows = (subviews.count + columns - 1) / columns
                let used = min(columns, subviews.count)
                return CGSize(
                    width: CGFloat(used) * cell.width + CGFloat(max(used - 1, 0)) * spacing,
                    height: CGFloat(rows) * cell.height + CGFloat(max(rows - 1, 0)) * spacing)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
                let cell = cellSize(cache)
                for (index, subview) in subviews.enumerated() {
                    let row = index / columns
                    let column = index % columns
                    let x = bounds.minX + CGFloat(column) * (cell.width + spacing)
                    let y = bounds.minY + CGFloat(row) * (cell.height + spacing)
                    subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(cell))
                }
            }
        }

        """

    @Test func `LAYOUTPROTO-3 a grid with a struct cache and init arguments`() {
        let source =
            Self.gridDeclaration + """
                SimpleGrid(columns: 3, spacing: 10) {
                    Color.red.frame(width: 40, height: 20).id("c0")
                    Color.red.frame(width: 30, height: 30).id("c1")
                    Color.red.frame(width: 20, height: 10).id("c2")
                    Color.red.frame(width: 10, height: 10).id("c3")
                    Color.red.frame(width: 40, height: 30).id("c4")
                }
                """
        guard let run = DeclaredLayoutRun(source, width: 200, height: 100) else { return }
        // Cells 40 × 30, 3 columns, 2 rows: 140 × 70, centred in 200 × 100 at (30, 15).
        expectFrame(run.result.nodes[0].frame, 30, 15, 140, 70)
        expectFrame(run.frame("c0"), 30, 15, 40, 20)
        expectFrame(run.frame("c1"), 80, 15, 30, 30)
        expectFrame(run.frame("c2"), 130, 15, 20, 10)
        expectFrame(run.frame("c3"), 30, 55, 10, 10)
        expectFrame(run.frame("c4"), 80, 55, 40, 30)
        #expect(run.library.runtimeErrors.isEmpty)
    }

    @Test func `default arguments give the same tree as written-out ones`() {
        let content = " { Color.red.frame(width: 10, height: 10) }"
        let short = parse(Self.gridDeclaration + "SimpleGrid()" + content)
        let full = parse(Self.gridDeclaration + "SimpleGrid(columns: 2, spacing: 4)" + content)
        #expect(short != nil && short == full)
        guard case .customLayout(let spec)? = short?.nodes.first?.kind else {
            Issue.record("expected a custom layout")
            return
        }
        #expect(spec == CustomLayoutSpec(name: "SimpleGrid", parameters: #"{"columns":2,"spacing":4}"#))
    }
}
