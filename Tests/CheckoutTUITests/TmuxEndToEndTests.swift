import CheckoutTestSupport
import Foundation
import Testing

/// The real binary in a real terminal (tmux), driven by keys and read off the screen. Serialized so
/// six programs do not fight the rest of the suite for a small machine's cores.
@Suite("TUI end to end in tmux", .serialized)
struct TmuxEndToEndTests {
    /// Moves the picker to `id` by going to the top and down a row at a time, then waits for its file in the details pane.
    private func pick(_ id: String, in session: TmuxSession) throws {
        let index = try #require(ShippedProfileFiles.names.firstIndex(of: id))
        try session.press(.first)
        for _ in 0..<index { try session.press(.selectNext) }
        try session.waitFor(text: "Profiles/\(id).")
    }

    private func openCheckout(_ id: String, in session: TmuxSession) throws -> String {
        try session.waitFor(text: "Device profiles")
        try pick(id, in: session)
        try session.press(.confirm)
        try session.waitFor(text: "Schemes: canOpenURL")
        try session.press(.confirm)
        return try session.waitFor(text: "Checkout on ")
    }

    /// The default profile's checkout page set to phonepe-intent with two pending status answers.
    private func openPhonePeIntentPendingTwice(in session: TmuxSession) throws {
        _ = try openCheckout("iphone15-all-upi", in: session)
        // From the first app up to the flow row: one step left is phonepe-intent; then two outcomes on.
        try session.press(.selectPrevious, .selectPrevious, .previousChoice)
        try session.waitFor(text: "‹ phonepe-intent ›")
        try session.press(.selectNext, .nextChoice, .nextChoice)
        try session.waitFor(text: "‹ pending:2,success ›")
    }

