@testable import CheckoutServer
import CheckoutTestSupport
import Testing

/// The bounds on callback attempts under way: in all, per merchant host, and on those waiting.
@Suite("callback delivery slots")
struct DeliverySlotsTests {
    @Test func aBusyHostsAttemptWaitsForItsOwnSlotWhileOtherHostsGoAhead() async throws {
        let slots = DeliverySlots(total: 3, perHost: 1)
        #expect(await slots.take("http://a:80", patience: .seconds(5)))
        let waiting = Task { await slots.take("http://a:80", patience: .seconds(5)) }
        #expect(await slots.take("http://b:80", patience: .seconds(5)))
        #expect(await slots.free == 1)
        // The slot passes to the one waiting: the count under way does not change.
        await slots.give("http://a:80")
        #expect(await waiting.value)
        #expect(await slots.free == 1)
    }

    @Test func aWaitEndsUnsatisfiedAfterItsPatienceOrWhenCancelled() async throws {
        let slots = DeliverySlots(total: 2, perHost: 1)
        #expect(await slots.take("http://a:80", patience: .seconds(5)))
        #expect(await slots.take("http://a:80", patience: .milliseconds(50)) == false)
        let cancelled = Task { await slots.take("http://a:80", patience: .seconds(60)) }
        cancelled.cancel()
        #expect(await cancelled.value == false)
    }

    @Test func noMoreThanTheTotalWaitForOneHost() async throws {
        let slots = DeliverySlots(total: 2, perHost: 1)
        #expect(await slots.take("http://a:80", patience: .seconds(5)))
        let waiters = (0..<2).map { _ in Task { await slots.take("http://a:80", patience: .seconds(5)) } }
        try await eventually("two takers waiting for the host", within: .seconds(5)) { await slots.waiting(for: "http://a:80") == 2 }
        #expect(await slots.take("http://a:80", patience: .seconds(5)) == false)
        for _ in 0..<3 { await slots.give("http://a:80") }
        for waiter in waiters { #expect(await waiter.value) }
    }

    @Test(arguments: [
        ("http://Shop.example/cb", "http://shop.example:80"), ("https://shop.example/cb", "https://shop.example:443"),
        ("http://127.0.0.1:9000/a", "http://127.0.0.1:9000"),
    ])
    func callbacksToOneServerShareItsSlots(url: String, host: String) {
        #expect(DeliverySlots.host(of: url) == host)
    }
}
