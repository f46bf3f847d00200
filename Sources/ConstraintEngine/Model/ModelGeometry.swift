// ModelGeometry.swift
// ConstraintEngine
//
// Proposals, sizes and points whose components are model quantities (Quantity.swift): the
// model's counterparts of LayoutCore's ProposedSize, Size and Point, with axis subscripts.

import LayoutCore

/// A proposal in the model: each axis `nil` (unspecified) or a quantity (possibly ∞).
struct ModelProposal {
    var width: Quantity?
    var height: Quantity?

    subscript(axis: Axis) -> Quantity? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(width: Quantity?, height: Quantity?) {
        self.width = width
        self.height = height
    }

    init(major: Quantity?, minor: Quantity?, axis: Axis) {
        if axis == .horizontal { width = major; height = minor } else { width = minor; height = major }
    }

    /// The forward values, as the shared proposal type.
    var values: ProposedSize { ProposedSize(width: width?.value, height: height?.value) }
}

/// A size in the model.
struct ModelSize {
    var width: Quantity
    var height: Quantity

    subscript(axis: Axis) -> Quantity {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(width: Quantity, height: Quantity) {
        self.width = width
        self.height = height
    }

    init(major: Quantity, minor: Quantity, axis: Axis) {
        if axis == .horizontal { width = major; height = minor } else { width = minor; height = major }
    }

    static let zero = ModelSize(width: .zero, height: .zero)
    var values: Size { Size(width: width.value, height: height.value) }
}

/// A point in the model.
struct ModelPoint {
    var x: Quantity
    var y: Quantity

    subscript(axis: Axis) -> Quantity {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    init(x: Quantity, y: Quantity) {
        self.x = x
        self.y = y
    }

    init(major: Quantity, minor: Quantity, axis: Axis) {
        if axis == .horizontal { x = major; y = minor } else { x = minor; y = major }
    }

    static let zero = ModelPoint(x: .zero, y: .zero)
    static func + (a: ModelPoint, b: ModelPoint) -> ModelPoint { ModelPoint(x: a.x + b.x, y: a.y + b.y) }
}
