// LargeStack.swift
// LayoutCore
//
// Deep trees (a 100,000-deep chain of modifiers) recurse deeply in every recursive walker.
// Rather than impose a depth limit, such work runs on a thread with a stack sized to the tree.
// When that thread cannot be had (memory or address space exhausted), the work never runs on
// the caller's smaller stack, where it would overflow: the throwing form reports it, the
// non-throwing one stops with a message, and `canReserveStack` lets callers check first.
// The stack is mapped here (with a guard below it) and the largest one is kept for the next deep
// walk, so that repeated layouts do not fault its pages in again.

import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a large stack could not be had: the thread for `depth` levels at `bytes` of stack could
/// not be created (the address space or memory is exhausted, e.g. under `ulimit -v`), or it
/// would need more than 64 GB.
public struct StackReservationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The recursion depth asked for.
    public var depth: Int
    /// The stack size the thread would have had (`Int.max` beyond the 64 GB any thread gets).
    public var bytes: Int

    public init(depth: Int, bytes: Int) {
        self.depth = depth
        self.bytes = bytes
    }

    public var description: String { "not enough memory for a tree \(depth) levels deep" }
}

/// Below this many bytes the work runs on the caller's stack.
private let inlineStackBytes = 256 * 1024

/// The most stack a thread is given: 64 GB of address space.
private let maximumStackBytes = 1 << 36

/// How work for `depth` levels at `bytesPerLevel` runs: inline (nil), or on a thread with this
/// stack size (16 MB of headroom). A need beyond ``maximumStackBytes`` (or overflowing `Int`)
/// is `Int.max`, which no thread gets.
private func threadStackBytes(forDepth depth: Int, bytesPerLevel: Int) -> Int? {
    let needed = depth.multipliedReportingOverflow(by: bytesPerLevel)
    if needed.overflow { return Int.max }
    if needed.partialValue < inlineStackBytes { return nil }
    let size = needed.partialValue + 16 * 1024 * 1024
    return size > maximumStackBytes ? Int.max : size
}

/// Whether ``withStack(forDepth:bytesPerLevel:_:)`` can get its stack now: the work runs
/// inline, or a mapping of the thread's stack size can be made (it is made and released again,
/// untouched). A caller that must not trap checks this first; memory can still run out
/// between the check and the call, so ``withReservedStack(forDepth:bytesPerLevel:_:)`` is the
/// exact test.
public func canReserveStack(forDepth depth: Int, bytesPerLevel: Int = 24_576) -> Bool {
    guard let size = threadStackBytes(forDepth: depth, bytesPerLevel: bytesPerLevel) else { return true }
    guard size <= maximumStackBytes else { return false }
    #if canImport(Glibc) || canImport(Musl)
        let mapping = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0)
    #else
        let mapping = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANON, -1, 0)
    #endif
    guard let mapping, mapping != MAP_FAILED else { return false }
    munmap(mapping, size)
    return true
}

/// Runs `body` on a thread whose stack has room for `depth` levels of recursion at
/// `bytesPerLevel` each, or inline when a default stack suffices. The calling thread waits.
/// Throws, without running `body`, when that thread cannot be created.
public func withReservedStack<T>(
    forDepth depth: Int, bytesPerLevel: Int = 24_576, _ body: () -> T
) throws(StackReservationError) -> T {
    guard let size = threadStackBytes(forDepth: depth, bytesPerLevel: bytesPerLevel) else { return body() }
    guard size <= maximumStackBytes else { throw StackReservationError(depth: depth, bytes: size) }
    let result: T? = withoutActuallyEscaping(body) { escapable in
        let box = StackBox(escapable)
        guard runOnThread(stackSize: size, box) else {
            box.discard() // `body` must not outlive withoutActuallyEscaping
            return nil
        }
        return box.take()
    }
    guard let result else { throw StackReservationError(depth: depth, bytes: size) }
    return result
}

/// ``withReservedStack(forDepth:bytesPerLevel:_:)`` for callers that cannot fail. When the
/// thread cannot be created it stops the process with a message naming the depth: running
/// `body` on the caller's smaller stack instead would overflow it, a crash without a reason.
/// Callers that can report an error check ``canReserveStack(forDepth:bytesPerLevel:)`` first
/// or use the throwing form.
public func withStack<T>(forDepth depth: Int, bytesPerLevel: Int = 24_576, _ body: () -> T) -> T {
    do {
        return try withReservedStack(forDepth: depth, bytesPerLevel: bytesPerLevel, body)
    } catch {
        fatalError("\(error) (a \(error.bytes)-byte stack could not be reserved)")
    }
}

