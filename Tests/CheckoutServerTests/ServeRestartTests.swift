import CheckoutCore
import CheckoutServer
import CheckoutTestSupport
import Foundation
import Testing

/// `serve --state FILE` killed with SIGKILL and started again on the same file: nothing it answered
/// is lost, and what fell due while it was down is done after the restart.
@Suite struct ServeRestartTests {
    static func pay(_ server: ServeProcess, id: String) async throws -> JSONValue {
        try await server.send(GatewayRequest(ServerFixtures.pay(id: id))).body
    }

    static func status(_ server: ServeProcess, id: String) async throws -> JSONValue {
        let path = ServerFixtures.statusPath(id: id)
        return try await server.send(GatewayRequest(method: "GET", path: path, headers: ServerFixtures.statusHeaders(path: path))).body
    }

    /// What must not change across a restart: the answer's code and the payment's ids and amount.
    static func identity(_ status: JSONValue) -> [JSONValue?] {
        [status["code"], status["data"]?["merchantTransactionId"], status["data"]?["transactionId"], status["data"]?["amount"]]
    }

    @Test(.timeLimit(.minutes(2)))
    func everyPaymentSurvivesAKillWithItsIds() async throws {
        let folder = try TemporaryFolder("restart")
        defer { folder.remove() }
        let state = folder.path("ledger.sqlite")
        let ids = ["MT-KILL-1", "MT-KILL-2", "MT-KILL-3"]

        let first = try await ServeProcess(["--port", "0", "--state", state, "--pay-after", "never"])
        #expect(first.banner.hasSuffix("ledger \(state)"))
        var before: [String: [JSONValue?]] = [:]
        for id in ids {
            #expect(try await Self.pay(first, id: id)["code"] == "PAYMENT_INITIATED")
            before[id] = Self.identity(try await Self.status(first, id: id))
        }
        #expect(before["MT-KILL-1"]?.first == "PAYMENT_PENDING")
        #expect(try await first.stop(SIGKILL))
        #expect(first.process.terminationReason == .uncaughtSignal)

        let second = try await ServeProcess(["--port", "0", "--state", state, "--pay-after", "never"])
        for id in ids {
            let after = Self.identity(try await Self.status(second, id: id))
            #expect(after == before[id], "\(id) after the restart")
            #expect(after[2] != nil)
        }
        // A reused id is still refused: nothing is charged twice across a restart.
        #expect(try await Self.pay(second, id: "MT-KILL-2")["code"] == "INVALID_TRANSACTION_ID")
        #expect(try await Self.status(second, id: "MT-NEVER-PAID")["code"] == "TRANSACTION_NOT_FOUND")
        #expect(try await second.stop(SIGTERM))
        #expect(second.process.terminationStatus == 0)

        let ledger = try await SQLiteLedger.open(path: state)
        #expect(try await ledger.payments(merchantId: ServerFixtures.merchant.merchantId, limit: 10, offset: 0).map(\.id) == ids)
        try await ledger.close()
    }

    @Test(.timeLimit(.minutes(2)))
    func aPaymentDueWhileDownIsPaidAfterTheRestartWithItsCallbackOwed() async throws {
        let folder = try TemporaryFolder("restart")
        defer { folder.remove() }
        let state = folder.path("ledger.sqlite")
        let merchant = ServerFixtures.merchant.merchantId

        let first = try await ServeProcess(["--port", "0", "--state", state, "--pay-after", "3"])
        #expect(try await Self.pay(first, id: "MT-DUE")["code"] == "PAYMENT_INITIATED")
        #expect(try await first.stop(SIGKILL))

        let ledger = try await SQLiteLedger.open(path: state)
        let pending = try #require(try await ledger.payments(merchantId: merchant, ids: ["MT-DUE"]).first)
        try #require(pending.record.decision == nil, "the payment was decided before the server was killed; nothing to resume")
        let paysAt = try #require(pending.paysAt)
        #expect(try await ledger.callbacks(merchantId: merchant, paymentId: "MT-DUE").isEmpty)
        // Down until the payment is due: no call will come to decide it, only the ticker can.
        try await eventually("MT-DUE to fall due while no server runs", every: .milliseconds(50)) { Self.now() > paysAt }

        let second = try await ServeProcess(["--port", "0", "--state", state, "--pay-after", "3"])
        var paid = pending
        try await eventually("the restarted server to decide MT-DUE", within: .seconds(20), every: .milliseconds(50)) {
            paid = try #require(try await ledger.payments(merchantId: merchant, ids: ["MT-DUE"]).first)
            return paid.record.decision != nil
        }
        #expect(paid.record.decision == .approved)
        #expect(paid.paysAt == nil)
        let callbacks = try await ledger.callbacks(merchantId: merchant, paymentId: "MT-DUE")
        #expect(callbacks.count == 1)
        #expect(callbacks.first?.request.method == "POST")
        #expect(callbacks.first?.request.path == ServerFixtures.callbackUrl)
        #expect(callbacks.first?.nextAttemptAt != nil)
        try await ledger.close()

        #expect(try await Self.status(second, id: "MT-DUE")["code"] == "PAYMENT_SUCCESS")
        #expect(try await second.stop(SIGTERM))
    }

    @Test(.timeLimit(.minutes(2)))
    func aCallbackOwedWhenKilledIsDeliveredAfterTheRestart() async throws {
        let folder = try TemporaryFolder("restart")
        defer { folder.remove() }
        let state = folder.path("ledger.sqlite")
        let merchant = ServerFixtures.merchant.merchantId
        let listener = CallbackListener(answers: [503, 200])
        try await listener.serve { url in
            // A retry 8 s away: the kill comes first even on a loaded machine, and the next server owes it.
            let first = try await ServeProcess(["--port", "0", "--state", state, "--pay-after", "0", "--log", "off", "--callback-backoff", "8"])
            #expect(try await first.send(GatewayRequest(ServerFixtures.pay(id: "MT-OWED", callbackUrl: url))).body["code"] == "PAYMENT_INITIATED")
            // The first attempt is answered 503 and recorded (an attempt is kept when it starts, its
            // answer once it comes); then the server dies before the retry.
            let ledger = try await SQLiteLedger.open(path: state)
            try await eventually("the first attempt answered 503 and recorded") {
                try await ledger.callbacks(merchantId: merchant, paymentId: "MT-OWED").first?.attempts.map(\.httpStatus) == [503]
            }
            #expect(try await first.stop(SIGKILL))
            #expect(listener.requests.count == 1)

            let second = try await ServeProcess(["--port", "0", "--state", state, "--pay-after", "0", "--log", "off"])
            try await eventually("the restarted server to send the owed callback") { listener.requests.count == 2 }
            try await eventually("the delivered callback to be marked done") {
                try await ledger.callbacks(merchantId: merchant, paymentId: "MT-OWED").first?.nextAttemptAt == nil
            }
            let callback = try #require(try await ledger.callbacks(merchantId: merchant, paymentId: "MT-OWED").first)
            #expect(callback.attempts.map(\.httpStatus) == [503, 200])
            #expect(listener.requests.map(\.body) == [callback.request.body, callback.request.body])
            try await ledger.close()
            #expect(try await second.stop(SIGTERM))
        }
    }

    static func now() -> Int64 { Int64(Date().timeIntervalSince1970 * 1000) }
}
