import CheckoutTestSupport
import Foundation
import Testing

/// `replay` with `flow: citcon` scenarios, through the command.
@Suite("replay: citcon")
struct ReplayCitconTests {
    @Test func theShippedCitconExampleReplaysGreenWithTheOtherExamples() throws {
        let result = try CLI.run(["replay", RepositoryPaths.profiles.appendingPathComponent("Scenarios").path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let citconCases = result.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS citcon-wallets · citcon-all-wallets · citcon · ") }
        // Eight methods × two amounts, all usable on that profile.
        #expect(citconCases.count == 16)
        #expect(citconCases.contains("PASS citcon-wallets · citcon-all-wallets · citcon · paypal · 2599 cents"))
        #expect(!result.stdout.contains("FAIL "))
    }
}
