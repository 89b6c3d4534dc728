import CheckoutCore
import CheckoutTUI
import Testing

/// The TUI as the phone (`tui --gateway`), through its model: what it asks the gateway, how replies
/// change the screens, and what it says when the gateway cannot be used.
@Suite("The phone: a served payment's screens, its hand-off and the gateway's problems")
struct PhoneScreensTests {
    static let device = ShippedProfiles.entry("iphone15-all-upi")
    static let gateway = PhoneFixtures.gateway

    private func phone(with payments: [ServedPayment]) -> TUIDriver {
        var driver = TUIDriver(gateway: Self.gateway, profile: Self.device)
        driver.receive(.list(.success(PhoneFixtures.list(payments))))
        return driver
    }

    @Test func itStartsOnTheGatewaysPaymentsAndAsksForThem() {
        let driver = TUIDriver(gateway: Self.gateway, profile: Self.device)
        #expect(AppModel.phoneRefresh(driver.model) == [.list])
        #expect(driver.text.contains("Asking \(Self.gateway) for its payments…"))
        #expect(driver.lines[0].contains("Phone on \(Self.gateway)"))
    }

    @Test func paymentsAreListedNewestFirstAndTheChosenOneStaysChosen() {
        let first = PhoneFixtures.payment("MT-1")
        let second = PhoneFixtures.payment("MT-2", amount: 12345)
        var driver = phone(with: [first, second])
        #expect(driver.text.contains("Payments on \(Self.gateway) (2)"))
        let rows = driver.lines.filter { $0.contains("MERCHANTUAT  ₹") }
        #expect(rows.count == 2)
        #expect(rows.first?.contains("MT-2") == true && rows.first?.contains("₹123.45") == true)
        #expect(rows.first?.contains("waiting for the user") == true)
        driver.press(.selectNext)
        #expect(driver.chosenLines.first?.contains("MT-1") == true)
        // A new payment arrives above: MT-1 stays chosen.
        driver.receive(.list(.success(PhoneFixtures.list([first, second, PhoneFixtures.payment("MT-3")]))))
        #expect(driver.chosenLines.first?.contains("MT-1") == true)
        #expect(driver.text.contains("open(url) opens phonepe"))
    }

    @Test func aPaymentShowsItsRequestItsIntentURLAndTheDevice() {
        let payment = PhoneFixtures.payment("MT-1")
        var driver = phone(with: [payment])
        driver.confirm()
        guard let screen = driver.model.current.screen(as: PhonePaymentScreen.self) else {
            Issue.record("Enter did not open the payment")
            return
        }
        #expect(AppModel.phoneRefresh(driver.model) == [.payment(screen.payment.key)])
        #expect(driver.text.contains("Payment MT-1 on \(Self.gateway)"))
        #expect(driver.text.contains("waiting for the user: Enter acts as the payment app"))
        // A listing carries no callbacks; the payment's own answer does.
        #expect(driver.text.contains("Loading…"))
        driver.receive(.payment(payment.key, .success(payment)))
        #expect(driver.text.contains("None owed yet"))
        driver.nextPane()
        #expect(driver.text.contains("Request: POST /pg/v1/pay"))
        #expect(driver.text.contains("\"merchantTransactionId\": \"MT-1\""))
        driver.nextPane()
        #expect(driver.text.contains("Intent URL and its parameters"))
        #expect(driver.text.contains("ppe://pay?pa="))
        #expect(driver.lines(containing: "payee UPI address").count == 1)
        driver.nextPane()
        #expect(driver.text.contains("open(url) opens phonepe on this device."))
        #expect(driver.text.contains("deviceContext the merchant sent"))
        driver.press(.character("d"))
        #expect(driver.text.contains("Schemes: canOpenURL"))
    }

    @Test func theHandOffTellsTheGatewayAndShowsThePaymentAsDecided() {
        let waiting = PhoneFixtures.payment("MT-1")
        var driver = phone(with: [waiting])
        driver.confirm()
        driver.confirm()
        #expect(driver.text.contains("PhonePe opened"))
        #expect(driver.text.contains("PhonePe asks: Pay ₹100.00 to MERCHANT (MERCHANTUAT@ybl)"))
        #expect(driver.text.contains("What does the user do in PhonePe?"))
        driver.press(.selectNext)
        #expect(driver.text.contains("records it declined"))
        driver.confirm()
        #expect(driver.lastCommand == .phone(.act(waiting.key, .decline)))
        #expect(driver.text.contains("Telling the gateway: decline…"))
        // No refresh while the action is on its way, and no second action.
        #expect(AppModel.phoneRefresh(driver.model) == [])
        driver.confirm()
        #expect(driver.lastCommand == .none)

        let declined = PhoneFixtures.payment("MT-1", decision: .declined, attempts: [["at": 1_700_000_001_000, "httpStatus": 503, "error": .null]])
        driver.receive(.acted(waiting.key, .decline, .success(declined)))
        #expect(driver.model.screens.count == 2)
        #expect(driver.text.contains("decline: the gateway recorded MT-1 declined and owes its callback"))
        #expect(driver.text.contains("declined in the payment app"))
        #expect(driver.text.contains("PAYMENT_DECLINED (the last repeats)"))
        #expect(driver.text.contains("1. POST \(PhoneFixtures.callbackUrl)  owed, next attempt at 22:13:21 UTC"))
        #expect(driver.text.contains("attempt at 22:13:21 UTC  HTTP 503"))
        // Decided: Enter no longer hands off.
        driver.confirm()
        #expect(driver.model.screens.count == 2)
    }

