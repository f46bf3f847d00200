// ShrinkCommand.swift
// layoutlab
//
// `layoutlab shrink FILE_OR_FOLDER...|-`: a disagreement between the engines (CORE-7) or a constraint-engine
// failure (CORE-9), reduced to a small case of the same divergence class and printed as
// SwiftUI source with a header that says how to reproduce it.

import ArgumentParser
import ConstraintEngine
import Foundation
import LayoutCore
import LayoutDifferential
import LayoutSource

struct ShrinkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shrink",
        abstract: "Shrink a disagreement between the engines to a small case of the same class.",
        discussion: """
            Lays the source out with both engines, as `compare` does. When they disagree \
            (CORE-7) or the constraint engine fails, the tree is shrunk by hierarchical delta \
            debugging (subtrees dropped or hoisted, containers flattened, modifiers unwrapped, \
            parameters and the root proposal simplified) for as long as the first difference \
            stays in the same class (the differing node's kind, the rule it points at and the \
            field) and the shrunk tree prints as source that parses back to it. The result is \
            printed (or written to --out) as SwiftUI source after a comment header: the class, \
            both engines' frames of the differing nodes, the rule IDs and the `layoutlab \
            compare` command line that reproduces it. The root proposal is shrunk too, so that \
            command line may set --width and --height where the input had none. A summary goes \
            to standard error. Exit status: 0 when a case was shrunk (possibly to itself), 1 \
            when the engines agree on the input (nothing to shrink) or the tree is too deep for \
            the memory available, 2 on source errors or an unwritable --out, 64 on usage errors.
            """
    )

    @OptionGroup var layout: LayoutOptions

    @Option(help: "Constraint-engine mode: exact, lp-only, per-container or milp.")
    var mode: ConstraintMode = .exact

    @OptionGroup var timeLimit: TimeLimitOption

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Wall-clock budget for shrinking in seconds, greater than 0 and at most 86400; the smallest case found so far is printed when it runs out.",
            valueName: "seconds"))
    var budget: Double = 10

    @Option(name: [.customLong("out"), .customLong("output")], help: "Write the shrunk case to this file.")
    var out: String?

    func validate() throws {
        if !(budget > 0 && budget <= TimeLimitOption.maximumSeconds) {
            throw ValidationError(
                "--budget must be a number of seconds greater than 0, at most 86400 (got \(optionNumber(budget)))")
        }
        if !layout.images.isEmpty {
            throw ValidationError("--image is not supported by shrink: a shrunk case keeps no image sizes")
        }
    }

    func run() throws {
        // An unwritable --out is reported before any work, whatever the engines say.
        if let out, let problem = ReportFile.problem(out) {
            printError("error: --out \(out): cannot write: \(problem)")
            throw ExitCode(2)
        }
        // CHROME-1 attributes have no layout effect and are not printed: shrink without them.
        let tree = try layout.readTree().removingAttributes()
        try EngineStack.ensure(tree, bytesPerLevel: EngineStack.referenceBytesPerLevel)
        try EngineStack.ensure(tree, bytesPerLevel: EngineStack.constraintBytesPerLevel)
        let input = FuzzCase(tree: tree, root: layout.rootEnvironment, textMetrics: textMetrics)
        let second = ConstraintDifferentialEngine(mode: mode, timeLimit: timeLimit.seconds)
        let runner = DifferentialRunner(first: ReferenceDifferentialEngine(), second: second)
        let engines = [runner.first.name, runner.second.name]
        let name = layout.inputs == ["-"] ? "standard input" : layout.inputs.joined(separator: " ")
        // Only trees whose printed source parses back to them: the output must reproduce.
        let reproducible = { (candidate: FuzzCase) -> Bool in
            (try? SwiftUISourceParser.parse(CaseSource.swiftSource(for: candidate.tree))) == candidate.tree
        }
        var shrinker = Shrinker(timeLimit: budget)
        shrinker.keepsSourceForm = true
        guard let (result, outcome) = shrinker.shrink(input, runner: runner, check: reproducible) else {
            printError("layoutlab shrink: the engines agree on \(name) (CORE-7): nothing to shrink")
            throw ExitCode(1)
        }
        let text = CaseSource.text(
            for: result.shrunk, outcome: outcome, engines: engines, originalNodes: tree.count,
            fileName: out ?? "FILE")
        try writeOutput(text, to: out)
        let seconds = String(format: "%.2f", result.seconds)
        printError(
            "shrink: \(outcome.divergenceClass.map { "\($0)" } ?? "agreement"), \(tree.count) → "
                + "\(result.shrunk.tree.count) nodes in \(seconds) s (\(result.evaluations) evaluations"
                + (result.timedOut ? ", budget used up" : "") + ")")
        if let divergenceClass = outcome.divergenceClass,
            let known = KnownDivergences.bundled.match(divergenceClass, engines: engines, magnitude: outcome.magnitude)
        {
            printError("note: a known divergence (\(known.rule)): \(known.reason)")
        }
    }

    /// The case's text metrics (`--text-metrics`; validate() has rejected invalid ones).
    private var textMetrics: TextMetrics {
        if case .mono(let advance, let lineHeight) = layout.textMetrics.choice {
            return .mono(advance: advance, lineHeight: lineHeight)
        }
        return .standard
    }
}
