#!/usr/bin/env python3
"""Generate Sources/TextMeasurement/BodyFontTable.swift from Inter Regular.

The default text measurer (FontTableMeasurer) uses the real metrics of Inter, the
open font closest to Apple's SF Pro, as shipped by Debian's `fonts-inter` package.

    apt-get install -y fonts-inter
    pip install fonttools
    python3 tools/font-metrics/generate.py            # rewrite the Swift table
    python3 tools/font-metrics/generate.py --check    # exit 1 if the table is stale
    python3 tools/font-metrics/generate.py --verify   # also cross-check kerning with
                                                      # HarfBuzz (pip install uharfbuzz)

The output depends only on the font file, the Debian package version and the
Unicode database of the running Python (recorded in the header); it contains no
timestamps, so regenerating from the same inputs gives the same bytes.
See Documentation/TextMetrics.md.
"""

import argparse
import math
import os
import subprocess
import sys
import unicodedata

from fontTools.ttLib import TTFont

DEFAULT_FONT = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
DEBIAN_PACKAGE = "fonts-inter"
REPO_ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
OUTPUT = os.path.join(REPO_ROOT, "Sources", "TextMeasurement", "BodyFontTable.swift")

# Scalars below this get a dense slot (slot == scalar): Basic Latin, Latin-1 Supplement,
# Latin Extended-A and -B.
DENSE_LIMIT = 0x250
# Scalars with a font glyph outside the dense range that also take part in kerning.
KERN_EXTRA_BLOCKS = [
    (0x2000, 0x2070),  # General Punctuation: dashes, quotes, ellipsis, guillemets, prime
    (0x20A0, 0x20D0),  # Currency Symbols
    (0x2100, 0x2150),  # Letterlike Symbols (™, №, …)
]
# General categories that advance 0 whatever the font says (marks, format and control
# characters, line/paragraph separators).
ZERO_WIDTH_CATEGORIES = {"Mn", "Me", "Cf", "Cc", "Zl", "Zp"}
# Code point ranges that UAX #11 defaults to Wide even where unassigned.
DEFAULT_WIDE_RANGES = [
    (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),
    (0x20000, 0x2FFFD), (0x30000, 0x3FFFD),
]
# SF Pro tracking in points by point size: Apple Human Interface Guidelines,
# Typography > Specifications > "iOS, iPadOS tracking values" (SF Pro), column
# "Tracking (points)". Not a property of Inter: it is the tracking SwiftUI's system
# font applies at each size, applied here on top of Inter's advances.
TRACKING_POINTS = [
    (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0.0),
    (13, -0.08), (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44),
    (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07),
    (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39),
    (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37),
    (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35),
    (46, 0.36), (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33),
    (53, 0.31), (54, 0.32), (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22),
    (66, 0.19), (68, 0.17), (70, 0.14), (72, 0.14), (76, 0.07), (80, 0.0), (84, 0.0),
    (88, 0.0), (92, 0.0), (96, 0.0),
]
CHECK_STRING = "Hello world"
CHECK_SIZE = 17.0
TEXT1_WIDTH_WINDOW = (85.0, 85.0 + 1.0 / 3.0)
TEXT1_HEIGHT_WINDOW = (20.0, 20.0 + 1.0 / 3.0)


def log(message):
    print(message)


def debian_version(package):
    try:
        out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package],
                             capture_output=True, text=True, check=True)
        return out.stdout.strip() or "unknown"
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def is_zero_width(cp):
    return unicodedata.category(chr(cp)) in ZERO_WIDTH_CATEGORIES


def is_wide(cp):
    if any(lo <= cp <= hi for lo, hi in DEFAULT_WIDE_RANGES):
        return True
    # Python's unicodedata answers "F" for unassigned code points; ignore those.
    if unicodedata.category(chr(cp)) == "Cn":
        return False
    return unicodedata.east_asian_width(chr(cp)) in ("W", "F")


