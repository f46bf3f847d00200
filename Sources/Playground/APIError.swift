// APIError.swift
// Playground
//
// Every refusal of the JSON API: an HTTP status and a JSON body that says what went wrong and,
// when the problem is in the source (or the request's JSON), where: `{"error": {"kind",
// "message", "file", "line", "column"}}`, line and column 1-based and null when there is no place
// to point at (a tree too large, a time limit).

import Foundation
import Hummingbird
import LayoutInterpreter
import LayoutSource

/// A request the playground refuses, with the place in the source it points at.
struct APIError: Error, Sendable, Equatable {
    /// `json` (the request body), `request` (a field), `source`, `layout` (a declared layout
    /// failed while running), `limit` (tree, body or trace size), `node` (a trace's `node` names
    /// no view), `engine`, `timeLimit` or `busy`.
    var kind: String
    var status: HTTPResponse.Status
    var message: String
    var file: String? = nil
    var line: Int? = nil
    var column: Int? = nil

    /// A problem at a place in the source.
    init(_ error: SourceError) {
        kind = "source"
        status = .unprocessableContent
        message = error.message
        file = error.fileName
        line = error.line
        column = error.column
    }

    /// A declared layout that failed while running (a step budget, a nil unwrapped).
    init(_ error: InterpreterError) {
        kind = "layout"
        status = .unprocessableContent
        message = error.message
        file = error.fileName
        line = error.line
        column = error.column
    }

    init(
        kind: String, status: HTTPResponse.Status, message: String, line: Int? = nil, column: Int? = nil
    ) {
        self.kind = kind
        self.status = status
        self.message = message
        self.line = line
        self.column = column
    }

    /// The response body.
    var json: String {
        let error: [String: Any] = [
            "kind": kind, "message": message, "file": file ?? NSNull(), "line": line ?? NSNull(),
            "column": column ?? NSNull(),
        ]
        let data = try? JSONSerialization.data(withJSONObject: ["error": error], options: [.sortedKeys])
        return data.map { String(decoding: $0, as: UTF8.self) + "\n" } ?? "{\"error\": {}}\n"
    }
}
