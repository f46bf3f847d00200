// StandIns.swift
// LayoutSource
//
// Values the input cannot supply: a property nobody passes (`var landmark: Landmark`, `let
// title: String`, `@EnvironmentObject var modelData: ModelData`) and the members of such values
// (`landmark.name`). Each gets a typed stand-in, reported once as a warning (CORE-6's
// "normalise and report", applied to the source; `--strict` makes it an error). The values are
// listed in Documentation/RealSwiftUI.md:
//   String-like → the property's path as text ("title", "landmark.name"); Int, Double, CGFloat
//   → 0; Bool → false; an optional → nil; an array or set → 3 stand-in elements; an enum
//   declared in the input → its first case; a known `@Environment` key → the iPhone profile's
//   value (ROOT-1); anything else → an opaque stand-in whose members are stand-ins again and
//   whose use decides what it reads as (text: its path; ForEach: 3 elements; a view or
//   `Image(x)`: a 100×100 image, LEAF-IMAGE-1).

import LayoutCore
import SwiftSyntax

/// A value of a type the front end does not model, named by how it was reached.
struct StandIn: Hashable {
    /// `landmark`, `landmark.park`, `items[0]`.
    var path: String
    /// The declared type, when known (`Landmark`, `Image`), to type its members.
    var type: String?

    /// What it reads as in text.
    var placeholder: String { path }
}

extension Translator {
    /// How many elements a stand-in collection has.
    static let standInCount = 3
    /// The intrinsic size of a stand-in image (LEAF-IMAGE-1): `landmark.image`, `Image(x)` with
    /// a stand-in `x`.
    static let standInImageSize = Size(width: 100, height: 100)

    /// The stand-in for stored property `property` of `owner`, reported once at the property.
    func standIn(for property: PropertyDecl, of owner: ViewStructDecl) throws(SourceError) -> Value {
        let typeText = property.type.map { Self.simplifiedType($0.trimmedDescription) }
        let value: Value
        if let typeText, FileModel.isViewType(typeText, in: owner) || typeText.hasPrefix("()->") {
            value = .view(Self.standInLeaf(named: property.name))
        } else if property.wrapper == "Environment", let key = property.environmentKey {
            value = Self.environmentStandIns[key] ?? .standIn(StandIn(path: property.name, type: typeText))
        } else {
            value = standInValue(path: property.name, type: typeText)
        }
        let wrapper = property.wrapper.map { "@\($0) " } ?? ""
        let type = property.type.map { " (\($0.trimmedDescription))" } ?? ""
        try standIn(
            property.node,
            "\(wrapper)'\(property.name)'\(type) of \(owner.name) has no value here; using \(describe(value))")
        return value
    }

    /// A typed stand-in named `path` for a type written `type` (nil: unknown).
    func standInValue(path: String, type: String?) -> Value {
        guard var type else { return .standIn(StandIn(path: path, type: nil)) }
        if type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") { return .none }
        if let element = Self.elementType(type) {
            return .array(
                (0..<Self.standInCount).map { standInValue(path: "\(path)[\($0)]", type: element) })
        }
        if type.hasPrefix("[") { return .standIn(StandIn(path: path, type: nil)) } // a dictionary
        switch type {
        case "String", "Substring", "LocalizedStringKey", "AttributedString", "LocalizedStringResource":
            return .string(path)
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            return .integer(0, isLiteral: false)
        case "Double", "CGFloat", "Float", "TimeInterval": return .real(.constant(0), isDerived: true)
        case "Bool": return .bool(false)
        case "CGSize", "CGPoint": return .size(width: 0, height: 0)
        case "EdgeInsets": return .insets(EdgeInsets())
        default: break
        }
        if let first = file.enumCases[type]?.first { return .enumCase(first) }
        type = type.split(separator: ".").last.map(String.init) ?? type
        return .standIn(StandIn(path: path, type: type))
    }

    /// `x.name` on a stand-in: typed by the model's declaration when the input declares it.
    func member(_ name: String, of standIn: StandIn) -> Value {
        let path = standIn.path + "." + name
        if let type = standIn.type, let memberType = file.modelTypes[type]?[name] {
            return standInValue(path: path, type: Self.simplifiedType(memberType.trimmedDescription))
        }
        switch name {
        case "count": return .integer(Self.standInCount, isLiteral: false)
        case "isEmpty": return .bool(false)
        case "image": return .standIn(StandIn(path: path, type: "Image"))
        default: return .standIn(StandIn(path: path, type: nil))
        }
    }

    /// The elements of a stand-in used as a collection (`ForEach(modelData.landmarks)`).
    func elements(of standIn: StandIn) -> [Value] {
        (0..<Self.standInCount).map { .standIn(StandIn(path: "\(standIn.path)[\($0)]", type: nil)) }
    }

    /// A stand-in used as a view: a `Color` stand-in is a colour (LEAF-SHAPE-1), anything else
    /// an image of ``standInImageSize`` labelled with its path (LEAF-IMAGE-1).
    func standInView(_ standIn: StandIn, at node: some SyntaxProtocol) throws(SourceError) -> ViewDescription {
        try spend(node)
        if standIn.type == "Color" { return .view(.shape(ShapeSpec(shape: .color))) }
        return Self.standInImage(named: standIn.path)
    }

    /// A fixed leaf of ``standInImageSize`` standing in for an image the input cannot supply,
    /// labelled with its name; `.resizable()` makes it flexible (StandInViews.swift).
    static func standInImage(named name: String) -> ViewDescription {
        .labelled(name, content: .view(.customLeaf(.fixed(standInImageSize, name: standInImageName))))
    }

