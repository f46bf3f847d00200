// CompiledModel.swift
// ConstraintEngine
//
// What compilation hands to ModelSolving: the rows (ModelBuilder), every placed node's frame
// as model quantities, the diagnostics and the compile-time statistics.

import LayoutCore

/// One node's output before solving: its frame as model quantities.
struct PlacedNode {
    var origin: ModelPoint
    var size: ModelSize
    /// Accumulated render offset (OFFSET-1).
    var offset: ModelPoint
    var proposal: ProposedSize?
    var hidden: Bool
}

/// What compilation produces.
struct CompiledModel {
    var builder: ModelBuilder
    var tree: ViewTree
    var parents: [NodeID?]
    var rootProposal: ProposedSize
    var scale: Double
    var diagnostics: [Diagnostic]
    /// Per node: nil when the node is not reported (below a hidden ViewThatFits child).
    var placed: [PlacedNode?]
    /// `compileMeasurement` only: the root's answer.
    var measurement: ModelSize?
    /// Solver calls made while compiling (`lp-only` water-filling).
    var compileSolves: [SolveRecord] = []
    /// `exact`: HSTACK-3 priority groups written as one equal-share level λ.
    var equalShareGroups = 0
}