    @Test func anActionTheGatewayRefusesSaysWhyAndStays() {
        let waiting = PhoneFixtures.payment("MT-1")
        var driver = phone(with: [waiting])
        driver.confirm()
        driver.confirm()
        driver.confirm()
        #expect(driver.lastCommand == .phone(.act(waiting.key, .pay)))
        let message = "payment MT-1 was already approved in the payment app; \"pay\" cannot apply"
        driver.receive(.acted(waiting.key, .pay, .failure(.refused(status: 409, message: message))))
        #expect(driver.model.screens.count == 3)
        #expect(driver.text.contains("The gateway refused (HTTP 409): payment MT-1 was already approved"))
        // The refresh that follows shows it decided, with nothing left to do.
        driver.receive(.payment(waiting.key, .success(PhoneFixtures.payment("MT-1", decision: .approved))))
        #expect(driver.text.contains("The payment was already approved: nothing is left to do here."))
    }

    @Test func onADeviceWithoutTheAppTheHandOffSaysSoAndStillLetsTheUserAct() {
        var driver = TUIDriver(gateway: Self.gateway, profile: ShippedProfiles.entry("gpay-only"))
        let payment = PhoneFixtures.payment("MT-1")
        driver.receive(.list(.success(PhoneFixtures.list([payment]))))
        #expect(driver.text.contains("On iPhone 14 — Google Pay only: no installed app registers the \"ppe\" scheme"))
        driver.confirm()
        driver.confirm()
        #expect(driver.text.contains("open(url) fails on this device"))
        #expect(driver.text.contains("you may still act as the payment app"))
        driver.press(.selectNext, .selectNext, .selectNext)
        driver.confirm()
        #expect(driver.lastCommand == .phone(.act(payment.key, .payThenKill)))
    }

    @Test func serveNotRunningSaysWhereAndHowToStartIt() {
        var driver = TUIDriver(gateway: Self.gateway, profile: Self.device)
        driver.receive(.list(.failure(.notRunning)))
        #expect(driver.text.contains("Nothing answers at \(Self.gateway): is checkout-sim serve running?"))
        #expect(driver.text.contains("checkout-sim serve --port 8080"))
        // The next answer clears it.
        driver.receive(.list(.success(PhoneFixtures.list([]))))
        #expect(!driver.text.contains("Nothing answers"))
    }

    @Test func aURLThatIsNotServeSaysSo() {
        var driver = TUIDriver(gateway: Self.gateway, profile: Self.device)
        driver.receive(.list(.failure(.notServe("HTTP 404 on /_sim/transactions"))))
        #expect(driver.text.contains("\(Self.gateway) answers, but it is not checkout-sim serve: HTTP 404 on /_sim/transactions."))
    }

    @Test func anEmptyListSaysHowToCreateAPayment() {
        let driver = phone(with: [])
        #expect(driver.text.contains("Payments on \(Self.gateway) (0)"))
        #expect(driver.text.contains("No payment yet. The merchant's server creates one with a signed POST /pg/v1/pay"))
        #expect(driver.text.contains("A PhonePe v2 order (POST /checkout/v2/pay or /payments/v2/pay"))
        #expect(driver.text.contains("docs/serve.md"))
    }

    @Test func theRunLoopAsksForWhatTheScreenShowsAndTakesRepliesBetweenKeys() {
        let payment = PhoneFixtures.payment("MT-1")
        let link = ScriptedLink(replies: [.list(.success(PhoneFixtures.list([payment])))])
        let terminal = MemoryTerminal(size: TerminalSize(columns: 100, rows: 30), events: [.key(.enter), .key(.enter), .key(.enter)])
        let model = AppModel(gateway: Self.gateway, profiles: [Self.device], selectedProfile: 0, size: terminal.size)
        let last = TUIApp.run(model, on: terminal, phone: link.link)
        #expect(link.sent == [.list, .payment(payment.key), .act(payment.key, .pay)])
        guard let screen = last.current.screen(as: PhoneHandOffScreen.self) else {
            Issue.record("the hand-off is not on top")
            return
        }
        #expect(screen.sending == .pay)
        #expect(terminal.lastFrameText.contains("Telling the gateway: pay…"))
    }
}

/// A gateway link for the run loop: records what is sent, hands out scripted replies one poll at a time.
private final class ScriptedLink {
    var sent: [PhoneCall] = []
    var replies: [PhoneReply]

    init(replies: [PhoneReply]) { self.replies = replies }

    var link: PhoneLink {
        PhoneLink(send: { self.sent.append($0) }, replies: {
            guard !self.replies.isEmpty else { return [] }
            return [self.replies.removeFirst()]
        })
    }
}
