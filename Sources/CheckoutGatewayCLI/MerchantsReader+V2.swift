import CheckoutCore
import CheckoutReplay
import CheckoutServer
import Yams

/// A merchant's PhonePe v2 keys in a merchants file: its OAuth client and its webhook.
extension MerchantsReader {
    /// Where a merchant's client id came from, for a problem that names it.
    enum ClientIdOrigin {
        /// `clientId` in the file.
        case given
        /// `--client-id`'s (or its default), the first merchant's when it gives none: as with one merchant.
        case flag
        /// Its `merchantId`, for any later merchant that gives none.
        case merchantId

        /// The id as the problem's subject.
        func subject(_ clientId: String) -> String {
            switch self {
            case .given: "\"clientId\" \"\(clientId)\""
            case .flag: "the client id \"\(clientId)\" (--client-id's, as the first merchant gives no clientId)"
            case .merchantId: "the client id \"\(clientId)\" (its merchantId, as it gives no clientId)"
            }
        }

        /// How an earlier merchant's id came, after its line.
        var note: String {
            switch self {
            case .given: ""
            case .flag: " (--client-id's, as it gives no clientId)"
            case .merchantId: " (its merchantId, as it gives no clientId)"
            }
        }

        var advice: String {
            self == .given ? "give each merchant its own clientId" : "give this merchant a clientId of its own"
        }
    }

    /// The merchant's v2 OAuth client: the file's `clientId`, `clientSecret` and `clientVersion`, each
    /// else the defaults' (`--client-secret`, `--client-version`); a merchant without `clientId`
    /// takes `--client-id` if it is the file's first, as the one merchant of the flags does, and its
    /// `merchantId` otherwise, so that every merchant has a client of its own. Tokens last `--token-ttl`.
    mutating func oauthClient(_ fields: [String: Node], merchantId: String, first: Bool) -> (PhonePeOAuthClient, ClientIdOrigin) {
        var client = defaults.oauthClient
        let origin: ClientIdOrigin
        if let given = optionalText("clientId", fields, rule: Self.clientTextProblem) {
            client.clientId = given
            origin = .given
        } else if fields["clientId"] != nil {
            origin = .given
        } else if first {
            origin = .flag
        } else {
            client.clientId = merchantId
            origin = .merchantId
        }
        if let secret = optionalText("clientSecret", fields, secret: true, rule: Self.clientTextProblem) { client.clientSecret = secret }
        if let node = fields["clientVersion"] {
            if case .int(let version)? = node.scalarValue, version >= 1 {
                client.clientVersion = version
            } else {
                problem(node, "\"clientVersion\" must be a whole number from 1 up (PhonePe's UAT takes 1), got \(node.describedForProblem)")
            }
        }
        return (client, origin)
    }

    /// The merchant's webhook: `webhookUrl`, else `--webhook-url`'s; none without either. The
    /// username and password are the file's, else the flags', else the documented defaults.
    mutating func webhook(_ fields: [String: Node]) -> V2WebhookSettings? {
        let url = optionalText("webhookUrl", fields, rule: WebhookOptions.urlProblem)
        let username = optionalText("webhookUsername", fields, rule: WebhookOptions.usernameProblem)
        let password = optionalText("webhookPassword", fields, secret: true, rule: WebhookOptions.passwordProblem)
        guard fields["webhookUrl"] != nil || defaults.webhook != nil else {
            for key in ["webhookUsername", "webhookPassword"] {
                if let node = fields[key] { problem(node, "\"\(key)\" needs \"webhookUrl\" (or serve's --webhook-url): no webhooks are sent without one") }
            }
            return nil
        }
        let fallback = defaults.webhook ?? V2WebhookSettings(url: "")
        return V2WebhookSettings(
            url: url ?? fallback.url, username: username ?? fallback.username, password: password ?? fallback.password)
    }

    /// A client id or secret: it travels in a form and is shown in the banner.
    static func clientTextProblem(_ text: String) -> String? {
        text.contains(where: \.isWhitespace) ? "must not hold spaces" : nil
    }

    /// An optional, non-empty string that `rule` (a problem in words, or nil) accepts; nil when it is
    /// absent or has a problem (recorded). A `secret`'s value is never repeated in a problem.
    private mutating func optionalText(_ key: String, _ fields: [String: Node], secret: Bool = false, rule: (String) -> String?) -> String? {
        guard let node = fields[key] else { return nil }
        guard let value = node.stringValue else {
            if secret {
                problem(node, "\"\(key)\" must be a string\(node.scalar == nil ? "" : "; quote it")")
                return nil
            }
            let quote = node.scalar.map { "; quote it: \"\($0.string)\"" } ?? ""
            problem(node, "\"\(key)\" must be a string, got \(node.describedForProblem)\(quote)")
            return nil
        }
        if value.isEmpty {
            problem(node, "\"\(key)\" must not be empty")
            return nil
        }
        if let rule = rule(value) {
            problem(node, "\"\(key)\" \(rule)")
            return nil
        }
        return value
    }
}
