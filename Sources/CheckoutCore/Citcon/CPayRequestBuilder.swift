/// The merchant app's side of `requestOrder`: the CPayRequest with the seed's rules checked first.
public enum CPayRequestBuilder {
    /// "Citcon mainly supports" these; the seed's list ends in "etc.", the simulator accepts only the named ones.
    public static let supportedCurrencies = ["USD", "CNY", "SGD", "JPY", "CAD", "AUD", "EUR", "NZD", "GBP", "THB", "HKD", "CHF", "SEK", "DKK", "NOK"]

    /// Fields with their own typed option, so a `--field` cannot put text where the SDK wants a number.
    static let flagOwnedFields = [
        "transaction.reference": "--transaction-id", "transaction.amount": "--amount", "transaction.currency": "--currency",
        "transaction.country": "--country", "payment.method": "--method", "request3DSecureVerification": "--request-3ds",
    ]

    /// What a 3-D Secure card payment must carry: the cardholder, then the billing address.
    public static let cardholderFields = ["consumer.firstName", "consumer.lastName", "consumer.phone", "consumer.email"]
    public static let billingFields = ["street", "street2", "city", "state", "zip", "country"].map { "payment.billingAddress.\($0)" }

    /// The request's `scheme`: a `scheme` field wins over the profile's set-up.
    public static func scheme(options: CitconOptions, profile: DeviceProfile) -> String? {
        options.fields.last { $0.path == "scheme" }?.value ?? profile.citcon?.scheme
    }

    /// The request's `universalLink`: the field, the set-up, then the app's first universal link.
    public static func universalLink(options: CitconOptions, profile: DeviceProfile) -> String? {
        options.fields.last { $0.path == "universalLink" }?.value ?? profile.citcon?.universalLink
            ?? profile.merchantApp.universalLinks.first
    }

    /// Every rule broken, or the method and the CPayRequest as JSON (the SDK's object, camel-cased as its tables are).
    public static func build(
        options: CitconOptions, profile: DeviceProfile, detector: CitconWalletDetector, reference: String
    ) -> Result<(method: CitconMethod, payload: JSONValue), RuleViolations> {
        guard let method = CitconMethod(methodName: options.methodName) else {
            return .failure(RuleViolations(violations: [RuleViolation(
                field: "payment.method", rule: "\"\(options.methodName)\" is not a Citcon method: use one of \(CitconMethod.namesForHelp)")]))
        }
        var violations: [RuleViolation] = []
        let availability = detector.availability(of: method)
        if !availability.usable {
            violations.append(RuleViolation(field: "payment.method", rule: "\(method.rawValue) is not offered on this device: \(availability.reason)"))
        }
        let environment = options.environment ?? profile.citcon?.environment ?? .uat
        if profile.citcon?.accessTokens[environment] == nil {
            violations.append(RuleViolation(
                field: "accessToken",
                rule: "no access token for \(environment.rawValue): set citcon.accessTokens.\(environment.rawValue) in the profile (each runtime environment has its own token)"))
        }
        var tree = CitconFieldTree()
        tree.set("transaction.reference", .string(reference))
        tree.set("transaction.amount", .int(options.amount))
        tree.set("transaction.currency", .string(options.currency))
        tree.set("transaction.country", .string(options.country))
        tree.set("payment.method", .string(options.methodName))
        // The SDK fills `client` itself; the seed says it must contain mobile_native.
        tree.set("payment.client", .array(["mobile_native"]))
        for url in CitconOptions.defaultURLs { tree.set("urls.\(url.name)", .string(url.value)) }
        if let scheme = scheme(options: options, profile: profile) { tree.set("scheme", .string(scheme)) }
        if method == .wechatpay, let link = universalLink(options: options, profile: profile) { tree.set("universalLink", .string(link)) }
        if method == .unionpay { tree.set("unionpayMode", .string("00")) }
        if method == .card { tree.set("request3DSecureVerification", .bool(options.request3DSecure)) }
        for field in options.fields {
            if let flag = flagOwnedFields[field.path] {
                violations.append(RuleViolation(field: field.path, rule: "is set with \(flag), not --field"))
                continue
            }
            switch CPayRequestFields.value(of: field) {
            case .success(let value): tree.set(field.path, value)
            case .failure(let violation): violations.append(violation)
            }
        }
        violations += rules(method: method, options: options, tree: tree, reference: reference)
        guard violations.isEmpty else { return .failure(RuleViolations(violations: violations)) }
        return .success((method, tree.value))
    }

