// DeclaredLayouts.swift
// LayoutSource
//
// Custom `Layout` types declared in the input (`struct X: Layout { … }`, in any of its files) run
// with their own code: LayoutInterpreter reads them and registers them by name, so the
// translator resolves `X(spacing: 10) { … }` like a compiled layout (LAYOUTPROTO-1) and both
// engines run it given the same registry. A declaration the interpreter cannot run is an error
// where it is used.

import CustomLayout
import LayoutInterpreter
import SwiftParser
import SwiftSyntax

enum DeclaredLayouts {
    /// `layouts` plus the input's declared layouts that the interpreter can run (a declaration
    /// replaces a registered layout of the same name: it is what the input means).
    static func registry(_ layouts: LayoutRegistry, _ file: FileModel, _ locators: SourceLocators) -> LayoutRegistry {
        guard !file.layoutStructs.isEmpty else { return layouts }
        return library(file, locators).registry(extending: layouts)
    }

    /// Why the declared layout `name` cannot run, at the place in its declaration.
    static func failure(_ name: String, _ file: FileModel, _ locators: SourceLocators) -> SourceError? {
        guard let error = library(file, locators).failures[name], let node = file.layoutStructs[name] else {
            return nil
        }
        return locators.locator(of: node).error(at: error.offset, error.message)
    }

    private static func library(_ file: FileModel, _ locators: SourceLocators) -> SourceLayoutLibrary {
        let declarations = file.layoutStructs.values.compactMap { node in
            node.as(StructDeclSyntax.self).map { ($0, locators.locator(of: node).fileName) }
        }
        return SourceLayoutLibrary(declarations: declarations)
    }
}

extension SwiftUISourceParser {
    /// The custom layouts declared in `source`, for the engines: lay the tree out with
    /// `LayoutConfiguration(layouts: library.registry(extending: .standard))` and report
    /// `library.runtimeErrors` afterwards (a layout that ran out of steps, unwrapped nil, …).
    public static func declaredLayouts(in source: String, fileName: String = "<input>") -> SourceLayoutLibrary {
        declaredLayouts(in: SourceBundle(source, fileName: fileName))
    }

    /// The custom layouts declared in any file of `bundle` (see ``declaredLayouts(in:fileName:)``).
    public static func declaredLayouts(in bundle: SourceBundle) -> SourceLayoutLibrary {
        var declarations: [(declaration: StructDeclSyntax, fileName: String)] = []
        for file in bundle.files {
            // A file with a bracket problem is left to ``parse(_:layouts:)`` to report: swift-syntax's
            // recovery on such input can take exponential time (BracketStructure).
            guard BracketStructure.firstProblem(in: file.text, squareBracketLimit: maximumSquareBracketNesting) == nil
            else { continue }
            var text = file.text
            let syntax = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
            declarations += declaredLayoutStructs(syntax).map { ($0, file.name) }
        }
        return SourceLayoutLibrary(declarations: declarations)
    }
}
