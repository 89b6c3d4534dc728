import Testing
@testable import CheckoutCore

/// The intent URLs quoted in the seed documents, with the parameters that build them.
private struct SeedIntent: Sendable, CustomTestStringConvertible {
    let label: String
    let text: String
    let spaces: SpaceEncoding
    let url: IntentURL
    var testDescription: String { label }
}

/// The /v4/debit and /pg/v1/pay parameter list (SPEC §4), in the documents' order.
private func payParameters(pa: String, pn: String, am: String, tr: String, campaign: String, medium: String, mcbs: String? = nil) -> [IntentParameter] {
    var parameters = [
        IntentParameter("pa", pa), IntentParameter("pn", pn), IntentParameter("am", am),
        IntentParameter("mam", am), IntentParameter("tr", tr), IntentParameter("tn", "Payment for " + tr),
        IntentParameter("mc", "5311"), IntentParameter("mode", "04"), IntentParameter("purpose", "00"),
        IntentParameter("utm_campaign", campaign), IntentParameter("utm_medium", medium),
        IntentParameter("utm_source", tr),
    ]
    if let mcbs { parameters.append(IntentParameter("mcbs", mcbs)) }
    return parameters
}

private let seedIntents: [SeedIntent] = [
    SeedIntent(
        label: "000 PhonePe intent",
        text: "ppe://pay?pa=MERCHANTUAT@ybl&pn=MERCHANT&am=1.00&mam=1.00&tr=e474af20-a2a6-46c1-9a5d-73910ae86d0b&tn=Payment+for+e474af20-a2a6-46c1-9a5d-73910ae86d0b&mc=5311&mode=04&purpose=00&utm_campaign=DEBIT&utm_medium=MERCHANTUAT&utm_source=e474af20-a2a6-46c1-9a5d-73910ae86d0b&mcbs=demoAppScheme",
        spaces: .plus,
        url: IntentURL(scheme: "ppe", target: "pay", parameters: payParameters(
            pa: "MERCHANTUAT@ybl", pn: "MERCHANT", am: "1.00", tr: "e474af20-a2a6-46c1-9a5d-73910ae86d0b",
            campaign: "DEBIT", medium: "MERCHANTUAT", mcbs: "demoAppScheme"))),
    SeedIntent(
        label: "000 open intent GPay",
        text: "gpay://upi/pay?pa=SWIGGY8@ybl&pn=MERCHANT&am=1.00&mam=1.00&tr=1cac394d-7582-4b69-9414-8b655f677a8b&tn=Payment+for+1cac394d-7582-4b69-9414-8b655f677a8b&mc=5311&mode=04&purpose=00&utm_campaign=DEBIT&utm_medium=SWIGGY8&utm_source=1cac394d-7582-4b69-9414-8b655f677a8b",
        spaces: .plus,
        url: IntentURL(scheme: "gpay", target: "upi/pay", parameters: payParameters(
            pa: "SWIGGY8@ybl", pn: "MERCHANT", am: "1.00", tr: "1cac394d-7582-4b69-9414-8b655f677a8b",
            campaign: "DEBIT", medium: "SWIGGY8"))),
    SeedIntent(
        label: "000 open intent Paytm",
        text: "paytmmp://upi/pay?pa=SWIGGY8@ybl&pn=MERCHANT&am=1.00&mam=1.00&tr=e224f57d-c514-47f0-b8cc-5b3cab4038af&tn=Payment+for+e224f57d-c514-47f0-b8cc-5b3cab4038af&mc=5311&mode=04&purpose=00&utm_campaign=DEBIT&utm_medium=SWIGGY8&utm_source=e224f57d-c514-47f0-b8cc-5b3cab4038af",
        spaces: .plus,
        url: IntentURL(scheme: "paytmmp", target: "upi/pay", parameters: payParameters(
            pa: "SWIGGY8@ybl", pn: "MERCHANT", am: "1.00", tr: "e224f57d-c514-47f0-b8cc-5b3cab4038af",
            campaign: "DEBIT", medium: "SWIGGY8"))),
    SeedIntent(
        label: "001 PG PhonePe",
        text: "ppe://pay?pa=MERCHANTUAT@ybl&pn=MerchantUAT&am=1.00&mam=1.00&tr=MT7850590068188104&tn=Payment%20for%20MT7850590068188104&mc=5311&mode=04&purpose=00&utm_campaign=B2B_PG&utm_medium=JUSPAYUAT&utm_source=MT7850590068188104",
        spaces: .percent20,
        url: IntentURL(scheme: "ppe", target: "pay", parameters: payParameters(
            pa: "MERCHANTUAT@ybl", pn: "MerchantUAT", am: "1.00", tr: "MT7850590068188104",
            campaign: "B2B_PG", medium: "JUSPAYUAT"))),
    SeedIntent(
        label: "001 PG GPay",
        text: "gpay://upi/pay?pa=JUSPAYUAT@ybl&pn=JUSPAYUAT&am=9.00&mam=9.00&tr=04b4307c-4f2a-400a-bbf4-983bf892cb92&tn=Payment%20for%2004b4307c-4f2a-400a-bbf4-983bf892cb92&mc=5311&mode=04&purpose=00&utm_campaign=B2B_PG&utm_medium=JUSPAYUAT&utm_source=04b4307c-4f2a-400a-bbf4-983bf892cb92",
        spaces: .percent20,
        url: IntentURL(scheme: "gpay", target: "upi/pay", parameters: payParameters(
            pa: "JUSPAYUAT@ybl", pn: "JUSPAYUAT", am: "9.00", tr: "04b4307c-4f2a-400a-bbf4-983bf892cb92",
            campaign: "B2B_PG", medium: "JUSPAYUAT"))),
    SeedIntent(
        label: "003 mandate",
        text: "ppe://mandate?pn=SUBSCRIBEMID&pa=MID12345@ybl&tid=YBL6663638d0312408a8f54f7df8f1bd6b9&tr=P1812191027266848105909&am=399.00&mam=399.00&cu=INR&url=https://phonepe.com&mc=7299&tn=Payment%20for%20TXN123456789&utm_source=TXN123456789&utm_medium=MID12345&utm_campaign=SUBSCRIBE_AUTH",
        spaces: .percent20,
        url: IntentURL(scheme: "ppe", target: "mandate", parameters: [
            IntentParameter("pn", "SUBSCRIBEMID"), IntentParameter("pa", "MID12345@ybl"),
            IntentParameter("tid", "YBL6663638d0312408a8f54f7df8f1bd6b9"), IntentParameter("tr", "P1812191027266848105909"),
            IntentParameter("am", "399.00"), IntentParameter("mam", "399.00"), IntentParameter("cu", "INR"),
            IntentParameter("url", "https://phonepe.com"), IntentParameter("mc", "7299"),
            IntentParameter("tn", "Payment for TXN123456789"), IntentParameter("utm_source", "TXN123456789"),
            IntentParameter("utm_medium", "MID12345"), IntentParameter("utm_campaign", "SUBSCRIBE_AUTH"),
        ])),
]