    /// The CustomLeaf name of a stand-in image.
    static let standInImageName = "StandInImage"

    /// Known `@Environment` keys: the iPhone 13 Pro profile's values (ROOT-1).
    static let environmentStandIns: [String: Value] = [
        "colorScheme": .enumCase("light"), "horizontalSizeClass": .enumCase("compact"),
        "verticalSizeClass": .enumCase("regular"), "dynamicTypeSize": .enumCase("large"),
        "layoutDirection": .enumCase("leftToRight"), "isEnabled": .bool(true), "isPresented": .bool(false),
        "displayScale": .real(.constant(3), isDerived: true), "editMode": .none,
    ]

    /// `T` for `[T]`, `Array<T>`, `Set<T>` (dictionaries are not collections of stand-ins).
    static func elementType(_ type: String) -> String? {
        if type.hasPrefix("["), type.hasSuffix("]") {
            let inner = String(type.dropFirst().dropLast())
            return inner.contains(":") ? nil : inner
        }
        for prefix in ["Array<", "Set<", "ContiguousArray<", "IdentifiedArrayOf<"]
        where type.hasPrefix(prefix) && type.hasSuffix(">") {
            return String(type.dropFirst(prefix.count).dropLast())
        }
        return nil
    }

    /// `Binding<T>`, `State<T>`, `some T`, `any T` → `T`; spaces removed.
    static func simplifiedType(_ text: String) -> String {
        var type = text.filter { !$0.isWhitespace }
        for prefix in ["some", "any"] where type.hasPrefix(prefix) && type.count > prefix.count {
            let rest = type.dropFirst(prefix.count)
            if rest.first?.isUppercase == true { type = String(rest) }
        }
        for wrapper in ["Binding<", "State<", "Published<", "SwiftUI.Binding<"]
        where type.hasPrefix(wrapper) && type.hasSuffix(">") {
            type = String(type.dropFirst(wrapper.count).dropLast())
        }
        return type
    }

    /// The stand-in as the warning names it.
    func describe(_ value: Value) -> String {
        switch value {
        case .string(let text): return "the string \"\(text)\""
        case .integer(let n, _): return "\(n)"
        case .real(let expression, _): return expression.isConstantEvaluable ? "\(expression.constantResult)" : "0"
        case .bool(let flag): return "\(flag)"
        case .none: return "nil"
        case .array(let items): return "\(items.count) stand-in elements"
        case .enumCase(let name): return ".\(name)"
        case .view: return "a 100×44 stand-in view"
        case .standIn(let standIn):
            if standIn.type == "Image" { return "a 100×100 stand-in image" }
            return "an opaque stand-in (as text \"\(standIn.path)\", as a collection \(Self.standInCount) "
                + "elements, as a view a 100×100 image; its members are stand-ins too)"
        default: return value.kindName
        }
    }
}

extension Translator {
    /// Standard types whose statics the reader evaluates itself: an unknown member of these is an
    /// error, not a stand-in.
    static let modelledTypeNames: Set<String> = [
        "Int", "Double", "CGFloat", "Float", "String", "Bool", "CGSize", "CGPoint", "CGRect", "EdgeInsets",
        "Color", "Font", "Image", "Text", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge", "Axis",
    ]

    /// A type name the input does not declare (an app's `Constants`, `Theme`, a model enum of a
    /// file not given, a generic parameter, `Self`), used as a value (`Theme.padding`,
    /// `Contributors.all`, `Self.formatter`): an opaque stand-in named and typed by it, read by
    /// its use like any stand-in (STANDIN-2), reported once; nil for lower-case names and the
    /// types the reader models.
    func undeclaredTypeStandIn(_ name: String, at node: Syntax) throws(SourceError) -> Value? {
        guard name.first?.isUppercase == true, !Self.modelledTypeNames.contains(name) else { return nil }
        let value = Value.standIn(StandIn(path: name, type: name == "Self" ? nil : name))
        try standIn(
            node,
            "'\(name)' is a type the input does not declare; its members read as stand-ins (STANDIN-2; "
                + "\(describe(value)); give the file that declares it)")
        return value
    }
}

extension Translator {
    /// A call the reader does not evaluate but can stand in for (STANDIN-2), reported once:
    /// `NSLocalizedString("key", comment:)` is its key; a value type's initializer
    /// (`StandardColor(name:color:)`, a type of a file not given) is an opaque stand-in of that
    /// type; a function of the current View (`headerTitle(for: row)`) a stand-in of its declared
    /// return type. nil for anything else.
    func callStandIn(_ callee: String, call: FunctionCallExprSyntax, in scope: Scope) throws(SourceError) -> Value? {
        if callee == "NSLocalizedString", let key = call.arguments.first, key.label == nil {
            return try value(of: key.expression, in: scope)
        }
        if callee.first?.isUppercase == true, !Self.modelledTypeNames.contains(callee),
            file.viewStructs[callee] == nil, !layouts.contains(callee)
        {
            let value = Value.standIn(StandIn(path: callee, type: callee))
            try standIn(
                call.calledExpression,
                "\(callee)(…) builds a value the reader does not evaluate; using \(describe(value)) (STANDIN-2)")
            return value
        }
        if let function = scope.instance?.decl.valueFunctions[callee] {
            let type = function.signature.returnClause.map { Self.simplifiedType($0.type.trimmedDescription) }
            let value = standInValue(path: "\(callee)(…)", type: type)
            try standIn(
                call.calledExpression,
                "\(callee)(…) of \(scope.instance!.decl.name) is a function the reader does not run; using "
                    + "\(describe(value)) (STANDIN-2)")
            return value
        }
        return nil
    }
}
