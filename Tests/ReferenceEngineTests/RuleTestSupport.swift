// RuleTestSupport.swift
// ReferenceEngineTests
//
// Helpers and custom `Layout`s shared by GuideRuleTests, ContainerRuleTests,
// RootAndCoreTests, LayoutProtocolTests and BadInputTests. Names carry a `tb` / `TB` prefix so
// that they cannot clash with helpers other test files add.

import CustomLayout
import DifferentialTestSupport
import EngineConfiguration
import Foundation
import LayoutCore
import ReferenceEngine
import Testing

// MARK: - Running layouts

/// Every custom layout defined for these tests, plus the standard FlowLayout.
let tbRegistry: LayoutRegistry = {
    var registry = LayoutRegistry.standard
    registry.register(TBPassLayout.self)
    registry.register(TBHorizontalPassLayout.self)
    registry.register(TBProbeLayout.self)
    registry.register(TBRecorderLayout.self)
    registry.register(TBAnchorLayout.self)
    registry.register(TBBadSizeLayout.self)
    registry.register(TBHostileProposalLayout.self)
    registry.register(TBZStackReplica.self)
    registry.register(TBViewThatFitsReplica.self)
    return registry
}()

/// A custom layout node (LAYOUTPROTO-1) over the flattened `children`.
func tbCustom<L: Layout & Encodable>(_ layout: L, _ children: V...) -> V {
    .view(.customLayout(LayoutRegistry.spec(for: layout)), children: children)
}

/// Lays out `description` in `root` with the mono measurer and `tbRegistry`.
func tbLayout(
    _ description: V, root: RootEnvironment = .iPhone13Pro,
    cachesMeasurements: Bool = true
) throws -> (tree: ViewTree, result: LayoutResult) {
    let tree = try ViewLowering.lower(description)
    let configuration = LayoutConfiguration(root: root, textMeasurer: mono, layouts: tbRegistry)
    guard cachesMeasurements else {
        return (tree, ReferenceEngine(configuration: configuration, cachesMeasurements: false).layout(tree))
    }
    return (tree, crossChecked(tree, configuration))
}

/// A window of exactly (w, h) at the origin, scale 3, with `tbRegistry`.
func tbPlace(_ description: V, _ w: Double?, _ h: Double?) throws -> (tree: ViewTree, result: LayoutResult) {
    try tbLayout(description, root: .window(width: w, height: h, scale: 3))
}

/// `measure(root, P)` with `tbRegistry`.
func tbMeasure(_ description: V, _ w: Double?, _ h: Double?) throws -> Size {
    let tree = try ViewLowering.lower(description)
    let p = ProposedSize(width: w, height: h)
    let root = RootEnvironment(proposal: p, container: .zero, window: .zero, scale: 3)
    return crossCheckedSize(tree, LayoutConfiguration(root: root, textMeasurer: mono, layouts: tbRegistry), p)
}

// MARK: - Expectations

/// Expects the layout frame of `label` to be (x, y, w, h) within 1e-3.
func tbExpectFrame(
    _ laid: (tree: ViewTree, result: LayoutResult), _ label: String,
    _ x: Double, _ y: Double, _ w: Double, _ h: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let frame = laid.result.frame(label, in: laid.tree)
    #expect(
        matches(frame, x, y, w, h),
        "\(label): got \(frame.map { "\($0)" } ?? "no node"), expected (\(x), \(y)) \(w)×\(h)",
        sourceLocation: sourceLocation)
}

/// Expects a size within 1e-3 on each axis (exact for infinities).
func tbExpectSize(_ size: Size, _ w: Double, _ h: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
        close(size.width, w) && close(size.height, h), "got \(size), expected \(w)×\(h)",
        sourceLocation: sourceLocation)
}

/// The node layout of `label`.
func tbNode(_ laid: (tree: ViewTree, result: LayoutResult), _ label: String) -> NodeLayout? {
    laid.result.node(labelled: label, in: laid.tree)
}

/// Whether any reported frame or display frame has a NaN component.
func tbContainsNaN(_ result: LayoutResult) -> Bool {
    result.nodes.contains { node in
        let values = [
            node.frame.origin.x, node.frame.origin.y, node.frame.size.width, node.frame.size.height,
            node.displayFrame.origin.x, node.displayFrame.origin.y,
            node.displayFrame.size.width, node.displayFrame.size.height,
        ]
        return values.contains { $0.isNaN }
    }
}

/// Whether any reported proposal has a NaN component.
func tbContainsNaNProposal(_ result: LayoutResult) -> Bool {
    result.nodes.contains { ($0.proposal?.width ?? 0).isNaN || ($0.proposal?.height ?? 0).isNaN }
}

