// TreeRecord.swift
// LayoutDifferential
//
// The outcome of one tree of a campaign, as a worker process streams it (one JSON line) and a
// report counts it: agreed or diverged under CORE-7, failed (an engine threw; CORE-9 for the
// constraint engine), crashed or hung (CORE-6: invalid input never crashes or traps).

/// One tree's verdict, class, size and timings.
public struct TreeRecord: Hashable, Sendable, Codable {
    /// What happened to the tree.
    public enum Verdict: String, Hashable, Sendable, Codable, CaseIterable {
        /// The layouts agree under the campaign's policy (CORE-7).
        case agreed
        /// They differ; the class is the first difference's.
        case diverged
        /// An engine threw (a failed solve, an unencodable construct).
        case failed
        /// The process running the tree died (a signal, or an exit without a verdict).
        case crashed
        /// The tree ran past the per-tree time limit and its process was killed.
        case hung
    }

    public var index: Int
    /// The seed the tree was generated from.
    public var seed: UInt64
    public var verdict: Verdict
    /// The class of a difference, failure, crash or hang; nil when the engines agree.
    public var divergenceClass: DivergenceClass?
    /// The first difference, the engine's error, the signal and the crash message.
    public var message: String?
    /// The tree's node count (0 when it was never generated in this process).
    public var nodes: Int
    /// Rows and columns of the constraint engine's models, summed over its solver calls.
    public var rows: Int
    public var columns: Int
    /// Wall-clock seconds: the reference engine's layout, the constraint engine's (compile and
    /// solve) and GLPK's share of it; nil when that engine did not finish.
    public var referenceSeconds: Double?
    public var constraintSeconds: Double?
    public var solveSeconds: Double?
    /// For a divergence or failure: the case's magnitude (``DifferentialOutcome/magnitude``),
    /// which decides whether a known divergence bounded by magnitude covers this tree.
    public var magnitude: Double?
    /// The rules the tree exercises (``RuleAttribution/exercised(by:)``), sorted; nil in records
    /// of workers that did not count them.
    public var rules: [String]?

    public init(
        index: Int, seed: UInt64, verdict: Verdict, divergenceClass: DivergenceClass? = nil, message: String? = nil,
        nodes: Int = 0, rows: Int = 0, columns: Int = 0, referenceSeconds: Double? = nil,
        constraintSeconds: Double? = nil, solveSeconds: Double? = nil, magnitude: Double? = nil,
        rules: [String]? = nil
    ) {
        self.index = index
        self.seed = seed
        self.verdict = verdict
        self.divergenceClass = divergenceClass
        self.message = message
        self.nodes = nodes
        self.rows = rows
        self.columns = columns
        self.referenceSeconds = referenceSeconds
        self.constraintSeconds = constraintSeconds
        self.solveSeconds = solveSeconds
        self.magnitude = magnitude
        self.rules = rules
    }

    private enum CodingKeys: String, CodingKey {
        case index, seed, verdict, divergenceClass = "class", message, nodes, rows, columns, referenceSeconds
        case constraintSeconds, solveSeconds, magnitude, rules
    }

    /// The class of a process killed by `signal` (`SIGSEGV`, …) while running a tree (CORE-6).
    public static func crashClass(signal: String) -> DivergenceClass {
        DivergenceClass(kind: "crash", rule: "CORE-6", field: signal)
    }

    /// The class of a tree that ran past the per-tree time limit (CORE-6).
    public static let hangClass = DivergenceClass(kind: "hang", rule: "CORE-6", field: "time-limit")
}

extension TreeRecord {
    /// Runs `input` (tree `index` of a campaign, generated from `seed`) through `runner`.
    public init(index: Int, seed: UInt64, input: FuzzCase, runner: DifferentialRunner) {
        let outcome = runner.run(input)
        let verdict: Verdict =
            switch outcome.verdict {
            case .agreed: .agreed
            case .diverged: .diverged
            case .failed: .failed
            }
        self.init(
            index: index, seed: seed, verdict: verdict, divergenceClass: outcome.divergenceClass,
            message: outcome.comparison?.first?.description ?? outcome.message, nodes: input.tree.count,
            rows: outcome.solves.reduce(0) { $0 + $1.rows }, columns: outcome.solves.reduce(0) { $0 + $1.columns },
            referenceSeconds: outcome.firstSeconds, constraintSeconds: outcome.secondSeconds,
            solveSeconds: outcome.solves.isEmpty ? nil : outcome.solves.reduce(0) { $0 + $1.seconds },
            magnitude: outcome.magnitude, rules: RuleAttribution.exercised(by: input.tree))
    }

    /// Tree `index` of `settings`, generated and run.
    public init(index: Int, settings: CampaignSettings, runner: DifferentialRunner) {
        self.init(index: index, seed: settings.treeSeed(index), input: settings.treeCase(index), runner: runner)
    }
}

extension TreeRecord {
    /// The record as one line of compact JSON (the keys of its `Codable` form, sorted), written
    /// without `JSONEncoder`: a worker writes one per tree, so this is on the campaign's hot path.
    public var jsonLine: String {
        var fields: [(String, String)] = [
            ("columns", "\(columns)"), ("index", "\(index)"), ("nodes", "\(nodes)"), ("rows", "\(rows)"),
            ("seed", "\(seed)"), ("verdict", Self.quoted(verdict.rawValue)),
        ]
        if let c = divergenceClass {
            let parts =
                "{\"field\":\(Self.quoted(c.field)),\"kind\":\(Self.quoted(c.kind)),\"rule\":\(Self.quoted(c.rule))}"
            fields.append(("class", parts))
        }
        if let message { fields.append(("message", Self.quoted(message))) }
        if let rules { fields.append(("rules", "[" + rules.map(Self.quoted).joined(separator: ",") + "]")) }
        for (key, value) in [
            ("constraintSeconds", constraintSeconds), ("magnitude", magnitude), ("referenceSeconds", referenceSeconds),
            ("solveSeconds", solveSeconds),
        ] {
            if let value, value.isFinite { fields.append((key, "\(value)")) }
        }
        return "{" + fields.sorted { $0.0 < $1.0 }.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
