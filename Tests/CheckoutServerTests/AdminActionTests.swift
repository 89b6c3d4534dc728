import CheckoutCore
import CheckoutServer
import Testing

/// The admin API acting as the payment app: each decision written with the one callback it owes.
@Suite("admin actions")
struct AdminActionTests {
    @Test(arguments: [(AdminAction.pay, "PAYMENT_SUCCESS"), (.kill, "PAYMENT_SUCCESS"), (.decline, "PAYMENT_DECLINED")])
    func anActionDecidesThePaymentAndOwesOneCallback(action: AdminAction, code: String) async throws {
        let bench = AdminBench()
        try await bench.pay(id: "MT-ACT")
        let acted = try await bench.store.act(action, merchantId: bench.merchantId, id: "MT-ACT")
        #expect(acted.payment.record.decision == (action == .decline ? .declined : .approved))
        #expect(acted.payment.paysAt == nil)
        #expect(acted.plannedCodes == [code])
        #expect(acted.callbacks?.count == 1)
        #expect(try await bench.status("MT-ACT") == code)
        // The simulated user's time comes and goes: nothing more is decided or owed.
        bench.clock.advance(.seconds(10))
        #expect(try await bench.store.payDue() == 0)
        #expect(try await bench.status("MT-ACT") == code)
        let callbacks = await bench.callbacks("MT-ACT")
        #expect(callbacks.count == 1)
        let check = CallbackVerifier.check(callbacks[0].request, merchant: ServerFixtures.merchant, expectedAmount: 10000)
        #expect(check.verified)
        #expect(check.payload?["code"]?.stringValue == code)

        // Decided once, it cannot be decided again.
        for again in AdminAction.allCases {
            await #expect(throws: AdminError.self) { try await bench.store.act(again, merchantId: bench.merchantId, id: "MT-ACT") }
        }
        #expect(await bench.callbacks("MT-ACT").count == 1)
    }

    @Test func pendingStopsTheSimulatedUserUntilSomeoneActs() async throws {
        let bench = AdminBench()
        try await bench.pay(id: "MT-WAIT")
        let waiting = try await bench.store.act(.pending, merchantId: bench.merchantId, id: "MT-WAIT")
        #expect(waiting.payment.paysAt == nil)
        #expect(waiting.payment.record.decision == nil)
        bench.clock.advance(.seconds(60))
        #expect(try await bench.store.payDue() == 0)
        #expect(try await bench.status("MT-WAIT") == "PAYMENT_PENDING")
        #expect(await bench.callbacks("MT-WAIT").isEmpty)
        _ = try await bench.store.act(.pay, merchantId: bench.merchantId, id: "MT-WAIT")
        #expect(try await bench.status("MT-WAIT") == "PAYMENT_SUCCESS")
        #expect(await bench.callbacks("MT-WAIT").count == 1)
    }

    @Test func aPaymentWhoseTimeHasComeIsPaidBeforeTheAdminActs() async throws {
        let bench = AdminBench()
        try await bench.pay(id: "MT-LATE")
        bench.clock.advance(.seconds(3))
        let error = await #expect(throws: AdminError.self) { try await bench.store.act(.decline, merchantId: bench.merchantId, id: "MT-LATE") }
        #expect(error?.httpStatus == 409)
        #expect(error?.message.contains("already approved") == true)
        // The refused action wrote nothing: the simulated user's payment is still owed its one callback.
        #expect(try await bench.store.payDue() == 1)
        #expect(await bench.callbacks("MT-LATE").count == 1)
    }

    @Test func aPreArmedOutcomeWaitsForThePayCallAndAnExistingPaymentChangesItsOwn() async throws {
        let bench = AdminBench()
        let preArmed = try await bench.store.setOutcome(try PhonePeOutcome.parse("pending:2,failure"), merchantId: bench.merchantId, id: "MT-ARMED")
        guard case .preArmed = preArmed else { Issue.record("expected a pre-armed outcome, got \(preArmed)"); return }
        try await bench.pay(id: "MT-ARMED")
        let armed = try await bench.store.transaction(merchantId: bench.merchantId, id: "MT-ARMED")
        #expect(armed.payment.record.outcome.description == "pending:2,failure")

        try await bench.pay(id: "MT-CHANGED")
        #expect(try await bench.status("MT-CHANGED") == "PAYMENT_PENDING")
        let changed = try await bench.store.setOutcome(try PhonePeOutcome.parse("server-error:1,declined"), merchantId: bench.merchantId, id: "MT-CHANGED")
        guard case .changed(let transaction) = changed else { Issue.record("expected a changed payment, got \(changed)"); return }
        #expect(transaction.payment.record.statusAnswers == 0)
        _ = try await bench.store.act(.pay, merchantId: bench.merchantId, id: "MT-CHANGED")
        #expect(try await bench.status("MT-CHANGED") == "INTERNAL_SERVER_ERROR")
        #expect(try await bench.status("MT-CHANGED") == "PAYMENT_DECLINED")

        // Decided, or a pay-call error for a payment already created: refused.
        for text in ["success", "error:BAD_REQUEST"] {
            let id = text == "success" ? "MT-CHANGED" : "MT-ARMED"
            let error = await #expect(throws: AdminError.self) {
                try await bench.store.setOutcome(try PhonePeOutcome.parse(text), merchantId: bench.merchantId, id: id)
            }
            #expect(error?.httpStatus == 409, "\(text)")
        }
    }

    @Test func aPreArmedErrorAnswersEveryPayCallForThatId() async throws {
        let bench = AdminBench()
        _ = try await bench.store.setOutcome(try PhonePeOutcome.parse("error:BAD_REQUEST"), merchantId: bench.merchantId, id: "MT-BAD")
        #expect(try await bench.pay(id: "MT-BAD").code == "BAD_REQUEST")
        #expect(try await bench.pay(id: "MT-BAD").code == "BAD_REQUEST")
        #expect(try await bench.pay(id: "MT-GOOD").code == "PAYMENT_INITIATED")
        #expect(await bench.ledger.count(merchantId: nil) == 1)
    }

    @Test func resendEnqueuesTheOwedCallbackAgain() async throws {
        let bench = AdminBench()
        try await bench.pay(id: "MT-RESEND")
        let early = await #expect(throws: AdminError.self) { try await bench.store.resendCallback(merchantId: bench.merchantId, id: "MT-RESEND") }
        #expect(early?.httpStatus == 409)
        _ = try await bench.store.act(.pay, merchantId: bench.merchantId, id: "MT-RESEND")
        let resent = try await bench.store.resendCallback(merchantId: bench.merchantId, id: "MT-RESEND")
        #expect(resent.callbacks?.count == 2)
        let callbacks = await bench.callbacks("MT-RESEND")
        #expect(callbacks.map(\.request) == [callbacks[0].request, callbacks[0].request])
        #expect(callbacks[1].nextAttemptAt == bench.clock.now)
    }

    @Test func unknownMerchantsAndPaymentsAreNotFound() async throws {
        let bench = AdminBench()
        for call in [
            { try await bench.store.act(.pay, merchantId: bench.merchantId, id: "MT-NONE") },
            { try await bench.store.act(.pay, merchantId: "NOBODY", id: "MT-NONE") },
            { try await bench.store.transaction(merchantId: bench.merchantId, id: "MT-NONE") },
            { try await bench.store.resendCallback(merchantId: bench.merchantId, id: "MT-NONE") },
        ] as [@Sendable () async throws -> AdminTransaction] {
            let error = await #expect(throws: AdminError.self) { try await call() }
            #expect(error?.httpStatus == 404)
        }
    }
}
