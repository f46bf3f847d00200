// ServeCommand.swift
// layoutlab
//
// `layoutlab serve`: the playground, a local web page where SwiftUI source is laid out as it is
// typed, and its JSON API.

import ArgumentParser
import Foundation
import Playground

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the playground: a web page that lays out SwiftUI source as you type.",
        discussion: """
            Open the address it prints (http://127.0.0.1:8080/ by default) in a browser: an \
            editor for SwiftUI source, a device or proposal picker, and the layout drawn by both \
            engines side by side (differences outlined in red) or by one; hovering a view shows \
            its frame and the proposal it was given. Source errors are shown at their line.

            The JSON API: POST /api/render with {"source", "width", "height", "engine", "mode"} \
            answers exactly what `render --format json` writes (without width and height, the \
            iPhone 13 Pro profile; width and height are numbers ≥ 0, null or "inf"; engine \
            reference or constraint); POST /api/compare with the same fields answers what \
            `compare --format json` writes. A refused request answers 400 (bad JSON or fields), \
            413 (a body over 256 KiB), 422 (a source error, a tree over 20,000 nodes or 1,000 \
            levels, an engine failure, or a layout over the 5 s time limit) or 429 (4 layouts \
            still running), with {"error": {"kind", "message", "file", "line", "column"}}. Every \
            answer has a Server-Timing header with the server time in milliseconds. The server \
            runs until interrupted (Ctrl-C).
            """
    )

    @Option(help: "TCP port to listen on (0: any free port).")
    var port: Int = 8080

    @Option(help: "Address to listen on; the default serves this machine only.")
    var host: String = "127.0.0.1"

    func validate() throws {
        if !(0...65535).contains(port) { throw ValidationError("--port must be from 0 to 65535 (got \(port))") }
    }

    func run() async throws {
        let host = host
        try await PlaygroundServer(host: host, port: port).run { port in
            writeStandardOutput("LayoutLab playground: open http://\(host):\(port)/ (Ctrl-C stops it)\n")
        }
    }
}
