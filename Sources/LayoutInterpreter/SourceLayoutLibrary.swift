// SourceLayoutLibrary.swift
// LayoutInterpreter
//
// The `struct X: Layout` declarations of a source file, read for the interpreter and registered
// by name in a LayoutRegistry, so that a tree's CustomLayoutSpec (name + JSON arguments) runs
// the declared code in either engine (LAYOUTPROTO-1). A declaration the subset cannot run is
// kept as a failure and reported when the layout is used.

import CustomLayout
import LayoutCore
import SwiftParser
import SwiftSyntax

/// The interpreted layouts of one input.
public struct SourceLayoutLibrary: Sendable {
    /// The layouts that can run, by type name.
    public let programs: [String: LayoutProgram]
    /// Declared layouts the subset cannot run, with the reason at its place.
    public let failures: [String: InterpreterError]
    /// Runtime errors of every layout of this library (shared by all their instances).
    public let errorSink: ErrorSink

    /// Reads `declarations`, nodes of one parsed file whose name is `fileName`.
    public init(declarations: [StructDeclSyntax], fileName: String, limits: InterpreterLimits = InterpreterLimits()) {
        self.init(declarations: declarations.map { ($0, fileName) }, limits: limits)
    }

    /// Reads `declarations` of several parsed files, each with the name of the file it comes
    /// from (errors are located in their own file).
    public init(
        declarations: [(declaration: StructDeclSyntax, fileName: String)],
        limits: InterpreterLimits = InterpreterLimits()
    ) {
        var lineTables: [Syntax: LineTable] = [:]
        let sink = ErrorSink()
        var programs: [String: LayoutProgram] = [:]
        var failures: [String: InterpreterError] = [:]
        for (declaration, fileName) in declarations {
            let root = Syntax(declaration).root
            let lines = lineTables[root] ?? LineTable(source: root.description, fileName: fileName)
            lineTables[root] = lines
            do {
                programs[declaration.name.text] = try LayoutProgram(
                    declaration, lines: lines, limits: limits, errors: sink)
            } catch {
                failures[declaration.name.text] = error
            }
        }
        self.programs = programs
        self.failures = failures
        errorSink = sink
    }

    /// Parses `source` and reads its top-level `struct X: Layout` declarations.
    public init(source: String, fileName: String = "<input>", limits: InterpreterLimits = InterpreterLimits()) {
        let file = Parser.parse(source: source)
        let declarations = file.statements.compactMap { item -> StructDeclSyntax? in
            guard let decl = item.item.as(StructDeclSyntax.self), Self.isLayout(decl) else { return nil }
            return decl
        }
        self.init(declarations: declarations, fileName: fileName, limits: limits)
    }

    /// Whether `decl` declares a `Layout` (`: Layout` or `: SwiftUI.Layout` among its inherited types).
    public static func isLayout(_ decl: StructDeclSyntax) -> Bool {
        decl.inheritanceClause?.inheritedTypes.contains {
            let name = $0.type.trimmedDescription
            return name == "Layout" || name == "SwiftUI.Layout"
        } ?? false
    }

    /// `base` with every runnable layout of this library registered under its type name
    /// (replacing a registered layout of the same name: the file's declaration is what it means).
    public func registry(extending base: LayoutRegistry) -> LayoutRegistry {
        var registry = base
        for (name, program) in programs {
            registry.register(
                name: name,
                instantiate: { parameters in
                    LayoutInstance(
                        InterpretedLayout(program: program, properties: try program.properties(from: parameters)))
                },
                canonicalize: { parameters in try program.canonicalParameters(parameters) })
        }
        return registry
    }

    /// The runtime errors recorded so far (a layout that ran out of steps, unwrapped nil, …).
    public var runtimeErrors: [InterpreterError] { errorSink.errors }
}
