// ModelBuilder.swift
// ConstraintEngine
//
// Collects the rows of the layout model while the compiler walks the tree:
//  - defining rows `v − expression = 0`, one per model variable, in creation order (so the
//    rows form a triangular system and every variable has exactly one definition);
//  - condition rows `expression ≥ 0` (or ≤ 0, = 0) that certify each branch a rule took;
//    `minimum`/`maximum` leave NaN operands out (CORE-11).
// The forward value of every variable is kept so the compiler can decide branches while it
// builds (ConstraintEncoding.md, "How branches are chosen"), with the magnitude it was computed
// from, which bounds its rounding (CORE-7, CORE-9; ModelBuilder+Rounding.swift).

import LayoutCore

/// The direction of a condition row.
enum ConditionSense: Hashable, Sendable {
    case atLeastZero
    case atMostZero
    case zero
}

/// `variable − expression = 0`.
struct DefiningRow {
    var variable: Int
    var expression: Quantity
    /// The node whose rule wrote the row (per-container mode groups by it).
    var owner: Int
}

/// `expression (≥ | ≤ | =) 0`: the certificate of one branch.
struct ConditionRow {
    var expression: Quantity
    var sense: ConditionSense
    var owner: Int
    /// The rule whose branch the row certifies (e.g. `HSTACK-3`), for row names.
    var rule: String
    /// How many variables existed when the row was written (per-container segments).
    var variableCount: Int
}

/// Single-threaded by construction (one compile at a time owns it), so the hot stored
/// properties skip Swift's dynamic exclusivity checks (`@exclusivity(unchecked)`).
final class ModelBuilder {
    @exclusivity(unchecked) private(set) var values: [Double] = []
    /// Per variable, the largest magnitude its value was computed from (`3e9 + 1/3 − 3e9` is
    /// 1/3 computed from 3e9): for `c + Σ aᵢ·xᵢ`, the larger of the evaluation's own magnitude
    /// `|c| + Σ |aᵢ·xᵢ|` at forward values and the largest `|aᵢ|` times an operand's. A maximum
    /// rather than a sum over operands, so it does not grow with how often a value is reused
    /// down a deep tree. A constant's (a fixed column's) is its value.
    @exclusivity(unchecked) private(set) var magnitudes: [Double] = []
    @exclusivity(unchecked) private(set) var names: [String] = []
    @exclusivity(unchecked) private(set) var definitions: [DefiningRow] = []
    @exclusivity(unchecked) private(set) var conditions: [ConditionRow] = []
    /// The node whose rule is being encoded.
    @exclusivity(unchecked) var owner = 0
    /// Whether variables get names (for LP text); building names costs time in a solve.
    var recordsNames = false
    /// Condition rows already written, so a fact certified twice is one row.
    @exclusivity(unchecked) private var writtenConditions: Set<ConditionKey> = []
    /// Rows of more than two terms by an order-independent hash of their terms (indices into
    /// `conditions`).
    private var longConditions: [Int: [Int]] = [:]

    // MILP formulation (MixedRows.swift)
    /// `milp` mode: decisions become binary columns left to GLPK's branch-and-bound.
    var freeBinaries = false
    /// Rows over variables and binaries, some active only under a binary's value.
    var mixedRows: [MixedRow] = []
    /// The compile-time value of each free binary (diagnostics and tests; never given to GLPK).
    var binaryValues: [Bool] = []
    var binaryNames: [String] = []
    /// The binaries of each choice (Σ y = 1), and the choice each binary belongs to.
    var choices: [[Int]] = []
    var choiceOfBinary: [Int] = []
    /// Decisions of the MILP formulation fixed at compile time and certified by condition rows.
    @exclusivity(unchecked) var fixedDecisions = 0
    /// How the MILP is written and searched, and the variables' bounds (MILP/).
    var milpFormulation = MILPFormulation.tight
    let milpBounds = VariableBounds()
    /// The milp mode's root proposal columns (MILPRoot): their ranges for the bounds, and the
    /// values the layout pins them to (none for a parameter of a region question).
    var milpRootRanges: [Axis: ValueRange] = [:]
    var pinnedColumns: [(variable: Int, value: Double)] = []
    var milpRootColumns: [Axis: Int] = [:]
    /// Per Text node and proposal (forward values), its TEXT-4 counts as quantities (milp).
    var milpTextLines: [Int: [ProposedSize: TextLineQuantities]] = [:]
    /// Region questions (RegionModel): ViewThatFits children are placed under the literals
    /// (binaries that must all be 1) of their choice, recorded per child node.
    var placesUnderLiterals = false
    var milpChildLiterals: [Int: [ProposedSize: [(child: Int, literals: [Int])]]] = [:]
    var milpVisibility: [Int: [Int]] = [:]
    /// The steering objective's terms (variable, coefficient): +1 for a free max, −1 for a min.
    var milpObjective: [(variable: Int, coefficient: Double)] = []

