// SourceError.swift
// LayoutSource
//
// Every problem the front end finds is a SourceError with a 1-based line and column, printed as
// `file:line:column: message` (the format compilers use). The CLI exits with status 2.

import SwiftSyntax

/// A problem in SwiftUI source: unsupported construct, syntax error or invalid value.
public struct SourceError: Error, Hashable, Sendable, CustomStringConvertible {
    public var fileName: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in UTF-8 bytes like the Swift compiler.
    public var column: Int
    public var message: String
    /// True when the source is fine but the machine is not: the stack for parsing or lowering a
    /// tree this deep could not be reserved (`not enough memory for a tree N levels deep`). A
    /// command-line tool reports it as `error: <message>` with exit status 1, not as a source
    /// error.
    public var isResourceLimit: Bool
    /// True when reading stopped at ``SourceBundle/viewLimit`` (`the view is too large: more than
    /// N views`): a tool can name its option for the limit.
    public var isViewLimit: Bool

    public init(
        fileName: String, line: Int, column: Int, message: String, isResourceLimit: Bool = false,
        isViewLimit: Bool = false
    ) {
        self.fileName = fileName
        self.line = line
        self.column = column
        self.message = message
        self.isResourceLimit = isResourceLimit
        self.isViewLimit = isViewLimit
    }

    /// `file:line:column: message`.
    public var description: String { "\(fileName):\(line):\(column): \(message)" }

    /// The exit status a command-line tool uses for source errors.
    public static let exitStatus: Int32 = 2
}

/// Converts UTF-8 offsets into line/column pairs without walking the syntax tree.
struct SourceLocator {
    let fileName: String
    /// UTF-8 offset of the first byte of every line.
    private let lineStarts: [Int]

    init(source: String, fileName: String) {
        self.fileName = fileName
        var starts = [0]
        var offset = 0
        for byte in source.utf8 {
            offset += 1
            if byte == UInt8(ascii: "\n") { starts.append(offset) }
        }
        lineStarts = starts
    }

    /// The error at UTF-8 `offset`.
    func error(at offset: Int, _ message: String) -> SourceError {
        let (line, column) = lineAndColumn(of: offset)
        return SourceError(fileName: fileName, line: line, column: column, message: message)
    }

    /// The 1-based line and column (in UTF-8 bytes) of UTF-8 `offset`.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// The error at the first non-trivia character of `node`.
    func error(at node: some SyntaxProtocol, _ message: String) -> SourceError {
        error(at: node.positionAfterSkippingLeadingTrivia.utf8Offset, message)
    }
}
