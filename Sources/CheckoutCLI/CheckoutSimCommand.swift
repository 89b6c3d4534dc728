import ArgumentParser
import CheckoutCore

/// The `checkout-sim` command line.
public struct CheckoutSimCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "checkout-sim",
        abstract: "Simulate iOS UPI checkouts: device profiles, PhonePe's intent flows, a mock gateway, status checks and callbacks.",
        discussion: """
            Walk one flow headless with `run`, run scripted scenarios with expectations with `replay`, inspect the shipped device profiles with `profiles`, \
            decode and lint a base64 request or callback with `decode`, check an X-VERIFY with `verify`, serve the mock gateway over HTTP with `serve`, \
            and measure throughput with `bench`.
            """,
        subcommands: [RunCommand.self, ReplayCommand.self, ProfilesCommand.self, DecodeCommand.self, VerifyCommand.self, BenchCommand.self, ServeCommand.self, TUICommand.self],
        defaultSubcommand: TUICommand.self
    )

    public init() {}
}

extension FlowKind: ExpressibleByArgument {}
extension ReturnMode: ExpressibleByArgument {}
extension UserAction: ExpressibleByArgument {}
extension AuthWorkflow: ExpressibleByArgument {}

extension UPIApp: ExpressibleByArgument {
    public init?(argument: String) { self.init(caseInsensitive: argument) }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

/// `text` for people, `json` for scripts.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json
}

/// Writes to standard error.
func printError(_ message: String) {
    var standardError = StandardError()
    print(message, to: &standardError)
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandleOutput.standardError(string)
    }
}
