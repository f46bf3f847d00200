// AffineRefusals.swift
// ConstraintEngine
//
// The constructs a symbolic compile cannot keep affine in the width, refused by node and rule
// instead of answered wrongly: the compiler pins them to their forward value with an equality
// row (a custom Layout's proposal, LAYOUTPROTO-3, and what its code reads, LAYOUTPROTO-2; an aspect ratio taken from the child's
// ideal size, ASPECT-1), or freezes a definition whose linear form IEEE order does not
// reproduce (CORE-7). Each is affine only where it does not depend on W.

enum AffineRefusals {
    /// Slopes below this are cancellation noise (`W/3·3 − W`), not a dependence on W.
    static let slopeNoise = 1e-12

    /// Equality rows that pin a W-dependent value to its forward value, with the reason.
    static let pins: [String: String] = [
        "LAYOUTPROTO-2": "a custom Layout's code reads a subview's width-dependent size as a number",
        "LAYOUTPROTO-3": "a custom Layout's code runs on numbers, and its proposal or bounds depend on the width",
        "ASPECT-1": "the ratio comes from the child's ideal size, which depends on the width (a product of two "
            + "width-dependent values)",
    ]

    static func check(_ compiler: ModelCompiler, _ forms: AffineForms) throws(SymbolicLayoutError) {
        let builder = compiler.builder
        for frozen in builder.frozenExpressions where abs(forms.form(of: frozen.expression).slope) > slopeNoise {
            throw .notAffine(
                path: compiler.path(of: frozen.owner), rule: "CORE-7",
                reason: "a value whose linear form does not reproduce its IEEE value (magnitudes far apart)")
        }
        for row in builder.conditions where row.sense == .zero {
            guard let reason = pins[row.rule], abs(forms.form(of: row.expression).slope) > slopeNoise else { continue }
            throw .notAffine(path: compiler.path(of: row.owner), rule: row.rule, reason: reason)
        }
    }
}
