import CheckoutCore
import CheckoutServer
import CheckoutTestSupport
import Foundation
import Testing

/// `serve`'s v2 webhook flags: the defaults documented, bad values refused naming the flag.
@Suite struct ServeWebhookOptionsTests {
    @Test func theDefaultsAreTheDocumentedOnes() throws {
        let text = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("docs/serve.md"), encoding: .utf8)
        #expect(text.contains("| `--webhook-url` | none: no webhooks are sent |"))
        #expect(text.contains("| `--webhook-username` | `\(V2WebhookSettings.defaultUsername)` |"))
        #expect(text.contains("| `--webhook-password` | `\(V2WebhookSettings.defaultPassword)` |"))
        for key in ["clientId", "clientSecret", "clientVersion", "webhookUrl", "webhookUsername", "webhookPassword"] {
            #expect(text.contains("    \(key): "), "the merchants file's example shows \(key)")
        }
    }

    @Test(arguments: [
        (["--webhook-url", "ftp://shop.example/hook"], "--webhook-url \"ftp://shop.example/hook\" has the scheme \"ftp\""),
        (["--webhook-url", "https://shop.example:99999/hook"], "--webhook-url"),
        (["--webhook-username", "shop"], "--webhook-username and --webhook-password need --webhook-url"),
        (["--webhook-url", "https://shop.example/hook", "--webhook-username", "a:b"], "--webhook-username must not contain ':'"),
        (["--webhook-url", "https://shop.example/hook", "--webhook-password", ""], "--webhook-password must not be empty"),
    ])
    func aBadValueIsRefusedNamingTheFlag(arguments: [String], message: String) async throws {
        let refusal = try await ServeProcess.refusal(["--state", ":memory:"] + arguments)
        #expect(refusal.status != 0)
        #expect(refusal.stderr.contains(message), "\(refusal.stderr)")
    }
}