/// The spec's test measurer numbers (TEXT-8 with h = 20.333333 at scale 3).
enum TBText {
    /// One body line, `ceilPx(20.333333)` at 3× = 61/3.
    static let lineHeight = 61.0 / 3
    /// The first-baseline offset `b` = the raw ascender 0.8·h (TEXT-6, §18.10).
    static let b = 0.8 * 20.333333
    /// `Text("Hi")` ideal width: ceilPx(2 × 7.757575) = 47/3.
    static let hi = 47.0 / 3
    /// `Text("Hello world")` ideal width: ceilPx(11 × 7.757575) = 256/3.
    static let helloWorld = 256.0 / 3
}

// MARK: - Custom layouts

/// Puts every subview at the bounds' origin with the container's proposal; its size is the
/// largest subview answer (0×0 with none). No orientation (SPACER-1 is cut).
struct TBPassLayout: Layout, Codable {
    /// When set, `explicitAlignment(of: .leading)` returns it (LAYOUTPROTO-1 override).
    var leadingOverride: Double?

    init(leadingOverride: Double? = nil) { self.leadingOverride = leadingOverride }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var w: CGFloat = 0, h: CGFloat = 0
        for subview in subviews {
            let s = subview.sizeThatFits(proposal)
            w = max(w, s.width)
            h = max(h, s.height)
        }
        return CGSize(width: w, height: h)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        }
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        guard let leadingOverride, guide == .leading else { return nil }
        return CGFloat(leadingOverride)
    }
}

/// TBPassLayout with `layoutProperties.stackOrientation = .horizontal` (SPACER-1).
struct TBHorizontalPassLayout: Layout, Codable {
    static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        TBPassLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        TBPassLayout().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// Reports what the subview proxy answers (LAYOUTPROTO-2) as its own size.
struct TBProbeLayout: Layout, Codable {
    /// "size", "dimensions", "explicit", "priority" or "spacing".
    var mode: String

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        switch mode {
        case "size":
            return subviews[0].sizeThatFits(proposal)
        case "dimensions":
            let d = subviews[0].dimensions(in: proposal)
            return CGSize(width: d[HorizontalAlignment.center], height: d[VerticalAlignment.firstTextBaseline])
        case "explicit":
            let d = subviews[0].dimensions(in: proposal)
            return CGSize(
                width: d[explicit: HorizontalAlignment.leading] ?? 99,
                height: d[explicit: VerticalAlignment.firstTextBaseline] ?? 99)
        case "priority":
            let spacerBonus: Double = subviews[2].priority == -.infinity ? 100 : 0
            return CGSize(width: subviews[0].priority + 10 + spacerBonus, height: subviews[1].priority + 10)
        case "spacing":
            return CGSize(
                width: subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal),
                height: subviews[1].spacing.distance(to: subviews[2].spacing, along: .vertical))
        default:
            return .zero
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}

/// Records every call into the instance in its cache (LAYOUTPROTO-3). `placeSubviews` puts
/// its subviews at the bounds' origin with its proposal when the last recorded call was
/// `sizeThatFits` with that same proposal, and 1000 pt to the right otherwise; when
/// `checkProbes` is set it adds 2000 pt unless the same cache also saw the stack's min and max
/// probes `(0, Q.h)` and `(∞, Q.h)` (so the cache persisted across calls).
/// Its size is the proposal clamped to 50 (nil → 10).
struct TBRecorderLayout: Layout, Codable {
    var checkProbes: Bool

    enum Event: Equatable {
        case size(ProposedViewSize)
        case spacing
        case alignment
    }

    struct Log {
        var events: [Event] = []
    }

    func makeCache(subviews: Subviews) -> Log { Log() }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Log) -> CGSize {
        cache.events.append(.size(proposal))
        return CGSize(width: min(proposal.width ?? 10, 50), height: min(proposal.height ?? 10, 50))
    }

    func spacing(subviews: Subviews, cache: inout Log) -> ViewSpacing {
        cache.events.append(.spacing)
        return ViewSpacing()
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Log
    ) -> CGFloat? {
        cache.events.append(.alignment)
        return nil
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Log
    ) -> CGFloat? {
        cache.events.append(.alignment)
        return nil
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Log) {
        var code: CGFloat = 0
        if cache.events.last != .size(proposal) { code += 1000 }
        if checkProbes {
            let minProbe = Event.size(ProposedViewSize(width: 0, height: proposal.height))
            let maxProbe = Event.size(ProposedViewSize(width: .infinity, height: proposal.height))
            if !cache.events.contains(minProbe) || !cache.events.contains(maxProbe) { code += 2000 }
        }
        for subview in subviews {
            subview.place(
                at: CGPoint(x: bounds.minX + code, y: bounds.minY), anchor: .topLeading,
                proposal: proposal)
        }
    }
}

