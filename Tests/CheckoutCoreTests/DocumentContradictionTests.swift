import Testing
@testable import CheckoutCore

/// Where the documents contradict themselves, `decode` says so when a payload shows it, and the walks
/// it touches carry a note saying which way they went.
@Suite struct DocumentContradictionTests {
    static func lint(_ json: JSONValue, _ path: String?, envelope: String? = nil) -> [Finding] {
        PayloadLinter.lint(json, path: path, envelopeKey: envelope)
    }

    static func walk(_ options: PhonePeOptions) -> PhonePeTranscript {
        PhonePeWalk.run(profile: SeedSamplesTests.profile(phonePe: PhonePeSchemes.merchantSDK), options: options)
    }

    // MARK: decode's findings

    @Test func theSingularSchemaKeyOfTheIntentTableIsNamed() {
        let singular = PayloadLinterTests.patched(PayloadLinterTests.v4Debit, [
            ("deviceContext.appSupportedSchemas", nil), ("deviceContext.appSupportedSchema", ["ppemerchantsdkv1"]),
        ])
        let findings = Self.lint(singular, "/v4/debit")
        #expect(findings.map(\.field) == ["deviceContext.appSupportedSchema", "deviceContext.appSupportedSchemas"])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message.contains("appSupportedSchemas (plural) inside deviceContext") == true)
    }

    @Test func deviceContextKeysAtTheTopLevelAsTheTableListsThem() {
        let flat = PayloadLinterTests.patched(PayloadLinterTests.v4Debit, "isPPAppPresent", true)
        PayloadLinterTests.expectOnly(Self.lint(flat, "/v4/debit"), .warning, field: "isPPAppPresent", ["belongs inside deviceContext"])
        // An endpoint without deviceContext keeps the plain unknown-field warning.
        let v3 = PayloadLinterTests.patched(PayloadLinterTests.v3Debit, "isPPAppPresent", true)
        PayloadLinterTests.expectOnly(Self.lint(v3, "/v3/debit"), .warning, field: "isPPAppPresent", ["is not a field of /v3/debit"])
    }

    static let mandateAnswer: JSONValue = [
        "success": true, "code": "SUCCESS", "message": "Your request has been successfully completed.",
        "data": [
            "redirectType": "INTENT",
            "redirectURL": "ppe://mandate?pn=SUBSCRIBEMID&pa=MID12345@ybl&am=399.00&mc=7299&utm_source=TXN123456789&utm_medium=MID12345&utm_campaign=SUBSCRIBE_AUTH",
        ],
    ]

    @Test func theMandateTablesRedirectUrlSpellingIsNamed() {
        #expect(Self.lint(Self.mandateAnswer, "/v3/recurring/auth/init") == [])
        let url = Self.mandateAnswer["data"]?["redirectURL"] ?? .null
        let tableSpelling = PayloadLinterTests.patched(Self.mandateAnswer, [("data.redirectURL", nil), ("data.redirectUrl", url)])
        PayloadLinterTests.expectOnly(
            Self.lint(tableSpelling, "/v3/recurring/auth/init"), .warning, field: "data.redirectUrl", ["redirectURL", "mandate document"])
    }

    @Test func aMandateAnsweredWithAWebRedirectIsUndocumented() {
        let web = PayloadLinterTests.patched(Self.mandateAnswer, "data.redirectType", "WEB")
        PayloadLinterTests.expectOnly(
            Self.lint(web, "/v3/recurring/auth/init"), .warning, field: "data.redirectType", ["\"WEB\"", "lists only INTENT"])
        #expect(Self.lint(web, "/v4/debit") == [], "/v4/debit documents a web URL")
    }

