// HugePages.swift
// ReferenceEngine
//
// A pass writes each of its large per-node buffers (the output frames, the size slots, the
// tables) once from fresh memory, and the kernel takes one page fault per 4 KB page it first
// touches: at a million nodes, tens of thousands of faults per pass, a tenth of its time. On
// Linux, buffers of several megabytes are advised to use transparent huge pages (2 MB), one
// fault per 2 MB. It is a hint: without THP (or elsewhere) nothing changes but the fault count.

#if canImport(Glibc)
    import Glibc
#endif

enum HugePages {
    /// Buffers smaller than this are left alone (a huge page would mostly hold unused memory).
    static let threshold = 4 << 20

    /// Advises the kernel to back the whole 2 MB pages inside `count` bytes at `start` with huge
    /// pages (before they are first written).
    static func advise(_ start: UnsafeMutableRawPointer, byteCount count: Int) {
        #if canImport(Glibc)
            guard count >= threshold else { return }
            let page = UInt(2 << 20)
            let first = (UInt(bitPattern: start) + page - 1) & ~(page - 1)
            let end = (UInt(bitPattern: start) + UInt(count)) & ~(page - 1)
            guard end > first, let aligned = UnsafeMutableRawPointer(bitPattern: first) else { return }
            _ = madvise(aligned, Int(end - first), MADV_HUGEPAGE)
        #endif
    }
}

extension Array {
    /// `count` copies of `value`, in storage advised to use huge pages when large (`HugePages`).
    init(filledWith value: Element, count: Int) {
        self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
            if let start = buffer.baseAddress {
                HugePages.advise(UnsafeMutableRawPointer(start), byteCount: count * MemoryLayout<Element>.stride)
            }
            buffer.initialize(repeating: value)
            initialized = count
        }
    }
}