private func url(_ pairs: [(String, String)], scheme: String = "upi", target: String = "pay") -> IntentURL {
    IntentURL(scheme: scheme, target: target, parameters: pairs.map { IntentParameter($0.0, $0.1) })
}

private func parseError(_ text: String) -> String? {
    do {
        _ = try IntentURL.parse(text)
        return nil
    } catch {
        return error.message
    }
}

@Suite("Intent URL text")
struct IntentURLTextTests {
    @Test("builds the seeds' URLs byte for byte", arguments: seedIntents)
    fileprivate func buildsSeed(_ seed: SeedIntent) {
        #expect(Array(seed.url.text(spaceEncoding: seed.spaces).utf8) == Array(seed.text.utf8))
    }

    @Test("parses the seeds' URLs back to the same parameters", arguments: seedIntents)
    fileprivate func parsesSeed(_ seed: SeedIntent) throws {
        #expect(try IntentURL.parse(seed.text) == seed.url)
    }

    @Test func subscriptGivesTheFirstValue() {
        let duplicated = url([("tr", "first"), ("tr", "second")])
        #expect(duplicated["tr"] == "first")
        #expect(duplicated["tn"] == nil)
    }

    @Test func encodesReservedAndNonASCIICharacters() {
        let tricky = url([("tn", "a+b&c=d?e/f g#h%i ₹~")])
        #expect(tricky.text(spaceEncoding: .plus) == "upi://pay?tn=a%2Bb%26c%3Dd%3Fe/f+g%23h%25i+%E2%82%B9~")
        #expect(tricky.text(spaceEncoding: .percent20) == "upi://pay?tn=a%2Bb%26c%3Dd%3Fe/f%20g%23h%25i%20%E2%82%B9~")
    }