def merged_ranges(predicate, start, stop):
    """Inclusive (lo, hi) ranges of code points in [start, stop) satisfying predicate.
    A gap made only of unassigned code points (Cn) between two ranges is bridged, so an
    unassigned code point may take the class of its neighbours; that keeps the lists short."""
    ranges = []
    gap_unassigned = True
    for cp in range(start, stop):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        if not predicate(cp):
            if unicodedata.category(chr(cp)) != "Cn":
                gap_unassigned = False
            continue
        if ranges and (ranges[-1][1] == cp - 1 or gap_unassigned):
            ranges[-1][1] = cp
        else:
            ranges.append([cp, cp])
        gap_unassigned = True
    return ranges


class PairKerning:
    """Horizontal pair kerning of the GPOS `kern` feature (lookup type 2, also inside
    type-9 extensions), applied the way OpenType shapers do: lookups accumulate; within
    a lookup the first subtable whose coverage holds the first glyph decides (format 1
    falls through when the pair is absent). XAdvance of both value records counts."""

    def __init__(self, font):
        self.lookups = []
        if "GPOS" not in font:
            return
        gpos = font["GPOS"].table
        indices = set()
        for record in gpos.FeatureList.FeatureRecord:
            if record.FeatureTag == "kern":
                indices.update(record.Feature.LookupListIndex)
        for index in sorted(indices):
            lookup = gpos.LookupList.Lookup[index]
            subtables = []
            for sub in lookup.SubTable:
                if lookup.LookupType == 9:
                    if sub.ExtensionLookupType != 2:
                        continue
                    sub = sub.ExtSubTable
                elif lookup.LookupType != 2:
                    continue
                coverage = set(sub.Coverage.glyphs)
                if sub.Format == 1:
                    pairs = {}
                    for first, pair_set in zip(sub.Coverage.glyphs, sub.PairSet):
                        pairs[first] = {r.SecondGlyph: self.x(r.Value1) + self.x(r.Value2)
                                        for r in pair_set.PairValueRecord}
                    subtables.append((1, coverage, pairs))
                else:
                    matrix = [[self.x(c.Value1) + self.x(c.Value2) for c in row.Class2Record]
                              for row in sub.Class1Record]
                    subtables.append((2, coverage, (sub.ClassDef1.classDefs,
                                                    sub.ClassDef2.classDefs, matrix)))
            self.lookups.append(subtables)

    @staticmethod
    def x(value):
        return (getattr(value, "XAdvance", 0) or 0) if value is not None else 0

    def __call__(self, first, second):
        total = 0
        for subtables in self.lookups:
            for fmt, coverage, data in subtables:
                if first not in coverage:
                    continue
                if fmt == 1:
                    if second in data[first]:
                        total += data[first][second]
                        break
                    continue
                class1, class2, matrix = data
                total += matrix[class1.get(first, 0)][class2.get(second, 0)]
                break
        return total


def tracking(size):
    if size <= TRACKING_POINTS[0][0]:
        return TRACKING_POINTS[0][1]
    for (s0, t0), (s1, t1) in zip(TRACKING_POINTS, TRACKING_POINTS[1:]):
        if size <= s1:
            return t0 + (t1 - t0) * (size - s0) / (s1 - s0)
    return TRACKING_POINTS[-1][1]


def ceil_third(value):
    return math.ceil(value * 3 - 1e-7) / 3


