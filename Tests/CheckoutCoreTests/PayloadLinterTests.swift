import Testing
@testable import CheckoutCore

/// `PayloadLinter`: each rule passing and failing, asserting the field, the severity and the key words.
@Suite struct PayloadLinterTests {
    // MARK: Valid payloads, one per endpoint (the seeds' samples, corrected where they are wrong)

    static let v4Debit: JSONValue = [
        "merchantId": "MERCHANTUAT", "transactionId": "e474af20-a2a6-46c1-9a5d-73910ae86d0b",
        "merchantUserId": "user9999", "amount": 100, "mobileNumber": "9999999999", "paymentScope": "PHONEPE",
        "deviceContext": [
            "deviceOS": "iOS", "isPPAppPresent": true, "merchantCallBackScheme": "iOSIntentIntegration",
            "appSupportedSchemas": ["ppemerchantsdkv1"],
        ],
    ]
    static let openIntent: JSONValue = patched(v4Debit, [
        ("paymentScope", "ALL_UPI_APPS"), ("openIntentWithApp", "GPAY"), ("deviceContext.merchantCallBackScheme", nil),
    ])
    static let pgPay: JSONValue = [
        "merchantId": "MERCHANTUAT", "merchantTransactionId": "MT7850590068188104", "merchantUserId": "MU933037302229373",
        "amount": 10000, "callbackUrl": "https://webhook.site/callback-url", "mobileNumber": "9999999999",
        "deviceContext": [
            "deviceOS": "iOS", "isPPAppPresent": true, "merchantCallBackScheme": "iOSIntentIntegration",
            "appSupportedSchemas": ["ppemerchantsdkv1"],
        ],
        "paymentInstrument": ["type": "UPI_INTENT", "targetApp": "PHONEPE"],
    ]
    static let v3Debit: JSONValue = [
        "merchantId": "MERCHANTUAT", "transactionId": "TX123456789012", "amount": 100, "merchantUserId": "user9999",
        "merchantOrderId": "OD139924923", "message": "Payment for order", "mobileNumber": "9999999999",
    ]
    static let mandate: JSONValue = [
        "merchantId": "MERCHANTUAT", "subscriptionId": "OMS2301191527473651197003",
        "merchantUserId": "5330F4FB-C66C-4646-8691-11544B580547", "message": "Payment towards order No. OD139924923",
        "authRequestId": "D2500CEFBBE481095A43D6D5B7A787F", "paymentScope": "PHONEPE", "amount": 39900,
        "deviceContext": ["deviceOS": "iOS", "merchantCallBackScheme": "iOSIntentIntegration", "isPPAppPresent": true],
    ]
    static let refund: JSONValue = [
        "merchantId": "MERCHANTUAT", "merchantUserId": "user9999", "originalTransactionId": "TX123456789012",
        "merchantTransactionId": "RF1234567890123456", "amount": 100, "callbackUrl": "https://webhook.site/callback-url",
    ]
    static let gatewayResponse: JSONValue = [
        "success": true, "code": "SUCCESS", "message": "Your request has been successfully completed.",
        "data": ["redirectType": "INTENT", "redirectURL": "ppe://pay?pa=MERCHANTUAT@ybl"],
    ]
    static let mandateCallback: JSONValue = [
        "success": true, "code": "SUCCESS", "message": "Your subscription is active.",
        "data": [
            "callbackType": "AUTH", "merchantId": "MID12345", "authRequestId": "TX123456789",
            "transactionDetails": [
                "providerReferenceId": "P1806151323093900554957", "amount": 39900, "state": "COMPLETED",
                "payResponseCode": "SUCCESS", "paymentModes": [["mode": "ACCOUNT", "amount": 39900, "utr": "816626521616"]],
            ],
            "subscriptionDetails": ["subscriptionId": "OMS2006110139450123456789", "state": "ACTIVE"],
        ],
    ]

    // MARK: Helpers

    /// `base` with the value at a dotted path replaced (nil removes it).
    static func patched(_ base: JSONValue, _ changes: [(String, JSONValue?)]) -> JSONValue {
        changes.reduce(base) { value, change in set(value, path: change.0.split(separator: ".").map(String.init), to: change.1) }
    }

    static func patched(_ base: JSONValue, _ path: String, _ value: JSONValue?) -> JSONValue {
        patched(base, [(path, value)])
    }

    private static func set(_ value: JSONValue, path: [String], to newValue: JSONValue?) -> JSONValue {
        guard case .object(var object) = value, let key = path.first else { return value }
        if path.count == 1 {
            object[key] = newValue
        } else {
            object[key] = set(object[key] ?? .object([:]), path: Array(path.dropFirst()), to: newValue)
        }
        return .object(object)
    }

    static func lint(_ json: JSONValue, _ path: String?, envelope: String? = nil) -> [Finding] {
        PayloadLinter.lint(json, path: path, envelopeKey: envelope)
    }

