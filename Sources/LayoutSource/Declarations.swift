// Declarations.swift
// LayoutSource
//
// The top level of the input's files: View structs (custom views), ViewModifier structs,
// `extension View` functions, previews (`#Preview`, `PreviewProvider`, a playground's live
// view), model types and enums (for stand-ins), Layout structs, custom alignments (`struct X:
// AlignmentID` plus `extension HorizontalAlignment { static let … }`), constants, and the bare
// view statements that form the root body when present. Imports and free functions are skipped.

import LayoutCore
import SwiftSyntax

/// A `let`/`var` property or top-level constant.
struct PropertyDecl {
    let name: String
    let type: TypeSyntax?
    let initializer: ExprSyntax?
    let node: Syntax
    /// The property wrapper or builder attribute, without `@` and arguments (`State`,
    /// `Environment`, `ViewBuilder`), if any.
    var wrapper: String? = nil
    /// The argument of `@Environment(\.key)`: `key`.
    var environmentKey: String? = nil
}

/// A `#Preview { … }` body or a `PreviewProvider`'s `static var previews`.
struct PreviewDecl {
    let fileIndex: Int
    let statements: CodeBlockItemListSyntax
    let node: Syntax
}

/// A `struct Name: AlignmentID` with its `defaultValue(in:)` body.
struct AlignmentIDDecl {
    let name: String
    let node: Syntax
    /// The parameter name of `defaultValue(in d: ViewDimensions)`.
    let parameter: String?
    let body: CodeBlockItemListSyntax?
}

/// A static alignment constant such as `extension HorizontalAlignment { static let x = HorizontalAlignment(X.self) }`.
struct AlignmentConstantDecl {
    let name: String
    let axis: Axis
    let idType: String
    let node: Syntax
}

/// Everything declared at the top level of the input's files, merged: a view declared in any
/// file is usable from all. Per-file parts (top-level statements, previews) keep their file.
struct FileModel {
    var viewStructs: [String: ViewStructDecl] = [:]
    /// View struct names in input order (files in order, declarations in source order).
    var viewStructOrder: [String] = []
    /// `struct M: ViewModifier` types, used with `.modifier(M(…))`.
    var viewModifiers: [String: ViewStructDecl] = [:]
    /// `extension View { func card() -> some View { … } }` functions, by name.
    var viewExtensionFunctions: [String: FunctionDeclSyntax] = [:]
    /// Other structs and classes (models): their stored and computed property types, so that a
    /// stand-in's member has its declared type.
    var modelTypes: [String: [String: TypeSyntax]] = [:]
    /// Enums: their case names in order (a stand-in of an enum type is its first case).
    var enumCases: [String: [String]] = [:]
    var layoutStructs: [String: Syntax] = [:]
    var alignmentIDs: [String: AlignmentIDDecl] = [:]
    var alignmentConstants: [AlignmentConstantDecl] = []
    var constants: [String: PropertyDecl] = [:]
    /// `extension Name { … }` of types other than View and the alignments, merged into View
    /// structs by ``mergeViewExtensions()``.
    var typeExtensions: [String: [ExtensionDeclSyntax]] = [:]
    /// Views of the main file found inside types, functions or inactive `#if` clauses (ROOTCHOICE-2).
    var nestedMainViews: [String] = []
    /// Top-level statements that are not declarations (the bare root body), per file.
    var rootStatements: [Int: [CodeBlockItemSyntax]] = [:]
    /// `#Preview { … }` bodies and `PreviewProvider.previews` getters, in input order.
    var previews: [PreviewDecl] = []
    /// `PlaygroundPage.current.setLiveView(view)` arguments, per file.
    var liveViews: [Int: ExprSyntax] = [:]

    /// Adds the declarations of file number `fileIndex` (0 is the main file).
    mutating func add(_ file: SourceFileSyntax, fileIndex: Int, locators: SourceLocators) throws(SourceError) {
        try add(file.statements, fileIndex: fileIndex, locators: locators)
    }

