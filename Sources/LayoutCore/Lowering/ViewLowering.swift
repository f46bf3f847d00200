// ViewLowering.swift
// LayoutCore
//
// ViewDescription → ViewTree: flattens groups (GROUP-1/2), applies a modifier of a group to
// each member (GROUP-3), inserts implicit stacks (ROOT-2, GROUP-4), pushes lineLimit/font
// down to Text (§18.4) and attaches `.id` labels.

/// Lowers descriptions into trees.
public enum ViewLowering {
    /// Lowers a root body: several views become an implicit VStack (ROOT-2), none an empty one.
    public static func lower(_ root: ViewDescription) throws(LoweringError) -> ViewTree {
        var ignoresSafeArea = false
        var body = root
        if case .ignoresSafeArea(let inner) = root {
            ignoresSafeArea = true
            body = inner
        }
        let depth = body.approximateDepth
        let run = { () -> Result<ViewTree, LoweringError> in
            do throws(LoweringError) {
                var state = State()
                let members = try state.flatten(body)
                let root =
                    members.count == 1
                    ? members[0]
                    : state.builder.add(
                        .stack(StackSpec(axis: .vertical, isImplicit: true)),
                        children: members)
                do throws(TreeError) {
                    return .success(
                        try state.builder.finish(
                            root: root,
                            ignoresSafeArea: ignoresSafeArea))
                } catch {
                    return .failure(.invalidTree(error))
                }
            } catch {
                return .failure(error)
            }
        }
        let result: Result<ViewTree, LoweringError>
        do {
            result = try withReservedStack(forDepth: depth, run)
        } catch {
            throw .notEnoughMemory(error)
        }
        return try result.get()
    }

    private struct State {
        var builder = ViewTreeBuilder()
        var lineLimit: Int?? = nil
        var font: FontSpec? = nil
        var dynamicTypeSize: DynamicTypeSize? = nil
        var imageScale: String? = nil

        /// Lowers `description` to the flattened list of nodes it produces.
        mutating func flatten(_ description: ViewDescription) throws(LoweringError) -> [NodeID] {
            switch description {
            case .group(let members):
                var result: [NodeID] = []
                for member in members { result += try flatten(member) }
                return result
            case .painted(let effect, let content):
                let nodes = try flatten(content)
                for node in nodes { builder.addEffect(effect, to: node) }
                return nodes
            case .labelled(let label, let content):
                let nodes = try flatten(content)
                for node in nodes { builder.setLabel(label, of: node) }
                return nodes
            case .ignoresSafeArea:
                throw .ignoresSafeAreaNotAtRoot
            case .attributed(let attribute, let content):
                let nodes = try flatten(content)
                for node in nodes { builder.addAttribute(attribute, to: node) }
                return nodes
            case .environment(let setting, let content):
                let saved = (lineLimit, font, dynamicTypeSize, imageScale)
                switch setting {
                case .lineLimit(let limit): lineLimit = .some(limit)
                case .font(let value): font = value
                case .dynamicTypeSize(let size): dynamicTypeSize = size
                case .imageScale(let scale): imageScale = scale
                }
                defer { (lineLimit, font, dynamicTypeSize, imageScale) = saved }
                return try flatten(content)
            case .view(let kind, let children):
                return [try lowerView(kind, children: children)]
            case .modifier(let kind, let content, let secondary):
                let members = try flatten(content)
                var result: [NodeID] = []
                for member in members {
                    var secondaryNodes: [NodeID] = []
                    for item in secondary { secondaryNodes += try flatten(item) }
                    result.append(builder.add(kind, children: [member] + secondaryNodes))
                }
                return result
            }
        }

        mutating func lowerView(_ kind: NodeKind, children: [ViewDescription]) throws(LoweringError) -> NodeID {
            var kind = kind
            if case .text(var spec) = kind {
                if let limit = lineLimit, spec.lineLimit == nil { spec.lineLimit = limit }
                if let font, spec.font == .body { spec.font = font }
                if let dynamicTypeSize { spec.font = spec.font.scaled(to: dynamicTypeSize) }
                kind = .text(spec)
            }
            // SYMBOL-1: a system symbol is set in the environment's font and image scale.
            if case .image(var spec) = kind, spec.isSystemSymbol {
                if spec.font == nil { spec.font = font }
                if let dynamicTypeSize { spec.font = (spec.font ?? .body).scaled(to: dynamicTypeSize) }
                if spec.font == .body { spec.font = nil } // nil is body: one form per tree
                if spec.imageScale == nil { spec.imageScale = imageScale }
                kind = .image(spec)
            }
            var nodes: [NodeID] = []
            for child in children { nodes += try flatten(child) }
            if case .scrollView(let axes) = kind, nodes.count != 1 {
                let axis: Axis = axes == .horizontal ? .horizontal : .vertical
                nodes = [builder.add(.stack(StackSpec(axis: axis, isImplicit: true)), children: nodes)]
            }
            return builder.add(kind, children: nodes)
        }
    }
}

extension ViewDescription {
    /// The nesting depth (an upper bound on recursion depth when walking it), computed iteratively.
    public var approximateDepth: Int {
        var deepest = 0
        var stack: [(ViewDescription, Int)] = [(self, 1)]
        while let (item, depth) = stack.popLast() {
            deepest = max(deepest, depth)
            switch item {
            case .view(_, let children): for c in children { stack.append((c, depth + 1)) }
            case .modifier(_, let content, let secondary):
                stack.append((content, depth + 1))
                for s in secondary { stack.append((s, depth + 1)) }
            case .painted(_, let content): stack.append((content, depth + 1))
            case .group(let members): for m in members { stack.append((m, depth + 1)) }
            case .environment(_, let content), .labelled(_, let content), .ignoresSafeArea(let content),
                .attributed(_, let content):
                stack.append((content, depth + 1))
            }
        }
        return deepest
    }
}
