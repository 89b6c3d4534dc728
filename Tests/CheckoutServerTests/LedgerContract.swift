import CheckoutCore
import CheckoutServer
import Testing

/// What every ledger must do, whatever keeps it: each kind's suite runs every check on a fresh ledger.
enum LedgerCheck: String, CaseIterable, Sendable {
    case insertAndRead, duplicateInsertWritesNothing, staleVersionRefused, updatesBumpTheVersion, updateOfAMissingPaymentRefused
    case listingInCreationOrderAndPages, countPerMerchant, paymentsToPaySoonestFirst
    case callbacksEnqueuedAndDue, attemptsKeptInOrder, attemptFinishedInPlace, callbacksForOnePayment
    case concurrentInsertsOfOneIdOneWins, concurrentUpdatesOfOneVersionOneWins, claimsNeverOverlap

    func run(on ledger: any Ledger) async throws {
        switch self {
        case .insertAndRead: try await Self.insertAndRead(ledger)
        case .duplicateInsertWritesNothing: try await Self.duplicateInsertWritesNothing(ledger)
        case .staleVersionRefused: try await Self.staleVersionRefused(ledger)
        case .updatesBumpTheVersion: try await Self.updatesBumpTheVersion(ledger)
        case .updateOfAMissingPaymentRefused: try await Self.updateOfAMissingPaymentRefused(ledger)
        case .listingInCreationOrderAndPages: try await Self.listingInCreationOrderAndPages(ledger)
        case .countPerMerchant: try await Self.countPerMerchant(ledger)
        case .paymentsToPaySoonestFirst: try await Self.paymentsToPaySoonestFirst(ledger)
        case .callbacksEnqueuedAndDue: try await Self.callbacksEnqueuedAndDue(ledger)
        case .attemptsKeptInOrder: try await Self.attemptsKeptInOrder(ledger)
        case .attemptFinishedInPlace: try await Self.attemptFinishedInPlace(ledger)
        case .callbacksForOnePayment: try await Self.callbacksForOnePayment(ledger)
        case .concurrentInsertsOfOneIdOneWins: try await Self.concurrentInsertsOfOneIdOneWins(ledger)
        case .concurrentUpdatesOfOneVersionOneWins: try await Self.concurrentUpdatesOfOneVersionOneWins(ledger)
        case .claimsNeverOverlap: try await Self.claimsNeverOverlap(ledger)
        }
    }

    typealias Fixture = LedgerFixtures

    static func read(_ ledger: any Ledger, _ id: String, merchant: String = "M1") async throws -> LedgerPayment? {
        try await ledger.payments(merchantId: merchant, ids: [id]).first
    }

    static func insertAndRead(_ ledger: any Ledger) async throws {
        let first = Fixture.payment("MT1", createdAt: 1_700, paysAt: 4_700)
        let sameIdOtherMerchant = Fixture.payment("MT1", merchant: "M2", amount: 55)
        #expect(try await ledger.apply([.insert(first), .insert(sameIdOtherMerchant)]))
        let found = try await ledger.payments(merchantId: "M1", ids: ["MT1", "MISSING"])
        #expect(found.count == 1)
        var expected = first
        expected.version = 1
        #expect(found.first == expected)
        #expect(try await read(ledger, "MT1", merchant: "M2")?.record.amount == 55)
        #expect(try await ledger.payments(merchantId: "M3", ids: ["MT1"]).isEmpty)
        #expect(try await ledger.payments(merchantId: "M1", ids: []).isEmpty)
    }

    static func duplicateInsertWritesNothing(_ ledger: any Ledger) async throws {
        #expect(try await ledger.apply([.insert(Fixture.payment("MT1", amount: 100))]))
        let batch: [LedgerChange] = [
            .insert(Fixture.payment("MT2")), .enqueue(Fixture.callback(for: "MT2", due: 0)), .insert(Fixture.payment("MT1", amount: 999)),
        ]
        #expect(try await !ledger.apply(batch))
        #expect(try await read(ledger, "MT2") == nil)
        #expect(try await read(ledger, "MT1")?.record.amount == 100)
        #expect(try await ledger.count(merchantId: nil) == 1)
        #expect(try await ledger.callbacks(merchantId: "M1", paymentId: "MT2").isEmpty)
        #expect(try await ledger.callbacksDue(by: .max, limit: 10).isEmpty)
        // The same id twice in one batch is refused as well.
        #expect(try await !ledger.apply([.insert(Fixture.payment("MT3")), .insert(Fixture.payment("MT3"))]))
        #expect(try await read(ledger, "MT3") == nil)
    }

    static func staleVersionRefused(_ ledger: any Ledger) async throws {
        #expect(try await ledger.apply([.insert(Fixture.payment("MT1"))]))
        let asRead = try #require(try await read(ledger, "MT1"))
        var first = asRead
        first.record.statusAnswers = 1
        #expect(try await ledger.apply([.update(first)]))
        var stale = asRead
        stale.record.statusAnswers = 7
        #expect(try await !ledger.apply([.insert(Fixture.payment("MT2")), .update(stale), .enqueue(Fixture.callback(for: "MT1", due: 0))]))
        #expect(try await read(ledger, "MT1")?.record.statusAnswers == 1)
        #expect(try await read(ledger, "MT2") == nil)
        #expect(try await ledger.callbacks(merchantId: "M1", paymentId: "MT1").isEmpty)
    }

