import CheckoutCLI
import CheckoutGatewayCLI
import CheckoutCore
import CheckoutServer
import CheckoutTUI
import Hummingbird
import ServiceLifecycle
import Testing

/// `tui --gateway`'s link over real HTTP: a served payment listed, read and acted on; the admin API's
/// refusal passed on; a URL where nothing listens, or something else answers, named as such.
@Suite struct GatewayPhoneTests {
    static let merchant = PhonePeMerchant()

    @Test(.timeLimit(.minutes(1)))
    func itListsReadsAndActsOnAServedPayment() async throws {
        let store = GatewayStore(merchants: [ServedMerchant(settings: Self.merchant, paysAfter: nil)], now: { 1_700_000_000_000 })
        try await Self.running({ GatewayServer.application(store: store, port: 0, onBound: $0) }) { url in
            let payload: JSONValue = [
                "merchantId": .string(Self.merchant.merchantId), "merchantTransactionId": "MT-LINK-1", "merchantUserId": "U1",
                "amount": 10000, "callbackUrl": "http://127.0.0.1:9/callback",
                "paymentInstrument": ["type": "UPI_INTENT", "targetApp": "PHONEPE"], "deviceContext": ["deviceOS": "IOS"],
            ]
            _ = try await store.respond(to: GatewayRequest(SignedRequest(path: PhonePeFlow.pgIntent.path, payload: payload, merchant: Self.merchant)))
            let phone = GatewayPhone(gateway: url)
            defer { phone.shutdown() }
            let key = ServedPaymentKey(merchantId: Self.merchant.merchantId, id: "MT-LINK-1")

            guard case .list(.success(let list)) = try await Self.reply(to: .list, from: phone) else {
                Issue.record("the listing did not come back")
                return
            }
            #expect(list.total == 1)
            #expect(list.payments.map(\.record.id) == ["MT-LINK-1"])
            #expect(list.payments.first?.record.handOffUrl?.hasPrefix("ppe://pay?") == true)

            let shown = try await Self.reply(to: .payment(key), from: phone)
            guard case .payment(key, .success(let payment)) = shown else {
                Issue.record("the payment did not come back: \(shown)")
                return
            }
            #expect(payment.awaitsUser)
            #expect(payment.callbacks == [])

            let paid = try await Self.reply(to: .act(key, .pay), from: phone)
            guard case .acted(key, .pay, .success(let decided)) = paid else {
                Issue.record("the action was not taken: \(paid)")
                return
            }
            #expect(decided.record.decision == .approved)
            #expect(decided.callbacks?.map(\.url) == ["http://127.0.0.1:9/callback"])

            let again = try await Self.reply(to: .act(key, .decline), from: phone)
            guard case .acted(key, .decline, .failure(.refused(let status, let message))) = again else {
                Issue.record("a second action was not refused: \(again)")
                return
            }
            #expect(status == 409)
            #expect(message.contains("MT-LINK-1 was already approved"))
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aServerThatIsNotServeIsNamedAsSuch() async throws {
        try await Self.running(Self.somethingElse) { url in
            let phone = GatewayPhone(gateway: url)
            defer { phone.shutdown() }
            let reply = try await Self.reply(to: .list, from: phone)
            #expect(reply == .list(.failure(.notServe("HTTP 404 on /_sim/transactions"))))
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func nothingListeningIsNamedAsNotRunning() async throws {
        // Port 1 (tcpmux) is reserved and nothing listens on it on loopback.
        let phone = GatewayPhone(gateway: "http://127.0.0.1:1")
        defer { phone.shutdown() }
        #expect(try await Self.reply(to: .list, from: phone) == .list(.failure(.notRunning)))
    }

    /// An HTTP server with no routes: every path answers 404.
    static func somethingElse(onBound: @escaping @Sendable (Int) async -> Void) -> some ApplicationProtocol {
        Application(
            router: Router(), configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { await onBound($0.localAddress?.port ?? 0) })
    }

    /// Sends `call` and polls for its reply, as the TUI's run loop does.
    static func reply(to call: PhoneCall, from phone: GatewayPhone) async throws -> PhoneReply {
        phone.send(call)
        while true {
            if let reply = phone.takeReplies().first { return reply }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Runs the application `make` builds on a free loopback port for `body`, which gets its URL, then stops it.
    static func running<App: ApplicationProtocol>(
        _ make: (@escaping @Sendable (Int) async -> Void) -> App, _ body: (String) async throws -> Void
    ) async throws {
        let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
        let app = make { portSink.yield($0) }
        let group = ServiceGroup(configuration: ServiceGroupConfiguration(services: [app], logger: app.logger))
        let server = Task { try await group.run() }
        var iterator = ports.makeAsyncIterator()
        let port = await iterator.next() ?? 0
        do { try await body("http://127.0.0.1:\(port)") } catch {
            await group.triggerGracefulShutdown()
            throw error
        }
        await group.triggerGracefulShutdown()
        _ = try? await server.value
    }
}
