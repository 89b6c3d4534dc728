import CheckoutCore
import CheckoutServer
import Hummingbird
import HummingbirdTesting
import Testing

/// What the contract says about methods and bodies, over a real socket: a served path called with
/// another method answers 405 with `Allow`; a fault change needs a body; a resend takes none.
@Suite struct MethodAndBodyTests {
    @Test(arguments: [
        ("TRACE", "/pg/v1/pay", "POST"), ("GET", "/v4/debit", "POST"), ("PUT", "/_sim/faults", "DELETE, GET, HEAD, POST"),
        ("TRACE", "/_sim/transactions", "GET, HEAD"), ("DELETE", "/_sim/transactions/MERCHANTUAT/MT-1", "GET, HEAD"),
        ("POST", "/pg/v1/status/MERCHANTUAT/MT-1", "GET, HEAD"), ("TRACE", "/apis/pg-sandbox/pg/v1/refund", "POST"),
        ("PATCH", "/_sim/pay/MERCHANTUAT/MT-1", "GET, HEAD, POST"),
    ])
    func aServedPathWithAnotherMethodAnswers405WithAllow(method: String, path: String, allow: String) async throws {
        try await RequestGuardTests.application().test(.live) { client in
            let answer = try await RequestGuardTests.send(port: client.port, HTTPRequest.Method(method)!, path)
            #expect(answer.status == 405, "\(method) \(path): \(answer.body)")
            #expect(answer.headers[.allow] == allow, "\(method) \(path)")
            #expect(try JSONParser.parse(answer.body)["error"]?.stringValue?.contains(allow) == true, "\(answer.body)")
        }
    }

    @Test func anUnknownPathIsStill404() async throws {
        try await RequestGuardTests.application().test(.live) { client in
            for (method, path) in [("TRACE", "/nowhere"), ("GET", "/pg/v1/pay/extra"), ("GET", "/_sim/transactions/MERCHANTUAT")] {
                let answer = try await RequestGuardTests.send(port: client.port, HTTPRequest.Method(method)!, path)
                #expect(answer.status == 404, "\(method) \(path)")
                #expect(answer.headers[.allow] == nil)
            }
        }
    }

    @Test func changingFaultsWithNoBodyIsRefusedNamingTheBody() async throws {
        let bench = AdminBench()
        try await bench.application.test(.live) { client in
            for body in [nil, "", " \n"] as [String?] {
                let refused = try await client.admin(.post, "/_sim/faults", body)
                #expect(refused.status == 400, "\(String(describing: body))")
                #expect(refused.json["field"] == "body")
                #expect(refused.json["error"]?.stringValue?.contains("delayMs") == true, "shows what to send: \(refused.json)")
            }
            #expect(try await client.admin(.post, "/_sim/faults", "{}").status == 200)
        }
    }

    @Test func aResendTakesAnEmptyObjectAndRefusesFields() async throws {
        let bench = AdminBench()
        try await bench.application.test(.live) { client in
            #expect(try await client.send(AdminBench.pay(id: "MT-RESEND")).code == "PAYMENT_INITIATED")
            #expect(try await client.admin(.post, "/_sim/transactions/MERCHANTUAT/MT-RESEND/act", #"{"action":"pay"}"#).status == 200)
            let refused = try await client.admin(.post, "/_sim/transactions/MERCHANTUAT/MT-RESEND/callbacks/resend", #"{"times":2}"#)
            #expect(refused.status == 400)
            #expect(refused.json["field"] == "times")
            #expect(try await client.admin(.post, "/_sim/transactions/MERCHANTUAT/MT-RESEND/callbacks/resend", "{}").status == 200)
            #expect(try await client.admin(.post, "/_sim/transactions/MERCHANTUAT/MT-RESEND/callbacks/resend").status == 200)
        }
    }

    @Test func aWholeNumberWrittenWithAFractionIsAnInteger() async throws {
        let bench = AdminBench()
        try await bench.application.test(.live) { client in
            let set = try await client.admin(.post, "/_sim/faults", #"{"delayMs":5.0,"lateSuccess":{"afterSeconds":375.0}}"#)
            #expect(set.status == 200, "\(set.json)")
            #expect(set.json["global"]?["delayMs"] == 5)
            #expect(set.json["global"]?["lateSuccess"]?["afterSeconds"] == 375)
            let refused = try await client.admin(.post, "/_sim/faults", #"{"delayMs":5.5}"#)
            #expect(refused.status == 400)
            #expect(refused.json["field"] == "delayMs")
        }
    }

    @Test func pathIdsArePercentDecodedAndHeldToTheIdRule() async throws {
        let bench = AdminBench()
        try await bench.application.test(.live) { client in
            #expect(try await client.send(AdminBench.pay(id: "MT<1>")).code == "PAYMENT_INITIATED")
            let shown = try await client.admin(.get, "/_sim/transactions/MERCHANTUAT/MT%3C1%3E")
            #expect(shown.status == 200, "\(shown.json)")
            #expect(shown.json["id"] == "MT<1>")
            for (path, field) in [
                ("/_sim/transactions/MERCHANTUAT/%C3%97%C3%B8", "id"), ("/_sim/transactions/MERCHANTUAT/MT%251", "id"),
                ("/_sim/transactions/MERCHANTUAT/%2E%2E", "id"), ("/_sim/transactions/MER%2FCHANT/MT-1", "merchantId"),
            ] {
                let refused = try await client.admin(.get, path)
                #expect(refused.status == 400, "\(path): \(refused.json)")
                #expect(refused.json["field"]?.stringValue == field, "\(path): \(refused.json)")
            }
            let outcome = try await client.admin(.post, "/_sim/transactions/MERCHANTUAT/%C3%97/outcome", #"{"outcome":"success"}"#)
            #expect(outcome.status == 400, "nothing is pre-armed for an id no pay call can make: \(outcome.json)")
        }
    }

    @Test func thePayPageRefusesAnIdNoPaymentCanHave() async throws {
        try await RequestGuardTests.application().test(.live) { client in
            for method in [HTTPRequest.Method.get, .post] {
                let answer = try await RequestGuardTests.send(port: client.port, method, "/_sim/pay/MERCHANTUAT/%C3%97", body: "action=pay")
                #expect(answer.status == 400, "\(method): \(answer.body)")
                #expect(answer.body.contains("beyond ASCII"), "\(answer.body)")
            }
        }
    }
}
