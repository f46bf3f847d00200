// LazyGridLayout.swift
// CustomLayout
//
// GRID-1..3: SwiftUI's LazyVGrid and LazyHGrid as built-in custom layouts, run by both engines
// through LAYOUTPROTO like FlowLayout (the source front end lowers `LazyVGrid(columns:)` to
// `LazyVGridLayout`). The algorithm is documented in Documentation/RealSwiftUI.md.

import Foundation
import LayoutCore

/// One `GridItem`: its size, the spacing after it (nil: 8) and its cells' alignment (nil: centre).
public struct GridItemSpec: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        case fixed, flexible, adaptive
    }

    public var kind: Kind
    /// `.fixed(size)`: the size; `.flexible`/`.adaptive`: the minimum.
    public var minimum: Double
    /// `.flexible`/`.adaptive`: the maximum (∞ is encoded as nil).
    public var maximum: Double?
    public var spacing: Double?
    /// `leading`, `center`, `trailing` (LazyVGrid) or `top`, `center`, `bottom` (LazyHGrid).
    public var alignment: String?

    public init(kind: Kind, minimum: Double, maximum: Double? = nil, spacing: Double? = nil, alignment: String? = nil) {
        self.kind = kind
        self.minimum = minimum
        self.maximum = maximum
        self.spacing = spacing
        self.alignment = alignment
    }

    /// `GridItem(.flexible())`: minimum 10, maximum ∞ (SwiftUI's defaults).
    public static let flexible = GridItemSpec(kind: .flexible, minimum: 10)
}

/// GRID-1: the track sizes of a lazy grid's cross axis.
enum GridTracks {
    /// The default spacing between tracks and between lines (8 pt).
    static let defaultSpacing = 8.0

    /// The width of each column (LazyVGrid) or height of each row (LazyHGrid) in `length`
    /// (nil: every flexible track takes its minimum), and the spacing after each.
    /// Fixed tracks take their size; the rest of `length` (after every spacing) is shared by the
    /// flexible and adaptive items in order, each getting `remaining / itemsLeft` clamped to its
    /// minimum and maximum; an adaptive item then holds as many tracks of its minimum as fit in
    /// its share (at least one), which split the share equally (clamped to its maximum).
    static func sizes(_ items: [GridItemSpec], length: Double?) -> (
        sizes: [Double], spacings: [Double], owners: [Int]
    ) {
        let spacing = items.map { $0.spacing ?? defaultSpacing }
        var share = [Double](repeating: 0, count: items.count)
        var remaining = (length ?? 0) - spacing.dropLast().reduce(0, +)
        var left = 0
        for (index, item) in items.enumerated() {
            if item.kind == .fixed {
                share[index] = item.minimum
                remaining -= item.minimum
            } else {
                left += 1
            }
        }
        for (index, item) in items.enumerated() where item.kind != .fixed {
            let even = length == nil ? item.minimum : max(remaining, 0) / Double(left)
            share[index] = min(max(even, item.minimum), item.maximum ?? .infinity)
            remaining -= share[index]
            left -= 1
        }
        var sizes: [Double] = []
        var spacings: [Double] = []
        var owners: [Int] = []
        for (index, item) in items.enumerated() {
            guard item.kind == .adaptive else {
                sizes.append(share[index])
                spacings.append(spacing[index])
                owners.append(index)
                continue
            }
            let gap = spacing[index]
            let count = max(1, Int(((share[index] + gap) / (item.minimum + gap)).rounded(.down)))
            let size = min((share[index] - gap * Double(count - 1)) / Double(count), item.maximum ?? .infinity)
            for _ in 0..<count {
                sizes.append(max(size, item.minimum))
                spacings.append(gap)
                owners.append(index)
            }
        }
        return (sizes, spacings, owners)
    }

    /// The offset of a cell of `size` in a track of `track` for an alignment name.
    static func offset(_ alignment: String?, size: Double, track: Double) -> Double {
        switch alignment {
        case "leading", "top": 0
        case "trailing", "bottom": track - size
        default: (track - size) / 2
        }
    }
}

/// GRID-2: `LazyVGrid(columns:alignment:spacing:)`: cells fill rows left to right; each row is as
/// tall as its tallest cell, each cell proposed (column width, nil) and aligned in its column.
public struct LazyVGridLayout: Layout, Codable, Hashable {
    public var columns: [GridItemSpec]
    /// Between rows (nil: 8).
    public var spacing: Double?
    /// The grid's alignment of its columns inside a wider bounds: `leading`, `center`, `trailing`.
    public var alignment: String?

    public init(columns: [GridItemSpec] = [.flexible], spacing: Double? = nil, alignment: String? = nil) {
        self.columns = columns
        self.spacing = spacing
        self.alignment = alignment
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        columns = try container.decodeIfPresent([GridItemSpec].self, forKey: .columns) ?? [.flexible]
        spacing = try container.decodeIfPresent(Double.self, forKey: .spacing)
        alignment = try container.decodeIfPresent(String.self, forKey: .alignment)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let grid = LazyGridArrangement(
            items: columns, lineSpacing: spacing, length: proposal.width.map(Double.init), subviews: subviews,
            vertical: true)
        return CGSize(width: grid.crossLength, height: grid.mainLength)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let grid = LazyGridArrangement(
            items: columns, lineSpacing: spacing, length: proposal.width.map(Double.init), subviews: subviews,
            vertical: true)
        let start =
            Double(bounds.minX) + GridTracks.offset(alignment, size: grid.crossLength, track: Double(bounds.width))
        grid.place(subviews, crossStart: start, mainStart: Double(bounds.minY), items: columns)
    }
}

