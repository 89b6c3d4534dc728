import CheckoutCore
import CheckoutServer
import Foundation
import Testing

/// A wall clock in milliseconds that the test moves by hand.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var milliseconds: Int64 = 1_764_000_000_000

    var now: Int64 { lock.withLock { milliseconds } }

    func advance(_ duration: Duration) { lock.withLock { milliseconds += duration.components.seconds * 1000 } }
}

/// As a sandbox does, the store has the user pay a few seconds after a payment was created.
@Suite("gateway store")
struct GatewayStoreTests {
    static func status(_ store: GatewayStore, id: String) async throws -> String? {
        let path = ServerFixtures.statusPath(id: id)
        let response = try await store.respond(to: GatewayRequest(method: "GET", path: path, headers: ServerFixtures.statusHeaders(path: path)))
        return response.body["code"]?.stringValue
    }

    @Test func aPaymentSucceedsOnceItsDelayHasPassed() async throws {
        let clock = ManualClock()
        let store = ServerFixtures.store(paysAfter: .seconds(3), now: { clock.now })
        let paid = try await store.respond(to: GatewayRequest(ServerFixtures.pay(id: "MT-DELAY-1")))
        #expect(paid.code == "PAYMENT_INITIATED")
        #expect(try await Self.status(store, id: "MT-DELAY-1") == "PAYMENT_PENDING")
        clock.advance(.seconds(2))
        #expect(try await Self.status(store, id: "MT-DELAY-1") == "PAYMENT_PENDING")
        clock.advance(.seconds(1))
        #expect(try await Self.status(store, id: "MT-DELAY-1") == "PAYMENT_SUCCESS")
        #expect(try await Self.status(store, id: "MT-DELAY-1") == "PAYMENT_SUCCESS")
    }

    @Test func eachPaymentKeepsItsOwnDelayAndARefusedOneIsNeverPaid() async throws {
        let clock = ManualClock()
        let store = ServerFixtures.store(paysAfter: .seconds(3), now: { clock.now })
        _ = try await store.respond(to: GatewayRequest(ServerFixtures.pay(id: "MT-FIRST")))
        clock.advance(.seconds(2))
        _ = try await store.respond(to: GatewayRequest(ServerFixtures.pay(id: "MT-SECOND")))
        var wrongSalt = ServerFixtures.merchant
        wrongSalt.saltKey = "not-the-salt"
        let refused = try await store.respond(to: GatewayRequest(ServerFixtures.pay(id: "MT-REFUSED", signedWith: wrongSalt)))
        #expect(refused.code == "AUTHORIZATION_FAILED")
        clock.advance(.seconds(1))
        #expect(try await Self.status(store, id: "MT-FIRST") == "PAYMENT_SUCCESS")
        #expect(try await Self.status(store, id: "MT-SECOND") == "PAYMENT_PENDING")
        clock.advance(.seconds(2))
        #expect(try await Self.status(store, id: "MT-SECOND") == "PAYMENT_SUCCESS")
        #expect(try await Self.status(store, id: "MT-REFUSED") == "TRANSACTION_NOT_FOUND")
    }

    @Test func withoutADelayNobodyPays() async throws {
        let clock = ManualClock()
        let store = ServerFixtures.store(paysAfter: nil, now: { clock.now })
        _ = try await store.respond(to: GatewayRequest(ServerFixtures.pay(id: "MT-NEVER")))
        clock.advance(.seconds(3600))
        #expect(try await Self.status(store, id: "MT-NEVER") == "PAYMENT_PENDING")
    }
}

@Suite("gateway store ledger")
struct GatewayStoreLedgerTests {
    @Test func eachPaymentCarriesItsOwnReferenceIdAndKeepsItAcrossStores() async throws {
        let ledger = MemoryLedger()
        let first = GatewayStore(merchants: [ServedMerchant(settings: ServerFixtures.merchant, paysAfter: .zero)], ledger: ledger, now: { 1000 })
        _ = try await first.respond(to: GatewayRequest(ServerFixtures.pay(id: "MT-REF-A")))
        _ = try await first.respond(to: GatewayRequest(ServerFixtures.pay(id: "MT-REF-B")))
        func reference(_ store: GatewayStore, _ id: String) async throws -> String? {
            let path = ServerFixtures.statusPath(id: id)
            let answer = try await store.respond(to: GatewayRequest(method: "GET", path: path, headers: ServerFixtures.statusHeaders(path: path)))
            #expect(answer.code == "PAYMENT_SUCCESS")
            return answer.body["data"]?["transactionId"]?.stringValue
        }
        let a = try await reference(first, "MT-REF-A")
        let b = try await reference(first, "MT-REF-B")
        #expect(a != nil && a != b)
        // A second store on the same ledger (a restart, another server) answers the same ids.
        let second = GatewayStore(merchants: [ServedMerchant(settings: ServerFixtures.merchant)], ledger: ledger, now: { 2000 })
        #expect(try await reference(second, "MT-REF-A") == a)
        #expect(await ledger.count(merchantId: nil) == 2)
    }

    @Test func theUsersPaymentOwesOneCallbackSignedForTheMerchant() async throws {
        let ledger = MemoryLedger()
        let clock = ManualClock()
        let store = GatewayStore(merchants: [ServedMerchant(settings: ServerFixtures.merchant, paysAfter: .seconds(3))], ledger: ledger, now: { clock.now })
        _ = try await store.respond(to: GatewayRequest(ServerFixtures.pay(id: "MT-CB-1")))
        #expect(try await store.payDue() == 0)
        clock.advance(.seconds(3))
        #expect(try await store.payDue() == 1)
        #expect(try await store.payDue() == 0)
        let callbacks = await ledger.callbacks(merchantId: ServerFixtures.merchant.merchantId, paymentId: "MT-CB-1")
        #expect(callbacks.count == 1)
        #expect(callbacks.first?.request.path == ServerFixtures.callbackUrl)
        #expect(callbacks.first?.nextAttemptAt == clock.now)
        let check = CallbackVerifier.check(callbacks[0].request, merchant: ServerFixtures.merchant, expectedAmount: 10000)
        #expect(check.verified)
    }
}
