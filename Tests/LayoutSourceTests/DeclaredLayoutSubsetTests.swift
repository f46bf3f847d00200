// DeclaredLayoutSubsetTests.swift
// LayoutSourceTests
//
// More of the interpreted subset in one layout, with frames computed by hand: static constants,
// helpers with inout and tuple results, key paths, `??`, zip, switch, a `let` assigned later,
// `dimensions(in:)`, `priority`, `place` without an anchor, and `explicitAlignment` read by a
// parent stack (LAYOUTPROTO-1/2, GUIDE-4).

import CustomLayout
import LayoutCore
import LayoutSource
import Testing

@Suite struct DeclaredLayoutSubsetTests {
    static let column = """
        struct Column: Layout {
            var gap: CGFloat = 5
            static let minimumWidth: CGFloat = 10

            private func sizes(_ subviews: Subviews) -> [CGSize] {
                subviews.map { $0.sizeThatFits(.unspecified) }
            }

            private func total(_ values: [CGFloat], into sum: inout CGFloat) {
                for value in values { sum += value }
            }

            private func extent(_ sizes: [CGSize]) -> (width: CGFloat, height: CGFloat) {
                var height: CGFloat = 0
                total(sizes.map(\\.height), into: &height)
                let width = sizes.map(\\.width).max() ?? Self.minimumWidth
                return (max(width, Self.minimumWidth), height + gap * CGFloat(max(sizes.count - 1, 0)))
            }

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let (width, height) = extent(sizes(subviews))
                return CGSize(width: width, height: height)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var y = bounds.minY
                for (subview, size) in zip(subviews, sizes(subviews)) {
                    let d = subview.dimensions(in: .unspecified)
                    let x: CGFloat
                    switch subview.priority {
                    case 1: x = bounds.maxX - d.width
                    default: x = bounds.minX
                    }
                    subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                    y += size.height + gap
                }
            }

            func explicitAlignment(
                of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                subviews: Subviews, cache: inout ()
            ) -> CGFloat? {
                guard guide == .leading else { return nil }
                return bounds.minX + 3
            }
        }

        """

    @Test func `LAYOUTPROTO-2 helpers, tuples, inout, switch and an explicit leading guide`() {
        let source =
            Self.column + """
                VStack(alignment: .leading, spacing: 0) {
                    Column {
                        Color.red.frame(width: 40, height: 20).id("p")
                        Color.blue.frame(width: 20, height: 10).id("q").layoutPriority(1)
                    }
                    .id("col")
                    Color.green.frame(width: 50, height: 10).id("bar")
                }
                """
        guard let run = DeclaredLayoutRun(source, width: 200, height: 100) else { return }
        // Column 40 × 35 with its leading guide at 3: the bar starts 3 right of it; the stack is
        // 53 × 45, centred at (73.5, 27.5).
        expectFrame(run.frame("col"), 73.5, 27.5, 40, 35)
        expectFrame(run.frame("bar"), 76.5, 62.5, 50, 10)
        expectFrame(run.frame("p"), 73.5, 27.5, 40, 20)
        // Priority 1: right-aligned in the column, 5 below the first row.
        expectFrame(run.frame("q"), 93.5, 52.5, 20, 10)
        #expect(run.library.runtimeErrors.isEmpty)
    }

    @Test func `a declared layout inside AnyLayout keeps its arguments`() {
        let tree = parse(Self.column + "AnyLayout(Column(gap: 0)) { Color.red }")
        guard case .customLayout(let spec)? = tree?.nodes.first?.kind else {
            Issue.record("expected a custom layout")
            return
        }
        #expect(spec == CustomLayoutSpec(name: "Column", parameters: #"{"gap":0}"#))
    }
}
