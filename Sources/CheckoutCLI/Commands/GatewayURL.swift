import CheckoutCore

/// `tui --gateway`'s URL: where a `checkout-sim serve` answers, `http(s)://host[:port]`, since the
/// phone adds the admin API's paths itself. The base URL a merchant's back end is configured with
/// (`http://127.0.0.1:8080/apis/pg-sandbox`) is taken too: serve answers PhonePe's host prefixes as
/// if they were not there, and its admin API is at the root.
struct GatewayURL: Equatable {
    /// `scheme://host[:port]`, as the phone's calls start.
    let text: String

    /// The path prefixes of PhonePe's UAT and production hosts, which serve strips before routing.
    static let hostPrefixes = ["/apis/pg-sandbox", "/apis/hermes"]

    init(_ given: String) throws(GatewayURLError) {
        let example = "give the URL serve prints when it starts, e.g. --gateway http://127.0.0.1:8080"
        let url: WebURL
        switch WebURL.parse(given) {
        case .success(let parsed): url = parsed
        case .failure(let problem): throw GatewayURLError("--gateway \"\(given.spellingOutTerminalControls(keepingLayout: false))\" \(problem); \(example)")
        }
        guard Self.isBase(url.rest), !given.contains("@") else {
            let shown = given.spellingOutTerminalControls(keepingLayout: false)
            let prefixes = Self.hostPrefixes.joined(separator: " or ")
            throw GatewayURLError(
                "--gateway \"\(shown)\" must be only scheme, host and port, or a merchant's base URL ending in \(prefixes) (no other path, query or user); \(example)")
        }
        text = "\(url.scheme)://\(url.host)" + (url.port.map { ":\($0)" } ?? "")
    }

    /// Nothing after the port, or only one of PhonePe's host prefixes (a trailing slash allowed).
    private static func isBase(_ rest: Substring) -> Bool {
        let path = rest.hasSuffix("/") ? rest.dropLast() : rest
        return path.isEmpty || hostPrefixes.contains(String(path))
    }
}

struct GatewayURLError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
