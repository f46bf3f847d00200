// TestSupport.swift
// LayoutDSLTests
//
// Hand-built expected trees and small fixtures shared by the lowering tests.

import Foundation
import LayoutCore
import LayoutDSL

/// A tree built by hand with a ViewTreeBuilder; `build` returns the root.
func expectedTree(
    ignoresSafeArea: Bool = false,
    _ build: (inout ViewTreeBuilder) -> NodeID
) throws -> ViewTree {
    var builder = ViewTreeBuilder()
    let root = build(&builder)
    return try builder.finish(root: root, ignoresSafeArea: ignoresSafeArea)
}

/// The kinds of a tree's nodes in pre-order.
func kinds(_ tree: ViewTree) -> [NodeKind] { tree.nodes.map(\.kind) }

/// The kinds of a node's children.
func childKinds(_ tree: ViewTree, of node: Int = 0) -> [NodeKind] {
    tree.nodes[node].children.map { tree[$0].kind }
}

func text(_ string: String, font: FontSpec = .body, lineLimit: Int? = nil) -> NodeKind {
    .text(TextSpec(string, font: font, lineLimit: lineLimit))
}

func shape(_ shape: ShapeKind, fill: ColorName? = nil) -> NodeKind {
    .shape(ShapeSpec(shape: shape, fill: fill))
}

func color(_ name: String) -> NodeKind { .shape(ShapeSpec(shape: .color, fill: ColorName(name))) }

let implicitVStack = NodeKind.stack(StackSpec(axis: .vertical, isImplicit: true))
let implicitHStack = NodeKind.stack(StackSpec(axis: .horizontal, isImplicit: true))
let vStack = NodeKind.stack(StackSpec(axis: .vertical))
let hStack = NodeKind.stack(StackSpec(axis: .horizontal))

func padding(_ value: LayoutExpression) -> NodeKind { .padding(EdgeInsets(all: value)) }

func fixedFrame(
    width: LayoutExpression? = nil, height: LayoutExpression? = nil,
    alignment: Alignment = .center
) -> NodeKind {
    .frame(width: width, height: height, alignment: alignment)
}

/// An element type for `ForEach` over Identifiable data.
struct Item: Identifiable {
    let id: Int
    let title: String
}
