import ArgumentParser
import CheckoutTUI

/// What needs the HTTP stack (Hummingbird, NIO, SQLite, PostgreSQL, an HTTP client): `serve`,
/// `bench --serve` and `tui --gateway`. The `checkout-sim` executable is built without it, so a fresh
/// clone reaches the terminal UI without building a server first; it hands those commands to
/// `checkout-sim-gateway` (``GatewayBinaryHandOff``), which is built with the stack (`GatewayStack`).
package protocol NetworkStack: Sendable {
    /// `serve`, as the root command lists it.
    var serveCommand: any ParsableCommand.Type { get }
    /// Sees the whole command line before it is parsed, so the hand-off can take `serve` over, help included.
    func takeOver(_ arguments: [String])
    /// `bench --serve`.
    func serveBench(_ settings: ServeBenchSettings) throws
    /// `tui --gateway`: the phone's connection to the server at `gateway`.
    func phone(gateway: String, adminToken: String?) -> any PhoneConnection
}

extension NetworkStack {
    package func takeOver(_ arguments: [String]) {}
}

/// The stack the command line runs with; each executable's `main` sets it before parsing.
package enum Network {
    nonisolated(unsafe) package static var stack: any NetworkStack = GatewayBinaryHandOff()

    /// `serve`'s one-line summary, the same in both executables' command lists.
    package static let serveAbstract =
        "Serve the mock gateway over HTTP: PhonePe's pay and status endpoints, signed and checked as the core does."
}

/// `bench --serve`'s options.
package struct ServeBenchSettings: Sendable {
    package var seconds: Double
    package var clients: Int
    package var state: String?
    package var database: String?
    package var format: OutputFormat
}

/// The TUI's link to a running `serve`, and how to let go of it.
package protocol PhoneConnection {
    var link: PhoneLink { get }
    func shutdown()
}

/// `serve` as `checkout-sim` lists it. The command runs in `checkout-sim-gateway`: the hand-off takes
/// `checkout-sim serve …` over before the command line is parsed, so this only shows in the command list.
struct ServeHandOff: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "serve", abstract: Network.serveAbstract)

    @Argument(parsing: .allUnrecognized, help: .hidden)
    var arguments: [String] = []

    func run() throws { GatewayBinaryHandOff.exec(["serve"] + arguments) }
}
