// ViewLimitTests.swift
// LayoutSourceTests
//
// The view limit (SourceBundle.viewLimit, the CLI's --max-views): reading may produce at most
// that many views; one more is a located SourceError marked `isViewLimit`, never a crash, and a
// count too large to subtract (a ForEach over 10^18 items) is refused the same way.

import BenchmarkShapes
import LayoutCore
import LayoutSource
import Testing

@Suite struct ViewLimitTests {
    /// A VStack of three colours: four views.
    static let source = "VStack {\n    Color.red\n    Color.blue\n    Color.green\n}\n"

    @Test func `exactly the limit reads; one view more is a located error`() throws {
        let tree = try SwiftUISourceParser.parse(SourceBundle(Self.source, viewLimit: 4)).tree
        #expect(tree.count == 4)
        do {
            _ = try SwiftUISourceParser.parse(SourceBundle(Self.source, fileName: "v.swift", viewLimit: 3))
            Issue.record("read past the limit")
        } catch {
            #expect(error.description == "v.swift:1:1: the view is too large: more than 3 views")
            #expect(error.isViewLimit)
            #expect(!error.isResourceLimit)
        }
    }

    @Test func `a ForEach counts once per item; huge counts are refused without overflow`() throws {
        let forEach = "VStack { ForEach(0..<1500) { _ in Color.red } }"
        #expect(throws: SourceError.self) { try SwiftUISourceParser.parse(SourceBundle(forEach, viewLimit: 1_000)) }
        #expect(try SwiftUISourceParser.parse(SourceBundle(forEach, viewLimit: 1_501)).tree.count == 1_501)
        let huge = "VStack { ForEach(0..<9_000_000_000_000_000_000) { _ in Color.red } }"
        let beyond = "VStack { ForEach(0..<2_000_001) { _ in Color.red } }"
        do {
            _ = try SwiftUISourceParser.parse(SourceBundle(beyond))
            Issue.record("read 2,000,001 views")
        } catch {
            #expect(error.message == "the view is too large: more than 2,000,000 views", "\(error)")
            #expect(error.isViewLimit)
        }
        do {
            _ = try SwiftUISourceParser.parse(SourceBundle(huge))
            Issue.record("read 9e18 views")
        } catch {
            // The range itself is refused before the ForEach sees it (a clear error, no overflow).
            #expect(error.message == "range 0 to 9000000000000000000 is too large", "\(error)")
        }
    }

    @Test func `a generated shape needs at most one view per node`() throws {
        for shape in BenchmarkShape.allCases {
            var writer = BenchmarkSourceWriter(shape: shape, nodes: 500, seed: 3)
            let tree = try SwiftUISourceParser.parse(SourceBundle(writer.source(), viewLimit: 500)).tree
            #expect(tree.count == 500, "\(shape)")
        }
    }
}
