// PassMemory.swift
// ReferenceEngine
//
// The large flat buffers of a pass (the tree's tables, the size slots, the stacks' storage) come
// from a small process-wide pool and go back to it when the pass ends, so that the next pass
// writes into pages already faulted in instead of having the kernel map and zero fresh ones (at a
// million nodes, the first touch of fresh memory was a fifth of a pass). A pass writes every
// entry of these buffers before reading it, so what a reused buffer held before never matters.
// Fresh buffers are advised to use huge pages (HugePages.swift). The pool keeps a few blocks, at
// most `keptBytes` in all: what a process's largest pass used stays resident until it exits, as
// the deep-walk stack does (LargeStack.swift).

import Synchronization

enum PassMemory {
    /// Buffers smaller than this are allocated and freed as usual.
    static let threshold = HugePages.threshold
    /// The most the pool keeps, in bytes and in blocks.
    static let keptBytes = 512 << 20
    static let keptBlocks = 16

    private struct Block {
        var start: UnsafeMutableRawPointer
        var byteCount: Int
    }

    /// Only touched under the lock (`pool`), so the raw addresses it holds may cross threads.
    private struct Pool: @unchecked Sendable {
        /// Blocks not in use, and the sizes of the blocks in use by their address.
        var free: [Block] = []
        var inUse: [UnsafeMutableRawPointer: Int] = [:]
        var freeBytes = 0
    }

    private static let pool = Mutex(Pool())

    /// Room for `count` elements of a trivial type, which the pass writes before it reads.
    static func allocate<T>(_: T.Type = T.self, count: Int) -> UnsafeMutableBufferPointer<T> {
        let byteCount = count * MemoryLayout<T>.stride
        guard byteCount >= threshold else { return .allocate(capacity: count) }
        let start: UnsafeMutableRawPointer = pool.withLock { state in
            // The smallest free block that fits.
            var best: Int?
            for (i, block) in state.free.enumerated() where block.byteCount >= byteCount {
                if best.map({ block.byteCount < state.free[$0].byteCount }) ?? true { best = i }
            }
            let block: Block
            if let best {
                block = state.free.remove(at: best)
                state.freeBytes -= block.byteCount
            } else {
                let fresh = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 16)
                HugePages.advise(fresh, byteCount: byteCount)
                block = Block(start: fresh, byteCount: byteCount)
            }
            state.inUse[block.start] = block.byteCount
            return block.start
        }
        return UnsafeMutableBufferPointer(start: start.bindMemory(to: T.self, capacity: count), count: count)
    }

    /// Gives a buffer from `allocate` back: kept for the next pass, or freed when the pool is full.
    static func release<T>(_ buffer: UnsafeMutableBufferPointer<T>) {
        guard let base = buffer.baseAddress else { return }
        let start = UnsafeMutableRawPointer(base)
        let pooled: Bool = pool.withLock { state in
            guard let byteCount = state.inUse.removeValue(forKey: start) else { return false }
            state.free.append(Block(start: start, byteCount: byteCount))
            state.freeBytes += byteCount
            // Over the limits, the smallest blocks go first.
            while state.free.count > keptBlocks || state.freeBytes > keptBytes {
                let smallest = state.free.indices.min { state.free[$0].byteCount < state.free[$1].byteCount }!
                let block = state.free.remove(at: smallest)
                state.freeBytes -= block.byteCount
                block.start.deallocate()
            }
            return true
        }
        if !pooled { buffer.deallocate() }
    }
}
