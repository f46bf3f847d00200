// MutantTests.swift
// LayoutDifferentialTests
//
// The harness against engines with one rule broken (MutantEngines.swift): for each mutant it
// finds a divergence (CORE-7) among seeded trees, files it under a class and shrinks it to at
// most five nodes of the same class, as source that parses back to the shrunk tree.

import LayoutCore
import LayoutDifferential
import Testing

@Suite("Mutant engines")
struct MutantTests {
    static func runner(_ mutant: MutantEngine) -> DifferentialRunner {
        DifferentialRunner(first: ReferenceDifferentialEngine(), second: mutant)
    }

    /// Shrinks `input`, which must diverge under `mutant`, and checks the result: same class, at
    /// most five nodes, printable. Returns the shrunk case.
    @discardableResult
    static func shrinksSmall(
        _ input: FuzzCase, _ mutant: MutantEngine, limit: Int = 5, search: String? = nil, seed: UInt64? = nil
    ) -> FuzzCase? {
        let runner = runner(mutant)
        guard let original = runner.run(input).divergenceClass else {
            Issue.record("\(mutant): no divergence to shrink")
            return nil
        }
        guard let (result, outcome) = Shrinker(timeLimit: 10).shrink(input, runner: runner) else {
            Issue.record("\(mutant): the shrinker saw agreement")
            return nil
        }
        #expect(outcome.divergenceClass == original, "\(mutant)")
        #expect(
            result.shrunk.tree.count <= limit,
            "\(mutant): \(input.tree.count) → \(result.shrunk.tree.count) nodes:\n\(CaseSource.swiftSource(for: result.shrunk.tree))"
        )
        #expect(roundTrips(result.shrunk.tree), "\(mutant)")
        if let search {
            MutantReport.write(
                mutant: mutant, search: search, seed: seed, divergenceClass: original.description,
                originalNodes: input.tree.count, shrunk: result.shrunk)
        }
        return result.shrunk
    }

    @Test("Each mutant diverges on its witness, embedded in clutter, and shrinks to ≤ 5 nodes", arguments: Mutants.all)
    func witness(mutant: MutantEngine) throws {
        let witness = try #require(Mutants.witnesses[mutant.name])
        let source = """
            VStack(spacing: 0) {
                Circle().frame(width: 7, height: 7).layoutPriority(1)
                \(witness)
                HStack { Rectangle(); Spacer(minLength: 3) }.frame(height: 12)
            }
            """
        let input = try fuzzCase(source, width: 300, height: 400)
        #expect(Self.runner(mutant).run(input).verdict == .diverged, "\(mutant)")
        Self.shrinksSmall(input, mutant)
    }

    @Test("Each mutant is found among ≤ 200 seeded 60-node trees and shrinks to ≤ 5 nodes", arguments: Mutants.all)
    func seededSearch(mutant: MutantEngine) {
        let runner = Self.runner(mutant)
        let found = (0..<200 as Range<UInt64>).lazy.map { TestTrees.random(seed: $0, nodes: 60) }
            .first { runner.run($0).verdict == .diverged }
        guard let found else {
            Issue.record("\(mutant): no divergence in 200 seeds")
            return
        }
        Self.shrinksSmall(found, mutant)
    }

    @Test(
        "TreeGenerator's cases: each mutant is found within 500 seeds and shrinks to ≤ 5 nodes", arguments: Mutants.all)
    func generatorSearch(mutant: MutantEngine) {
        let generator = TreeGenerator(profile: .full, limits: GeneratorLimits(maxNodes: 60))
        let runner = Self.runner(mutant)
        var largest = 0
        for seed in 0..<500 as Range<UInt64> {
            let input = generator.generate(seed: seed)
            largest = max(largest, input.tree.count)
            if runner.run(input).verdict == .diverged {
                Self.shrinksSmall(input, mutant, search: "generator", seed: seed)
                return
            }
            // A generator that only makes single leaves (the placeholder's) cannot show any
            // mutant; stop early rather than fail.
            if seed == 20, largest <= 1 { return }
        }
        Issue.record("\(mutant): no divergence in 500 generated cases")
    }

    @Test("The reference engine agrees with itself on the witnesses: the mutants, not the harness, differ")
    func referenceAgrees() throws {
        let runner = DifferentialRunner(first: ReferenceDifferentialEngine(), second: ReferenceDifferentialEngine())
        for (name, witness) in Mutants.witnesses.sorted(by: { $0.key < $1.key }) {
            #expect(runner.run(try fuzzCase(witness)).verdict == .agreed, "\(name)")
        }
    }
}
