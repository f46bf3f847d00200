// SwiftUISourceParser.swift
// LayoutSource
//
// The source front end: SwiftUI source text → ViewDescription → ViewTree.
//
// Input is one or more files read as one program (``SourceBundle``; a view declared in any file
// is usable from all), each either bare view statements (several, separated by newlines or `;`,
// are stacked by an implicit VStack, ROOT-2) or declarations. Root selection (RootChoice.swift):
//   1. `--root TypeName` (``SourceBundle/rootType``) when given;
//   2. else the main file's (the first file's) first `#Preview` body, else its
//      `PreviewProvider.previews`, else its `PlaygroundPage.current.setLiveView(…)`;
//   3. else the main file's top-level view statements;
//   4. else the one View struct of the main file that no other View there uses (when the main
//      file declares none: its nested or other-platform Views, ROOTCHOICE-2, else the whole
//      input's);
//   5. else of several, the one no View of the input uses, else `ContentView`, else the first,
//      each with a `source.rootChoice` warning (ROOTCHOICE-1; the first is an error under
//      `isStrict`); else an error listing the candidates. No view at all is an error.
// Values the input cannot supply get stand-ins reported as warnings (StandIns.swift,
// Documentation/RealSwiftUI.md); `isStrict` makes them errors.
// Every View struct is usable by name as a custom view (`HeartView()`, `Badge(size: 4)` binding
// stored properties); its body is a layout-neutral group (CORE-5); recursion is an error.
// `@ViewBuilder` helpers, `extension View` functions and ViewModifiers are read as view code;
// imports and free functions are skipped. `struct X: Layout` declarations (in any file) run with
// their own code (LayoutInterpreter, DeclaredLayouts.swift); registered layouts are usable by
// name (`BasicVStack`, the seed's name for the flow layout, is an alias of `FlowLayout` unless the
// input declares it). `struct X: AlignmentID` plus
// `extension HorizontalAlignment { static let x = HorizontalAlignment(X.self) }` declare
// custom guides. Top-level and stored-property constants (`let count = 3`) are supported.
//
// Vocabulary (SwiftUI's labels and defaults): HStack/VStack(alignment:spacing:),
// ZStack(alignment:), Group, ForEach (ranges, arrays of literals, `id: \.self`), `if`/`else` on
// constants, EmptyView, Text (escapes, `"\(i)"`, verbatim:, `Text(i, format:)`), Rectangle,
// RoundedRectangle(cornerRadius:), Capsule, Ellipse, Circle, Color.x / Color("x") / Color(red:…),
// Image("x") / Image(systemName:) + .resizable(), Spacer(minLength:), Divider,
// ViewThatFits(in:), GeometryReader { proxy in … }, ScrollView(_:showsIndicators:),
// HStackLayout/VStackLayout/ZStackLayout/AnyLayout(…), registered custom layouts,
// CustomLeaf(width:height:) / CustomLeaf(name:minWidth:…maxHeight:). Modifiers: frame (fixed,
// flexible, `.frame()`), padding (all forms), fixedSize, offset, position, aspectRatio,
// scaledToFit/Fill, alignmentGuide (closures over `d`/`$0`), layoutPriority, overlay and
// background (closure, view, colour and `in:` forms), border, id, lineLimit, font,
// ignoresSafeArea (outermost view only), and render-only modifiers (recorded, CHROME-1; `.fill`,
// `.foregroundColor`, `.foregroundStyle` set a shape's fill). Numbers: literals, `.infinity`,
// `.nan`, `.pi`, `CGFloat(i)`, `Double(i)`, `Int(x)`, `min`/`max`/`abs`, + − × ÷ %, ranges,
// comparisons, `&&`/`||`/`!`, ternaries; `proxy.size.width` and `d.width`/`d[.leading]` stay
// symbolic (products need a constant factor). Literal arithmetic keeps its structure (so that
// printed trees parse back unchanged); arithmetic on named constants (ForEach variables,
// properties) is folded.
// Real files' vocabulary (chrome modifiers recorded as attributes, navigation, controls, lists,
// grids, drawing, Dynamic Type, Text + Text): VocabularyViews.swift, Documentation/RealSwiftUI.md.

import CustomLayout
import LayoutCore
import LayoutInterpreter
import SwiftParser
import SwiftSyntax

