import CheckoutCLI
import CheckoutGatewayCLI
import CheckoutCore
import CheckoutServer
import Testing

/// `serve --merchants FILE`: what a file gives, and every problem with its line.
@Suite("merchants file")
struct MerchantsFileTests {
    @Test func aFileGivesEachMerchantWithTheDefaultsForWhatItLeavesOut() throws {
        let text = """
            merchants:
              - merchantId: MERCHANTUAT
                saltKey: 099eb0cd-02cf-4e2a-8aca-3e6c6aff0399
                saltIndex: 1
              - merchantId: SHOP2
                saltKey: shop2-salt
                saltIndex: 2
                outcome: pending:3,success
                payAfter: never
            """
        let defaults = ServedMerchant(settings: PhonePeMerchant(), outcome: try PhonePeOutcome.parse("failure"), paysAfter: .seconds(7))
        let merchants = try MerchantsFile.parse(text, file: "merchants.yaml", defaults: defaults)
        #expect(merchants.map(\.merchantId) == ["MERCHANTUAT", "SHOP2"])
        #expect(merchants.map(\.settings.saltIndex) == [1, 2])
        #expect(merchants[1].settings.saltKey == "shop2-salt")
        #expect(merchants.map(\.outcome.description) == ["failure", "pending:3,success"])
        #expect(merchants[0].paysAfter == .seconds(7))
        #expect(merchants[1].paysAfter == nil)
    }

    @Test func jsonIsReadToo() throws {
        let text = #"{"merchants": [{"merchantId": "M1", "saltKey": "k1", "payAfter": 0}]}"#
        let merchants = try MerchantsFile.parse(text, file: "merchants.json")
        #expect(merchants.map(\.merchantId) == ["M1"])
        #expect(merchants[0].settings.saltIndex == 1)
        #expect(merchants[0].paysAfter == .zero)
    }

    @Test func magicAmountsCanBeTurnedOffForOneMerchant() throws {
        let text = "merchants:\n  - merchantId: M1\n    saltKey: k1\n    magicAmounts: false\n  - merchantId: M2\n    saltKey: k2\n"
        let merchants = try MerchantsFile.parse(text, file: "m.yaml")
        #expect(merchants.map(\.magicAmounts) == [false, true])
        let off = ServedMerchant(settings: PhonePeMerchant(), magicAmounts: false)
        #expect(try MerchantsFile.parse(text, file: "m.yaml", defaults: off).map(\.magicAmounts) == [false, false])
        #expect(ServeBanner.lines(host: "127.0.0.1", port: 1, merchants: merchants, ledger: "l")[1].hasSuffix("paid after 3 s, no magic amounts)"))
        #expect(throws: MerchantsFileError.self) { try MerchantsFile.parse("merchants:\n  - merchantId: M1\n    saltKey: k\n    magicAmounts: nope\n", file: "m.yaml") }
    }

    static let broken: [(String, [String])] = [
        ("merchants:\n  - &first\n    merchantId: M1\n    saltKey: k1\n  - *first\n",
         ["m.yaml:2: YAML anchors and aliases (&name, *name) are not allowed in a merchants file; write each merchant out in full"]),
        ("merchants:\n  - merchantId: M1\n    saltKey: k1\n  - merchantId: M1\n    saltKey: k2\n",
         ["m.yaml:4: \"merchantId\" \"M1\" is already used by the merchant at line 2; give each merchant its own id"]),
        ("merchants:\n  - merchantId: M1\n    saltKey: \"\"\n",
         ["m.yaml:3: \"saltKey\" must not be empty"]),
        ("merchants:\n  - merchantId: M1\n    saltkey: k1\n",
         ["m.yaml:2: missing \"saltKey\": each merchant needs \"merchantId\" and \"saltKey\"",
          "m.yaml:3: unknown key \"saltkey\" in a merchant (did you mean \"saltKey\"?); expected one of: merchantId, saltKey, saltIndex, outcome, payAfter, magicAmounts, clientId, clientSecret, clientVersion, webhookUrl, webhookUsername, webhookPassword"]),
        ("merchants:\n  - merchantId: M1\n    saltKey: k1\n    outcome: sucess\n    payAfter: -1\n    saltIndex: 0\n",
         ["m.yaml:4: \"outcome\": \"sucess\" must end with a final outcome (did you mean success?); expected \(PhonePeOutcome.grammar)",
          "m.yaml:5: \"payAfter\" must be whole seconds from 0 to 86400, or never; got \"-1\"",
          "m.yaml:6: \"saltIndex\" must be a whole number from 1 up, got \"0\""]),
        ("merchants:\n  - merchantId: 12345\n    saltKey: k/1\n  - merchantId: a/b\n    saltKey: k\n",
         ["m.yaml:2: \"merchantId\" must be a string, got \"12345\"; quote it: \"12345\"",
          "m.yaml:4: \"merchantId\" must not contain '/': it goes into the status check's URL path; use letters, digits, '-', '_' and '.', got \"a/b\""]),
        ("merchants:\n  - merchantId: M1\n    merchantId: M2\n    saltKey: k\n",
         ["m.yaml:2: not valid YAML: the key \"merchantId\" is given twice in one mapping; keep one"]),
        ("", ["m.yaml:1: the file is empty; write \"merchants:\" and a list of merchants (- merchantId: …, saltKey: …)"]),
        ("merchants: []\nextra: 1\n",
         ["m.yaml:1: \"merchants\" must be a non-empty list of merchants; write \"merchants:\" and a list of merchants (- merchantId: …, saltKey: …)",
          "m.yaml:2: unknown key \"extra\" in a merchants file; expected one of: merchants"]),
        ("merchants:\n  - merchantId: M1\n   saltKey: k\n", ["m.yaml:3: not valid YAML"]),
    ]

