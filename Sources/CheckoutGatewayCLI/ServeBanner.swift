import CheckoutCLI
import CheckoutCore
import CheckoutServer

/// What `serve` prints once it listens: the URL bound, where the ledger is and every merchant (salt
/// keys masked), what the ledger already held, then where the admin API is, and with `namingV2` each
/// merchant's PhonePe v2 OAuth client and webhook (secret and password masked), and last what to know
/// of the ledger (`ledgerNote`: the one in memory grows without bound). The URL and the ledger are
/// on the first line, for scripts that read one line.
public enum ServeBanner {
    public static func lines(
        host: String, port: Int, merchants: [ServedMerchant], ledger: String, resumed: ResumedLedger = .empty, namingV2: Bool = false,
        ledgerNote: String? = nil
    ) -> [String] {
        let url = url(host: host, port: port)
        var lines: [String]
        if merchants.count == 1, let merchant = merchants.first {
            lines = ["Serving the mock gateway on \(url) for merchant \(describe(merchant)); ledger \(ledger)"]
        } else {
            lines = ["Serving the mock gateway on \(url) for \(merchants.count) merchants; ledger \(ledger)"]
                + merchants.map { "  \(describe($0))" }
        }
        if let line = resumed.line { lines.append(line) }
        lines.append("Admin API: \(url)\(AdminRoutes.prefix)/transactions, …/outcome, …/act, \(AdminRoutes.prefix)/faults (docs/serve.md)")
        if namingV2 { lines += v2Lines(merchants, url: url) }
        if let ledgerNote { lines.append(ledgerNote) }
        // Merchant ids, the ledger's path and the salt's tail are the user's text, shown on a terminal.
        return lines.map { $0.spellingOutTerminalControls(keepingLayout: false) }
    }

    /// One merchant: `PhonePe v2 OAuth: POST …/apis/pg-sandbox/v1/oauth/token for client C (secret ••••cret,
    /// version 1; tokens last 3600 s)`, then `PhonePe v2 webhooks to URL as U (password ••••word)` if it
    /// has any. Several: the endpoint, then a line per merchant with its client and webhook.
    static func v2Lines(_ merchants: [ServedMerchant], url: String) -> [String] {
        let endpoint = "PhonePe v2 OAuth: POST \(url)/apis/pg-sandbox\(PhonePeOAuth.tokenPath)"
        guard merchants.count > 1 else {
            guard let merchant = merchants.first else { return [] }
            return ["\(endpoint) for \(describe(merchant.oauthClient))"] + (merchant.webhook.map { ["PhonePe v2 \(describe($0))"] } ?? [])
        }
        return ["\(endpoint) for each merchant's client:"] + merchants.map { merchant in
            "  \(merchant.merchantId): \(describe(merchant.oauthClient))" + (merchant.webhook.map { "; \(describe($0))" } ?? "; no webhooks")
        }
    }

    /// `client C (secret ••••cret, version 1; tokens last 3600 s)`.
    static func describe(_ client: PhonePeOAuthClient) -> String {
        "client \(client.clientId) (secret \(LiveLog.masked(client.clientSecret)), version \(client.clientVersion); tokens last \(client.tokenLifetimeSeconds) s)"
    }

    /// `webhooks to https://shop.example/hook as checkout-sim-webhook (password ••••word)`.
    static func describe(_ webhook: V2WebhookSettings) -> String {
        "webhooks to \(webhook.url) as \(webhook.username) (password \(LiveLog.masked(webhook.password)))"
    }

    public static func url(host: String, port: Int) -> String { ServedAddress.url(host: host, port: port) }

    /// `M1 (salt key ••••1234, index 1; pending:3,success, paid after 3 s)`.
    static func describe(_ merchant: ServedMerchant) -> String {
        let settings = merchant.settings
        let salt = LiveLog.masked(settings.saltKey)
        let paid = merchant.paysAfter.map { "paid after \($0.components.seconds) s" } ?? "never paid on its own"
        let magic = merchant.magicAmounts ? "" : ", no magic amounts"
        return "\(settings.merchantId) (salt key \(salt), index \(settings.saltIndex); \(merchant.outcome), \(paid)\(magic))"
    }
}
