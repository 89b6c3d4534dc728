import CheckoutCore
import CheckoutServer
import Testing

/// What the banner says a ledger held: v2's orders and refunds are counted with the payments.
@Suite struct ResumedLedgerTests {
    @Test func v2OrdersAreCountedAmongThePayments() async throws {
        let ledger = MemoryLedger()
        let order = LedgerOrder(merchantId: "M1", kind: "order", id: "ORDER-1", record: ["id": "ORDER-1"], createdAt: 1_000, paysAt: nil)
        #expect(await ledger.apply([.insert(LedgerFixtures.payment("MT-1")), .insertOrder(order)]))
        let resumed = try await ResumedLedger.of(ledger)
        #expect(resumed == ResumedLedger(payments: 2, v2Records: 1, owedCallbacks: 0))
        #expect(resumed.line == "Resumed 2 payments (1 of them a PhonePe v2 order or refund) from the ledger, no callback owed; --state :memory: or a new file starts afresh")
        #expect(ResumedLedger(payments: 5, v2Records: 3, owedCallbacks: 0).line?.hasPrefix("Resumed 5 payments (3 of them PhonePe v2 orders or refunds) from") == true)
        #expect(ResumedLedger(payments: 2, v2Records: 2, owedCallbacks: 0).line?.hasPrefix("Resumed 2 payments (all PhonePe v2 orders or refunds) from") == true)
        #expect(ResumedLedger(payments: 3, owedCallbacks: 1).line
            == "Resumed 3 payments from the ledger, 1 callback owed, delivered from now on to the callback URLs they name; --state :memory: or a new file starts afresh")
        #expect(try await ResumedLedger.of(MemoryLedger()).line == nil)
    }
}
