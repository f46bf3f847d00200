// RunningPlayground.swift
// PlaygroundTests
//
// A playground server started in-process on a free port of 127.0.0.1, and requests to it over
// real sockets (URLSession), so the tests cover what a browser or a tool would meet.

import Foundation
import Playground

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An HTTP answer: status, body and the server time from its `Server-Timing` header (`total`).
struct Answer {
    var status: Int
    var body: String
    var serverMilliseconds: Double?
    /// The whole `Server-Timing` header.
    var timing: String
    var contentType: String?

    /// The body parsed as a JSON object.
    var object: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] ?? [:] }

    /// The `error` object of a refusal.
    var error: [String: Any] { object["error"] as? [String: Any] ?? [:] }
}

struct PlaygroundStartFailure: Error {}

final class RunningPlayground: Sendable {
    let port: Int
    private let task: Task<Void, Never>
    private let session = URLSession(configuration: .ephemeral)

    private init(port: Int, task: Task<Void, Never>) {
        self.port = port
        self.task = task
    }

    /// Starts a server with `limits`; throws when it could not start.
    static func start(limits: PlaygroundLimits = PlaygroundLimits()) async throws -> RunningPlayground {
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let task = Task {
            let server = PlaygroundServer(host: "127.0.0.1", port: 0, limits: limits, logLevel: .critical)
            try? await server.run { port in continuation.yield(port) }
            continuation.finish()
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw PlaygroundStartFailure() }
        return RunningPlayground(port: port, task: task)
    }

    func stop() { task.cancel() }

    /// `POST path` with `body` as the request body.
    func post(_ path: String, _ body: String) async throws -> Answer {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(body.utf8)
        return try await send(request)
    }

    /// `POST path` with `fields` encoded as a JSON object.
    func post(_ path: String, fields: [String: Any]) async throws -> Answer {
        let data = try JSONSerialization.data(withJSONObject: fields)
        return try await post(path, String(decoding: data, as: UTF8.self))
    }

    func get(_ path: String) async throws -> Answer {
        try await send(URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!))
    }

    private func send(_ request: URLRequest) async throws -> Answer {
        let (data, response) = try await session.data(for: request)
        let http = response as! HTTPURLResponse
        let timing = (http.value(forHTTPHeaderField: "Server-Timing") ?? "").firstMatch(of: #/total;dur=([0-9.]+)/#)
        return Answer(
            status: http.statusCode, body: String(decoding: data, as: UTF8.self),
            serverMilliseconds: timing.flatMap { Double($0.1) },
            timing: http.value(forHTTPHeaderField: "Server-Timing") ?? "",
            contentType: http.value(forHTTPHeaderField: "Content-Type"))
    }
}

/// Runs `body` with a server that is stopped afterwards.
func withPlayground<T>(
    limits: PlaygroundLimits = PlaygroundLimits(), _ body: (RunningPlayground) async throws -> T
) async throws -> T {
    let playground = try await RunningPlayground.start(limits: limits)
    defer { playground.stop() }
    return try await body(playground)
}

/// The built `layoutlab` executable, next to the test bundle.
let layoutlabExecutable = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent("layoutlab")

/// What `layoutlab ARGUMENTS` prints on standard output for `input` on standard input.
func layoutlabOutput(_ arguments: [String], input: String) throws -> String {
    let process = Process()
    process.executableURL = layoutlabExecutable
    process.arguments = arguments
    let stdin = Pipe(), stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: out, as: UTF8.self)
}
