// Declarations.swift
// LayoutSource
//
// The top level of a source file: View structs (custom views), Layout structs, custom
// alignments (`struct X: AlignmentID` plus `extension HorizontalAlignment { static let … }`),
// constants, and the bare view statements that form the root body when present.
// Everything else (imports, #Preview, other extensions, functions) is skipped.

import LayoutCore
import SwiftSyntax

/// A `let`/`var` property or top-level constant.
struct PropertyDecl {
    let name: String
    let type: TypeSyntax?
    let initializer: ExprSyntax?
    let node: Syntax
}

/// A `struct Name: View`.
struct ViewStructDecl {
    let name: String
    let node: StructDeclSyntax
    /// The statements of `var body: some View { … }`, if declared.
    var body: CodeBlockItemListSyntax?
    /// Stored properties in declaration order (memberwise-initializer order).
    var storedProperties: [PropertyDecl] = []
    /// Computed properties returning a value (`var count: Int { 3 }`).
    var computedValues: [String: CodeBlockItemListSyntax] = [:]
    /// Computed properties returning a view (`var content: some View { … }`).
    var computedViews: [String: CodeBlockItemListSyntax] = [:]
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

/// Everything declared at the top level of a file.
struct FileModel {
    var viewStructs: [String: ViewStructDecl] = [:]
    var viewStructOrder: [String] = []
    var layoutStructs: [String: Syntax] = [:]
    var alignmentIDs: [String: AlignmentIDDecl] = [:]
    var alignmentConstants: [AlignmentConstantDecl] = []
    var constants: [String: PropertyDecl] = [:]
    /// Top-level statements that are not declarations (the bare root body).
    var rootStatements: [CodeBlockItemSyntax] = []

    init(_ file: SourceFileSyntax, locator: SourceLocator) throws(SourceError) {
        for item in file.statements {
            switch item.item {
            case .decl(let decl): try declare(decl, locator: locator)
            case .stmt(let stmt):
                if let expressionStatement = stmt.as(ExpressionStmtSyntax.self),
                    expressionStatement.expression.is(MacroExpansionExprSyntax.self)
                {
                    continue
                }
                rootStatements.append(item)
            case .expr(let expr):
                if expr.is(MacroExpansionExprSyntax.self) { continue } // #Preview { … }
                rootStatements.append(item)
            }
        }
    }

    private mutating func declare(_ decl: DeclSyntax, locator: SourceLocator) throws(SourceError) {
        if let structDecl = decl.as(StructDeclSyntax.self) {
            let name = structDecl.name.text
            let inherited = Set(
                structDecl.inheritanceClause?.inheritedTypes.map {
                    unqualified($0.type.trimmedDescription)
                } ?? [])
            if inherited.contains("View") {
                guard viewStructs[name] == nil else {
                    throw locator.error(at: structDecl.name, "invalid redeclaration of '\(name)'")
                }
                viewStructs[name] = Self.viewStruct(structDecl)
                viewStructOrder.append(name)
            } else if inherited.contains("Layout") {
                layoutStructs[name] = Syntax(structDecl)
            } else if inherited.contains("AlignmentID") {
                alignmentIDs[name] = Self.alignmentID(structDecl)
            }
        } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            let type = unqualified(extensionDecl.extendedType.trimmedDescription)
            let axis: Axis? =
                type == "HorizontalAlignment" ? .horizontal : type == "VerticalAlignment" ? .vertical : nil
            guard let axis else { return }
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
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                constants[name] = PropertyDecl(
                    name: name, type: binding.typeAnnotation?.type,
                    initializer: binding.initializer?.value, node: Syntax(binding))
            }
        }
        // Imports, functions, other types and extensions play no part in layout.
    }

    private static func viewStruct(_ decl: StructDeclSyntax) -> ViewStructDecl {
        var result = ViewStructDecl(name: decl.name.text, node: decl)
        for member in decl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let accessors = binding.accessorBlock {
                    guard let getter = getterStatements(accessors) else { continue }
                    let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
                    let isView =
                        type.hasPrefix("some ") && type.hasSuffix("View")
                        || variable.attributes.contains { $0.trimmedDescription == "@ViewBuilder" }
                    if name == "body" && !isStatic {
                        result.body = getter
                    } else if isView {
                        result.computedViews[name] = getter
                    } else {
                        result.computedValues[name] = getter
                    }
                } else if !isStatic {
                    result.storedProperties.append(
                        PropertyDecl(
                            name: name, type: binding.typeAnnotation?.type,
                            initializer: binding.initializer?.value, node: Syntax(binding)))
                }
            }
        }
        return result
    }

    private static func getterStatements(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
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
