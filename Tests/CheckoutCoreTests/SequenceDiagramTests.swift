@testable import CheckoutCore
import CheckoutTestSupport
import Testing

/// The walk as a sequence diagram: the arrows in the walk's order with its real fields, Mermaid's
/// special characters escaped, and the SVG drawing the same arrows.
@Suite("Sequence diagram of a walk")
struct SequenceDiagramTests {
    private static func phonePe(_ change: (inout PhonePeOptions) -> Void = { _ in }) -> PhonePeTranscript {
        var options = PhonePeOptions(flow: .phonepeIntent, outcome: try! PhonePeOutcome.parse("pending:2,success"))
        change(&options)
        return PhonePeWalk.run(profile: Fixtures.profile(), options: options)
    }

    @Test func phonePeMermaidFollowsTheWalkArrowByArrow() throws {
        let transcript = Self.phonePe()
        let id = try #require(transcript.request?.payload["transactionId"]?.stringValue)
        let xVerify = try #require(transcript.request?.xVerify)
        let callback = try #require(transcript.callback)
        let checks = transcript.statusChecks
        #expect(checks.map(\.code) == ["PAYMENT_PENDING", "PAYMENT_PENDING", "PAYMENT_SUCCESS"])
        let statusPath = "/v3/transaction/MERCHANTUAT/\(id)/status"
        var expected = [
            "sequenceDiagram",
            "    participant app as merchant app",
            "    participant server as merchant server",
            "    participant gateway as PhonePe gateway",
            "    participant payer as PhonePe app",
            "    app->>server: checkout: phonepe-intent, ₹1.00 with PhonePe<br/>deviceContext: isPPAppPresent true, merchantCallBackScheme iOSIntentIntegration",
            "    server->>gateway: POST /v4/debit<br/>transactionId \(id), amount 100<br/>X-VERIFY \(xVerify.prefix(12))…#35;#35;#35;1",
            "    gateway-->>server: HTTP 200 SUCCESS<br/>redirectType INTENT",
            "    server-->>app: intent URL<br/>scheme ppe, tr \(id), am 1.00, mcbs iOSIntentIntegration",
            "    app->>payer: open(url): ppe://pay?…<br/>iOS opens phonepe",
            "    Note over payer: the user pays at +8 s",
            "    payer-->>app: return by callback<br/>opens iOSIntentIntegration://",
        ]
        // The server sees the checks and the callback in the timeline's order: checks at 20 and 23 s answer
        // pending, the callback comes when the payment turns final, and the last check confirms it.
        for event in transcript.timeline {
            switch event.kind {
            case .statusCheck(let index):
                expected.append("    server->>gateway: +\(event.at) s status check \(index + 1)<br/>GET \(statusPath)")
                expected.append("    gateway-->>server: HTTP 200 \(checks[index].code)")
            case .callback:
                expected.append(
                    "    gateway->>server: +\(callback.at) s S2S callback: POST https://webhook.site/callback-url<br/>code PAYMENT_SUCCESS<br/>X-VERIFY valid, amount matches, verified")
            }
        }
        expected.append("    Note over server: result: PAYMENT_SUCCESS · COMPLETED<br/>the payment succeeded")
        let mermaid = SequenceDiagram(record: .phonePe(transcript)).mermaid
        #expect(mermaid.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == expected + [""])
        #expect(transcript.timeline.map(\.at) == [20, 23, 26, 26])
    }

    @Test func pgIntentNamesItsMerchantTransactionIdAndTheAppThatPays() throws {
        let transcript = PhonePeWalk.run(profile: Fixtures.profile(), options: PhonePeOptions(flow: .pgIntent, app: .gpay))
        let id = try #require(transcript.request?.payload["merchantTransactionId"]?.stringValue)
        let diagram = SequenceDiagram(record: .phonePe(transcript))
        #expect(diagram.participants.last?.name == "Google Pay app")
        #expect(diagram.arrows[1].lines == ["POST /pg/v1/pay", "merchantTransactionId \(id), amount 100", diagram.arrows[1].lines[2]])
        #expect(diagram.arrows[2].lines == ["HTTP 200 PAYMENT_INITIATED", "redirectType UPI_INTENT"])
        #expect(diagram.arrows[3].lines == ["intent URL", "scheme gpay, tr \(id), am 1.00"])
        // GPay never comes back by itself.
        #expect(diagram.arrows.contains { $0.lines == ["manual return: the user switches back by hand"] && $0.style == .answer })
    }

