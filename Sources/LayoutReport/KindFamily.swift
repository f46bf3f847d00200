// KindFamily.swift
// LayoutReport
//
// SVG outline colours: one per family of node kinds.

import LayoutCore

/// A family of node kinds that share an outline colour in SVG output.
enum KindFamily {
    case shape
    case text
    case image
    /// Spacer and Divider.
    case spacing
    /// Control stand-ins (CustomLeaf).
    case control
    case container
    case modifier

    init(_ kind: NodeKind) {
        switch kind {
        case .shape: self = .shape
        case .text: self = .text
        case .image: self = .image
        case .spacer, .divider: self = .spacing
        case .customLeaf: self = .control
        case .stack, .zStack, .viewThatFits, .geometryReader, .scrollView, .customLayout:
            self = .container
        case .overlay, .background, .border, .frame, .flexFrame, .padding, .fixedSize, .offset,
            .position, .aspectRatio, .alignmentGuide, .layoutPriority:
            self = .modifier
        }
    }

    /// The outline (and `.id` label) colour.
    var stroke: String {
        switch self {
        case .shape: "#1C7ED6"
        case .text: "#E8590C"
        case .image: "#0CA678"
        case .spacing: "#ADB5BD"
        case .control: "#37B24D"
        case .container: "#7048E8"
        case .modifier: "#C2255C"
        }
    }
}

/// The SVG fill of a colour name: its `ColorName.palette` value, `none` for `clear`, and a
/// neutral grey for names SwiftUI does not define.
func svgFill(_ color: ColorName) -> String {
    ColorName.palette[color.rawValue] ?? unknownColorFill
}

/// The fill of colour names missing from the palette.
let unknownColorFill = "#A0A0A0"