    @Test(arguments: broken)
    func everyProblemIsReportedWithItsLine(text: String, problems: [String]) {
        #expect(throws: MerchantsFileError.self) { try MerchantsFile.parse(text, file: "m.yaml") }
        do {
            _ = try MerchantsFile.parse(text, file: "m.yaml")
        } catch {
            let reported = error.problems.map(\.description)
            if problems == ["m.yaml:3: not valid YAML"] {
                #expect(reported.count == 1 && reported[0].hasPrefix("m.yaml:3: not valid YAML"), "\(reported)")
            } else {
                #expect(reported == problems)
            }
        }
    }

    @Test func theBannerListsEveryMerchantWithItsSaltMasked() throws {
        var shop = PhonePeMerchant()
        shop.merchantId = "SHOP2"
        shop.saltKey = "a-secret-salt-key-abcd"
        shop.saltIndex = 2
        let uat = ServedMerchant(settings: PhonePeMerchant())
        let two = ServeBanner.lines(
            host: "127.0.0.1", port: 8080,
            merchants: [uat, ServedMerchant(settings: shop, outcome: try PhonePeOutcome.parse("pending:3,success"), paysAfter: nil)],
            ledger: "shop.sqlite")
        #expect(two == [
            "Serving the mock gateway on http://127.0.0.1:8080 for 2 merchants; ledger shop.sqlite",
            "  MERCHANTUAT (salt key ••••0399, index 1; success, paid after 3 s)",
            "  SHOP2 (salt key ••••abcd, index 2; pending:3,success, never paid on its own)",
            "Admin API: http://127.0.0.1:8080/_sim/transactions, …/outcome, …/act, /_sim/faults (docs/serve.md)",
        ])
        #expect(!two.joined().contains("a-secret-salt-key"))
        let one = ServeBanner.lines(host: "::1", port: 9000, merchants: [uat], ledger: "in memory")
        #expect(one.first == "Serving the mock gateway on http://[::1]:9000 for merchant MERCHANTUAT (salt key ••••0399, index 1; success, paid after 3 s); ledger in memory")
        #expect(one.count == 2)
    }
}

/// The banner shows the user's own text (merchant ids, the ledger's path) on a terminal: control
/// characters are spelled out, so a path cannot forge a line or retitle the window.
@Suite struct ServeBannerControlCharacterTests {
    @Test func controlCharactersInTheBannerAreSpelledOut() {
        var shop = PhonePeMerchant()
        shop.saltKey = "k\u{1B}]0;owned\u{7}-salt"
        let lines = ServeBanner.lines(host: "127.0.0.1", port: 8080, merchants: [ServedMerchant(settings: shop)], ledger: "/tmp/a\nb\u{1B}[2J.sqlite")
        #expect(lines.count == 2)
        #expect(lines[0].hasSuffix(#"ledger /tmp/a\u{A}b\u{1B}[2J.sqlite"#), "\(lines[0])")
        for line in lines { #expect(!line.unicodeScalars.contains { $0.isTerminalControl }, "\(line.debugDescription)") }
    }
}

/// A problem names the line an editor shows, also after a NEL or LS inside a quoted value.
@Suite struct MerchantsFileEditorLineTests {
    @Test func aLineSeparatorInAValueDoesNotShiftTheLine() {
        let text = "merchants:\n  - merchantId: \"M\u{2028}1\"\n    saltKey: k1\n    saltIndex: 0\n"
        do {
            _ = try MerchantsFile.parse(text, file: "m.yaml")
            Issue.record("accepted")
        } catch {
            #expect(error.problems.map(\.description).contains("m.yaml:4: \"saltIndex\" must be a whole number from 1 up, got \"0\""), "\(error.problems)")
        }
    }
}
