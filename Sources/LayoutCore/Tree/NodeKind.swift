// NodeKind.swift
// LayoutCore
//
// The closed vocabulary of the view tree (spec §5–14). Layout-neutral views (Group, ForEach,
// EmptyView, custom-view bodies; CORE-5, GROUP-1..3) and environment modifiers (§18.4) are
// resolved while lowering and never appear here.

/// What a node is. Engines switch over it exhaustively, with no `default:`.
public enum NodeKind: Hashable, Sendable, Codable {
    // MARK: Leaves (§5–7)
    /// Rectangle-like shapes, colours and Circle (LEAF-SHAPE-1/2).
    case shape(ShapeSpec)
    /// Text (TEXT-1..8).
    case text(TextSpec)
    /// Image (LEAF-IMAGE-1).
    case image(ImageSpec)
    /// Spacer (SPACER-1..5); `minLength` nil = default spacing.
    case spacer(minLength: Double?)
    /// Divider (DIVIDER-1).
    case divider
    /// A stand-in for controls (LEAF-OTHER-1): `clamp(P ?? ideal, min, max)` per axis.
    case customLeaf(CustomLeafSpec)

    // MARK: Containers (§10, §11, §13, §14)
    /// HStack / VStack and the implicit stacks of ROOT-2 and GROUP-4.
    case stack(StackSpec)
    /// ZStack (ZSTACK-1..3).
    case zStack(alignment: Alignment)
    /// ViewThatFits (VTF-1..4).
    case viewThatFits(axes: AxisSet)
    /// GeometryReader (GEOREADER-1/2); children may read `proxy.size`.
    case geometryReader
    /// ScrollView (SCROLL-1/2); exactly one child (the content).
    case scrollView(axes: AxisSet)
    /// A user `Layout` (LAYOUTPROTO), found by name in the engine's layout registry.
    case customLayout(CustomLayoutSpec)

    // MARK: Modifiers (§12); the first child is the modified view
    /// `.overlay(alignment:) { … }`: children = [primary, secondary members…] (OVERLAY-1..3).
    case overlay(alignment: Alignment)
    /// `.background(alignment:) { … }`: children = [primary, secondary members…] (BACKGROUND-1).
    case background(alignment: Alignment)
    /// `.border(color, width:)`: an overlay whose secondary is the stroked rectangle (OVERLAY-3).
    case border(color: ColorName, width: Double)
    /// `.frame(width:height:alignment:)` (FRAME-1..3).
    case frame(width: LayoutExpression?, height: LayoutExpression?, alignment: Alignment)
    /// `.frame(minWidth:…maxHeight:alignment:)` (FLEXFRAME-1..3).
    case flexFrame(FlexFrameSpec)
    /// `.padding` (PADDING-1/2).
    case padding(EdgeInsets)
    /// `.fixedSize(horizontal:vertical:)` (FIXEDSIZE-1/2).
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `.offset(x:y:)`: render-only (OFFSET-1).
    case offset(x: LayoutExpression, y: LayoutExpression)
    /// `.position(x:y:)` (POSITION-1/2).
    case position(x: LayoutExpression, y: LayoutExpression)
    /// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()` (ASPECT-1/2).
    case aspectRatio(ratio: Double?, contentMode: ContentMode)
    /// `.alignmentGuide(key) { d in expression }` (GUIDE-2).
    case alignmentGuide(key: AlignmentKey, value: LayoutExpression)
    /// `.layoutPriority(p)` (PRIORITY-1).
    case layoutPriority(Double)

    /// The name written in output (`kind` in JSON): the view or modifier name.
    public var name: String {
        switch self {
        case .shape(let spec): spec.shape.viewName
        case .text: "Text"
        case .image: "Image"
        case .spacer: "Spacer"
        case .divider: "Divider"
        case .customLeaf: "CustomLeaf"
        case .stack(let spec):
            switch (spec.axis, spec.isImplicit) {
            case (.horizontal, false): "HStack"
            case (.vertical, false): "VStack"
            case (.horizontal, true): "implicitHStack"
            case (.vertical, true): "implicitVStack"
            }
        case .zStack: "ZStack"
        case .viewThatFits: "ViewThatFits"
        case .geometryReader: "GeometryReader"
        case .scrollView: "ScrollView"
        case .customLayout(let spec): spec.name
        case .overlay: "overlay"
        case .background: "background"
        case .border: "border"
        case .frame: "frame"
        case .flexFrame: "frame"
        case .padding: "padding"
        case .fixedSize: "fixedSize"
        case .offset: "offset"
        case .position: "position"
        case .aspectRatio: "aspectRatio"
        case .alignmentGuide: "alignmentGuide"
        case .layoutPriority: "layoutPriority"
        }
    }

