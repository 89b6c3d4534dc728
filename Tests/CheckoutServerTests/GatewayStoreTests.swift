import CheckoutCore
import CheckoutServer
import Foundation
import Testing

/// A clock the test moves by hand.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var instant = ContinuousClock.Instant.now

    var now: ContinuousClock.Instant { lock.withLock { instant } }

    func advance(_ duration: Duration) { lock.withLock { instant += duration } }
}

/// As a sandbox does, the store has the user pay a few seconds after a payment was created.
@Suite("gateway store")
struct GatewayStoreTests {
    static func status(_ store: GatewayStore, id: String) async -> String? {
        let path = ServerFixtures.statusPath(id: id)
        let response = await store.respond(to: GatewayRequest(method: "GET", path: path, headers: ServerFixtures.statusHeaders(path: path)))
        return response.body["code"]?.stringValue
    }

    @Test func aPaymentSucceedsOnceItsDelayHasPassed() async {
        let clock = ManualClock()
        let store = GatewayStore(merchants: [ServerFixtures.merchant], paysAfter: .seconds(3), now: { clock.now })
        let paid = await store.respond(to: GatewayRequest(ServerFixtures.pay(id: "MT-DELAY-1")))
        #expect(paid.code == "PAYMENT_INITIATED")
        #expect(await Self.status(store, id: "MT-DELAY-1") == "PAYMENT_PENDING")
        clock.advance(.seconds(2))
        #expect(await Self.status(store, id: "MT-DELAY-1") == "PAYMENT_PENDING")
        clock.advance(.seconds(1))
        #expect(await Self.status(store, id: "MT-DELAY-1") == "PAYMENT_SUCCESS")
        #expect(await Self.status(store, id: "MT-DELAY-1") == "PAYMENT_SUCCESS")
    }

    @Test func eachPaymentKeepsItsOwnDelayAndARefusedOneIsNeverPaid() async {
        let clock = ManualClock()
        let store = GatewayStore(merchants: [ServerFixtures.merchant], paysAfter: .seconds(3), now: { clock.now })
        _ = await store.respond(to: GatewayRequest(ServerFixtures.pay(id: "MT-FIRST")))
        clock.advance(.seconds(2))
        _ = await store.respond(to: GatewayRequest(ServerFixtures.pay(id: "MT-SECOND")))
        var wrongSalt = ServerFixtures.merchant
        wrongSalt.saltKey = "not-the-salt"
        let refused = await store.respond(to: GatewayRequest(ServerFixtures.pay(id: "MT-REFUSED", signedWith: wrongSalt)))
        #expect(refused.code == "AUTHORIZATION_FAILED")
        clock.advance(.seconds(1))
        #expect(await Self.status(store, id: "MT-FIRST") == "PAYMENT_SUCCESS")
        #expect(await Self.status(store, id: "MT-SECOND") == "PAYMENT_PENDING")
        clock.advance(.seconds(2))
        #expect(await Self.status(store, id: "MT-SECOND") == "PAYMENT_SUCCESS")
        #expect(await Self.status(store, id: "MT-REFUSED") == "TRANSACTION_NOT_FOUND")
    }

    @Test func withoutADelayNobodyPays() async {
        let clock = ManualClock()
        let store = GatewayStore(merchants: [ServerFixtures.merchant], paysAfter: nil, now: { clock.now })
        _ = await store.respond(to: GatewayRequest(ServerFixtures.pay(id: "MT-NEVER")))
        clock.advance(.seconds(3600))
        #expect(await Self.status(store, id: "MT-NEVER") == "PAYMENT_PENDING")
    }
}
