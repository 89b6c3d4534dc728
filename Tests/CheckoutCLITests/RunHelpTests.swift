import CheckoutTestSupport
import Testing

/// `run --help` starts with what every walk takes (--profile, --flow…), Citcon's options after them.
@Suite struct RunHelpTests {
    @Test func generalOptionsComeFirst() throws {
        let result = try CLI.run(["run", "--help"])
        #expect(result.status == 0)
        let help = result.stdout
        let first = try #require(help.range(of: "--profile <profile>")).lowerBound
        let citcon = try #require(help.range(of: "--method <method>")).lowerBound
        #expect(first < citcon, "\(help)")
        // The sections after the usage line: the general options' heading comes first.
        let headings = help.split(separator: "\n").filter { $0.hasSuffix(":") && $0.allSatisfy { $0.isUppercase || $0 == ":" } }
        #expect(headings.first == "OPTIONS:", "\(headings)")
    }
}