    @Test func thePickerListsTheShippedProfiles() throws {
        let session = try TmuxSession(name: "picker", rows: 40)
        defer { session.kill() }
        let ids = ShippedProfileFiles.names
        #expect(ids.count >= 10)
        let screen = try session.waitFor(text: "Device profiles (\(ids.count))")
        for id in ids { #expect(screen.contains("│ \(id) "), "picker is missing \(id)") }
        #expect(screen.contains("mid-custom-merchant"))
        // The default profile is chosen at start.
        #expect(screen.contains("Profiles/iphone15-all-upi.json"))
    }

    @Test func gpayOnlysCheckoutShowsOnlyGooglePay() throws {
        let session = try TmuxSession(name: "gpay-only")
        defer { session.kill() }
        let screen = try openCheckout("gpay-only", in: session)
        let payWith = screen.split(separator: "\n").filter { $0.contains("Pay with") }
        #expect(payWith.count == 1)
        #expect(payWith.first?.contains("Google Pay") == true)
        #expect(screen.contains("PhonePe is not shown"))
        #expect(screen.contains("₹1.00  (100 paise)"))
    }

    @Test func gpayOnlyWalksOpenIntentToSuccessWithAManualReturn() throws {
        let session = try TmuxSession(name: "walk-gpay")
        defer { session.kill() }
        _ = try openCheckout("gpay-only", in: session)
        try session.press(.confirm)
        let inspector = try session.waitFor(text: "deviceContext   Request   X-VERIFY   Response   Intent")
        #expect(inspector.contains("\"isPPAppPresent\": false"))
        try session.press(.nextSection, times: 4)
        let intent = try session.waitFor(text: "Intent URL and its parameters")
        #expect(intent.contains("gpay://upi/pay?"))
        try session.press(.confirm)
        let handOff = try session.waitFor(text: "What does the user do in Google Pay?")
        #expect(handOff.contains("Pay ₹1.00"))
        try session.press(.confirm)
        let returned = try session.waitFor(text: "Manual return: the user switches back by hand")
        #expect(returned.contains("Google Pay does not return by itself"))
        try session.press(.confirm)
        try session.waitFor(text: "After the hand-off: clock at +")
        try session.press(.showAll)
        let status = try session.waitFor(text: "PAYMENT_SUCCESS · COMPLETED")
        #expect(status.contains("S2S callback, verified"))
        try session.press(.confirm)
        try session.waitFor(text: "Checkout on ")
    }

    @Test func phonePeIntentReturnsByCallbackAndSettlesAfterPendingChecks() throws {
        let session = try TmuxSession(name: "walk-phonepe")
        defer { session.kill() }
        try openPhonePeIntentPendingTwice(in: session)
        try session.press(.confirm)
        try session.waitFor(text: "\"merchantCallBackScheme\": \"iOSIntentIntegration\"")
        try session.press(.confirm)
        let handOff = try session.waitFor(text: "PhonePe opened")
        #expect(handOff.contains("ppe://pay?"))
        try session.press(.confirm)
        let returned = try session.waitFor(text: "Return by callback: the merchant app came back by itself")
        #expect(returned.contains("Opened with  iOSIntentIntegration://"))
        try session.press(.confirm)
        let first = try session.waitFor(text: "clock at +20 s")
        #expect(first.contains("status check 1  PAYMENT_PENDING"))
        try session.press(.confirm)
        try session.waitFor(text: "clock at +23 s")
        try session.press(.confirm)
        let callback = try session.waitFor(text: "S2S callback, verified")
        #expect(callback.contains("clock at +26 s"))
        try session.press(.confirm)
        let settled = try session.waitFor(text: "PAYMENT_SUCCESS · COMPLETED")
        #expect(settled.contains("status check 3          PAYMENT_SUCCESS"))
    }

    @Test func undeclaredSchemesShowNoUPIAppAndWhy() throws {
        let session = try TmuxSession(name: "undeclared")
        defer { session.kill() }
        let screen = try openCheckout("hidden-undeclared", in: session)
        #expect(!screen.contains("Pay with"))
        #expect(screen.contains("No UPI app is on this checkout page"))
        #expect(screen.contains("not declared in LSApplicationQueriesSchemes"))
        try session.press(.confirm)
        let refused = try session.waitFor(text: "Nothing was sent: the request breaks a rule.")
        #expect(refused.contains("openIntentWithApp"))
    }

    @Test func qBackToTheShellExitsZeroAndRestoresTheTerminal() throws {
        let session = try TmuxSession(name: "quit", arguments: ["--profile", "gpay-only"])
        defer { session.kill() }
        // --profile opens its device screen; q goes back to the picker with it chosen, and from there leaves.
        try session.waitFor(text: "Schemes: canOpenURL")
        try session.press(.quit)
        try session.waitFor(text: "Profiles/gpay-only.json")
        try session.press(.quit)
        let screen = try session.waitFor(text: "EXIT=")
        #expect(screen.contains("TTY=restored"))
        #expect(screen.contains("EXIT=0"))
        // The alternate screen is gone with the program.
        #expect(!screen.contains("Device profiles"))
    }

    @Test func ctrlCRestoresTheTerminalAndExits130() throws {
        let session = try TmuxSession(name: "ctrl-c")
        defer { session.kill() }
        _ = try openCheckout("iphone15-all-upi", in: session)
        try session.interrupt()
        let screen = try session.waitFor(text: "EXIT=")
        #expect(screen.contains("TTY=restored"))
        #expect(screen.contains("EXIT=130"))
        #expect(!screen.contains("Checkout on "))
    }

    @Test func tooSmallSaysSoAndGrowingBackRestoresTheScreen() throws {
        let session = try TmuxSession(name: "resize")
        defer { session.kill() }
        try session.waitFor(text: "Device profiles")
        try session.resize(columns: 40, rows: 10)
        let small = try session.waitFor(text: "The window is too small (40×10).")
        #expect(small.contains("checkout-sim needs at least 60×16."))
        try session.resize(columns: 100, rows: 30)
        let back = try session.waitFor(text: "Device profiles")
        #expect(!back.contains("too small"))
        #expect(back.split(separator: "\n").first?.contains("checkout-sim  Profiles") == true)
    }

    @Test func aNonUTF8LocaleGetsASCIIBoxesAndRs() throws {
        let session = try TmuxSession(name: "ascii", arguments: ["--profile", "gpay-only"], environment: ["LANG": "C", "LC_ALL": "C"])
        defer { session.kill() }
        try session.waitFor(text: "Schemes: canOpenURL")
        try session.press(.confirm)
        let screen = try session.waitFor(text: "Rs 1.00  (100 paise)")
        #expect(screen.contains("+- Checkout on iPhone 14 - Google Pay only"))
        #expect(!screen.contains("│"))
    }

    @Test func profileGivenByPathOpensItsDeviceScreenAndEscShowsItChosenInThePicker() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-sim-own-profile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let own = folder.appendingPathComponent("my-phone.json")
        try FileManager.default.copyItem(at: RepositoryPaths.profiles.appendingPathComponent("gpay-only.json"), to: own)
        let session = try TmuxSession(name: "own-profile", columns: 80, rows: 24, arguments: ["tui", "--profile", own.path])
        defer { session.kill() }
        let device = try session.waitFor(text: "Schemes: canOpenURL")
        #expect(device.split(separator: "\n").first?.contains("Profiles › iPhone 14 — Google Pay only") == true, "\(device)")
        try session.press(.back)
        // The details pane names the chosen profile's file: the one given, not the shipped gpay-only.
        let picker = try session.waitFor(text: "/checkout-sim-own-profile-")
        #expect(picker.contains("│ my-phone "))
        #expect(!picker.contains("Profiles/gpay-only.json"))
        // Enter opens it again, as it would any profile chosen by hand.
        try session.press(.confirm)
        try session.waitFor(text: "Schemes: canOpenURL")
    }

