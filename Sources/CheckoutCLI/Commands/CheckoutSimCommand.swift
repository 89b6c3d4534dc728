import ArgumentParser
import CheckoutCore

/// The `checkout-sim` command line.
public struct CheckoutSimCommand: ParsableCommand {
    /// Computed: `serve` is the real command in `checkout-sim-gateway`, a hand-off in `checkout-sim`.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "checkout-sim",
            abstract: "Simulate iOS UPI checkouts: device profiles, PhonePe's intent flows, a mock gateway, status checks and callbacks.",
            discussion: """
                Walk one flow headless with `run`, run scripted scenarios with expectations with `replay`, inspect the shipped device profiles with `profiles`, \
                decode and lint a base64 request or callback with `decode`, check an X-VERIFY with `verify`, serve the mock gateway over HTTP with `serve`, \
                and measure throughput with `bench`.
                """,
            version: CheckoutSimCommand.version,
            subcommands: [
                RunCommand.self, ReplayCommand.self, ProfilesCommand.self, DecodeCommand.self, VerifyCommand.self, BenchCommand.self,
                Network.stack.serveCommand, TUICommand.self,
            ],
            defaultSubcommand: TUICommand.self
        )
    }

    /// Said by `--version`, so a bug report can name the build; raised with each landing that
    /// changes what the program does.
    public static let version = "checkout-sim 0.16.0"

    public init() {}

    /// Runs the command line with `network` for the commands that need the HTTP stack.
    package static func main(network: any NetworkStack) {
        Network.stack = network
        network.takeOver(Array(CommandLine.arguments.dropFirst()))
        main()
    }
}

extension PhonePeFlow: ExpressibleByArgument {}
extension PhonePeReturnMode: ExpressibleByArgument {}
extension AuthWorkflow: ExpressibleByArgument {}

extension UPIApp: ExpressibleByArgument {
    public init?(argument: String) { self.init(caseInsensitive: argument) }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
