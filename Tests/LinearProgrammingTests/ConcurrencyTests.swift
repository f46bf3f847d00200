// ConcurrencyTests.swift
// LinearProgrammingTests
//
// Solves from many threads at once give the single-thread results.
// GLPK keeps one environment per OS thread; each solve creates and deletes its
// problem on the calling thread, so no lock is involved.

import Dispatch
import LinearProgramming
import Synchronization
import Testing

@Suite("Concurrent solves")
struct ConcurrencyTests {
    static let programs = (0..<8).map { chainLP(count: 60, seed: UInt64($0)) }

    /// The single-thread reference values.
    static func reference() throws -> [[Double]] {
        try programs.map { try GLPKSolver().solve($0).values }
    }

    @Test("DispatchQueue.concurrentPerform: identical values on every thread")
    func dispatch() throws {
        let expected = try Self.reference()
        let results = Mutex([Int: Result<[Double], SolverError>]())
        DispatchQueue.concurrentPerform(iterations: 48) { iteration in
            let outcome = Result { () throws(SolverError) -> [Double] in
                try GLPKSolver().solve(Self.programs[iteration % 8]).values
            }
            results.withLock { $0[iteration] = outcome }
        }
        let collected = results.withLock { $0 }
        #expect(collected.count == 48)
        for (iteration, outcome) in collected {
            #expect(try outcome.get() == expected[iteration % 8], "iteration \(iteration)")
        }
    }

    @Test("TaskGroup of synchronous solves: identical values")
    func taskGroup() async throws {
        let expected = try Self.reference()
        let collected = await withTaskGroup(of: (Int, [Double]?).self) { group in
            for iteration in 0..<32 {
                group.addTask { (iteration, try? GLPKSolver().solve(Self.programs[iteration % 8]).values) }
            }
            var all: [Int: [Double]?] = [:]
            for await (iteration, values) in group { all[iteration] = values }
            return all
        }
        #expect(collected.count == 32)
        for (iteration, values) in collected {
            #expect(values == expected[iteration % 8], "iteration \(iteration)")
        }
    }

    @Test("a caught GLPK error on one thread leaves solves on other threads intact")
    func misuseBesideNormalSolves() throws {
        let expected = try Self.reference()
        let failures = Mutex(0)
        let mismatches = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 40) { iteration in
            var options = SolveOptions()
            options._injectGLPKMisuse = iteration.isMultiple(of: 2)
            do throws(SolverError) {
                let values = try GLPKSolver().solve(Self.programs[iteration % 8], options: options).values
                if options._injectGLPKMisuse || values != expected[iteration % 8] { mismatches.withLock { $0 += 1 } }
            } catch {
                if error == .glpkFailure(code: SolverError.fatalErrorCode) && options._injectGLPKMisuse {
                    failures.withLock { $0 += 1 }
                } else {
                    mismatches.withLock { $0 += 1 }
                }
            }
        }
        #expect(failures.withLock { $0 } == 20)
        #expect(mismatches.withLock { $0 } == 0)
    }
}
