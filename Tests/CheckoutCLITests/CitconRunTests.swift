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
        #expect(result.status != 0)
        #expect(result.stderr.contains("--flow citcon needs --method"))
    }

    @Test func citconOptionsDoNotApplyToPhonePeFlows() throws {
        let result = try CLI.run(["run", "--flow", "open-intent", "--method", "alipay"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("apply only to --flow citcon"))
        let app = try CLI.run(["run", "--profile", "citcon-all-wallets", "--flow", "citcon", "--method", "alipay", "--app", "GPAY"])
        #expect(app.status != 0)
        #expect(app.stderr.contains("--app: not for --flow citcon"))
        let merchant = try CLI.run(["run", "--profile", "citcon-all-wallets", "--flow", "citcon", "--method", "alipay", "--salt-index", "2"])
        #expect(merchant.status != 0)
        #expect(merchant.stderr.contains("use --field urls.ipn="))
    }

    @Test func aBrokenRuleExitsNonZeroNamingTheField() throws {
        let result = try CLI.run(["run", "--profile", "citcon-all-wallets", "--flow", "citcon", "--method", "paypal"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: consumer.reference: is required for PayPal"))
    }

    @Test func badOutcomeAndFieldAreRefused() throws {
        let outcome = try CLI.run(["run", "--profile", "citcon-all-wallets", "--flow", "citcon", "--method", "alipay", "--outcome", "maybe"])
        #expect(outcome.status != 0)
        #expect(outcome.stderr.contains("--outcome: \"maybe\""))
        let field = try CLI.run(["run", "--profile", "citcon-all-wallets", "--flow", "citcon", "--method", "alipay", "--field", "nothing"])
        #expect(field.status != 0)
        #expect(field.stderr.contains("expected path=value"))
    }

    @Test func unknownFlowsStillListCitcon() throws {
        let result = try CLI.run(["run", "--flow", "nope"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("citcon"))
    }
}
