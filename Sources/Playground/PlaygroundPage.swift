// PlaygroundPage.swift
// Playground
//
// The page's three files (HTML, script, style), shipped as the module's resources and read once
// at start; the page loads nothing from elsewhere (the playground works offline).

import Foundation
import Hummingbird
import NIOCore

struct PlaygroundPage: Sendable {
    /// Path served, resource name and content type.
    static let files: [(path: String, resource: String, type: String)] = [
        ("/", "index.html", "text/html; charset=utf-8"),
        ("/playground.js", "playground.js", "text/javascript; charset=utf-8"),
        ("/playground.css", "playground.css", "text/css; charset=utf-8"),
    ]

    /// Served path → (content type, bytes).
    let contents: [String: (type: String, text: String)]

    /// Reads the page from the module's resources; throws when a file is missing.
    init() throws {
        var contents: [String: (type: String, text: String)] = [:]
        for file in Self.files {
            let name = (file.resource as NSString).deletingPathExtension
            let ext = (file.resource as NSString).pathExtension
            guard let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Page"),
                let text = try? String(contentsOf: url, encoding: .utf8)
            else { throw PageMissing(resource: file.resource) }
            contents[file.path] = (file.type, text)
        }
        self.contents = contents
    }

    func response(for path: String) -> Response {
        guard let file = contents[path] else { return Response(status: .notFound) }
        return Response(
            status: .ok, headers: [.contentType: file.type, .cacheControl: "no-cache"],
            body: .init(byteBuffer: ByteBuffer(string: file.text)))
    }
}

/// A page file not found among the module's resources (an incomplete installation).
struct PageMissing: Error, CustomStringConvertible {
    var resource: String
    var description: String { "the playground page file \(resource) is missing from the Playground resources" }
}