/// Parses SwiftUI source into view trees.
public enum SwiftUISourceParser {
    /// Bracket nesting the parser accepts (`{`, `(`, `[`); deeper input is a clear error.
    public static let maximumNestingLevel = 256

    /// `[` nesting the parser accepts (array literals and subscripts, `[[1, 2], [3]]` is 2);
    /// deeper input is a clear error. swift-syntax's parse time doubles with each nested `[`
    /// (``SquareBracketNesting``), so the limit is far below ``maximumNestingLevel``.
    public static let maximumSquareBracketNesting = 8

    /// Parses `source` (one file) and lowers it into a tree; source-level warnings are dropped
    /// (``parse(_:layouts:)`` returns them).
    public static func parse(
        _ source: String, fileName: String = "<input>",
        layouts: LayoutRegistry = .standard
    ) throws(SourceError) -> ViewTree {
        try parse(SourceBundle(source, fileName: fileName), layouts: layouts).tree
    }

    /// Parses several files as one program, chooses the root and lowers it into a tree.
    public static func parse(
        _ bundle: SourceBundle, layouts: LayoutRegistry = .standard
    ) throws(SourceError) -> ParsedSource {
        try read(bundle, layouts: layouts, registeringDeclaredLayouts: false).parsed
    }

    /// Parses several files as one program, each file once: the tree (as ``parse(_:layouts:)``,
    /// with the input's declared layouts registered on top of `layouts`, LAYOUTPROTO-1) and the
    /// library of those layouts, for the engines (``declaredLayouts(in:)`` without a second
    /// parse).
    public static func read(
        _ bundle: SourceBundle, layouts: LayoutRegistry = .standard
    ) throws(SourceError) -> (parsed: ParsedSource, library: SourceLayoutLibrary) {
        try read(bundle, layouts: layouts, registeringDeclaredLayouts: true)
    }

    private static func read(
        _ bundle: SourceBundle, layouts: LayoutRegistry, registeringDeclaredLayouts: Bool
    ) throws(SourceError) -> (parsed: ParsedSource, library: SourceLayoutLibrary) {
        let result: Result<(ParsedSource, SourceLayoutLibrary), SourceError> = onLargeStack(for: bundle) {
            do throws(SourceError) {
                let read = try describe(
                    bundle, layouts: layouts, registeringDeclaredLayouts: registeringDeclaredLayouts)
                do {
                    let tree = try ViewLowering.lower(read.description)
                    return .success(
                        (ParsedSource(tree: tree, warnings: read.warnings, root: read.root), read.library))
                } catch {
                    var failure = firstLocator(bundle).error(at: 0, "\(error)")
                    if case .notEnoughMemory? = error as? LoweringError { failure.isResourceLimit = true }
                    return .failure(failure)
                }
            } catch {
                return .failure(error)
            }
        }
        let (parsed, library) = try result.get()
        return (parsed, library)
    }