    /// Asserts exactly one finding, with this field and severity, whose message contains every word.
    static func expectOnly(
        _ findings: [Finding], _ severity: Finding.Severity, field: String?, _ words: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(findings.count == 1, "expected one finding, got \(findings)", sourceLocation: sourceLocation)
        guard let finding = findings.first else { return }
        #expect(finding.severity == severity, "\(finding)", sourceLocation: sourceLocation)
        #expect(finding.field == field, "\(finding)", sourceLocation: sourceLocation)
        for word in words {
            #expect(finding.message.contains(word), "\"\(word)\" not in \(finding)", sourceLocation: sourceLocation)
        }
    }

    // MARK: Valid payloads pass

    @Test(arguments: [
        (v4Debit, "/v4/debit"), (openIntent, "/v4/debit"), (pgPay, "/pg/v1/pay"), (v3Debit, "/v3/debit"),
        (mandate, "/v3/recurring/auth/init"), (refund, "/pg/v1/refund"), (gatewayResponse, "/v4/debit"),
    ])
    func validPayloadHasNoFindings(payload: JSONValue, path: String) {
        #expect(Self.lint(payload, path) == [])
    }

    @Test func validMandateCallbackHasNoFindings() {
        #expect(Self.lint(Self.mandateCallback, "/v3/recurring/auth/init", envelope: "response") == [])
    }

    // MARK: What the payload is taken for

    @Test(arguments: [
        (v4Debit, nil, "taken for a /v4/debit request (pass --path to choose)"),
        (openIntent, nil, "taken for a /v4/debit request"),
        (patched(v4Debit, [("paymentScope", nil), ("deviceContext", nil)]), nil, "taken for a /v3/debit request"),
        (v3Debit, nil, "taken for a /v3/debit request"),
        (pgPay, nil, "taken for a /pg/v1/pay request"),
        (patched(pgPay, "paymentInstrument", nil), nil, "taken for a /pg/v1/pay request"),
        (mandate, nil, "taken for a mandate request (/v3/recurring/auth/init)"),
        (refund, nil, "taken for a refund request (/pg/v1/refund)"),
        (gatewayResponse, nil, "taken for a gateway response (pass --path to choose)"),
        (gatewayResponse, "response", "taken for an S2S callback (pass --path to choose)"),
        (mandateCallback, "response", "taken for an S2S callback of /v3/recurring/auth/init"),
    ] as [(JSONValue, String?, String)])
    func guessedKindIsOneWarning(payload: JSONValue, envelope: String?, message: String) {
        let findings = Self.lint(payload, nil, envelope: envelope)
        let guesses = findings.filter { $0.message.hasPrefix("taken for") }
        #expect(guesses.count == 1)
        #expect(guesses.first?.severity == .warning)
        #expect(guesses.first?.field == nil)
        #expect(guesses.first?.message.hasPrefix(message) == true, "\(guesses)")
    }

    @Test func guessedPayloadIsStillLinted() {
        let findings = Self.lint(Self.patched(Self.v4Debit, "amount", "100"), nil)
        #expect(findings.map(\.severity) == [.warning, .error])
        #expect(findings.last?.field == "amount")
    }

    @Test func unknownPathIsAnError() {
        Self.expectOnly(Self.lint(Self.v4Debit, "/v5/debit"), .error, field: nil, ["unknown path", "\"/v5/debit\"", "/v4/debit", "/pg/v1/refund"])
    }

    @Test func givenPathChoosesTheTable() {
        // The same payload linted as /pg/v1/pay: its /v4/debit fields are unknown there and PG's are missing.
        let findings = Self.lint(Self.v4Debit, "/pg/v1/pay")
        #expect(findings.contains(Finding(.error, field: "merchantTransactionId", "is required in /pg/v1/pay")))
        #expect(findings.contains { $0.field == "transactionId" && $0.severity == .warning })
        #expect(!findings.contains { $0.message.hasPrefix("taken for") })
    }

    @Test func unrecognisablePayloadIsAWarning() {
        Self.expectOnly(Self.lint(["hello": "world"], nil), .warning, field: nil, ["could not tell", "--path", "/v4/debit"])
    }

    @Test func nonObjectIsAnError() {
        Self.expectOnly(Self.lint([1, 2], "/v4/debit"), .error, field: nil, ["expected a JSON object", "an array"])
    }

    // MARK: Required fields