def build(font_path):
    font = TTFont(font_path)
    name = font["name"]
    full_name = name.getDebugName(4)
    version = name.getDebugName(5)
    upm = font["head"].unitsPerEm
    hhea = font["hhea"]
    os2 = font["OS/2"]
    cmap = font.getBestCmap()
    hmtx = font["hmtx"].metrics
    ascender, descender, line_gap = hhea.ascent, hhea.descent, hhea.lineGap
    cap_height = getattr(os2, "sCapHeight", 0)
    x_height = getattr(os2, "sxHeight", 0)
    package_version = debian_version(DEBIAN_PACKAGE)

    log(f"font file:       {font_path}")
    log(f"debian package:  {DEBIAN_PACKAGE} {package_version}")
    log(f"name:            {full_name} / {version}")
    log(f"unitsPerEm:      {upm}")
    log(f"hhea:            ascender {ascender}, descender {descender}, lineGap {line_gap}")
    log(f"OS/2 typo:       ascender {os2.sTypoAscender}, descender {os2.sTypoDescender}, "
        f"lineGap {os2.sTypoLineGap}; USE_TYPO_METRICS {bool(os2.fsSelection & 0x80)}")
    log(f"OS/2 win:        ascent {os2.usWinAscent}, descent {os2.usWinDescent}")
    log(f"OS/2:            capHeight {cap_height}, xHeight {x_height}")
    log(f"cmap scalars:    {len(cmap)}")
    log(f"unicodedata:     {unicodedata.unidata_version}")

    lowercase = [hmtx[cmap[cp]][0] for cp in range(ord("a"), ord("z") + 1)]
    fallback = round(sum(lowercase) / len(lowercase))
    wide_advance = upm
    log(f"fallback:        {fallback} (mean advance of a-z: {sum(lowercase)}/26); "
        f"wide (EAW W/F): {wide_advance} (1 em)")

    def advance(cp):
        if is_zero_width(cp):
            return 0
        if cp in cmap:
            return hmtx[cmap[cp]][0]
        if is_wide(cp):
            return wide_advance
        return fallback

    dense = [advance(cp) for cp in range(DENSE_LIMIT)]
    sparse = sorted(cp for cp in cmap
                    if cp >= DENSE_LIMIT and not is_zero_width(cp)
                    and unicodedata.category(chr(cp)) != "Co")
    sparse_advances = [hmtx[cmap[cp]][0] for cp in sparse]
    slots = list(range(DENSE_LIMIT)) + sparse
    advances = dense + sparse_advances
    assert all(0 <= a < 65536 for a in advances)
    log(f"dense slots:     U+0000..U+{DENSE_LIMIT - 1:04X} ({DENSE_LIMIT}); "
        f"sparse slots: {len(sparse)} (cmap minus marks/format/private use)")

    # Kerning, compressed into left/right classes of identical rows/columns.
    kern = PairKerning(font)
    kerned = [i for i, cp in enumerate(slots)
              if cp in cmap and advances[i] > 0
              and (cp < DENSE_LIMIT or any(lo <= cp < hi for lo, hi in KERN_EXTRA_BLOCKS))]
    glyphs = {i: cmap[slots[i]] for i in kerned}
    values = {(a, b): kern(glyphs[a], glyphs[b]) for a in kerned for b in kerned}
    nonzero = sum(1 for v in values.values() if v)

    def classes(vectors):
        ids = {tuple([0] * len(kerned)): 0}
        table = []
        for vector in vectors:
            table.append(ids.setdefault(vector, len(ids)))
        reps = sorted(ids.items(), key=lambda item: item[1])
        return table, [vector for vector, _ in reps]

    left_of, left_rows = classes(tuple(values[a, b] for b in kerned) for a in kerned)
    right_of, right_cols = classes(tuple(values[a, b] for a in kerned) for b in kerned)
    left_class = [0] * len(slots)
    right_class = [0] * len(slots)
    for position, slot in enumerate(kerned):
        left_class[slot] = left_of[position]
        right_class[slot] = right_of[position]
    # Representative members of each class rebuild the matrix.
    left_member = {}
    right_member = {}
    for slot in kerned:
        left_member.setdefault(left_class[slot], slot)
        right_member.setdefault(right_class[slot], slot)
    left_count, right_count = len(left_rows), len(right_cols)
    matrix = []
    for lc in range(left_count):
        for rc in range(right_count):
            if lc == 0 or rc == 0:
                matrix.append(0)
            else:
                matrix.append(values[left_member[lc], right_member[rc]])
    for a in kerned:  # the class matrix reproduces every pair
        for b in kerned:
            assert matrix[left_class[a] * right_count + right_class[b]] == values[a, b]
    assert left_count < 256 and right_count < 256
    assert all(-32768 <= v < 32768 for v in matrix)
    log(f"kerning:         GPOS kern, {len(kern.lookups)} lookup(s); {len(kerned)} scalars, "
        f"{nonzero} non-zero pairs -> {left_count} x {right_count} classes")

    zero_ranges = merged_ranges(is_zero_width, DENSE_LIMIT, 0x110000)
    wide_ranges = merged_ranges(lambda cp: is_wide(cp) and not is_zero_width(cp),
                                DENSE_LIMIT, 0x110000)
    log(f"zero-width ranges above the dense table: {len(zero_ranges)}; wide ranges: {len(wide_ranges)}")

    data = dict(font_path=font_path, full_name=full_name, version=version,
                package_version=package_version, upm=upm, ascender=ascender,
                descender=descender, line_gap=line_gap, cap_height=cap_height,
                x_height=x_height, fallback=fallback, wide_advance=wide_advance,
                advances=advances, sparse=sparse, left_class=left_class,
                right_class=right_class, right_count=right_count, matrix=matrix,
                zero_ranges=zero_ranges, wide_ranges=wide_ranges)
    report_check(data, cmap, hmtx, kern)
    return data, font


