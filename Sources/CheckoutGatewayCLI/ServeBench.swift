import ArgumentParser
import CheckoutCLI
import CheckoutCore
import CheckoutServer
import Foundation
import Hummingbird
import NIOCore
import ServiceLifecycle

/// `bench --serve`: `clients` concurrent clients on loopback each send a signed pay and then its
/// status, over and over, for `seconds`, against a server in this process; then every payment
/// answered is looked up in the ledger (exactly once each). Each client keeps one connection. Prints pairs and requests per second
/// and the latency of single requests (p50, p99, worst).
struct ServeBench {
    var seconds: Double
    var clients: Int
    var ledger: ServeLedger

    struct Figures: Sendable {
        var pairs: Int
        var refused: Int
        var elapsed: Double
        /// Milliseconds per request, sorted.
        var latencies: [Double]
        var kept: Int
        var missing: Int
        var doubled: Int

        var pairsPerSecond: Double { Double(pairs) / elapsed }
        func percentile(_ p: Double) -> Double {
            latencies.isEmpty ? 0 : latencies[min(latencies.count - 1, Int(Double(latencies.count) * p))]
        }
    }

    /// What one client did.
    private struct Tally: Sendable {
        var paid: [String] = []
        var refused = 0
        var latencies: [Double] = []
    }

    /// What the ledger is called in the figures.
    var ledgerName: String {
        switch ledger {
        case .memory: return "memory"
        case .sqlite: return "SQLite"
        case .postgres: return "PostgreSQL"
        }
    }

    func run(format: OutputFormat) throws {
        let figures = try waitForTask { try await measure() }
        switch format {
        case .json:
            print(JSONWriter.pretty([
                "ledger": .string(ledgerName), "clients": .int(Int64(clients)), "seconds": .double(figures.elapsed),
                "pairs": .int(Int64(figures.pairs)), "pairsPerSecond": .int(Int64(figures.pairsPerSecond.rounded())),
                "requestsPerSecond": .int(Int64((2 * figures.pairsPerSecond).rounded())),
                "p50Ms": .double(Self.rounded(figures.percentile(0.5))), "p99Ms": .double(Self.rounded(figures.percentile(0.99))),
                "maxMs": .double(Self.rounded(figures.latencies.last ?? 0)),
                "refused": .int(Int64(figures.refused)), "kept": .int(Int64(figures.kept)),
                "missing": .int(Int64(figures.missing)), "doubled": .int(Int64(figures.doubled)),
            ]))
        case .text:
            var table = TextTable(["ledger", "clients", "pay+status/s", "requests/s", "p50 ms", "p99 ms", "max ms"])
            table.add([
                ledgerName, String(clients), String(Int(figures.pairsPerSecond.rounded())),
                String(Int((2 * figures.pairsPerSecond).rounded())), Self.text(figures.percentile(0.5)),
                Self.text(figures.percentile(0.99)), Self.text(figures.latencies.last ?? 0),
            ])
            print(table.render(indent: ""))
            print("ledger: \(figures.kept) payments kept for \(figures.pairs) answered; missing \(figures.missing), doubled \(figures.doubled), refused \(figures.refused)")
        }
        if figures.missing > 0 || figures.doubled > 0 || figures.refused > 0 { throw ExitCode.failure }
    }

