/// Field checks of a decoded payload against what its endpoint documents: missing, unknown and
/// mistyped fields and the request rules (SPEC §4) for requests; the code, `success` and amounts
/// for gateway responses and S2S callbacks. Every finding names the field by its nested path
/// (`deviceContext.deviceOS`, `paymentInstrument.targetApp`).
public enum PayloadLinter {
    /// Lints `json` as a request to `path`, or, without a path, as whatever its fields suggest
    /// (saying so in a warning). `envelopeKey` is the key of the envelope it came in: `"response"`
    /// means an S2S callback.
    public static func lint(_ json: JSONValue, path: String?, envelopeKey: String?) -> [Finding] {
        guard case .object(let object) = json else {
            return [Finding(.error, "expected a JSON object, got \(describe(json))")]
        }
        var linter = Linter()
        let kind: PayloadKind
        if let path {
            guard let endpoint = Endpoint(rawValue: path) else {
                let known = Endpoint.allCases.map(\.rawValue).joined(separator: ", ")
                return [Finding(.error, "unknown path \"\(path)\" (known: \(known))")]
            }
            kind = looksLikeResponse(object) ? .response(endpoint, isCallback: envelopeKey == "response") : .request(endpoint)
        } else {
            guard let guessed = guess(object, envelopeKey: envelopeKey) else {
                let known = Endpoint.allCases.map(\.rawValue).joined(separator: ", ")
                return [Finding(.warning, "could not tell what this payload is; pass --path (one of \(known))")]
            }
            kind = guessed
            linter.warn(nil, "taken for \(kind.name) (pass --path to choose)")
        }
        switch kind {
        case .request(let endpoint): linter.request(object, endpoint: endpoint)
        case .response(let endpoint, let isCallback): linter.response(object, endpoint: endpoint, isCallback: isCallback)
        }
        return linter.findings
    }

    /// The first shape error of `json` as a request to `path` (a missing required field, a value of
    /// the wrong JSON type): what a gateway refuses with BAD_REQUEST, naming the field. Nil when the
    /// payload has the endpoint's shape or the path is no request endpoint.
    public static func shapeError(_ json: JSONValue, path: String) -> Finding? {
        guard case .object(let object) = json else {
            return Finding(.error, "the decoded request must be a JSON object, got \(describe(json))")
        }
        guard let endpoint = Endpoint(rawValue: path) else { return nil }
        var linter = Linter(shapeOnly: true)
        linter.request(object, endpoint: endpoint)
        return linter.findings.first
    }

    /// `shapeError` on the fields a gateway read: when each documented member has its field's JSON
    /// type (the usual payload) there is nothing to find; anything else is checked on the whole
    /// payload parsed from `bytes`, so the finding is the same.
    public static func shapeError(_ payload: JSONOutline.Value, bytes: [UInt8], path: String) -> Finding? {
        guard let endpoint = Endpoint(rawValue: path) else { return nil }
        if plainlyFits(payload, endpoint.fields) { return nil }
        return shapeError((try? JSONParser.parse(bytes)) ?? .null, path: path)
    }

    /// Whether every member of `object` that `specs` documents has its field's JSON type, nested
    /// objects included (as far as the outline keeps their members). One pass over the members,
    /// each matched to its spec: a payload writes its fields in the document's order, so the spec
    /// after the last one matched is usually the one.
    static func plainlyFits(_ object: JSONOutline.Value, _ specs: [FieldSpec]) -> Bool {
        var next = 0
        return object.allMembersSatisfy { key, member in
            guard let index = FieldSpec.index(named: key, in: specs, from: &next) else { return true }
            guard let nested = specs[index].nested else { return specs[index].type.plainlyFits(member.kind) }
            return member.kind == .object && member.isTopLevel && plainlyFits(member, nested)
        }
    }

    /// Responses and callbacks carry these; no request does.
    static func looksLikeResponse(_ object: JSONObject) -> Bool {
        ["success", "code", "data"].contains { object[$0] != nil }
    }

