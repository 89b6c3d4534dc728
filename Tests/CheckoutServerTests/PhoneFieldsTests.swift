import CheckoutCore
import CheckoutServer
import Foundation
import HummingbirdTesting
import Testing

/// What the TUI as the phone reads of a payment besides the record's state: the merchant's request as
/// decoded and the URL the gateway handed out, kept with the payment and shown by the admin API.
@Suite struct PhoneFieldsTests {
    @Test(arguments: AdminRoutesTests.setups)
    func theAdminAPIShowsTheRequestAndTheIntentURLAnswered(setup: TestingSetup) async throws {
        let bench = AdminBench()
        try await bench.application.test(setup) { client in
            let request = AdminBench.pay(id: "MT-PHONE-F1", amount: 12345)
            let answer = try await client.send(request)
            let intentUrl = try #require(answer.body["data"]?["instrumentResponse"]?["intentUrl"]?.stringValue)
            #expect(intentUrl.hasPrefix("ppe://pay?") && intentUrl.contains("am=123.45"))

            let shown = try await client.admin(.get, "/_sim/transactions/MERCHANTUAT/MT-PHONE-F1")
            #expect(shown.status == 200)
            #expect(shown.json["handOffUrl"]?.stringValue == intentUrl)
            let sent = try Envelope.decode(request.body, key: "request").get().json
            #expect(shown.json["request"] == sent)
            #expect(shown.json["request"]?["amount"] == 12345)
            let listed = try await client.admin(.get, "/_sim/transactions")
            #expect(listed.json["transactions"]?.arrayValue?.first?["handOffUrl"]?.stringValue == intentUrl)
        }
    }

    @Test func aPayPagePaymentKeepsThePagesURL() async throws {
        let bench = AdminBench()
        var payload = ServerFixtures.payPayload(id: "MT-PHONE-PAGE").objectValue!
        payload["paymentInstrument"] = ["type": "PAY_PAGE"]
        payload["redirectUrl"] = "https://merchant.example/return"
        var request = GatewayRequest(SignedRequest(path: "/pg/v1/pay", payload: .object(payload), merchant: ServerFixtures.merchant))
        request.headers.append(HTTPHeader("Host", "127.0.0.1:8080"))
        let answer = try await bench.store.respond(to: request)
        let page = try #require(answer.body["data"]?["instrumentResponse"]?["redirectInfo"]?["url"]?.stringValue)
        #expect(page == "http://127.0.0.1:8080\(GatewayStore.payPagePath)/MERCHANTUAT/MT-PHONE-PAGE")
        let shown = try await bench.store.transaction(merchantId: "MERCHANTUAT", id: "MT-PHONE-PAGE")
        #expect(shown.payment.record.handOffUrl == page)
        #expect(shown.payment.record.web)
        #expect(shown.payment.record.request?["paymentInstrument"]?["type"] == "PAY_PAGE")
    }

    @Test func anSQLiteLedgerKeepsThemAcrossAReopen() async throws {
        let folder = try TemporaryFolder("phone-fields")
        defer { folder.remove() }
        var payment = LedgerFixtures.payment("MT-PHONE-F2")
        payment.record.request = ServerFixtures.payPayload(id: "MT-PHONE-F2")
        payment.record.handOffUrl = "ppe://pay?pa=MERCHANTUAT@ybl&am=100.00&tn=Payment%20for%20MT-PHONE-F2"
        let path = folder.path("ledger.sqlite")
        let ledger = try await SQLiteLedger.open(path: path)
        #expect(try await ledger.apply([.insert(payment)]))
        try await ledger.close()
        let reopened = try await SQLiteLedger.open(path: path)
        let read = try #require(try await reopened.payments(merchantId: "M1", ids: ["MT-PHONE-F2"]).first)
        try await reopened.close()
        #expect(read.record == payment.record)
        #expect(read.record.request?["merchantTransactionId"] == "MT-PHONE-F2")
    }

    @Test func aRecordWithoutThemReadsBackWithout() throws {
        let record = LedgerFixtures.payment("MT-NONE").record
        #expect(record.json["request"] == .null)
        #expect(PhonePePayment(json: record.json) == record)
    }

    @Test func aRecordWrittenBeforeTheyWereKeptReadsWithout() throws {
        var old = try #require(LedgerFixtures.payment("MT-OLD").record.json.objectValue)
        old["request"] = nil
        old["handOffUrl"] = nil
        let record = try #require(PhonePePayment(json: .object(old)))
        #expect(record.request == nil)
        #expect(record.handOffUrl == nil)
        #expect(record.id == "MT-OLD")
    }
}
