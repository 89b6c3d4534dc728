import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

@Suite("checkout-sim as a process")
struct CLIProcessTests {
    @Test func runPrintsTheContractKeys() throws {
        let result = try CLI.run(["run", "--flow", "open-intent", "--app", "GPAY", "--format", "json"])
        #expect(result.status == 0)
        let json = try JSONParser.parse(result.stdout)
        for key in ["flow", "visibleApps", "schemes", "deviceContext", "request", "response", "intent", "return", "statusChecks", "callback", "result", "errors"] {
            #expect(json[key] != nil, "missing key \(key)")
        }
        #expect(json["visibleApps"] == ["PHONEPE", "GPAY", "PAYTM"])
        #expect(json["return"]?["mode"] == "manual")
        #expect(json["result"]?["code"] == "PAYMENT_SUCCESS")
    }

    @Test func aBrokenRuleExitsNonZeroAndNamesTheField() throws {
        let result = try CLI.run(["run", "--flow", "open-intent", "--amount", "0"])
        #expect(result.status == 1)
        #expect(result.stderr == "error: amount: must be a positive whole number of paise (100 = ₹1.00), got 0\n")
    }
}