    func measure() async throws -> Figures {
        let merchant = PhonePeMerchant()
        let opened = try await self.ledger.open()
        let ledger = opened.ledger
        // Nobody pays: the figure is the gateway's, not callbacks to a merchant that is not there.
        let store = GatewayStore(
            merchants: [ServedMerchant(settings: merchant, paysAfter: nil)], ledger: ledger,
            now: { Int64(Date().timeIntervalSince1970 * 1000) })
        let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
        let app = GatewayServer.application(store: store, port: 0, onBound: { portSink.yield($0) })
        let group = ServiceGroup(configuration: ServiceGroupConfiguration(services: [app], logger: app.logger))
        let server = Task { try await group.run() }
        defer { server.cancel() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw BenchError("the server did not start") }

        let started = ContinuousClock.now
        let deadline = started + .milliseconds(Int(seconds * 1000))
        let total = try await withThrowingTaskGroup(of: Tally.self) { tasks in
            for index in 0..<clients {
                tasks.addTask {
                    try await BenchConnection(host: "127.0.0.1", port: port).use { send in
                        try await Self.client(index, merchant: merchant, send: send, until: deadline)
                    }
                }
            }
            var total = Tally()
            for try await tally in tasks {
                total.paid += tally.paid
                total.refused += tally.refused
                total.latencies += tally.latencies
            }
            return total
        }
        let elapsed = ContinuousClock.now - started
        // Read while the ledger's services (a PostgreSQL pool) still run.
        let kept = try await ledger.payments(merchantId: merchant.merchantId, limit: Int.max, offset: 0).map(\.id)
        await group.triggerGracefulShutdown()
        _ = try? await server.value
        try await opened.close()
        let keptSet = Set(kept)
        return Figures(
            pairs: total.paid.count, refused: total.refused,
            elapsed: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
            latencies: total.latencies.sorted(), kept: kept.count,
            missing: Set(total.paid).subtracting(keptSet).count, doubled: kept.count - keptSet.count)
    }

    /// One client: pay, then ask for that payment's status, until the deadline.
    private static func client(
        _ index: Int, merchant: PhonePeMerchant, send: (GatewayRequest) async throws -> (status: Int, body: ByteBuffer),
        until deadline: ContinuousClock.Instant
    ) async throws -> Tally {
        var tally = Tally()
        var count = 0
        while ContinuousClock.now < deadline {
            let id = "BENCH\(index)X\(count)"
            count += 1
            let payload: JSONValue = [
                "merchantId": .string(merchant.merchantId), "merchantTransactionId": .string(id), "merchantUserId": "BENCHUSER",
                "amount": 10000, "callbackUrl": "http://127.0.0.1:9/callback", "mobileNumber": "9999999999",
                "paymentInstrument": ["type": "UPI_INTENT", "targetApp": "PHONEPE"], "deviceContext": ["deviceOS": "iOS"],
            ]
            let pay = GatewayRequest(SignedRequest(path: PhonePeFlow.pgIntent.path, payload: payload, merchant: merchant))
            let statusPath = PhonePeFlow.pgIntent.statusPath(merchantId: merchant.merchantId, id: id)
            let status = GatewayRequest(method: "GET", path: statusPath, headers: [
                HTTPHeader("X-VERIFY", Checksum.forStatus(path: statusPath, saltKey: merchant.saltKey, saltIndex: merchant.saltIndex)),
                HTTPHeader("X-MERCHANT-ID", merchant.merchantId),
            ])
            let (paid, payTime) = try await timed(pay, send)
            let (checked, statusTime) = try await timed(status, send)
            tally.latencies += [payTime, statusTime]
            if paid == "PAYMENT_INITIATED", checked == "PAYMENT_PENDING" { tally.paid.append(id) } else { tally.refused += 1 }
        }
        return tally
    }

    /// The answer's code and how long it took, in milliseconds.
    private static func timed(
        _ request: GatewayRequest, _ send: (GatewayRequest) async throws -> (status: Int, body: ByteBuffer)
    ) async throws -> (String, Double) {
        let start = ContinuousClock.now
        let (status, body) = try await send(request)
        let took = ContinuousClock.now - start
        let code = (try? JSONParser.parse(String(buffer: body)))?["code"]?.stringValue ?? "HTTP \(status)"
        return (code, Double(took.components.attoseconds) / 1e15 + Double(took.components.seconds) * 1000)
    }

    private static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    private static func text(_ value: Double) -> String { String(format: "%.2f", value) }
}
