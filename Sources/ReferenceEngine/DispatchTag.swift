// DispatchTag.swift
// ReferenceEngine
//
// How the sizing and placement dispatches of LayoutSession treat each node, decided once per
// pass from its kind (NodeTraitTable), and the arguments the table keeps for the kinds on hot
// paths so that rules read them without copying a NodeKind: a stack's spec, a constant frame's
// dimensions and alignment (FRAME-1..3).

import LayoutCore

/// How the sizing and placement dispatches treat a node, decided once per pass from its kind
/// (reading the kind itself copies its arguments): the kinds on hot paths, whose arguments the
/// table keeps (or that need none, or a per-pass cached one), and everything else.
enum DispatchTag: UInt8 {
    /// A leaf (no children to place).
    case leaf
    /// overlay, background, border, offset, alignmentGuide, layoutPriority: the size is the
    /// first child's at the same proposal (OVERLAY-1, OFFSET-1, GUIDE-2, PRIORITY-1).
    case passThrough
    /// An HStack or VStack: its spec is kept in the table (`stackSpec`).
    case stack
    /// A `frame(width:height:)` whose set dimensions are constants FRAME-1 accepts as they are:
    /// kept resolved in the table (`constantFrame`).
    case constantFrame
    /// A flexible frame whose arguments read no GeometryProxy (FLEXFRAME-1, normalised once).
    case constantFlexFrame
    /// A padding whose insets read no GeometryProxy (PADDING-1, resolved once).
    case constantPadding
    /// Any other kind: dispatched on the kind itself.
    case other
}

/// A `frame(width:height:alignment:)` whose set dimensions are valid constants (FRAME-1 keeps
/// them as written, with no warning) and whose alignment is standard or a baseline, so FRAME-2/3
/// read them without evaluating expressions; 32 bytes.
struct ConstantFrame {
    var width: Double?
    var height: Double?
    private var horizontal: BuiltInGuide
    private var vertical: BuiltInGuide

    /// The frame's arguments as FRAME-1 resolves them, or nil when a dimension is not a valid
    /// constant or the alignment names a custom guide.
    init?(_ w: LayoutExpression?, _ h: LayoutExpression?, _ alignment: Alignment) {
        let width = NodeTraitTable.fixed(w), height = NodeTraitTable.fixed(h)
        guard w == nil || width != nil, h == nil || height != nil,
            let horizontal = BuiltInGuide(alignment.horizontal.key),
            let vertical = BuiltInGuide(alignment.vertical.key)
        else { return nil }
        (self.width, self.height) = (width, height)
        (self.horizontal, self.vertical) = (horizontal, vertical)
    }

    var alignment: Alignment {
        Alignment(horizontal: HorizontalAlignment(horizontal.key), vertical: VerticalAlignment(vertical.key))
    }
}

/// An alignment key that is not custom, in one byte.
private enum BuiltInGuide: UInt8 {
    case leading, horizontalCenter, trailing, top, verticalCenter, bottom, firstTextBaseline, lastTextBaseline

    init?(_ key: AlignmentKey) {
        switch key {
        case .leading: self = .leading
        case .horizontalCenter: self = .horizontalCenter
        case .trailing: self = .trailing
        case .top: self = .top
        case .verticalCenter: self = .verticalCenter
        case .bottom: self = .bottom
        case .firstTextBaseline: self = .firstTextBaseline
        case .lastTextBaseline: self = .lastTextBaseline
        case .custom: return nil
        }
    }

    var key: AlignmentKey {
        switch self {
        case .leading: .leading
        case .horizontalCenter: .horizontalCenter
        case .trailing: .trailing
        case .top: .top
        case .verticalCenter: .verticalCenter
        case .bottom: .bottom
        case .firstTextBaseline: .firstTextBaseline
        case .lastTextBaseline: .lastTextBaseline
        }
    }
}
