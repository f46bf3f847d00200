// SweepProbe.swift
// layoutlab
//
// One sweep input: parse it; lay a tree out with both engines. What counts as a finding is in
// SweepCommand's help.

import ConstraintEngine
import EngineConfiguration
import LayoutCore
import LayoutSource
import ReferenceEngine

/// What one input came to.
enum SweepOutcome {
    /// Parsed and laid out by both engines (or the tree was too deep for the stack available,
    /// which is an answer, not a finding).
    case parsed(nodes: Int)
    /// A source error at a location inside the input.
    case sourceError
    /// Something that breaks the hardening rules.
    case finding(String)
}

enum SweepProbe {
    static func check(_ input: String) -> SweepOutcome {
        let tree: ViewTree
        do {
            tree = try SwiftUISourceParser.parse(input, fileName: "sweep.swift")
        } catch {
            if error.isResourceLimit {
                return error.message.hasPrefix("not enough memory") ? .sourceError : .finding("resource: \(error)")
            }
            return locationIsInside(error, input) ? .sourceError : .finding("location outside the input: \(error)")
        }
        let configuration = LayoutConfiguration()
        let depth = tree.depth()
        if canReserveStack(forDepth: depth, bytesPerLevel: EngineStack.referenceBytesPerLevel) {
            _ = ReferenceEngine(configuration: configuration).layout(tree)
        }
        if canReserveStack(forDepth: depth, bytesPerLevel: EngineStack.constraintBytesPerLevel) {
            do {
                _ = try ConstraintEngine(configuration: configuration).layout(tree)
            } catch {
                return .finding("constraint engine: \(error)")
            }
        }
        return .parsed(nodes: tree.count)
    }

    /// Whether `error` points at a line of the input and at most one column past its end.
    private static func locationIsInside(_ error: SourceError, _ input: String) -> Bool {
        let lines = input.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard error.line >= 1, error.line <= lines.count, error.column >= 1 else { return false }
        return error.column <= lines[error.line - 1].count + 1
    }
}