def report_check(d, cmap, hmtx, kern):
    """Print the TEXT-1 check: "Hello world" in the 17-pt body font."""
    advances = [hmtx[cmap[ord(c)]][0] for c in CHECK_STRING]
    kerning = [kern(cmap[ord(a)], cmap[ord(b)]) for a, b in zip(CHECK_STRING, CHECK_STRING[1:])]
    units = sum(advances) + sum(kerning)
    scale = CHECK_SIZE / d["upm"]
    track = tracking(CHECK_SIZE)
    plain = sum(advances) * scale
    kerned = units * scale
    width = kerned + len(CHECK_STRING) * track
    height = (d["ascender"] - d["descender"] + d["line_gap"]) * scale
    lo, hi = TEXT1_WIDTH_WINDOW
    hlo, hhi = TEXT1_HEIGHT_WINDOW
    log(f'check "{CHECK_STRING}" at {CHECK_SIZE:g} pt:')
    log(f"  advances {advances} = {sum(advances)} units -> {plain:.6f} pt")
    log(f"  kerning  {kerning} = {sum(kerning)} units -> {kerned:.6f} pt")
    log(f"  tracking {track:+.2f} pt x {len(CHECK_STRING)} graphemes -> width {width:.12f} pt, "
        f"ceiled {ceil_third(width):.6f}; TEXT-1 window ({lo:g}, {hi:.3f}]: "
        f"{'inside' if lo < width <= hi + 1e-12 else 'OUTSIDE'}")
    log(f"  line height ({d['ascender']} - ({d['descender']}) + {d['line_gap']}) x {scale:.9f} = "
        f"{height:.12f} pt, ceiled {ceil_third(height):.6f}; TEXT-1 window ({hlo:g}, {hhi:.3f}]: "
        + ("inside" if hlo < height <= hhi + 1e-12
           else f"OUTSIDE by {height - hhi:+.6f} pt" if height > hhi else f"OUTSIDE by {height - hlo:+.6f} pt"))