/// Work handed to another thread.
private class StackWork: @unchecked Sendable {
    func run() {}
}

/// Holds the work and its result; the closure is dropped as soon as it has run so that
/// `withoutActuallyEscaping` sees it released.
private final class StackBox<T>: StackWork, @unchecked Sendable {
    private var work: (() -> T)?
    private var result: T?

    init(_ work: @escaping () -> T) { self.work = work }

    override func run() {
        result = work?()
        work = nil
    }

    /// Drops the work without running it.
    func discard() { work = nil }

    func take() -> T {
        guard let value = result else { preconditionFailure("stack thread produced no result") }
        result = nil
        return value
    }
}

/// A thread stack this file mapped: `guardBytes` of inaccessible guard at the low end (a stack
/// grows down into it and faults instead of overwriting other memory), then the stack.
private struct StackMapping: @unchecked Sendable {
    let base: UnsafeMutableRawPointer
    let totalBytes: Int

    var stack: UnsafeMutableRawPointer { base + guardBytes }
    var stackBytes: Int { totalBytes - guardBytes }
}

/// The guard below each mapped stack.
private let guardBytes = 64 * 1024

/// One stack kept from the last deep walk, its touched pages still mapped: a benchmark's repeated
/// layouts and a campaign's trees then do not fault the same pages in again (a 10,000-deep chain
/// took about 4,900 page faults per layout on a fresh stack, a 100,000-deep one about 45,000).
/// Any size is kept: it is address space, and only the pages a walk touched use memory.
private let keptStack = Mutex<StackMapping?>(nil)

/// The kept stack when it is large enough, else a new mapping (the kept one, too small, is
/// unmapped first, so that at most one deep stack holds address space: `ulimit -v`); nil when
/// none can be made.
private func takeStack(bytes: Int) -> StackMapping? {
    let kept = keptStack.withLock { kept -> StackMapping? in
        defer { kept = nil }
        return kept
    }
    if let kept {
        if kept.stackBytes >= bytes { return kept }
        munmap(kept.base, kept.totalBytes)
    }
    let (total, overflow) = bytes.addingReportingOverflow(guardBytes)
    guard !overflow else { return nil }
    #if canImport(Glibc) || canImport(Musl)
        let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK | MAP_NORESERVE
    #else
        let flags = MAP_PRIVATE | MAP_ANON
    #endif
    guard let base = mmap(nil, total, PROT_READ | PROT_WRITE, flags, -1, 0), base != MAP_FAILED else { return nil }
    guard mprotect(base, guardBytes, PROT_NONE) == 0 else {
        munmap(base, total)
        return nil
    }
    return StackMapping(base: base, totalBytes: total)
}

/// Keeps `mapping` for the next walk (the larger of it and the one kept) and unmaps the other.
private func returnStack(_ mapping: StackMapping) {
    let released = keptStack.withLock { kept -> StackMapping? in
        if let current = kept, current.totalBytes >= mapping.totalBytes { return mapping }
        defer { kept = mapping }
        return kept
    }
    if let released { munmap(released.base, released.totalBytes) }
}

/// Runs `work` on a new thread with at least `stackSize` bytes of stack and waits for it.
/// Returns false when the stack or the thread could not be had.
private func runOnThread(stackSize: Int, _ work: StackWork) -> Bool {
    guard let mapping = takeStack(bytes: stackSize) else { return false }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstack(&attributes, mapping.stack, mapping.stackBytes)
    let context = Unmanaged.passRetained(work).toOpaque()
    #if canImport(Darwin)
        var thread: pthread_t?
    #else
        var thread = pthread_t()
    #endif
    let created = pthread_create(
        &thread, &attributes,
        { raw in
            if let raw { Unmanaged<StackWork>.fromOpaque(raw).takeRetainedValue().run() }
            return nil
        }, context)
    guard created == 0 else {
        Unmanaged<StackWork>.fromOpaque(context).release()
        returnStack(mapping)
        return false
    }
    defer { returnStack(mapping) } // after the join: the thread no longer runs on it
    #if canImport(Darwin)
        if let thread { pthread_join(thread, nil) }
    #else
        pthread_join(thread, nil)
    #endif
    return true
}
