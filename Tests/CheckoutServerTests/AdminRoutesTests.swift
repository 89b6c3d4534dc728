import CheckoutCore
import CheckoutServer
import Hummingbird
import HummingbirdTesting
import Testing

/// Every admin route through the router and over a socket on a free port.
@Suite struct AdminRoutesTests {
    static let setups: [TestingSetup] = [.router, .live]

    @Test(arguments: setups)
    func transactionsAreListedOldestFirstAndPaged(setup: TestingSetup) async throws {
        let bench = AdminBench()
        try await bench.application.test(setup) { client in
            // A second apart, all still before the first one's 3 s (the server's ticker pays what is due).
            for id in ["MT-L1", "MT-L2", "MT-L3"] {
                if id != "MT-L1" { bench.clock.advance(.seconds(1)) }
                #expect(try await client.send(AdminBench.pay(id: id)).code == "PAYMENT_INITIATED")
            }
            let all = try await client.admin(.get, "/_sim/transactions")
            #expect(all.status == 200)
            #expect(all.json["total"] == 3)
            #expect(all.json["order"] == "oldest first")
            #expect(all.json["transactions"]?.arrayValue?.map { $0["id"]?.stringValue } == ["MT-L1", "MT-L2", "MT-L3"])
            let first = try #require(all.json["transactions"]?.arrayValue?.first)
            #expect(first["merchantId"] == "MERCHANTUAT")
            #expect(first["amount"] == 10000)
            #expect(first["decision"] == .null)
            #expect(first["plannedCodes"] == ["PAYMENT_PENDING"])
            #expect(first["paysAt"]?.intValue == (first["createdAt"]?.intValue).map { $0 + 3000 })

            let page = try await client.admin(.get, "/_sim/transactions?merchantId=MERCHANTUAT&limit=1&offset=1")
            #expect(page.json["transactions"]?.arrayValue?.map { $0["id"]?.stringValue } == ["MT-L2"])
            #expect(page.json["total"] == 3)

            let unknown = try await client.admin(.get, "/_sim/transactions?merchantId=NOBODY")
            #expect(unknown.status == 404)
            #expect(unknown.json["error"]?.stringValue?.contains("NOBODY") == true)
            for query in ["limit=0", "limit=x", "offset=-1"] {
                let refused = try await client.admin(.get, "/_sim/transactions?\(query)")
                #expect(refused.status == 400, "\(query)")
                #expect(refused.json["field"]?.stringValue == String(query.prefix { $0 != "=" }), "\(query)")
            }
        }
    }

    @Test(arguments: setups)
    func oneTransactionShowsItsPlannedCodesAndCallbacks(setup: TestingSetup) async throws {
        let bench = AdminBench()
        try await bench.application.test(setup) { client in
            try await bench.pay(id: "MT-ONE", amount: 10004)
            let pending = try await client.admin(.get, "/_sim/transactions/MERCHANTUAT/MT-ONE")
            #expect(pending.status == 200)
            #expect(pending.json["outcome"] == "pending:3,success")
            #expect(pending.json["callbacks"] == [])
            _ = try await bench.store.act(.pay, merchantId: bench.merchantId, id: "MT-ONE")
            let paid = try await client.admin(.get, "/_sim/transactions/MERCHANTUAT/MT-ONE")
            #expect(paid.json["decision"] == "approved")
            #expect(paid.json["plannedCodes"] == ["PAYMENT_PENDING", "PAYMENT_PENDING", "PAYMENT_PENDING", "PAYMENT_SUCCESS"])
            #expect(paid.json["nextStatusCode"] == "PAYMENT_PENDING")
            let callback = try #require(paid.json["callbacks"]?.arrayValue?.first)
            #expect(callback["url"]?.stringValue == ServerFixtures.callbackUrl)
            #expect(callback["delivered"] == false)
            #expect(callback["attempts"] == [])
            // Due once the three pending answers have played out, when status answers what it carries.
            #expect(paid.json["finalAt"]?.intValue == bench.clock.now + 9_000)
            #expect(callback["nextAttemptAt"]?.intValue == bench.clock.now + 9_000)

            #expect(try await client.admin(.get, "/_sim/transactions/MERCHANTUAT/MT-NONE").status == 404)
            #expect(try await client.admin(.get, "/_sim/transactions/NOBODY/MT-ONE").status == 404)
        }
    }

