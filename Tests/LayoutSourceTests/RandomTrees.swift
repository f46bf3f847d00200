// RandomTrees.swift
// LayoutSourceTests
//
// A seeded generator of random view descriptions over the whole vocabulary, for round trips
// (source-legal values, CORE-10) and for the engines (hostile values a tree built in code may hold).

import CustomLayout
import LayoutCore

struct RandomTrees {
    private var state: UInt64
    private var readers = 0
    private var nodes = 0
    /// Whether every number is one source may hold (CORE-10): never NaN, written or computed, and
    /// ±∞ only as a whole frame size, flexible-frame bound or layoutPriority. Otherwise the trees
    /// keep the hostile values a tree built in code may hold (∞ anywhere, `0 / 0`). Both modes draw
    /// the same random numbers, so a seed gives the same shapes either way.
    private let sourceLegal: Bool

    init(seed: UInt64, sourceLegal: Bool) {
        state = seed
        self.sourceLegal = sourceLegal
    }

    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    private mutating func chance(_ percent: Int) -> Bool { int(100) < percent }
    private mutating func pick<T>(_ items: [T]) -> T { items[int(items.count)] }

    private mutating func number() -> Double {
        pick([0, 1, 8, 16, -3, 0.1, 2.5, 1e-7, 123456.789, 1e20, .infinity, -.infinity, -0.0, 1.0 / 3.0])
    }

    /// `x`, or in source-legal mode a large finite stand-in for ±∞ (CORE-10).
    private func finite(_ x: Double) -> Double {
        guard sourceLegal, x.isInfinite else { return x }
        return x > 0 ? 1e20 : -1e20
    }

    /// A number for an argument that must be finite in source (CORE-10).
    private mutating func finiteNumber() -> Double { finite(number()) }

    /// A divisor: in source-legal mode finite and non-zero, so no constant quotient is ±∞ or NaN.
    private mutating func divisor() -> Double {
        let x = finite(number())
        guard sourceLegal, x == 0 else { return x }
        return x.sign == .minus ? -3 : 8
    }

    private mutating func string() -> String {
        pick(["", "Hello world", "a\nb", "quote \" and \\ and \\(x)", "tab\t", "😀 émoji", "\u{1}"])
    }

    private let horizontalCustom = CustomAlignment(name: "mid", axis: .horizontal, defaultValue: .width / 2)
    private let verticalCustom = CustomAlignment(name: "mid", axis: .vertical, defaultValue: .guide(.bottom) - 3)

    private mutating func horizontalKey() -> AlignmentKey {
        pick([.leading, .horizontalCenter, .trailing, .custom(horizontalCustom)])
    }

    private mutating func verticalKey() -> AlignmentKey {
        pick([.top, .verticalCenter, .bottom, .firstTextBaseline, .lastTextBaseline, .custom(verticalCustom)])
    }

    private mutating func alignment() -> Alignment {
        Alignment(horizontal: HorizontalAlignment(horizontalKey()), vertical: VerticalAlignment(verticalKey()))
    }

    private mutating func colorName() -> ColorName? {
        pick([nil, ColorName("red"), ColorName("accentColor"), ColorName("brand name")])
    }

    /// An expression; `dimensions` allows reading `d`. In source-legal mode its constants are
    /// finite (magnitudes stay far from overflow, divisors are non-zero, so nothing folds to ±∞ or
    /// NaN) except that with `allowsInfinity` the whole expression may be ±∞ (CORE-10's table).
    private mutating func expression(dimensions: Bool, allowsInfinity: Bool = false, depth: Int = 0)
        -> LayoutExpression
    {
        let x = number()
        var atoms: [LayoutExpression] = [.constant(allowsInfinity && depth == 0 ? x : finite(x))]
        if dimensions { atoms += [.width, .height, .guide(horizontalKey()), .guide(verticalKey())] }
        if readers > 0 { atoms += [.proxyWidth(int(readers)), .proxyHeight(int(readers))] }
        guard depth < 3, chance(40) else { return pick(atoms) }
        let a = expression(dimensions: dimensions, depth: depth + 1)
        switch int(5) {
        case 0: return .sum(a, expression(dimensions: dimensions, depth: depth + 1))
        case 1: return .difference(a, expression(dimensions: dimensions, depth: depth + 1))
        case 2: return .product(a, finiteNumber())
        case 3: return .quotient(a, divisor())
        default: return .negation(a)
        }
    }

    private mutating func leaf() -> NodeKind {
        switch int(9) {
        case 0:
            return .shape(
                ShapeSpec(
                    shape: pick([.rectangle, .roundedRectangle(cornerRadius: 4), .capsule, .ellipse, .circle]),
                    fill: colorName()))
        case 1: return .shape(ShapeSpec(shape: .color, fill: colorName()))
        case 2, 3:
            return .text(
                TextSpec(
                    string(),
                    font: pick([
                        .body, FontSpec(style: "title", pointSize: 28),
                        FontSpec(style: "system", pointSize: 9),
                        FontSpec(style: "Menlo", pointSize: 12),
                    ]),
                    lineLimit: pick([nil, 1, 3, 0])))
        case 4: return .image(ImageSpec(name: string(), isSystemSymbol: chance(50), isResizable: chance(50)))
        case 5: return .spacer(minLength: chance(50) ? nil : finiteNumber())
        case 6: return .divider
        case 7:
            return .customLeaf(
                chance(50)
                    ? .fixed(Size(width: 10, height: 20))
                    : CustomLeafSpec(
                        name: "Slider", minimum: .zero, ideal: Size(width: 100, height: 20),
                        maximum: Size(width: .infinity, height: 20)))
        default: return .shape(ShapeSpec(shape: .rectangle))
        }
    }

