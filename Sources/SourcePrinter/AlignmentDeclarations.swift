// AlignmentDeclarations.swift
// SourcePrinter
//
// Custom alignment guides need declarations in the printed source:
//
//     struct MyGuideID: AlignmentID {
//         static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
//     }
//     extension HorizontalAlignment {
//         static let myGuide = HorizontalAlignment(MyGuideID.self)
//     }
//
// One declaration is emitted per (name, axis). Two different alignments with the same name and
// axis cannot both be declared; the first one found wins (such trees do not round-trip).

import CustomLayout
import LayoutCore

/// The custom alignments a tree uses, with their declaration names.
struct AlignmentNames {
    /// In order of first use.
    private(set) var alignments: [CustomAlignment] = []
    private var seen: Set<String> = []
    private var axesByName: [String: Set<Axis>] = [:]

    init(tree: ViewTree) {
        for node in tree.nodes {
            for key in node.kind.alignmentKeys { add(key) }
            for expression in node.kind.expressions { addGuides(in: expression) }
        }
    }

    private mutating func add(_ key: AlignmentKey) {
        guard case .custom(let custom) = key else { return }
        guard seen.insert(custom.name + "|" + custom.axis.rawValue).inserted else { return }
        alignments.append(custom)
        axesByName[custom.name, default: []].insert(custom.axis)
        addGuides(in: custom.defaultValue)
    }

    private mutating func addGuides(in expression: LayoutExpression) {
        var pending = [expression]
        while let next = pending.popLast() {
            switch next {
            case .guide(let key): add(key)
            case .sum(let a, let b), .difference(let a, let b): pending += [a, b]
            case .product(let a, _), .quotient(let a, _), .negation(let a): pending.append(a)
            case .constant, .width, .height, .proxyWidth, .proxyHeight: break
            }
        }
    }

    func memberName(_ custom: CustomAlignment) -> String { custom.name }

    /// Whether the name is declared on both axes (so `.name` needs a type to disambiguate).
    func isAmbiguous(_ name: String) -> Bool { (axesByName[name]?.count ?? 0) > 1 }

    /// The `AlignmentID` type declared for `custom`.
    func typeName(_ custom: CustomAlignment) -> String {
        let capitalized = custom.name.prefix(1).uppercased() + custom.name.dropFirst()
        let suffix = isAmbiguous(custom.name) ? (custom.axis == .horizontal ? "Horizontal" : "Vertical") : ""
        return capitalized + suffix + "ID"
    }

    /// The declarations, or no lines when the tree uses no custom alignment.
    func declarations() -> [String] {
        guard !alignments.isEmpty else { return [] }
        var lines: [String] = []
        for custom in alignments {
            let body = SwiftUISourcePrinter.expression(custom.defaultValue, axis: custom.axis, alignments: self)
            lines += [
                "struct \(typeName(custom)): AlignmentID {",
                "    static func defaultValue(in d: ViewDimensions) -> CGFloat { \(body) }",
                "}",
                "",
            ]
        }
        for axis in [Axis.horizontal, .vertical] {
            let members = alignments.filter { $0.axis == axis }
            guard !members.isEmpty else { continue }
            let type = axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment"
            lines.append("extension \(type) {")
            for custom in members {
                lines.append("    static let \(custom.name) = \(type)(\(typeName(custom)).self)")
            }
            lines += ["}", ""]
        }
        return lines
    }
}
