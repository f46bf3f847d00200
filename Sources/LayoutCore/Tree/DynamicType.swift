// DynamicType.swift
// LayoutCore
//
// TYPE-1: the point size of each iOS text style at each Dynamic Type size, as data both engines
// read through the Text node's FontSpec (lowering resolves it; no engine rule code).
// Source: Apple Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes"
// (the Large column is the default; it equals `FontSpec.textStyles`). The body, footnote and
// caption rows of the seven standard sizes match sizes measured in the iOS simulator
// (gist alexisakers "UIFontTextStyle sizes", iOS 8.4).

/// SwiftUI's `DynamicTypeSize`, smallest first.
public enum DynamicTypeSize: String, Hashable, Sendable, Codable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The column of ``FontSpec/dynamicTypeTable``.
    public var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }
}

extension FontSpec {
    /// Point sizes per text style, one per ``DynamicTypeSize`` in order (TYPE-1, HIG Typography).
    public static let dynamicTypeTable: [String: [Double]] = [
        "largeTitle": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        "title": [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        "title2": [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        "title3": [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        "headline": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "body": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "callout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        "subheadline": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        "footnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        "caption": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        "caption2": [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// This font at `size` (TYPE-1): a text style takes the table's size; `.custom(_:size:)`
    /// scales like body (SwiftUI scales custom fonts relative to body by default); `.system(size:)`
    /// is fixed and does not scale.
    public func scaled(to size: DynamicTypeSize) -> FontSpec {
        if let row = Self.dynamicTypeTable[style], Self.textStyles[style] == pointSize {
            return FontSpec(style: style, pointSize: row[size.index])
        }
        guard style != "system", Self.textStyles[style] == nil, let body = Self.dynamicTypeTable["body"] else {
            return self
        }
        return FontSpec(style: style, pointSize: pointSize * body[size.index] / 17)
    }
}
