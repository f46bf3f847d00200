// GeneratorSupport.swift
// LayoutDifferentialTests
//
// Helpers for the generator's tests: a case's fingerprint (FNV-1a of its printed source, root and
// text metrics), every NodeKind case by name, and CORE-10's source legality checked on a tree.

import EngineConfiguration
import LayoutCore
import LayoutDifferential
import SourcePrinter

/// FNV-1a (64 bit) of `text`'s UTF-8 bytes.
func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
}

/// Everything a case holds, as text: its SwiftUI source, root environment and text metrics.
func printedCase(_ input: FuzzCase) -> String {
    let root = input.root
    return SwiftUISourcePrinter.source(for: input.tree) + "ignoresSafeArea: \(input.tree.ignoresSafeArea)\n"
        + "root: \(root.proposal) in \(root.container) window \(root.window) scale \(root.scale)\n"
        + "metrics: \(input.textMetrics.optionText)\n"
}

/// The case's fingerprint: a generator change that changes any tree shows here.
func fingerprint(_ input: FuzzCase) -> UInt64 { fnv1a(printedCase(input)) }

/// The NodeKind case of `kind`, by name (exhaustive: a new case must be named here).
func caseName(_ kind: NodeKind) -> String {
    switch kind {
    case .shape: "shape"
    case .text: "text"
    case .image: "image"
    case .spacer: "spacer"
    case .divider: "divider"
    case .customLeaf: "customLeaf"
    case .stack: "stack"
    case .zStack: "zStack"
    case .viewThatFits: "viewThatFits"
    case .geometryReader: "geometryReader"
    case .scrollView: "scrollView"
    case .customLayout: "customLayout"
    case .overlay: "overlay"
    case .background: "background"
    case .border: "border"
    case .frame: "frame"
    case .flexFrame: "flexFrame"
    case .padding: "padding"
    case .fixedSize: "fixedSize"
    case .offset: "offset"
    case .position: "position"
    case .aspectRatio: "aspectRatio"
    case .alignmentGuide: "alignmentGuide"
    case .layoutPriority: "layoutPriority"
    }
}

/// Every NodeKind case name.
let allCaseNames: Set<String> = [
    "shape", "text", "image", "spacer", "divider", "customLeaf", "stack", "zStack", "viewThatFits",
    "geometryReader", "scrollView", "customLayout", "overlay", "background", "border", "frame", "flexFrame",
    "padding", "fixedSize", "offset", "position", "aspectRatio", "alignmentGuide", "layoutPriority",
]

/// The numbers of one tree, each with whether CORE-10 lets source hold ±∞ there.
struct TreeNumbers {
    /// Plain numbers (spacing, minLength, ratio, priority, sizes, font sizes…) and whether ∞ is legal.
    var plain: [(value: Double, allowsInfinity: Bool)] = []
    /// Expressions and whether the whole expression may be ±∞ (frame and flexible-frame arguments).
    var expressions: [(expression: LayoutExpression, allowsInfinity: Bool)] = []

    init(_ tree: ViewTree) {
        for node in tree.nodes {
            plain += Self.plain(node.kind)
            expressions += Self.expressions(node.kind)
        }
    }

    /// The plain numbers of one node.
    static func plain(_ kind: NodeKind) -> [(value: Double, allowsInfinity: Bool)] {
        switch kind {
        case .shape(let spec):
            if case .roundedRectangle(let radius) = spec.shape { return [(radius, false)] }
            return []
        case .text(let spec): return [(spec.font.pointSize, false)]
        case .spacer(let minLength): return minLength.map { [($0, false)] } ?? []
        case .customLeaf(let spec):
            return [
                (spec.minimum.width, false), (spec.minimum.height, false), (spec.ideal.width, false),
                (spec.ideal.height, false), (spec.maximum.width, true), (spec.maximum.height, true),
            ]
        case .stack(let spec): return spec.spacing.map { [($0, false)] } ?? []
        case .border(_, let width): return [(width, false)]
        case .aspectRatio(let ratio, _): return ratio.map { [($0, false)] } ?? []
        case .layoutPriority(let priority): return [(priority, true)]
        case .image, .divider, .zStack, .viewThatFits, .geometryReader, .scrollView, .customLayout, .overlay,
            .background, .fixedSize, .frame, .flexFrame, .padding, .offset, .position, .alignmentGuide:
            return []
        }
    }

    /// The expressions of one node; frame and flexible-frame arguments may be ±∞ as a whole.
    static func expressions(_ kind: NodeKind) -> [(expression: LayoutExpression, allowsInfinity: Bool)] {
        switch kind {
        case .frame, .flexFrame: kind.expressions.map { ($0, true) }
        default: kind.expressions.map { ($0, false) }
        }
    }
}

/// CORE-10's source rules broken by `tree`: a NaN, written or folded from constants, anywhere;
/// a ±∞ constant part outside frame sizes, flexible-frame bounds, layoutPriority and custom-leaf
/// maxima (an infinite whole argument is legal there, not a part of a compound).
func sourceLegalityViolations(_ tree: ViewTree) -> [String] {
    var violations: [String] = []
    let numbers = TreeNumbers(tree)
    for (value, allowsInfinity) in numbers.plain {
        if value.isNaN { violations.append("NaN") }
        if value.isInfinite && !allowsInfinity { violations.append("∞ where source must be finite") }
    }
    for (expression, allowsInfinity) in numbers.expressions {
        let parts = constantParts(expression)
        if parts.contains(where: \.isNaN) { violations.append("NaN in \(expression)") }
        let wholeInfinite = expression.constantValue?.isInfinite == true
        if parts.contains(where: \.isInfinite) && !(allowsInfinity && wholeInfinite) {
            violations.append("∞ part in \(expression)")
        }
    }
    return violations
}

/// The constants of `expression` and every proxy- and dimension-free subexpression, folded in
/// IEEE arithmetic (what the parser checks, CORE-10), factors and divisors included.
func constantParts(_ expression: LayoutExpression) -> [Double] {
    var parts: [Double] = []
    func fold(_ e: LayoutExpression) -> Double? {
        let value: Double?
        switch e {
        case .constant(let x): value = x
        case .width, .height, .guide, .proxyWidth, .proxyHeight: return nil
        case .sum(let a, let b):
            let (x, y) = (fold(a), fold(b))
            value = x.flatMap { x in y.map { x + $0 } }
        case .difference(let a, let b):
            let (x, y) = (fold(a), fold(b))
            value = x.flatMap { x in y.map { x - $0 } }
        case .product(let a, let k):
            parts.append(k)
            value = fold(a).map { $0 * k }
        case .quotient(let a, let k):
            parts.append(k)
            value = fold(a).map { $0 / k }
        case .negation(let a): value = fold(a).map { -$0 }
        }
        if let value { parts.append(value) }
        return value
    }
    _ = fold(expression)
    return parts
}
