// CustomAlignments.swift
// LayoutSource
//
// User alignment guides:
//
//     struct MyGuide: AlignmentID {
//         static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
//     }
//     extension HorizontalAlignment { static let myGuide = HorizontalAlignment(MyGuide.self) }
//
// `.myGuide` then becomes `AlignmentKey.custom(CustomAlignment(name: "myGuide", axis: .horizontal,
// defaultValue: .width / 2))`.

import CustomLayout
import LayoutCore
import SwiftSyntax

extension Translator {
    func customAlignment(_ constant: AlignmentConstantDecl) throws(SourceError) -> CustomAlignment {
        let key = "\(constant.name)|\(constant.axis.rawValue)"
        if let known = alignmentCache[key] { return known }
        guard alignmentsInProgress.insert(key).inserted else {
            throw error(constant.node, "the default value of '\(constant.name)' refers to itself")
        }
        defer { alignmentsInProgress.remove(key) }
        guard let id = file.alignmentIDs[constant.idType] else {
            throw error(constant.node, "unknown AlignmentID type '\(constant.idType)'")
        }
        guard let body = id.body, let expression = Self.singleExpression(body) else {
            throw error(
                id.node, "\(id.name) needs 'static func defaultValue(in d: ViewDimensions) -> CGFloat { expression }'")
        }
        let scope = Scope(dimensions: DimensionsBinding(name: id.parameter, axis: constant.axis))
        let value = try layoutExpression(expression, argument: "\(id.name).defaultValue", in: scope)
        let result = CustomAlignment(name: constant.name, axis: constant.axis, defaultValue: value)
        alignmentCache[key] = result
        return result
    }
}
