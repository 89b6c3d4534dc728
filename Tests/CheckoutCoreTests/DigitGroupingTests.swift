import CheckoutCore
import Testing

/// Amounts as people read them: lakh and crore for the rupee, thousands for other currencies; what
/// requests and intent URLs carry stays ungrouped.
@Suite("Digit grouping of amounts")
struct DigitGroupingTests {
    @Test(arguments: [
        (0, "0", "0"), (999, "999", "999"), (1000, "1,000", "1,000"), (99_999, "99,999", "99,999"),
        (100_000, "1,00,000", "100,000"), (1_234_567, "12,34,567", "1,234,567"),
        (10_000_000, "1,00,00,000", "10,000,000"), (-1234, "-1,234", "-1,234"),
        (Int64.max, "92,23,37,20,36,85,47,75,807", "9,223,372,036,854,775,807"),
    ] as [(Int64, String, String)])
    func groups(value: Int64, indian: String, thousands: String) {
        #expect(DigitGrouping.indian.text(value) == indian)
        #expect(DigitGrouping.thousands.text(value) == thousands)
    }

    @Test func rupeesAreShownInLakhsAndCrores() {
        #expect(Rupees.shown(fromPaise: 10_000_000) == "1,00,000.00")
        #expect(Rupees.shown(fromPaise: 123_456_789) == "12,34,567.89")
        #expect(Rupees.shown(fromPaise: 99_999) == "999.99")
        #expect(Rupees.shown(fromPaise: 5) == "0.05")
        #expect(Rupees.shown(fromPaise: -100_000) == "-1,000.00")
        // The intent URL's `am` is a plain number.
        #expect(Rupees.text(fromPaise: 10_000_000) == "100000.00")
    }

    @Test func citconAmountsGroupByTheirCurrency() {
        #expect(CitconOptions.amountText(cents: 123_400, currency: "USD") == "USD 1,234.00")
        #expect(CitconOptions.amountText(cents: 100_000_005, currency: "CAD") == "CAD 1,000,000.05")
        #expect(CitconOptions.amountText(cents: 1_000, currency: "JPY") == "JPY 1,000")
        #expect(CitconOptions.amountText(cents: 10_000_000, currency: "INR") == "INR 1,00,000.00")
        #expect(CitconOptions.amountText(cents: 100, currency: "USD") == "USD 1.00")
    }

    @Test func thePaymentAppAsksForTheGroupedAmount() throws {
        let url = try IntentURL.parse("phonepe://pay?pa=m@ybl&pn=Shop&am=150000.00&cu=INR")
        let asks = PhonePeTranscript.asks(url, appName: "PhonePe", mandate: false)
        #expect(asks.spans.map(\.text).joined() == "PhonePe asks: Pay ₹1,50,000.00 to Shop (m@ybl)")
    }
}
