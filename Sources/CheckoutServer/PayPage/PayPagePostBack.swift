import CheckoutCore

/// `redirectMode: POST`: once the user has acted on the pay page, the browser goes back to the
/// merchant's `redirectUrl` by a form POST carrying the payment's fields, as PhonePe's PG does,
/// instead of a 303. The page runs no script (its Content-Security-Policy forbids any), so the form
/// is submitted by a visible "Continue to merchant" button rather than on its own.
enum PayPagePostBack {
    /// Whether the pay call asked for a POST back.
    static func wanted(_ record: PhonePePayment) -> Bool {
        record.request?["redirectMode"]?.stringValue == "POST"
    }

    /// The fields posted, in order: `code` (what a status call answers now), `merchantId`,
    /// `transactionId` (the merchant's id), `amount` (paise), `providerReferenceId`, and `checksum`:
    /// sha256 of those values one after the other, then the salt key, + "###" + salt index, so the
    /// merchant can tell the post came from its gateway (it still checks the status call).
    static func fields(_ transaction: AdminTransaction, saltKey: String, saltIndex: Int) -> [(name: String, value: String)] {
        let record = transaction.payment.record
        let fields = [
            ("code", transaction.nextStatusCode), ("merchantId", record.merchantId), ("transactionId", record.id),
            ("amount", record.amount.map(String.init) ?? ""), ("providerReferenceId", record.ids.providerReferenceId),
        ]
        return fields + [("checksum", Checksum.sign(fields.map(\.1).joined() + saltKey, saltIndex: saltIndex))]
    }

    /// The form that posts `fields` to `url`, with its button.
    static func form(to url: String, fields: [(name: String, value: String)]) -> String {
        let inputs = fields.map { "<input type=\"hidden\" name=\"\(PayPageHTML.escape($0.name))\" value=\"\(PayPageHTML.escape($0.value))\">" }
        return "<form method=\"post\" action=\"\(PayPageHTML.escape(url))\">\n" + inputs.joined(separator: "\n")
            + "\n<button type=\"submit\">Continue to merchant</button>\n</form>"
    }
}