    static func updatesBumpTheVersion(_ ledger: any Ledger) async throws {
        #expect(try await ledger.apply([.insert(Fixture.payment("MT1", createdAt: 5_000, paysAt: 8_000))]))
        var payment = try #require(try await read(ledger, "MT1"))
        #expect(payment.version == 1)
        payment.record.decision = .approved
        payment.paysAt = nil
        // The creation time is the ledger's to keep.
        payment.createdAt = 9_999
        #expect(try await ledger.apply([.update(payment)]))
        let updated = try #require(try await read(ledger, "MT1"))
        #expect(updated.version == 2)
        #expect(updated.record.decision == .approved)
        #expect(updated.paysAt == nil)
        #expect(updated.createdAt == 5_000)
        var again = updated
        again.record.statusAnswers = 3
        again.paysAt = 12_000
        #expect(try await ledger.apply([.update(again)]))
        let last = try #require(try await read(ledger, "MT1"))
        #expect(last.version == 3)
        #expect(last.paysAt == 12_000)
        #expect(last.record == again.record)
    }

    static func updateOfAMissingPaymentRefused(_ ledger: any Ledger) async throws {
        var ghost = Fixture.payment("MT-GHOST")
        ghost.version = 1
        #expect(try await !ledger.apply([.update(ghost)]))
        #expect(try await ledger.count(merchantId: nil) == 0)
    }

    static func listingInCreationOrderAndPages(_ ledger: any Ledger) async throws {
        // Ids that sort differently from their creation order, and merchants interleaved.
        #expect(try await ledger.apply([.insert(Fixture.payment("Z1")), .insert(Fixture.payment("A2", merchant: "M2"))]))
        #expect(try await ledger.apply([.insert(Fixture.payment("B3"))]))
        #expect(try await ledger.apply([.insert(Fixture.payment("Y4", merchant: "M2")), .insert(Fixture.payment("C5")), .insert(Fixture.payment("A6"))]))
        #expect(try await !ledger.apply([.insert(Fixture.payment("REFUSED")), .insert(Fixture.payment("Z1"))]))
        let ids = { (payments: [LedgerPayment]) in payments.map(\.id) }
        #expect(try await ids(ledger.payments(merchantId: nil, limit: 100, offset: 0)) == ["Z1", "A2", "B3", "Y4", "C5", "A6"])
        #expect(try await ids(ledger.payments(merchantId: "M1", limit: 100, offset: 0)) == ["Z1", "B3", "C5", "A6"])
        #expect(try await ids(ledger.payments(merchantId: "M1", limit: 2, offset: 0)) == ["Z1", "B3"])
        #expect(try await ids(ledger.payments(merchantId: "M1", limit: 2, offset: 2)) == ["C5", "A6"])
        #expect(try await ids(ledger.payments(merchantId: "M1", limit: 2, offset: 4)) == [])
        #expect(try await ids(ledger.payments(merchantId: nil, limit: 3, offset: 1)) == ["A2", "B3", "Y4"])
        #expect(try await ids(ledger.payments(merchantId: "M2", limit: 1, offset: 1)) == ["Y4"])
        #expect(try await ids(ledger.payments(merchantId: "M9", limit: 10, offset: 0)) == [])
        #expect(try await ledger.payments(merchantId: "M1", limit: 1, offset: 0).first?.version == 1)
    }

    static func countPerMerchant(_ ledger: any Ledger) async throws {
        #expect(try await ledger.count(merchantId: nil) == 0)
        #expect(try await ledger.apply([.insert(Fixture.payment("MT1")), .insert(Fixture.payment("MT2")), .insert(Fixture.payment("MT1", merchant: "M2"))]))
        #expect(try await !ledger.apply([.insert(Fixture.payment("MT3")), .insert(Fixture.payment("MT1"))]))
        #expect(try await ledger.count(merchantId: nil) == 3)
        #expect(try await ledger.count(merchantId: "M1") == 2)
        #expect(try await ledger.count(merchantId: "M2") == 1)
        #expect(try await ledger.count(merchantId: "M3") == 0)
    }

    static func paymentsToPaySoonestFirst(_ ledger: any Ledger) async throws {
        #expect(try await ledger.apply([
            .insert(Fixture.payment("LATE", paysAt: 300)), .insert(Fixture.payment("EARLY-A", paysAt: 100)),
            .insert(Fixture.payment("NEVER", paysAt: nil)), .insert(Fixture.payment("MIDDLE", merchant: "M2", paysAt: 200)),
            .insert(Fixture.payment("EARLY-B", paysAt: 100)), .insert(Fixture.payment("EXACT", paysAt: 250)),
        ]))
        let ids = { (payments: [LedgerPayment]) in payments.map(\.id) }
        #expect(try await ids(ledger.paymentsToPay(dueBy: 250, limit: 10)) == ["EARLY-A", "EARLY-B", "MIDDLE", "EXACT"])
        #expect(try await ids(ledger.paymentsToPay(dueBy: 250, limit: 2)) == ["EARLY-A", "EARLY-B"])
        #expect(try await ids(ledger.paymentsToPay(dueBy: 99, limit: 10)) == [])
        var paid = try #require(try await read(ledger, "EARLY-A"))
        paid.paysAt = nil
        paid.record.decision = .approved
        #expect(try await ledger.apply([.update(paid)]))
        #expect(try await ids(ledger.paymentsToPay(dueBy: .max, limit: 10)) == ["EARLY-B", "MIDDLE", "EXACT", "LATE"])
    }
}
