import NIOConcurrencyHelpers

/// What a route tells the request log about the call it answered: the merchant, the payment and
/// the gateway's code. A reference in the request's context, since Hummingbird hands each route a
/// copy of the context: what the route writes must reach the middleware that made the note.
final class RequestLogNote: Sendable {
    struct Fields {
        var merchantId: String?
        var paymentId: String?
        var code: String?
        var message: String?
    }

    private let fields = NIOLockedValueBox(Fields())

    func record(merchantId: String?, paymentId: String?, code: String?, message: String? = nil) {
        fields.withLockedValue { $0 = Fields(merchantId: merchantId, paymentId: paymentId, code: code, message: message) }
    }

    var values: Fields { fields.withLockedValue { $0 } }
}
