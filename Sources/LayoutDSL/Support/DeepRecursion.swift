// DeepRecursion.swift
// LayoutDSL
//
// Describing a view recurses once per nested view, and so does destroying a description.
// Views built in a loop (a chain of AnyViews) can be far deeper than a thread's default stack
// allows, so deep walks continue on threads with large stacks (LayoutCore's `withStack`).

import LayoutCore

/// Runs `body` on a thread with a stack of at least `bytes` and waits for its result.
func runOnLargeStack<T>(bytes: Int, _ body: () -> T) -> T {
    withStack(forDepth: 1, bytesPerLevel: max(bytes, 256 * 1024), body)
}
