// GridLayout.swift
// CustomLayout
//
// GRID-4: SwiftUI's Grid / GridRow as a built-in custom layout, run by both engines through
// LAYOUTPROTO (the source front end lowers `Grid { GridRow { … } }` to `GridCellsLayout`). The
// rows are parameters (how many cells each has and how many columns each cell spans), since a
// Layout sees its subviews flattened.

import Foundation
import LayoutCore

/// One row of a Grid: the column span of each cell, or a single cell spanning every column
/// (`spans == [0]`, a view placed in the Grid outside any GridRow).
public struct GridRowSpec: Codable, Hashable, Sendable {
    public var spans: [Int]
    /// `top`, `center` or `bottom` (GridRow(alignment:)); nil: the grid's.
    public var alignment: String?

    public init(spans: [Int], alignment: String? = nil) {
        self.spans = spans
        self.alignment = alignment
    }

    var isFullWidth: Bool { spans == [0] }
}

/// GRID-4: each column is as wide as the widest ideal size (measured at `.unspecified`) of the
/// single-column cells in it, each row as tall as its tallest ideal cell; a spanning cell wider
/// than its columns widens them equally; a full-width row is proposed the grid's width. Cells are
/// proposed their cell's size and aligned in it (default centre). The grid takes its content's
/// size whatever the proposal (it hugs).
public struct GridCellsLayout: Layout, Codable, Hashable {
    public var rows: [GridRowSpec]
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?
    /// `leading`, `center`, `trailing`.
    public var horizontal: String?
    /// `top`, `center`, `bottom`.
    public var vertical: String?

    public init(
        rows: [GridRowSpec] = [], horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
        horizontal: String? = nil, vertical: String? = nil
    ) {
        self.rows = rows
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rows = try container.decodeIfPresent([GridRowSpec].self, forKey: .rows) ?? []
        horizontalSpacing = try container.decodeIfPresent(Double.self, forKey: .horizontalSpacing)
        verticalSpacing = try container.decodeIfPresent(Double.self, forKey: .verticalSpacing)
        horizontal = try container.decodeIfPresent(String.self, forKey: .horizontal)
        vertical = try container.decodeIfPresent(String.self, forKey: .vertical)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let grid = arrangement(subviews)
        return CGSize(width: grid.width, height: grid.height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let grid = arrangement(subviews)
        var y = Double(bounds.minY)
        for (rowIndex, row) in grid.cells.enumerated() {
            let height = grid.rowHeights[rowIndex]
            for cell in row {
                var x = Double(bounds.minX)
                for column in 0..<cell.column { x += grid.columnWidths[column] + grid.hSpacing }
                let width = grid.span(cell)
                let proposal = ProposedViewSize(width: width, height: height)
                let size = subviews[cell.subview].sizeThatFits(proposal)
                let dx = GridTracks.offset(horizontal, size: Double(size.width), track: width)
                let dy = GridTracks.offset(
                    rows[rowIndex].alignment ?? vertical, size: Double(size.height), track: height)
                subviews[cell.subview].place(at: CGPoint(x: x + dx, y: y + dy), anchor: .topLeading, proposal: proposal)
            }
            y += height + grid.vSpacing
        }
    }

    private func arrangement(_ subviews: Subviews) -> GridArrangement {
        GridArrangement(rows: rows, subviews: subviews, hSpacing: horizontalSpacing, vSpacing: verticalSpacing)
    }
}

/// Column widths and row heights of a Grid (GRID-4).
struct GridArrangement {
    struct Cell {
        let subview: Int
        let column: Int
        /// 0: every column.
        let span: Int
    }

    let hSpacing: Double
    let vSpacing: Double
    var cells: [[Cell]] = []
    var columnWidths: [Double] = []
    var rowHeights: [Double] = []

    init(rows: [GridRowSpec], subviews: LayoutSubviews, hSpacing: Double?, vSpacing: Double?) {
        self.hSpacing = hSpacing ?? GridTracks.defaultSpacing
        self.vSpacing = vSpacing ?? GridTracks.defaultSpacing
        var next = 0
        var columns = 0
        for row in rows {
            var column = 0
            var line: [Cell] = []
            for span in row.spans where next < subviews.count {
                line.append(Cell(subview: next, column: column, span: span))
                column += max(span, 1)
                next += 1
            }
            if !row.isFullWidth { columns = max(columns, column) }
            cells.append(line)
        }
        columnWidths = Array(repeating: 0, count: max(columns, 1))
        let ideal = subviews.map { $0.sizeThatFits(.unspecified) }
        for row in cells {
            for cell in row where cell.span == 1 {
                columnWidths[cell.column] = max(columnWidths[cell.column], Double(ideal[cell.subview].width))
            }
        }
        for row in cells {
            for cell in row where cell.span > 1 {
                let excess = Double(ideal[cell.subview].width) - span(cell)
                guard excess > 0 else { continue }
                let last = min(cell.column + cell.span, columnWidths.count)
                let count = Double(last - cell.column)
                for column in cell.column..<last { columnWidths[column] += excess / count }
            }
        }
        let total = width
        for row in cells {
            var height = 0.0
            for cell in row {
                let size =
                    cell.span == 0
                    ? subviews[cell.subview].sizeThatFits(ProposedViewSize(width: total, height: nil))
                    : ideal[cell.subview]
                height = max(height, Double(size.height))
            }
            rowHeights.append(height)
        }
    }

    /// Every column plus the spacing between them.
    var width: Double {
        columnWidths.reduce(0, +) + hSpacing * Double(max(columnWidths.count - 1, 0))
    }

    var height: Double {
        rowHeights.reduce(0, +) + vSpacing * Double(max(rowHeights.count - 1, 0))
    }

    /// The width of the columns `cell` covers, with the spacing between them.
    func span(_ cell: Cell) -> Double {
        if cell.span == 0 { return width }
        let last = min(cell.column + cell.span, columnWidths.count)
        guard last > cell.column else { return 0 }
        return columnWidths[cell.column..<last].reduce(0, +) + hSpacing * Double(last - cell.column - 1)
    }
}
