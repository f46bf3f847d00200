// ChromeModifiers.swift
// LayoutSource
//
// CHROME-1: modifiers that do not change layout (navigation and app chrome, gestures,
// lifecycle, accessibility, styling, environment) are accepted and recorded as node attributes;
// their closures (`.toolbar { … }`, `.sheet { … }`) are not read, since nothing in them is laid
// out in place. CHROME-4: `.buttonStyle(.bordered)` and `.borderedProminent` pad every Button
// below them.

import LayoutCore
import SwiftSyntax

extension Translator {
    /// Every modifier CHROME-1 records (Documentation/RealSwiftUI.md lists them by group).
    static let chromeModifiers: Set<String> = [
        // Drawing (OFFSET-1's render-only effects).
        "opacity", "cornerRadius", "shadow", "scaleEffect", "rotationEffect", "rotation3DEffect",
        "transformEffect", "projectionEffect", "clipped", "clipShape", "contentShape", "mask", "blur",
        "brightness", "contrast", "saturation", "grayscale", "hueRotation", "colorMultiply", "colorInvert",
        "luminanceToAlpha", "blendMode", "compositingGroup", "drawingGroup", "zIndex", "hidden", "stroke",
        "strokeBorder", "fill", "foregroundColor", "foregroundStyle", "backgroundStyle", "tint", "accentColor",
        "symbolVariant", "symbolRenderingMode", "symbolEffect", "renderingMode", "interpolation", "antialiased",
        "trim", "rotation", "scale",
        "preferredColorScheme", "colorScheme", "redacted", "unredacted", "privacySensitive",
        "containerShape",
        // Text styling that keeps metrics (TEXT-1's drawing-only attributes).
        "bold", "italic", "fontWeight", "fontDesign", "fontWidth", "monospacedDigit", "monospaced",
        "underline", "strikethrough", "baselineOffset", "multilineTextAlignment", "truncationMode",
        "textSelection", "textContentType", "keyboardType", "autocapitalization",
        "textInputAutocapitalization", "autocorrectionDisabled", "disableAutocorrection", "submitLabel",
        "onSubmit", "focused", "focusable", "scrollDismissesKeyboard",
        // Navigation and app chrome.
        "toolbar", "toolbarBackground", "toolbarColorScheme", "toolbarRole", "toolbarTitleMenu",
        "navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode", "navigationBarHidden",
        "navigationBarBackButtonHidden", "navigationBarItems", "navigationDestination",
        "navigationSplitViewStyle", "navigationSplitViewColumnWidth", "navigationViewStyle", "tabItem",
        "tabViewStyle", "indexViewStyle", "statusBarHidden", "statusBar", "persistentSystemOverlays",
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "actionSheet",
        "presentationDetents", "presentationDragIndicator", "interactiveDismissDisabled", "fileImporter",
        "fileExporter", "searchable", "searchSuggestions", "refreshable", "swipeActions", "contextMenu",
        "badge", "help", "keyboardShortcut", "menuStyle", "menuIndicator", "scrollIndicators",
        "scrollContentBackground", "scrollDisabled", "scrollTargetBehavior", "scrollTargetLayout",
        "scrollPosition", "scrollClipDisabled", "defaultScrollAnchor",
        // Lists and controls (CHROME-3: styles other than the button styles keep their defaults).
        "listStyle", "listRowInsets", "listRowSeparator", "listRowSeparatorTint", "listRowBackground",
        "listSectionSeparator", "listItemTint", "headerProminence", "buttonStyle", "buttonBorderShape",
        "toggleStyle", "pickerStyle", "datePickerStyle", "textFieldStyle", "progressViewStyle",
        "gaugeStyle", "labelStyle", "labelsHidden", "controlSize", "disabled", "tag", "selectionDisabled",
        "deleteDisabled", "moveDisabled", "onDelete", "onMove", "onInsert", "formStyle", "groupBoxStyle",
        // Grid cells (GRID-4 reads gridCellColumns back; the others keep the grid's defaults).
        "gridCellColumns", "gridColumnAlignment", "gridCellAnchor", "gridCellUnsizedAxes",
        // Gestures, lifecycle, data flow.
        "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture",
        "onHover", "onDrag", "onDrop", "draggable", "dropDestination", "allowsHitTesting", "onAppear",
        "onDisappear", "onChange", "onReceive", "onOpenURL", "task", "animation", "transition",
        "matchedGeometryEffect", "contentTransition", "sensoryFeedback", "environment",
        "environmentObject", "modelContainer", "transaction", "onPreferenceChange", "preference",
        "userActivity", "handlesExternalEvents", "onContinueUserActivity", "phaseAnimator",
        "keyframeAnimator",
        // Accessibility.
        "accessibilityLabel", "accessibilityHidden", "accessibilityIdentifier", "accessibilityValue",
        "accessibilityHint", "accessibilityElement", "accessibilityAddTraits", "accessibilityRemoveTraits",
        "accessibilityAction", "accessibilityActions", "accessibilitySortPriority", "accessibilityInputLabels",
        "accessibilityRepresentation", "accessibilityChildren", "accessibilityHeading",
        "accessibilityShowsLargeContentViewer", "accessibilityRespondsToUserInteraction",
        "accessibilityFocused", "accessibilityTextContentType", "accessibility",
    ]

