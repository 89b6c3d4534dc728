import CheckoutCore
import CheckoutTUI
import Testing

/// The Seed row goes on across checkout pages of one session, so walks saved from them never share
/// an id or a scenario name.
@Suite("The session's seed")
struct SessionSeedTests {
    private static func seedOfCheckout(_ driver: TUIDriver) -> UInt64? {
        guard let page = driver.model.current.screen(as: CheckoutScreen.self) else { return nil }
        return page.nextSeed
    }

    private static func seed(of walk: WalkRecord) -> UInt64? {
        if case .phonePe(let transcript) = walk { return transcript.options.seed }
        return nil
    }

    @Test func aCheckoutPageOpenedAgainStartsAfterTheWalksBeforeIt() throws {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry("gpay-only"), ShippedProfiles.entry("iphone15-all-upi")])
        driver.openCheckout()
        #expect(Self.seedOfCheckout(driver) == 1)
        driver.press(.enter, .enter, .enter, .enter, .character("a"), .character("s"))
        let first = try #require(SaveScenarioTests.request(driver.lastCommand))
        // Back to the device screen and in again: the page goes on at 2.
        driver.press(.enter, .escape, .enter)
        #expect(Self.seedOfCheckout(driver) == 2)
        driver.press(.enter, .enter, .enter, .enter, .character("a"), .character("s"))
        let second = try #require(SaveScenarioTests.request(driver.lastCommand))
        #expect(Self.seed(of: first.walk) == 1)
        #expect(Self.seed(of: second.walk) == 2)
        // Another profile's page goes on from there too.
        driver.press(.enter, .escape, .escape)
        driver.press(.down, .enter, .enter)
        #expect(Self.seedOfCheckout(driver) == 3)
    }
}

/// Going back from the checkout page (to edit the device, say) and coming again finds the page as
/// it was left: the flow, the outcome and the seed chosen.
@Suite struct CheckoutChoicesKeptTests {
    @Test func thePageOpenedAgainKeepsTheFlowOutcomeAndSeedChosen() throws {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry("gpay-only")])
        driver.openCheckout()
        guard let first = driver.model.current.screen(as: CheckoutScreen.self), let before = first.phonePe else { Issue.record("no checkout page"); return }
        // From the app row up to the flow, one to the right; down to the outcome, one to the right;
        // down to the seed, four to the right.
        driver.press(.up, .up, .right, .down, .right, .down, .down, .right, .right, .right, .right)
        guard let chosen = driver.model.current.screen(as: CheckoutScreen.self), let picked = chosen.phonePe else { Issue.record("left the page"); return }
        #expect(picked.flow != before.flow)
        #expect(picked.seed == 5)
        driver.press(.escape, .enter)
        guard let again = driver.model.current.screen(as: CheckoutScreen.self), let kept = again.phonePe else { Issue.record("no checkout page again"); return }
        #expect(kept.flow == picked.flow)
        #expect(kept.outcome == picked.outcome)
        #expect(kept.seed == 5)
    }
}