def verify_with_harfbuzz(font_path, d, font):
    try:
        import uharfbuzz as hb
    except ImportError:
        log("--verify needs uharfbuzz (pip install uharfbuzz)")
        return False
    blob = hb.Blob.from_file_path(font_path)
    hb_font = hb.Font(hb.Face(blob))
    features = {"kern": True, "calt": False, "liga": False, "ccmp": False, "locl": False}
    slots = list(range(DENSE_LIMIT)) + d["sparse"]
    cmap = font.getBestCmap()
    kerned = [i for i in range(len(slots)) if d["left_class"][i] or d["right_class"][i]
              or (slots[i] in cmap and d["advances"][i] > 0 and slots[i] < 0x7F)]
    mismatches = 0
    for a in kerned:
        for b in kerned:
            text = chr(slots[a]) + chr(slots[b])
            buf = hb.Buffer()
            buf.add_str(text)
            buf.guess_segment_properties()
            hb.shape(hb_font, buf, features)
            if len(buf.glyph_positions) != 2:
                continue
            shaped = sum(p.x_advance for p in buf.glyph_positions)
            ours = (d["advances"][a] + d["advances"][b]
                    + d["matrix"][d["left_class"][a] * d["right_count"] + d["right_class"][b]])
            if shaped != ours:
                mismatches += 1
                if mismatches <= 10:
                    log(f"  mismatch {text!r}: harfbuzz {shaped}, table {ours}")
    log(f"harfbuzz check: {len(kerned) ** 2} pairs, {mismatches} mismatches")
    buf = hb.Buffer()
    buf.add_str(CHECK_STRING)
    buf.guess_segment_properties()
    hb.shape(hb_font, buf)
    log(f'harfbuzz "{CHECK_STRING}" (default features): '
        f"{sum(p.x_advance for p in buf.glyph_positions)} units")
    return mismatches == 0


def swift_array(values, per_line, fmt=str, indent="        "):
    lines = []
    for start in range(0, len(values), per_line):
        lines.append(indent + ", ".join(fmt(v) for v in values[start:start + per_line]) + ",")
    return "\n".join(lines)


