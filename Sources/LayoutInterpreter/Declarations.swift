// Declarations.swift
// LayoutInterpreter
//
// Reads the members of a layout struct (and of the structs nested in it) into the program's
// tables. Members the subset does not run are errors naming the member and what to write
// instead; members that do not affect layout (typealiases, `static let`, `init`-free structs)
// are read.

import SwiftSyntax

struct DeclarationReader {
    var properties: [StoredProperty] = []
    var functions: [String: [FunctionDef]] = [:]
    var computed: [String: (body: CodeBlockItemListSyntax, hint: TypeHint?)] = [:]
    var statics: [String: (value: ExprSyntax, hint: TypeHint?)] = [:]
    var records: [String: RecordDef] = [:]
    var aliases: [String: TypeHint] = [:]

    /// The names of the nested structs and typealiases, read before any type is resolved.
    private var typeNames: Set<String> = []

    mutating func readMembers(of decl: StructDeclSyntax, isLayout: Bool) throws {
        if isLayout {
            for member in decl.memberBlock.members {
                if let nested = member.decl.as(StructDeclSyntax.self) { typeNames.insert(nested.name.text) }
                if let alias = member.decl.as(TypeAliasDeclSyntax.self) { typeNames.insert(alias.name.text) }
            }
            for member in decl.memberBlock.members {
                if let alias = member.decl.as(TypeAliasDeclSyntax.self) {
                    aliases[alias.name.text] = hint(alias.initializer.value)
                }
            }
        }
        for member in decl.memberBlock.members {
            let item = member.decl
            if let variable = item.as(VariableDeclSyntax.self) {
                try readVariable(variable, isLayout: isLayout)
            } else if let function = item.as(FunctionDeclSyntax.self), isLayout {
                try readFunction(function)
            } else if let nested = item.as(StructDeclSyntax.self), isLayout {
                var inner = DeclarationReader()
                inner.typeNames = typeNames
                inner.aliases = aliases
                try inner.readMembers(of: nested, isLayout: false)
                records[nested.name.text] = RecordDef(name: nested.name.text, properties: inner.properties)
            } else if item.is(TypeAliasDeclSyntax.self) && isLayout {
                continue
            } else if item.is(InitializerDeclSyntax.self) {
                throw Failure(
                    item,
                    "an explicit init is not supported in an interpreted layout; "
                        + "declare stored properties with defaults and use the memberwise init")
            } else {
                throw Failure(item, "this declaration is not supported in an interpreted layout (\(kind(item)))")
            }
        }
    }

    private mutating func readVariable(_ variable: VariableDeclSyntax, isLayout: Bool) throws {
        let isStatic = variable.modifiers.contains {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                throw Failure(binding.pattern, "only simple names can be declared as properties here")
            }
            let type = binding.typeAnnotation.map { hint($0.type) } ?? nil
            if isStatic {
                if name == "layoutProperties" {
                    throw Failure(
                        binding,
                        "static layoutProperties is not supported in an interpreted layout "
                            + "(its stackOrientation is nil, SPACER-1); remove it")
                }
                guard let value = binding.initializer?.value, binding.accessorBlock == nil, isLayout else {
                    throw Failure(binding, "only 'static let name = value' constants are supported")
                }
                statics[name] = (value, type)
            } else if let accessors = binding.accessorBlock {
                guard isLayout, let body = getter(accessors) else {
                    throw Failure(binding, "only get-only computed properties of the layout are supported")
                }
                computed[name] = (body, type)
            } else {
                properties.append(
                    StoredProperty(
                        name: name, hint: type ?? binding.initializer.flatMap { literalHint($0.value) },
                        initializer: binding.initializer?.value, node: Syntax(binding)))
            }
        }
    }

    private mutating func readFunction(_ function: FunctionDeclSyntax) throws {
        if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
            throw Failure(function, "static functions are not supported in an interpreted layout")
        }
        guard let body = function.body else { throw Failure(function, "\(function.name.text) has no body") }
        if function.genericParameterClause != nil {
            throw Failure(function, "generic functions are not supported in an interpreted layout")
        }
        let parameters = function.signature.parameterClause.parameters.map { parameter in
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            var type = parameter.type
            var isInout = false
            if let attributed = type.as(AttributedTypeSyntax.self) {
                isInout = attributed.specifiers.contains { $0.trimmedDescription == "inout" }
                type = attributed.baseType
            }
            return ParameterDef(
                label: label, name: name, hint: hint(type), isInout: isInout,
                defaultValue: parameter.defaultValue?.value)
        }
        let result = function.signature.returnClause.map { hint($0.type) } ?? nil
        let definition = FunctionDef(
            name: function.name.text, parameters: parameters, returnHint: result,
            returnsValue: function.signature.returnClause != nil, body: body.statements,
            node: Syntax(function))
        functions[function.name.text, default: []].append(definition)
    }

    private func getter(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch block.accessors {
        case .getter(let statements): return statements
        case .accessors(let list):
            guard list.count == 1 else { return nil }
            return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
    }

    /// The hint of a type annotation (nil for types the interpreter does not need to know).
    func hint(_ type: TypeSyntax) -> TypeHint? {
        if let optional = type.as(OptionalTypeSyntax.self) { return hint(optional.wrappedType).map { .optional($0) } }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return hint(unwrapped.wrappedType) }
        if let array = type.as(ArrayTypeSyntax.self) { return .array(hint(array.element)) }
        let name: String
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            name = identifier.name.text
            if name == "Array", let argument = identifier.genericArgumentClause?.arguments.first,
                case .type(let element) = argument.argument
            {
                return .array(hint(element))
            }
        } else if let member = type.as(MemberTypeSyntax.self) {
            name = member.name.text
        } else {
            return nil
        }
        switch name {
        case "CGFloat", "Double", "Float": return .double
        case "Int": return .int
        case "Bool": return .bool
        case "String": return .string
        case "CGSize": return .size
        case "CGPoint": return .point
        case "CGRect": return .rect
        case "ProposedViewSize": return .proposal
        case "UnitPoint": return .unitPoint
        case "Axis": return .axis
        case "ViewSpacing": return .spacing
        case "HorizontalAlignment": return .horizontalAlignment
        case "VerticalAlignment": return .verticalAlignment
        default:
            if let alias = aliases[name] { return alias }
            return typeNames.contains(name) ? .record(name) : nil
        }
    }

    /// `var spacing = 10.0` is a CGFloat property; `var count = 3` an Int.
    private func literalHint(_ value: ExprSyntax) -> TypeHint? {
        if value.is(FloatLiteralExprSyntax.self) { return .double }
        if value.is(IntegerLiteralExprSyntax.self) { return .int }
        if value.is(BooleanLiteralExprSyntax.self) { return .bool }
        return nil
    }

    private func kind(_ decl: DeclSyntax) -> String {
        if decl.is(EnumDeclSyntax.self) { return "enum" }
        if decl.is(ClassDeclSyntax.self) { return "class" }
        if decl.is(SubscriptDeclSyntax.self) { return "subscript" }
        if decl.is(FunctionDeclSyntax.self) { return "function in a nested struct" }
        return "\(decl.kind)"
    }
}
