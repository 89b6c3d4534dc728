import CheckoutCore
import CheckoutTUI
import Testing

@Suite("Transcript screen")
struct TranscriptScreenTests {
    /// Walked to the return (request, hand-off, pay), then `t` for the transcript.
    static func walked(_ id: String, columns: Int = 80, rows: Int = 24) -> TUIDriver {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry(id)], columns: columns, rows: rows)
        driver.openCheckout()
        driver.press(.enter, .enter, .enter, .character("t"))
        return driver
    }

    @Test func enterShowsTheTranscriptOfTheWalk() {
        let driver = Self.walked("gpay-only")
        #expect(driver.lines[1].contains("open-intent · Google Pay · ₹1.00 · PAYMENT_SUCCESS"))
        #expect(driver.lines[2].contains("checkout-sim · open-intent · iPhone 14 — Google Pay only (iOS 17.2)"))
        #expect(driver.lines[0].hasSuffix("Return › Transcript"))
    }

    @Test func theTranscriptIsTheCoresTextWrapped() {
        let driver = Self.walked("gpay-only", columns: 1000, rows: 300)
        let transcript = PhonePeWalk.run(
            profile: ShippedProfiles.profile("gpay-only"), options: PhonePeOptions(flow: .openIntent, app: .gpay, amount: 100))
        let shown = driver.lines.dropFirst(2).prefix(transcript.text.split(separator: "\n", omittingEmptySubsequences: false).count - 1)
        let expected = transcript.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { String($0) }
        #expect(shown.map { String($0.dropFirst(2).prefix(while: { $0 != "│" })).trimmingTrailingSpaces } == expected.map(\.trimmingTrailingSpaces))
    }

    @Test func endScrollsToTheResultAndHomeBack() {
        var driver = Self.walked("gpay-only")
        driver.press(.end)
        #expect(driver.text.contains("== Result =="))
        #expect(driver.text.contains("PAYMENT_SUCCESS · COMPLETED"))
        #expect(!driver.text.contains("checkout-sim · open-intent · iPhone 14"))
        driver.press(.home)
        #expect(driver.text.contains("checkout-sim · open-intent · iPhone 14"))
        driver.press(.pageDown)
        #expect(!driver.text.contains("checkout-sim · open-intent · iPhone 14"))
    }

    @Test func aRefusedRequestShowsTheBrokenRule() {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry("gpay-only")])
        driver.openCheckout()
        driver.erase(3)
        driver.confirm()
        #expect(driver.text.contains("Nothing was sent: the request breaks a rule."))
        driver.press(.character("t"))
        #expect(driver.lines[1].contains("₹0.00 · refused: amount"))
        driver.press(.end)
        #expect(driver.text.contains("== Errors: nothing was sent =="))
        #expect(driver.text.contains("amount: must be a positive whole number of paise"))
    }

    @Test func escapeGoesBackToTheCheckoutWithItsState() {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry("gpay-only")])
        driver.openCheckout()
        driver.type("1005")
        driver.confirm()
        driver.back()
        #expect(driver.lines(containing: "Amount").first?.contains("₹10.05  (1005 paise)") == true)
    }

    /// A refused write names the file, why and what to do: too long for the status line at 80
    /// columns, it goes on over the rows above rather than losing its end.
    @Test func aLongRefusalShowsWholeOverTheRowsAboveTheStatusLine() {
        var driver = Self.walked("gpay-only")
        let reason = "reports/walk.txt: cannot be written: the folder reports does not exist: create it, or name a file in a folder that exists"
        let model = AppModel.update(driver.model, .transcriptWritten(.failed(reason))).0
        driver = TUIDriver(model: model)
        #expect(driver.foot.hasSuffix("│ Not written: " + reason), "\(driver.text)")
    }

    @Test func tableRowsWrapUnderTheirLastColumn() {
        #expect(StyledLine.hangingIndent("  gpay  #5  gpay  no  declared, but no", width: 80) == 22)
        #expect(StyledLine.hangingIndent("  gpay  #5  gpay  no  declared, but no", width: 40) == 4)
        #expect(StyledLine.hangingIndent("    \"deviceOS\": \"iOS\",", width: 40) == 6)
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
