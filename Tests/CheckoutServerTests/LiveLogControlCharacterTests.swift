import CheckoutCore
@testable import CheckoutServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Ids, paths and URLs in the text live log come from callers: a newline must not forge a line, nor
/// ESC retitle the terminal. They are spelled out as the rest of the program does.
@Suite struct LiveLogControlCharacterTests {
    @Test func aRequestWithControlCharactersIsOneSpelledOutLine() async throws {
        let clock = ManualClock()
        let lines = CallbackFixtures.Lines()
        let app = GatewayServer.application(store: ServerFixtures.store(), port: 0, log: lines.log(.text, clock: clock))
        try await app.test(.router) { client in
            try await client.execute(uri: "/pg/v1/status/M%0A2025-11-24T16:00:00.000Z%20POST/x%1B%5D0;owned%07", method: .get) { _ in }
        }
        let logged = lines.all
        #expect(logged.count == 1, "\(logged)")
        for line in logged {
            #expect(!line.unicodeScalars.contains { $0.isTerminalControl }, "\(line.debugDescription)")
        }
    }

    @Test func aCallbackLineSpellsOutItsURLAndIds() {
        let lines = CallbackFixtures.Lines()
        let log = lines.log(.text, clock: ManualClock())
        log.callback(CallbackLogEntry(
            at: 0, url: "https://shop.example/cb\n2025 forged", merchantId: "M\u{1B}]0;x\u{7}", paymentId: "MT\r1",
            httpStatus: nil, error: "refused\u{9B}2J", attempt: 1, maxAttempts: 3, nextAttemptAt: 2000, duplicate: false))
        let line = try! #require(lines.all.first)
        #expect(line.contains(#"https://shop.example/cb\u{A}2025 forged"#), "\(line)")
        #expect(line.contains(#"merchant=M\u{1B}]0;x\u{7}"#), "\(line)")
        #expect(line.contains(#"payment=MT\u{D}1"#), "\(line)")
        #expect(line.contains(#"refused\u{9B}2J"#), "\(line)")
    }

    @Test func theSaltKeyShowsAtMostAQuarterOfItself() {
        #expect(LiveLog.masked("abcde") == "••••e")
        #expect(LiveLog.masked("abc") == "••••")
        #expect(LiveLog.masked("abcdefgh") == "••••gh")
        #expect(LiveLog.masked("099eb0cd-02cf-4e2a-8aca-3e6c6aff0399") == "••••0399")
    }
}