    @Test(arguments: [
        (v4Debit, "/v4/debit", "merchantId"), (v4Debit, "/v4/debit", "transactionId"),
        (v4Debit, "/v4/debit", "merchantUserId"), (v4Debit, "/v4/debit", "amount"),
        (v4Debit, "/v4/debit", "paymentScope"), (v4Debit, "/v4/debit", "deviceContext"),
        (v4Debit, "/v4/debit", "deviceContext.deviceOS"), (v4Debit, "/v4/debit", "deviceContext.isPPAppPresent"),
        (pgPay, "/pg/v1/pay", "merchantId"), (pgPay, "/pg/v1/pay", "merchantTransactionId"),
        (pgPay, "/pg/v1/pay", "merchantUserId"), (pgPay, "/pg/v1/pay", "amount"), (pgPay, "/pg/v1/pay", "callbackUrl"),
        (pgPay, "/pg/v1/pay", "paymentInstrument"), (pgPay, "/pg/v1/pay", "paymentInstrument.type"),
        (pgPay, "/pg/v1/pay", "deviceContext.deviceOS"),
        (v3Debit, "/v3/debit", "merchantId"), (v3Debit, "/v3/debit", "transactionId"), (v3Debit, "/v3/debit", "amount"),
        (mandate, "/v3/recurring/auth/init", "merchantId"), (mandate, "/v3/recurring/auth/init", "merchantUserId"),
        (mandate, "/v3/recurring/auth/init", "subscriptionId"), (mandate, "/v3/recurring/auth/init", "authRequestId"),
        (mandate, "/v3/recurring/auth/init", "deviceContext"), (mandate, "/v3/recurring/auth/init", "deviceContext.deviceOS"),
        // Seed 003's table marks it "Yes", unlike seed 000's "Optional".
        (mandate, "/v3/recurring/auth/init", "deviceContext.merchantCallBackScheme"),
        (refund, "/pg/v1/refund", "merchantId"), (refund, "/pg/v1/refund", "originalTransactionId"),
        (refund, "/pg/v1/refund", "merchantTransactionId"), (refund, "/pg/v1/refund", "amount"),
        (refund, "/pg/v1/refund", "callbackUrl"),
    ])
    func missingRequiredFieldIsAnError(payload: JSONValue, path: String, field: String) {
        let findings = Self.lint(Self.patched(payload, field, nil), path)
        let owner = field.split(separator: ".").dropLast().joined(separator: ".")
        Self.expectOnly(findings, .error, field: field, ["is required in", owner.isEmpty ? path : owner])
    }

    @Test func missingAppSupportedSchemasIsAnError() {
        // Removing it also leaves isPPAppPresent unchecked against it, so this is the one finding.
        let findings = Self.lint(Self.patched(Self.v4Debit, "deviceContext.appSupportedSchemas", nil), "/v4/debit")
        Self.expectOnly(findings, .error, field: "deviceContext.appSupportedSchemas", ["is required in deviceContext"])
    }

    @Test(arguments: [
        (v4Debit, "/v4/debit", "merchantOrderId"), (v4Debit, "/v4/debit", "mobileNumber"),
        (v4Debit, "/v4/debit", "deviceContext.merchantCallBackScheme"),
        (pgPay, "/pg/v1/pay", "deviceContext"), (pgPay, "/pg/v1/pay", "mobileNumber"),
        (mandate, "/v3/recurring/auth/init", "amount"), (mandate, "/v3/recurring/auth/init", "paymentScope"),
        (mandate, "/v3/recurring/auth/init", "message"), (refund, "/pg/v1/refund", "merchantUserId"),
    ])
    func optionalFieldMayBeLeftOut(payload: JSONValue, path: String, field: String) {
        #expect(Self.lint(Self.patched(payload, field, nil), path) == [])
    }

    @Test func v3DebitNeedsMerchantUserIdOrUserAuthToken() {
        let neither = Self.patched(Self.v3Debit, "merchantUserId", nil)
        Self.expectOnly(Self.lint(neither, "/v3/debit"), .error, field: "merchantUserId", ["is required", "userAuthToken"])
        #expect(Self.lint(Self.patched(neither, "userAuthToken", "token-1"), "/v3/debit") == [])
        let both = Self.patched(Self.v3Debit, "userAuthToken", "token-1")
        Self.expectOnly(Self.lint(both, "/v3/debit"), .warning, field: "userAuthToken", ["merchantUserId", "seed 002"])
    }

    // MARK: Unknown fields

    @Test func unknownTopLevelFieldIsAWarningNamingTheKnownOnes() {
        let findings = Self.lint(Self.patched(Self.v4Debit, "redirectUrl", "https://x"), "/v4/debit")
        Self.expectOnly(findings, .warning, field: "redirectUrl", ["not a field of /v4/debit", "known here", "merchantId", "deviceContext"])
    }

    @Test func unknownNestedFieldIsAWarningWithItsPath() {
        let findings = Self.lint(Self.patched(Self.pgPay, "paymentInstrument.vpa", "a@ybl"), "/pg/v1/pay")
        Self.expectOnly(findings, .warning, field: "paymentInstrument.vpa", ["not a field of paymentInstrument", "type, targetApp"])
        let context = Self.lint(Self.patched(Self.v4Debit, "deviceContext.osVersion", "17.4"), "/v4/debit")
        Self.expectOnly(context, .warning, field: "deviceContext.osVersion", ["deviceOS", "appSupportedSchemas"])
    }

