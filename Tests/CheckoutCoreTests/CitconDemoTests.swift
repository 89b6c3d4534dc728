import CheckoutCore
import CheckoutTestSupport
import Testing

/// The values a Citcon demo sends, and the walk accepting them.
@Suite("Citcon demo values")
struct CitconDemoTests {
    private func walk(_ method: String, _ change: (inout CitconOptions) -> Void) -> CitconTranscript {
        var options = CitconOptions(methodName: method)
        change(&options)
        return CitconWalk.run(profile: CitconWalkTests.profile(), options: options)
    }

    @Test func outcomesAndCountries() {
        #expect(CitconDemo.outcomes.map(\.description) == ["succeeded", "failed", "pending", "canceled", "expired", "code:-1", "code:6001"])
        #expect(CitconDemo.countries.first == CitconOptions.defaultCountry)
        #expect(CitconDemo.countries.count == 16)
        #expect(CitconDemo.countries.allSatisfy { $0.count == 2 && $0 == $0.uppercased() })
        #expect(CitconOptions.defaultCurrency == "USD")
        #expect(CPayRequestBuilder.supportedCurrencies.contains(CitconOptions.defaultCurrency))
    }

    @Test func theCardholderCoversEveryFieldThreeDSecureRequires() {
        #expect(CitconDemo.cardholderFields.map(\.path) == CPayRequestBuilder.cardholderFields + CPayRequestBuilder.billingFields)
        #expect(CitconDemo.cardholderFields.first == CitconField(path: "consumer.firstName", value: "Jane"))
        #expect(CitconDemo.cardholderFields.last == CitconField(path: "payment.billingAddress.country", value: "US"))
        let transcript = walk("card") { options in
            options.request3DSecure = true
            options.fields = CitconDemo.fields(consumerReference: nil, cardholder: true)
        }
        #expect(transcript.errors.isEmpty)
        #expect(transcript.request?["payment"]?["billingAddress"]?["city"] == "San Francisco")
        #expect(transcript.request?["consumer"]?["email"] == "jane@example.com")
    }

    @Test func theConsumerReferenceLetsPayPalThrough() {
        #expect(CitconDemo.consumerReference == "consumer-0001")
        #expect(CitconDemo.fields(consumerReference: "consumer-0001", cardholder: false)
            == [CitconField(path: "consumer.reference", value: "consumer-0001")])
        #expect(CitconDemo.fields(consumerReference: nil, cardholder: false).isEmpty)
        #expect(CitconDemo.fields(consumerReference: "C-1", cardholder: true).count == 11)
        let transcript = walk("paypal") { $0.fields = CitconDemo.fields(consumerReference: CitconDemo.consumerReference, cardholder: false) }
        #expect(transcript.errors.isEmpty)
        #expect(transcript.request?["consumer"]?["reference"] == "consumer-0001")
    }

    @Test func outcomesAndOrdersInWords() {
        #expect(CitconOutcome.succeeded.meaning == "the payment is successful")
        #expect(CitconOutcome.code("6001").meaning == "requestOrder answers code 6001: cancellation")
        #expect(CitconOutcome.code("-1").meaning == "requestOrder answers code -1: common error (bad request, failed to create payment…)")
        #expect(CitconResultOrder.syncFirst.meaning == "CPayResult (requestOrder callback) first, then CPayCheck (NTFY_ASYNC)")
        #expect(CitconResultOrder.asyncFirst.meaning == "CPayCheck (NTFY_ASYNC) first, then CPayResult: the seed allows either")
    }

    @Test func amountsAreWrittenWithTheirCurrency() {
        #expect(CitconOptions.amountText(cents: 100, currency: "USD") == "USD 1.00")
        // The yen has no minor unit: an amount in yen is whole yen.
        #expect(CitconOptions.amountText(cents: 5, currency: "JPY") == "JPY 5")
        #expect(CitconOptions.amountText(cents: 1000, currency: "JPY") == "JPY 1,000")
        #expect(CitconOptions.amountText(cents: 0, currency: "EUR") == "EUR 0.00")
        #expect(CitconOptions.amountText(cents: 123_456, currency: "SGD") == "SGD 1,234.56")
        #expect(CitconOptions(methodName: "alipay", amount: 2_50, currency: "CAD").amountText == "CAD 2.50")
    }
}