    /// Whether the node is a modifier whose first child is the modified view.
    public var isModifier: Bool {
        switch self {
        case .overlay, .background, .border, .frame, .flexFrame, .padding, .fixedSize, .offset,
            .position, .aspectRatio, .alignmentGuide, .layoutPriority:
            true
        case .shape, .text, .image, .spacer, .divider, .customLeaf, .stack, .zStack, .viewThatFits,
            .geometryReader, .scrollView, .customLayout:
            false
        }
    }

    /// Whether the node never has children.
    public var isLeaf: Bool {
        switch self {
        case .shape, .text, .image, .spacer, .divider, .customLeaf: true
        default: false
        }
    }
}

/// `.fit` or `.fill` (ASPECT-1).
public enum ContentMode: String, Hashable, Sendable, Codable {
    case fit
    case fill
}

/// HStack / VStack parameters (HSTACK-1).
public struct StackSpec: Hashable, Sendable, Codable {
    /// The major axis: `.horizontal` for HStack.
    public var axis: Axis
    /// The minor-axis guide (a vertical key for HStack, a horizontal key for VStack).
    public var alignment: AlignmentKey
    /// `nil` = adaptive spacing (SPACING-3).
    public var spacing: Double?
    /// Inserted by lowering (ROOT-2, GROUP-4), not written by the user.
    public var isImplicit: Bool

    public init(
        axis: Axis, alignment: AlignmentKey? = nil, spacing: Double? = nil,
        isImplicit: Bool = false
    ) {
        self.axis = axis
        self.alignment = alignment ?? (axis == .horizontal ? .verticalCenter : .horizontalCenter)
        self.spacing = spacing
        self.isImplicit = isImplicit
    }
}

/// A shape or colour leaf.
public struct ShapeSpec: Hashable, Sendable, Codable {
    public var shape: ShapeKind
    /// Fill colour for drawing (`.fill`, `.foregroundColor`, or the colour itself). No layout effect.
    public var fill: ColorName?
    /// `.stroke` / `.strokeBorder`: drawn as an outline instead of filled. No layout effect.
    public var stroke: ShapeStroke?

    public init(shape: ShapeKind, fill: ColorName? = nil, stroke: ShapeStroke? = nil) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
    }
}

/// The shapes of LEAF-SHAPE-1/2.
public enum ShapeKind: Hashable, Sendable, Codable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case capsule
    case ellipse
    case circle
    /// `Color.x`: a colour used as a view.
    case color

    public var viewName: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .capsule: "Capsule"
        case .ellipse: "Ellipse"
        case .circle: "Circle"
        case .color: "Color"
        }
    }
}

/// A named colour (`.red`, `Color.blue`, …). Drawing only.
public struct ColorName: Hashable, Sendable, Codable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ name: String) { self.rawValue = name }

    /// SwiftUI's standard colours with the sRGB values used for SVG output: iOS light-mode system
    /// colours (Apple Human Interface Guidelines, Color → Specifications).
    public static let palette: [String: String] = [
        "red": "#FF3B30", "orange": "#FF9500", "yellow": "#FFCC00", "green": "#34C759",
        "mint": "#00C7BE", "teal": "#30B0C7", "cyan": "#32ADE6", "blue": "#007AFF",
        "indigo": "#5856D6", "purple": "#AF52DE", "pink": "#FF2D55", "brown": "#A2845E",
        "gray": "#8E8E93", "black": "#000000", "white": "#FFFFFF", "clear": "none",
        "primary": "#000000", "secondary": "#8A8A8E", "accentColor": "#007AFF",
    ]

    /// Whether the name is one of SwiftUI's standard colours.
    public var isKnown: Bool { Self.palette[rawValue] != nil }
}