    // Symbolic root (Symbolic/): the facts the forward values decided without a row.
    /// Whether the model is compiled with a parameter column (the root width): then the facts
    /// below are kept, because their answers may change inside a piece.
    var recordsSymbolicFacts = false
    /// `isEqual` decisions that came out unequal on non-constant operands (`a − b ≠ 0`): an LP
    /// cannot certify them, so the walk splits a piece where one becomes zero.
    var disequalities: [ConditionRow] = []
    /// Definitions replaced by their forward value (``reproducible(_:)``) with the expression they
    /// replaced: a symbolic compile refuses one that depends on the parameter (CORE-7).
    var frozenExpressions: [(variable: Int, expression: Quantity, owner: Int)] = []

    var variableCount: Int { values.count }

    /// Room for the rows of a tree of `nodes` nodes at a few variables and conditions per node
    /// (the benchmark shapes write 7–15 of each per node), so the first thousands of appends and
    /// condition-set inserts do not regrow the storage over and over.
    func reserveCapacity(forNodes nodes: Int) {
        let rows = 4 * max(0, min(nodes, 1 << 24))
        values.reserveCapacity(rows)
        magnitudes.reserveCapacity(rows)
        names.reserveCapacity(rows)
        definitions.reserveCapacity(rows)
        conditions.reserveCapacity(rows)
        writtenConditions.reserveCapacity(rows)
    }

    /// A quantity that stands for `expression` in later rows: `expression` itself when it is a
    /// constant or a single variable, otherwise a new variable with a defining row.
    func define(_ expression: Quantity, _ name: @autoclosure () -> String) -> Quantity {
        if expression.isConstant || expression.plainVariable != nil { return expression }
        let variable = values.count
        let (definition, magnitude) = reproducible(expression)
        values.append(expression.value)
        magnitudes.append(magnitude)
        names.append(recordsNames ? name() : "")
        definitions.append(DefiningRow(variable: variable, expression: definition, owner: owner))
        return Quantity(variable: variable, value: expression.value)
    }

    /// Most terms a running sum keeps before ``bounded(_:_:)`` gives it a variable.
    static let runningSumTermLimit = 8

    /// A running sum (a stack's `avail` or next origin, HSTACK-3/4) kept short: `expression`
    /// itself while it has at most ``runningSumTermLimit`` terms, else ``define(_:_:)``'s variable.
    /// A sum over n children written out has n terms, and so has every row that reads it: n²
    /// nonzeros and n² compile work for one stack. The value is the same either way (CORE-7:
    /// the forward value is carried, and each shorter definition is evaluated in the spec's order).
    func bounded(_ expression: Quantity, _ name: @autoclosure () -> String) -> Quantity {
        expression.terms.count > Self.runningSumTermLimit ? define(expression, name()) : expression
    }

    /// Like ``define(_:_:)`` but always a variable (output frames are decoded from variables).
    func variable(_ expression: Quantity, _ name: @autoclosure () -> String) -> Quantity {
        if !expression.isFinite || expression.plainVariable != nil { return expression }
        let variable = values.count
        let (definition, magnitude) = reproducible(expression)
        values.append(expression.value)
        magnitudes.append(magnitude)
        names.append(recordsNames ? name() : "")
        definitions.append(DefiningRow(variable: variable, expression: definition, owner: owner))
        return Quantity(variable: variable, value: expression.value)
    }

    /// A variable with no defining row: `milp` mode pins it down by mixed rows instead.
    func freeVariable(value: Double, _ name: @autoclosure () -> String) -> Quantity {
        let variable = values.count
        values.append(value)
        magnitudes.append(abs(value))
        names.append(recordsNames ? name() : "")
        return Quantity(variable: variable, value: value)
    }

    /// Per variable (index), whether it is already certified ≥ 0 (sanitised proposals), so
    /// PROPOSAL-3 writes one row each. Variables past the end are not.
    @exclusivity(unchecked) private var nonNegative: [Bool] = []