    /// A mandate's status answer or callback: what only the mandate's `data` carries.
    static func isMandateData(_ data: JSONValue?) -> Bool {
        ["callbackType", "subscriptionDetails", "authRequestId"].contains { data?[$0] != nil }
    }

    /// The fields that tell the payloads apart, most specific first.
    static func guess(_ object: JSONObject, envelopeKey: String?) -> PayloadKind? {
        func has(_ key: String) -> Bool { object[key] != nil }
        if looksLikeResponse(object) {
            return .response(isMandateData(object["data"]) ? .mandate : nil, isCallback: envelopeKey == "response")
        }
        if has("paymentInstrument") { return .request(.pgPay) }
        if has("authRequestId"), has("subscriptionId") { return .request(.mandate) }
        if has("originalTransactionId") { return .request(.refund) }
        if has("transactionId") { return .request(has("paymentScope") || has("deviceContext") ? .v4Debit : .v3Debit) }
        // Only /pg/v1/pay and refunds carry merchantTransactionId, and a refund was ruled out above.
        if has("merchantTransactionId") { return .request(.pgPay) }
        return nil
    }

    /// A value as a message shows what was found: `a string "100"`, `the number 1.5`.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return "the boolean \(flag)"
        case .int, .double: return "the number \(JSONWriter.compactString(value))"
        case .string: return "a string \(JSONWriter.compactString(value))"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// What the linter took a payload for.
enum PayloadKind: Equatable {
    case request(Endpoint)
    /// A gateway response, or the S2S callback when it came in a `{"response": …}` envelope.
    case response(Endpoint?, isCallback: Bool)

    var name: String {
        switch self {
        case .request(let endpoint): return endpoint.requestName
        case .response(let endpoint, let isCallback):
            return (isCallback ? "an S2S callback" : "a gateway response") + (endpoint.map { " of \($0.rawValue)" } ?? "")
        }
    }
}

/// Collects findings over one walk of the payload.
struct Linter {
    var findings: [Finding] = []
    /// Keeps only shape errors (a missing required field, a value of the wrong JSON type).
    var shapeOnly = false
    /// Whether the request's `deviceContext.deviceOS` is ANDROID: its apps are packages, and it has no iOS-only fields.
    var android = false

    mutating func error(_ field: String?, _ message: String) {
        if !shapeOnly { findings.append(Finding(.error, field: field, message)) }
    }
    mutating func warn(_ field: String?, _ message: String) {
        if !shapeOnly { findings.append(Finding(.warning, field: field, message)) }
    }
    /// An error about the payload's shape, which a gateway refuses outright.
    mutating func shapeError(_ field: String?, _ message: String) { findings.append(Finding(.error, field: field, message)) }

    // MARK: Requests

