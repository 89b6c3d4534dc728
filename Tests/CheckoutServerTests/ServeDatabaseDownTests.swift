import CheckoutCore
import CheckoutServer
import CheckoutTestSupport
import Foundation
import Testing

/// `serve --database` when PostgreSQL goes away after start: every call is answered within seconds
/// with a 503 that names the database and says nothing was recorded, and serving resumes once the
/// database is back. The database "goes down" by cutting a relay between serve and the real server.
@Suite struct ServeDatabaseDownTests {
    /// Far below the minute the connection pool alone kept a call waiting.
    static let quickly: Duration = .seconds(5)

    @Test(.timeLimit(.minutes(1)), .enabled(if: TestPostgres.url != nil, TestPostgres.skipped))
    func callsWhileTheDatabaseIsDownAreRefusedQuicklyWith503() async throws {
        let url = try #require(TestPostgres.url)
        let text = try #require(TestPostgres.text)
        let relay = try await TCPRelay(to: url.host, port: url.port)
        let throughRelay = text.replacingOccurrences(of: "@\(url.host):\(url.port)/", with: "@127.0.0.1:\(relay.port)/")
        let server = try await ServeProcess(["--port", "0", "--database", throughRelay, "--pay-after", "never"])
        let run = "MT-DOWN-" + UUID().uuidString.prefix(8)
        #expect(try await server.send(GatewayRequest(ServerFixtures.pay(id: run + "-1"))).body["code"] == "PAYMENT_INITIATED")

        await relay.cut()
        let location = "postgres://\(url.user)@127.0.0.1:\(relay.port)/\(url.database)"
        let path = ServerFixtures.statusPath(id: run + "-1")
        let calls: [(String, GatewayRequest)] = [
            ("pay", GatewayRequest(ServerFixtures.pay(id: run + "-2"))),
            ("status", GatewayRequest(method: "GET", path: path, headers: ServerFixtures.statusHeaders(path: path))),
            ("admin", GatewayRequest(method: "GET", path: "/_sim/transactions", headers: [])),
            ("pay again", GatewayRequest(ServerFixtures.pay(id: run + "-3"))),
        ]
        for (name, call) in calls {
            let clock = ContinuousClock()
            let started = clock.now
            let (status, body) = try await server.send(call)
            let took = clock.now - started
            print("\(name) with the database down: \(status) after \(took)")
            #expect(status == 503, "\(name): \(body)")
            #expect(took < Self.quickly, "\(name) took \(took)")
            let message = body["message"]?.stringValue ?? body["error"]?.stringValue ?? ""
            #expect(message.contains("The ledger's database \(location) cannot be reached"), "\(name): \(message)")
            #expect(message.contains("nothing was recorded"), "\(name): \(message)")
            #expect(!message.contains("ConnectionPoolError") && !message.contains("SingleConnectionFailure"), "\(name): \(message)")
            #expect(!message.contains(url.password ?? "no password"))
        }

        // Back: the refused payment can be made now, once.
        try await relay.restore()
        var answer = (status: 503, body: JSONValue.null)
        try await eventually("the refused payment to be taken once the database is back", within: .seconds(15), every: .milliseconds(200)) {
            answer = try await server.send(GatewayRequest(ServerFixtures.pay(id: run + "-2")))
            return answer.status != 503
        }
        #expect(answer.body["code"] == "PAYMENT_INITIATED", "\(answer.body)")
        #expect(try await server.stop(SIGTERM))
        await relay.cut()
    }

    @Test(.timeLimit(.minutes(1)), .enabled(if: TestPostgres.url != nil, TestPostgres.skipped))
    func aDatabaseThatStopsAnsweringIsAnswered503InSeconds() async throws {
        let url = try #require(TestPostgres.url)
        let text = try #require(TestPostgres.text)
        let relay = try await TCPRelay(to: url.host, port: url.port)
        let throughRelay = text.replacingOccurrences(of: "@\(url.host):\(url.port)/", with: "@127.0.0.1:\(relay.port)/")
        let server = try await ServeProcess(["--port", "0", "--database", throughRelay, "--pay-after", "never"])
        let run = "MT-STALL-" + UUID().uuidString.prefix(8)
        #expect(try await server.send(GatewayRequest(ServerFixtures.pay(id: run + "-1"))).body["code"] == "PAYMENT_INITIATED")

        // Connections stay open and nothing comes back: no error ever arrives by itself.
        relay.stall()
        for id in [run + "-2", run + "-3"] {
            let clock = ContinuousClock()
            let started = clock.now
            let (status, body) = try await server.send(GatewayRequest(ServerFixtures.pay(id: id)))
            let took = clock.now - started
            print("pay with the database not answering: \(status) after \(took)")
            #expect(status == 503, "\(body)")
            #expect(took < .seconds(8), "took \(took)")
            let message = body["message"]?.stringValue ?? ""
            #expect(message.contains("The ledger's database postgres://\(url.user)@127.0.0.1:\(relay.port)/\(url.database)"), "\(message)")
        }
        #expect(try await server.stop(SIGTERM))
        await relay.cut()
    }
}
