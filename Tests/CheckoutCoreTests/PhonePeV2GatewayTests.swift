import CheckoutCore
import Testing

/// PhonePe v2's gateway, as PhonePe's SDKs call it: orders, status as the outcome plays, refunds
/// and the webhooks each owes, at given times.
@Suite struct PhonePeV2GatewayTests {
    static let start: Int64 = 1_764_250_000_000

    static func gateway(_ outcome: PhonePeV2Outcome = .completed) -> PhonePeV2Gateway {
        PhonePeV2Gateway(merchantId: "SHOPUAT", displayName: "Shop", mcc: "5311", outcome: outcome, seed: 42)
    }

    static func post(_ path: String, _ body: String) -> PhonePeV2Call { PhonePeV2Call(method: "POST", path: path, body: body) }

    static let standardPay = #"{"merchantOrderId":"ORDER-1","amount":1000,"metaInfo":{"udf1":"cart 7"},"paymentFlow":{"type":"PG_CHECKOUT","message":null,"merchantUrls":{"redirectUrl":"https://shop.example/done"},"paymentModeConfig":null},"expireAfter":null,"disablePaymentRetry":null}"#
    static let customPay = #"{"merchantOrderId":"ORDER-2","amount":25050,"deviceContext":{"deviceOS":"IOS","merchantCallbackScheme":"shopapp"},"paymentFlow":{"type":"PG","paymentMode":{"type":"UPI_INTENT","targetApp":"PHONEPE"}}}"#

    @Test func standardCheckoutAnswersAPendingOrderWithThePayPage() throws {
        var gateway = Self.gateway()
        let answer = gateway.respond(to: Self.post("/checkout/v2/pay", Self.standardPay), at: Self.start)
        #expect(answer.httpStatus == 200)
        #expect(answer.body["state"] == "PENDING")
        #expect(answer.body["expireAt"]?.intValue == Self.start + 1_200_000)
        let orderId = try #require(answer.body["orderId"]?.stringValue)
        #expect(orderId.hasPrefix("OMO") && orderId.count == 25)
        #expect(answer.body["redirectUrl"]?.stringValue == "https://mercury-uat.phonepe.com/transact/v2/pay/SHOPUAT/ORDER-1")
        #expect(answer.body["intentUrl"] == nil)
    }

    @Test func customCheckoutOnIOSAnswersPhonePesIntentWithTheCallbackScheme() throws {
        var gateway = Self.gateway()
        let answer = gateway.respond(to: Self.post("/payments/v2/pay", Self.customPay), at: Self.start)
        #expect(answer.httpStatus == 200)
        let url = try #require(answer.body["intentUrl"]?.stringValue)
        #expect(url.hasPrefix("ppe://pay?pa=SHOPUAT@ybl&pn=Shop&am=250.50&mam=250.50&tr=OM"))
        #expect(url.hasSuffix("&mcbs=shopapp"))
    }

    @Test func anSDKOrderAnswersTheTokenTheIOSSDKTakes() throws {
        var gateway = Self.gateway()
        let answer = gateway.respond(to: Self.post("/checkout/v2/sdk/order", Self.standardPay), at: Self.start)
        #expect(answer.httpStatus == 200)
        #expect(try #require(answer.body["token"]?.stringValue).hasPrefix("OTK"))
    }