    private mutating func add(_ items: CodeBlockItemListSyntax, fileIndex: Int, locators: SourceLocators)
        throws(SourceError)
    {
        for item in items {
            switch item.item {
            case .decl(let decl):
                if let config = decl.as(IfConfigDeclSyntax.self) {
                    if case .statements(let chosen)? = CompileConditions.chosenClause(config)?.elements {
                        try add(chosen, fileIndex: fileIndex, locators: locators)
                    }
                    continue
                }
                if let macro = decl.as(MacroExpansionDeclSyntax.self) {
                    addPreview(macro: macro.macroName.text, closure: macro.trailingClosure, fileIndex: fileIndex)
                    continue
                }
                try declare(decl, fileIndex: fileIndex, locators: locators)
            case .stmt(let stmt):
                if let expression = stmt.as(ExpressionStmtSyntax.self)?.expression {
                    addStatement(expression, item: item, fileIndex: fileIndex)
                } else {
                    rootStatements[fileIndex, default: []].append(item)
                }
            case .expr(let expr): addStatement(expr, item: item, fileIndex: fileIndex)
            }
        }
    }

    /// A top-level expression: a `#Preview`, a playground's live view or setup, or a view.
    private mutating func addStatement(_ expr: ExprSyntax, item: CodeBlockItemSyntax, fileIndex: Int) {
        if let macro = expr.as(MacroExpansionExprSyntax.self) {
            addPreview(macro: macro.macroName.text, closure: macro.trailingClosure, fileIndex: fileIndex)
            return
        }
        let text = expr.trimmedDescription
        if text.hasPrefix("PlaygroundPage.current") {
            if let call = expr.as(FunctionCallExprSyntax.self),
                call.calledExpression.trimmedDescription == "PlaygroundPage.current.setLiveView",
                let argument = call.arguments.first?.expression, liveViews[fileIndex] == nil
            {
                liveViews[fileIndex] = argument
            }
            return // `needsIndefiniteExecution = true` and the like play no part in layout
        }
        rootStatements[fileIndex, default: []].append(item)
    }

    private mutating func addPreview(macro: String, closure: ClosureExprSyntax?, fileIndex: Int) {
        guard macro == "Preview", let closure else { return }
        previews.append(PreviewDecl(fileIndex: fileIndex, statements: closure.statements, node: Syntax(closure)))
    }

