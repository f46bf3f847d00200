// LayoutConfiguration.swift
// EngineConfiguration
//
// ROOT-1: the root proposal, where the root is centred, and the display scale.

import CustomLayout
import LayoutCore
import TextMeasurement

/// Where and how the root is laid out.
public struct RootEnvironment: Hashable, Sendable, Codable {
    /// The proposal made to the root (`P0`).
    public var proposal: ProposedSize
    /// The rectangle the root is centred in (the safe area, or the window).
    /// On an axis proposed `nil` or `∞` the root's origin is this rectangle's origin (§18.7).
    public var container: Rect
    /// The whole window (ROOT-3 `ignoresSafeArea` uses it).
    public var window: Rect
    /// `displayScale` (ROUND-3).
    public var scale: Double

    public init(proposal: ProposedSize, container: Rect, window: Rect, scale: Double) {
        self.proposal = proposal
        self.container = container
        self.window = window
        self.scale = scale
    }

    /// ROOT-1's default profile: iPhone 13 Pro portrait, 390×844 window, safe area
    /// (0, 47, 390, 763), scale 3.
    public static let iPhone13Pro = RootEnvironment(
        proposal: ProposedSize(width: 390, height: 763),
        container: Rect(x: 0, y: 47, width: 390, height: 763),
        window: Rect(x: 0, y: 0, width: 390, height: 844),
        scale: 3)

    /// A window of exactly the proposed size at the origin (`render --width W --height H`).
    /// A nil or infinite axis gets a zero-length window on that axis.
    public static func window(width: Double?, height: Double?, scale: Double = 1) -> RootEnvironment {
        let w = width.flatMap { $0.isFinite ? $0 : nil } ?? 0
        let h = height.flatMap { $0.isFinite ? $0 : nil } ?? 0
        let rect = Rect(x: 0, y: 0, width: w, height: h)
        return RootEnvironment(
            proposal: ProposedSize(width: width, height: height), container: rect,
            window: rect, scale: scale)
    }
}

/// Everything an engine needs besides the tree.
public struct LayoutConfiguration: Sendable {
    public var root: RootEnvironment
    public var textMeasurer: any TextMeasurer
    public var images: ImageCatalog
    public var layouts: LayoutRegistry

    public init(
        root: RootEnvironment = .iPhone13Pro,
        textMeasurer: any TextMeasurer = MonoMeasurer.bodyStandIn,
        images: ImageCatalog = ImageCatalog(),
        layouts: LayoutRegistry = .standard
    ) {
        self.root = root
        self.textMeasurer = textMeasurer
        self.images = images
        self.layouts = layouts
    }
}

/// Intrinsic image sizes (LEAF-IMAGE-1): named images and SF Symbols by name.
public struct ImageCatalog: Hashable, Sendable, Codable {
    public var sizes: [String: Size]
    public init(sizes: [String: Size] = [:]) { self.sizes = sizes }
}
