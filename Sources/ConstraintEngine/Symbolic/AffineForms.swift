// AffineForms.swift
// ConstraintEngine
//
// The affine version of the compiler's forward values. The defining rows form a triangular
// system (ModelBuilder: each variable is defined by earlier ones), so substituting them in
// creation order gives every variable as `c0 + c1 · W`, where W is the parameter column (the
// only variable without a defining row in a symbolic compile).

/// Per model variable, its value as an affine function of the parameter column.
struct AffineForms {
    private(set) var forms: [Affine]

    /// Substitutes the defining rows of `builder` in order; `parameter` is W.
    init(builder: ModelBuilder, parameter: Int?) {
        var forms = builder.values.map { Affine(constant: $0) }
        if let parameter { forms[parameter] = Affine(constant: 0, slope: 1) }
        for row in builder.definitions {
            var value = Affine(constant: row.expression.constant)
            for term in row.expression.terms { value = value + forms[term.variable] * term.coefficient }
            forms[row.variable] = value
        }
        self.forms = forms
    }

    /// A quantity of the model as an affine function of W.
    func form(of q: Quantity) -> Affine {
        guard q.isFinite else { return Affine(constant: q.value) }
        var value = Affine(constant: q.constant)
        for term in q.terms { value = value + forms[term.variable] * term.coefficient }
        return value
    }
}
