import CheckoutCore
import Foundation
import Hummingbird
import HummingbirdTesting

/// A merchant's callback endpoint for tests: a real HTTP server on a free loopback port that
/// answers POST /cb with the statuses it is given in turn (the last one repeated), keeps every
/// request it received, and can hold its answers until told to let them go.
final class CallbackListener: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Int]
    private var received: [GatewayRequest] = []
    private var held: Bool
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(answers: [Int], holding: Bool = false) {
        self.answers = answers
        self.held = holding
    }

    var requests: [GatewayRequest] { lock.withLock { received } }

    /// Answers every request held so far and those to come.
    func release() {
        let resumed = lock.withLock {
            held = false
            defer { waiting = [] }
            return waiting
        }
        for continuation in resumed { continuation.resume() }
    }

    /// Runs `body` with the URL of the listener's endpoint (`http://127.0.0.1:PORT/cb`); the listener
    /// stops once `body` returns.
    func serve<T: Sendable>(_ body: @Sendable (String) async throws -> T) async throws -> T {
        let router = Router()
        router.post("/cb") { request, _ in try await self.answer(request) }
        router.get("/elsewhere") { _, _ in Response(status: .ok) }
        let app = Application(router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)))
        return try await app.test(.live) { client in
            try await body("http://127.0.0.1:\(client.port ?? 0)/cb")
        }
    }

    private func answer(_ request: Request) async throws -> Response {
        let body = try await request.body.collect(upTo: 1 << 20)
        let status = lock.withLock {
            received.append(GatewayRequest(
                method: request.method.rawValue, path: request.uri.path,
                headers: request.headers.map { HTTPHeader($0.name.canonicalName, $0.value) }, body: String(buffer: body)))
            return answers.count > 1 ? answers.removeFirst() : answers.first ?? 200
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let wait = lock.withLock {
                if held { waiting.append(continuation) }
                return held
            }
            if !wait { continuation.resume() }
        }
        var headers = HTTPFields()
        if (300..<400).contains(status) { headers[.location] = "/elsewhere" }
        return Response(status: HTTPResponse.Status(code: status), headers: headers)
    }
}
