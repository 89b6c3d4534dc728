/// What the checkout page offers a Citcon demo: outcomes, countries, a consumer and a cardholder.
public enum CitconDemo {
    /// The usual endings, a pending charge, and the client codes for an error and a cancellation.
    public static let outcomes: [CitconOutcome] = ["succeeded", "failed", "pending", "canceled", "expired", "code:-1", "code:6001"]
        .compactMap { try? CitconOutcome.parse($0) }

    /// Countries where the supported currencies are used; the seed asks only for an upper-case two-letter code.
    public static let countries = ["US", "CA", "CN", "HK", "SG", "JP", "TH", "AU", "NZ", "GB", "DE", "FR", "CH", "SE", "DK", "NO"]

    /// The consumer the checkout page sends by default, so PayPal and Venmo can be walked.
    public static let consumerReference = "consumer-0001"

    /// The cardholder and billing address a 3-D Secure card payment sends, by CPayRequest path.
    static let cardholder: [String: String] = [
        "consumer.firstName": "Jane", "consumer.lastName": "Doe", "consumer.phone": "+14155550100", "consumer.email": "jane@example.com",
        "payment.billingAddress.street": "1 Market St", "payment.billingAddress.street2": "Suite 100",
        "payment.billingAddress.city": "San Francisco", "payment.billingAddress.state": "CA", "payment.billingAddress.zip": "94105",
        "payment.billingAddress.country": "US",
    ]

    /// Every cardholder and billing field a 3-D Secure card payment needs, in the order the request rule lists them.
    public static let cardholderFields: [CitconField] = (CPayRequestBuilder.cardholderFields + CPayRequestBuilder.billingFields)
        .compactMap { path in cardholder[path].map { CitconField(path: path, value: $0) } }

    /// The extra CPayRequest fields a demo sends: `consumer.reference` when there is one, then the
    /// cardholder and billing address when a 3-D Secure card payment should carry them.
    public static func fields(consumerReference: String?, cardholder: Bool) -> [CitconField] {
        let consumer = consumerReference.map { [CitconField(path: "consumer.reference", value: $0)] } ?? []
        return consumer + (cardholder ? cardholderFields : [])
    }
}
