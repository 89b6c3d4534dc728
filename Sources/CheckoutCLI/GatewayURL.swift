import CheckoutCore

/// `tui --gateway`'s URL: where a `checkout-sim serve` answers, `http(s)://host[:port]` and nothing
/// more, since the phone adds the admin API's paths itself.
struct GatewayURL: Equatable {
    /// `scheme://host[:port]`, as the phone's calls start.
    let text: String

    init(_ given: String) throws(GatewayURLError) {
        let example = "give the URL serve prints when it starts, e.g. --gateway http://127.0.0.1:8080"
        let url: WebURL
        switch WebURL.parse(given) {
        case .success(let parsed): url = parsed
        case .failure(let problem): throw GatewayURLError("--gateway \"\(given.spellingOutTerminalControls(keepingLayout: false))\" \(problem); \(example)")
        }
        guard url.rest.isEmpty || url.rest == "/", !given.contains("@") else {
            throw GatewayURLError("--gateway \"\(given)\" must be only scheme, host and port (no path, query or user); \(example)")
        }
        text = "\(url.scheme)://\(url.host)" + (url.port.map { ":\($0)" } ?? "")
    }
}

struct GatewayURLError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
