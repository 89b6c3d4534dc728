import ArgumentParser
import CheckoutCLI
import CheckoutServer

/// How long `serve` waits on a slow client and how many it serves at once (see docs/serve.md).
struct ConnectionOptions: ParsableArguments {
    static let timeoutSeconds = 1...3600
    static let connections = 1...65_536

    @Option(
        name: .customLong("request-timeout"),
        help: ArgumentHelp(
            "Seconds a client has to send a request's head (from connecting, or from the request's first byte), and again its body; a slower client is dropped.",
            valueName: "seconds"))
    var requestTimeout = Int(ConnectionLimits.defaultHeadTimeout.components.seconds)

    @Option(
        name: .customLong("idle-timeout"),
        help: ArgumentHelp("Seconds a kept-alive connection may wait for its next request before it is closed.", valueName: "seconds"))
    var idleTimeout = Int(ConnectionLimits.defaultIdleTimeout.components.seconds)

    @Option(
        name: .customLong("max-connections"),
        help: ArgumentHelp(
            "Connections open at once; more wait to be accepted until one closes. Keep it below the descriptor limit (ulimit -n).",
            valueName: "n"))
    var maxConnections = ConnectionLimits.defaultMaxConnections

    func validate() throws {
        for (flag, value) in [("--request-timeout", requestTimeout), ("--idle-timeout", idleTimeout)] where !Self.timeoutSeconds.contains(value) {
            throw ValidationError("\(flag) must be a whole number of seconds from 1 to \(Self.timeoutSeconds.upperBound), got \(value)")
        }
        guard Self.connections.contains(maxConnections) else {
            throw ValidationError("--max-connections must be from 1 to \(Self.connections.upperBound), got \(maxConnections)")
        }
    }

    var limits: ConnectionLimits {
        ConnectionLimits(
            headTimeout: .seconds(requestTimeout), bodyTimeout: .seconds(requestTimeout), idleTimeout: .seconds(idleTimeout),
            maxConnections: maxConnections)
    }
}
