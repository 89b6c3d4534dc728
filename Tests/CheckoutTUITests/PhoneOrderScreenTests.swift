import CheckoutCore
import CheckoutTUI
import Testing

/// PhonePe v2 orders on the phone, through its model: listed beside the payments by when they were
/// made, opened with the URL the customer opens, paid or declined through the gateway, and a refusal
/// said where the choices are.
@Suite("The phone: v2 orders beside the payments, paid or declined")
struct PhoneOrderScreenTests {
    static let gateway = PhoneFixtures.gateway

    /// An order as the admin API shows it, made by the core's v2 gateway as serve makes it.
    static func order(_ id: String, amount: Int64 = 25000, custom: Bool = false, decision: PhonePeV2Decision? = nil, createdAt: Int64) -> ServedOrder {
        var gateway = PhonePeV2Gateway(merchantId: "MERCHANTUAT", displayName: "MERCHANT", mcc: "5311", seed: 11)
        let body = custom
            ? #"{"merchantOrderId":"\#(id)","amount":\#(amount),"deviceContext":{"deviceOS":"IOS"},"paymentFlow":{"type":"PG","paymentMode":{"type":"UPI_INTENT","targetApp":"PHONEPE"}}}"#
            : #"{"merchantOrderId":"\#(id)","amount":\#(amount),"paymentFlow":{"type":"PG_CHECKOUT"}}"#
        _ = gateway.respond(to: PhonePeV2Call(method: "POST", path: custom ? "/payments/v2/pay" : "/checkout/v2/pay", body: body), at: createdAt)
        let key = PhonePeV2Key(kind: .order, id: id)
        if let decision { gateway.decide(key, decision, at: createdAt) }
        var json = gateway.records[key]?.json.objectValue ?? [:]
        json["createdAt"] = .int(createdAt)
        json["paysAt"] = .null
        json["state"] = .string(decision == nil ? "PENDING" : decision == .approved ? "COMPLETED" : "FAILED")
        json["webhooks"] = []
        guard let order = ServedOrder(json: .object(json)) else { fatalError("the admin API's JSON for \(id) does not read back") }
        return order
    }

    static func phone(payments: [ServedPayment], orders: [ServedOrder]) -> TUIDriver {
        var driver = TUIDriver(gateway: gateway, profile: ShippedProfiles.entry("iphone15-all-upi"))
        var list = PhoneFixtures.list(payments)
        list.orders = orders
        list.ordersTotal = orders.count
        driver.receive(.list(.success(list)))
        return driver
    }

    @Test func ordersAreListedBesideThePaymentsNewestFirstAndMarkedV2() {
        let driver = Self.phone(
            payments: [PhoneFixtures.payment("MT-OLD", createdAt: 1_000), PhoneFixtures.payment("MT-NEW", createdAt: 3_000)],
            orders: [Self.order("ORDER-MID", custom: true, createdAt: 2_000)])
        #expect(driver.text.contains("Payments on \(Self.gateway) (2 + 1 v2)"))
        let rows = driver.lines.filter { $0.contains("MERCHANTUAT  ₹") }
        #expect(rows.map { $0.contains("MT-NEW") } == [true, false, false], "\(rows)")
        #expect(rows[1].contains("ORDER-MID") && rows[1].contains("v2 Custom") && rows[1].contains("PENDING: user to pay"), "\(rows)")
        #expect(rows[2].contains("MT-OLD"))
    }

    @Test func anOrderIsPaidThroughTheGatewayAndShownAsItThenIs() {
        let waiting = Self.order("ORDER-1", createdAt: 1_000)
        var driver = Self.phone(payments: [], orders: [waiting])
        driver.confirm()
        #expect(AppModel.phoneRefresh(driver.model) == [.order(waiting.key)])
        #expect(driver.text.contains("What does the user do in the pay page?"))
        #expect(driver.text.contains("https://mercury-uat.phonepe.com/transact/v2/pay/MERCHANTUAT/ORDER-1"))
        driver.confirm()
        #expect(driver.lastCommand == .phone(.actOnOrder(waiting.key, .approved)))
        #expect(driver.text.contains("Telling the gateway: pay…"))
        #expect(AppModel.phoneRefresh(driver.model) == [], "nothing is asked while the decision is on its way")
        driver.receive(.actedOnOrder(waiting.key, .approved, .success(Self.order("ORDER-1", decision: .approved, createdAt: 1_000))))
        #expect(driver.text.contains("Order status now answers COMPLETED."))
        #expect(driver.text.contains("pay: the gateway recorded v2 order ORDER-1 COMPLETED (no webhook URL: none owed)"))
        #expect(driver.text.contains("COMPLETED utr"))
    }

    @Test func aRefusalIsSaidWhereTheChoicesAre() {
        let waiting = Self.order("ORDER-2", createdAt: 1_000)
        var driver = Self.phone(payments: [], orders: [waiting])
        driver.confirm()
        driver.press(.selectNext)
        driver.confirm()
        #expect(driver.lastCommand == .phone(.actOnOrder(waiting.key, .declined)))
        driver.receive(.actedOnOrder(waiting.key, .declined, .failure(.refused(status: 409, message: "order ORDER-2 was already paid by the customer"))))
        #expect(driver.text.contains("The gateway refused (HTTP 409): order ORDER-2 was already paid"))
        #expect(driver.text.contains("Decline"), "the choices stay while the order still reads as waiting")
    }
}
