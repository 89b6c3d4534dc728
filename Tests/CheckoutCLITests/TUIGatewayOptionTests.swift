import CheckoutTestSupport
import Testing

/// `tui --gateway URL` refuses what is not a serve's URL, and flags `tui` does not take, before
/// anything starts, with what to give instead.
@Suite struct TUIGatewayOptionTests {
    @Test(arguments: [
        ("nope", "--gateway \"nope\" must start with http:// or https://"),
        ("localhost:8080", "--gateway \"localhost:8080\" must start with http:// or https://"),
        ("http://127.0.0.1:99999", "--gateway \"http://127.0.0.1:99999\" has the port \"99999\"; a port is a number from 1 to 65535"),
        ("http://[::1]:99999", "--gateway \"http://[::1]:99999\" has the port \"99999\""),
        ("http://:8080", "--gateway \"http://:8080\" names no host"),
        ("http://127.0.0.1:8080/pg/v1", "must be only scheme, host and port, or a merchant's base URL ending in /apis/pg-sandbox or /apis/hermes"),
        ("http://127.0.0.1:8080/apis/pg-sandbox/pg/v1/pay", "must be only scheme, host and port, or a merchant's base URL"),
        ("http://127.0.0.1:8080/apis/other", "(no other path, query or user)"),
        ("http://127.0.0.1:8080?x=1", "must be only scheme, host and port"),
    ])
    func aURLThatCannotBeAServesIsRefused(given: String, message: String) throws {
        let result = try CLI.run(["tui", "--gateway", given])
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.contains("e.g. --gateway http://127.0.0.1:8080"))
    }

    @Test func aFlagOfRunIsRefusedByName() throws {
        let result = try CLI.run(["tui", "--gateway", "http://127.0.0.1:8080", "--flow", "pg-intent"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("Unknown option '--flow'"))
    }

    @Test func withoutATerminalItSaysHowToActThroughTheAdminAPI() throws {
        let result = try CLI.run(["tui", "--gateway", "http://127.0.0.1:8080/", "--profile", "gpay-only"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("needs a terminal"))
        #expect(result.stderr.contains("curl -s -X POST http://127.0.0.1:8080/_sim/transactions/MERCHANT/ID/act"), "\(result.stderr)")
    }

    /// The base URL a merchant's back end is configured with names the same server: its host prefix
    /// is dropped, as serve drops it, and the admin API is called at the root.
    @Test(arguments: ["http://127.0.0.1:8080/apis/pg-sandbox", "http://127.0.0.1:8080/apis/hermes/"])
    func aMerchantsBaseURLIsTheServersURL(given: String) throws {
        let result = try CLI.run(["tui", "--gateway", given, "--profile", "gpay-only"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("curl -s -X POST http://127.0.0.1:8080/_sim/transactions/MERCHANT/ID/act"), "\(result.stderr)")
    }

    @Test func helpExplainsThePhone() throws {
        let result = try CLI.run(["tui", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("--gateway <url>"))
        #expect(result.stdout.contains("The TUI as the phone"))
    }
}
