// RootChoice.swift
// LayoutSource
//
// Which view of the input is laid out (the order is in SwiftUISourceParser's header and
// Documentation/RealSwiftUI.md): `--root`, else the main file's first preview or playground
// live view, else its top-level view statements, else the one View struct that no other View
// uses, else a guess labelled with a warning (ROOTCHOICE-1/2), else an error listing the
// candidates. The root view is ROOT-2's root; a View struct
// chosen as root gets stand-ins for the properties nobody passes.

import LayoutCore
import SwiftSyntax

extension Translator {
    /// The root's description and a phrase saying what it is and why.
    func rootView(named rootType: String?) throws(SourceError) -> (ViewDescription, String) {
        let main = locators.files[0]
        if let rootType {
            guard let decl = file.viewStructs[rootType] else {
                throw main.error(
                    at: 0, "--root \(rootType): no View struct of that name in the input; \(candidateList())")
            }
            return (try rootInstance(decl), "\(rootType) (--root)")
        }
        let scope = Scope(atRoot: true)
        if let preview = file.previews.first(where: { $0.fileIndex == 0 }) {
            let views = try self.views(in: preview.statements, scope: scope)
            return (Self.single(views), "the preview at \(locators.place(of: preview.node))")
        }
        if let live = file.liveViews[0] {
            return (try view(live, in: scope), "the live view at \(locators.place(of: live))")
        }
        if let statements = file.rootStatements[0], !statements.isEmpty {
            return (Self.single(try views(in: statements, scope: scope)), "the top-level views of \(main.fileName)")
        }
        if let first = file.nestedMainViews.first, rootType == nil, let decl = file.viewStructs[first] {
            let others = file.nestedMainViews.dropFirst()
            warn(
                decl.node.name,
                "root: \(first), declared in \(main.fileName) inside a type, a function or another platform's #if "
                    + "(the file has no top-level View for iOS; ROOTCHOICE-2)"
                    + (others.isEmpty ? "" : "; also there: \(others.joined(separator: ", "))")
                    + "; use --root NAME to choose another",
                code: SourceWarning.rootChoice)
            return (try rootInstance(decl), "\(first) (nested in \(main.fileName), ROOTCHOICE-2)")
        }
        let inMain = file.viewStructOrder.filter { file.viewStructs[$0]?.fileIndex == 0 }
        let pool = inMain.isEmpty ? file.viewStructOrder : inMain
        guard !pool.isEmpty else {
            throw main.error(
                at: 0,
                "no view to lay out: the input declares no View struct, #Preview or top-level view"
                    + (locators.files.count > 1 ? "" : " (give the files that declare the views)"))
        }
        let unused = Self.unusedViews(pool, in: file, usersIn: inMain.isEmpty ? nil : 0)
        let scopeName = inMain.isEmpty ? "the input" : main.fileName
        if unused.count == 1, let name = unused.first, let decl = file.viewStructs[name] {
            return (try rootInstance(decl), "\(name) (the only View in \(scopeName) that no other View there uses)")
        }
        return try guessedRoot(among: unused, pool: pool, mainDeclaresViews: !inMain.isEmpty)
    }