    mutating func request(_ object: JSONObject, endpoint: Endpoint) {
        android = object["deviceContext"]?["deviceOS"]?.stringValue == DeviceContext.android
        check(object, against: endpoint.fields, prefix: "", owner: endpoint.rawValue)
        // What follows can only warn or report rules, which a shape check drops.
        if shapeOnly { return }
        let context = object["deviceContext"]
        switch endpoint {
        case .v4Debit:
            let scope = object["paymentScope"]?.stringValue
            if scope == "ALL_UPI_APPS", object["openIntentWithApp"] == nil, !android {
                error("openIntentWithApp", "is required with paymentScope ALL_UPI_APPS: the app the user picked (PHONEPE, GPAY or PAYTM)")
            }
            if scope == "PHONEPE", object["openIntentWithApp"] != nil {
                warn("openIntentWithApp", "is not used with paymentScope PHONEPE (only ALL_UPI_APPS reads it); leave it out")
            }
            if scope == "ALL_UPI_APPS", let app = object["openIntentWithApp"]?.stringValue {
                callbackSchemeOnlyForPhonePe(context, app: app, field: "openIntentWithApp")
            }
        case .pgPay:
            let instrument = object["paymentInstrument"]
            if instrument?["type"]?.stringValue == "UPI_INTENT", instrument?["targetApp"] == nil {
                error("paymentInstrument.targetApp", "is required with paymentInstrument.type UPI_INTENT: the app to open (PHONEPE, GPAY or PAYTM)")
            }
            if let app = instrument?["targetApp"]?.stringValue {
                callbackSchemeOnlyForPhonePe(context, app: app, field: "paymentInstrument.targetApp")
            }
        case .v3Debit:
            // Seed 002: merchantUserId is mandatory, except that OTP linking sends userAuthToken instead.
            if object["merchantUserId"] == nil, object["userAuthToken"] == nil {
                error("merchantUserId", "is required for /v3/debit (unless userAuthToken is sent for OTP linking)")
            } else if object["merchantUserId"] != nil, object["userAuthToken"] != nil {
                warn("userAuthToken", "is sent together with merchantUserId; seed 002 says not to pass merchantUserId with userAuthToken")
            }
        case .mandate, .refund:
            break
        }
        // Both come from the same canOpenURL checks in PhonePeContextGenerator, so they must agree.
        if let present = context?["isPPAppPresent"]?.boolValue, let schemas = context?["appSupportedSchemas"]?.arrayValue,
            present == schemas.isEmpty
        {
            warn("deviceContext.isPPAppPresent", present
                ? "is true but appSupportedSchemas is empty; PhonePeContextGenerator derives both from the same canOpenURL checks"
                : "is false but appSupportedSchemas lists schemes; PhonePeContextGenerator derives both from the same canOpenURL checks")
        }
    }

    /// Only PhonePe opens the merchant's callback scheme after paying; the others return by hand.
    mutating func callbackSchemeOnlyForPhonePe(_ context: JSONValue?, app: String, field: String) {
        // An app that is no documented value is an error already; this is about the documented other apps.
        guard app != UPIApp.phonepe.rawValue, Endpoint.upiApps.contains(app), context?["merchantCallBackScheme"] != nil else { return }
        warn("deviceContext.merchantCallBackScheme",
             "is passed only when PhonePe pays (\(field) is \(app)); \(app) never opens it, the user returns by hand")
    }

    /// Checks the members of one object against its table, then reports the required ones missing.
    mutating func check(_ object: JSONObject, against specs: [FieldSpec], prefix: String, owner: String) {
        for member in object.members {
            guard let spec = specs.first(where: { $0.name == member.key }) else {
                if shapeOnly { continue }
                warn(prefix + member.key, Self.documentedSpelling(of: member.key, prefix: prefix, specs: specs)
                    ?? "is not a field of \(owner) (known here: \(specs.map(\.name).joined(separator: ", ")))")
                continue
            }
            // A shape check names the field only to report it, and most values have their type.
            if shapeOnly, spec.type.plainlyFits(member.value) { continue }
            check(member.value, as: spec.type, field: prefix + member.key)
        }
        // A missing field is reported as a rule (an error), not a shape error.
        if shapeOnly { return }
        for spec in specs where spec.required && object[spec.name] == nil && !(android && Self.iOSOnly.contains(prefix + spec.name)) {
            error(prefix + spec.name, "is required in \(owner)")
        }
    }