    /// Parses `source` into a description, before lowering (groups, ForEach and environment
    /// modifiers still present). Deep descriptions should be released on a large stack.
    public static func parseDescription(
        _ source: String, fileName: String = "<input>",
        layouts: LayoutRegistry = .standard
    ) throws(SourceError) -> ViewDescription {
        let bundle = SourceBundle(source, fileName: fileName)
        let result: Result<ViewDescription, SourceError> = onLargeStack(for: bundle) {
            do throws(SourceError) {
                let read = try describe(bundle, layouts: layouts, registeringDeclaredLayouts: false)
                return .success(read.description)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Runs `body` on a stack large enough for the parser at maximum nesting (64 MB) and for
    /// descriptions and expressions as deep as the source is long (128 bytes per source byte).
    /// When that stack cannot be had, the result is a resource-limit error at 1:1 saying so.
    private static func onLargeStack<T>(
        for bundle: SourceBundle, _ body: () -> Result<T, SourceError>
    ) -> Result<T, SourceError> {
        let size = bundle.files.reduce(0) { $0 + $1.text.utf8.count }
        let bytes = 64 * 1024 * 1024 + size * 128
        do {
            return try withReservedStack(forDepth: bytes / 4_096, bytesPerLevel: 4_096, body)
        } catch {
            var failure = firstLocator(bundle).error(at: 0, "not enough memory to parse \(size) bytes of source")
            failure.isResourceLimit = true
            return .failure(failure)
        }
    }

    private static func firstLocator(_ bundle: SourceBundle) -> SourceLocator {
        SourceLocator(source: bundle.files.first?.text ?? "", fileName: bundle.files.first?.name ?? "<input>")
    }

    /// Every file parsed and declared, then the root chosen (RootChoice.swift) and read.
    /// With `registeringDeclaredLayouts`, the files' top-level `struct X: Layout` declarations are
    /// read into a library whose layouts extend `layouts` (else the library is empty and `layouts`
    /// already holds them).
    private static func describe(
        _ bundle: SourceBundle, layouts: LayoutRegistry, registeringDeclaredLayouts: Bool
    ) throws(SourceError) -> (
        description: ViewDescription, warnings: [SourceWarning], root: String, library: SourceLayoutLibrary
    ) {
        guard !bundle.files.isEmpty else {
            throw SourceError(fileName: "<input>", line: 1, column: 1, message: "no source files given")
        }
        var locators = SourceLocators(files: bundle.files.map { SourceLocator(source: $0.text, fileName: $0.name) })
        var syntaxes: [SourceFileSyntax] = []
        for (index, file) in bundle.files.enumerated() {
            let syntax = try syntaxTree(file.text, locator: locators.files[index])
            locators.register(syntax, index: index)
            syntaxes.append(syntax)
        }
        var model = FileModel()
        for (index, syntax) in syntaxes.enumerated() {
            try model.add(syntax, fileIndex: index, locators: locators)
        }
        model.addNestedMainViews(syntaxes[0])
        model.mergeViewExtensions()
        var declarations: [(declaration: StructDeclSyntax, fileName: String)] = []
        if registeringDeclaredLayouts {
            for (index, syntax) in syntaxes.enumerated() {
                declarations += declaredLayoutStructs(syntax).map { ($0, bundle.files[index].name) }
            }
        }
        let library = SourceLayoutLibrary(declarations: declarations)
        let registered = declarations.isEmpty ? layouts : library.registry(extending: layouts)
        let translator = Translator(
            file: model, locators: locators, layouts: DeclaredLayouts.registry(registered, model, locators),
            isStrict: bundle.isStrict, viewLimit: bundle.viewLimit)
        let (description, root) = try translator.rootView(named: bundle.rootType)
        return (description, translator.warnings, root, library)
    }

    /// The top-level `struct X: Layout` declarations of one file.
    static func declaredLayoutStructs(_ syntax: SourceFileSyntax) -> [StructDeclSyntax] {
        syntax.statements.compactMap { item in
            guard let decl = item.item.as(StructDeclSyntax.self), SourceLayoutLibrary.isLayout(decl) else {
                return nil
            }
            return decl
        }
    }

    /// One file's syntax tree, or its first bracket or syntax error.
    private static func syntaxTree(_ source: String, locator: SourceLocator) throws(SourceError) -> SourceFileSyntax {
        switch BracketStructure.firstProblem(in: source, squareBracketLimit: maximumSquareBracketNesting) {
        case nil: break
        case .tooDeep(let offset):
            throw locator.error(
                at: offset, "too deeply nested: more than \(maximumSquareBracketNesting) levels of '['")
        case .unexpectedCloser(let offset, let closer, nil):
            throw locator.error(at: offset, "unexpected '\(closer)': no bracket is open")
        case .unexpectedCloser(let offset, let closer, let opener?):
            let (line, column) = locator.lineAndColumn(of: opener.offset)
            throw locator.error(
                at: offset, "unexpected '\(closer)': the '\(opener.character)' at \(line):\(column) is not closed")
        case .unterminatedString(let offset, let closer):
            throw locator.error(at: offset, "expected '\(closer)'")
        case .unterminated(let offset, let opener):
            let closer = ["(": ")", "[": "]", "{": "}"][opener] ?? "?"
            throw locator.error(at: offset, "unterminated '\(opener)': expected '\(closer)'")
        }
        var text = source
        let syntax = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
        if let error = SyntaxErrors.first(in: syntax, locator: locator, nestingLimit: maximumNestingLevel) {
            throw error
        }
        return syntax
    }
}
