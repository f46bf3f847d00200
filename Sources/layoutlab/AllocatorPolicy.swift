// AllocatorPolicy.swift
// layoutlab
//
// How a layoutlab process hands memory back to the system (Documentation/Decisions.md,
// "The CLI keeps freed memory for the next layout").

import CProcessControl

/// glibc's defaults return freed memory to the kernel as soon as 128 KB lie free at the top of a
/// heap, and serve blocks of 128 KB and more from fresh mappings, so every layout of a large tree
/// faults its working memory in again page by page: about a sixth of the constraint engine's
/// time on a 4,000-Text column, repeated on every layout of a `bench`, `fuzz` or `serve` process.
/// The CLI keeps up to 256 MB of freed memory for reuse and maps only blocks of 32 MB and more
/// separately. Library users keep their own process's policy: only the CLI sets this.
enum AllocatorPolicy {
    /// Most free memory a heap keeps before it is returned to the kernel.
    static let keptFreeBytes: Int32 = 256 << 20
    /// Smallest block served from its own mapping (glibc's largest allowed threshold).
    static let separateMappingBytes: Int32 = 32 << 20

    /// Sets the policy; false where the C library does not take it (not glibc).
    @discardableResult
    static func apply() -> Bool {
        layoutlab_set_allocator_thresholds(keptFreeBytes, separateMappingBytes) == 1
    }
}
