import CheckoutCore

/// PhonePe v2's gateway on any body: the first byte picks the endpoint (pay, SDK order, refund and
/// the status calls of both checkouts), the rest is the body; the gateway holds a paid order to
/// refund and ask about. `decode`'s v2 lint and a record read back from any JSON run on it too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzV2Gateway(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: count)
    let endpoints: [(method: String, path: String)] = [
        ("POST", "/checkout/v2/pay"), ("POST", "/checkout/v2/sdk/order"), ("POST", "/payments/v2/pay"), ("POST", "/payments/v2/sdk/order"),
        ("POST", "/payments/v2/refund"), ("GET", "/checkout/v2/order/PAID-1/status"), ("GET", "/payments/v2/refund/R-1/status"),
    ]
    let endpoint = endpoints[Int(bytes.first ?? 0) % endpoints.count]
    let body = String(decoding: bytes.dropFirst(), as: UTF8.self)
    var gateway = PhonePeV2Gateway(merchantId: "MERCHANTUAT", displayName: "Shop", mcc: "5311", seed: 7)
    let paid = #"{"merchantOrderId":"PAID-1","amount":10000,"paymentFlow":{"type":"PG_CHECKOUT"}}"#
    _ = gateway.respond(to: PhonePeV2Call(method: "POST", path: "/checkout/v2/pay", body: paid), at: 1_000)
    gateway.decide(PhonePeV2Key(kind: .order, id: "PAID-1"), .approved, at: 2_000)
    let call = PhonePeV2Call(method: endpoint.method, path: endpoint.path, query: endpoint.method == "GET" ? body : "", body: body)
    _ = gateway.respond(to: call, at: 3_000)
    for key in gateway.records.keys { gateway.decide(key, .approved, at: 4_000, answerEvery: 3_000) }
    if let json = try? JSONParser.parse(body) {
        if let route = PhonePeV2Lint.endpoint(path: endpoint.path) { _ = PhonePeV2Lint.findings(json, endpoint: route) }
        _ = PhonePeV2Order(json: json)
    }
    return 0
}
