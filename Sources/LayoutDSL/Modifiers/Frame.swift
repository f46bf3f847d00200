// Frame.swift
// LayoutDSL
//
// `.frame(width:height:alignment:)` (FRAME-1..3) and the flexible
// `.frame(minWidth:…maxHeight:alignment:)` (FLEXFRAME-1..3). Values are stored as written,
// NaN, negative and infinite included: the engines normalise them and warn (CORE-6).
//
// Each has two overloads: numbers (`CGFloat`; literals, `Double` and `CGFloat` values) and
// LayoutExpressions (`proxy.size.width / 3` inside a GeometryReader). The expression overload is
// disfavoured, so literals and `.infinity` pick the numeric one.

import Foundation
import LayoutCore

extension View {
    /// A fixed frame (FRAME-1..3); a nil dimension takes the child's size on that axis.
    public func frame(
        width: CGFloat? = nil, height: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> LayoutModified<Self> {
        layoutNode(.frame(width: width.expression, height: height.expression, alignment: alignment))
    }

    /// A fixed frame whose dimensions read a GeometryReader's proxy (FRAME-1..3, GEOREADER-2).
    @_disfavoredOverload
    public func frame(
        width: LayoutExpression? = nil, height: LayoutExpression? = nil,
        alignment: Alignment = .center
    ) -> LayoutModified<Self> {
        layoutNode(
            .frame(
                width: width.foldingConstants, height: height.foldingConstants,
                alignment: alignment))
    }

    /// `.frame()`: a fixed frame with both dimensions nil (FRAME-2: it takes the child's size).
    public func frame() -> LayoutModified<Self> {
        layoutNode(.frame(width: nil, height: nil, alignment: .center))
    }

    /// `.frame(alignment:)`: a fixed frame with both dimensions nil.
    public func frame(alignment: Alignment) -> LayoutModified<Self> {
        layoutNode(.frame(width: nil, height: nil, alignment: alignment))
    }

    /// A flexible frame (FLEXFRAME-1..3): `.frame(maxWidth: .infinity)` fills the proposal.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil,
        maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> LayoutModified<Self> {
        layoutNode(
            .flexFrame(
                FlexFrameSpec(
                    minWidth: minWidth.expression, idealWidth: idealWidth.expression,
                    maxWidth: maxWidth.expression, minHeight: minHeight.expression,
                    idealHeight: idealHeight.expression, maxHeight: maxHeight.expression,
                    alignment: alignment)))
    }

    /// A flexible frame whose bounds read a GeometryReader's proxy (FLEXFRAME-1..3).
    @_disfavoredOverload
    public func frame(
        minWidth: LayoutExpression? = nil, idealWidth: LayoutExpression? = nil,
        maxWidth: LayoutExpression? = nil, minHeight: LayoutExpression? = nil,
        idealHeight: LayoutExpression? = nil, maxHeight: LayoutExpression? = nil,
        alignment: Alignment = .center
    ) -> LayoutModified<Self> {
        layoutNode(
            .flexFrame(
                FlexFrameSpec(
                    minWidth: minWidth.foldingConstants, idealWidth: idealWidth.foldingConstants,
                    maxWidth: maxWidth.foldingConstants, minHeight: minHeight.foldingConstants,
                    idealHeight: idealHeight.foldingConstants, maxHeight: maxHeight.foldingConstants,
                    alignment: alignment)))
    }
}