    @Test func mandateRequestsDoNotCarryMobileNumber() {
        let findings = Self.lint(Self.patched(Self.mandate, "mobileNumber", "9999999999"), "/v3/recurring/auth/init")
        Self.expectOnly(findings, .warning, field: "mobileNumber", ["not a field of /v3/recurring/auth/init"])
    }

    // MARK: Types

    @Test func amountAsAStringIsAnError() {
        let findings = Self.lint(Self.patched(Self.v4Debit, "amount", "100"), "/v4/debit")
        Self.expectOnly(findings, .error, field: "amount", ["whole number of paise", "a string \"100\"", "send the number 100"])
    }

    @Test(arguments: [(JSONValue.double(100.5), "got 100.5"), (.double(1.0), "got 1.0")])
    func amountWithAFractionIsAnError(amount: JSONValue, shown: String) {
        let findings = Self.lint(Self.patched(Self.pgPay, "amount", amount), "/pg/v1/pay")
        Self.expectOnly(findings, .error, field: "amount", ["whole number of paise", shown, "fraction"])
    }

    @Test(arguments: [JSONValue.int(0), .int(-100)])
    func amountMustBePositive(amount: JSONValue) {
        let findings = Self.lint(Self.patched(Self.refund, "amount", amount), "/pg/v1/refund")
        Self.expectOnly(findings, .error, field: "amount", ["positive whole number of paise", "got \(amount.intValue!)"])
    }

    @Test func amountOfOnePaisePasses() {
        #expect(Self.lint(Self.patched(Self.v4Debit, "amount", 1), "/v4/debit") == [])
    }

    @Test func mandateAmountAsAStringIsAnError() {
        let findings = Self.lint(Self.patched(Self.mandate, "amount", "39900"), "/v3/recurring/auth/init")
        Self.expectOnly(findings, .error, field: "amount", ["a string \"39900\""])
    }

    @Test(arguments: [
        ("transactionId", JSONValue.int(123), "must be a string", "the number 123"),
        ("merchantId", .null, "must be a string", "null"),
        ("deviceContext.isPPAppPresent", "true", "must be a boolean", "a string \"true\""),
        ("deviceContext", "iOS", "must be an object", "a string"),
        ("deviceContext.appSupportedSchemas", "ppemerchantsdkv1", "must be an array", "a string"),
        ("deviceContext.deviceOS", .bool(true), "must be a string", "the boolean true"),
        ("paymentScope", ["PHONEPE"], "must be a string", "an array"),
    ] as [(String, JSONValue, String, String)])
    func wrongJSONTypeIsAnError(field: String, value: JSONValue, rule: String, got: String) {
        Self.expectOnly(Self.lint(Self.patched(Self.v4Debit, field, value), "/v4/debit"), .error, field: field, [rule, got])
    }

    // MARK: Lengths (SPEC §4)

    @Test(arguments: [
        (v4Debit, "/v4/debit", "transactionId", 38), (v3Debit, "/v3/debit", "transactionId", 38),
        (pgPay, "/pg/v1/pay", "merchantTransactionId", 38), (refund, "/pg/v1/refund", "merchantTransactionId", 38),
        (v4Debit, "/v4/debit", "merchantOrderId", 48), (v3Debit, "/v3/debit", "merchantOrderId", 48),
        (v4Debit, "/v4/debit", "merchantUserId", 64), (pgPay, "/pg/v1/pay", "merchantUserId", 64),
        (mandate, "/v3/recurring/auth/init", "merchantUserId", 64),
    ])
    func idMustBeUnderItsLimit(payload: JSONValue, path: String, field: String, limit: Int) {
        let fits = String(repeating: "A", count: limit - 1)
        #expect(Self.lint(Self.patched(payload, field, .string(fits)), path) == [])
        let tooLong = String(repeating: "A", count: limit)
        Self.expectOnly(
            Self.lint(Self.patched(payload, field, .string(tooLong)), path), .error, field: field,
            ["must be under \(limit) characters", "got \(limit)"])
    }

    @Test func authRequestIdHasNoLengthLimit() {
        // The mandate document gives none; an empty one is still refused.
        #expect(Self.lint(Self.patched(Self.mandate, "authRequestId", .string(String(repeating: "A", count: 60))), "/v3/recurring/auth/init") == [])
        Self.expectOnly(
            Self.lint(Self.patched(Self.mandate, "authRequestId", ""), "/v3/recurring/auth/init"), .error, field: "authRequestId",
            ["must not be empty"])
    }