/// GRID-3: `LazyHGrid(rows:alignment:spacing:)`, GRID-2 with the axes swapped: cells fill
/// columns top to bottom, each cell proposed (nil, row height).
public struct LazyHGridLayout: Layout, Codable, Hashable {
    public var rows: [GridItemSpec]
    /// Between columns (nil: 8).
    public var spacing: Double?
    /// `top`, `center`, `bottom`.
    public var alignment: String?

    public init(rows: [GridItemSpec] = [.flexible], spacing: Double? = nil, alignment: String? = nil) {
        self.rows = rows
        self.spacing = spacing
        self.alignment = alignment
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rows = try container.decodeIfPresent([GridItemSpec].self, forKey: .rows) ?? [.flexible]
        spacing = try container.decodeIfPresent(Double.self, forKey: .spacing)
        alignment = try container.decodeIfPresent(String.self, forKey: .alignment)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let grid = LazyGridArrangement(
            items: rows, lineSpacing: spacing, length: proposal.height.map(Double.init), subviews: subviews,
            vertical: false)
        return CGSize(width: grid.mainLength, height: grid.crossLength)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let grid = LazyGridArrangement(
            items: rows, lineSpacing: spacing, length: proposal.height.map(Double.init), subviews: subviews,
            vertical: false)
        let start =
            Double(bounds.minY) + GridTracks.offset(alignment, size: grid.crossLength, track: Double(bounds.height))
        grid.place(subviews, crossStart: start, mainStart: Double(bounds.minX), items: rows)
    }
}

/// The tracks and lines of a lazy grid. "Cross" is the axis of the GridItems (columns of a
/// LazyVGrid), "main" the axis the lines stack along.
struct LazyGridArrangement {
    let vertical: Bool
    let tracks: [Double]
    let trackSpacings: [Double]
    /// The GridItem each track comes from (an adaptive item gives several tracks).
    let owners: [Int]
    /// Each line's length along the main axis (a row's height in a LazyVGrid).
    let lines: [Double]
    let lineSpacing: Double

    init(items: [GridItemSpec], lineSpacing: Double?, length: Double?, subviews: LayoutSubviews, vertical: Bool) {
        self.vertical = vertical
        (tracks, trackSpacings, owners) = GridTracks.sizes(items, length: length)
        self.lineSpacing = lineSpacing ?? GridTracks.defaultSpacing
        var lines: [Double] = []
        let perLine = max(tracks.count, 1)
        for (index, subview) in subviews.enumerated() {
            let track = tracks.isEmpty ? 0 : tracks[index % perLine]
            let proposal =
                vertical ? ProposedViewSize(width: track, height: nil) : ProposedViewSize(width: nil, height: track)
            let size = subview.sizeThatFits(proposal)
            let extent = Double(vertical ? size.height : size.width)
            if index % perLine == 0 {
                lines.append(extent)
            } else {
                lines[lines.count - 1] = max(lines[lines.count - 1], extent)
            }
        }
        self.lines = lines
    }

    /// Columns plus the spacing between them.
    var crossLength: Double {
        tracks.reduce(0, +) + trackSpacings.dropLast().reduce(0, +)
    }

    /// Lines plus the spacing between them.
    var mainLength: Double {
        lines.reduce(0, +) + lineSpacing * Double(max(lines.count - 1, 0))
    }

    /// Places each cell in its track and line, aligned by its GridItem (centre by default) on the
    /// cross axis and centred on the main axis.
    func place(_ subviews: LayoutSubviews, crossStart: Double, mainStart: Double, items: [GridItemSpec]) {
        guard !tracks.isEmpty else { return }
        var trackStarts: [Double] = []
        var position = crossStart
        for (index, track) in tracks.enumerated() {
            trackStarts.append(position)
            position += track + trackSpacings[index]
        }
        var lineStart = mainStart
        for (index, subview) in subviews.enumerated() {
            let column = index % tracks.count
            let line = index / tracks.count
            if column == 0, line > 0 { lineStart += lines[line - 1] + lineSpacing }
            let track = tracks[column]
            let proposal =
                vertical ? ProposedViewSize(width: track, height: nil) : ProposedViewSize(width: nil, height: track)
            let size = subview.sizeThatFits(proposal)
            let cross = Double(vertical ? size.width : size.height)
            let main = Double(vertical ? size.height : size.width)
            let owner = items[owners[column]].alignment
            let c = trackStarts[column] + GridTracks.offset(owner, size: cross, track: track)
            let m = lineStart + (lines[line] - main) / 2
            subview.place(
                at: vertical ? CGPoint(x: c, y: m) : CGPoint(x: m, y: c), anchor: .topLeading, proposal: proposal)
        }
    }
}
