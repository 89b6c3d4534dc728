import CheckoutCore
import CheckoutServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Clients that open connections and send their requests slowly or never finish them, against a
/// real server on a free loopback port with short timeouts: others are still served, the slow ones
/// are dropped once their time is up.
@Suite("slow clients", .timeLimit(.minutes(1)))
struct SlowClientTests {
    static let halfHead = "GET /pg/v1/status/MERCHANTUAT/MT-1 HTTP/1.1\r\nHost: 127.0.0.1\r\nX-VER"
    static let shortBody = "POST /pg/v1/pay HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"request\""
    static let simpleGet = "GET /_sim/transactions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n\r\n"

    /// Runs the server as `serve` does (not through the testing framework, which drops the cap on
    /// connections) and gives `body` its port.
    static func served<T: Sendable>(_ limits: ConnectionLimits, _ body: (Int) async throws -> T) async throws -> T {
        let (bound, announce) = AsyncStream<Int>.makeStream()
        let app = GatewayServer.application(
            store: ServerFixtures.store(), port: 0, callbacks: nil, connections: limits, onBound: { announce.yield($0) })
        let running = Task { try await app.runService(gracefulShutdownSignals: []) }
        defer { running.cancel() }
        var ports = bound.makeAsyncIterator()
        let port = try #require(await ports.next())
        return try await body(port)
    }

    /// A request as it travels, for a raw connection.
    static func text(of request: GatewayRequest) -> String {
        let headers = request.headers.map { "\($0.name): \($0.value)\r\n" }.joined()
        return "\(request.method) \(request.path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\(headers)Content-Length: \(request.body.utf8.count)\r\n\r\n\(request.body)"
    }

    @Test func manyHalfSentRequestsDoNotKeepOthersWaitingAndAreDropped() async throws {
        let limits = ConnectionLimits(headTimeout: .seconds(1), bodyTimeout: .seconds(1), idleTimeout: .seconds(30))
        try await Self.served(limits) { port in
            var slow: [RawConnection] = []
            for _ in 0..<200 {
                let connection = try RawConnection(port: port)
                try connection.send(Self.halfHead)
                slow.append(connection)
            }
            let stalledBody = try RawConnection(port: port)
            try stalledBody.send(Self.shortBody)

            let started = Date()
            let payer = try RawConnection(port: port)
            try payer.send(Self.text(of: GatewayRequest(ServerFixtures.pay(id: "MT-SLOW-CLIENTS-1"))))
            #expect(try await payer.receive(within: 2, until: "PAYMENT_INITIATED").contains("PAYMENT_INITIATED"))
            let plain = try RawConnection(port: port)
            try plain.send(Self.simpleGet)
            #expect(try await plain.receive(within: 2, until: "\r\n\r\n").hasPrefix("HTTP/1.1 "))
            #expect(Date().timeIntervalSince(started) < 2)

            // Dropped without an answer once the head's, or the body's, second is up.
            #expect(try await stalledBody.isClosed(within: 5))
            for connection in slow { #expect(try await connection.isClosed(within: 5)) }
        }
    }

    @Test func halfAHeadOnAKeptAliveConnectionGetsTheHeadsTimeNotTheIdleTime() async throws {
        let limits = ConnectionLimits(headTimeout: .seconds(1), bodyTimeout: .seconds(1), idleTimeout: .seconds(30))
        try await Self.served(limits) { port in
            let connection = try RawConnection(port: port)
            try connection.send(Self.simpleGet)
            #expect(try await connection.receive(within: 2, until: "\r\n\r\n").hasPrefix("HTTP/1.1 "))
            try connection.send(Self.halfHead)
            #expect(try await connection.isClosed(within: 5))
        }
    }

    @Test func anIdleKeptAliveConnectionIsClosedAfterTheIdleTime() async throws {
        let limits = ConnectionLimits(headTimeout: .seconds(1), bodyTimeout: .seconds(1), idleTimeout: .seconds(2))
        try await Self.served(limits) { port in
            let connection = try RawConnection(port: port)
            try connection.send(Self.simpleGet)
            #expect(try await connection.receive(within: 2, until: "\r\n\r\n").hasPrefix("HTTP/1.1 "))
            // Kept past the head's time, as it waits for no request; closed once the idle time is up.
            #expect(try await connection.isClosed(within: 1.3) == false)
            #expect(try await connection.isClosed(within: 5))
        }
    }

    @Test func connectionsOverTheCapWaitUntilASlowOneIsDropped() async throws {
        let limits = ConnectionLimits(headTimeout: .seconds(1), bodyTimeout: .seconds(1), idleTimeout: .seconds(30), maxConnections: 4)
        try await Self.served(limits) { port in
            // One read of the listening socket may accept up to four before the cap is checked: eight
            // held connections keep the next one waiting whatever the reads.
            let held = try (0..<8).map { _ in try RawConnection(port: port) }
            for connection in held { try connection.send(Self.halfHead) }
            let waiting = try RawConnection(port: port)
            try waiting.send(Self.simpleGet)
            let early = try await waiting.receive(within: 0.5)
            #expect(early.isEmpty, "\(early)")
            #expect(try await waiting.receive(within: 5, until: "\r\n\r\n").hasPrefix("HTTP/1.1 "))
            for connection in held { #expect(try await connection.isClosed(within: 5)) }
        }
    }
}