    @Test func encodesNamesAndTarget() {
        let odd = IntentURL(scheme: "upi", target: "p y?", parameters: [IntentParameter("a b", "")])
        #expect(odd.text(spaceEncoding: .plus) == "upi://p%20y%3F?a+b=")
    }

    @Test func noParametersMeansNoQuestionMark() {
        #expect(url([]).text(spaceEncoding: .plus) == "upi://pay")
    }

    @Test("round trips awkward values", arguments: [
        "a+b", "x&y=z", "what?", "https://phonepe.com/a?b=c&d", "two  spaces ", "₹399 for चाय", "100%", "%20", "", "++",
        "emoji 🧾 and é",
    ])
    func roundTrips(_ value: String) throws {
        let original = url([("tn", value), ("pa", "MID@ybl"), (value, "name")])
        for spaces in [SpaceEncoding.plus, .percent20] {
            #expect(try IntentURL.parse(original.text(spaceEncoding: spaces)) == original)
        }
    }
}

@Suite("Intent URL parsing")
struct IntentURLParseTests {
    @Test func decodesPlusAndEscapes() throws {
        let parsed = try IntentURL.parse("upi://pay?tn=Payment+for%20x%2b%E2%82%B9")
        #expect(parsed.parameters == [IntentParameter("tn", "Payment for x+₹")])
    }

    @Test func keepsOrderDuplicatesAndBareNames() throws {
        let parsed = try IntentURL.parse("upi://pay?b=2&a=1&b=3&flag&&e=&x=y=z")
        #expect(parsed.parameters == [
            IntentParameter("b", "2"), IntentParameter("a", "1"), IntentParameter("b", "3"),
            IntentParameter("flag", ""), IntentParameter("e", ""), IntentParameter("x", "y=z"),
        ])
    }

    @Test func readsTargetsWithoutQueryAndDropsTheFragment() throws {
        #expect(try IntentURL.parse("upi://pay") == url([]))
        #expect(try IntentURL.parse("upi://pay?") == url([]))
        #expect(try IntentURL.parse("gpay://upi/pay?pa=a@b#frag&x=1") == url([("pa", "a@b")], scheme: "gpay", target: "upi/pay"))
        #expect(try IntentURL.parse("tez://upi/p+y%3F") == url([], scheme: "tez", target: "upi/p+y?"))
        #expect(try IntentURL.parse("Upi-2.x://") == url([], scheme: "Upi-2.x", target: ""))
    }

    @Test func rejectsTextWithoutScheme() {
        #expect(parseError("") == "the intent URL is empty; expected e.g. ppe://pay?pa=MERCHANT@ybl&pn=MERCHANT")
        #expect(parseError("pa=MID@ybl") == "\"pa=MID@ybl\" is not an intent URL: the scheme \"pa\" must be followed by \"://\", e.g. ppe://pay?pa=…")
        #expect(parseError("upi:pay?pa=x") == "\"upi:pay?pa=x\" is not an intent URL: the scheme \"upi\" must be followed by \"://\", e.g. ppe://pay?pa=…")
        #expect(parseError("1upi://pay") == "\"1upi://pay\" is not an intent URL: it must start with a scheme (a letter, then letters, digits, +, - or .) and \"://\", e.g. ppe://pay?pa=…")
        #expect(parseError(" upi://pay")?.hasPrefix("\" upi://pay\" is not an intent URL: it must start with a scheme") == true)
    }

    @Test func shortensLongTextInMessages() {
        let long = String(repeating: "x", count: 70)
        #expect(parseError(long) == "\"\(String(repeating: "x", count: 60))…\" is not an intent URL: the scheme \"\(long)\" must be followed by \"://\", e.g. ppe://pay?pa=…")
    }

    @Test func rejectsMalformedEscapes() {
        #expect(parseError("upi://pay?tn=100%") == "malformed percent escape \"%\" in the value of tn: % must be followed by two hex digits; write a literal % as %25")
        #expect(parseError("upi://pay?tn=100%2") == "malformed percent escape \"%2\" in the value of tn: % must be followed by two hex digits; write a literal % as %25")
        #expect(parseError("upi://pay?tn=%G1x") == "malformed percent escape \"%G1\" in the value of tn: % must be followed by two hex digits; write a literal % as %25")
        #expect(parseError("upi://pay?t%zz=1") == "malformed percent escape \"%zz\" in a parameter name: % must be followed by two hex digits; write a literal % as %25")
        #expect(parseError("upi://p%ay") == "malformed percent escape \"%ay\" in the target: % must be followed by two hex digits; write a literal % as %25")
    }

    @Test func rejectsEscapesThatAreNotUTF8() throws {
        #expect(parseError("upi://pay?pn=caf%E9") == "the percent escapes in the value of pn (\"caf%E9\") are not UTF-8 text; encode text as UTF-8 bytes, e.g. ₹ as %E2%82%B9")
        // A UTF-8 sequence cut short, and an overlong "/".
        for value in ["%E2%82", "%C0%AF"] {
            #expect(parseError("upi://pay?pn=\(value)")
                == "the percent escapes in the value of pn (\"\(value)\") are not UTF-8 text; encode text as UTF-8 bytes, e.g. ₹ as %E2%82%B9")
        }
        #expect(try IntentURL.parse("upi://pay?pn=%C3%A9")["pn"] == "é")
    }
}