    @Test func aMouseClickChoosesAProfileAndASecondOpensIt() throws {
        let session = try TmuxSession(name: "mouse")
        defer { session.kill() }
        let screen = try session.waitFor(text: "Device profiles")
        let row = try #require(screen.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("│ gpay-only ") })
        try session.click(column: 4, row: row)
        try session.waitFor(text: "Profiles/gpay-only.json")
        try session.click(column: 4, row: row)
        try session.waitFor(text: "Schemes: canOpenURL")
    }

    @Test func aRecordedWalkReplaysGreen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-sim-recorded-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try TmuxSession(name: "record", environment: ["CHECKOUT_SIM_SCENARIOS": folder.path])
        defer { session.kill() }
        try openPhonePeIntentPendingTwice(in: session)
        try session.press(.confirm, times: 4)
        try session.waitFor(text: "clock at +20 s")
        try session.press(.showAll)
        try session.waitFor(text: "PAYMENT_SUCCESS · COMPLETED")
        try session.press(.saveScenario)
        try session.waitFor(text: "Saved ")
        // Saving the same walk again asks before touching the file; n keeps both.
        try session.press(.saveScenario)
        try session.waitFor(text: "y overwrite · n keep both · Esc cancel: ")
        try session.press(.keepBoth)
        try session.waitFor(text: "Saved ")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["iphone15-all-upi-phonepe-intent-2.yaml", "iphone15-all-upi-phonepe-intent.yaml"])

        let replay = try CLI.run(["replay", folder.path])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
        #expect(replay.stdout.hasSuffix("2 passed, 0 failed\n"))
    }

    @Test func citconAllWalletsWalksAlipayToItsResultAndTheWalkReplaysGreen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-sim-citcon-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try TmuxSession(name: "citcon-alipay", environment: ["CHECKOUT_SIM_SCENARIOS": folder.path])
        defer { session.kill() }
        // Without UPI apps, the checkout page of a Citcon device starts on citcon's first method.
        let checkout = try openCheckout("citcon-all-wallets", in: session)
        #expect(checkout.contains("‹ citcon ›"))
        #expect(checkout.contains("USD 1.00 (100 cents)"))
        #expect(checkout.contains("Pay with  Alipay  alipay"))
        // Up past 3-D Secure and the consumer to the results row (async-first), then down past WeChat Pay to Alipay.
        try session.press(
            .selectPrevious, .selectPrevious, .selectPrevious, .nextChoice, .selectNext, .selectNext, .selectNext, .selectNext, .confirm)
        try session.waitFor(text: "Wallets on ")
        try session.press(.confirm)
        let wallet = try session.waitFor(text: "What does the user do in Alipay?")
        #expect(wallet.contains("requestOrder opens alipay through alipay://"))
        #expect(wallet.contains("Pay USD 1.00"))
        try session.press(.confirm)
        let back = try session.waitFor(text: "Return by URL scheme")
        #expect(back.contains("Opened with  com.example.shop://"))
        try session.press(.confirm)
        // async-first: CPayCheck reaches the app before CPayResult, one event per Enter.
        let first = try session.waitFor(text: "Next: CPayResult at +21 s (Enter)")
        #expect(first.contains("CPayCheck"))
        try session.press(.showAll)
        let status = try session.waitFor(text: "0 · succeeded  paid")
        let lines = status.split(separator: "\n")
        let order = ["CPayCheck", "CPayResult", "IPN, verified"].map { name in lines.firstIndex { $0.contains(name) } }
        #expect(order.allSatisfy { $0 != nil } && order.compactMap { $0 } == order.compactMap { $0 }.sorted(), "\(status)")
        #expect(status.contains("decided by  the IPN to urls.ipn"))
        try session.press(.saveScenario)
        try session.waitFor(text: "Saved ")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files == ["citcon-all-wallets-citcon-alipay.yaml"])
        let replay = try CLI.run(["replay", folder.path])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
        #expect(replay.stdout.hasSuffix("1 passed, 0 failed\n"))
        try session.press(.transcript)
        try session.waitFor(text: "citcon · Alipay · USD 1.00 · 0 · succeeded")
        try session.press(.last)
        let transcript = try session.waitFor(text: "0 · succeeded (decided by the IPN to urls.ipn)")
        #expect(transcript.contains("== Result =="))
    }

    /// CI installs tmux; without it every test above fails with the message `tmux` throws rather than
    /// skipping. It must also be new enough for what the session asks of it: `send-keys -H`, which
    /// `click(column:row:)` types its mouse bytes with, came with tmux 3.0.
    @Test func tmuxIsThere() throws {
        let output = try TmuxSession.tmux(["-V"]).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(output.hasPrefix("tmux "), "tmux -V printed \"\(output)\"")
        let version = try #require(TmuxSession.version(from: output), "tmux -V names no version: \"\(output)\"")
        #expect(version >= TmuxSession.minimumVersion, "tmux \(version.major).\(version.minor) is older than \(TmuxSession.minimumVersion.major).\(TmuxSession.minimumVersion.minor)")
    }
}
