import CheckoutCore
import CheckoutServer
import Foundation

/// A payment the simulated user paid, owing its merchant a callback to a given URL.
enum CallbackFixtures {
    static let paymentId = "MT-CALLBACK-1"

    /// A memory ledger holding one payment of 10000 paise whose callback, to `url`, is due now.
    static func ledgerOwingCallback(to url: String, clock: ManualClock, id: String = paymentId) async throws -> MemoryLedger {
        let ledger = MemoryLedger()
        let store = GatewayStore(
            merchants: [ServedMerchant(settings: ServerFixtures.merchant, paysAfter: .zero)], ledger: ledger, now: { clock.now })
        let pay = try await store.respond(to: GatewayRequest(pay(id: id, callbackUrl: url)))
        precondition(pay.code == "PAYMENT_INITIATED", "\(pay.body)")
        _ = try await store.payDue()
        return ledger
    }

    static func pay(id: String, callbackUrl: String) -> SignedRequest {
        guard case .object(var payload) = ServerFixtures.payPayload(id: id) else { preconditionFailure("a pay payload is an object") }
        payload.members = payload.members.map { $0.key == "callbackUrl" ? JSONMember("callbackUrl", .string(callbackUrl)) : $0 }
        return SignedRequest(path: PhonePeFlow.pgIntent.path, payload: .object(payload), merchant: ServerFixtures.merchant)
    }

    static func dispatcher(
        _ ledger: MemoryLedger, clock: ManualClock, attempts: Int = 10, copies: Int = 1, log: LiveLog = .off
    ) -> CallbackDispatcher {
        CallbackDispatcher(
            ledger: ledger, schedule: RetrySchedule(maxAttempts: attempts, backoff: .seconds(2)), log: log, copies: copies,
            now: { clock.now })
    }

    static func callback(_ ledger: MemoryLedger, id: String = paymentId) async -> LedgerCallback? {
        await ledger.callbacks(merchantId: ServerFixtures.merchant.merchantId, paymentId: id).first
    }

    /// Collects what a live log writes, line by line.
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []

        var all: [String] { lock.withLock { lines } }

        func log(_ format: LiveLog.Format, clock: ManualClock) -> LiveLog {
            LiveLog(format: format, now: { clock.now }, sink: { line in self.lock.withLock { self.lines.append(line) } })
        }
    }
}