    mutating func check(_ value: JSONValue, as type: FieldType, field: String) {
        switch type {
        case .amount:
            amount(value, field: field, mustBePositive: true)
        case .bool:
            if value.boolValue == nil { shapeError(field, "must be a boolean (true or false), got \(PayloadLinter.describe(value))") }
        case .object(let specs):
            guard case .object(let nested) = value else {
                return shapeError(field, "must be an object, got \(PayloadLinter.describe(value))")
            }
            check(nested, against: specs, prefix: field + ".", owner: field)
        case .sdkSchemes:
            guard case .array(let items) = value else {
                return shapeError(field, "must be an array of schemes, got \(PayloadLinter.describe(value))")
            }
            if shapeOnly { return }
            for (index, item) in items.enumerated() where !(item.stringValue.map(PhonePeSchemes.merchantSDK.contains) ?? false) {
                error("\(field)[\(index)]", "\(PayloadLinter.describe(item)) is not a PhonePe merchant SDK scheme (only "
                    + PhonePeSchemes.merchantSDK.joined(separator: ", ") + ")")
            }
        case .string, .identifier, .unlimitedIdentifier, .optionalIdentifier, .choice, .callbackScheme, .deviceOS:
            guard let text = value.stringValue else {
                return shapeError(field, "must be a string, got \(PayloadLinter.describe(value))")
            }
            // The rules on string values only warn or report errors, which a shape check drops.
            if !shapeOnly { check(text, as: type, field: field) }
        }
    }

    /// The rules on string values.
    mutating func check(_ text: String, as type: FieldType, field: String) {
        if Self.appFields.contains(field), checkApp(text, field: field) { return }
        // A warning: the documents give no character rule, and a server that percent-encodes the path copes.
        if StatusPathIds.fields.contains(field), let problem = StatusPathIds.problem(in: text) { warn(field, problem) }
        switch type {
        case .identifier(let limit):
            if text.isEmpty { error(field, "must not be empty") }
            if IdLengthLimits.isTooLong(text, limit: limit) { error(field, "must be under \(limit) characters, got \(text.count) (\"\(text)\")") }
        case .unlimitedIdentifier:
            if text.isEmpty { error(field, "must not be empty") }
        case .optionalIdentifier(let limit):
            if text.isEmpty { warn(field, "is empty; leave the field out rather than sending \"\"") }
            if IdLengthLimits.isTooLong(text, limit: limit) { error(field, "must be under \(limit) characters, got \(text.count) (\"\(text)\")") }
        case .choice(let values) where !values.contains(text):
            let hint = values.contains(text.uppercased()) ? " (the values are upper case)" : ""
            error(field, "must be \(values.count == 1 ? "" : "one of ")\(values.joined(separator: ", ")), got \"\(text)\"\(hint)")
        case .callbackScheme:
            if let problem = URLSchemeRules.callbackSchemeProblem(text) {
                error(field, "\"\(text)\" is not a valid callback scheme: \(problem)")
            }
        case .deviceOS where text == DeviceContext.android:
            break
        case .deviceOS where text.uppercased() == DeviceContext.android:
            warn(field, "is \"\(text)\"; PhonePe's Android integration sends \"\(DeviceContext.android)\"")
        case .deviceOS where text == "IOS":
            // The mandate document's sample and table say "IOS"; the generator all seeds share says "iOS".
            warn(field, "is \"IOS\"; PhonePeContextGenerator sends \"iOS\"")
        case .deviceOS where text != "iOS":
            error(field, "must be \"iOS\" (what PhonePeContextGenerator sends) or \"\(DeviceContext.android)\", got \"\(text)\"")
        default:
            break
        }
    }

    /// Paise travel as JSON integers; a string or a fraction is a classic integration bug.
    mutating func amount(_ value: JSONValue, field: String, mustBePositive: Bool) {
        switch value {
        case .int(let paise):
            if mustBePositive, paise <= 0 { error(field, "must be a positive whole number of paise (100 = ₹1.00), got \(paise)") }
        case .string(let text):
            let hint = Int64(text) != nil ? " (send the number \(text), not a string)" : ""
            shapeError(field, "must be a whole number of paise, got a string \"\(text)\"\(hint)")
        case .double(let number):
            // Shown as written, 1.0 included: the writer would print that one as 1.
            let shown = number == number.rounded() && abs(number) < 1e15 ? "\(Int64(number)).0" : "\(number)"
            shapeError(field, "must be a whole number of paise, got \(shown), a number with a fraction part (100 paise = ₹1.00)")
        default:
            shapeError(field, "must be a whole number of paise, got \(PayloadLinter.describe(value))")
        }
    }
}
