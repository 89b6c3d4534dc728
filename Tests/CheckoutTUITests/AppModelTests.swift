import CheckoutCore
import CheckoutTUI
import Testing

@Suite("The app: too small, resize, help, title and status lines")
struct AppModelTests {
    static let profiles = ["gpay-only", "iphone15-all-upi"].map(ShippedProfiles.entry)

    @Test func tooSmallSaysHowBigTheWindowMustBe() {
        let driver = TUIDriver(profiles: Self.profiles, columns: 40, rows: 10)
        #expect(driver.lines.filter { !$0.isEmpty } == [
            "    The window is too small (40×10).",
            "   checkout-sim needs at least 60×16.",
            "  Make it larger, or press q to quit.",
        ])
        #expect(driver.lines[3] == "    The window is too small (40×10).")
    }

    @Test func growingBackRestoresTheScreenAsItWas() {
        var driver = TUIDriver(profiles: Self.profiles)
        driver.openCheckout()
        let before = driver.text
        driver.resize(columns: 59, rows: 24)
        #expect(driver.text.contains("The window is too small (59×24)."))
        driver.press(.down, .enter)
        #expect(driver.model.screens.count == 3)
        driver.resize(columns: 80, rows: 24)
        #expect(driver.text == before)
    }

    @Test func qQuitsWhileTooSmall() {
        var driver = TUIDriver(profiles: Self.profiles, columns: 60, rows: 15)
        driver.quit()
        #expect(driver.lastCommand == .quit)
    }

    @Test func theMinimumSizeItselfIsUsable() {
        var driver = TUIDriver(profiles: Self.profiles, columns: 60, rows: 16)
        driver.openCheckout()
        #expect(driver.text.contains("Pay with  Google Pay"))
        #expect(driver.lines[15].hasPrefix(" ↑↓/jk move"))
    }

    @Test func resizeRedrawsAtTheNewSize() {
        var driver = TUIDriver(profiles: Self.profiles)
        driver.resize(columns: 120, rows: 40)
        #expect(driver.frame.size == TerminalSize(columns: 120, rows: 40))
        #expect(driver.lines[38].hasSuffix("┘"))
        #expect(driver.lines[38].count == 120)
    }

    @Test func questionMarkShowsTheKeysAndAnyKeyClosesThem() {
        var driver = TUIDriver(profiles: Self.profiles)
        driver.openCheckout()
        driver.openHelp()
        #expect(driver.text.contains("Keys"))
        #expect(driver.text.contains("type or erase the amount, in paise"))
        #expect(driver.text.contains("Ctrl-C        quit at once"))
        driver.quit()
        #expect(driver.lastCommand == .none)
        #expect(!driver.text.contains("quit at once"))
        #expect(driver.model.screens.count == 3)
    }

    @Test func theTitleBarIsABreadcrumb() {
        var driver = TUIDriver(profiles: Self.profiles)
        #expect(driver.lines[0] == " checkout-sim  Profiles")
        driver.openCheckout()
        #expect(driver.lines[0] == " checkout-sim  Profiles › iPhone 14 — Google Pay only › Checkout")
        driver.confirm()
        #expect(driver.lines[0] == " checkout-sim  Profiles › iPhone 14 — Google Pay only › Checkout › Inspector")
        driver.resize(columns: 60, rows: 24)
        // Too long for 60 columns: the oldest crumbs give way.
        #expect(driver.lines[0] == " checkout-sim  … › Checkout › Inspector")
    }

    @Test func theStatusLineFollowsTheScreen() {
        var driver = TUIDriver(profiles: Self.profiles)
        driver.confirm()
        // At 80 columns the editing keys go before scrolling, which the arrows make plain (and ? lists).
        #expect(driver.lines[23] == " Enter checkout  i a x v c edit  Tab pane  Esc/q back  ? help")
        driver.confirm()
        #expect(driver.lines[23].contains("0-9 ⌫ amount"))
    }

    @Test func escapeAndQWalkBackDownTheStack() {
        var driver = TUIDriver(profiles: Self.profiles)
        driver.openCheckout()
        driver.confirm()
        #expect(driver.model.screens.count == 4)
        driver.quit()
        driver.back()
        driver.quit()
        #expect(driver.model.screens.count == 1)
        #expect(driver.lastCommand == .none)
    }

    @Test func inputClosingQuits() {
        var driver = TUIDriver(profiles: Self.profiles)
        driver.send(.inputClosed)
        #expect(driver.lastCommand == .quit)
    }
}
