// PlaygroundServer.swift
// Playground
//
// `layoutlab serve`: the page at `/` and the JSON API under `/api/`, on Hummingbird.

import Foundation
import Hummingbird
import Logging

/// The playground's web server.
public struct PlaygroundServer: Sendable {
    public var host: String
    /// 0 binds any free port (``run(onRunning:)`` says which).
    public var port: Int
    public var limits: PlaygroundLimits
    public var logLevel: Logger.Level

    public init(
        host: String = "127.0.0.1", port: Int = 8080, limits: PlaygroundLimits = PlaygroundLimits(),
        logLevel: Logger.Level = .info
    ) {
        self.host = host
        self.port = port
        self.limits = limits
        self.logLevel = logLevel
    }

    /// Serves until the task is cancelled or the process gets SIGINT or SIGTERM; `onRunning` is
    /// called with the bound port once the server accepts connections. Throws when the page's
    /// files are missing or the address cannot be bound.
    public func run(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        var logger = Logger(label: "layoutlab.serve")
        logger.logLevel = logLevel
        let router = try makeRouter(logger: logger)
        let app = Application(
            router: router,
            configuration: .init(address: .hostname(host, port: port), serverName: "layoutlab"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
            logger: logger)
        try await app.runService()
    }

    func makeRouter(logger: Logger) throws -> Router<BasicRequestContext> {
        let page = try PlaygroundPage()
        let api = PlaygroundAPI(limits: limits, runner: DeadlineRunner(capacity: limits.runningJobs), logger: logger)
        let router = Router()
        for file in PlaygroundPage.files {
            router.get(RouterPath(file.path)) { _, _ in page.response(for: file.path) }
        }
        router.post("/api/render") { request, _ in
            await api.answer(request, route: "/api/render") { $0.render() }
        }
        router.post("/api/compare") { request, _ in
            await api.answer(request, route: "/api/compare") { $0.compare() }
        }
        router.post("/api/trace") { request, _ in
            await api.answer(request, route: "/api/trace") { $0.trace() }
        }
        return router
    }
}