    @Test func anIntentURLNamingAnotherMerchantIsNamed() throws {
        // Seed 001's first "Sample Response for PG UPI Open Intent", verbatim, through decode as plain JSON.
        let sample = """
            {
            "success": true,
            "code": "PAYMENT_INITIATED",
            "message": "Payment initiated",
            "data": {
            "merchantId": "MERCHANTUAT",
            "merchantTransactionId": "MT7850590068188104",
            "instrumentResponse": {
            "type": "UPI_INTENT",
            "intentUrl": "ppe://pay?pa=MERCHANTUAT@ybl&pn=MerchantUAT&am=1.00&mam=1.00&tr=MT7850590068188104&tn=Payment%20for%20MT7850590068188104&mc=5311&mode=04&purpose=00&utm_campaign=B2B_PG&utm_medium=JUSPAYUAT&utm_source=MT7850590068188104"
            }
            }
            }
            """
        let report = PayloadInspector.inspect(sample, path: "/pg/v1/pay")
        #expect(report.json != nil)
        #expect(report.envelopeKey == nil)
        #expect(report.findings == [
            Finding(.warning, field: "data.instrumentResponse.intentUrl",
                    "names more than one merchant (pa MERCHANTUAT, utm_medium JUSPAYUAT, data.merchantId MERCHANTUAT), as seed 001's PHONEPE sample does; the URL should carry the merchant that asked"),
        ])
        // The core's own answer names one merchant throughout.
        let core = try #require(Self.walk(PhonePeOptions(flow: .pgIntent, app: .phonepe, amount: 10000)).response)
        #expect(Self.lint(core.body, "/pg/v1/pay") == [])
    }

    @Test func aFailedMandateCallbackThatSaysSuccessIsNamed() throws {
        let report = SeedSamplesTests.inspect(SeedSamplesTests.seed003CallbackFailed, key: "response", path: "/v3/recurring/auth/init")
        #expect(report.findings == [
            Finding(.warning, field: "code",
                    "says success while data.subscriptionDetails.state is FAILED, as the mandate document's FAILED callback does: decide on the subscription state, not on code or success"),
        ])
        let honest = PayloadLinterTests.patched(try #require(report.json), [("success", false), ("code", "PAYMENT_ERROR")])
        #expect(Self.lint(honest, "/v3/recurring/auth/init", envelope: "response") == [])
        #expect(SeedSamplesTests.inspect(SeedSamplesTests.seed003CallbackActive, key: "response", path: "/v3/recurring/auth/init").findings == [])
    }

    @Test func aMandateWithoutTheCallbackSchemeIsAnError() {
        let without = PayloadLinterTests.patched(PayloadLinterTests.mandate, "deviceContext.merchantCallBackScheme", nil)
        PayloadLinterTests.expectOnly(
            Self.lint(without, "/v3/recurring/auth/init"), .error, field: "deviceContext.merchantCallBackScheme", ["is required in deviceContext"])
        // /v4/debit's table marks it optional.
        #expect(Self.lint(PayloadLinterTests.patched(PayloadLinterTests.v4Debit, "deviceContext.merchantCallBackScheme", nil), "/v4/debit") == [])
    }

    // MARK: The walks' notes

    static func notes(_ options: PhonePeOptions) -> [String] { walk(options).notes }

    @Test func pgIntentNotesTheSamplesContradictions() {
        let gpay = Self.notes(PhonePeOptions(flow: .pgIntent, app: .gpay))
        for words in ["am=1.00 for a request of 10000 paise", "JUSPAYUAT", "isPPAppPresent and appSupportedSchemas", "copy of the PAYTM one"] {
            #expect(gpay.contains { $0.contains(words) }, "\(words)")
        }
        #expect(!Self.notes(PhonePeOptions(flow: .pgIntent, app: .paytm)).contains { $0.contains("copy of the PAYTM one") })
        #expect(Self.notes(PhonePeOptions(flow: .pgIntent, app: .phonepe, merchantOrderId: "OD1")).contains {
            $0.contains("merchant order id given is not sent")
        })
    }

    @Test func intentNotesTheTablesSpellingAndTheSamplesMerchant() {
        for flow in [PhonePeFlow.phonepeIntent, .openIntent] {
            #expect(Self.notes(PhonePeOptions(flow: flow)).contains { $0.contains("appSupportedSchema (singular)") }, "\(flow)")
        }
        #expect(Self.notes(PhonePeOptions(flow: .openIntent)).contains { $0.contains("SWIGGY8") })
    }

    @Test func mandateNotesItsSpellingMcbsAndTheFailedCallback() {
        let active = Self.notes(PhonePeOptions(flow: .mandate))
        #expect(active.contains { $0.contains("redirectUrl") })
        #expect(active.contains { $0.contains("has no mcbs") })
        #expect(!active.contains { $0.contains("FAILED AUTH callback") })
        let failed = Self.notes(PhonePeOptions(flow: .mandate, outcome: PhonePeOutcome(final: .failure)))
        #expect(failed.contains { $0.contains("FAILED AUTH callback says success true and code SUCCESS") })
    }

    @Test func citconNotesItsTimestampsAndTheFailedStatus() {
        func notes(_ outcome: CitconOutcome) -> [String] {
            let transcript = CitconWalk.run(profile: CitconWalkTests.profile(), options: CitconOptions(methodName: "alipay", outcome: outcome))
            #expect(transcript.errors.isEmpty)
            return transcript.notes
        }
        #expect(notes(.succeeded).contains { $0.contains("milliseconds") })
        #expect(!notes(.succeeded).contains { $0.contains("has no value") })
        #expect(notes(.status(.failed)).contains { $0.contains("\"has no value\"") })
        #expect(notes(.code("-1")).contains { $0.contains("\"has no value\"") })
        #expect(!notes(.code("-1")).contains { $0.contains("milliseconds") }, "a failed request carries no timeCreated")
    }
}
