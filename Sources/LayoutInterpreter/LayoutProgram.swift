// LayoutProgram.swift
// LayoutInterpreter
//
// A `struct X: Layout` declaration read once into what the interpreter runs: stored properties
// (the memberwise initializer's parameters, LAYOUTPROTO-1's `MyLayout(spacing: 10) { … }`),
// functions (the Layout requirements and private helpers), computed properties, static
// constants and nested structs (a struct-typed cache). Operators are folded with swift-syntax's
// standard operator table.

import CustomLayout
import Foundation
import SwiftOperators
import SwiftSyntax
import Synchronization

/// A parameter of a declared function.
struct ParameterDef: Sendable {
    /// The argument label (nil for `_`).
    let label: String?
    let name: String
    let hint: TypeHint?
    let isInout: Bool
    let defaultValue: ExprSyntax?
}

/// A function declared in the layout or one of its nested structs.
struct FunctionDef: Sendable {
    let name: String
    let parameters: [ParameterDef]
    let returnHint: TypeHint?
    /// Whether it declares a result (`-> T`); a one-expression body then returns its value.
    let returnsValue: Bool
    let body: CodeBlockItemListSyntax
    let node: Syntax
}

/// A stored property: a memberwise-initializer parameter.
struct StoredProperty: Sendable {
    let name: String
    let hint: TypeHint?
    let initializer: ExprSyntax?
    let node: Syntax
}

/// A struct declared inside the layout (`struct Cache { var sizes: [CGSize] }`).
struct RecordDef: Sendable {
    let name: String
    let properties: [StoredProperty]
}

/// What the interpreter runs for one declared layout type.
public final class LayoutProgram: Sendable {
    /// The layout's type name.
    public let name: String
    let properties: [StoredProperty]
    let functions: [String: [FunctionDef]]
    let computed: [String: (body: CodeBlockItemListSyntax, hint: TypeHint?)]
    let statics: [String: (value: ExprSyntax, hint: TypeHint?)]
    let records: [String: RecordDef]
    let aliases: [String: TypeHint]
    private let types: DeclarationReader
    let limits: InterpreterLimits
    let lines: LineTable
    /// File offset of the folded declaration's first byte.
    private let baseOffset: Int
    let runtimeErrors: ErrorSink

    /// Reads `declaration`, which must come from a parsed file whose text is `source`.
    init(
        _ declaration: StructDeclSyntax, lines: LineTable, limits: InterpreterLimits,
        errors: ErrorSink
    ) throws(InterpreterError) {
        self.lines = lines
        self.limits = limits
        self.runtimeErrors = errors
        name = declaration.name.text
        baseOffset = declaration.position.utf8Offset
        let folded = OperatorTable.standardOperators.foldAll(declaration) { _ in }
        guard let decl = folded.as(StructDeclSyntax.self) else {
            throw lines.error(at: baseOffset, "\(declaration.name.text): operators could not be read")
        }
        var reader = DeclarationReader()
        do {
            try reader.readMembers(of: decl, isLayout: true)
            try Validation.check(decl, reader: reader)
        } catch let failure as Failure {
            throw Self.error(failure, lines: lines, baseOffset: declaration.position.utf8Offset)
        } catch {
            throw lines.error(at: baseOffset, "\(error)")
        }
        properties = reader.properties
        functions = reader.functions
        computed = reader.computed
        statics = reader.statics
        records = reader.records
        aliases = reader.aliases
        types = reader
    }

    /// The hint of a type written in the layout (`CGFloat`, `[CGSize]`, `Cache`).
    func typeHint(_ type: TypeSyntax) -> TypeHint? { types.hint(type) }

    /// A failure at a node of the folded declaration, at its position in the file.
    func error(_ failure: Failure) -> InterpreterError {
        Self.error(failure, lines: lines, baseOffset: baseOffset)
    }

    private static func error(_ failure: Failure, lines: LineTable, baseOffset: Int) -> InterpreterError {
        lines.error(at: baseOffset + failure.node.positionAfterSkippingLeadingTrivia.utf8Offset, failure.message)
    }

    /// The function named `name` whose labels match `labels`; for the two `explicitAlignment`
    /// requirements, the one whose first parameter has type `firstHint`.
    func function(_ name: String, labels: [String?], firstHint: TypeHint? = nil) -> FunctionDef? {
        let candidates = (functions[name] ?? []).filter { function in
            Self.matches(function.parameters, labels: labels)
        }
        if let firstHint, candidates.count > 1 {
            return candidates.first { $0.parameters.first?.hint == firstHint }
        }
        return candidates.first
    }

    /// Whether `labels` fit `parameters`, allowing omitted parameters with defaults.
    static func matches(_ parameters: [ParameterDef], labels: [String?]) -> Bool {
        var index = 0
        for parameter in parameters {
            if index < labels.count, labels[index] == parameter.label {
                index += 1
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return index == labels.count
    }
}

/// Runtime errors of the layouts of one library, kept for whoever ran the engines.
public final class ErrorSink: Sendable {
    private let storage = Mutex<[InterpreterError]>([])

    public init() {}

    /// The errors recorded so far, in order (each distinct error once).
    public var errors: [InterpreterError] { storage.withLock { $0 } }

    /// Whether any error has been recorded.
    public var hasErrors: Bool { storage.withLock { !$0.isEmpty } }

    func record(_ error: InterpreterError) {
        storage.withLock { errors in
            if !errors.contains(error) { errors.append(error) }
        }
    }
}