    @Test(arguments: ["transactionId", "merchantUserId"])
    func emptyRequiredIdIsAnError(field: String) {
        Self.expectOnly(Self.lint(Self.patched(Self.v4Debit, field, ""), "/v4/debit"), .error, field: field, ["must not be empty"])
    }

    @Test func emptyMerchantOrderIdIsAWarning() {
        // Seed 000's PhonePe-intent sample sends "merchantOrderId": "".
        let findings = Self.lint(Self.patched(Self.v4Debit, "merchantOrderId", ""), "/v4/debit")
        Self.expectOnly(findings, .warning, field: "merchantOrderId", ["is empty", "leave the field out"])
    }

    // MARK: paymentScope and openIntentWithApp

    @Test func paymentScopeMustBeDocumented() {
        Self.expectOnly(
            Self.lint(Self.patched(Self.v4Debit, "paymentScope", "UPI"), "/v4/debit"), .error, field: "paymentScope",
            ["one of PHONEPE, ALL_UPI_APPS", "got \"UPI\""])
        Self.expectOnly(
            Self.lint(Self.patched(Self.v4Debit, "paymentScope", "phonepe"), "/v4/debit"), .error, field: "paymentScope",
            ["got \"phonepe\"", "upper case"])
    }

    @Test func mandatePaymentScopeIsOnlyPhonePe() {
        let findings = Self.lint(Self.patched(Self.mandate, "paymentScope", "ALL_UPI_APPS"), "/v3/recurring/auth/init")
        Self.expectOnly(findings, .error, field: "paymentScope", ["must be PHONEPE", "got \"ALL_UPI_APPS\""])
    }

    @Test func openIntentNeedsTheApp() {
        let findings = Self.lint(Self.patched(Self.openIntent, "openIntentWithApp", nil), "/v4/debit")
        Self.expectOnly(findings, .error, field: "openIntentWithApp", ["is required with paymentScope ALL_UPI_APPS"])
    }

    @Test(arguments: ["PHONEPE", "GPAY", "PAYTM"])
    func openIntentAppsPass(app: String) {
        #expect(Self.lint(Self.patched(Self.openIntent, "openIntentWithApp", .string(app)), "/v4/debit") == [])
    }

    @Test func openIntentAppMustBeDocumented() {
        let findings = Self.lint(Self.patched(Self.openIntent, "openIntentWithApp", "BHIM"), "/v4/debit")
        Self.expectOnly(findings, .error, field: "openIntentWithApp", ["one of PHONEPE, GPAY, PAYTM", "got \"BHIM\""])
    }

    @Test func openIntentWithAppIsNotUsedWithPhonePeScope() {
        let findings = Self.lint(Self.patched(Self.v4Debit, "openIntentWithApp", "PHONEPE"), "/v4/debit")
        Self.expectOnly(findings, .warning, field: "openIntentWithApp", ["not used with paymentScope PHONEPE"])
    }

    // MARK: merchantCallBackScheme

    @Test(arguments: ["1shop", "my_app", "shop://", ""])
    func invalidCallbackSchemeIsAnError(scheme: String) {
        let findings = Self.lint(Self.patched(Self.v4Debit, "deviceContext.merchantCallBackScheme", .string(scheme)), "/v4/debit")
        Self.expectOnly(
            findings, .error, field: "deviceContext.merchantCallBackScheme",
            ["\"\(scheme)\" is not a valid callback scheme", URLSchemeRules.callbackSchemeProblem(scheme) ?? "?"])
    }

    @Test(arguments: ["iOSIntentIntegration", "com.example.shop-2"])
    func validCallbackSchemePasses(scheme: String) {
        #expect(Self.lint(Self.patched(Self.v4Debit, "deviceContext.merchantCallBackScheme", .string(scheme)), "/v4/debit") == [])
    }

    @Test(arguments: ["GPAY", "PAYTM"])
    func callbackSchemeForAnotherAppIsAWarning(app: String) {
        let open = Self.patched(Self.openIntent, [
            ("openIntentWithApp", .string(app)), ("deviceContext.merchantCallBackScheme", "iOSIntentIntegration"),
        ])
        Self.expectOnly(
            Self.lint(open, "/v4/debit"), .warning, field: "deviceContext.merchantCallBackScheme",
            ["only when PhonePe pays", "openIntentWithApp is \(app)"])
        let pg = Self.patched(Self.pgPay, "paymentInstrument.targetApp", .string(app))
        Self.expectOnly(
            Self.lint(pg, "/pg/v1/pay"), .warning, field: "deviceContext.merchantCallBackScheme",
            ["only when PhonePe pays", "paymentInstrument.targetApp is \(app)"])
    }

    @Test func callbackSchemeForPhonePeOpenIntentPasses() {
        let open = Self.patched(Self.openIntent, [
            ("openIntentWithApp", "PHONEPE"), ("deviceContext.merchantCallBackScheme", "iOSIntentIntegration"),
        ])
        #expect(Self.lint(open, "/v4/debit") == [])
    }

