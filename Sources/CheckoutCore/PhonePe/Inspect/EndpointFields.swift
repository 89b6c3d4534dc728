/// What one request field must hold. Rules that concern a single value live here, next to the
/// field, so each endpoint's table reads like the seed's parameter table it was copied from.
indirect enum FieldType: Sendable {
    case string
    /// A merchant id for the payment that must be shorter than `under` characters and not empty.
    case identifier(under: Int)
    /// A merchant id whose document gives no length limit (a mandate's `authRequestId`): not empty.
    case unlimitedIdentifier
    /// An optional id: empty is a warning (leave it out), too long an error.
    case optionalIdentifier(under: Int)
    /// One of a fixed set of values (the APIs compare them case-sensitively).
    case choice([String])
    /// Paise as a JSON integer: the classic integration bugs are "100" and 1.00.
    case amount
    case bool
    /// `merchantCallBackScheme`: PhonePe's scheme rule.
    case callbackScheme
    /// `deviceOS`: "iOS" as PhonePeContextGenerator sends it.
    case deviceOS
    /// `appSupportedSchemas`: only PhonePe's merchant SDK schemes.
    case sdkSchemes
    case object([FieldSpec])
}

extension FieldType {
    /// Whether `value` has the JSON type this field needs with nothing nested inside to check: what a
    /// shape check passes without looking further.
    func plainlyFits(_ value: JSONValue) -> Bool { plainlyFits(JSONOutline.Kind(value)) }

    func plainlyFits(_ kind: JSONOutline.Kind) -> Bool {
        switch (self, kind) {
        case (.amount, .integer), (.bool, .bool), (.sdkSchemes, .array): return true
        case (.string, .string), (.identifier, .string), (.unlimitedIdentifier, .string), (.optionalIdentifier, .string),
            (.choice, .string), (.callbackScheme, .string), (.deviceOS, .string):
            return true
        default: return false
        }
    }
}

/// One field of a request body.
struct FieldSpec: Sendable {
    let name: String
    let type: FieldType
    let required: Bool
    /// `name`'s UTF-8, for matching a payload's keys without a `String` for each.
    let nameBytes: [UInt8]
    /// The fields of an object field, kept apart so a shape check reads them without copying `type`.
    let nested: [FieldSpec]?

    init(name: String, type: FieldType, required: Bool) {
        self.name = name
        self.type = type
        self.required = required
        nameBytes = Array(name.utf8)
        if case .object(let fields) = type { nested = fields } else { nested = nil }
    }

    static func required(_ name: String, _ type: FieldType) -> FieldSpec { FieldSpec(name: name, type: type, required: true) }
    static func optional(_ name: String, _ type: FieldType) -> FieldSpec { FieldSpec(name: name, type: type, required: false) }

    /// The index of the spec of `specs` named `key`, looked for from `next` to the end and then from
    /// the start; `next` moves past the one found.
    static func index(named key: UnsafeBufferPointer<UInt8>, in specs: [FieldSpec], from next: inout Int) -> Int? {
        specs.withUnsafeBufferPointer { specs in
            var index = next < specs.count ? next : 0
            for _ in 0..<specs.count {
                if specs[index].nameBytes.withUnsafeBufferPointer({ sameBytes($0, key) }) {
                    next = index + 1
                    return index
                }
                index = index + 1 < specs.count ? index + 1 : 0
            }
            return nil
        }
    }

    /// Byte by byte: names are short, so a generic comparison (or a call to `memcmp`) costs more.
    private static func sameBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for index in 0..<a.count where a[index] != b[index] { return false }
        return true
    }
}

/// The request endpoints `decode` knows, each with the fields its seed documents.
enum Endpoint: String, CaseIterable, Sendable {
    case v4Debit = "/v4/debit"
    case pgPay = "/pg/v1/pay"
    case v3Debit = "/v3/debit"
    case mandate = "/v3/recurring/auth/init"
    case refund = "/pg/v1/refund"

    static let upiApps = UPIApp.allCases.map(\.rawValue)

    /// "a /v4/debit request", as findings name it.
    var requestName: String {
        switch self {
        case .mandate: return "a mandate request (/v3/recurring/auth/init)"
        case .refund: return "a refund request (/pg/v1/refund)"
        default: return "a \(rawValue) request"
        }
    }

    /// Seed 000 (`/v4/debit`), seed 001 (`/pg/v1/pay`), seed 002 (`/v3/debit`), seed 003 (mandate)
    /// and REFERENCE.md (refund). `merchantUserId` is optional on `/v3/debit` in the table because
    /// `userAuthToken` may replace it; the linter checks that pair itself.
    var fields: [FieldSpec] { Self.fieldTables[Self.allCases.firstIndex(of: self)!] }

    /// Built once: the gateway checks every request's shape against them.
    private static let fieldTables = allCases.map(\.documentedFields)