    private mutating func children(_ depth: Int) -> [ViewDescription] {
        (0..<int(4)).map { _ in view(depth + 1) }
    }

    mutating func view(_ depth: Int) -> ViewDescription {
        nodes += 1
        var result: ViewDescription
        if depth > 3 || nodes > 60 || chance(35) {
            result = .view(leaf())
        } else {
            switch int(10) {
            case 0:
                result = .view(
                    .stack(
                        StackSpec(
                            axis: .horizontal, alignment: verticalKey(), spacing: chance(50) ? nil : finiteNumber())),
                    children: children(depth))
            case 1:
                result = .view(
                    .stack(
                        StackSpec(
                            axis: .vertical, alignment: horizontalKey(), spacing: chance(50) ? nil : finiteNumber())),
                    children: children(depth))
            case 2: result = .view(.zStack(alignment: alignment()), children: children(depth))
            case 3:
                result = .view(
                    .viewThatFits(axes: pick([.both, .horizontal, .vertical, []])), children: children(depth))
            case 4:
                readers += 1
                result = .view(.geometryReader, children: children(depth))
                readers -= 1
            case 5:
                result = .view(.scrollView(axes: pick([.vertical, .horizontal, .both, []])), children: children(depth))
            case 6:
                result = .view(
                    .customLayout(LayoutRegistry.spec(for: FlowLayout(spacing: pick([10, 0, 2.5])))),
                    children: children(depth))
            case 7: result = .group(children(depth))
            default: result = .view(leaf())
            }
        }
        for _ in 0..<int(4) { result = modifier(result, depth) }
        if chance(10) { result = .labelled(string(), content: result) }
        if chance(5) { result = .environment(.font(FontSpec(style: "headline", pointSize: 17)), content: result) }
        return result
    }

    private mutating func modifier(_ content: ViewDescription, _ depth: Int) -> ViewDescription {
        switch int(13) {
        case 0:
            return .modifier(
                .frame(
                    width: chance(50) ? nil : expression(dimensions: false, allowsInfinity: true),
                    height: chance(50) ? nil : expression(dimensions: false, allowsInfinity: true),
                    alignment: alignment()),
                content: content)
        case 1:
            return .modifier(
                .flexFrame(
                    FlexFrameSpec(
                        minWidth: chance(50) ? nil : expression(dimensions: false, allowsInfinity: true),
                        maxWidth: chance(50) ? nil : expression(dimensions: false, allowsInfinity: true),
                        idealHeight: chance(70) ? nil : expression(dimensions: false, allowsInfinity: true),
                        alignment: alignment())), content: content)
        case 2:
            let e = expression(dimensions: false)
            let insets = pick([
                EdgeInsets(all: 16), EdgeInsets(all: e), EdgeInsets(leading: e, trailing: e),
                EdgeInsets(top: e, leading: 16), EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: e),
            ])
            return .modifier(.padding(insets), content: content)
        case 3: return .modifier(.fixedSize(horizontal: chance(50), vertical: chance(50)), content: content)
        case 4:
            return .modifier(
                .offset(x: expression(dimensions: false), y: chance(50) ? 0 : expression(dimensions: false)),
                content: content)
        case 5:
            return .modifier(
                .position(x: chance(50) ? 0 : expression(dimensions: false), y: expression(dimensions: false)),
                content: content)
        case 6:
            return .modifier(
                .aspectRatio(ratio: chance(50) ? nil : finiteNumber(), contentMode: pick([.fit, .fill])),
                content: content)
        case 7:
            let key = chance(50) ? horizontalKey() : verticalKey()
            return .modifier(.alignmentGuide(key: key, value: expression(dimensions: true)), content: content)
        case 8: return .modifier(.layoutPriority(number()), content: content)
        case 9, 10:
            let kind: NodeKind = chance(50) ? .overlay(alignment: alignment()) : .background(alignment: alignment())
            return .modifier(kind, content: content, secondary: depth > 3 ? [] : children(depth + 1))
        case 11:
            let name = colorName() ?? ColorName("green")
            return .modifier(
                .border(color: name, width: pick([1, 2.5])), content: content,
                secondary: [.view(.shape(ShapeSpec(shape: .rectangle, fill: name)))])
        default:
            return .environment(.lineLimit(pick([nil, 2])), content: content)
        }
    }

    /// A root body: one or several views, sometimes ignoring the safe area.
    mutating func root() -> ViewDescription {
        nodes = 0
        let body: ViewDescription = chance(30) ? .group((0..<int(4)).map { _ in view(0) }) : view(0)
        return chance(15) ? .ignoresSafeArea(body) : body
    }
}
