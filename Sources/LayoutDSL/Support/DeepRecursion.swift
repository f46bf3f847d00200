// DeepRecursion.swift
// LayoutDSL
//
// Describing a view recurses once per nested view, and so does destroying a description.
// Views built in a loop (a chain of AnyViews) can be far deeper than a thread's default stack
// allows, so deep walks continue on threads with large stacks (LayoutCore's `withStack`).

import LayoutCore

/// Runs `body` on a thread with a stack of at least `bytes` and waits for its result.
///
/// This uses the non-throwing `withStack`, which stops the process with a message when the
/// thread cannot be created, and that is deliberate: the DSL is Swift code building a view
/// (tests, library users), never the CLI's input, and each hop asks for 16 MB (or the depth of
/// a description being destroyed), so only a process already out of memory gets there. Neither
/// caller can report an error: `ViewDescription.init(_:)` is a non-throwing initialiser and a
/// half-described view has no meaning, and releasing a description runs in a `defer`.
func runOnLargeStack<T>(bytes: Int, _ body: () -> T) -> T {
    withStack(forDepth: 1, bytesPerLevel: max(bytes, 256 * 1024), body)
}
