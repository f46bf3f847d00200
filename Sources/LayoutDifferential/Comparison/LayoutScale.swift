// LayoutScale.swift
// LayoutDifferential
//
// The largest length a layout computes with: its tree's constants, the root proposal and every
// finite frame component of the two layouts. IEEE sums carry rounding errors proportional to
// their operands, not their result: `HStack(spacing: -5e8)` over ten children lays out 380 pt
// wide through intermediates of 4.5e9 pt, and two engines that add in different orders differ by
// about 1e-6 pt there. CORE-7's allowance grows with this scale (Decisions.md).
//
// Expressions count with the largest value they can compute, not only their constants: a guide
// `(d.height − d[.leading]) * 1e15` of a 100 pt view is 1e17 pt, where one unit in the last place
// is 16 pt, although no constant and no frame of the layout exceeds 1e15.

import LayoutCore

enum LayoutScale {
    /// The largest finite magnitude among `tree`'s lengths and the two layouts' frames.
    static func of(_ tree: ViewTree, _ first: LayoutResult, _ second: LayoutResult) -> Double {
        of(tree, proposal: first.proposal, layouts: [first, second])
    }

    /// The largest finite magnitude among `tree`'s lengths, the root `proposal` and the frames of
    /// `layouts`: the layouts an engine produced (when one fails, the other's; when both fail,
    /// none). The harness files an engine's failure with it: a known divergence may hold only at
    /// magnitudes where a `Double` has no room left (``KnownDivergence/minimumMagnitude``).
    static func of(_ tree: ViewTree, proposal: ProposedSize, layouts: [LayoutResult]) -> Double {
        var largest = 0.0
        func note(_ value: Double?) {
            if let value, value.isFinite { largest = max(largest, abs(value)) }
        }
        // Each expression with the guide it sets (an `alignmentGuide` closure, a custom default), if any.
        var expressions: [(sets: AlignmentKey?, LayoutExpression)] = []
        var ratios: [Double] = []
        note(proposal.width)
        note(proposal.height)
        for result in layouts {
            note(result.proposal.width)
            note(result.proposal.height)
            for node in result.nodes where node.isReported {
                for value in [node.frame.origin.x, node.frame.origin.y, node.frame.size.width, node.frame.size.height] {
                    note(value)
                }
            }
        }
        for node in tree.nodes {
            if case .alignmentGuide(let key, let value) = node.kind {
                expressions.append((key, value))
            } else {
                expressions += node.kind.expressions.map { (nil, $0) }
            }
            expressions += customAlignments(of: node.kind).map { (.custom($0), $0.defaultValue) }
            switch node.kind {
            case .stack(let spec): note(spec.spacing)
            case .spacer(let minLength): note(minLength)
            case .border(_, let width): note(width)
            case .aspectRatio(let ratio?, _) where ratio.isFinite && ratio > 0: ratios.append(ratio)
            case .customLeaf(let spec):
                for size in [spec.minimum, spec.ideal, spec.maximum] {
                    note(size.width)
                    note(size.height)
                }
            default: break
            }
        }
        // A dimension or proxy read is at most the largest length; a guide read is at most that
        // or what an expression setting that guide computes (two rounds: guides read through one
        // other guide are as deep as the generator's trees go, and the allowance needs the order
        // of magnitude, not a tight bound).
        let lengths = largest
        var guides: [AlignmentKey: Double] = [:]
        for (key, expression) in expressions {
            if let key { guides[key] = max(guides[key] ?? 0, largestValue(of: expression, lengths: lengths)) }
        }
        for (_, expression) in expressions {
            note(largestValue(of: expression, lengths: lengths) { max(lengths, guides[$0] ?? 0) })
        }
        // ASPECT-1 multiplies a length by the ratio or divides it by it: `aspectRatio(5e14)` of
        // an 8 pt view computes with 4e15 pt.
        for ratio in ratios { note(lengths * max(ratio, 1 / ratio)) }
        return largest
    }

    /// An upper bound on the magnitude of every value `expression` computes on its way, the
    /// result included, when each dimension and proxy it reads is at most `lengths` and each
    /// guide `key` at most `guide(key)` (by default `lengths`). Walks with explicit stacks:
    /// parsed sums of tens of thousands of terms are that deep.
    static func largestValue(
        of expression: LayoutExpression, lengths: Double, guide: (AlignmentKey) -> Double = { _ in 0 }
    ) -> Double {
        enum Step {
            case visit(LayoutExpression)
            case add
            case scale(Double)
        }
        var steps: [Step] = [.visit(expression)]
        var values: [Double] = []
        var largest = 0.0
        func push(_ value: Double) {
            values.append(value)
            if value.isFinite { largest = max(largest, value) }
        }
        while let step = steps.popLast() {
            switch step {
            case .visit(let next):
                switch next {
                case .constant(let value): push(value.isFinite ? abs(value) : 0)
                case .width, .height, .proxyWidth, .proxyHeight: push(lengths)
                case .guide(let key): push(max(lengths, guide(key)))
                case .sum(let a, let b), .difference(let a, let b): steps += [.add, .visit(b), .visit(a)]
                case .product(let a, let factor): steps += [.scale(abs(factor)), .visit(a)]
                case .quotient(let a, let divisor): steps += [.scale(divisor == 0 ? 0 : 1 / abs(divisor)), .visit(a)]
                case .negation(let a): steps.append(.visit(a))
                }
            case .add:
                let b = values.removeLast(), a = values.removeLast()
                push(a + b)
            case .scale(let factor):
                push(values.removeLast() * factor)
            }
        }
        return largest
    }

    /// The custom alignments `kind` names directly (its own alignment, or the guide it sets), and
    /// those their default values read, each once.
    static func customAlignments(of kind: NodeKind) -> [CustomAlignment] {
        var keys = kind.alignmentKeys
        for expression in kind.expressions {
            expression.forEachLeaf { if case .guide(let key) = $0 { keys.append(key) } }
        }
        var found: [CustomAlignment] = [], seen = Set<String>()
        while let key = keys.popLast() {
            guard case .custom(let custom) = key, seen.insert(custom.name + "|" + custom.axis.rawValue).inserted
            else { continue }
            found.append(custom)
            custom.defaultValue.forEachLeaf { if case .guide(let key) = $0 { keys.append(key) } }
        }
        return found
    }
}