/// A Text leaf (TEXT-1).
public struct TextSpec: Hashable, Sendable, Codable {
    public var string: String
    public var font: FontSpec
    /// `nil` = unlimited; values ≤ 0 are warned about and treated as nil (§18.3).
    public var lineLimit: Int?

    public init(_ string: String, font: FontSpec = .body, lineLimit: Int? = nil) {
        self.string = string
        self.font = font
        self.lineLimit = lineLimit
    }
}

/// A font: a text style and its point size at the default Dynamic Type size.
public struct FontSpec: Hashable, Sendable, Codable {
    /// `body`, `title`, … or `system` for `.system(size:)`.
    public var style: String
    public var pointSize: Double

    public init(style: String, pointSize: Double) {
        self.style = style
        self.pointSize = pointSize
    }

    public static let body = FontSpec(style: "body", pointSize: 17)

    /// iOS text styles at the default ("Large") content size.
    public static let textStyles: [String: Double] = [
        "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
        "callout": 16, "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
    ]
}

/// An image leaf (LEAF-IMAGE-1). Intrinsic sizes come from the engine's image provider.
public struct ImageSpec: Hashable, Sendable, Codable {
    public var name: String
    public var isSystemSymbol: Bool
    public var isResizable: Bool
    /// SYMBOL-1: the font a system symbol is set in (the environment's `.font`), filled in by
    /// lowering; nil is body (and is the only form of body, so trees compare equal).
    public var font: FontSpec?
    /// SYMBOL-1: `.imageScale(_:)`, `small`, `medium` or `large`; nil is medium.
    public var imageScale: String?

    public init(
        name: String, isSystemSymbol: Bool = false, isResizable: Bool = false, font: FontSpec? = nil,
        imageScale: String? = nil
    ) {
        self.name = name
        self.isSystemSymbol = isSystemSymbol
        self.isResizable = isResizable
        self.font = font
        self.imageScale = imageScale
    }

    /// SYMBOL-1: a symbol's side relative to its font's line height, per image scale. Not
    /// measured: SF Symbols' small and large scales are about 0.8 and 1.3 times medium.
    public static let symbolScaleFactors: [String: Double] = ["small": 0.8, "medium": 1, "large": 1.3]
}

/// A control stand-in (LEAF-OTHER-1): per axis `clamp(P ?? ideal, min, max)`.
public struct CustomLeafSpec: Hashable, Sendable, Codable {
    public var name: String
    public var minimum: Size
    public var ideal: Size
    public var maximum: Size

    public init(name: String = "CustomLeaf", minimum: Size, ideal: Size, maximum: Size) {
        self.name = name
        self.minimum = minimum
        self.ideal = ideal
        self.maximum = maximum
    }

    /// A leaf of one fixed size whatever the proposal.
    public static func fixed(_ size: Size, name: String = "CustomLeaf") -> CustomLeafSpec {
        CustomLeafSpec(name: name, minimum: size, ideal: size, maximum: size)
    }
}

/// Flexible frame parameters, as written (normalised by the engines per FLEXFRAME-1).
public struct FlexFrameSpec: Hashable, Sendable, Codable {
    public var minWidth: LayoutExpression?
    public var idealWidth: LayoutExpression?
    public var maxWidth: LayoutExpression?
    public var minHeight: LayoutExpression?
    public var idealHeight: LayoutExpression?
    public var maxHeight: LayoutExpression?
    public var alignment: Alignment

    public init(
        minWidth: LayoutExpression? = nil, idealWidth: LayoutExpression? = nil,
        maxWidth: LayoutExpression? = nil, minHeight: LayoutExpression? = nil,
        idealHeight: LayoutExpression? = nil, maxHeight: LayoutExpression? = nil,
        alignment: Alignment = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// A custom `Layout` instance: its registered type name and its stored properties as JSON.
public struct CustomLayoutSpec: Hashable, Sendable, Codable {
    public var name: String
    /// The layout value encoded with `JSONEncoder` (sorted keys), e.g. `{"spacing":10}`.
    public var parameters: String

    public init(name: String, parameters: String = "{}") {
        self.name = name
        self.parameters = parameters
    }
}