    private var documentedFields: [FieldSpec] {
        switch self {
        case .v4Debit:
            return [
                .required("merchantId", .string),
                .required("transactionId", .identifier(under: IdLengthLimits.paymentId)),
                .optional("merchantOrderId", .optionalIdentifier(under: IdLengthLimits.merchantOrderId)),
                .required("merchantUserId", .identifier(under: IdLengthLimits.merchantUserId)),
                .required("amount", .amount),
                .optional("mobileNumber", .string),
                .required("paymentScope", .choice(["PHONEPE", "ALL_UPI_APPS"])),
                .optional("openIntentWithApp", .choice(Self.upiApps)),
                .required("deviceContext", .object(Self.deviceContext(required: ["deviceOS", "isPPAppPresent", "appSupportedSchemas"]))),
            ]
        case .pgPay:
            return [
                .required("merchantId", .string),
                .required("merchantTransactionId", .identifier(under: IdLengthLimits.paymentId)),
                .required("merchantUserId", .identifier(under: IdLengthLimits.merchantUserId)),
                .required("amount", .amount),
                .required("callbackUrl", .string),
                .optional("mobileNumber", .string),
                .optional("deviceContext", .object(Self.deviceContext(required: ["deviceOS"]))),
                // PG's hosted pay page: the user picks how to pay on PhonePe's page, then returns to redirectUrl.
                .optional("redirectUrl", .string),
                .optional("redirectMode", .choice(["REDIRECT", "POST"])),
                .required("paymentInstrument", .object([
                    .required("type", .choice(["UPI_INTENT", "PAY_PAGE"])),
                    // Required with UPI_INTENT; the linter checks that pair itself.
                    .optional("targetApp", .choice(Self.upiApps)),
                ])),
            ]
        case .v3Debit:
            return [
                .required("merchantId", .string),
                .required("transactionId", .identifier(under: IdLengthLimits.paymentId)),
                .required("amount", .amount),
                .optional("merchantUserId", .identifier(under: IdLengthLimits.merchantUserId)),
                .optional("userAuthToken", .string),
                .optional("merchantOrderId", .optionalIdentifier(under: IdLengthLimits.merchantOrderId)),
                .optional("message", .string),
                .optional("mobileNumber", .string),
                .optional("email", .string),
                .optional("shortName", .string),
                .optional("subMerchantId", .string),
            ]
        case .mandate:
            // amount is conditional (TRANSACTION needs it, PENNY_DROP must not send it) and the
            // payload does not say which workflow it is, so only its type and sign are checked.
            return [
                .required("merchantId", .string),
                .required("merchantUserId", .identifier(under: IdLengthLimits.merchantUserId)),
                .required("subscriptionId", .string),
                // Seed 003 gives authRequestId no length limit, unlike the debit APIs' transactionId.
                .required("authRequestId", .unlimitedIdentifier),
                .optional("amount", .amount),
                .optional("message", .string),
                .optional("paymentScope", .choice(["PHONEPE"])),
                // Seed 003's table: deviceOS "Yes", merchantCallBackScheme "Yes".
                .required("deviceContext", .object(Self.deviceContext(required: ["deviceOS", "merchantCallBackScheme"]))),
            ]
        case .refund:
            return [
                .required("merchantId", .string),
                .optional("merchantUserId", .identifier(under: IdLengthLimits.merchantUserId)),
                .required("originalTransactionId", .string),
                .required("merchantTransactionId", .identifier(under: IdLengthLimits.paymentId)),
                .required("amount", .amount),
                .required("callbackUrl", .string),
            ]
        }
    }

    /// The keys `PhonePeContextGenerator` produces; which are required differs per endpoint.
    static func deviceContext(required: Set<String>) -> [FieldSpec] {
        let fields: [(String, FieldType)] = [
            ("deviceOS", .deviceOS), ("isPPAppPresent", .bool),
            ("merchantCallBackScheme", .callbackScheme), ("appSupportedSchemas", .sdkSchemes),
        ]
        return fields.map { FieldSpec(name: $0.0, type: $0.1, required: required.contains($0.0)) }
    }
}

/// What the gateway answers and the S2S callback carries.
enum ResponseFields {
    /// Every code the seeds and REFERENCE.md document.
    static let codes: Set<String> = [
        "SUCCESS", "PAYMENT_INITIATED", "PAYMENT_SUCCESS", "PAYMENT_PENDING", "PAYMENT_ERROR", "PAYMENT_DECLINED",
        "PAYMENT_CANCELLED", "TIMED_OUT", "BAD_REQUEST", "AUTHORIZATION_FAILED", "INTERNAL_SERVER_ERROR",
        "TRANSACTION_NOT_FOUND", "INVALID_TRANSACTION_ID", "KEY_NOT_CONFIGURED", "SUBSCRIPTION_NOT_FOUND",
        "SUBSCRIPTION_EXPIRED", "INVALID_SUBSCRIPTION_STATE",
    ]
    static let callbackTypes = ["AUTH", "SUBSCRIPTION"]
    /// Subscription states from PhonePe's subscription status API.
    static let subscriptionStates: Set<String> = [
        "CREATED", "ACTIVE", "SUSPENDED", "REVOKED", "CANCELLED", "PAUSED", "EXPIRED", "FAILED", "CANCEL_IN_PROGRESS",
    ]
}
