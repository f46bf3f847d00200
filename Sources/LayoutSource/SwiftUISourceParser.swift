// SwiftUISourceParser.swift
// LayoutSource
//
// The source front end: SwiftUI source text → ViewDescription → ViewTree.
//
// Input is either a bare view expression (the file's statements are the root body; several
// statements, separated by newlines or `;`, are several views stacked by an implicit VStack,
// ROOT-2) or a file of declarations. Root selection:
//   1. If the file has top-level view statements, they are the root body.
//   2. Otherwise the root is the body of `struct ContentView: View`, if declared,
//   3. else the body of the LAST `struct …: View` in the file.
// Every View struct is usable by name as a custom view (`HeartView()`, `Badge(size: 4)` binding
// stored properties); its body is a layout-neutral group (CORE-5); recursion is an error.
// Imports, `#Preview`, functions, other extensions and `struct X: Layout` declarations are
// skipped; a Layout is usable only if registered (`BasicVStack`, the seed's name for the flow
// layout, is an alias of `FlowLayout`). `struct X: AlignmentID` plus
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

    /// Parses `source` and lowers it into a tree.
    public static func parse(
        _ source: String, fileName: String = "<input>",
        layouts: LayoutRegistry = .standard
    ) throws(SourceError) -> ViewTree {
        let result: Result<ViewTree, SourceError> = onLargeStack(for: source, fileName: fileName) {
            do throws(SourceError) {
                let description = try describe(source, fileName: fileName, layouts: layouts)
                do {
                    return .success(try ViewLowering.lower(description))
                } catch {
                    var failure = SourceLocator(source: source, fileName: fileName).error(at: 0, "\(error)")
                    if case .notEnoughMemory? = error as? LoweringError { failure.isResourceLimit = true }
                    return .failure(failure)
                }
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Parses `source` into a description, before lowering (groups, ForEach and environment
    /// modifiers still present). Deep descriptions should be released on a large stack.
    public static func parseDescription(
        _ source: String, fileName: String = "<input>",
        layouts: LayoutRegistry = .standard
    ) throws(SourceError) -> ViewDescription {
        let result: Result<ViewDescription, SourceError> = onLargeStack(for: source, fileName: fileName) {
            do throws(SourceError) {
                return .success(try describe(source, fileName: fileName, layouts: layouts))
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
        for source: String, fileName: String, _ body: () -> Result<T, SourceError>
    ) -> Result<T, SourceError> {
        let bytes = 64 * 1024 * 1024 + source.utf8.count * 128
        do {
            return try withReservedStack(forDepth: bytes / 4_096, bytesPerLevel: 4_096, body)
        } catch {
            var failure = SourceLocator(source: source, fileName: fileName)
                .error(at: 0, "not enough memory to parse \(source.utf8.count) bytes of source")
            failure.isResourceLimit = true
            return .failure(failure)
        }
    }

    private static func describe(
        _ source: String, fileName: String,
        layouts: LayoutRegistry
    ) throws(SourceError) -> ViewDescription {
        let locator = SourceLocator(source: source, fileName: fileName)
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
        let file = try FileModel(syntax, locator: locator)
        let translator = Translator(file: file, locator: locator, layouts: layouts)
        let rootScope = Scope(atRoot: true)
        if !file.rootStatements.isEmpty {
            return single(try translator.views(in: file.rootStatements, scope: rootScope))
        }
        let rootName = file.viewStructs["ContentView"] != nil ? "ContentView" : file.viewStructOrder.last
        guard let rootName, let decl = file.viewStructs[rootName] else { return .empty }
        guard let body = decl.body else {
            throw locator.error(at: decl.node.name, "\(rootName) has no 'var body: some View { … }'")
        }
        translator.expansionStack = [rootName]
        let instance = StructInstance(decl: decl, values: [:])
        let members = try translator.views(in: body, scope: Scope(instance: instance, atRoot: true))
        return single(members)
    }

    /// One root view as itself (so a root `.ignoresSafeArea()` stays outermost), several as a group.
    private static func single(_ members: [ViewDescription]) -> ViewDescription {
        members.count == 1 ? members[0] : .group(members)
    }
}