    /// Records `.name(arguments)` on the content (CHROME-1). The value is the string of a single
    /// string argument, else the arguments as written (closures left out), else a flag.
    func chrome(_ context: ModifierContext, _ content: ViewDescription) throws(SourceError) -> ViewDescription {
        let attribute = NodeAttribute(context.name, try attributeValue(context))
        if context.name == "buttonStyle", let insets = Self.buttonStyleInsets(context.call) {
            return Self.attributed(attribute, Self.paddingButtons(content, insets, style: attribute))
        }
        return Self.attributed(attribute, content)
    }

    /// `.attributed` inside a root `.ignoresSafeArea()`, which lowering needs outermost (ROOT-3).
    static func attributed(_ attribute: NodeAttribute, _ content: ViewDescription) -> ViewDescription {
        if case .ignoresSafeArea(let inner) = content {
            return .ignoresSafeArea(.attributed(attribute, content: inner))
        }
        return .attributed(attribute, content: content)
    }

    private func attributeValue(_ context: ModifierContext) throws(SourceError) -> AttributeValue {
        if context.name == "gridCellColumns" {
            let matched = try arguments(context, [Parameter(nil, required: true)])
            guard let count = matched[0] else { return .flag }
            return .expression(String(try integer(count.expression, argument: "gridCellColumns", in: context.scope)))
        }
        let arguments = context.call.arguments.filter { !$0.expression.is(ClosureExprSyntax.self) }
        guard !arguments.isEmpty else { return .flag }
        if arguments.count == 1, let only = arguments.first, only.label == nil,
            let literal = only.expression.as(StringLiteralExprSyntax.self)
        {
            if case .string(let text) = try value(of: ExprSyntax(literal), in: context.scope) { return .string(text) }
        }
        let written = arguments.map { argument in
            (argument.label.map { $0.text + ": " } ?? "") + argument.expression.trimmedDescription
        }.joined(separator: ", ")
        return .expression(SyntaxErrors.shortened(written, limit: 60))
    }

    /// `image.resizable()` where `image` may carry recorded modifiers (CHROME-1); nil when the
    /// content is not an Image.
    static func resizingImage(_ content: ViewDescription) -> ViewDescription? {
        switch content {
        case .view(.image(var spec), let children):
            spec.isResizable = true
            return .view(.image(spec), children: children)
        case .attributed(let attribute, let inner):
            return resizingImage(inner).map { .attributed(attribute, content: $0) }
        case .labelled(let label, let inner):
            return resizingImage(inner).map { .labelled(label, content: $0) }
        default:
            return nil
        }
    }

    // MARK: Button styles (CHROME-4)

    /// The padding a button style adds around a Button's label: `.bordered` and
    /// `.borderedProminent` 7 pt above and below, 12 pt at the sides (a 34-pt-tall bordered
    /// button with a body label at the regular control size); other styles add nothing.
    static func buttonStyleInsets(_ call: FunctionCallExprSyntax) -> EdgeInsets? {
        guard let argument = call.arguments.first?.expression.trimmedDescription else { return nil }
        switch argument {
        case ".bordered", ".borderedProminent", "BorderedButtonStyle()", "BorderedProminentButtonStyle()",
            "PrimitiveButtonStyle.bordered", "PrimitiveButtonStyle.borderedProminent":
            return EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        default:
            return nil
        }
    }

    /// Pads every Button below `description` that no inner style reached yet (CHROME-4).
    static func paddingButtons(
        _ description: ViewDescription, _ insets: EdgeInsets, style: NodeAttribute
    ) -> ViewDescription {
        func paddingButtons(_ description: ViewDescription, _ insets: EdgeInsets) -> ViewDescription {
            Self.paddingButtons(description, insets, style: style)
        }
        switch description {
        case .attributed(let attribute, _) where attribute.name == "buttonStyle":
            return description // an inner style decides for everything below it
        case .attributed(let attribute, let content) where attribute.name == "Button":
            if case .attributed(let inner, _) = content, inner.name == "buttonStyle" { return description }
            return .attributed(
                attribute,
                content: .attributed(style, content: .modifier(.padding(insets), content: content)))
        case .attributed(let attribute, let content):
            return .attributed(attribute, content: paddingButtons(content, insets))
        case .view(let kind, let children):
            return .view(kind, children: children.map { paddingButtons($0, insets) })
        case .modifier(let kind, let content, let secondary):
            return .modifier(
                kind, content: paddingButtons(content, insets), secondary: secondary.map { paddingButtons($0, insets) })
        case .group(let members):
            return .group(members.map { paddingButtons($0, insets) })
        case .environment(let setting, let content):
            return .environment(setting, content: paddingButtons(content, insets))
        case .labelled(let label, let content):
            return .labelled(label, content: paddingButtons(content, insets))
        case .ignoresSafeArea(let content):
            return .ignoresSafeArea(paddingButtons(content, insets))
        case .painted(let effect, let content):
            return .painted(effect, content: paddingButtons(content, insets))
        }
    }
}
