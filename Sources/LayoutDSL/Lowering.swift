// Lowering.swift
// LayoutDSL
//
// View → ViewDescription → ViewTree. The DSL only describes what was written; flattening
// (GROUP-1..4), implicit stacks (ROOT-2) and environment push-down (§18.4) are done by
// LayoutCore's ``ViewLowering``. Numbers are passed through unvalidated: the engines normalise
// them and warn (CORE-6).

import LayoutCore

/// What a primitive view needs to know about where it is written.
struct DescriptionContext {
    /// How many GeometryReaders enclose the view: the depth a new reader's proxy gets
    /// (`.proxyWidth(n)`, 0 = the outermost reader).
    var readerDepth = 0
    /// The innermost `.foregroundColor`/`.foregroundStyle`: the fill of shapes that have none.
    var foreground: ColorName?
    /// How many more levels the current thread's stack has room for (see ``describe(_:in:)``).
    var levelsLeftOnStack = levelsOnCallerStack
}

/// Describing one level takes about 1.5 KiB of stack in a debug build. The caller's stack may
/// be as small as 512 KiB, so after this many levels the walk moves to a fresh thread.
private let levelsOnCallerStack = 128

/// Each fresh thread gets this much stack, room for `levelsPerHop` levels with a wide margin,
/// so arbitrarily deep views (a chain built in a loop through `AnyView`) never overflow.
private let bytesPerHop = 16 * 1024 * 1024
private let levelsPerHop = 4_096

/// The description of any view: a primitive describes itself; a custom view is its `body`,
/// which is layout-neutral (CORE-5).
func describe<V: View>(_ view: V, in context: DescriptionContext) -> ViewDescription {
    var context = context
    context.levelsLeftOnStack -= 1
    if context.levelsLeftOnStack <= 0 {
        context.levelsLeftOnStack = levelsPerHop
        return runOnLargeStack(bytes: bytesPerHop) { describeNow(view, in: context) }
    }
    return describeNow(view, in: context)
}

private func describeNow<V: View>(_ view: V, in context: DescriptionContext) -> ViewDescription {
    if let primitive = view as? any PrimitiveView {
        return primitive.makeDescription(in: context)
    }
    // A user type declaring `Body == Never` without being a primitive has nothing to show.
    if V.Body.self == Never.self { return .empty }
    return describe(view.body, in: context)
}

extension ViewDescription {
    /// The description of `view`, before flattening (for the source front end and tests).
    public init(_ view: some View) {
        self = describe(view, in: DescriptionContext())
    }
}

/// Lowers a root view into a ``ViewTree`` (ROOT-2: several views become an implicit VStack).
///
/// Throws only when `.ignoresSafeArea()` is used below the outermost view (ROOT-3).
public func lower(_ view: some View) throws(LoweringError) -> ViewTree {
    var description = ViewDescription(view)
    // A group of one is that one view: unwrap it so that `.ignoresSafeArea()` on the only view
    // of a root body counts as outermost (ROOT-3).
    while case .group(let members) = description, members.count == 1 {
        description = members[0]
    }
    let box = DescriptionBox(description)
    description = .empty
    defer { box.release() }
    return try ViewLowering.lower(box.description)
}

extension ViewTree {
    /// The tree of `view`: `try ViewTree(ContentView())`.
    public init(_ view: some View) throws(LoweringError) {
        self = try lower(view)
    }

    /// The tree of a root body: `try ViewTree { VStack { Text("Hi") } }`.
    public init(@ViewBuilder _ content: () -> some View) throws(LoweringError) {
        self = try lower(content())
    }
}

/// Holds a description so that a very deep one is destroyed on a large stack: releasing an
/// indirect enum recurses once per level.
private final class DescriptionBox {
    var description: ViewDescription
    let depth: Int

    init(_ description: ViewDescription) {
        self.description = description
        depth = description.approximateDepth
    }

    func release() {
        if depth <= levelsOnCallerStack {
            description = .empty
        } else {
            runOnLargeStack(bytes: min(max(depth * 1_024, 16 << 20), 1 << 36)) {
                self.description = .empty
            }
        }
    }
}