    static func rules(method: CitconMethod, options: CitconOptions, tree: CitconFieldTree, reference: String) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        func isMissing(_ path: String) -> Bool { (tree.string(path) ?? "").isEmpty }
        func require(_ path: String, _ why: String) {
            if isMissing(path) { violations.append(RuleViolation(field: path, rule: why)) }
        }
        func requireField(_ path: String, _ requirement: String, example: String) {
            if isMissing(path) { violations.append(RuleViolation(missing: path, requirement: requirement, example: example)) }
        }
        if reference.isEmpty { violations.append(RuleViolation(field: "transaction.reference", rule: "must not be empty")) }
        if options.amount <= 0 {
            violations.append(RuleViolation(field: "transaction.amount", rule: "must be a positive whole number of cents, tax included (128 = 1.28), got \(options.amount)"))
        }
        let currency = options.currency
        if !(currency.count == 3 && currency.allSatisfy { $0.isASCII && $0.isUppercase }) {
            violations.append(RuleViolation(field: "transaction.currency", rule: "must be a three-letter code in upper case, e.g. USD, got \"\(currency)\""))
        } else if !supportedCurrencies.contains(currency) {
            violations.append(RuleViolation(field: "transaction.currency", rule: "\(currency) is not a supported currency (\(supportedCurrencies.joined(separator: ", ")))"))
        }
        let country = options.country
        if !(country.count == 2 && country.allSatisfy { $0.isASCII && $0.isUppercase }) {
            violations.append(RuleViolation(field: "transaction.country", rule: "must be a two-letter code in upper case, e.g. US, got \"\(country)\""))
        }
        switch method {
        case .alipay:
            require("scheme", "is required for Alipay: set citcon.scheme in the profile to one of merchantApp.urlSchemes")
        case .wechatpay:
            require("universalLink", "is required for WeChat Pay: set citcon.universalLink (or merchantApp.universalLinks) to the link set up on the WeChat Open Platform")
        case .paypal, .venmo:
            requireField("consumer.reference", "is required for \(method.displayName)", example: "<your consumer id>")
        case .card where options.request3DSecure:
            for path in cardholderFields + billingFields {
                requireField(path, "is required for a 3-D Secure card payment", example: "…")
            }
        case .unionpay:
            if let mode = tree.string("unionpayMode"), mode != "00", mode != "01" {
                violations.append(RuleViolation(field: "unionpayMode", rule: "must be \"00\" (production) or \"01\" (development), got \"\(mode)\""))
            }
        default:
            break
        }
        return violations
    }
}

/// A JSON object built from dotted paths, keeping first-set order.
struct CitconFieldTree {
    private(set) var value: JSONValue = .object(JSONObject())

    mutating func set(_ path: String, _ leaf: JSONValue) {
        let keys = path.split(separator: ".").map(String.init)
        value = Self.setting(value, keys[...], leaf)
    }

    func string(_ path: String) -> String? {
        path.split(separator: ".").reduce(Optional(value)) { $0?[String($1)] }?.stringValue
    }

    private static func setting(_ node: JSONValue, _ keys: ArraySlice<String>, _ leaf: JSONValue) -> JSONValue {
        guard let key = keys.first else { return leaf }
        var object = node.objectValue ?? JSONObject()
        let child = setting(object[key] ?? .object(JSONObject()), keys.dropFirst(), leaf)
        if let index = object.members.firstIndex(where: { $0.key == key }) {
            object.members[index].value = child
        } else {
            object.append(key, child)
        }
        return .object(object)
    }
}
