import CheckoutCore
@testable import CheckoutServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The live log: a line per request and per callback attempt, as text or JSON lines, never a salt
/// key, an `X-VERIFY` or a body.
@Suite("live log")
struct LiveLogTests {
    /// A signed pay and its status call, then a path nobody serves; returns what was logged and the
    /// secrets the calls carried.
    static func served(_ format: LiveLog.Format) async throws -> (lines: [String], secrets: [String]) {
        let clock = ManualClock()
        let lines = CallbackFixtures.Lines()
        let pay = ServerFixtures.pay(id: "MT-LOG-1")
        let path = ServerFixtures.statusPath(id: "MT-LOG-1")
        let status = GatewayRequest(method: "GET", path: path, headers: ServerFixtures.statusHeaders(path: path))
        let app = GatewayServer.application(store: ServerFixtures.store(), port: 0, log: lines.log(format, clock: clock))
        try await app.test(.router) { client in
            #expect(try await client.send(GatewayRequest(pay)).code == "PAYMENT_INITIATED")
            #expect(try await client.send(status).code == "PAYMENT_PENDING")
            try await client.execute(uri: "/pg/v1/nothing", method: .get) { #expect($0.status == .notFound) }
        }
        let secrets = [ServerFixtures.merchant.saltKey, pay.xVerify, status.headers["X-VERIFY"] ?? "?", pay.base64]
        return (lines.all, secrets)
    }

    @Test func aTextLinePerRequestWithMerchantPaymentStatusCodeAndTime() async throws {
        let (lines, secrets) = try await Self.served(.text)
        #expect(lines.count == 3, "\(lines)")
        let pattern = #/^2025-11-24T16:00:00\.000Z POST /pg/v1/pay 200 PAYMENT_INITIATED \d+(\.\d)?ms merchant=MERCHANTUAT payment=MT-LOG-1$/#
        #expect(lines[0].wholeMatch(of: pattern) != nil, "\(lines[0])")
        #expect(lines[1].contains("GET /pg/v1/status/MERCHANTUAT/MT-LOG-1 200 PAYMENT_PENDING "), "\(lines[1])")
        #expect(lines[1].hasSuffix("merchant=MERCHANTUAT payment=MT-LOG-1"), "\(lines[1])")
        #expect(lines[2].contains("GET /pg/v1/nothing 404 - "), "\(lines[2])")
        #expect(lines[2].hasSuffix("merchant=- payment=-"), "\(lines[2])")
        for secret in secrets { #expect(!lines.joined().contains(secret)) }
    }

    @Test func aJSONObjectPerRequestThatParsesBack() async throws {
        let (lines, secrets) = try await Self.served(.json)
        let objects = try lines.map { try JSONParser.parse($0) }
        #expect(objects.count == 3)
        #expect(objects[0]["time"]?.stringValue == "2025-11-24T16:00:00.000Z")
        #expect(objects[0]["event"]?.stringValue == "request")
        #expect(objects[0]["method"]?.stringValue == "POST")
        #expect(objects[0]["path"]?.stringValue == "/pg/v1/pay")
        #expect(objects[0]["merchantId"]?.stringValue == "MERCHANTUAT")
        #expect(objects[0]["paymentId"]?.stringValue == "MT-LOG-1")
        #expect(objects[0]["httpStatus"]?.intValue == 200)
        #expect(objects[0]["code"]?.stringValue == "PAYMENT_INITIATED")
        if case .double(let ms) = objects[0]["ms"] { #expect(ms >= 0) } else { Issue.record("no ms in \(lines[0])") }
        #expect(objects[1]["code"]?.stringValue == "PAYMENT_PENDING")
        #expect(objects[2]["httpStatus"]?.intValue == 404)
        #expect(objects[2]["merchantId"] == nil && objects[2]["code"] == nil)
        for secret in secrets { #expect(!lines.joined().contains(secret)) }
    }

    @Test(arguments: [LiveLog.Format.text, .json])
    func aLinePerCallbackAttemptWithoutItsSignatureOrBody(format: LiveLog.Format) async throws {
        let listener = CallbackListener(answers: [503, 200])
        let clock = ManualClock()
        let lines = CallbackFixtures.Lines()
        let (url, owed) = try await listener.serve { url in
            let ledger = try await CallbackFixtures.ledgerOwingCallback(to: url, clock: clock)
            let dispatcher = CallbackFixtures.dispatcher(ledger, clock: clock, attempts: 3, log: lines.log(format, clock: clock))
            try await HTTPCallbackTransport.with { transport async throws in
                try await dispatcher.deliverDue(over: transport)
                clock.advance(.seconds(2))
                try await dispatcher.deliverDue(over: transport)
            }
            return (url, try #require(await CallbackFixtures.callback(ledger)).request)
        }
        let logged = lines.all
        #expect(logged.count == 2)
        switch format {
        case .text:
            #expect(logged[0] == "2025-11-24T16:00:00.000Z callback \(url) 503 attempt 1/3, retry in 2s merchant=MERCHANTUAT payment=\(CallbackFixtures.paymentId)")
            #expect(logged[1] == "2025-11-24T16:00:02.000Z callback \(url) 200 attempt 2/3, delivered merchant=MERCHANTUAT payment=\(CallbackFixtures.paymentId)")
        default:
            let first = try JSONParser.parse(logged[0])
            #expect(first["event"]?.stringValue == "callback")
            #expect(first["url"]?.stringValue == url)
            #expect(first["httpStatus"]?.intValue == 503)
            #expect(first["attempt"]?.intValue == 1)
            #expect(first["maxAttempts"]?.intValue == 3)
            #expect(first["outcome"]?.stringValue == "retrying")
            #expect(first["nextAttemptAt"]?.stringValue == "2025-11-24T16:00:02.000Z")
            let second = try JSONParser.parse(logged[1])
            #expect(second["outcome"]?.stringValue == "delivered")
            #expect(second["nextAttemptAt"] == nil)
        }
        let signature = try #require(owed.headers["X-VERIFY"])
        #expect(!logged.joined().contains(signature))
        #expect(!logged.joined().contains("response"))
    }

    @Test func aRefusedLastAttemptSaysWhyAndThatItWasGivenUp() async throws {
        let refusing = try RefusingPort()
        let url = refusing.url
        let clock = ManualClock()
        let lines = CallbackFixtures.Lines()
        let ledger = try await CallbackFixtures.ledgerOwingCallback(to: url, clock: clock)
        let dispatcher = CallbackFixtures.dispatcher(ledger, clock: clock, attempts: 1, log: lines.log(.text, clock: clock))
        try await HTTPCallbackTransport.with { try await dispatcher.deliverDue(over: $0) }
        let line = try #require(lines.all.first)
        #expect(line.contains("callback \(url) error: "), "\(line)")
        #expect(line.contains("refused"), "\(line)")
        #expect(line.contains("attempt 1/1, given up"), "\(line)")
        withExtendedLifetime(refusing) {}
    }

    @Test func theServingLineMasksTheSaltKey() throws {
        var merchant = ServerFixtures.merchant
        merchant.saltKey = "a-secret-salt-key-1234"
        let lines = CallbackFixtures.Lines()
        let clock = ManualClock()
        let served = [ServedMerchant(settings: merchant)]
        lines.log(.json, clock: clock).serving(banner: ["unused"], url: "http://127.0.0.1:8080", merchants: served, ledger: "in memory")
        lines.log(.text, clock: clock).serving(banner: ["the banner", "its second line"], url: "http://127.0.0.1:8080", merchants: served, ledger: "in memory")
        let object = try JSONParser.parse(lines.all[0])
        #expect(object["event"]?.stringValue == "serving")
        #expect(object["url"]?.stringValue == "http://127.0.0.1:8080")
        #expect(object["merchants"]?.arrayValue?.first?["saltKey"]?.stringValue == "••••1234")
        #expect(object["ledger"]?.stringValue == "in memory")
        #expect(!lines.all[0].contains("a-secret-salt-key"))
        #expect(Array(lines.all[1...]) == ["the banner", "its second line"])
    }

    @Test(arguments: [
        (Int64(1_764_000_000_123), "2025-11-24T16:00:00.123Z"), (0, "1970-01-01T00:00:00.000Z"),
        (951_868_799_999, "2000-02-29T23:59:59.999Z"), (-1, "1969-12-31T23:59:59.999Z"),
    ])
    func timesAreISO8601InUTC(milliseconds: Int64, text: String) {
        let entry = RequestLogEntry(
            at: milliseconds, method: "GET", path: "/", merchantId: nil, paymentId: nil, httpStatus: 404, code: nil, milliseconds: 0)
        #expect(entry.json["time"]?.stringValue == text)
    }
}
