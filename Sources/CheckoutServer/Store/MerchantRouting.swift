import CheckoutCore

/// Which merchant and which payments a call touches: the path's merchant and id on a status call,
/// the payload's `merchantId` and payment id on a POST (and the original payment of a refund).
/// Anything unreadable touches nothing, and the core refuses it. A POST's `amount` picks a magic
/// amount's outcome.
struct MerchantRouting {
    var merchantId: String
    var paymentIds: [String]
    var amount: Int64?
    /// A pay call (not a refund, not a status call): it creates the payment it names.
    var createsPayment = false

    /// `envelope`: a POST's body as `GatewayCall` decoded it.
    init?(_ request: GatewayRequest, envelope: Envelope.Reading?) {
        if request.method == "GET" {
            guard let ids = StatusPathTemplate.ids(in: request.path) else { return nil }
            (merchantId, paymentIds) = (ids.merchantId, [ids.id])
            return
        }
        guard case .success(let decoded) = envelope,
            let payload = decoded.json.objectValue, let merchantId = payload["merchantId"]?.stringValue
        else { return nil }
        self.merchantId = merchantId
        amount = payload["amount"]?.intValue
        let fields = request.path == RefundRequest.path
            ? ["originalTransactionId", "merchantTransactionId"]
            : PhonePeFlow.allCases.filter { $0.path == request.path }.map(\.idField)
        var ids: [String] = []
        for field in fields {
            if let id = payload[field]?.stringValue, !ids.contains(id) { ids.append(id) }
        }
        paymentIds = ids
        createsPayment = request.path != RefundRequest.path
    }
}

/// A gateway call read once: a POST's envelope decoded, and from it the merchant and payments the
/// call touches. The faults, the store, the core and the request log all use this one reading.
struct GatewayCall: Sendable {
    var request: GatewayRequest
    /// Nil for a GET, which has no envelope.
    var envelope: Envelope.Reading?
    var routing: MerchantRouting?

    init(_ request: GatewayRequest) {
        self.request = request
        envelope = request.method == "GET" ? nil : Envelope.decode(request.body, key: "request")
        routing = MerchantRouting(request, envelope: envelope)
    }
}
