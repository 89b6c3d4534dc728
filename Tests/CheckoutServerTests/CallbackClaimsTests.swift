import CheckoutCore
@testable import CheckoutServer
import Testing

/// One dispatcher never sends a callback twice at once, even when a poll read the ledger just
/// before another attempt at it was recorded.
@Suite("callback claims")
struct CallbackClaimsTests {
    static func callback(_ id: Int64) -> LedgerCallback {
        LedgerCallback(
            id: id, merchantId: "M", paymentId: "P\(id)", request: GatewayRequest(method: "POST", path: "http://127.0.0.1/cb", headers: []),
            nextAttemptAt: 0)
    }

    @Test func aCallbackUnderWayIsNotClaimedAgain() async {
        let claims = CallbackClaims()
        let first = await claims.beginRead()
        #expect(await claims.claim([Self.callback(1)], read: first.read, limit: 10).map(\.id) == [1])
        let second = await claims.beginRead()
        #expect(second.inFlight == 1)
        #expect(await claims.claim([Self.callback(1), Self.callback(2)], read: second.read, limit: 10).map(\.id) == [2])
    }

    @Test func aReadThatMayHaveSeenAnAttemptBeforeItWasRecordedLeavesItToTheNext() async {
        let claims = CallbackClaims()
        let first = await claims.beginRead()
        _ = await claims.claim([Self.callback(1)], read: first.read, limit: 10)
        let stale = await claims.beginRead()
        await claims.release(1)
        #expect(await claims.claim([Self.callback(1)], read: stale.read, limit: 10).isEmpty)
        let fresh = await claims.beginRead()
        #expect(await claims.claim([Self.callback(1)], read: fresh.read, limit: 10).map(\.id) == [1])
    }

    @Test func noMoreThanTheLimitAreUnderWay() async {
        let claims = CallbackClaims()
        let read = await claims.beginRead()
        let claimed = await claims.claim((1...5).map { Self.callback($0) }, read: read.read, limit: 3)
        #expect(claimed.map(\.id) == [1, 2, 3])
    }
}
