import CheckoutCore
import CheckoutServer
import Testing

/// `/pg/v1/refund` through the store: a refund is a payment of its own, never beyond what was paid.
@Suite struct RefundTests {
    static let merchant = ServerFixtures.merchant

    static func refund(original: String, id: String, amount: Int64) -> GatewayRequest {
        var settings = merchant
        settings.callbackUrl = "https://merchant.example/refunds"
        return GatewayRequest(RefundRequest.signed(originalId: original, refundId: id, amount: amount, merchant: settings))
    }

    static func status(_ store: GatewayStore, id: String) async throws -> GatewayResponse {
        let path = ServerFixtures.statusPath(id: id)
        return try await store.respond(to: GatewayRequest(method: "GET", path: path, headers: ServerFixtures.statusHeaders(path: path)))
    }

    @Test func refundsAddUpToThePaymentAndNoMore() async throws {
        let clock = ManualClock()
        let ledger = MemoryLedger()
        let store = GatewayStore(merchants: [ServedMerchant(settings: Self.merchant, paysAfter: .seconds(3))], ledger: ledger, now: { clock.now })
        _ = try await store.respond(to: GatewayRequest(ServerFixtures.pay(id: "MT-PAID")))
        // Not paid yet: nothing to refund.
        let early = try await store.respond(to: Self.refund(original: "MT-PAID", id: "RF-EARLY", amount: 100))
        #expect(early.code == "BAD_REQUEST")
        clock.advance(.seconds(3))
        #expect(try await store.payDue() == 1)

        let first = try await store.respond(to: Self.refund(original: "MT-PAID", id: "RF-1", amount: 4000))
        #expect(first.code == "PAYMENT_PENDING")
        #expect(first.body["data"]?["merchantTransactionId"]?.stringValue == "RF-1")
        let paymentReference = try await Self.status(store, id: "MT-PAID").body["data"]?["transactionId"]
        #expect(first.body["data"]?["transactionId"] != paymentReference)

        let whilePending = try await store.respond(to: Self.refund(original: "MT-PAID", id: "RF-2", amount: 1000))
        #expect(whilePending.code == "EXCESS_REFUND_AMOUNT")
        #expect(try await Self.status(store, id: "RF-1").code == "PAYMENT_PENDING")
        #expect(try await Self.status(store, id: "RF-2").code == "TRANSACTION_NOT_FOUND")

        clock.advance(.seconds(3))
        #expect(try await Self.status(store, id: "RF-1").code == "PAYMENT_SUCCESS")
        let refundCallbacks = await ledger.callbacks(merchantId: Self.merchant.merchantId, paymentId: "RF-1")
        #expect(refundCallbacks.map(\.request.path) == ["https://merchant.example/refunds"])

        let reused = try await store.respond(to: Self.refund(original: "MT-PAID", id: "RF-1", amount: 1000))
        #expect(reused.code == "INVALID_TRANSACTION_ID")
        let tooMuch = try await store.respond(to: Self.refund(original: "MT-PAID", id: "RF-3", amount: 6001))
        #expect(tooMuch.code == "EXCESS_REFUND_AMOUNT")
        let rest = try await store.respond(to: Self.refund(original: "MT-PAID", id: "RF-4", amount: 6000))
        #expect(rest.code == "PAYMENT_PENDING")
        clock.advance(.seconds(3))
        #expect(try await store.payDue() == 1)
        let onePaiseMore = try await store.respond(to: Self.refund(original: "MT-PAID", id: "RF-5", amount: 1))
        #expect(onePaiseMore.code == "EXCESS_REFUND_AMOUNT")
    }

    @Test func aRefundOfAnUnknownPaymentOrARefundIsNotFound() async throws {
        let store = ServerFixtures.store(paysAfter: .zero)
        #expect(try await store.respond(to: Self.refund(original: "MT-NONE", id: "RF-X", amount: 100)).code == "TRANSACTION_NOT_FOUND")
        _ = try await store.respond(to: GatewayRequest(ServerFixtures.pay(id: "MT-OK")))
        #expect(try await Self.status(store, id: "MT-OK").code == "PAYMENT_SUCCESS")
        #expect(try await store.respond(to: Self.refund(original: "MT-OK", id: "RF-OK", amount: 100)).code == "PAYMENT_PENDING")
        #expect(try await store.respond(to: Self.refund(original: "RF-OK", id: "RF-OF-RF", amount: 50)).code == "TRANSACTION_NOT_FOUND")
    }
}
