// RoundTripTests.swift
// LayoutSourceTests
//
// parse(print(t)) == t, and printing is stable: print(parse(print(t))) == print(t).

import CustomLayout
import LayoutCore
import LayoutDifferential
import LayoutSource
import SourcePrinter
import TestTiers
import Testing

@Suite struct RoundTripTests {
    static let sources: [String] = [
        #"ZStack { Text("Hello world") }"#,
        #"VStack { Text("Hello world").border(.red).frame(width:100,height:100,alignment:.bottomLeading).border(.blue).padding() }.border(.green)"#,
        #"Text("a"); Text("b"); Color.red"#,
        "EmptyView()",
        "Group { Text(\"a\"); Circle() }.ignoresSafeArea()",
        "ZStack { Color.blue }.ignoresSafeArea()",
        "HStack(alignment: .bottom, spacing: -3.25) { Rectangle().fill(.red); RoundedRectangle(cornerRadius: 4.5); Capsule(); Ellipse(); Circle() }",
        #"VStack(alignment: .trailing) { Text("line\none \"quoted\" \\ tab\t").font(.title).lineLimit(2); Text("b").lineLimit(0) }"#,
        #"Text("x").font(.system(size: 21.5)); Text("y").font(.custom("Menlo", size: 11)); Text("z").font(.caption2)"#,
        #"HStack { Image("photo"); Image(systemName: "heart").resizable(); Spacer(); Spacer(minLength: 0); Divider() }"#,
        #"CustomLeaf(width: 10, height: 20); CustomLeaf(name: "Slider", minWidth: 0, idealWidth: 100, maxWidth: .infinity, minHeight: 20, idealHeight: 20, maxHeight: 20)"#,
        "ZStack(alignment: .topLeading) { Color.red; Color(\"brand\"); Color(white: 0.5) }",
        "ZStack(alignment: .leadingFirstTextBaseline) { Text(\"a\") }",
        #"ViewThatFits(in: .horizontal) { Text("Hello Beautiful World"); Text("Hi") }.border(.blue).frame(width: 100)"#,
        "ViewThatFits { Text(\"a\") }; ViewThatFits(in: []) { Text(\"b\") }",
        "GeometryReader { geo in Color.red.frame(width: geo.size.width / 3, height: geo.size.height - 10) }",
        "GeometryReader { a in GeometryReader { b in Text(\"x\").offset(x: a.size.width, y: -b.size.height).padding(.leading, b.size.width * 0.25) } }",
        "ScrollView(.horizontal, showsIndicators: false) { ForEach(0..<3) { i in Text(\"\\(i)\") } }",
        "ScrollView { Text(\"one\") }; ScrollView([.horizontal, .vertical]) { Text(\"a\"); Text(\"b\") }; ScrollView([]) {}",
        "FlowLayout(spacing: 10) { Color.red.frame(width: 100, height: 30); Color.blue.frame(width: 100, height: 30) }.frame(width: 250)",
        "FlowLayout { Text(\"default\") }",
        "Rectangle().overlay(alignment: .topTrailing) { Circle(); Text(\"x\") }.background(.red).background(alignment: .bottom) { Capsule() }",
        "Rectangle().overlay {}.border(Color(\"brand\"), width: 2.5)",
        "Text(\"a\").frame(width: 10).frame().frame(height: 5, alignment: .top)",
        "Color.red.frame(minWidth: 100, maxWidth: .infinity, alignment: .leading).frame(minWidth: nil).frame(idealWidth: 1, idealHeight: 2)",
        "Text(\"p\").padding().padding(8).padding(.horizontal).padding([.top, .leading], 4).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).padding(-1)",
        "Rectangle().fixedSize().fixedSize(horizontal: false, vertical: true).offset(x: 30, y: 30).offset().position().position(x: 80)",
        "Rectangle().aspectRatio(1.5, contentMode: .fit).aspectRatio(contentMode: .fill).scaledToFit().scaledToFill()",
        "Text(\"a\").alignmentGuide(.leading) { d in d[.center] - d[VerticalAlignment.bottom] }.alignmentGuide(HorizontalAlignment.center) { $0.width / 2 }.alignmentGuide(VerticalAlignment.center) { d in d[HorizontalAlignment.center] }",
        "Text(\"a\").alignmentGuide(.firstTextBaseline) { _ in -(5) }.alignmentGuide(.top) { d in -d.height * -2 + (1 - (2 - 3)) }",
        "HStack { Text(\"a\").layoutPriority(1); Spacer().layoutPriority(-0.5) }",
        "VStack { Text(\"a\").id(\"first\").padding().id(\"outer\"); Color.red.id(\"c\") }.id(\"root\")",
        "Color.red.frame(width: 10 * 3, height: 100 / 3).offset(x: 1e-7, y: 123456789.125)",
        """
        struct Mid: AlignmentID {
            static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.center] + 2 }
        }
        extension HorizontalAlignment { static let mid = HorizontalAlignment(Mid.self) }
        extension VerticalAlignment { static let mid = VerticalAlignment(Mid.self) }
        VStack(alignment: .mid) {
            Text("a").alignmentGuide(HorizontalAlignment.mid) { d in d[.mid] + d[VerticalAlignment.mid] }
            ZStack(alignment: Alignment(horizontal: .mid, vertical: .mid)) { Text("b") }
        }
        """,
    ]

    @Test(arguments: sources)
    func `printed source parses back to the same tree`(source: String) {
        guard let tree = parse(source) else { return }
        let printed = expectRoundTrip(tree)
        if let again = try? SwiftUISourceParser.parse(printed) {
            #expect(SwiftUISourcePrinter.source(for: again) == printed)
        }
    }