@Suite("Intent URL validation")
struct IntentURLValidatorTests {
    /// A valid merchant payment; each test breaks one rule.
    private let valid: [(String, String)] = [
        ("pa", "MERCHANT@ybl"), ("pn", "MERCHANT"), ("am", "1.00"), ("mam", "1.00"), ("tr", "TX1"),
        ("tn", "Payment for TX1"), ("mc", "5311"), ("mode", "04"), ("purpose", "00"), ("cu", "INR"),
    ]

    private func defects(_ scheme: String = "upi", _ target: String = "pay", replacing name: String? = nil, with value: String? = nil, adding extra: [(String, String)] = []) -> [String] {
        var pairs = valid.compactMap { pair -> (String, String)? in
            guard pair.0 == name else { return pair }
            return value.map { (pair.0, $0) }
        }
        pairs += extra
        return IntentURLValidator.defects(in: url(pairs, scheme: scheme, target: target)).map(\.reason)
    }

    @Test("the seeds' URLs have no defects", arguments: seedIntents)
    fileprivate func seedsAreValid(_ seed: SeedIntent) {
        #expect(IntentURLValidator.defects(in: seed.url) == [])
    }

    @Test("known shapes pass", arguments: IntentURLValidator.knownShapes)
    func knownShapes(_ shape: String) throws {
        let parsed = try IntentURL.parse(shape)
        #expect(defects(parsed.scheme, parsed.target) == [])
    }

    @Test func schemeIsCaseInsensitive() {
        #expect(defects("UPI", "pay") == [])
    }

    @Test func unknownShape() {
        let expected = "\"gpay://pay\" is not a known UPI intent; use one of upi://pay, upi://mandate, ppe://pay, ppe://mandate, gpay://upi/pay, paytmmp://upi/pay, tez://upi/pay, phonepe://pay, credpay://upi/pay, bhim://pay, amazonpay://upi/pay"
        let found = IntentURLValidator.defects(in: url(valid, scheme: "gpay", target: "pay"))
        #expect(found == [IntentURLDefect(parameter: nil, reason: expected)])
        #expect(found[0].description == expected)
    }

