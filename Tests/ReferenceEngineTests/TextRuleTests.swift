// TextRuleTests.swift
// ReferenceEngineTests
//
// TEXT-2..7 and §18.1, §18.2, §18.10. Most cases use MonoMeasurer(advance: 10, lineHeight: 20)
// at scale 1, where every width is a multiple of 10, L = 20 and the ascender b = 16, so each
// expected number can be checked by counting graphemes. A few use the §16 body stand-in at 3×.

import EngineConfiguration
import LayoutCore
import ReferenceEngine
import Testing
import TextMeasurement

@Suite("Text: TEXT-2..7, §18.1, §18.2")
struct TextRuleTests {
    // MARK: TEXT-2

    @Test("TEXT-2 ideal width is the widest hard line; height = hard lines × L")
    func idealOverHardLines() throws {
        // "ab" 20, "abcd" 40, "abc" 30 → Wi = 40; 3 hard lines × 20.
        #expect(try measure1(.text("ab\nabcd\nabc"), nil, nil) == Size(width: 40, height: 60))
        // A wide proposal answers the ideal too (avail ≥ Wi).
        #expect(try measure1(.text("ab\nabcd\nabc"), 500, 500) == Size(width: 40, height: 60))
    }

    @Test("TEXT-2 the empty string is 0×0 whatever the proposal")
    func emptyString() throws {
        for (w, h) in [(nil, nil), (100.0, 100.0), (0, nil), (Double.infinity, Double.infinity), (30, 5)]
            as [(Double?, Double?)]
        {
            #expect(try measure1(.text(""), w, h) == .zero)
        }
    }

    @Test("TEXT-2 §18.1 \"\\r\\n\" is one break; an empty hard line counts as a line of height L")
    func hardLineBreaks() throws {
        // "ab" / "cd": 2 lines, not 3.
        #expect(try measure1(.text("ab\r\ncd"), nil, nil) == Size(width: 20, height: 40))
        // "ab" / "" / "cd": 3 lines.
        #expect(try measure1(.text("ab\n\ncd"), nil, nil) == Size(width: 20, height: 60))
        // A trailing "\n" leaves an empty last hard line.
        #expect(try measure1(.text("ab\n"), nil, nil) == Size(width: 20, height: 40))
        // "\n" alone: two empty hard lines, Wi = 0 (it is not the empty string).
        #expect(try measure1(.text("\n"), nil, nil) == Size(width: 0, height: 40))
        // Only spaces: trailing spaces do not count (TEXT-1), one hard line.
        #expect(try measure1(.text("   "), nil, nil) == Size(width: 0, height: 20))
    }

    @Test("TEXT-2 the ideal width runs over all hard lines whatever the lineLimit")
    func idealIgnoresLineLimit() throws {
        // "a" 10, "abcdef" 60: Wi = 60 although only the first line is visible.
        #expect(try measure1(.text("a\nabcdef", lineLimit: 1), nil, nil) == Size(width: 60, height: 20))
    }

