// StandInViews.swift
// LayoutSource
//
// Views the input uses but does not declare (`DetailRow(item: x)` with DetailRow in a file not
// given) lay out as a labelled fixed leaf of ``Translator/standInViewSize`` (a LEAF-OTHER-1
// CustomLeaf), with a warning naming the type, so that the rest of the file still lays out.
// Fixed rather than flexible: a flexible box would take all the space a stack offers and push
// the declared views around; 44 pt is the iOS list-row and tap-target height.

import LayoutCore
import SwiftSyntax

extension Translator {
    /// The size of a view the input does not declare, and of an unsupplied view property.
    static let standInViewSize = Size(width: 100, height: 44)

    /// A fixed stand-in leaf labelled `name`.
    static func standInLeaf(named name: String) -> ViewDescription {
        .labelled(name, content: .view(.customLeaf(.fixed(standInViewSize, name: name))))
    }

    /// `Name(…) { … }` for a type the input does not declare: its arguments are not read.
    func undeclaredView(_ name: String, call: FunctionCallExprSyntax) throws(SourceError) -> ViewDescription {
        try standIn(
            call.calledExpression,
            "\(name) is not declared in the input; laid out as a 100×44 stand-in (give the file that declares it)",
            code: SourceWarning.undeclaredView)
        try spend(call)
        return Self.standInLeaf(named: name)
    }

    /// `Image(x)` with a stand-in `x`, `Image(uiImage:)` / `Image(nsImage:)` / `Image(cgImage:…)`:
    /// a stand-in image (LEAF-IMAGE-1, ``standInImageSize``); nil for `Image("name")`.
    func standInImage(label: String?, argument: Argument?, in scope: Scope) throws(SourceError)
        -> ViewDescription?
    {
        guard let argument else { return nil }
        if ["uiImage", "nsImage", "cgImage"].contains(label ?? "") {
            let name = argument.expression.trimmedDescription
            try standIn(
                argument.expression, "Image(\(label ?? "_"):) has no size before layout; using a 100×100 stand-in")
            try spend(argument.expression)
            return Self.standInImage(named: name)
        }
        guard case .standIn(let standIn) = try value(of: argument.expression, in: scope) else { return nil }
        try spend(argument.expression)
        return Self.standInImage(named: standIn.path)
    }

    /// Whether `name` can be a type the input does not declare (an upper-case identifier).
    static func looksLikeType(_ name: String) -> Bool {
        name.first?.isUppercase == true
    }

    /// SwiftUI views the front end does not read (yet): an error, never a stand-in, because the
    /// input is not missing them.
    static let unreadSwiftUIViews: Set<String> = [
        "Table", "OutlineGroup", "Map", "VideoPlayer", "SpriteView",
        "SceneView", "PasteButton", "UnevenRoundedRectangle", "ContainerRelativeShape", "TupleView", "ToolbarItem",
        "ToolbarItemGroup",
    ]

    /// `.resizable()` on a stand-in image: LEAF-IMAGE-1's resizable image takes the proposal
    /// with nil → its intrinsic size, which is a CustomLeaf with minimum 0, ideal the intrinsic
    /// size and maximum ∞. Nil when `content` is not a stand-in image.
    static func resizableStandIn(_ content: ViewDescription) -> ViewDescription? {
        guard case .labelled(let label, .view(.customLeaf(let spec), _)) = content,
            spec.name == standInImageName
        else { return nil }
        let flexible = CustomLeafSpec(
            name: standInImageName, minimum: Size(width: 0, height: 0), ideal: standInImageSize,
            maximum: Size(width: .infinity, height: .infinity))
        return .labelled(label, content: .view(.customLeaf(flexible)))
    }
}
