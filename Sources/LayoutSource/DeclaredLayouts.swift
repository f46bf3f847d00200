// DeclaredLayouts.swift
// LayoutSource
//
// Custom `Layout` types declared in the file (`struct X: Layout { … }`) run with their own code:
// LayoutInterpreter reads them and registers them by name, so the translator resolves
// `X(spacing: 10) { … }` like a compiled layout (LAYOUTPROTO-1) and both engines run it given the
// same registry. A declaration the interpreter cannot run is an error where it is used.

import CustomLayout
import LayoutInterpreter
import SwiftSyntax

enum DeclaredLayouts {
    /// `layouts` plus the file's declared layouts that the interpreter can run (a declaration
    /// replaces a registered layout of the same name: it is what the file means).
    static func registry(_ layouts: LayoutRegistry, _ file: FileModel, _ locator: SourceLocator) -> LayoutRegistry {
        guard !file.layoutStructs.isEmpty else { return layouts }
        return library(file, locator).registry(extending: layouts)
    }

    /// Why the declared layout `name` cannot run, at the place in its declaration.
    static func failure(_ name: String, _ file: FileModel, _ locator: SourceLocator) -> SourceError? {
        guard let error = library(file, locator).failures[name] else { return nil }
        return locator.error(at: error.offset, error.message)
    }

    private static func library(_ file: FileModel, _ locator: SourceLocator) -> SourceLayoutLibrary {
        let declarations = file.layoutStructs.values.compactMap { $0.as(StructDeclSyntax.self) }
        return SourceLayoutLibrary(declarations: declarations, fileName: locator.fileName)
    }
}

extension SwiftUISourceParser {
    /// The custom layouts declared in `source`, for the engines: lay the tree out with
    /// `LayoutConfiguration(layouts: library.registry(extending: .standard))` and report
    /// `library.runtimeErrors` afterwards (a layout that ran out of steps, unwrapped nil, …).
    public static func declaredLayouts(in source: String, fileName: String = "<input>") -> SourceLayoutLibrary {
        SourceLayoutLibrary(source: source, fileName: fileName)
    }
}