    /// Whether `q` is a variable already certified ≥ 0.
    func isKnownNonNegative(_ q: Quantity) -> Bool {
        if q.isCertifiedNonNegative { return true }
        guard let v = q.plainVariable, v < nonNegative.count else { return false }
        return nonNegative[v]
    }

    /// Marks a variable as certified ≥ 0.
    func markNonNegative(_ q: Quantity) {
        guard let v = q.plainVariable else { return }
        if v >= nonNegative.count {
            nonNegative.append(contentsOf: repeatElement(false, count: v + 1 - nonNegative.count))
        }
        nonNegative[v] = true
    }

    /// How many definitions were frozen because IEEE order and the linear form disagree, or
    /// because no floating-point evaluation of the linear form can be trusted to CORE-7.
    private(set) var frozenDefinitions = 0

    /// `expression` with the magnitude its value is computed from, or its forward value as a
    /// constant (magnitude: the value itself) when the linear form cannot stand for the IEEE
    /// result computed in the spec's order (CORE-7):
    ///  - evaluating it does not reproduce that result: with magnitudes far apart
    ///    (1e20 + 420 − 1e20) the collected form keeps digits that IEEE arithmetic lost;
    ///  - or its rounding (``roundingBound(magnitude:)``) exceeds CORE-7's tolerance for the
    ///    value (``isBeyondCORE7(rounding:value:)``): after cancellation (`3e9 + 1/3 − 3e9`) the
    ///    solver's evaluation order and the spec's differ by about 1e-7 per 1e9.
    private func reproducible(_ expression: Quantity) -> (Quantity, magnitude: Double) {
        // One pass: the evaluation and the magnitude (``magnitudes``).
        var evaluated = expression.constant
        var evaluation = abs(expression.constant)
        var inherited = 0.0
        for term in expression.terms {
            let product = term.coefficient * values[term.variable]
            evaluated += product
            evaluation += abs(product)
            inherited = max(inherited, abs(term.coefficient) * magnitudes[term.variable])
        }
        let value = expression.value
        if abs(evaluated - value) <= 1e-9 * max(1, abs(value)) {
            let magnitude = max(evaluation, inherited)
            if !Self.isBeyondCORE7(rounding: Self.roundingBound(magnitude: magnitude), value: value) {
                return (expression, magnitude)
            }
        }
        frozenDefinitions += 1
        if recordsSymbolicFacts && !expression.isConstant {
            frozenExpressions.append((values.count, expression, owner))
        }
        return (Quantity(value), abs(value))
    }

    /// Records that `expression` satisfies `sense`, certifying a branch of `rule`. Rows over
    /// constants only are dropped (nothing to certify); non-finite quantities never enter.
    func require(_ expression: Quantity, _ sense: ConditionSense, rule: String) {
        guard !expression.isConstant else { return }
        if let key = ConditionKey(expression, sense) {
            if !writtenConditions.insert(key).inserted { return }
        } else if isWrittenLongCondition(expression, sense) {
            return
        }
        conditions.append(
            ConditionRow(
                expression: expression, sense: sense, owner: owner, rule: rule,
                variableCount: values.count))
    }

    /// Whether a row of more than two terms with this expression and sense exists; if not, it is
    /// recorded as the row about to be appended. The hash ignores term order.
    private func isWrittenLongCondition(_ expression: Quantity, _ sense: ConditionSense) -> Bool {
        var hash = expression.constant.bitPattern &* 0x9E37_79B9_7F4A_7C15
        for term in expression.terms {
            let bits = term.coefficient == 0 ? 0 : term.coefficient.bitPattern
            hash =
                hash &+ (UInt64(bitPattern: Int64(term.variable)) &* 0xBF58_476D_1CE4_E5B9 ^ bits)
                &* 0x94D0_49BB_1331_11EB
        }
        hash ^= sense == .atLeastZero ? 1 : sense == .atMostZero ? 2 : 3
        let key = Int(truncatingIfNeeded: hash)
        if let rows = longConditions[key] {
            for row in rows
            where conditions[row].sense == sense && conditions[row].expression.isSameExpression(as: expression) {
                return true
            }
        }
        longConditions[key, default: []].append(conditions.count)
        return false
    }

    /// Certifies `a ≥ b` (when both are finite).
    func requireAtLeast(_ a: Quantity, _ b: Quantity, rule: String) {
        guard a.isFinite, b.isFinite else { return }
        require(a - b, .atLeastZero, rule: rule)
    }

