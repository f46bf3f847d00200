// PlaygroundAPI.swift
// Playground
//
// `POST /api/render` and `POST /api/compare`: the body read with a size limit, the job run with a
// deadline, the answer a JSON document or an ``APIError``. Each answer carries the server time in
// a `Server-Timing` header (`layout;dur=12.345`, milliseconds), so clients and tests can read
// it, and is logged with its status and node count.

import Foundation
import Hummingbird
import Logging
import NIOCore

struct PlaygroundAPI: Sendable {
    var limits: PlaygroundLimits
    var runner: DeadlineRunner
    var logger: Logger

    /// The answer to a request for `job`'s document (`render` or `compare`).
    func answer(
        _ request: Request, route: String, job: @escaping @Sendable (LayoutJob) -> JobOutcome
    ) async -> Response {
        let start = ContinuousClock.now
        var request = request
        let outcome: JobOutcome
        var nodes = 0
        do throws(APIError) {
            let body = try await readBody(&request)
            let layoutRequest = try LayoutRequest(json: body)
            let work = LayoutJob(request: layoutRequest, limits: limits, deadline: start + limits.timeLimit)
            outcome =
                try await runner.run(limit: limits.timeLimit) { job(work) }
                ?? .failure(LayoutJob.timeLimit(limits.timeLimit))
        } catch {
            outcome = .failure(error)
        }
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.attoseconds) * 1e-15 + Double(elapsed.components.seconds) * 1000
        let timing = "layout;dur=\(String(format: "%.3f", milliseconds))"
        switch outcome {
        case .success(let document):
            nodes = document.nodes
            logger.info("POST \(route) 200, \(nodes) nodes, \(String(format: "%.3f", milliseconds)) ms")
            return Self.json(document.json, status: .ok, timing: timing)
        case .failure(let error):
            logger.info("POST \(route) \(error.status.code) \(error.kind), \(String(format: "%.3f", milliseconds)) ms")
            return Self.json(error.json, status: error.status, timing: timing)
        }
    }

    /// The request body, at most `limits.bodyBytes` long.
    private func readBody(_ request: inout Request) async throws(APIError) -> Data {
        do {
            let buffer = try await request.collectBody(upTo: limits.bodyBytes)
            return Data(buffer.readableBytesView)
        } catch is NIOTooManyBytesError {
            throw APIError(
                kind: "limit", status: .contentTooLarge,
                message: "the request body is larger than the playground's limit of \(limits.bodyBytes) bytes")
        } catch {
            throw APIError(
                kind: "request", status: .badRequest, message: "the request body could not be read: \(error)")
        }
    }

    static func json(_ text: String, status: HTTPResponse.Status, timing: String? = nil) -> Response {
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8"]
        if let timing, let name = HTTPField.Name("Server-Timing") { headers[name] = timing }
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