    @Test(arguments: setups)
    func anOutcomeIsPreArmedOrChangedAndBadTextIsRefusedByField(setup: TestingSetup) async throws {
        let bench = AdminBench()
        try await bench.application.test(setup) { client in
            let armed = try await client.admin(.post, "/_sim/transactions/MERCHANTUAT/MT-ARM/outcome", #"{"outcome":"pending:2,failure"}"#)
            #expect(armed.status == 200)
            #expect(armed.json == ["merchantId": "MERCHANTUAT", "id": "MT-ARM", "outcome": "pending:2,failure", "preArmed": true])
            #expect(try await client.send(AdminBench.pay(id: "MT-ARM")).code == "PAYMENT_INITIATED")
            let changed = try await client.admin(.post, "/_sim/transactions/MERCHANTUAT/MT-ARM/outcome", #"{"outcome":"declined"}"#)
            #expect(changed.status == 200)
            #expect(changed.json["outcome"] == "declined")
            #expect(changed.json["id"] == "MT-ARM")

            let refusals: [(String, String)] = [
                (#"{"outcome":"sucess"}"#, "outcome"), (#"{"outcome":3}"#, "outcome"), (#"{"outcom":"success"}"#, "outcom"),
                ("{not json", "body"), ("[1]", "body"),
            ]
            for (body, field) in refusals {
                let refused = try await client.admin(.post, "/_sim/transactions/MERCHANTUAT/MT-ARM/outcome", body)
                #expect(refused.status == 400, "\(body)")
                #expect(refused.json["field"]?.stringValue == field, "\(body)")
            }
            #expect(try await client.admin(.post, "/_sim/transactions/NOBODY/MT-ARM/outcome", #"{"outcome":"success"}"#).status == 404)
        }
    }

    @Test(arguments: setups)
    func actingDecidesOnceAndThenConflicts(setup: TestingSetup) async throws {
        let bench = AdminBench()
        try await bench.application.test(setup) { client in
            try await bench.pay(id: "MT-ACT")
            let waiting = try await client.admin(.post, "/_sim/transactions/MERCHANTUAT/MT-ACT/act", #"{"action":"pending"}"#)
            #expect(waiting.status == 200)
            #expect(waiting.json["paysAt"] == .null)
            let declined = try await client.admin(.post, "/_sim/transactions/MERCHANTUAT/MT-ACT/act", #"{"action":"decline"}"#)
            #expect(declined.status == 200)
            #expect(declined.json["decision"] == "declined")
            #expect(declined.json["callbacks"]?.arrayValue?.count == 1)
            let again = try await client.admin(.post, "/_sim/transactions/MERCHANTUAT/MT-ACT/act", #"{"action":"pay"}"#)
            #expect(again.status == 409)
            #expect(again.json["error"]?.stringValue?.contains("already declined") == true)
            #expect(await bench.callbacks("MT-ACT").count == 1)

            let unknown = try await client.admin(.post, "/_sim/transactions/MERCHANTUAT/MT-ACT/act", #"{"action":"approve"}"#)
            #expect(unknown.status == 400)
            #expect(unknown.json["field"] == "action")
            #expect(unknown.json["error"]?.stringValue?.contains("pay, decline, leave-pending, pay-then-kill") == true)
            #expect(try await client.admin(.post, "/_sim/transactions/MERCHANTUAT/MT-NONE/act", #"{"action":"pay"}"#).status == 404)
        }
    }

    /// The names the walks and the TUI use, and the earlier `pending` and `kill`, mean the same.
    @Test(arguments: [("leave-pending", nil), ("pending", nil), ("pay-then-kill", "approved"), ("kill", "approved")] as [(String, String?)])
    func actionsAreThePayersChoicesByNameOrEarlierWord(word: String, decision: String?) async throws {
        let bench = AdminBench()
        try await bench.application.test(.router) { client in
            try await bench.pay(id: "MT-WORD")
            let acted = try await client.admin(.post, "/_sim/transactions/MERCHANTUAT/MT-WORD/act", #"{"action":"\#(word)"}"#)
            #expect(acted.status == 200)
            #expect(acted.json["decision"] == decision.map(JSONValue.string) ?? .null)
            #expect(acted.json["paysAt"] == .null)
        }
    }

    @Test(arguments: setups)
    func aCallbackIsResentOnceDecided(setup: TestingSetup) async throws {
        let bench = AdminBench()
        try await bench.application.test(setup) { client in
            try await bench.pay(id: "MT-CB")
            #expect(try await client.admin(.post, "/_sim/transactions/MERCHANTUAT/MT-CB/callbacks/resend").status == 409)
            bench.clock.advance(.seconds(3))
            let resent = try await client.admin(.post, "/_sim/transactions/MERCHANTUAT/MT-CB/callbacks/resend")
            #expect(resent.status == 200)
            // The simulated user's payment, written first, owed one; the resend adds the second.
            #expect(resent.json["callbacks"]?.arrayValue?.count == 2)
            #expect(await bench.callbacks("MT-CB").count == 2)
            #expect(try await client.admin(.post, "/_sim/transactions/MERCHANTUAT/MT-NONE/callbacks/resend").status == 404)
        }
    }

    @Test(arguments: setups)
    func faultsAreSetShownAndCleared(setup: TestingSetup) async throws {
        let bench = AdminBench()
        try await bench.application.test(setup) { client in
            let off = try await client.admin(.get, "/_sim/faults")
            #expect(off.json["global"] == FaultSettings().json)
            let set = try await client.admin(.post, "/_sim/faults", #"{"serverErrorBurst":2,"duplicateCallbacks":true,"lateSuccess":true}"#)
            #expect(set.status == 200)
            #expect(set.json["global"]?["serverErrorBurst"] == 2)
            #expect(set.json["global"]?["lateSuccess"] == ["afterSeconds": 900])
            let own = try await client.admin(.post, "/_sim/faults", #"{"merchantId":"MERCHANTUAT","outOfOrderCallbacks":{"holdSeconds":5}}"#)
            #expect(own.json["merchants"]?["MERCHANTUAT"]?["outOfOrderCallbacks"] == ["holdSeconds": 5])
            #expect(own.json["merchants"]?["MERCHANTUAT"]?["duplicateCallbacks"] == false)

            let refusals: [(String, String)] = [
                (#"{"delayMs":-1}"#, "delayMs"), (#"{"delay":5}"#, "delay"), (#"{"lateSuccess":{"after":5}}"#, "lateSuccess.after"),
                (#"{"outOfOrderCallbacks":"yes"}"#, "outOfOrderCallbacks"), (#"{"merchantId":7}"#, "merchantId"),
            ]
            for (body, field) in refusals {
                let refused = try await client.admin(.post, "/_sim/faults", body)
                #expect(refused.status == 400, "\(body)")
                #expect(refused.json["field"]?.stringValue == field, "\(body)")
            }
            #expect(try await client.admin(.post, "/_sim/faults", #"{"merchantId":"NOBODY","delayMs":5}"#).status == 404)

            let merchantCleared = try await client.admin(.delete, "/_sim/faults?merchantId=MERCHANTUAT")
            #expect(merchantCleared.json["merchants"] == [:])
            #expect(merchantCleared.json["global"]?["serverErrorBurst"] == 2)
            let cleared = try await client.admin(.delete, "/_sim/faults")
            #expect(cleared.json == ["global": FaultSettings().json, "merchants": [:]])
        }
    }
}

/// 4,900 × `pending:1000` in one admin body made one payment's JSON 88 MB: refused, by field.
@Suite struct AdminOutcomeBoundsTests {
    @Test func aHugeOutcomeIsRefusedByField() async throws {
        try await GatewayServer.application(store: ServerFixtures.store(), port: 0, callbacks: nil).test(.live) { client in
            let huge = Array(repeating: "pending:1000", count: 4900).joined(separator: ",") + ",success"
            let refused = try await client.admin(.post, "/_sim/transactions/MERCHANTUAT/MT-HUGE/outcome", #"{"outcome":"\#(huge)"}"#)
            #expect(refused.status == 400)
            #expect(refused.json["field"] == "outcome")
            #expect(refused.json["error"]?.stringValue?.hasPrefix("outcome is \(huge.utf8.count) characters long") == true, "\(refused.json)")
        }
    }
}
