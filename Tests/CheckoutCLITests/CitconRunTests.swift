import CheckoutCore
import CheckoutTestSupport
import Testing

/// `run --flow citcon` as a process: its own options, exit codes and contract keys.
@Suite("run --flow citcon")
struct CitconRunTests {
    @Test func printsTheContractKeys() throws {
        let result = try CLI.run(["run", "--profile", "citcon-all-wallets", "--flow", "citcon", "--method", "alipay", "--format", "json"])
        #expect(result.status == 0)
        let json = try JSONParser.parse(result.stdout)
        for key in ["flow", "visibleApps", "schemes", "deviceContext", "request", "response", "intent", "return", "statusChecks", "callback", "result", "errors"] {
            #expect(json[key] != nil, "missing contract key \(key)")
        }
        #expect(json["flow"] == "citcon")
        #expect(json["request"]?["payload"]?["scheme"] == "com.example.shop")
        #expect(json["result"]?["state"] == "succeeded")
    }

    @Test func needsAMethod() throws {
        let result = try CLI.run(["run", "--profile", "citcon-all-wallets", "--flow", "citcon"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--flow citcon needs --method"))
    }

    @Test func citconOptionsDoNotApplyToPhonePeFlows() throws {
        let result = try CLI.run(["run", "--flow", "open-intent", "--method", "alipay"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--method, --currency, --country, --environment, --request-3ds, --field, --order and --wallet-action apply only to --flow citcon"))
        let app = try CLI.run(["run", "--profile", "citcon-all-wallets", "--flow", "citcon", "--method", "alipay", "--app", "GPAY"])
        #expect(app.status == 64)
        #expect(app.stderr.contains("--app: not for --flow citcon"))
        let merchant = try CLI.run(["run", "--profile", "citcon-all-wallets", "--flow", "citcon", "--method", "alipay", "--salt-index", "2"])
        #expect(merchant.status == 64)
        #expect(merchant.stderr.contains("use --field urls.ipn="))
    }

    private static func walk(_ extra: [String]) throws -> JSONValue {
        let result = try CLI.run(["run", "--profile", "citcon-all-wallets", "--flow", "citcon", "--format", "json"] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONParser.parse(result.stdout)
    }

    /// The TUI's hand-off choices, headless: each is the outcome and return it stands for.
    @Test func walletActionsWalkLikeTheTUIsHandOff() throws {
        let cancelled = try Self.walk(["--method", "alipay", "--wallet-action", "cancel"])
        #expect(cancelled["result"]?["code"] == "6001")
        #expect(cancelled["result"]?["state"] == "canceled")
        let weChat = try Self.walk(["--method", "wechatpay", "--wallet-action", "cancel"])
        #expect(weChat["result"]?["code"] == "-2")
        let killed = try Self.walk(["--method", "alipay", "--wallet-action", "pay-then-kill", "--outcome", "failed"])
        #expect(killed["return"]?["mode"] == "abandon")
        #expect(killed["result"]?["state"] == "failed")
        #expect(killed["result"]?["decidedBy"] == "the IPN to urls.ipn")
        let switched = try Self.walk(["--method", "alipay", "--wallet-action", "pay-then-switch-back"])
        #expect(switched["return"]?["mode"] == "manual")
        let unpaid = try Self.walk(["--method", "alipay", "--wallet-action", "kill-without-paying"])
        #expect(unpaid["result"]?["state"] == "unknown")
        #expect(unpaid["callback"] == .null, "no final status, so no IPN")
        #expect(try Self.walk(["--method", "alipay", "--wallet-action", "pay"]) == Self.walk(["--method", "alipay"]))
    }

    @Test func aWalletActionDecidingTheReturnOrOutcomeRefusesAnotherOne() throws {
        let base = ["run", "--profile", "citcon-all-wallets", "--flow", "citcon", "--method", "alipay"]
        let withReturn = try CLI.run(base + ["--wallet-action", "pay", "--return", "manual"])
        #expect(withReturn.status == 64)
        #expect(withReturn.stderr.contains("--return: not with --wallet-action pay, which decides how the user comes back"))
        let withOutcome = try CLI.run(base + ["--wallet-action", "cancel", "--outcome", "failed"])
        #expect(withOutcome.status == 64)
        #expect(withOutcome.stderr.contains("--outcome: not with --wallet-action cancel, which decides the outcome"))
        let phonePe = try CLI.run(["run", "--flow", "open-intent", "--wallet-action", "cancel"])
        #expect(phonePe.status == 64)
        #expect(phonePe.stderr.contains("--wallet-action apply only to --flow citcon"), "the option given is among those named")
    }

    @Test func aBrokenRuleExitsNonZeroNamingTheField() throws {
        let result = try CLI.run(["run", "--profile", "citcon-all-wallets", "--flow", "citcon", "--method", "paypal"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: consumer.reference: is required for PayPal"))
    }

    @Test func badOutcomeAndFieldAreRefused() throws {
        let outcome = try CLI.run(["run", "--profile", "citcon-all-wallets", "--flow", "citcon", "--method", "alipay", "--outcome", "maybe"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("--outcome: \"maybe\""))
        let field = try CLI.run(["run", "--profile", "citcon-all-wallets", "--flow", "citcon", "--method", "alipay", "--field", "nothing"])
        #expect(field.status == 64)
        #expect(field.stderr.contains("expected path=value"))
    }

    /// A `--field` is checked against the seed's CPayRequest table: no object replaced by a value, no wrong type sent.
    @Test(arguments: [
        ("transaction=1", "transaction: is an object (CPayTransaction), not a value: set its fields one by one, e.g. --field transaction.autoCapture=…"),
        ("payment=x", "payment: is an object (CPayPayment), not a value: set its fields one by one, e.g. --field payment.expiry=…"),
        ("payment.client=", "payment.client: must list client types, comma-separated, including mobile_native"),
        ("transaction.autoCapture=maybe", "transaction.autoCapture: is a Bool: give true or false, got \"maybe\""),
        ("payment.expiry=xyz", "payment.expiry: is an Int: give a whole number, e.g. 60000, got \"xyz\""),
        ("urls.ipn=/https://ipn.merchants.com/", "urls.ipn: must be an http(s) URL with a host"),
        ("scheme.name=x", "scheme.name: scheme is a single value, it has no fields"),
        ("consumer.nickname=x", "consumer.nickname: is not a CPayConsumer field (its fields: email, firstName"),
    ])
    func aFieldOfTheWrongTypeIsRefused(field: String, error: String) throws {
        let result = try CLI.run(["run", "--profile", "citcon-all-wallets", "--flow", "citcon", "--method", "alipay", "--field", field])
        #expect(result.status == 1, "\(result.stdout)")
        #expect(result.stderr.contains("error: \(error)"), "\(result.stderr)")
    }

    @Test func typedFieldsAreSentWithTheirType() throws {
        let json = try Self.walk([
            "--method", "alipay", "--field", "transaction.autoCapture=true", "--field", "payment.expiry=60000",
            "--field", "payment.client=mobile_native,web", "--field", "transaction.note=",
        ])
        let payload = json["request"]?["payload"]
        #expect(payload?["transaction"]?["autoCapture"] == .bool(true))
        #expect(payload?["transaction"]?["note"] == "")
        #expect(payload?["payment"]?["expiry"] == .int(60000))
        #expect(payload?["payment"]?["client"] == .array(["mobile_native", "web"]))
    }

    @Test func unknownFlowsStillListCitcon() throws {
        let result = try CLI.run(["run", "--flow", "nope"])
        #expect(result.status == 64)
        // The choices, one per line: the PhonePe flows, then citcon, then PhonePe v2's.
        let listed = result.stderr.split(separator: "\n").filter { $0.hasPrefix("  - ") }.map { String($0.dropFirst(4)) }
        #expect(listed == PhonePeFlow.allCases.map(\.rawValue) + ["citcon"] + PhonePeV2Flow.allCases.map(\.rawValue), "\(result.stderr)")
    }
}
