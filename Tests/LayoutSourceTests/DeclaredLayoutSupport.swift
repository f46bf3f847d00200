// DeclaredLayoutSupport.swift
// LayoutSourceTests
//
// Helpers for layouts declared in source (LAYOUTPROTO-1, LayoutInterpreter): parse a file with
// its declared layouts, lay it out with both engines (CORE-7), read frames by `.id`.

import CustomLayout
import DifferentialTestSupport
import EngineConfiguration
import LayoutCore
import LayoutInterpreter
import LayoutSource
import Testing
import TextMeasurement

/// A file laid out in a window of `width`×`height` by both engines, which must agree.
struct DeclaredLayoutRun {
    let tree: ViewTree
    let result: LayoutResult
    let library: SourceLayoutLibrary

    init?(
        _ source: String, width: Double?, height: Double?, limits: InterpreterLimits = InterpreterLimits(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let library = SourceLayoutLibrary(source: source, fileName: "test.swift", limits: limits)
        let layouts = library.registry(extending: .standard)
        do {
            tree = try SwiftUISourceParser.parse(source, fileName: "test.swift", layouts: layouts)
        } catch {
            Issue.record("unexpected error: \(error)", sourceLocation: sourceLocation)
            return nil
        }
        let configuration = LayoutConfiguration(
            root: .window(width: width, height: height), textMeasurer: MonoMeasurer.bodyStandIn, layouts: layouts)
        result = crossChecked(tree, configuration, sourceLocation: sourceLocation)
        self.library = library
    }

    /// The layout frame of the node labelled `id`.
    func frame(_ id: String) -> Rect? { result.node(labelled: id, in: tree)?.frame }
}

/// Expects `frame` to be (x, y, w, h) within 1e-9.
func expectFrame(
    _ frame: Rect?, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let frame else {
        Issue.record("no such node", sourceLocation: sourceLocation)
        return
    }
    let actual = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
    let expected = [x, y, w, h]
    let close = zip(actual, expected).allSatisfy { abs($0 - $1) <= 1e-9 }
    #expect(close, "frame \(actual), expected \(expected)", sourceLocation: sourceLocation)
}

/// The seed's flow layout as the seed declares it (seed layout-protocol, named BasicVStack).
let seedFlowLayoutDeclaration = """
    struct BasicVStack: Layout {
        var spacing: CGFloat = 10.0

        func sizeThatFits(
            proposal: ProposedViewSize,
            subviews: Subviews,
            cache: inout ()
        ) -> CGSize {
            let width = proposal.width ?? 300
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            var height: CGFloat = 0
            var currentX: CGFloat = 0
            var rowHeight: CGFloat = 0
            for size in sizes {
                if currentX + size.width > width && currentX > 0 {
                    height += rowHeight + spacing
                    currentX = 0
                    rowHeight = size.height
                } else {
                    rowHeight = max(rowHeight, size.height)
                    currentX += size.width + spacing
                }
            }
            height += rowHeight
            return CGSize(width: width, height: height)
        }

        func placeSubviews(
            in bounds: CGRect,
            proposal: ProposedViewSize,
            subviews: Subviews,
            cache: inout ()
        ) {
            let width = bounds.width
            let itemHeight: CGFloat = 30.0
            var currentX: CGFloat = bounds.minX
            var currentY: CGFloat = bounds.minY
            var rowHeight: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if currentX + size.width > bounds.maxX && currentX > bounds.minX {
                    currentX = bounds.minX
                    currentY += rowHeight + spacing
                    rowHeight = 0
                }
                subview.place(
                    at: CGPoint(x: currentX, y: currentY),
                    anchor: .topLeading,
                    proposal: ProposedViewSize(size)
                )
                currentX += size.width + spacing
                rowHeight = max(rowHeight, itemHeight)
            }
        }
    }

    """
