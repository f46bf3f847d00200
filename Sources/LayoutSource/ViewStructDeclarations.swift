// ViewStructDeclarations.swift
// LayoutSource
//
// The members of a `struct Name: View` (or `struct M: ViewModifier`) that matter for layout: its
// body, stored properties (memberwise-initializer order, with wrappers such as `@State` and
// `@Environment(\.key)`), computed values and views, `@ViewBuilder` helper functions, custom
// initializers, and generic view parameters (`Card<Content: View>`).

import SwiftSyntax

/// A `struct Name: View` or `struct Name: ViewModifier`.
struct ViewStructDecl {
    let name: String
    let node: StructDeclSyntax
    /// The file the struct is declared in (0 is the main file).
    let fileIndex: Int
    /// The statements of `var body: some View { … }` (a ViewModifier's `func body(content:)`).
    var body: CodeBlockItemListSyntax?
    /// A ViewModifier's `body(content:)` parameter name: the modified view inside the body.
    var contentParameter: String?
    /// Stored properties in declaration order (memberwise-initializer order).
    var storedProperties: [PropertyDecl] = []
    /// Computed properties returning a value (`var count: Int { 3 }`).
    var computedValues: [String: CodeBlockItemListSyntax] = [:]
    /// The declared types and declarations of computed values (for their stand-ins).
    var computedValueTypes: [String: String] = [:]
    var computedValueNodes: [String: Syntax] = [:]
    /// Computed properties returning a view (`var content: some View { … }`, `@ViewBuilder var`).
    var computedViews: [String: CodeBlockItemListSyntax] = [:]
    /// Functions returning a view (`func row(_ x: String) -> some View { … }`).
    var viewFunctions: [String: FunctionDeclSyntax] = [:]
    /// Other functions (`func title(for row: Row) -> String`): not run; a call is a stand-in of
    /// the return type (STANDIN-2).
    var valueFunctions: [String: FunctionDeclSyntax] = [:]
    /// Explicit initializers, in declaration order (none: the memberwise initializer).
    var initializers: [InitializerDeclSyntax] = []
    /// Generic parameters constrained to View (`Content` in `Card<Content: View>`).
    var viewTypeParameters: Set<String> = []
}

extension FileModel {
    static func viewStruct(_ decl: StructDeclSyntax, fileIndex: Int) -> ViewStructDecl {
        var result = ViewStructDecl(name: decl.name.text, node: decl, fileIndex: fileIndex)
        for parameter in decl.genericParameterClause?.parameters ?? [] {
            let constraint = parameter.inheritedType.map { unqualified($0.trimmedDescription) }
            if constraint == "View" { result.viewTypeParameters.insert(parameter.name.text) }
        }
        addMembers(decl.memberBlock.members, to: &result)
        return result
    }

    /// Adds members (of the struct, or of an `extension Name` in any file) to a View struct.
    static func addMembers(_ members: MemberBlockItemListSyntax, to result: inout ViewStructDecl) {
        for member in activeMembers(members) {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                addFunction(function, to: &result)
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self), initializer.body != nil {
                result.initializers.append(initializer)
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                addVariable(variable, to: &result)
            }
        }
    }

    /// Merges `extension Name { … }` members into the View struct `Name` (after every file is
    /// read, since an extension may come before its struct): helpers declared in an extension
    /// are the view's helpers.
    mutating func mergeViewExtensions() {
        for (name, extensions) in typeExtensions {
            guard var decl = viewStructs[name] else { continue }
            for extensionDecl in extensions { Self.addMembers(extensionDecl.memberBlock.members, to: &decl) }
            viewStructs[name] = decl
        }
    }

    /// The members of a struct with `#if` resolved (CompileConditions.swift): properties and
    /// helpers inside `#if os(iOS)` are members, those of other platforms are not.
    static func activeMembers(_ members: MemberBlockItemListSyntax) -> [MemberBlockItemSyntax] {
        var result: [MemberBlockItemSyntax] = []
        for member in members {
            guard let config = member.decl.as(IfConfigDeclSyntax.self) else {
                result.append(member)
                continue
            }
            if case .decls(let chosen)? = CompileConditions.chosenClause(config)?.elements {
                result += activeMembers(chosen)
            }
        }
        return result
    }

    /// Whether a declared type is a view: `some View`, `AnyView`, a generic view parameter.
    static func isViewType(_ type: String, in decl: ViewStructDecl) -> Bool {
        (type.hasPrefix("some ") && type.hasSuffix("View")) || type == "AnyView" || type == "any View"
            || decl.viewTypeParameters.contains(type)
    }

    private static func addFunction(_ function: FunctionDeclSyntax, to result: inout ViewStructDecl) {
        guard let body = function.body else { return }
        let returnType = function.signature.returnClause?.type.trimmedDescription ?? ""
        let parameters = function.signature.parameterClause.parameters
        if function.name.text == "body", parameters.count == 1, let only = parameters.first {
            result.body = body.statements
            let name = (only.secondName ?? only.firstName).text
            result.contentParameter = name == "_" ? nil : name
            return
        }
        let isBuilder = function.attributes.contains { attributeName($0) == "ViewBuilder" }
        if isBuilder || isViewType(returnType, in: result) {
            result.viewFunctions[function.name.text] = function
        } else {
            result.valueFunctions[function.name.text] = function
        }
    }

    private static func addVariable(_ variable: VariableDeclSyntax, to result: inout ViewStructDecl) {
        let isStatic = variable.modifiers.contains {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }
        let wrapper = variable.attributes.lazy.compactMap(attributeName).first
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
            if let accessors = binding.accessorBlock, !isStoredWithObservers(accessors) {
                guard let getter = getterStatements(accessors) else { continue }
                if name == "body" && !isStatic {
                    result.body = getter
                } else if wrapper == "ViewBuilder" || isViewType(type, in: result) {
                    result.computedViews[name] = getter
                } else {
                    result.computedValues[name] = getter
                    result.computedValueTypes[name] = type
                    result.computedValueNodes[name] = Syntax(binding)
                }
            } else if !isStatic {
                var property = PropertyDecl(
                    name: name, type: binding.typeAnnotation?.type,
                    initializer: binding.initializer?.value, node: Syntax(binding))
                property.wrapper = wrapper
                property.environmentKey = environmentKey(variable.attributes)
                result.storedProperties.append(property)
            }
        }
    }

    /// `willSet`/`didSet` observers: still a stored property.
    private static func isStoredWithObservers(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = block.accessors else { return false }
        return list.allSatisfy {
            $0.accessorSpecifier.tokenKind == .keyword(.willSet) || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
        }
    }

    /// `State` for `@State`, `Environment` for `@Environment(\.colorScheme)`.
    static func attributeName(_ element: AttributeListSyntax.Element) -> String? {
        guard let attribute = element.as(AttributeSyntax.self) else { return nil }
        let name = unqualified(attribute.attributeName.trimmedDescription)
        return name.split(separator: "<").first.map(String.init)
    }

    /// `colorScheme` for `@Environment(\.colorScheme)`.
    private static func environmentKey(_ attributes: AttributeListSyntax) -> String? {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self), attributeName(element) == "Environment",
                case .argumentList(let arguments)? = attribute.arguments,
                let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self)
            else { continue }
            return keyPath.components.last?.component.trimmedDescription.trimmingPrefix(".").description
        }
        return nil
    }
}
