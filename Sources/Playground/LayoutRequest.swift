// LayoutRequest.swift
// Playground
//
// The body of `POST /api/render`, `POST /api/compare` and `POST /api/trace`: `{"source",
// "width", "height", "engine", "mode", "node"}` (`node`, as trace's `--node`, is read by
// `/api/trace` alone). Width and height are given together, each a number ≥ 0, null (a nil
// proposal) or "inf"; without them the root gets the iPhone 13 Pro profile, as `render` without
// --width/--height does.

import ConstraintEngine
import Foundation

/// Which engine lays out a `/api/render` request.
enum EngineName: String, Sendable {
    case reference, constraint
}

struct LayoutRequest: Sendable, Equatable {
    var source: String
    /// Both nil: the iPhone profile. Otherwise the root proposal (an inner nil is a nil proposal).
    var proposal: (width: Double?, height: Double?)?
    var engine: EngineName = .reference
    var mode: ConstraintMode = .exact
    /// The view whose steps alone `/api/trace` answers: its `.id` label, `#N` or path (`0.1.2`).
    var node: String?

    static func == (a: LayoutRequest, b: LayoutRequest) -> Bool {
        a.source == b.source && a.engine == b.engine && a.mode == b.mode && a.node == b.node
            && a.proposal?.width == b.proposal?.width && a.proposal?.height == b.proposal?.height
            && (a.proposal == nil) == (b.proposal == nil)
    }

    /// Reads a request body; malformed JSON is an ``APIError`` of kind `json` with the line and
    /// column the JSON parser names, a bad field one of kind `request`.
    init(json data: Data) throws(APIError) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            let place = Self.place(in: "\(error)", of: data)
            throw APIError(
                kind: "json", status: .badRequest, message: "the request body is not valid JSON",
                line: place?.line, column: place?.column)
        }
        guard let fields = object as? [String: Any] else {
            throw Self.fieldError("the request body must be a JSON object")
        }
        guard let source = fields["source"] as? String else {
            throw Self.fieldError("\"source\" must be a string of SwiftUI source")
        }
        self.source = source
        switch (fields["width"], fields["height"]) {
        case (nil, nil): proposal = nil
        case (let width?, let height?): proposal = (try Self.length(width, "width"), try Self.length(height, "height"))
        default: throw Self.fieldError("\"width\" and \"height\" must be given together")
        }
        if let name = fields["engine"] {
            guard let text = name as? String, let engine = EngineName(rawValue: text) else {
                throw Self.fieldError("\"engine\" must be \"reference\" or \"constraint\"")
            }
            self.engine = engine
        }
        if let name = fields["mode"] {
            guard let text = name as? String, let mode = ConstraintMode(rawValue: text) else {
                let modes = ConstraintMode.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw Self.fieldError("\"mode\" must be one of \(modes)")
            }
            self.mode = mode
        }
        if let name = fields["node"], !(name is NSNull) {
            guard let text = name as? String else {
                throw Self.fieldError("\"node\" must be a string: an .id label, #N or a path such as 0.1")
            }
            node = text
        }
    }

    /// A proposal length: a finite number ≥ 0, null (nil) or "inf".
    private static func length(_ value: Any, _ name: String) throws(APIError) -> Double? {
        if value is NSNull { return nil }
        if let text = value as? String, text == "inf" { return .infinity }
        if let number = value as? NSNumber, !(value is Bool), number.doubleValue >= 0, number.doubleValue.isFinite {
            return number.doubleValue
        }
        throw fieldError("\"\(name)\" must be a number ≥ 0, null or \"inf\"")
    }

    private static func fieldError(_ message: String) -> APIError {
        APIError(kind: "request", status: .badRequest, message: message)
    }

    /// The 1-based line and column a JSON parser's message names (`line N, column M`, or
    /// Foundation's `around character N`, a 0-based byte offset into `data`), if any.
    static func place(in message: String, of data: Data) -> (line: Int, column: Int)? {
        if let match = message.firstMatch(of: #/line (\d+), column (\d+)/#), let line = Int(match.1),
            let column = Int(match.2)
        {
            return (line, column)
        }
        guard let match = message.firstMatch(of: #/around character (\d+)/#), let offset = Int(match.1),
            offset <= data.count
        else { return nil }
        let before = data.prefix(offset)
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? before.startIndex
        return (line, offset - (lineStart - before.startIndex) + 1)
    }
}