    // MARK: paymentInstrument

    @Test func paymentInstrumentTypeMustBeUPIIntentOrThePayPage() {
        let findings = Self.lint(Self.patched(Self.pgPay, "paymentInstrument.type", "UPI_COLLECT"), "/pg/v1/pay")
        Self.expectOnly(findings, .error, field: "paymentInstrument.type", ["must be one of UPI_INTENT, PAY_PAGE", "got \"UPI_COLLECT\""])
    }

    @Test func targetAppIsRequiredWithUPIIntentOnly() {
        let intent = Self.lint(Self.patched(Self.pgPay, "paymentInstrument.targetApp", nil), "/pg/v1/pay")
        Self.expectOnly(intent, .error, field: "paymentInstrument.targetApp", ["is required with paymentInstrument.type UPI_INTENT"])
        var payPage = Self.patched(Self.pgPay, "paymentInstrument.targetApp", nil)
        payPage = Self.patched(payPage, "paymentInstrument.type", "PAY_PAGE")
        payPage = Self.patched(payPage, "redirectUrl", "https://merchant.example/return")
        payPage = Self.patched(payPage, "redirectMode", "REDIRECT")
        #expect(Self.lint(payPage, "/pg/v1/pay") == [])
    }

    @Test func onlyTypeErrorsMakeTheShapeOfARequest() {
        #expect(PayloadLinter.shapeError(Self.pgPay, path: "/pg/v1/pay") == nil)
        // A value rule (an undocumented app) is the linter's business, not a refusal of the shape.
        #expect(PayloadLinter.shapeError(Self.patched(Self.pgPay, "paymentInstrument.targetApp", "com.phonepe.app"), path: "/pg/v1/pay") == nil)
        let amount = PayloadLinter.shapeError(Self.patched(Self.pgPay, "amount", "10000"), path: "/pg/v1/pay")
        #expect(amount?.field == "amount")
        #expect(amount?.message.contains("got a string") == true)
        let context = PayloadLinter.shapeError(Self.patched(Self.pgPay, "deviceContext", "iOS"), path: "/pg/v1/pay")
        #expect(context?.field == "deviceContext")
        #expect(PayloadLinter.shapeError([1, 2], path: "/pg/v1/pay")?.message.contains("JSON object") == true)
    }

    @Test func targetAppMustBeDocumented() {
        let findings = Self.lint(Self.patched(Self.pgPay, "paymentInstrument.targetApp", "gpay"), "/pg/v1/pay")
        Self.expectOnly(findings, .error, field: "paymentInstrument.targetApp", ["one of PHONEPE, GPAY, PAYTM", "upper case"])
    }

    @Test func paymentInstrumentMustBeAnObject() {
        let findings = Self.lint(Self.patched(Self.pgPay, "paymentInstrument", "UPI_INTENT"), "/pg/v1/pay")
        Self.expectOnly(findings, .error, field: "paymentInstrument", ["must be an object"])
    }

    // MARK: deviceContext

    @Test func deviceOSInCapitalsIsAWarning() {
        let findings = Self.lint(Self.patched(Self.v4Debit, "deviceContext.deviceOS", "IOS"), "/v4/debit")
        Self.expectOnly(findings, .warning, field: "deviceContext.deviceOS", ["\"IOS\"", "PhonePeContextGenerator sends \"iOS\""])
    }

    @Test func otherDeviceOSIsAnError() {
        let findings = Self.lint(Self.patched(Self.mandate, "deviceContext.deviceOS", "WINDOWS"), "/v3/recurring/auth/init")
        Self.expectOnly(findings, .error, field: "deviceContext.deviceOS", ["must be \"iOS\"", "or \"ANDROID\"", "got \"WINDOWS\""])
    }

    @Test func allThreeSDKSchemesPass() {
        let schemes: JSONValue = ["ppemerchantsdkv1", "ppemerchantsdkv2", "ppemerchantsdkv3"]
        #expect(Self.lint(Self.patched(Self.v4Debit, "deviceContext.appSupportedSchemas", schemes), "/v4/debit") == [])
    }

    @Test func otherSchemesInAppSupportedSchemasAreErrors() {
        let schemes: JSONValue = ["ppemerchantsdkv1", "ppe", .int(2)]
        let findings = Self.lint(Self.patched(Self.v4Debit, "deviceContext.appSupportedSchemas", schemes), "/v4/debit")
        #expect(findings.count == 2)
        #expect(findings.map(\.field) == ["deviceContext.appSupportedSchemas[1]", "deviceContext.appSupportedSchemas[2]"])
        #expect(findings.allSatisfy { $0.severity == .error && $0.message.contains("not a PhonePe merchant SDK scheme") })
        #expect(findings.first?.message.contains("a string \"ppe\"") == true)
    }

