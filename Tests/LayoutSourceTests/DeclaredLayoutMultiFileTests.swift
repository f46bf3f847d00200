// DeclaredLayoutMultiFileTests.swift
// LayoutSourceTests
//
// A Layout declared in one file of the input runs when another file uses it (LAYOUTPROTO-1 over
// a SourceBundle), and its errors are located in the file that declares it.

import DifferentialTestSupport
import EngineConfiguration
import LayoutCore
import LayoutSource
import Testing
import TextMeasurement

@Suite("Declared layouts across files")
struct DeclaredLayoutMultiFileTests {
    static let layoutFile = SourceFile(
        name: "Layouts/Column.swift",
        text: """
            struct Column: Layout {
                var gap: CGFloat = 10
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    var height: CGFloat = 0
                    for s in subviews { height += s.sizeThatFits(.unspecified).height }
                    return CGSize(width: 50, height: height + gap * CGFloat(max(subviews.count - 1, 0)))
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var y = bounds.minY
                    for s in subviews {
                        let size = s.sizeThatFits(.unspecified)
                        s.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: .unspecified)
                        y += size.height + gap
                    }
                }
            }
            """)

    @Test("LAYOUTPROTO-1: Column from another file stacks two 20×30 views with a gap of 5")
    func layoutFromAnotherFile() throws {
        let main = SourceFile(
            name: "Main.swift",
            text: """
                struct Screen: View {
                    var body: some View {
                        Column(gap: 5) {
                            Color.red.frame(width: 20, height: 30).id("a")
                            Color.blue.frame(width: 20, height: 30).id("b")
                        }.id("column")
                    }
                }
                """)
        let bundle = SourceBundle(files: [main, Self.layoutFile])
        let layouts = SwiftUISourceParser.declaredLayouts(in: bundle).registry(extending: .standard)
        let tree = try SwiftUISourceParser.parse(bundle, layouts: layouts).tree
        let configuration = LayoutConfiguration(
            root: .window(width: 200, height: 200), textMeasurer: MonoMeasurer.bodyStandIn, layouts: layouts)
        let result = crossChecked(tree, configuration)
        let column = try #require(result.node(labelled: "column", in: tree)?.frame)
        let b = try #require(result.node(labelled: "b", in: tree)?.frame)
        #expect(column == Rect(x: 75, y: 67.5, width: 50, height: 65))
        #expect(b == Rect(x: 75, y: 102.5, width: 20, height: 30))
    }

    @Test("A declared layout's error is located in its own file")
    func errorInItsOwnFile() throws {
        let bad = SourceFile(
            name: "Layouts/Bad.swift",
            text: """
                struct Bad: Layout {
                    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                        return CGSize(width: hypotenuse(3, 4), height: 0)
                    }
                    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
                }
                """)
        let main = SourceFile(name: "Main.swift", text: "Bad { Color.red }")
        let bundle = SourceBundle(files: [main, bad])
        let layouts = SwiftUISourceParser.declaredLayouts(in: bundle).registry(extending: .standard)
        #expect {
            _ = try SwiftUISourceParser.parse(bundle, layouts: layouts)
        } throws: { error in
            guard let error = error as? SourceError else { return false }
            return error.fileName == "Layouts/Bad.swift" && error.line == 3
                && error.message.contains("hypotenuse")
        }
    }
}