    @Test("TEXT-2 ceilPx: widths and L are ceiled to the pixel grid of the display scale")
    func pixelCeiling() throws {
        // Stand-in "Hello world": 11 × 7.757575 = 85.333325; L raw 20.333333.
        // 3×: ceil(255.999975 − 1e-7)/3 = 256/3; L = ceil(60.999999 − 1e-7)/3 = 61/3.
        let s3 = try measure1(.text("Hello world"), nil, nil, measurer: mono, scale: 3)
        #expect(close(s3.width, 256.0 / 3, 1e-9) && close(s3.height, 61.0 / 3, 1e-9))
        // 2×: ceil(170.66665)/2 = 85.5; L = ceil(40.666666)/2 = 20.5.
        #expect(
            try measure1(.text("Hello world"), nil, nil, measurer: mono, scale: 2) == Size(width: 85.5, height: 20.5)
        )
        // 1×: ceil(85.333325) = 86; L = ceil(20.333333) = 21.
        #expect(
            try measure1(.text("Hello world"), nil, nil, measurer: mono, scale: 1) == Size(width: 86, height: 21))
    }

    @Test("TEXT-2 ceilPx tolerance: a width 1e-14 above a pixel edge stays on it")
    func pixelCeilingTolerance() throws {
        // 25 × 2.2 = 55.00000000000001 in Double; ceil(55.00000000000001 − 1e-7) = 55, not 56.
        let m = MonoMeasurer(advance: 2.2, lineHeight: 20)
        #expect(
            try measure1(.text(String(repeating: "x", count: 25)), nil, nil, measurer: m)
                == Size(width: 55, height: 20))
    }

    // MARK: TEXT-3

    @Test("TEXT-3 §18.2 \"abcd e\" at a = 10, W = 35 is 2 lines: \"abc\" / \"d e\"")
    func brokenWordJoinsNextWord() throws {
        // Own engine with MonoMeasurer(advance: 10, lineHeight: 20), as §18.2 states it.
        let tree = try ViewLowering.lower(.text("abcd e"))
        let engine = ReferenceEngine(configuration: LayoutConfiguration(root: window(35, nil), textMeasurer: mono10))
        // Wi = 60 > 35: width = the proposal, 2 lines × 20.
        #expect(
            engine.sizeThatFits(tree, proposal: ProposedSize(width: 35, height: nil)) == Size(width: 35, height: 40))
        // "abcde f g" at 30: "abc" / "de" then "de f" (40) does not fit → "f g" (30) → 3 lines.
        #expect(try measure1(.text("abcde f g"), 30, nil) == Size(width: 30, height: 60))
    }

    @Test("TEXT-3 greedy fill: append while width(candidate) ≤ W + 1e-7; the spaces between words count")
    func greedyFill() throws {
        // "aa bb" = 50 fits 50; "aa bb cc" = 80 does not → 2 lines.
        #expect(try measure1(.text("aa bb cc"), 50, nil) == Size(width: 50, height: 40))
        // At 49 "aa bb" (50) no longer fits and neither does "bb cc" (50) → 3 lines.
        #expect(try measure1(.text("aa bb cc"), 49, nil) == Size(width: 49, height: 60))
        // Runs of spaces are not collapsed: "a   b" = 50 fits, "a   b c" = 70 does not → 2 lines
        // (collapsed, "a b c" = 50 would be one line).
        #expect(try measure1(.text("a   b c"), 50, nil) == Size(width: 50, height: 40))
        // Tolerance: "abc" (30) fits W = 29.99999995 (< 30 + 1e-7); width is the proposal.
        #expect(try measure1(.text("abc"), 29.99999995, nil) == Size(width: 29.99999995, height: 20))
        // Each hard line is broken separately: "ab" / "cd" | "ef" → 3 lines.
        #expect(try measure1(.text("ab cd\nef"), 20, nil) == Size(width: 20, height: 60))
    }

    @Test("TEXT-3 §18.1 leading spaces join the first word and count in its width")
    func leadingSpaces() throws {
        // First word "  ab" = 40 fits 40; "  ab cd" = 70 does not → 2 lines.
        #expect(try measure1(.text("  ab cd"), 40, nil) == Size(width: 40, height: 40))
        // At 39 "  ab" (40) is broken by graphemes: "  a" (30) / "b"; "b cd" (40) > 39 → "cd".
        // 3 lines (without the leading spaces it would be "ab" / "cd", 2 lines).
        #expect(try measure1(.text("  ab cd"), 39, nil) == Size(width: 39, height: 60))
    }

    @Test("TEXT-3 a word wider than W is broken by graphemes into the longest fitting prefixes")
    func longWord() throws {
        // "abcdefgh" (80) at 30: "abc" / "def" / "gh".
        #expect(try measure1(.text("abcdefgh"), 30, nil) == Size(width: 30, height: 60))
        // At 25: "ab" / "cd" / "ef" / "gh".
        #expect(try measure1(.text("abcdefgh"), 25, nil) == Size(width: 25, height: 80))
        // Graphemes are Characters: "e\u{301}" is one grapheme, so "ééé" (30) at 20 → "éé" / "é".
        #expect(try measure1(.text("e\u{301}e\u{301}e\u{301}"), nil, nil) == Size(width: 30, height: 20))
        #expect(try measure1(.text("e\u{301}e\u{301}e\u{301}"), 20, nil) == Size(width: 20, height: 40))
    }

    @Test("TEXT-3 at least one grapheme per line even when none fits")
    func oneGraphemePerLine() throws {
        // Each grapheme is 10 > 5: "a" / "b" / "c".
        #expect(try measure1(.text("abc"), 5, nil) == Size(width: 5, height: 60))
        #expect(try measure1(.text("ab cd"), 5, nil) == Size(width: 5, height: 80))
    }

    // MARK: TEXT-4

    @Test("TEXT-4 P.h == 0 → 0×0, whatever the width")
    func zeroHeight() throws {
        for w in [nil, 0, 100, Double.infinity] as [Double?] {
            #expect(try measure1(.text("ab cd"), w, 0) == .zero)
        }
    }

    @Test("TEXT-4 P.w == 0 with a height (finite or ∞) → 0×0")
    func zeroWidthWithHeight() throws {
        #expect(try measure1(.text("ab cd"), 0, 100) == .zero)
        #expect(try measure1(.text("ab cd"), 0, .infinity) == .zero)
        #expect(try measure1(.text("ab cd"), 0, 5) == .zero)
    }

    @Test("TEXT-4 (0, nil): one grapheme per line, width 0")
    func zeroWidthNilHeight() throws {
        // "a" / "b" / "c" / "d": the space is not a grapheme on its own line.
        #expect(try measure1(.text("ab cd"), 0, nil) == Size(width: 0, height: 80))
        // Per hard line: "a" / "b" | "" | "c".
        #expect(try measure1(.text("ab\n\nc"), 0, nil) == Size(width: 0, height: 80))
        // lineLimit still applies.
        #expect(try measure1(.text("ab cd", lineLimit: 2), 0, nil) == Size(width: 0, height: 40))
        // Stand-in at 3×: "Hi" → 2 lines of 61/3.
        let hi = try measure1(.text("Hi"), 0, nil, measurer: mono, scale: 3)
        #expect(hi.width == 0 && close(hi.height, 122.0 / 3, 1e-9))
    }

    @Test("TEXT-4 avail ≥ Wi: the ideal width and the hard-line count")
    func wideEnough() throws {
        #expect(try measure1(.text("ab cd"), 50, 100) == Size(width: 50, height: 20))
        #expect(try measure1(.text("ab cd"), 200, 100) == Size(width: 50, height: 20))
        #expect(try measure1(.text("ab\ncd"), 200, 100) == Size(width: 20, height: 40))
    }

    @Test("TEXT-4 narrower than Wi: the PROPOSED width and lines(avail)")
    func narrower() throws {
        // "ab cd" at 45: "ab" / "cd"; width 45, not the widest line (20).
        #expect(try measure1(.text("ab cd"), 45, 100) == Size(width: 45, height: 40))
        // Stand-in (W2): "Hello world" at (50, 763) → 50 × 2 lines.
        let s = try measure1(.text("Hello world"), 50, 763, measurer: mono, scale: 3)
        #expect(s.width == 50 && close(s.height, 122.0 / 3, 1e-9))
    }

    @Test("TEXT-4 lineLimit caps the visible lines")
    func lineLimit() throws {
        // "ab" / "cd" / "ef" at 20: n = 3.
        #expect(try measure1(.text("ab cd ef", lineLimit: 2), 20, nil) == Size(width: 20, height: 40))
        #expect(try measure1(.text("ab cd ef", lineLimit: 5), 20, nil) == Size(width: 20, height: 60))
        #expect(try measure1(.text("ab\ncd", lineLimit: 1), nil, nil) == Size(width: 20, height: 20))
    }

    @Test("TEXT-4 fit = max(1, floor((P.h + 1e-7)/L)): at least one line, whole lines only")
    func fitHeight() throws {
        let t = V.text("ab cd ef") // 3 lines at width 20
        #expect(try measure1(t, 20, 5) == Size(width: 20, height: 20)) // below one line → 1
        #expect(try measure1(t, 20, 45) == Size(width: 20, height: 40)) // floor(2.25) = 2
        #expect(try measure1(t, 20, 40) == Size(width: 20, height: 40))
        #expect(try measure1(t, 20, 39.99999995) == Size(width: 20, height: 40)) // tolerance
        #expect(try measure1(t, 20, 39.9999998) == Size(width: 20, height: 20))
        #expect(try measure1(t, 20, 1000) == Size(width: 20, height: 60)) // n = 3 caps it
        // lineLimit 2 and fit 1 → 1.
        #expect(try measure1(.text("ab cd ef", lineLimit: 2), 20, 30) == Size(width: 20, height: 20))
        // Width above the ideal with a height above one line: one line (seed cross-check).
        #expect(try measure1(t, 200, 45) == Size(width: 80, height: 20))
        // Stand-in: a height just under 2L (by 7e-7) fits one line; just under by 7e-8, two.
        let under = try measure1(.text("Hello world"), 50, 40.666666, measurer: mono, scale: 3)
        #expect(close(under.height, 61.0 / 3, 1e-9))
        let within = try measure1(.text("Hello world"), 50, 40.6666666, measurer: mono, scale: 3)
        #expect(close(within.height, 122.0 / 3, 1e-9))
    }

    @Test("TEXT-4 ∞ and nil both mean no width limit and no height limit")
    func infinityAndNil() throws {
        let t = V.text("ab cd\nef") // Wi 50, 2 hard lines
        let ideal = Size(width: 50, height: 40)
        #expect(try measure1(t, nil, nil) == ideal)
        #expect(try measure1(t, .infinity, .infinity) == ideal)
        #expect(try measure1(t, .infinity, nil) == ideal)
        #expect(try measure1(t, nil, .infinity) == ideal)
        // A finite height with an infinite width: fit applies.
        #expect(try measure1(t, .infinity, 25) == Size(width: 50, height: 20))
        #expect(try measure1(t, nil, 25) == Size(width: 50, height: 20))
    }

    // MARK: TEXT-5

    @Test("TEXT-5 the final size is TEXT-4 at the placement proposal (§18.8 fixedSize over maxWidth)")
    func finalSizeAtPlacementProposal() throws {
        // Text("ab cd ef") (Wi 80).frame(maxWidth: 50).fixedSize() in a 100×100 window:
        // sizing: fixedSize proposes (nil, nil); the frame asks the Text at (nil, nil) → 80×20 and
        // reports min(max(−∞, 80), 50) = 50 by 20. Root origin ((100−50)/2, (100−20)/2) = (25, 40).
        // Placement: FLEXFRAME-3 proposes (50, nil) (50 is not strictly below max 50; the height
        // has no ideal, Q.h is nil and 20 is inside (−∞, ∞)). The Text answers 50 × 40 ("ab cd" /
        // "ef") and is centred: y = 40 + (20 − 40)/2 = 30.
        let body = V.text("ab cd ef").id("t").frame(maxWidth: 50).id("f").fixedSize().id("fs")
        let (tree, result) = try place1(body, 100, 100)
        #expect(result.frame("fs", in: tree) == Rect(x: 25, y: 40, width: 50, height: 20))
        #expect(result.frame("f", in: tree) == Rect(x: 25, y: 40, width: 50, height: 20))
        let text = try #require(result.node(labelled: "t", in: tree))
        #expect(text.proposal == ProposedSize(width: 50, height: nil))
        #expect(text.frame == Rect(x: 25, y: 30, width: 50, height: 40))
    }

    @Test("TEXT-5 a Text re-proposed by a ZStack takes its size at the ZStack's size, not the sizing answer")
    func zstackPlacement() throws {
        // ZStack { Text("ab cd ef"); leaf 30×30 } proposed (25, 100). Sizing: the Text at (25, 100)
        // → "ab" / "cd" / "ef" → 25×60; the ZStack is max 30 × 60. Root origin ((25 − 30)/2,
        // (100 − 60)/2) = (−2.5, 20). Placement proposes (30, 60): the Text answers 30×60 (still 3
        // lines, width = the new proposal) and sits at (−2.5, 20); the leaf at (−2.5, 35).
        let body = V.zstack(.center, V.text("ab cd ef").id("t"), V.leaf(30, 30).id("l")).id("z")
        let (tree, result) = try place1(body, 25, 100)
        #expect(result.frame("z", in: tree) == Rect(x: -2.5, y: 20, width: 30, height: 60))
        #expect(result.frame("t", in: tree) == Rect(x: -2.5, y: 20, width: 30, height: 60))
        #expect(result.frame("l", in: tree) == Rect(x: -2.5, y: 35, width: 30, height: 30))
        #expect(result.node(labelled: "t", in: tree)?.proposal == ProposedSize(width: 30, height: 60))
    }

    // MARK: TEXT-6

    @Test("TEXT-6 HStack(.firstTextBaseline): baselines at b = 16 from each Text's top; a rectangle's is its height")
    func firstTextBaseline() throws {
        // One-line "ab" (20×20, first baseline 16), two-line "ab\ncd" (20×40, 16), leaf 10×50 (50).
        // m = (−16, −16, −50); lo = −50; hi = max(0, 4, 24, 0) = 24 → height 74; width 50.
        // In 100×100: stack at (25, 13). Minor origins 34, 34, 0.
        let body = V.hstack(
            .firstTextBaseline, spacing: 0,
            V.text("ab").id("one"), V.text("ab\ncd").id("two"), V.leaf(10, 50).id("r")
        ).id("h")
        let (tree, result) = try place1(body, 100, 100)
        #expect(result.frame("h", in: tree) == Rect(x: 25, y: 13, width: 50, height: 74))
        #expect(result.frame("one", in: tree) == Rect(x: 25, y: 47, width: 20, height: 20))
        #expect(result.frame("two", in: tree) == Rect(x: 45, y: 47, width: 20, height: 40))
        #expect(result.frame("r", in: tree) == Rect(x: 65, y: 13, width: 10, height: 50))
    }

    @Test("TEXT-6 HStack(.lastTextBaseline): last baseline = (visible − 1)·L + b")
    func lastTextBaseline() throws {
        // Last baselines: "ab" 16, "ab\ncd" 20 + 16 = 36, leaf 50.
        // m = (−16, −36, −50); lo = −50; hi = max(0, 4, 4, 0) = 4 → height 54.
        // In 100×100: stack at (25, 23). Minor origins 34, 14, 0; all bottoms align at y 73.
        let body = V.hstack(
            .lastTextBaseline, spacing: 0,
            V.text("ab").id("one"), V.text("ab\ncd").id("two"), V.leaf(10, 50).id("r")
        ).id("h")
        let (tree, result) = try place1(body, 100, 100)
        #expect(result.frame("h", in: tree) == Rect(x: 25, y: 23, width: 50, height: 54))
        #expect(result.frame("one", in: tree) == Rect(x: 25, y: 57, width: 20, height: 20))
        #expect(result.frame("two", in: tree) == Rect(x: 45, y: 37, width: 20, height: 40))
        #expect(result.frame("r", in: tree) == Rect(x: 65, y: 23, width: 10, height: 50))
    }

    @Test("TEXT-6 §18.10 b is the raw ascender (0.8 × 20.333333 = 16.2666664), not pixel-ceiled")
    func rawAscender() throws {
        let body = V.hstack(.firstTextBaseline, spacing: 0, V.text("Hello world").id("t"), V.leaf(10, 30).id("r"))
        let (tree, result) = try place1(body, 200, 100, measurer: mono, scale: 3)
        let t = try #require(result.frame("t", in: tree)), r = try #require(result.frame("r", in: tree))
        // Baselines meet: t.y + 16.2666664 == r.y + 30.
        #expect(close(t.origin.y - r.origin.y, 30 - 16.2666664, 1e-6))
    }

    @Test("TEXT-6 both baselines are 0 for a 0×0 answer")
    func zeroAnswerBaseline() throws {
        // Text("ab").frame(width: 0, height: 50): the Text is proposed (0, 50) → 0×0, baseline 0,
        // centred at (0, 25) in the frame → the frame's explicit baseline is 25.
        // With a leaf 10×10 (baseline 10): m = (−25, −10); lo = −25, hi = 25 → 10×50 at (45, 25);
        // the leaf's minor origin is −10 + 25 = 15.
        let body = V.hstack(
            .firstTextBaseline, spacing: 0,
            V.text("ab").id("t").frame(width: 0, height: 50).id("f"), V.leaf(10, 10).id("l")
        ).id("h")
        let (tree, result) = try place1(body, 100, 100)
        #expect(result.frame("h", in: tree) == Rect(x: 45, y: 25, width: 10, height: 50))
        #expect(result.frame("f", in: tree) == Rect(x: 45, y: 25, width: 0, height: 50))
        #expect(result.frame("t", in: tree) == Rect(x: 45, y: 50, width: 0, height: 0))
        #expect(result.frame("l", in: tree) == Rect(x: 45, y: 40, width: 10, height: 10))
    }

    // MARK: TEXT-7

    @Test("TEXT-7 Text is generic for spacing: 8 on both axes")
    func genericSpacing() throws {
        #expect(
            try measure1(.hstack(nil, spacing: nil, .text("ab"), .leaf(10, 10)), nil, nil)
                == Size(width: 38, height: 20))
        #expect(
            try measure1(.hstack(nil, spacing: nil, .text("ab"), .text("cd")), nil, nil)
                == Size(width: 48, height: 20))
        #expect(
            try measure1(.vstack(nil, spacing: nil, .text("ab"), .text("cd")), nil, nil)
                == Size(width: 20, height: 48))
        #expect(
            try measure1(.vstack(nil, spacing: nil, .leaf(10, 10), .text("ab")), nil, nil)
                == Size(width: 20, height: 38))
        let (tree, result) = try place1(
            .vstack(nil, spacing: nil, V.text("ab").id("a"), V.text("cd").id("b")), nil, nil)
        #expect(result.frame("a", in: tree) == Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(result.frame("b", in: tree) == Rect(x: 0, y: 28, width: 20, height: 20))
    }
}
