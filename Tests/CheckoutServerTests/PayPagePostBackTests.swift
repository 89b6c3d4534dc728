import CheckoutCore
import CheckoutServer
import Hummingbird
import HummingbirdTesting
import Testing

/// `PAY_PAGE` with `redirectMode: POST`: after the pay page's button, the browser is sent to the
/// merchant's `redirectUrl` by a form POST with PhonePe's fields, through a page whose only way on is
/// a visible submit button (the page's Content-Security-Policy allows no script, and lets the form
/// post to an http or https merchant).
@Suite struct PayPagePostBackTests {
    @Test(arguments: GatewayServerTests.setups)
    func payingSendsTheBrowserOnByAFormPostWithTheFields(setup: TestingSetup) async throws {
        try await ServerFixtures.application().test(setup) { client in
            var payload = try #require(ServerFixtures.payPayload(id: "MT-POST-BACK").objectValue)
            payload["paymentInstrument"] = ["type": "PAY_PAGE"]
            payload["redirectUrl"] = "https://merchant.example/return?order=1&lang=en"
            payload["redirectMode"] = "POST"
            let signed = SignedRequest(path: "/pg/v1/pay", payload: .object(payload), merchant: ServerFixtures.merchant)
            let answer = try await client.send(GatewayRequest(signed))
            let url = try #require(answer.body["data"]?["instrumentResponse"]?["redirectInfo"]?["url"]?.stringValue)
            let page = String(url[try #require(url.firstRange(of: GatewayStore.payPagePath)).lowerBound...])

            let form = ByteBuffer(string: "action=pay")
            try await client.execute(uri: page, method: .post, headers: [.contentType: "application/x-www-form-urlencoded"], body: form) { response in
                #expect(response.status == .ok, "a page with the form, not a 303 that would turn the POST into a GET")
                let policy = response.headers[.contentSecurityPolicy] ?? ""
                #expect(policy.contains("form-action 'self' http: https:") && !policy.contains("script-src"), "\(policy)")
                let html = String(buffer: response.body)
                #expect(html.contains(#"<form method="post" action="https://merchant.example/return?order=1&amp;lang=en">"#), "\(html)")
                #expect(html.contains(#"<button type="submit">Continue to merchant</button>"#))
                #expect(!html.contains("<script"))
                let fields = Self.hiddenFields(html)
                #expect(fields.map(\.0) == ["code", "merchantId", "transactionId", "amount", "providerReferenceId", "checksum"])
                let values = Dictionary(uniqueKeysWithValues: fields)
                #expect(values["code"] == "PAYMENT_SUCCESS")
                #expect(values["merchantId"] == "MERCHANTUAT")
                #expect(values["transactionId"] == "MT-POST-BACK")
                #expect(values["amount"] == "10000")
                let signedText = fields.dropLast().map(\.1).joined() + ServerFixtures.merchant.saltKey
                #expect(values["checksum"] == Checksum.sign(signedText, saltIndex: ServerFixtures.merchant.saltIndex))
            }
            // The page itself, opened again, offers the same form.
            try await client.execute(uri: page, method: .get) { response in
                #expect(String(buffer: response.body).contains("Continue to merchant"))
            }
        }
    }

    @Test func withoutRedirectModePostThePageStillAnswersA303() async throws {
        try await ServerFixtures.application().test(.router) { client in
            let page = try await PayPageFlowTests.payPage(id: "MT-POST-NOT", client: client)
            try await client.execute(uri: page, method: .post, body: ByteBuffer(string: "action=decline")) { response in
                #expect(response.status == .seeOther)
            }
        }
    }

    /// `name="…" value="…"` of each hidden input, in order, unescaped.
    static func hiddenFields(_ html: String) -> [(String, String)] {
        html.split(separator: "\n").filter { $0.hasPrefix(#"<input type="hidden""#) }.compactMap { line in
            let parts = line.split(separator: "\"")
            guard parts.count >= 6 else { return nil }
            return (String(parts[3]), String(parts[5]).replacingOccurrences(of: "&amp;", with: "&"))
        }
    }
}
