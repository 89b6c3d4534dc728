import CheckoutCore

/// PG's hosted pay page as `serve` shows it: one self-contained page (no scripts, no network) with
/// the merchant, the amount and the payment's id, and two buttons while the payment waits for the
/// user; once decided, what happened and the way back to the merchant.
enum PayPageHTML {
    /// `postBack`: the fields to post to the merchant once decided (`redirectMode: POST`), else nil for a link.
    static func page(_ transaction: AdminTransaction, actionPath: String, postBack: [(name: String, value: String)]? = nil) -> String {
        let record = transaction.payment.record
        let amount = record.amount.map { "₹" + Rupees.shown(fromPaise: $0) } ?? "no amount"
        var body = """
            <h1>Pay \(escape(record.merchantId))</h1>
            <p class="amount">\(escape(amount))</p>
            <p>Payment <code>\(escape(record.id))</code></p>
            """
        switch record.decision {
        case nil:
            body += """

                <form method="post" action="\(escape(actionPath))">
                <button name="action" value="pay">Pay \(escape(amount))</button>
                <button name="action" value="decline">Decline</button>
                </form>
                <p class="note">A simulated pay page: nothing is charged.</p>
                """
        case let decision?:
            let said = decision == .approved ? "Paid" : "Declined"
            body += "\n<p class=\"result\">\(said). The merchant learns it from its status call and callback.</p>"
            if let back = merchantURL(record), let postBack {
                body += "\n" + PayPagePostBack.form(to: back, fields: postBack)
            } else if let back = merchantURL(record) {
                body += "\n<p><a href=\"\(escape(back))\">Back to \(escape(record.merchantId))</a></p>"
            }
        }
        return document(merchantId: record.merchantId, body: body)
    }

    /// The page around `body`, v1's and v2's alike: its title names the merchant paid.
    static func document(merchantId: String, body: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Pay \(escape(merchantId)) · checkout-sim</title>
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
        .amount{font-size:2rem;font-weight:600}button{font-size:1.1rem;padding:.6rem 1.2rem;margin-right:.5rem}
        .note{color:#666}</style></head>
        <body>
        \(body)
        </body></html>

        """
    }

    static func escape(_ text: String) -> String { XMLText.escape(text) }

    /// The merchant's `redirectUrl` when it is a `WebURL`: checked at the pay call, and again here for
    /// a payment kept before that check, so no `javascript:` link or `Location` ever leaves the page.
    static func merchantURL(_ record: PhonePePayment) -> String? {
        guard let given = record.redirectUrl, WebURL.problem(in: given) == nil else { return nil }
        return given
    }

    /// No scripts, no network, nothing framed: the page's own style and form, and the form's redirect
    /// to the merchant (an http or https URL).
    static let contentSecurityPolicy =
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self' http: https:; base-uri 'none'; frame-ancestors 'none'"
}
