/// What the phone's screens say about a problem: what happened, at which URL, and what to do.
extension PhoneProblem {
    func lines(gateway: String) -> [StyledLine] {
        switch self {
        case .notRunning:
            return [
                StyledLine("Nothing answers at \(gateway): is checkout-sim serve running?", .error), .blank,
                StyledLine("Start it in another terminal, on the port of that URL:"),
                StyledLine("  checkout-sim serve --port \(Self.port(of: gateway))", .bold), .blank,
                StyledLine("This screen tries again every second.", .muted),
            ]
        case .notServe(let what):
            return [
                StyledLine("\(gateway) answers, but it is not checkout-sim serve: \(what).", .error), .blank,
                StyledLine("--gateway takes the URL serve prints when it starts, e.g. http://127.0.0.1:8080 (no path)."),
            ]
        case .refused(let status, let message):
            return [StyledLine("The gateway refused (HTTP \(status)): \(message)", .error)]
        case .unreachable(let reason):
            return [
                StyledLine("\(gateway) could not be reached: \(reason)", .error), .blank,
                StyledLine("This screen tries again every second.", .muted),
            ]
        }
    }

    /// A short form for a status line.
    var summary: String {
        switch self {
        case .notRunning: return "nothing answers at the gateway URL: is serve running?"
        case .notServe(let what): return "not a checkout-sim serve: \(what)"
        case .refused(let status, let message): return "refused (HTTP \(status)): \(message)"
        case .unreachable(let reason): return "unreachable: \(reason)"
        }
    }

    /// The port a URL names, or 80 (http) / 443 (https).
    private static func port(of url: String) -> String {
        let rest = url.split(separator: "://", maxSplits: 1).last.map(String.init) ?? url
        let hostPort = rest.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? rest
        if let colon = hostPort.lastIndex(of: ":"), !hostPort.hasSuffix("]") { return String(hostPort[hostPort.index(after: colon)...]) }
        return url.hasPrefix("https") ? "443" : "80"
    }
}