/// LAYOUTPROTO-4: anchors, a subview placed twice, a subview never placed.
/// Subview 0 at the bounds' centre, anchor bottomTrailing, proposal unspecified; subview 1 first
/// at (0, 0) then at (minX + 5, maxY) anchor bottomLeading with proposal 30×20; subview 2 never
/// placed; subview 3 at the centre with anchor center, proposal unspecified.
struct TBAnchorLayout: Layout, Codable {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(
            at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .bottomTrailing,
            proposal: .unspecified)
        subviews[1].place(at: .zero, proposal: ProposedViewSize(width: 7, height: 7))
        subviews[1].place(
            at: CGPoint(x: bounds.minX + 5, y: bounds.maxY), anchor: .bottomLeading,
            proposal: ProposedViewSize(width: 30, height: 20))
        subviews[3].place(
            at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
            proposal: .unspecified)
    }
}

/// Returns an invalid size (CORE-6 `layout.invalidSize`): "negative" → (−5, 20),
/// "nan" → (NaN, 20), "negativeHeight" → (20, −1).
struct TBBadSizeLayout: Layout, Codable {
    var mode: String

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        switch mode {
        case "negative": return CGSize(width: -5, height: 20)
        case "nan": return CGSize(width: CGFloat.nan, height: 20)
        default: return CGSize(width: 20, height: -1)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}

/// Proposes (−20, NaN) to its one subview in both phases (PROPOSAL-3) and answers its size.
struct TBHostileProposalLayout: Layout, Codable {
    static let hostile = ProposedViewSize(width: -20, height: CGFloat.nan)

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews[0].sizeThatFits(Self.hostile)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: Self.hostile)
    }
}

/// The seed's My_ZStackLayout (seed: dimensions-1): crop bounds of the subviews aligned on
/// `alignment`; placement reuses the cache filled by the last `sizeThatFits` (LAYOUTPROTO-3).
struct TBZStackReplica: Layout, Codable {
    var alignment: Alignment

    struct CacheInfo {
        var rects: [CGRect] = []
        var crop: CGRect = .zero
    }

    func makeCache(subviews: Subviews) -> CacheInfo { CacheInfo() }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheInfo) -> CGSize {
        cache = CacheInfo()
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for subview in subviews {
            let d = subview.dimensions(in: proposal)
            let rect = CGRect(x: -d[alignment.horizontal], y: -d[alignment.vertical], width: d.width, height: d.height)
            cache.rects.append(rect)
            minX = min(minX, rect.minX); minY = min(minY, rect.minY)
            maxX = max(maxX, rect.maxX); maxY = max(maxY, rect.maxY)
        }
        guard !subviews.isEmpty else { return .zero }
        cache.crop = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        return cache.crop.size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheInfo) {
        for (i, subview) in subviews.enumerated() {
            let r = cache.rects[i]
            subview.place(
                at: CGPoint(x: bounds.minX + r.minX - cache.crop.minX, y: bounds.minY + r.minY - cache.crop.minY),
                anchor: .topLeading, proposal: proposal)
        }
    }
}

/// The seed's _MyViewThatFitsLayout (seed: ideal-size) for the default axes, as written: tests
/// at `.unspecified`, stores the chosen index in its cache and places the others at
/// (100000, 100000) with proposal `.zero`.
struct TBViewThatFitsReplica: Layout, Codable {
    func makeCache(subviews: Subviews) -> Int? { nil }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int?) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        guard subviews.count > 1 else {
            cache = subviews.endIndex - 1
            return subviews[subviews.endIndex - 1].sizeThatFits(proposal)
        }
        let r = proposal.replacingUnspecifiedDimensions()
        for i in 0..<subviews.count - 1 {
            let size = subviews[i].dimensions(in: .unspecified)
            if size.width <= r.width && size.height <= r.height {
                cache = i
                return subviews[i].sizeThatFits(proposal)
            }
        }
        cache = subviews.endIndex - 1
        return subviews[subviews.endIndex - 1].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int?) {
        for i in subviews.indices {
            if let cache, i == cache {
                subviews[i].place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
            } else {
                subviews[i].place(at: CGPoint(x: 100_000, y: 100_000), anchor: .topLeading, proposal: .zero)
            }
        }
    }
}
