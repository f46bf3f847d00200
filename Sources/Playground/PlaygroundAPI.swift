// PlaygroundAPI.swift
// Playground
//
// `POST /api/render`, `POST /api/compare` and `POST /api/trace`: the body read with a size limit, the job run with a
// deadline, the answer a JSON document or an ``APIError``. Each answer carries the server time in
// a `Server-Timing` header (`total;dur=12.345, read;dur=…, layout;dur=…, json;dur=…`,
// milliseconds: the whole request, then parsing, the engines and writing), so clients and tests
// can read it, and is logged with its status and node count.

import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore

struct PlaygroundAPI: Sendable {
    var limits: PlaygroundLimits
    var runner: DeadlineRunner
    var logger: Logger

    /// The answer to a request for `job`'s document (`render`, `compare` or `trace`).
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
        let total = ContinuousClock.now - start
        switch outcome {
        case .success(let document):
            nodes = document.nodes
            let phases = document.phases.map { "\($0.name) \(Self.milliseconds($0.duration))" }.joined(separator: ", ")
            logger.info("POST \(route) 200, \(nodes) nodes, \(Self.milliseconds(total)) ms (\(phases))")
            return Self.json(document.json, status: .ok, timing: Self.timing(total: total, document.phases))
        case .failure(let error):
            logger.info("POST \(route) \(error.status.code) \(error.kind), \(Self.milliseconds(total)) ms")
            return Self.json(error.json, status: error.status, timing: Self.timing(total: total, []))
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

    /// `12.345`: a duration in milliseconds.
    static func milliseconds(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) * 1e-15
        return String(format: "%.3f", value)
    }

    /// The `Server-Timing` value: the total first, then each phase.
    static func timing(total: Duration, _ phases: [(name: String, duration: Duration)]) -> String {
        ([("total", total)] + phases).map { "\($0.0);dur=\(milliseconds($0.1))" }.joined(separator: ", ")
    }

    static func json(_ text: String, status: HTTPResponse.Status, timing: String? = nil) -> Response {
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8"]
        if let timing, let name = HTTPField.Name("Server-Timing") { headers[name] = timing }
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
