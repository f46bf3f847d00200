// CorpusStore.swift
// LayoutDifferential
//
// Shrunk cases on disk, one pair of files per divergence class (CORE-7's first difference or a
// CORE-9 failure): `<class>.swift` (SwiftUI source with a comment header, ``CaseSource``) and
// `<class>.json` (the ``CorpusEntry``). Each file is written to a temporary name in the same
// directory and renamed, so a killed run leaves every case it reported whole.

import Foundation
import LayoutCore

/// A corpus directory that cannot be created, read or written, with the path and the reason.
public struct CorpusError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Operation: String, Hashable, Sendable {
        case create = "cannot create corpus directory"
        case write = "cannot write"
        case read = "cannot read"
    }

    public var operation: Operation
    public var path: String
    public var reason: String

    public init(_ operation: Operation, path: String, reason: String) {
        self.operation = operation
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(operation.rawValue) \(path): \(reason)" }
}

/// A directory of shrunk cases: `<class>.swift` (SwiftUI source with a comment header) and
/// `<class>.json` (the entry), each written to a temporary name and renamed, so a killed run
/// leaves every case it reported whole.
public struct CorpusStore: Sendable {
    public let directory: URL

    /// Opens (creating if needed) `directory`; throws a ``CorpusError`` naming the path when it
    /// cannot be created or written.
    public init(directory: URL) throws {
        self.directory = directory.standardizedFileURL
        let path = self.directory.path
        do {
            try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
        } catch {
            throw CorpusError(.create, path: path, reason: CorpusFiles.reason(error))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CorpusError(.create, path: path, reason: "not a directory")
        }
        // A probe file: permission bits do not tell (root writes anywhere; read-only mounts).
        let probe = self.directory.appendingPathComponent(".probe-\(UUID().uuidString)")
        try CorpusFiles.write(Data(), to: probe, reportedAs: self.directory)
        try? FileManager.default.removeItem(at: probe)
    }

    /// The file name stem of a class: its key (`HStack/HSTACK-5/x`) with `/` written `.` and
    /// every other character outside `A-Z a-z 0-9 -` as `_XX` (UTF-8 bytes in hex), so distinct
    /// keys get distinct names (`HStack.HSTACK-5.x`); keys longer than 180 bytes are cut and
    /// end in a hash of the whole key.
    public static func fileStem(for divergenceClass: DivergenceClass) -> String {
        var stem = ""
        for byte in divergenceClass.description.utf8 {
            switch byte {
            case UInt8(ascii: "/"): stem += "."
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                stem.unicodeScalars.append(Unicode.Scalar(byte))
            default: stem += "_" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        if stem.hasPrefix(".") { stem = "_" + stem }
        guard stem.utf8.count > 180 else { return stem }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 // FNV-1a
        for byte in divergenceClass.description.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(stem.prefix(160)) + "_" + String(hash, radix: 16)
    }

    /// Where the source and the entry of a class are (or would be) stored.
    public func sourceURL(for divergenceClass: DivergenceClass) -> URL {
        directory.appendingPathComponent(Self.fileStem(for: divergenceClass) + ".swift")
    }

    public func entryURL(for divergenceClass: DivergenceClass) -> URL {
        directory.appendingPathComponent(Self.fileStem(for: divergenceClass) + ".json")
    }

    /// Whether a case of this class is already stored (both files present, as files).
    public func contains(_ divergenceClass: DivergenceClass) -> Bool {
        func isFile(_ url: URL) -> Bool {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
        return isFile(entryURL(for: divergenceClass)) && isFile(sourceURL(for: divergenceClass))
    }

    /// Stores `entry` unless its class is already stored; returns the source file's URL. Both
    /// files are written to temporary names first: when that fails, no file of the corpus is
    /// changed. The entry is then renamed into place and the source last, so a class counts as
    /// stored (``contains(_:)``) only once both are whole; if the source cannot be renamed, the
    /// entry is removed again. Temporary files never stay behind.
    @discardableResult
    public func save(_ entry: CorpusEntry) throws -> URL {
        let source = sourceURL(for: entry.divergenceClass)
        guard !contains(entry.divergenceClass) else { return source }
        let entryFile = entryURL(for: entry.divergenceClass)
        let json = try CorpusFiles.encode(entry, deepestIn: entry.shrunk.tree, reportedAs: entryFile)
        let text = Data(CaseSource.text(for: entry, fileName: source.path).utf8)
        let temporaries = [entryFile, source].map(CorpusFiles.temporaryURL)
        defer { for url in temporaries { try? FileManager.default.removeItem(at: url) } }
        try CorpusFiles.write(json, to: temporaries[0], reportedAs: entryFile)
        try CorpusFiles.write(text, to: temporaries[1], reportedAs: source)
        try CorpusFiles.rename(temporaries[0], to: entryFile)
        do {
            try CorpusFiles.rename(temporaries[1], to: source)
        } catch {
            // Without its source the entry does not count as stored; take it back out.
            try? FileManager.default.removeItem(at: entryFile)
            throw error
        }
        return source
    }

    /// The stored entry of a class, or nil.
    public func entry(for divergenceClass: DivergenceClass) throws -> CorpusEntry? {
        guard contains(divergenceClass) else { return nil }
        return try CorpusFiles.read(CorpusEntry.self, from: entryURL(for: divergenceClass))
    }

    /// Every stored entry, by class.
    public func entries() throws -> [CorpusEntry] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw CorpusError(.read, path: directory.path, reason: CorpusFiles.reason(error))
        }
        return try names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map {
            try CorpusFiles.read(CorpusEntry.self, from: directory.appendingPathComponent($0))
        }.sorted { $0.divergenceClass < $1.divergenceClass }
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: Swift.max(0, length - count)) + self
    }
}
