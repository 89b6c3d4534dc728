import CheckoutCore
import CheckoutTestSupport
import Testing

/// `run --flow v2-…` as a process: the options each v2 flow takes, and the formats it prints.
@Suite("run --flow v2-…")
struct PhonePeV2RunTests {
    @Test(arguments: [
        (["--flow", "v2-sdk", "--salt-key", "abc"], "--salt-key and --salt-index"),
        (["--flow", "v2-intent", "--transaction-id", "T1"], "--merchant-order-id"),
        (["--flow", "v2-pay-page", "--return", "manual"], "--return"),
        (["--flow", "v2-pay-page", "--app", "GPAY"], "only --flow v2-intent takes a UPI app"),
        (["--flow", "v2-sdk", "--user-action", "leave-pending"], "the v2 flows take pay, decline, cancel"),
        (["--flow", "v2-intent", "--outcome", "success:3"], "the v2 flows take completed"),
        (["--flow", "phonepe-intent", "--user-action", "cancel"], "--user-action cancel applies only to the v2 flows"),
        (["--flow", "open-intent", "--user-action", "pay-then-kill"], "for this flow say --user-action pay --return abandon"),
        (["--flow", "v2-sdk", "--method", "alipay"], "apply only to --flow citcon"),
    ])
    func optionsAnotherFlowReadsAreRefused(arguments: [String], message: String) throws {
        let result = try CLI.run(["run"] + arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func theOptionsReachTheWalk() throws {
        let result = try CLI.run(["run", "--flow", "v2-intent", "--app", "PAYTM", "--amount", "2500", "--merchant-order-id", "CART-7",
                                  "--user-action", "decline", "--merchant-id", "SHOPUAT", "--callback-url", "https://shop.example/hooks", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONParser.parse(result.stdout)
        #expect(json["app"] == "PAYTM")
        #expect(json["request"]?["payload"]?["merchantOrderId"] == "CART-7")
        #expect(json["request"]?["payload"]?["amount"] == 2500)
        #expect(json["userAction"] == "decline")
        #expect(json["result"]?["code"] == "FAILED")
        #expect(json["callback"]?["url"] == "https://shop.example/hooks")
        #expect(json["callback"]?["payload"]?["merchantId"] == "SHOPUAT")
    }

    /// What the TUI's hand-off offers past pay, decline and cancel, so its run line walks the same path.
    @Test(arguments: [("pay-then-kill", "abandon"), ("pay-then-switch-back", "manual")])
    func payingThenLeavingIsAUserAction(action: String, returnMode: String) throws {
        let result = try CLI.run(["run", "--flow", "v2-intent", "--app", "PHONEPE", "--user-action", action, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONParser.parse(result.stdout)
        #expect(json["userAction"] == .string(action))
        #expect(json["return"]?["mode"] == .string(returnMode), "\(result.stdout)")
    }

    @Test(arguments: ["mermaid", "html"])
    func theWalkIsSharedAsADiagramOrAPage(format: String) throws {
        let result = try CLI.run(["run", "--flow", "v2-sdk", "--format", format])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("startCheckoutFlow"))
        #expect(result.stdout.contains("checkout.order.completed"))
        #expect(!result.stdout.contains(PhonePeOAuthClient.defaultClientSecret))
    }

    @Test(arguments: ["pending:100000000,completed", "pending:1,pending:1,pending:1,pending:1,pending:1,pending:1,pending:1,pending:1,pending:1,pending:1,pending:1,completed"])
    func anOutcomeOverTheBoundsIsRefusedAtOnce(outcome: String) throws {
        let result = try CLI.run(["run", "--flow", "v2-intent", "--outcome", outcome])
        #expect(result.status == 64)
        #expect(result.stderr.contains("is too long: at most 10 steps and 1000 answers before the final one"), "\(result.stderr)")
    }
}