    private mutating func declare(_ decl: DeclSyntax, fileIndex: Int, locators: SourceLocators) throws(SourceError) {
        if let structDecl = decl.as(StructDeclSyntax.self) {
            let name = structDecl.name.text
            let inherited = Self.inheritedTypes(structDecl.inheritanceClause)
            if inherited.contains("View") {
                if let first = viewStructs[name] {
                    throw locators.error(
                        at: structDecl.name,
                        "invalid redeclaration of '\(name)' (first declared at \(locators.place(of: first.node.name)))")
                }
                viewStructs[name] = Self.viewStruct(structDecl, fileIndex: fileIndex)
                viewStructOrder.append(name)
            } else if inherited.contains("ViewModifier") {
                viewModifiers[name] = Self.viewStruct(structDecl, fileIndex: fileIndex)
            } else if inherited.contains("PreviewProvider") {
                addPreviewProvider(structDecl, fileIndex: fileIndex)
            } else if inherited.contains("Layout") {
                layoutStructs[name] = Syntax(structDecl)
            } else if inherited.contains("AlignmentID") {
                alignmentIDs[name] = Self.alignmentID(structDecl)
            } else {
                addModel(name, members: structDecl.memberBlock)
            }
        } else if let classDecl = decl.as(ClassDeclSyntax.self) {
            addModel(classDecl.name.text, members: classDecl.memberBlock)
        } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
            enumCases[enumDecl.name.text] = enumDecl.memberBlock.members.flatMap {
                $0.decl.as(EnumCaseDeclSyntax.self)?.elements.map(\.name.text) ?? []
            }
        } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            addExtension(extensionDecl)
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                constants[name] = PropertyDecl(
                    name: name, type: binding.typeAnnotation?.type,
                    initializer: binding.initializer?.value, node: Syntax(binding))
            }
        }
        // Imports, free functions and other declarations play no part in layout.
    }

    /// `static var previews: some View { … }` of a `PreviewProvider`.
    private mutating func addPreviewProvider(_ decl: StructDeclSyntax, fileIndex: Int) {
        for member in decl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews" {
                guard let accessors = binding.accessorBlock, let getter = Self.getterStatements(accessors) else {
                    continue
                }
                previews.append(PreviewDecl(fileIndex: fileIndex, statements: getter, node: Syntax(binding)))
            }
        }
    }

    /// A model type's property types (`var name: String`, `var image: Image { … }`).
    private mutating func addModel(_ name: String, members: MemberBlockSyntax) {
        var types = modelTypes[name] ?? [:]
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let type = binding.typeAnnotation?.type
                else { continue }
                types[property] = type
            }
        }
        modelTypes[name] = types
    }

    /// Alignment constants (`extension HorizontalAlignment`), view functions (`extension View`),
    /// model members (any other extension).
    private mutating func addExtension(_ extensionDecl: ExtensionDeclSyntax) {
        let type = unqualified(extensionDecl.extendedType.trimmedDescription)
        if type == "View" {
            for member in extensionDecl.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self), function.body != nil {
                    viewExtensionFunctions[function.name.text] = function
                }
            }
            return
        }
        let axis: Axis? =
            type == "HorizontalAlignment" ? .horizontal : type == "VerticalAlignment" ? .vertical : nil
        guard let axis else {
            typeExtensions[type, default: []].append(extensionDecl)
            addModel(type, members: extensionDecl.memberBlock)
            return
        }
        for member in extensionDecl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let idType = Self.alignmentIDType(binding, axisType: type)
                else { continue }
                alignmentConstants.append(
                    AlignmentConstantDecl(
                        name: name, axis: axis, idType: idType,
                        node: Syntax(binding)))
            }
        }
    }

    static func inheritedTypes(_ clause: InheritanceClauseSyntax?) -> Set<String> {
        Set(clause?.inheritedTypes.map { unqualified($0.type.trimmedDescription) } ?? [])
    }

    static func getterStatements(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch block.accessors {
        case .getter(let statements): return statements
        case .accessors(let list):
            return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
    }

    private static func alignmentID(_ decl: StructDeclSyntax) -> AlignmentIDDecl {
        for member in decl.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                function.name.text == "defaultValue"
            else { continue }
            let parameter = function.signature.parameterClause.parameters.first
            let name = (parameter?.secondName ?? parameter?.firstName)?.text
            return AlignmentIDDecl(
                name: decl.name.text, node: Syntax(decl), parameter: name == "_" ? nil : name,
                body: function.body?.statements)
        }
        return AlignmentIDDecl(name: decl.name.text, node: Syntax(decl), parameter: nil, body: nil)
    }

    /// `X` in `HorizontalAlignment(X.self)`, `.init(X.self)` or `Self(X.self)`, as an initializer
    /// or a one-line getter.
    private static func alignmentIDType(_ binding: PatternBindingSyntax, axisType: String) -> String? {
        var value = binding.initializer?.value
        if value == nil, let accessors = binding.accessorBlock, let statements = getterStatements(accessors),
            statements.count == 1, let item = statements.first
        {
            switch item.item {
            case .expr(let expr): value = expr
            case .stmt(let stmt): value = stmt.as(ReturnStmtSyntax.self)?.expression
            default: break
            }
        }
        guard let call = value?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let argument = call.arguments.first, argument.label == nil
        else { return nil }
        let callee = call.calledExpression.trimmedDescription
        guard callee == axisType || callee == ".init" || callee == "Self" || callee == "SwiftUI." + axisType,
            let member = argument.expression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "self", let base = member.base
        else { return nil }
        return base.trimmedDescription
    }
}

/// `SwiftUI.View` → `View`.
func unqualified(_ name: String) -> String {
    name.hasPrefix("SwiftUI.") ? String(name.dropFirst(8)) : name
}