    @Test func isPPAppPresentMustAgreeWithTheSchemes() {
        let absent = Self.patched(Self.v4Debit, "deviceContext.appSupportedSchemas", [])
        Self.expectOnly(
            Self.lint(absent, "/v4/debit"), .warning, field: "deviceContext.isPPAppPresent",
            ["is true but appSupportedSchemas is empty"])
        let consistent = Self.patched(absent, "deviceContext.isPPAppPresent", false)
        #expect(Self.lint(consistent, "/v4/debit") == [])
        let contradicting = Self.patched(Self.v4Debit, "deviceContext.isPPAppPresent", false)
        Self.expectOnly(
            Self.lint(contradicting, "/v4/debit"), .warning, field: "deviceContext.isPPAppPresent",
            ["is false but appSupportedSchemas lists schemes"])
    }

    // MARK: Responses and callbacks

    @Test(arguments: [
        "SUCCESS", "PAYMENT_INITIATED", "PAYMENT_SUCCESS", "PAYMENT_PENDING", "PAYMENT_ERROR", "PAYMENT_DECLINED",
        "PAYMENT_CANCELLED", "TIMED_OUT", "BAD_REQUEST", "AUTHORIZATION_FAILED", "INTERNAL_SERVER_ERROR",
        "TRANSACTION_NOT_FOUND", "INVALID_TRANSACTION_ID", "KEY_NOT_CONFIGURED", "SUBSCRIPTION_NOT_FOUND",
        "SUBSCRIPTION_EXPIRED", "INVALID_SUBSCRIPTION_STATE",
    ])
    func documentedCodesPass(code: String) {
        #expect(Self.lint(Self.patched(Self.gatewayResponse, "code", .string(code)), "/v4/debit") == [])
    }

    @Test func undocumentedCodeIsAWarning() {
        let findings = Self.lint(Self.patched(Self.gatewayResponse, "code", "PAYMENT_OK"), "/pg/v1/pay")
        Self.expectOnly(findings, .warning, field: "code", ["\"PAYMENT_OK\"", "not a documented code"])
    }

    @Test func codeIsRequiredAndAString() {
        Self.expectOnly(Self.lint(Self.patched(Self.gatewayResponse, "code", nil), "/v4/debit"), .error, field: "code", ["is required"])
        Self.expectOnly(
            Self.lint(Self.patched(Self.gatewayResponse, "code", 200), "/v4/debit"), .error, field: "code",
            ["must be a string", "the number 200"])
    }

    @Test func successMustBeABoolean() {
        Self.expectOnly(
            Self.lint(Self.patched(Self.gatewayResponse, "success", "true"), "/v4/debit"), .error, field: "success",
            ["must be a boolean", "a string \"true\""])
        Self.expectOnly(Self.lint(Self.patched(Self.gatewayResponse, "success", nil), "/v4/debit"), .error, field: "success", ["is required"])
    }

    @Test func dataMustBeAnObject() {
        Self.expectOnly(
            Self.lint(Self.patched(Self.gatewayResponse, "data", "none"), "/v4/debit"), .error, field: "data", ["must be an object"])
        #expect(Self.lint(Self.patched(Self.gatewayResponse, "data", .null), "/v4/debit") == [])
    }

