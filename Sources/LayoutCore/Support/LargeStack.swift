// LargeStack.swift
// LayoutCore
//
// Deep trees (a 100,000-deep chain of modifiers) recurse deeply in every recursive walker.
// Rather than impose a depth limit, such work runs on a thread with a stack sized to the tree.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `body` on a thread whose stack has room for `depth` levels of recursion at
/// `bytesPerLevel` each, or inline when a default stack suffices. The calling thread waits.
public func withStack<T>(forDepth depth: Int, bytesPerLevel: Int = 24_576, _ body: () -> T) -> T {
    let needed = depth.multipliedReportingOverflow(by: bytesPerLevel)
    let bytes = needed.overflow ? Int.max / 2 : needed.partialValue
    if bytes < 256 * 1024 { return body() }
    return withoutActuallyEscaping(body) { escapable in
        let box = StackBox(escapable)
        if !runOnThread(stackSize: min(bytes + 16 * 1024 * 1024, 1 << 36), box) {
            box.run() // no thread could be made: run here
        }
        return box.take()
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

    func take() -> T {
        guard let value = result else { preconditionFailure("stack thread produced no result") }
        result = nil
        return value
    }
}

/// Runs `work` on a new thread with `stackSize` bytes of stack and waits for it.
/// Returns false when the thread could not be created.
private func runOnThread(stackSize: Int, _ work: StackWork) -> Bool {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
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
        return false
    }
    #if canImport(Darwin)
        if let thread { pthread_join(thread, nil) }
    #else
        pthread_join(thread, nil)
    #endif
    return true
}
