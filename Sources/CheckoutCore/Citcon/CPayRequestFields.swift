/// What one CPayRequest field holds, as the seed's tables type it.
enum CPayFieldKind: Equatable {
    /// An object of the named class: its own fields are set one by one, never the whole object.
    case object(String)
    /// A list of the named class, which a `path=value` field cannot build.
    case list(String)
    case string, int, bool, url
    /// `payment.client`: a list of client types, given comma-separated.
    case clientList
}

/// The CPayRequest's fields by dotted path, from the seed's tables, so a `--field` value is checked
/// against its type before it is sent instead of reaching the SDK as text or replacing an object.
enum CPayRequestFields {
    static let kinds: [String: CPayFieldKind] = {
        var kinds: [String: CPayFieldKind] = [
            "transaction": .object("CPayTransaction"), "consumer": .object("CPayConsumer"), "payment": .object("CPayPayment"),
            "goods": .object("CPayGoods"), "installments": .object("CPayInstallments"), "urls": .object("CPayUrls"),
            "scheme": .string, "universalLink": .url, "request3DSecureVerification": .bool, "unionpayMode": .string, "chargeToken": .string,
            "transaction.amount": .int, "transaction.autoCapture": .bool,
            "payment.requestToken": .bool, "payment.client": .clientList, "payment.expiry": .int,
            "payment.data": .object("CPayPaymentData"), "payment.billingAddress": .object("CPayBillingAddr"),
            "goods.goods": .list("CPayProduct"), "goods.shipping": .object("CPayShipping"), "goods.shipping.amount": .int,
            "payment.billingAddress.registrationTime": .int, "payment.billingAddress.firstInteractionTime": .int,
            "payment.billingAddress.totalTransactionCount": .int,
        ]
        let strings = [
            "transaction": ["reference", "currency", "country", "note", "vertical"],
            "consumer": ["reference", "firstName", "lastName", "phone", "email"],
            "payment": ["method", "indicator", "token"],
            "payment.data": ["firstName", "lastName", "cvv", "pan", "expiry"],
            "payment.billingAddress": ["street", "street2", "city", "state", "zip", "country", "registrationIp", "riskLevel"],
            "goods.shipping": ["firstName", "lastName", "phone", "email", "street", "street2", "city", "state", "zip", "country", "type"],
            "installments": ["id"],
        ]
        for (parent, names) in strings { for name in names { kinds["\(parent).\(name)"] = .string } }
        for name in ["ipn", "success", "fail", "cancel", "mobile"] { kinds["urls.\(name)"] = .url }
        return kinds
    }()

    /// The fields directly inside `parent` ("" for the request itself), sorted, for a message naming what exists.
    static func children(of parent: String) -> [String] {
        kinds.keys.compactMap { path -> String? in
            if parent.isEmpty { return path.contains(".") ? nil : path }
            guard path.hasPrefix(parent + ".") else { return nil }
            let rest = path.dropFirst(parent.count + 1)
            return rest.contains(".") ? nil : String(rest)
        }.sorted()
    }

    /// The JSON value `field` sends, or the rule it breaks (naming the field, its type and what to give instead).
    static func value(of field: CitconField) -> Result<JSONValue, RuleViolation> {
        func broken(_ rule: String) -> Result<JSONValue, RuleViolation> { .failure(RuleViolation(field: field.path, rule: rule)) }
        guard let kind = kinds[field.path] else {
            let parent = field.path.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
            if parent.isEmpty || field.path.hasSuffix(".") || field.path.contains("..") || kinds[parent] == nil {
                return broken("is not a CPayRequest field (top-level fields: \(children(of: "").joined(separator: ", ")))")
            }
            guard case .object(let type) = kinds[parent] else { return broken("\(parent) is a single value, it has no fields") }
            return broken("is not a \(type) field (its fields: \(children(of: parent).joined(separator: ", ")))")
        }
        let value = field.value
        switch kind {
        case .object(let type):
            // A field the merchant sets itself: not one with its own flag, nor the SDK's payment.client.
            let example = children(of: field.path).map { "\(field.path).\($0)" }
                .first { CPayRequestBuilder.flagOwnedFields[$0] == nil && kinds[$0] != .clientList && kinds[$0].map(isValue) == true } ?? field.path + ".…"
            return broken("is an object (\(type)), not a value: set its fields one by one, e.g. --field \(example)=…")
        case .list(let type):
            return broken("is a list of \(type), which --field cannot build")
        case .string:
            return .success(.string(value))
        case .int:
            guard let number = Int64(value) else { return broken("is an Int: give a whole number, e.g. 60000, got \"\(value)\"") }
            return .success(.int(number))
        case .bool:
            guard value == "true" || value == "false" else { return broken("is a Bool: give true or false, got \"\(value)\"") }
            return .success(.bool(value == "true"))
        case .url:
            guard isWebURL(value) else { return broken("must be an http(s) URL with a host, e.g. https://ipn.merchant.com/, got \"\(value)\"") }
            return .success(.string(value))
        case .clientList:
            let clients = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard clients.contains("mobile_native"), !clients.contains("") else {
                return broken("must list client types, comma-separated, including mobile_native (the SDK fills it: leave it out), got \"\(value)\"")
            }
            return .success(.array(clients.map(JSONValue.string)))
        }
    }

    /// True for a kind a `path=value` field can set.
    private static func isValue(_ kind: CPayFieldKind) -> Bool {
        switch kind {
        case .object, .list: return false
        case .string, .int, .bool, .url, .clientList: return true
        }
    }

    /// `http://` or `https://` followed by a host: the seed's own `/https://…` example is not one.
    static func isWebURL(_ text: String) -> Bool {
        let lowered = text.lowercased()
        guard let scheme = ["https://", "http://"].first(where: lowered.hasPrefix) else { return false }
        let host = text.dropFirst(scheme.count).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !host.isEmpty && !host.contains { $0 == " " || $0.isNewline }
    }
}