    @Test func `every node kind appears in the round-trip sources`() {
        var kinds: Set<String> = []
        for source in Self.sources {
            guard let tree = try? SwiftUISourceParser.parse(source) else { continue }
            for node in tree.nodes { kinds.insert(node.kind.name) }
        }
        let all: Set<String> = [
            "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Circle", "Color", "Text", "Image", "Spacer",
            "Divider", "CustomLeaf", "HStack", "VStack", "implicitHStack", "implicitVStack", "ZStack",
            "ViewThatFits", "GeometryReader", "ScrollView", "FlowLayout", "overlay", "background", "border",
            "frame", "padding", "fixedSize", "offset", "position", "aspectRatio", "alignmentGuide", "layoutPriority",
        ]
        #expect(all.subtracting(kinds).isEmpty, "missing: \(all.subtracting(kinds))")
    }

    @Test func `readable output`() {
        guard let tree = parse("VStack(alignment: .leading, spacing: 4) { Text(\"Hi\").frame(width: 50) }.padding()")
        else { return }
        #expect(
            SwiftUISourcePrinter.source(for: tree) == """
                VStack(alignment: .leading, spacing: 4) {
                    Text("Hi")
                        .frame(width: 50)
                }
                .padding()

                """)
    }

    @Test func `hand-built trees with unfolded expressions round-trip`() {
        if let tree = Self.unfoldedTree(offsetY: -.greatestFiniteMagnitude) { expectRoundTrip(tree) }
    }

    @Test func `CORE-10 a hand-built tree with an infinite offset prints, and its source is an error there`() {
        guard let tree = Self.unfoldedTree(offsetY: -.infinity) else { return }
        let printed = SwiftUISourcePrinter.source(for: tree)
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false)
        guard let row = lines.firstIndex(where: { $0.contains(".offset(") }),
            let at = lines[row].range(of: "-.infinity")
        else {
            Issue.record("the offset is not printed as -.infinity:\n\(printed)")
            return
        }
        let column = lines[row].utf8.distance(from: lines[row].startIndex, to: at.lowerBound) + 1
        do {
            _ = try SwiftUISourceParser.parse(printed, fileName: "printed.swift")
            Issue.record("expected a CORE-10 error:\n\(printed)")
        } catch {
            #expect((error.line, error.column) == (row + 1, column), "\(error)")
            #expect(
                error.message
                    == "offset(y:) must be finite; ∞ is accepted only in frame sizes, flexible-frame bounds and layoutPriority (CORE-10)"
            )
        }
    }

    /// A tree with unfolded expressions (and ∞ in a frame height, which CORE-10 accepts).
    static func unfoldedTree(offsetY: Double) -> ViewTree? {
        var builder = ViewTreeBuilder()
        let text = builder.add(.text(TextSpec("a", font: FontSpec(style: "title", pointSize: 99), lineLimit: -1)))
        let guide = builder.add(
            .alignmentGuide(key: .top, value: .negation(.negation(.constant(-5))) + .guide(.horizontalCenter) * -0.0),
            children: [text])
        let frame = builder.add(
            .frame(
                width: .sum(.constant(1), .constant(2)), height: .quotient(.constant(.infinity), 0),
                alignment: Alignment(horizontal: .trailing, vertical: .lastTextBaseline)),
            children: [guide])
        let flex = builder.add(.flexFrame(FlexFrameSpec()), children: [frame])
        let offset = builder.add(
            .offset(x: .difference(0, .difference(1, 2)), y: .constant(offsetY)), children: [flex])
        let leaf = builder.add(
            .customLeaf(
                .fixed(
                    Size(width: Double.leastNonzeroMagnitude, height: 1.7976931348623157e308), name: "Weird \"name\"")))
        let stack = builder.add(
            .stack(StackSpec(axis: .horizontal, alignment: .lastTextBaseline, spacing: 0)), children: [offset, leaf])
        return try? builder.finish(root: stack, ignoresSafeArea: true)
    }

    @Test(arguments: GeneratorProfile.allCases)
    func `generated trees of every profile round-trip`(profile: GeneratorProfile) {
        Self.checkGeneratedTrees(profile: profile, seeds: 1...Self.defaultSeeds)
    }

    /// Seeds per profile in the default tier (500 per profile in the stress tier).
    static let defaultSeeds: UInt64 = 50

    /// The generator's trees of `profile` print and parse back to themselves: they are
    /// source-legal (CORE-10) and as lowering produces them.
    static func checkGeneratedTrees(profile: GeneratorProfile, seeds: ClosedRange<UInt64>) {
        let generator = TreeGenerator(profile: profile)
        for seed in seeds {
            let generated = generator.generate(seed: seed)
            expectRoundTrip(generated.tree)
        }
    }
}

@Suite(.tags(.stress), .stressTier) struct RoundTripStressTests {
    @Test(arguments: GeneratorProfile.allCases)
    func `generated trees of every profile round-trip`(profile: GeneratorProfile) {
        RoundTripTests.checkGeneratedTrees(profile: profile, seeds: (RoundTripTests.defaultSeeds + 1)...500)
    }

    @Test func `larger generated trees round-trip`() {
        for profile in GeneratorProfile.allCases {
            let generator = TreeGenerator(profile: profile, limits: GeneratorLimits(maxNodes: 400, maxDepth: 20))
            for seed in UInt64(1)...50 { expectRoundTrip(generator.generate(seed: seed).tree) }
        }
    }
}