    @Test func payeeAddress() {
        #expect(defects(replacing: "pa", with: "shop.name-1_x@okaxis") == [])
        let missing = IntentURLValidator.defects(in: url(valid.filter { $0.0 != "pa" }))
        #expect(missing == [IntentURLDefect(parameter: "pa", reason: "pa is mandatory: add the payee's UPI address, e.g. pa=MERCHANT@ybl")])
        for bad in ["MERCHANT", "@ybl", "MERCHANT@", "a@b@c", "MER CHANT@ybl", "MERCHANT@y.bl", "M+1@ybl", ""] {
            #expect(defects(replacing: "pa", with: bad) == ["pa must be a UPI address handle@psp, e.g. MERCHANT@ybl (handle: letters, digits, \".\", \"-\", \"_\"; psp: letters and digits); got \"\(bad)\""])
        }
    }

    @Test func payeeName() {
        #expect(defects(replacing: "pn") == ["pn is mandatory: add the payee's name, e.g. pn=MERCHANT"])
        #expect(defects(replacing: "pn", with: "") == ["pn must not be empty: give the payee's name"])
    }

    @Test func amount() {
        for good in ["399", "0.5", "1.00", "123456.78"] {
            #expect(IntentURLValidator.defects(in: url([("pa", "M@ybl"), ("pn", "M"), ("am", good)])) == [])
        }
        #expect(defects(replacing: "am") == [])  // absent: the payer may edit it
        for bad in ["1.005", "1,00", "-1.00", "₹1", " 1.00", "", "1.", "100 paise"] {
            #expect(defects(replacing: "am", with: bad) == ["am must be rupees with two decimals, e.g. 1.00; got \"\(bad)\""])
        }
        #expect(defects(replacing: "am", with: "0.00").contains("am must be more than 0; got \"0.00\""))
    }

    @Test func minimumAmount() {
        #expect(defects(replacing: "mam", with: "0.50") == [])
        #expect(defects(replacing: "mam", with: "1.01") == ["mam must not exceed am; got mam 1.01 and am 1.00"])
        #expect(defects(replacing: "mam", with: "1.0.0") == ["mam must be rupees with two decimals, e.g. 1.00; got \"1.0.0\""])
        #expect(defects(replacing: "am").isEmpty)  // mam alone is fine
    }

    @Test func currency() {
        #expect(defects(replacing: "cu") == [])
        #expect(defects(replacing: "cu", with: "inr") == ["cu must be INR, the only currency UPI accepts; got \"inr\""])
    }