    /// Several Views of the main file that no other View there uses (ROOTCHOICE-1): those that other
    /// files of the input use are parts of the app, not screens, so the one left is the root;
    /// else `ContentView`; else the first in source order. Each choice comes with the warning
    /// `source.rootChoice` naming the alternatives (never a silent guess); a guess among several
    /// is an error under `--strict`, and so is any choice when the main file declares no View
    /// (then every View of the input would be a candidate).
    private func guessedRoot(among unused: [String], pool: [String], mainDeclaresViews: Bool)
        throws(SourceError) -> (ViewDescription, String)
    {
        let main = locators.files[0]
        func place(_ name: String) -> String { "\(name) (\(locators.place(of: file.viewStructs[name]!.node.name)))" }
        let unusedAnywhere = mainDeclaresViews ? Self.unusedViews(unused, in: file, usersIn: nil) : []
        if unusedAnywhere.count == 1, let name = unusedAnywhere.first, let decl = file.viewStructs[name] {
            let others = unused.filter { $0 != name }
            warn(
                decl.node.name,
                "root: \(name), the only View of \(main.fileName) that no View of the input uses "
                    + "(\(others.joined(separator: ", ")) are used by other files); use --root NAME to choose another",
                code: SourceWarning.rootChoice)
            return (try rootInstance(decl), "\(name) (the only View of \(main.fileName) no View of the input uses)")
        }
        if unused.contains("ContentView"), let decl = file.viewStructs["ContentView"] {
            warn(
                decl.node.name,
                "root: ContentView, chosen by name among \(unused.joined(separator: ", ")) (no other View uses them); "
                    + "use --root NAME to choose another",
                code: SourceWarning.rootChoice)
            return (try rootInstance(decl), "ContentView (by name, among several unused Views)")
        }
        let candidates = unusedAnywhere.count > 1 ? unusedAnywhere : unused
        if mainDeclaresViews, !isStrict, let name = candidates.first, let decl = file.viewStructs[name] {
            warn(
                decl.node.name,
                "root: \(name), the first of \(candidates.map(place).joined(separator: ", ")) (\(main.fileName) has "
                    + "no #Preview and no other View uses them); use --root NAME to choose another",
                code: SourceWarning.rootChoice)
            return (try rootInstance(decl), "\(name) (the first of several unused Views)")
        }
        let shown = unused.isEmpty ? pool : unused
        throw main.error(
            at: 0,
            "cannot choose the root view: "
                + shown.map(place).joined(separator: ", ")
                + (unused.isEmpty ? " use each other" : " are not used by any other View")
                + " and \(main.fileName) has no #Preview; use --root NAME")
    }

    /// `candidates: A (file:line), B (file:line)` or a note that there are none.
    private func candidateList() -> String {
        guard !file.viewStructOrder.isEmpty else { return "the input declares no View struct" }
        return "the View structs are "
            + file.viewStructOrder.map { "\($0) (\(locators.place(of: file.viewStructs[$0]!.node.name)))" }
            .joined(separator: ", ")
    }

    /// A View struct laid out as the root: nobody passes its properties, so those without a
    /// value get stand-ins (StandIns.swift).
    private func rootInstance(_ decl: ViewStructDecl) throws(SourceError) -> ViewDescription {
        guard let body = decl.body else {
            throw error(decl.node.name, "\(decl.name) has no 'var body: some View { … }'")
        }
        expansionStack = [decl.name]
        defer { expansionStack = [] }
        let instance = StructInstance(decl: decl, values: [:])
        let members = try views(in: body, scope: Scope(instance: instance, atRoot: true))
        return Self.single(members)
    }

    /// The names in `pool` that no other View struct, ViewModifier or View extension mentions
    /// (of file `usersIn`, or of the whole input when nil: a detail view rendered with the rest
    /// of its app as context is used by the app's list, but not in its own file).
    static func unusedViews(_ pool: [String], in file: FileModel, usersIn fileIndex: Int?) -> [String] {
        var users: [(name: String, identifiers: Set<String>)] = []
        func identifiers(_ node: some SyntaxProtocol) -> Set<String> {
            var names: Set<String> = []
            for token in node.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let text) = token.tokenKind { names.insert(text) }
            }
            return names
        }
        for name in file.viewStructOrder {
            let decl = file.viewStructs[name]!
            if fileIndex == nil || decl.fileIndex == fileIndex { users.append((name, identifiers(decl.node))) }
        }
        for (name, decl) in file.viewModifiers { users.append((name, identifiers(decl.node))) }
        for (name, function) in file.viewExtensionFunctions { users.append(("." + name, identifiers(function))) }
        return pool.filter { candidate in
            !users.contains { $0.name != candidate && $0.identifiers.contains(candidate) }
        }
    }

    /// One root view as itself (so a root `.ignoresSafeArea()` stays outermost), several as a group.
    static func single(_ members: [ViewDescription]) -> ViewDescription {
        members.count == 1 ? members[0] : .group(members)
    }
}
