import CheckoutCore
import CheckoutTestSupport
import Testing

/// The outcomes a PhonePe demo offers, and what each means.
@Suite("PhonePe demo outcomes")
struct PhonePeDemoTests {
    @Test func subscriptionErrorsOnlyOnTheMandateCall() {
        let everyday = ["success", "failure", "pending:2,success", "pending:2,failure", "server-error:1,success", "declined", "cancelled", "timeout"]
        let common = ["error:BAD_REQUEST", "error:AUTHORIZATION_FAILED", "error:INTERNAL_SERVER_ERROR", "error:KEY_NOT_CONFIGURED", "error:INVALID_TRANSACTION_ID"]
        let subscription = ["error:SUBSCRIPTION_NOT_FOUND", "error:SUBSCRIPTION_EXPIRED", "error:INVALID_SUBSCRIPTION_STATE"]
        #expect(PhonePeDemo.outcomes(for: .openIntent).map(\.description) == everyday + common)
        #expect(PhonePeDemo.outcomes(for: .mandate).map(\.description) == everyday + common + subscription)
        #expect(PhonePeErrorCode.subscriptionExpired.canOccur(on: .mandate))
        #expect(!PhonePeErrorCode.subscriptionExpired.canOccur(on: .pgIntent))
        #expect(PhonePeErrorCode.badRequest.canOccur(on: .pgIntent))
    }

    @Test func theWalkRefusesAnErrorTheFlowCannotMeet() {
        let options = PhonePeOptions(flow: .openIntent, outcome: PhonePeOutcome(initiationError: .subscriptionNotFound))
        let transcript = PhonePeWalk.run(profile: Fixtures.profile(), options: options)
        #expect(transcript.errors.map(\.description) == ["--outcome: error:SUBSCRIPTION_NOT_FOUND exists only on the mandate call"])
    }

    @Test func outcomesInWords() throws {
        #expect(PhonePeOutcome.success.meaning == "the payment ends PAYMENT_SUCCESS")
        #expect(try PhonePeOutcome.parse("pending:2,failure").meaning == "2 status checks answer pending, then PAYMENT_ERROR")
        #expect(try PhonePeOutcome.parse("server-error:1,success").meaning == "1 status check answers a server error, then PAYMENT_SUCCESS")
        #expect(try PhonePeOutcome.parse("error:AUTHORIZATION_FAILED").meaning == "the gateway refuses the request: HTTP 401")
    }

    @Test func aPennyDropMandateSendsNoAmount() {
        #expect(!PhonePeOptions.sendsAmount(flow: .mandate, authWorkflow: .pennyDrop))
        #expect(PhonePeOptions.sendsAmount(flow: .mandate, authWorkflow: .transaction))
        #expect(PhonePeOptions.sendsAmount(flow: .openIntent, authWorkflow: .pennyDrop))
        #expect(PhonePeOptions(flow: .mandate, authWorkflow: .pennyDrop).effectiveAmount == nil)
        #expect(PhonePeOptions(flow: .mandate).effectiveAmount == 100)
        #expect(AuthWorkflow.pennyDrop.meaning == "authWorkflowType PENNY_DROP: no amount is sent")
        #expect(AuthWorkflow.transaction.meaning == "authWorkflowType TRANSACTION: the amount is sent")
    }
}
