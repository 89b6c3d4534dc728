import Foundation

/// `tui --gateway`'s URL: where a `checkout-sim serve` answers, `http(s)://host[:port]` and nothing
/// more, since the phone adds the admin API's paths itself.
struct GatewayURL: Equatable {
    /// `scheme://host[:port]`, as the phone's calls start.
    let text: String

    init(_ given: String) throws(GatewayURLError) {
        let example = "give the URL serve prints when it starts, e.g. --gateway http://127.0.0.1:8080"
        guard let parts = URLComponents(string: given), let scheme = parts.scheme?.lowercased() else {
            throw GatewayURLError("--gateway \"\(given)\" is not a URL; \(example)")
        }
        guard scheme == "http" || scheme == "https" else {
            throw GatewayURLError("--gateway \"\(given)\" must start with http:// or https://; \(example)")
        }
        guard let host = parts.host, !host.isEmpty else {
            throw GatewayURLError("--gateway \"\(given)\" names no host; \(example)")
        }
        guard parts.path.isEmpty || parts.path == "/", parts.query == nil, parts.fragment == nil, parts.user == nil else {
            throw GatewayURLError("--gateway \"\(given)\" must be only scheme, host and port (no path, query or user); \(example)")
        }
        let shownHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        text = "\(scheme)://\(shownHost)" + (parts.port.map { ":\($0)" } ?? "")
    }
}

struct GatewayURLError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