    @Test func aRefusedRequestIsOneNoteAndNothingSent() {
        let transcript = Self.phonePe { $0.amount = -5 }
        let diagram = SequenceDiagram(record: .phonePe(transcript))
        #expect(diagram.participants.map(\.id) == ["app", "server"])
        #expect(diagram.arrows.map(\.style) == [.call, .note])
        #expect(diagram.arrows[1].lines.first == "refused: nothing was sent")
        #expect(diagram.arrows[1].lines.last?.contains("amount") == true)
    }

    @Test func citconArrowsFollowTheWalk() {
        let transcript = CitconWalk.run(profile: CitconWalkTests.profile(), options: CitconOptions(methodName: "alipay"))
        let diagram = SequenceDiagram(record: .citcon(transcript))
        #expect(diagram.participants.map(\.name) == ["merchant app", "Citcon SDK", "Alipay app", "Citcon server", "merchant server"])
        let steps = diagram.arrows.map { "\($0.from)>\($0.to) \($0.lines[0])" }
        #expect(steps == [
            "app>sdk requestOrder: payment.method alipay",
            "sdk>wallet hand-off: wallet app (alipay)",
            "wallet>app return by url-scheme",
            "app>sdk passes the return to the SDK",
            "sdk>app +20 s CPayResult (requestOrder callback)",
            "sdk>app +21 s CPayCheck (NTFY_ASYNC)",
            "citcon>server +22 s IPN: POST https://shop.example.com/citcon/ipn",
            "app>server result: code 0 · succeeded",
        ])
        #expect(diagram.arrows[0].lines[1] == "reference \(transcript.request?["transaction"]?["reference"]?.stringValue ?? "?"), amount 100 USD")
        #expect(diagram.arrows[1].lines[1] == "opens alipay://")
        #expect(diagram.arrows[6].lines[2] == "reference and amount match the order")
    }

    @Test func mermaidEscapesWhatItWouldReadAsSyntax() {
        #expect(SequenceDiagram.mermaidText("a;b#c<d>e-->f%g&h") == "a#59;b#35;c#60;d#62;e--#62;f#37;g#38;h")
        #expect(SequenceDiagram.mermaidText("line\nnext\u{1B}]0;x\u{7}") == "line\\u{A}next\\u{1B}]0#59;x\\u{7}")
        // A hostile callback URL stays on its own line, escaped, and cannot add arrows (`;` ends a
        // Mermaid statement as a newline does; a newline itself is refused in a callback URL).
        let hostile = "https://x.test/cb;app->>server:forged-->#1"
        let transcript = Self.phonePe { $0.merchant.callbackUrl = hostile }
        let mermaid = SequenceDiagram(record: .phonePe(transcript)).mermaid
        let plain = SequenceDiagram(record: .phonePe(Self.phonePe())).mermaid
        #expect(mermaid.split(separator: "\n").count == plain.split(separator: "\n").count)
        #expect(mermaid.contains("POST https://x.test/cb#59;app-#62;#62;server:forged--#62;#35;1"))
        #expect(!mermaid.contains("forged-->"))
    }

    @Test func longSentencesWrapAtSpacesAndLongWordsStayWhole() {
        let summary = "still pending after 15 minutes of checks: the merchant gives up and shows the order as failed; the payment succeeded"
        let lines = ArrowList.wrap(summary)
        #expect(lines.joined(separator: " ") == summary)
        #expect(lines.count == 2 && lines.allSatisfy { $0.count <= ArrowList.lineLimit })
        let word = String(repeating: "x", count: 100)
        #expect(ArrowList.wrap("a \(word) b") == ["a", word, "b"])
    }

    @Test func theSVGDrawsEachArrowAndEscapesItsText() {
        let transcript = Self.phonePe { $0.merchant.callbackUrl = "https://x.test/<script>&amp" }
        let diagram = SequenceDiagram(record: .phonePe(transcript))
        let svg = diagram.svg
        let drawn = svg.components(separatedBy: "<line class=\"arrow").count - 1
        #expect(drawn == diagram.arrows.filter { $0.style != .note }.count)
        #expect(svg.components(separatedBy: "<rect class=\"note\"").count - 1 == diagram.arrows.filter { $0.style == .note }.count)
        #expect(svg.contains("https://x.test/&lt;script&gt;&amp;amp"))
        #expect(!svg.contains("<script"))
        #expect(svg == SequenceDiagram(record: .phonePe(transcript)).svg, "the same walk draws the same bytes")
    }
}
