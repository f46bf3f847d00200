// RuleCitations.swift
// RepositoryTests
//
// Finds rule IDs: the ones the rule book defines (`**HSTACK-3 …` at the start of a line) and the
// ones a file cites. A citation may be a range or a list: `GUIDE-2..4` cites GUIDE-2, 3 and 4;
// `SPACER-1/3/4` cites SPACER-1, 3 and 4. The scan works on UTF-8 bytes (Swift Regex over every
// source file took seconds).

enum RuleCitations {
    /// The rule IDs the rule book defines, in order of appearance.
    static func defined(in ruleBook: String) -> [String] {
        var ids: [String] = []
        for line in ruleBook.split(separator: "\n", omittingEmptySubsequences: false) where line.hasPrefix("**") {
            let bytes = Array(line.utf8.dropFirst(2))
            if let (id, _) = scanID(bytes, at: 0, requireBoundary: false), !ids.contains(id.name) {
                ids.append(id.name)
            }
        }
        return ids
    }

    /// Every rule ID `text` cites, ranges and lists expanded.
    static func cited(in text: String) -> Set<String> {
        let bytes = Array(text.utf8)
        var ids: Set<String> = []
        var index = 0
        while index < bytes.count {
            guard isUpper(bytes[index]), index == 0 || !isWordByte(bytes[index - 1]),
                let (id, end) = scanID(bytes, at: index, requireBoundary: true)
            else {
                index += 1
                continue
            }
            var numbers = [id.number]
            var previous = id.number
            var cursor = end
            // `..n` (a range) or `/n` (a list), repeated.
            while cursor < bytes.count {
                let isRange = cursor + 1 < bytes.count && bytes[cursor] == dot && bytes[cursor + 1] == dot
                let isList = bytes[cursor] == slash
                guard isRange || isList else { break }
                let start = cursor + (isRange ? 2 : 1)
                guard let (value, after) = scanNumber(bytes, at: start) else { break }
                if isRange, value > previous, value - previous < 50 {
                    numbers += Array((previous + 1)...value)
                } else {
                    numbers.append(value)
                }
                previous = value
                cursor = after
            }
            for number in numbers { ids.insert("\(id.prefix)-\(number)") }
            index = cursor
        }
        return ids
    }

    /// The rule IDs cited by any Swift file under `directory`, except those under `excluded`.
    static func cited(under directory: String, excluding excluded: String? = nil) -> Set<String> {
        var ids: Set<String> = []
        for path in Repository.swiftFiles(under: directory) where excluded.map({ !path.hasPrefix($0) }) ?? true {
            if let text = Repository.text(path) { ids.formUnion(cited(in: text)) }
        }
        return ids
    }

    // MARK: - Scanning

    private static let dot = UInt8(ascii: "."), slash = UInt8(ascii: "/"), dash = UInt8(ascii: "-")

    private struct ID {
        var prefix: String
        var number: Int
        var name: String { "\(prefix)-\(number)" }
    }

    /// `PREFIX-n` at `start`, where PREFIX is upper-case words joined by `-` (`LEAF-SHAPE`).
    private static func scanID(_ bytes: [UInt8], at start: Int, requireBoundary: Bool) -> (ID, Int)? {
        var cursor = start
        var prefixEnd = start
        while cursor < bytes.count {
            let wordStart = cursor
            while cursor < bytes.count, isUpper(bytes[cursor]) { cursor += 1 }
            guard cursor > wordStart, cursor < bytes.count, bytes[cursor] == dash else { return nil }
            prefixEnd = cursor
            cursor += 1
            if let (number, end) = scanNumber(bytes, at: cursor) {
                if requireBoundary, end < bytes.count, isWordByte(bytes[end]) { return nil }
                let prefix = String(decoding: bytes[start..<prefixEnd], as: UTF8.self)
                return (ID(prefix: prefix, number: number), end)
            }
        }
        return nil
    }

    private static func scanNumber(_ bytes: [UInt8], at start: Int) -> (Int, Int)? {
        var cursor = start
        var value = 0
        while cursor < bytes.count, bytes[cursor] >= 48, bytes[cursor] <= 57, cursor - start < 6 {
            value = value * 10 + Int(bytes[cursor] - 48)
            cursor += 1
        }
        return cursor > start ? (value, cursor) : nil
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= 65 && byte <= 90 }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        isUpper(byte) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || byte == 95
    }
}