    @Test func responseAmountsMustBeWholePaise() {
        let text = Self.lint(Self.patched(Self.mandateCallback, "data.transactionDetails.amount", "39900"), nil, envelope: "response")
        #expect(text.filter { $0.severity == .error } == [
            Finding(.error, field: "data.transactionDetails.amount", "must be a whole number of paise, got a string \"39900\" (send the number 39900, not a string)"),
        ])
        let modes: JSONValue = [["mode": "ACCOUNT", "amount": .double(399.0), "utr": "816626521616"]]
        let fraction = Self.lint(Self.patched(Self.mandateCallback, "data.transactionDetails.paymentModes", modes), "/v3/recurring/auth/init", envelope: "response")
        Self.expectOnly(fraction, .error, field: "data.transactionDetails.paymentModes[0].amount", ["whole number of paise", "fraction"])
        // A PENNY_DROP mandate has no amount to report.
        #expect(Self.lint(Self.patched(Self.mandateCallback, "data.transactionDetails.amount", .null), "/v3/recurring/auth/init", envelope: "response") == [])
    }

    @Test func mandateCallbackNeedsItsCallbackType() {
        let path = "/v3/recurring/auth/init"
        Self.expectOnly(
            Self.lint(Self.patched(Self.mandateCallback, "data.callbackType", nil), path, envelope: "response"), .error,
            field: "data.callbackType", ["is required in a mandate callback", "AUTH or SUBSCRIPTION"])
        Self.expectOnly(
            Self.lint(Self.patched(Self.mandateCallback, "data.callbackType", "PAYMENT"), path, envelope: "response"), .error,
            field: "data.callbackType", ["must be AUTH or SUBSCRIPTION", "got a string \"PAYMENT\""])
        #expect(Self.lint(Self.patched(Self.mandateCallback, "data.callbackType", "SUBSCRIPTION"), path, envelope: "response") == [])
        // The mandate's auth status answer has no callbackType: only callbacks need one.
        #expect(Self.lint(Self.patched(Self.mandateCallback, "data.callbackType", nil), path) == [])
    }

    @Test func mandateCallbackNeedsTheSubscriptionState() {
        let path = "/v3/recurring/auth/init"
        Self.expectOnly(
            Self.lint(Self.patched(Self.mandateCallback, "data.subscriptionDetails.state", nil), path, envelope: "response"),
            .error, field: "data.subscriptionDetails.state", ["is required in a mandate callback"])
        Self.expectOnly(
            Self.lint(Self.patched(Self.mandateCallback, "data.subscriptionDetails.state", "LIVE"), path, envelope: "response"),
            .warning, field: "data.subscriptionDetails.state", ["\"LIVE\"", "not a documented subscription state"])
        Self.expectOnly(
            Self.lint(Self.patched(Self.mandateCallback, "data.subscriptionDetails.state", 1), path, envelope: "response"),
            .error, field: "data.subscriptionDetails.state", ["must be a string"])
        for state in ["ACTIVE", "REVOKED", "CANCEL_IN_PROGRESS"] {
            let payload = Self.patched(Self.mandateCallback, "data.subscriptionDetails.state", .string(state))
            #expect(Self.lint(payload, path, envelope: "response") == [], "\(state)")
        }
        // FAILED is documented, but beside this payload's code SUCCESS it is the seed's contradiction.
        Self.expectOnly(
            Self.lint(Self.patched(Self.mandateCallback, "data.subscriptionDetails.state", "FAILED"), path, envelope: "response"),
            .warning, field: "code", ["FAILED", "decide on the subscription state"])
    }

    @Test func guessedMandateCallbackIsCheckedAsOne() {
        let findings = Self.lint(Self.patched(Self.mandateCallback, "data.callbackType", nil), nil, envelope: "response")
        #expect(findings.map(\.severity) == [.warning, .error])
        #expect(findings.last?.field == "data.callbackType")
    }

    // MARK: The core's own payloads lint clean

    @Test(arguments: [
        (PhonePeFlow.phonepeIntent, nil), (.openIntent, UPIApp.gpay), (.openIntent, .phonepe), (.pgIntent, .paytm),
        (.pgIntent, .phonepe), (.sdkDebit, nil), (.mandate, nil),
    ] as [(PhonePeFlow, UPIApp?)])
    func corePayloadsLintClean(flow: PhonePeFlow, app: UPIApp?) throws {
        let profile = DeviceProfile(
            name: "all three", os: OperatingSystem(version: "17.4"),
            installedApps: [
                InstalledApp(id: "phonepe", schemes: PhonePeSchemes.merchantSDK + ["ppe"]),
                InstalledApp(id: "gpay", schemes: ["gpay"]), InstalledApp(id: "paytm", schemes: ["paytmmp"]),
            ],
            merchantApp: MerchantApp(
                queriesSchemes: PhonePeSchemes.merchantSDK + ["paytmmp", "gpay"], urlSchemes: ["shop"], callbackScheme: "shop"))
        let transcript = PhonePeWalk.run(
            profile: profile, options: PhonePeOptions(flow: flow, app: app, amount: 250, outcome: PhonePeOutcome(steps: [.pending(1)])))
        let request = try #require(transcript.request, "\(transcript.errors)")
        #expect(PayloadLinter.lint(request.payload, path: flow.path, envelopeKey: "request") == [])
        let response = try #require(transcript.response)
        #expect(PayloadLinter.lint(response.body, path: flow.path, envelopeKey: nil) == [])
        for check in transcript.statusChecks {
            #expect(PayloadLinter.lint(check.response.body, path: flow.path, envelopeKey: nil) == [], "\(check.code)")
        }
        let callback = try #require(transcript.callback?.check.payload)
        #expect(PayloadLinter.lint(callback, path: flow.path, envelopeKey: "response") == [])
    }

    @Test func coreRefundLintsClean() {
        let refund = RefundRequest.signed(originalId: "TX123456789012", refundId: "RF1234567890123456", amount: 100, merchant: PhonePeMerchant())
        #expect(PayloadLinter.lint(refund.payload, path: RefundRequest.path, envelopeKey: "request") == [])
        #expect(PayloadLinter.lint(refund.payload, path: nil, envelopeKey: "request").map(\.message) == [
            "taken for a refund request (/pg/v1/refund) (pass --path to choose)",
        ])
    }
}