def render(d):
    hexu = lambda v: f"0x{v:04X}"
    track_sizes = ", ".join(f"{s:g}" for s, _ in TRACKING_POINTS)
    track_points = ", ".join(f"{t:.2f}" for _, t in TRACKING_POINTS)
    rows = []
    for lc in range(len(d["matrix"]) // d["right_count"]):
        row = d["matrix"][lc * d["right_count"]:(lc + 1) * d["right_count"]]
        rows.append(swift_array(row, 24))
    return f"""// BodyFontTable.swift
// TextMeasurement
//
// GENERATED FILE: do not edit. Regenerate with
//     python3 tools/font-metrics/generate.py
// (needs `apt-get install fonts-inter` and `pip install fonttools`; see Documentation/TextMetrics.md).
//
// Source: {d['font_path']}
// Debian package: {DEBIAN_PACKAGE} {d['package_version']}
// Font: {d['full_name']}, {d['version']}
// Unicode data (zero-width and East Asian Width classes): {unicodedata.unidata_version}
// Tracking: Apple HIG, SF Pro "iOS, iPadOS tracking values" (points); not part of the font.

/// Inter Regular metrics in font units, read from the font by tools/font-metrics/generate.py.
///
/// Scalars map to slots: U+0000–U+{DENSE_LIMIT - 1:04X} are slots 0–{DENSE_LIMIT - 1} (slot = scalar); other
/// scalars the font covers are slot `{DENSE_LIMIT} + i` where `sparseScalars[i]` is the scalar.
enum BodyFontTable {{
    static let fontName = "{d['full_name']}"
    static let fontVersion = "{d['version']}"
    static let debianPackage = "{DEBIAN_PACKAGE} {d['package_version']}"

    static let unitsPerEm: Double = {d['upm']}
    /// hhea ascender (equal to OS/2 sTypoAscender in this font).
    static let ascender: Double = {d['ascender']}
    /// hhea descender (negative).
    static let descender: Double = {d['descender']}
    /// hhea lineGap.
    static let lineGap: Double = {d['line_gap']}
    /// OS/2 sCapHeight.
    static let capHeight: Double = {d['cap_height']}
    /// OS/2 sxHeight.
    static let xHeight: Double = {d['x_height']}

    /// Advance of a non-zero-width scalar the font lacks: mean advance of a–z, rounded.
    static let fallbackAdvance: Int = {d['fallback']}
    /// Advance of a wide (East Asian Width W or F) scalar the font lacks: 1 em.
    static let wideAdvance: Int = {d['wide_advance']}

    /// Number of dense slots (slot == scalar below this).
    static let denseCount = {DENSE_LIMIT}

    /// Advance per slot. Dense slots already apply the fallback rules (0 for marks, format and
    /// control characters; `fallbackAdvance` where the font has no glyph).
    static let advances: [UInt16] = [
{swift_array(d['advances'], 16)}
    ]

    /// Scalars of the sparse slots, ascending.
    static let sparseScalars: [UInt32] = [
{swift_array(d['sparse'], 12, lambda v: f"0x{v:05X}")}
    ]

    /// Kerning class of each slot as the first of a pair (0 = never kerned).
    static let kernLeftClass: [UInt8] = [
{swift_array(d['left_class'], 32)}
    ]

    /// Kerning class of each slot as the second of a pair (0 = never kerned).
    static let kernRightClass: [UInt8] = [
{swift_array(d['right_class'], 32)}
    ]

    static let kernRightClassCount = {d['right_count']}

    /// Pair kerning in font units: `kernMatrix[left * kernRightClassCount + right]`.
    static let kernMatrix: [Int16] = [
{chr(10).join(rows)}
    ]

    /// Zero-width scalars above the dense range (general category Mn, Me, Cf, Cc, Zl, Zp):
    /// inclusive ranges `zeroWidthStarts[i]...zeroWidthEnds[i]`, ascending.
    static let zeroWidthStarts: [UInt32] = [
{swift_array([r[0] for r in d['zero_ranges']], 12, lambda v: f"0x{v:05X}")}
    ]
    static let zeroWidthEnds: [UInt32] = [
{swift_array([r[1] for r in d['zero_ranges']], 12, lambda v: f"0x{v:05X}")}
    ]

    /// Wide scalars (East Asian Width W or F, plus UAX #11's default-wide CJK blocks).
    static let wideStarts: [UInt32] = [
{swift_array([r[0] for r in d['wide_ranges']], 12, lambda v: f"0x{v:05X}")}
    ]
    static let wideEnds: [UInt32] = [
{swift_array([r[1] for r in d['wide_ranges']], 12, lambda v: f"0x{v:05X}")}
    ]

    /// SF Pro tracking (points) by point size, Apple HIG; interpolated linearly, clamped.
    static let trackingSizes: [Double] = [{track_sizes}]
    static let trackingPoints: [Double] = [{track_points}]
}}
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--font", default=DEFAULT_FONT, help="font file (default: %(default)s)")
    parser.add_argument("--output", default=OUTPUT, help="Swift file to write")
    parser.add_argument("--check", action="store_true", help="do not write; fail if stale")
    parser.add_argument("--verify", action="store_true", help="cross-check kerning with HarfBuzz")
    args = parser.parse_args()
    if not os.path.exists(args.font):
        sys.exit(f"{args.font} not found: apt-get install -y {DEBIAN_PACKAGE}")
    data, font = build(args.font)
    text = render(data)
    if args.verify and not verify_with_harfbuzz(args.font, data, font):
        sys.exit(1)
    if args.check:
        try:
            with open(args.output, encoding="utf-8") as handle:
                current = handle.read()
        except OSError:
            current = None
        if current != text:
            sys.exit(f"{os.path.relpath(args.output, REPO_ROOT)} is stale: rerun generate.py")
        log(f"{os.path.relpath(args.output, REPO_ROOT)} is up to date")
        return
    with open(args.output, "w", encoding="utf-8") as handle:
        handle.write(text)
    log(f"wrote {os.path.relpath(args.output, REPO_ROOT)} ({len(text.encode('utf-8'))} bytes)")


if __name__ == "__main__":
    main()