    /// Certifies `a = b` (when both are finite and not the same expression).
    func requireEqual(_ a: Quantity, _ b: Quantity, rule: String) {
        guard a.isFinite, b.isFinite, !a.isSameExpression(as: b) else { return }
        require(a - b, .zero, rule: rule)
    }

    // MARK: - Branching operations (each certified by a condition row)

    /// `max(a, b)` (`b >= a ? b : a` on numbers), certified. A NaN operand is ignored
    /// (CORE-11, `Double.maximum`): the other operand is the result, with no row (a NaN is a
    /// constant, so there is nothing to certify).
    func maximum(_ a: Quantity, _ b: Quantity, rule: String) -> Quantity {
        if a.value.isNaN { return b }
        if b.value.isNaN { return a }
        if let free = freeExtremum(a, b, maximum: true, rule: rule) { return free }
        countDecision(a, b)
        let result: Quantity
        if b.value >= a.value {
            requireAtLeast(b, a, rule: rule)
            result = b
        } else {
            requireAtLeast(a, b, rule: rule)
            result = a
        }
        // At least a constant ≥ 0, by the row just written (or by both being constants).
        let floorsAtZero = (a.isConstant && a.value >= 0) || (b.isConstant && b.value >= 0)
        return floorsAtZero && !result.isConstant && result.isFinite ? result.certifiedNonNegative() : result
    }

    /// `min(a, b)` (`b < a ? b : a` on numbers), certified. A NaN operand is ignored
    /// (CORE-11, `Double.minimum`).
    func minimum(_ a: Quantity, _ b: Quantity, rule: String) -> Quantity {
        if a.value.isNaN { return b }
        if b.value.isNaN { return a }
        if let free = freeExtremum(a, b, maximum: false, rule: rule) { return free }
        countDecision(a, b)
        if b.value < a.value {
            requireAtLeast(a, b, rule: rule)
            return b
        }
        requireAtLeast(b, a, rule: rule)
        return a
    }

    /// `a ≥ b` decided on forward values, certified either way.
    func isAtLeast(_ a: Quantity, _ b: Quantity, rule: String) -> Bool {
        countDecision(a, b)
        if a.value >= b.value {
            requireAtLeast(a, b, rule: rule)
            return true
        }
        requireAtLeast(b, a, rule: rule)
        return false
    }

    /// `a == b` decided on forward values; equality is certified, inequality cannot be (an LP
    /// has no strict rows) and is recorded as nothing.
    func isEqual(_ a: Quantity, _ b: Quantity, rule: String) -> Bool {
        countDecision(a, b)
        if a.value == b.value {
            requireEqual(a, b, rule: rule)
            return true
        }
        if recordsSymbolicFacts, a.isFinite, b.isFinite, !(a - b).isConstant {
            disequalities.append(
                ConditionRow(expression: a - b, sense: .zero, owner: owner, rule: rule, variableCount: values.count))
        }
        return false
    }
}

/// Identifies a condition row of at most two terms by its terms, constant and sense (rows with
/// more terms are rare and are not deduplicated). Scalars only: no allocation per row.
private struct ConditionKey: Hashable {
    /// One word into the hasher (equality still compares every field; ±0 hash alike).
    func hash(into hasher: inout Hasher) {
        func bits(_ x: Double) -> UInt64 { x == 0 ? 0 : x.bitPattern }
        var h = UInt64(bitPattern: Int64(v0)) &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ UInt64(bitPattern: Int64(v1))) &* 0xBF58_476D_1CE4_E5B9
        h = (h ^ bits(c0)) &* 0x94D0_49BB_1331_11EB
        h = (h ^ bits(c1)) &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ bits(constant)) &* 0xBF58_476D_1CE4_E5B9
        hasher.combine(h ^ UInt64(sense == .atLeastZero ? 1 : sense == .atMostZero ? 2 : 3))
    }

    var v0 = -1, v1 = -1
    var c0 = 0.0, c1 = 0.0
    var constant: Double
    var sense: ConditionSense

    init?(_ q: Quantity, _ sense: ConditionSense) {
        let terms = q.terms
        guard terms.count <= 2 else { return nil }
        if let t = terms.first { v0 = t.variable; c0 = t.coefficient }
        if terms.count == 2 {
            v1 = terms[1].variable; c1 = terms[1].coefficient
            if v0 > v1 { swap(&v0, &v1); swap(&c0, &c1) }
        }
        constant = q.constant
        self.sense = sense
    }
}
