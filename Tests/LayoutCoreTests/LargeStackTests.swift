// LargeStackTests.swift
// LayoutCoreTests
//
// withStack never falls back to the caller's stack: a stack that cannot be had is an error the
// caller can report. The failure is simulated by asking for more than any thread gets.

import LayoutCore
import Testing

@Suite struct LargeStackTests {
    @Test func `a stack that cannot be reserved is an error and the work does not run`() {
        var ran = false
        let depth = 1 << 40
        #expect(!canReserveStack(forDepth: depth, bytesPerLevel: 1 << 20))
        #expect(!canReserveStack(forDepth: 3_000_000, bytesPerLevel: 48 * 1024))
        #expect(throws: StackReservationError(depth: depth, bytes: Int.max)) {
            try withReservedStack(forDepth: depth, bytesPerLevel: 1 << 20) { ran = true }
        }
        #expect(!ran)
        #expect(
            StackReservationError(depth: 100_001, bytes: Int.max).description
                == "not enough memory for a tree 100001 levels deep")
    }

    @Test func `small and ordinary requests run, inline or on a thread`() throws {
        #expect(canReserveStack(forDepth: 10))
        #expect(canReserveStack(forDepth: 1_000, bytesPerLevel: 48 * 1024))
        #expect(try withReservedStack(forDepth: 10) { 7 } == 7)
        // 1,000 levels at 48 KB: a 63 MB thread, recursing 1,000 deep.
        func down(_ n: Int) -> Int { n == 0 ? 0 : 1 + down(n - 1) }
        #expect(try withReservedStack(forDepth: 1_000, bytesPerLevel: 48 * 1024) { down(1_000) } == 1_000)
        #expect(withStack(forDepth: 1_000, bytesPerLevel: 48 * 1024) { down(1_000) } == 1_000)
    }
}