    @Test(arguments: [
        (#"{"merchantOrderId":"a b","amount":1000,"paymentFlow":{"type":"PG_CHECKOUT"}}"#, "merchantOrderId"),
        (#"{"merchantOrderId":"A","amount":99,"paymentFlow":{"type":"PG_CHECKOUT"}}"#, "amount"),
        (#"{"merchantOrderId":"A","amount":1000,"expireAfter":10,"paymentFlow":{"type":"PG_CHECKOUT"}}"#, "expireAfter"),
        (#"{"merchantOrderId":"A","amount":1000,"metaInfo":{"udf16":"x"},"paymentFlow":{"type":"PG_CHECKOUT"}}"#, "metaInfo.udf16"),
        (#"{"merchantOrderId":"A","amount":1000,"paymentFlow":{"type":"PG"}}"#, "paymentFlow.type"),
        (#"{"merchantOrderId":"A","amount":1000}"#, "paymentFlow"),
        (#"[1]"#, "body"),
        (#"{"merchantOrderId":"A","#, "body"),
    ])
    func aBadStandardPayNamesTheField(body: String, field: String) {
        var gateway = Self.gateway()
        let answer = gateway.respond(to: Self.post("/checkout/v2/pay", body), at: Self.start)
        #expect(answer.httpStatus == 400)
        #expect(answer.body["code"] == "BAD_REQUEST")
        #expect(answer.body["context"]?["field"]?.stringValue == field, "\(answer.body)")
        #expect(gateway.records.isEmpty)
    }

    @Test func aCustomPayNamesAnUnsimulatedModeOrAnUnknownIOSApp() {
        var gateway = Self.gateway()
        let collect = Self.customPay.replacingOccurrences(of: "UPI_INTENT", with: "UPI_COLLECT")
        #expect(gateway.respond(to: Self.post("/payments/v2/pay", collect), at: Self.start).body["context"]?["field"] == "paymentFlow.paymentMode.type")
        let cred = Self.customPay.replacingOccurrences(of: "PHONEPE", with: "CREDPAY")
        #expect(gateway.respond(to: Self.post("/payments/v2/pay", cred), at: Self.start).body["context"]?["field"] == "paymentFlow.paymentMode.targetApp")
    }

    @Test func onAndroidTargetAppIsAPackage() throws {
        var gateway = Self.gateway()
        let android = Self.customPay.replacingOccurrences(of: #""deviceOS":"IOS""#, with: #""deviceOS":"ANDROID""#)
        let named = gateway.respond(to: Self.post("/payments/v2/pay", android), at: Self.start)
        #expect(named.body["context"]?["field"] == "paymentFlow.paymentMode.targetApp")
        #expect(named.body["message"]?.stringValue == "on Android targetApp is the app's package, not iOS's PHONEPE: send com.phonepe.app")
        let spaced = android.replacingOccurrences(of: "PHONEPE", with: "com.phone pe")
        #expect(gateway.respond(to: Self.post("/payments/v2/pay", spaced), at: Self.start).body["message"]?.stringValue
            == "on Android targetApp is the app's package, such as com.phonepe.app, not com.phone pe")
        let bhim = android.replacingOccurrences(of: "PHONEPE", with: AndroidPackages.bhim)
        let answer = gateway.respond(to: Self.post("/payments/v2/pay", bhim), at: Self.start)
        #expect(answer.httpStatus == 200)
        #expect(try #require(answer.body["intentUrl"]?.stringValue).hasPrefix("upi://pay?"))
    }

    @Test func aReusedMerchantOrderIdIsRefused() {
        var gateway = Self.gateway()
        #expect(gateway.respond(to: Self.post("/checkout/v2/pay", Self.standardPay), at: Self.start).httpStatus == 200)
        let again = gateway.respond(to: Self.post("/checkout/v2/pay", Self.standardPay), at: Self.start + 1)
        #expect(again.httpStatus == 400)
        #expect(again.body["context"]?["field"] == "merchantOrderId")
    }

    @Test func statusIsPendingUntilPaidThenPlaysTheOutcomeAndTheWebhookCarriesTheFinalState() throws {
        var gateway = Self.gateway(PhonePeV2Outcome(steps: [.pending(1), .serverError(1)], final: .completed))
        _ = gateway.respond(to: Self.post("/checkout/v2/pay", Self.standardPay), at: Self.start)
        let status = PhonePeV2Call(method: "GET", path: "/checkout/v2/order/ORDER-1/status", query: "details=True")
        #expect(gateway.respond(to: status, at: Self.start + 1).body["state"] == "PENDING")
        gateway.decide(PhonePeV2Key(kind: .order, id: "ORDER-1"), .approved, at: Self.start + 5)
        let first = gateway.respond(to: status, at: Self.start + 6)
        #expect(first.body["state"] == "PENDING")
        #expect(first.body["paymentDetails"]?.arrayValue?.first?["state"] == "PENDING")
        #expect(gateway.respond(to: status, at: Self.start + 7).httpStatus == 500)
        let final = gateway.respond(to: status, at: Self.start + 8)
        #expect(final.body["state"] == "COMPLETED")
        let attempt = try #require(final.body["paymentDetails"]?.arrayValue?.first)
        #expect(attempt["state"] == "COMPLETED")
        #expect(attempt["rail"]?["type"] == "UPI")
        #expect(attempt["rail"]?["utr"]?.stringValue?.count == 12)
        let transactionId = try #require(attempt["transactionId"]?.stringValue)
        let byTransaction = gateway.respond(to: PhonePeV2Call(method: "GET", path: "/checkout/v2/transaction/\(transactionId)/status"), at: Self.start + 9)
        #expect(byTransaction.body["state"] == "COMPLETED")
        #expect(gateway.webhooks.map(\.event) == ["checkout.order.completed"])
        #expect(gateway.webhooks.first?.type == "CHECKOUT_ORDER_COMPLETED")
        #expect(gateway.webhooks.first?.payload["state"] == "COMPLETED")
    }

    @Test func attemptsThatFailLeaveTheOrderPendingUntilTheLastOne() throws {
        var gateway = Self.gateway(PhonePeV2Outcome(steps: [.failedAttempts(2)], final: .completed))
        _ = gateway.respond(to: Self.post("/payments/v2/pay", Self.customPay), at: Self.start)
        gateway.decide(PhonePeV2Key(kind: .order, id: "ORDER-2"), .approved, at: Self.start + 5, answerEvery: 3000)
        #expect(gateway.webhooks.map(\.event) == ["pg.transaction.attempt.failed", "pg.transaction.attempt.failed", "pg.order.completed"])
        #expect(gateway.webhooks[0].payload["state"] == "PENDING")
        #expect(gateway.webhooks[0].payload["paymentDetails"]?.arrayValue?.map { $0["state"] } == ["FAILED"])
        let all = gateway.respond(to: PhonePeV2Call(method: "GET", path: "/payments/v2/order/ORDER-2/status", query: "details=true&errorContext=true"), at: Self.start + 6)
        let states = all.body["paymentDetails"]?.arrayValue?.map { $0["state"]?.stringValue ?? "" }
        #expect(states == ["FAILED", "FAILED", "COMPLETED"])
        #expect(all.body["paymentDetails"]?.arrayValue?.first?["errorCode"] == "TXN_AUTO_FAILED")
        let latest = gateway.respond(to: PhonePeV2Call(method: "GET", path: "/payments/v2/order/ORDER-2/status"), at: Self.start + 7)
        #expect(latest.body["paymentDetails"]?.arrayValue?.count == 1)
    }

    @Test func aDeclinedOrderFailsAtOnceWithPhonePesCodes() {
        var gateway = Self.gateway(PhonePeV2Outcome(steps: [.pending(3)], final: .completed))
        _ = gateway.respond(to: Self.post("/checkout/v2/pay", Self.standardPay), at: Self.start)
        gateway.decide(PhonePeV2Key(kind: .order, id: "ORDER-1"), .declined, at: Self.start + 5)
        let status = gateway.respond(to: PhonePeV2Call(method: "GET", path: "/checkout/v2/order/ORDER-1/status"), at: Self.start + 6)
        #expect(status.body["state"] == "FAILED")
        #expect(status.body["errorCode"] == "AUTHORIZATION_ERROR")
        #expect(status.body["detailedErrorCode"] == "ZM")
        #expect(gateway.webhooks.map(\.event) == ["checkout.order.failed"])
    }

    @Test func anOrderNobodyPaysExpires() {
        var gateway = Self.gateway()
        _ = gateway.respond(to: Self.post("/checkout/v2/pay", Self.standardPay), at: Self.start)
        let status = gateway.respond(to: PhonePeV2Call(method: "GET", path: "/checkout/v2/order/ORDER-1/status"), at: Self.start + 1_200_000)
        #expect(status.body["state"] == "FAILED")
        #expect(status.body["errorCode"] == "TIMED_OUT")
        gateway.decide(PhonePeV2Key(kind: .order, id: "ORDER-1"), .approved, at: Self.start + 1_200_001)
        #expect(gateway.records[PhonePeV2Key(kind: .order, id: "ORDER-1")]?.decision == nil, "too late to pay")
    }

    @Test func refundsGiveBackUpToWhatIsLeftAndOweTheirWebhooks() {
        var gateway = Self.gateway()
        _ = gateway.respond(to: Self.post("/checkout/v2/pay", Self.standardPay), at: Self.start)
        let early = gateway.respond(to: Self.post("/payments/v2/refund", #"{"merchantRefundId":"R-1","amount":400,"originalMerchantOrderId":"ORDER-1"}"#), at: Self.start + 1)
        #expect(early.httpStatus == 400, "not paid yet")
        gateway.decide(PhonePeV2Key(kind: .order, id: "ORDER-1"), .approved, at: Self.start + 2)
        let refund = gateway.respond(to: Self.post("/payments/v2/refund", #"{"merchantRefundId":"R-1","amount":400,"originalMerchantOrderId":"ORDER-1"}"#), at: Self.start + 3)
        #expect(refund.httpStatus == 200)
        #expect(refund.body["state"] == "PENDING")
        #expect(refund.body["refundId"]?.stringValue?.hasPrefix("OMR") == true)
        let tooMuch = gateway.respond(to: Self.post("/payments/v2/refund", #"{"merchantRefundId":"R-2","amount":601,"originalMerchantOrderId":"ORDER-1"}"#), at: Self.start + 4)
        #expect(tooMuch.body["context"]?["field"] == "amount")
        let status = PhonePeV2Call(method: "GET", path: "/payments/v2/refund/R-1/status")
        #expect(gateway.respond(to: status, at: Self.start + 5).body["state"] == "PENDING")
        gateway.decide(PhonePeV2Key(kind: .refund, id: "R-1"), .approved, at: Self.start + 6)
        let done = gateway.respond(to: status, at: Self.start + 7)
        #expect(done.body["state"] == "COMPLETED")
        #expect(done.body["originalMerchantOrderId"] == "ORDER-1")
        #expect(gateway.webhooks.map(\.event) == ["checkout.order.completed", "pg.refund.accepted", "pg.refund.completed"])
        #expect(gateway.respond(to: PhonePeV2Call(method: "GET", path: "/payments/v2/refund/R-9/status"), at: Self.start).httpStatus == 404)
    }

    @Test func aRecordReadsBackFromItsJSON() throws {
        var gateway = Self.gateway(PhonePeV2Outcome(steps: [.failedAttempts(1), .pending(2)], final: .declined))
        _ = gateway.respond(to: Self.post("/payments/v2/pay", Self.customPay), at: Self.start)
        gateway.decide(PhonePeV2Key(kind: .order, id: "ORDER-2"), .approved, at: Self.start + 5, answerEvery: 3000)
        let order = try #require(gateway.records[PhonePeV2Key(kind: .order, id: "ORDER-2")])
        #expect(PhonePeV2Order(json: order.json) == order)
        #expect(order.finalAt == Self.start + 5 + 6000)
        #expect(order.transactionIds.count == 2)
    }

    @Test func theWebhookAuthorizationIsTheHexDigestOfUsernameAndPassword() {
        #expect(PhonePeV2Webhook.authorization(username: "username", password: "password") == "bc842c31a9e54efe320d30d948be61291f3ceee4766e36ab25fa65243cd76e0e")
        #expect(PhonePeV2Webhook.isAuthorized(header: "bc842c31a9e54efe320d30d948be61291f3ceee4766e36ab25fa65243cd76e0e", username: "username", password: "password"))
        #expect(!PhonePeV2Webhook.isAuthorized(header: "bc842c31a9e54efe320d30d948be61291f3ceee4766e36ab25fa65243cd76e0e", username: "username", password: "wrong"))
    }

    @Test func anOutcomeReadsBackFromItsText() {
        for text in ["completed", "pending:2,server-error:1,failed", "failed-attempts:1,completed", "error:INTERNAL_SERVER_ERROR"] {
            #expect(PhonePeV2Outcome(text)?.description == text)
        }
        #expect(PhonePeV2Outcome("pending,completed") == nil)
    }
}

/// An order nobody pays fails at its expiry, and its failed webhook is owed once.
@Suite struct PhonePeV2ExpiryTests {
    @Test func anExpiredOrderOwesItsFailedWebhookOnce() {
        var gateway = PhonePeV2GatewayTests.gateway()
        _ = gateway.respond(to: PhonePeV2GatewayTests.post("/payments/v2/pay", PhonePeV2GatewayTests.customPay), at: PhonePeV2GatewayTests.start)
        let key = PhonePeV2Key(kind: .order, id: "ORDER-2")
        gateway.expire(key, at: PhonePeV2GatewayTests.start + 1_199_999)
        #expect(gateway.webhooks.isEmpty, "not yet due")
        gateway.expire(key, at: PhonePeV2GatewayTests.start + 1_200_000)
        gateway.expire(key, at: PhonePeV2GatewayTests.start + 1_300_000)
        #expect(gateway.webhooks.map(\.event) == ["pg.order.failed"])
        #expect(gateway.webhooks.first?.payload["state"] == "FAILED")
        #expect(gateway.webhooks.first?.payload["errorCode"] == "TIMED_OUT")
        #expect(gateway.records[key]?.expired == true)
        #expect(PhonePeV2Order(json: gateway.records[key]!.json) == gateway.records[key])
    }
}
