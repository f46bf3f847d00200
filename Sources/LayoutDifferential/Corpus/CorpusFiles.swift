// CorpusFiles.swift
// LayoutDifferential
//
// The file operations of the corpus and the regression fixtures: JSON that keeps non-finite
// numbers (CORE-10: a tree built in code may hold NaN and ±∞), temporary names in the target's
// directory, and POSIX rename, which replaces the target in one step.

import Foundation
import LayoutCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

enum CorpusFiles {
    /// Pretty, key-sorted JSON; NaN and ±∞ as the strings `nan`, `inf`, `-inf`.
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }

    /// `value` as JSON, encoded on a stack with room for `tree`'s expressions (their Codable
    /// conformance recurses: a parsed 15,000-term sum is 15,000 levels deep).
    static func encode<T: Encodable>(_ value: T, deepestIn tree: ViewTree, reportedAs target: URL) throws -> Data {
        let result = withStack(forDepth: tree.expressionDepth(), bytesPerLevel: Shrinker.bytesPerExpressionLevel) {
            Result { try encoder.encode(value) + Data("\n".utf8) }
        }
        do {
            return try result.get()
        } catch {
            throw CorpusError(.write, path: target.path, reason: reason(error))
        }
    }

    /// A fresh hidden name beside `url`: `.<name>.<uuid>.tmp`.
    static func temporaryURL(_ url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    }

    /// Writes `data` to `url` (a temporary name); errors name `reportedAs`, the file the caller
    /// is making.
    static func write(_ data: Data, to url: URL, reportedAs target: URL) throws {
        do {
            try data.write(to: url)
        } catch {
            throw CorpusError(.write, path: target.path, reason: reason(error))
        }
    }

    /// Renames `source` to `target`, replacing it in one step (POSIX rename).
    static func rename(_ source: URL, to target: URL) throws {
        #if canImport(Glibc)
            let status = Glibc.rename(source.path, target.path)
        #else
            let status = Darwin.rename(source.path, target.path)
        #endif
        guard status == 0 else {
            let code = errno
            throw CorpusError(.write, path: target.path, reason: String(cString: strerror(code)))
        }
    }

    /// Decodes a JSON file.
    static func read<T: Decodable>(_ type: T.Type, from url: URL) throws -> T {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CorpusError(.read, path: url.path, reason: reason(error))
        }
        do {
            return try decoder.decode(type, from: data)
        } catch {
            throw CorpusError(.read, path: url.path, reason: "not a valid \(type) file: \(error)")
        }
    }

    /// A short reason for a Foundation error: the POSIX message when there is one.
    static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
            let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        return error.localizedDescription
    }
}
