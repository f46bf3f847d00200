// InterpreterError.swift
// LayoutInterpreter
//
// Every problem with an interpreted layout, found when its declaration is read or while it runs,
// is an InterpreterError printed as `file:line:column: message` (the compiler's format), naming
// the construct and what to do instead.

import SwiftSyntax

/// A problem in a `struct …: Layout` declaration or in running it.
public struct InterpreterError: Error, Hashable, Sendable, CustomStringConvertible {
    public var fileName: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, in UTF-8 bytes like the Swift compiler.
    public var column: Int
    /// UTF-8 offset in the file.
    public var offset: Int
    public var message: String

    public init(fileName: String, line: Int, column: Int, offset: Int, message: String) {
        self.fileName = fileName
        self.line = line
        self.column = column
        self.offset = offset
        self.message = message
    }

    /// `file:line:column: message`.
    public var description: String { "\(fileName):\(line):\(column): \(message)" }
}

/// A failure inside the interpreter, at a node of the (operator-folded) declaration; the
/// program turns it into an ``InterpreterError`` with the file position.
struct Failure: Error {
    let node: Syntax
    let message: String

    init(_ node: some SyntaxProtocol, _ message: String) {
        self.node = Syntax(node)
        self.message = message
    }
}

/// Line starts of a file, to turn UTF-8 offsets into line and column.
struct LineTable: Sendable {
    let fileName: String
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

    func error(at offset: Int, _ message: String) -> InterpreterError {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return InterpreterError(
            fileName: fileName, line: low + 1, column: offset - lineStarts[low] + 1, offset: offset,
            message: message)
    }
}

/// How much work one call into an interpreted layout may do before it is stopped with an error
/// (runaway code is an error, never a hang).
public struct InterpreterLimits: Hashable, Sendable {
    /// Statements, loop iterations, function and closure calls and built collection elements,
    /// per call from an engine. 300,000 runs any layout of a few thousand subviews; an endless
    /// loop reaches it in about 3 s in a debug build.
    public var steps: Int
    /// Nested calls of the layout's own functions.
    public var callDepth: Int

    public init(steps: Int = 300_000, callDepth: Int = 64) {
        self.steps = steps
        self.callDepth = callDepth
    }
}
