import CheckoutCore
import CheckoutTestSupport
import Testing

@Suite("Request rules")
struct RequestRulesTests {
    private func errors(_ options: PhonePeOptions, profile: DeviceProfile = Fixtures.profile()) -> [String] {
        PhonePeWalk.run(profile: profile, options: options).errors.map(\.description)
    }

    @Test func transactionIdMustBeUnder38Characters() {
        let id37 = String(repeating: "A", count: 37)
        #expect(errors(PhonePeOptions(flow: .phonepeIntent, transactionId: id37)).isEmpty)
        let id38 = String(repeating: "A", count: 38)
        #expect(errors(PhonePeOptions(flow: .phonepeIntent, transactionId: id38)) == [
            "transactionId: must be under 38 characters, got 38 (\"\(id38)\")"
        ])
        #expect(errors(PhonePeOptions(flow: .pgIntent, transactionId: id38)).first?.hasPrefix("merchantTransactionId: must be under 38") == true)
    }

    @Test func authRequestIdHasNoLengthLimit() {
        // The mandate document gives authRequestId no limit; the 38 characters are the debit APIs' transactionId's.
        let id60 = String(repeating: "A", count: 60)
        let transcript = PhonePeWalk.run(profile: Fixtures.profile(), options: PhonePeOptions(flow: .mandate, transactionId: id60))
        #expect(transcript.errors.isEmpty)
        #expect(transcript.request?.payload["authRequestId"] == .string(id60))
        #expect(transcript.response?.code == "SUCCESS")
        #expect(transcript.result?.state == .active)
        #expect(errors(PhonePeOptions(flow: .mandate, transactionId: "")) == ["authRequestId: must not be empty"])
    }

    @Test func merchantOrderIdIsCheckedOnlyWhereItIsSent() {
        let order48 = String(repeating: "O", count: 48)
        for flow in [PhonePeFlow.phonepeIntent, .openIntent, .sdkDebit] {
            #expect(errors(PhonePeOptions(flow: flow, merchantOrderId: order48)).first?.hasPrefix("merchantOrderId: must be under 48") == true)
        }
        // /pg/v1/pay has no merchantOrderId and a mandate only quotes it in its message: neither is refused for it.
        let pg = PhonePeWalk.run(profile: Fixtures.profile(), options: PhonePeOptions(flow: .pgIntent, merchantOrderId: order48))
        #expect(pg.errors.isEmpty)
        #expect(pg.request?.payload["merchantOrderId"] == nil)
        let mandate = PhonePeWalk.run(profile: Fixtures.profile(), options: PhonePeOptions(flow: .mandate, merchantOrderId: order48))
        #expect(mandate.errors.isEmpty)
        #expect(mandate.request?.payload["message"] == .string("Payment towards order No. \(order48)"))
    }

    @Test func aMandateNeedsTheCallbackScheme() {
        let noScheme = Fixtures.profile(callbackScheme: nil)
        let transcript = PhonePeWalk.run(profile: noScheme, options: PhonePeOptions(flow: .mandate))
        #expect(transcript.errors.map(\.description) == [
            "deviceContext.merchantCallBackScheme: is required on a mandate (the mandate document's table marks it mandatory); set merchantApp.callbackScheme in the profile"
        ])
        #expect(transcript.request == nil)
        #expect(transcript.response == nil)
        // The debit APIs mark it optional: the same device pays without it.
        #expect(errors(PhonePeOptions(flow: .phonepeIntent), profile: noScheme).isEmpty)
    }

    @Test func orderAndUserIdLimits() {
        let order48 = String(repeating: "O", count: 48)
        #expect(errors(PhonePeOptions(flow: .openIntent, merchantOrderId: order48)) == [
            "merchantOrderId: must be under 48 characters, got 48 (\"\(order48)\")"
        ])
        var merchant = PhonePeMerchant()
        merchant.merchantUserId = String(repeating: "U", count: 64)
        #expect(errors(PhonePeOptions(flow: .openIntent, merchant: merchant)).first?.hasPrefix("merchantUserId: must be under 64 characters, got 64") == true)
    }

    @Test func amountMustBePositivePaise() {
        #expect(errors(PhonePeOptions(flow: .openIntent, amount: 0)) == [
            "amount: must be a positive whole number of paise (100 = ₹1.00), got 0"
        ])
        #expect(errors(PhonePeOptions(flow: .openIntent, amount: -5)) == [
            "amount: must be a positive whole number of paise (100 = ₹1.00), got -5"
        ])
    }

    @Test func mandateAmountFollowsTheWorkflow() {
        #expect(errors(PhonePeOptions(flow: .mandate, amount: 100, authWorkflow: .pennyDrop)) == [
            "amount: must be absent when authWorkflowType is PENNY_DROP (got 100); drop --amount or use --auth-workflow TRANSACTION"
        ])
        let pennyDrop = PhonePeWalk.run(profile: Fixtures.profile(), options: PhonePeOptions(flow: .mandate, authWorkflow: .pennyDrop))
        #expect(pennyDrop.errors.isEmpty)
        #expect(pennyDrop.request?.payload["amount"] == nil)
        let transaction = PhonePeWalk.run(profile: Fixtures.profile(), options: PhonePeOptions(flow: .mandate))
        #expect(transaction.request?.payload["amount"] == .int(100))
    }

    @Test func theOpenIntentAppMustBeOnTheCheckoutPage() {
        let gpayOnly = Fixtures.profile(apps: [Fixtures.gpay])
        let result = errors(PhonePeOptions(flow: .openIntent, app: .paytm), profile: gpayOnly)
        #expect(result == [
            "openIntentWithApp: PAYTM is not on this device's checkout page (paytmmp: declared, but no installed app registers it); pick one of GPAY"
        ])
        #expect(errors(PhonePeOptions(flow: .pgIntent, app: .paytm), profile: gpayOnly).first?.hasPrefix("paymentInstrument.targetApp: PAYTM is not") == true)
        let nothing = errors(PhonePeOptions(flow: .openIntent), profile: Fixtures.profile(queries: []))
        #expect(nothing.first?.hasPrefix("openIntentWithApp: no UPI app is on this device's checkout page") == true)
    }

    @Test func phonePeOnlyFlowsRefuseAnotherApp() {
        #expect(errors(PhonePeOptions(flow: .phonepeIntent, app: .gpay)) == [
            "openIntentWithApp: phonepe-intent always pays with PhonePe; --app GPAY applies only to open-intent and pg-intent"
        ])
    }

    @Test func anInvalidCallbackSchemeIsRefusedWhereItIsSent() {
        let invalid = Fixtures.profile(urlSchemes: ["shop_return"], callbackScheme: "shop_return")
        #expect(errors(PhonePeOptions(flow: .phonepeIntent), profile: invalid) == [
            "deviceContext.merchantCallBackScheme: \"shop_return\" is not a valid callback scheme: '_' is not allowed: only letters, digits, '.' and '-'; fix merchantApp.callbackScheme in the profile"
        ])
        // GPay never receives the scheme, so the same device can pay with it.
        #expect(errors(PhonePeOptions(flow: .openIntent, app: .gpay), profile: invalid).isEmpty)
    }

    @Test func violationsAreReportedTogetherAndNothingIsSent() {
        var merchant = PhonePeMerchant()
        merchant.merchantId = ""
        let transcript = PhonePeWalk.run(
            profile: Fixtures.profile(), options: PhonePeOptions(flow: .openIntent, amount: 0, merchant: merchant))
        #expect(transcript.errors.map(\.field) == ["merchantId", "amount"])
        #expect(transcript.request == nil)
        #expect(transcript.response == nil)
    }

    @Test func outcomeScripts() throws {
        #expect(try PhonePeOutcome.parse("success") == .success)
        #expect(try PhonePeOutcome.parse("pending:3,failure") == PhonePeOutcome(steps: [.pending(3)], final: .failure))
        #expect(try PhonePeOutcome.parse("server-error:1, pending:2,success").nonFinalCodes ==
            ["INTERNAL_SERVER_ERROR", "PAYMENT_PENDING", "PAYMENT_PENDING"])
        #expect(try PhonePeOutcome.parse("error:bad_request") == PhonePeOutcome(initiationError: .badRequest))
        #expect(try PhonePeOutcome.parse("pending:2,success").description == "pending:2,success")
        #expect(throws: PhonePeOutcomeError.self) { try PhonePeOutcome.parse("pending:2") }
        #expect(throws: PhonePeOutcomeError.self) { try PhonePeOutcome.parse("pending:0,success") }
        #expect(throws: PhonePeOutcomeError.self) { try PhonePeOutcome.parse("error:NOPE") }
        do {
            _ = try PhonePeOutcome.parse("error:PAYMENT_DECLINED")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "PAYMENT_DECLINED is a payment outcome, not a gateway error: use --outcome declined")
        }
    }
}