    @Test func mode() {
        for good in ["00", "01", "04", "05", "11", "15"] { #expect(defects(replacing: "mode", with: good) == []) }
        #expect(defects(replacing: "mode") == [])
        for bad in ["4", "004", "0a", ""] {
            #expect(defects(replacing: "mode", with: bad) == ["mode must be two digits, e.g. 04 (known: 00 default, 01 QR, 04 intent, 05 secure intent, 11 mandate); got \"\(bad)\""])
        }
    }

    @Test func purpose() {
        #expect(defects(replacing: "purpose", with: "14") == [])
        #expect(defects(replacing: "purpose", with: "0") == ["purpose must be two digits, e.g. 00 (default) or 14 (standing instruction); got \"0\""])
    }

    @Test func merchantCodeAndReference() {
        #expect(defects(replacing: "mc", with: "53") == ["mc must be a four-digit merchant category code, e.g. 5311; got \"53\""])
        #expect(defects(replacing: "tr") == ["tr is mandatory for merchant payments (mc 5311); add the merchant's transaction reference"])
        #expect(defects(replacing: "tr", with: "") == ["tr is mandatory for merchant payments (mc 5311); add the merchant's transaction reference"])
        let personal = IntentURLValidator.defects(in: url([("pa", "friend@okaxis"), ("pn", "Friend"), ("mc", "0000")]))
        #expect(personal == [])
        #expect(IntentURLValidator.defects(in: url([("pa", "friend@okaxis"), ("pn", "Friend")])) == [])
    }

    @Test func callbackScheme() {
        #expect(defects("ppe", "pay", adding: [("mcbs", "demoApp.v2-ios")]) == [])
        #expect(defects("gpay", "upi/pay", adding: [("mcbs", "demoAppScheme")]) == ["mcbs (PhonePe's merchant callback scheme) belongs only on ppe:// URLs; remove it from this gpay:// URL"])
        for bad in ["1demo", "demo_app", "demo+app", "", "demo app"] {
            #expect(defects("ppe", "pay", adding: [("mcbs", bad)]) == ["mcbs must start with a letter and hold only letters, digits, \".\" and \"-\"; got \"\(bad)\""])
        }
    }

    @Test func mandateRules() {
        let mandate = [("amrule", "MAX"), ("validitystart", "29022024"), ("validityend", "31122030")]
        #expect(defects("upi", "mandate", adding: mandate) == [])
        #expect(defects("ppe", "mandate", adding: [("amrule", "EXACT")]) == [])
        #expect(defects("upi", "mandate", adding: [("amrule", "max")]) == ["amrule must be MAX or EXACT; got \"max\""])
        for bad in ["29022025", "31042025", "00012025", "01132025", "01010000", "1012025", "2025-01-01"] {
            #expect(defects("upi", "mandate", adding: [("validitystart", bad), ("validityend", bad)]) == [
                "validitystart must be a real date written DDMMYYYY, e.g. 01012025; got \"\(bad)\"",
                "validityend must be a real date written DDMMYYYY, e.g. 01012025; got \"\(bad)\"",
            ])
        }
        // Mandate parameters mean nothing on a payment, so they are not checked there.
        #expect(defects("upi", "pay", adding: [("amrule", "max")]) == [])
    }

    @Test func duplicates() {
        let found = defects(adding: [("pa", "OTHER@ybl"), ("tn", "x"), ("pa", "THIRD@ybl")])
        #expect(found == ["pa appears 3 times; send each parameter once", "tn appears 2 times; send each parameter once"])
    }

    @Test func unknownParametersAreFine() {
        #expect(defects(adding: [("utm_source", "x"), ("whatever", "")]) == [])
    }

    @Test func reportsEveryBrokenRule() {
        let broken = IntentURLValidator.defects(in: url([("am", "1.001"), ("cu", "USD"), ("mc", "5311"), ("am", "2")], scheme: "ppx", target: "pay"))
        #expect(broken.map(\.parameter) == [nil, "am", "pa", "pn", "am", "cu", "tr"])
    }
}

@Suite("Rupees")
struct RupeesTests {
    @Test(arguments: [
        (Int64(100), "1.00"), (39900, "399.00"), (5, "0.05"), (0, "0.00"), (10, "0.10"), (99, "0.99"),
        (123456789, "1234567.89"), (-100, "-1.00"), (-5, "-0.05"),
        (Int64.max, "92233720368547758.07"), (Int64.min, "-92233720368547758.08"),
    ])
    func textFromPaise(_ paise: Int64, _ text: String) {
        #expect(Rupees.text(fromPaise: paise) == text)
    }

    @Test(arguments: [
        ("1.00", Int64(100)), ("399", 39900), ("0.5", 50), ("0.05", 5), ("007.10", 710), ("0", 0),
        ("92233720368547758.07", Int64.max),
    ])
    func paiseFromText(_ text: String, _ paise: Int64) {
        #expect(Rupees.paise(fromText: text) == paise)
    }

    @Test(arguments: [
        "", ".", "1.", ".5", "1.005", "+1.00", "-1.00", " 1.00", "1.00 ", "1,00", "1.0.0", "1e3", "١٢",
        "92233720368547758.08", "99999999999999999999", "₹1",
    ])
    func rejectsText(_ text: String) {
        #expect(Rupees.paise(fromText: text) == nil)
    }

    @Test func roundTripsPaise() {
        for paise: Int64 in [0, 1, 9, 10, 99, 100, 101, 39900, 999_999_99, 1_000_000_000_00] {
            #expect(Rupees.paise(fromText: Rupees.text(fromPaise: paise)) == paise)
        }
    }
}
