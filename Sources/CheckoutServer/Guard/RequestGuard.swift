import CheckoutCore
import Hummingbird
import NIOConcurrencyHelpers

/// Keeps web pages away from the calls that change payments without a signature: the admin API and
/// the pay page's buttons. A page in the developer's browser can send a form or a `text/plain` POST
/// to a loopback server (cross-site request forgery), or reach it under its own name through a DNS
/// answer that points at 127.0.0.1 (DNS rebinding). So a guarded call must come for a `Host` this
/// server answers to, from no foreign `Origin`, and, on the admin API, as JSON; a shared server can
/// also ask for a token.
public struct RequestGuard: Sendable {
    /// Host names accepted beside IP addresses and `localhost` (`--allow-host`), lowercased.
    public let allowedNames: Set<String>
    /// When set, every admin call carries `Authorization: Bearer {token}` (`--admin-token`).
    public let adminToken: String?
    /// The answers given so far: a server sees the same few `Host`s on every call.
    private let answered = NIOLockedValueBox<[String: Bool]>([:])
    private static let answersKept = 64

    public init(allowedNames: [String] = [], adminToken: String? = nil) {
        self.allowedNames = Set(allowedNames.map { $0.lowercased() })
        self.adminToken = adminToken
    }

    /// A `Host` is this server's when it is an IP address (a name that a DNS answer can repoint is
    /// what rebinding needs), `localhost`, or a name given with `--allow-host`.
    public func allows(host authority: String) -> Bool {
        if let known = answered.withLockedValue({ $0[authority] }) { return known }
        let allowed = judge(authority)
        answered.withLockedValue { answers in
            if answers.count < Self.answersKept { answers[authority] = allowed }
        }
        return allowed
    }

    private func judge(_ authority: String) -> Bool {
        guard case .success(let url) = WebURL.parse("http://" + authority), url.rest.isEmpty, !authority.contains("@") else { return false }
        let name = url.host.lowercased()
        if name.hasPrefix("[") || name == "localhost" || allowedNames.contains(name) { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in UInt8(part).map { String($0) == part } ?? false }
    }

    /// Why a guarded call is refused, or nil to let it through. `json` asks for a JSON body on POST.
    func refusal(_ request: Request, json: Bool, admin: Bool) -> AdminError? {
        let authority = request.head.authority ?? ""
        guard allows(host: authority) else {
            return AdminError(httpStatus: 403, field: "Host", message: "Host \"\(shown(authority))\" is not a name this server answers to: "
                + "use its address (127.0.0.1, localhost), or start serve with --allow-host NAME to accept that name")
        }
        if let origin = request.headers[.origin], origin != "http://\(authority)", origin != "https://\(authority)" {
            return AdminError(httpStatus: 403, field: "Origin", message: "Origin \"\(shown(origin))\" is another site: "
                + "the admin API and the pay page's buttons take calls from this server's own pages and from tools that send no Origin")
        }
        if admin, let adminToken, request.headers[.authorization] != "Bearer \(adminToken)" {
            return AdminError(httpStatus: 401, field: "Authorization", message: "this server was started with --admin-token: send Authorization: Bearer TOKEN")
        }
        if json, request.method == .post, !Self.isJSON(request.headers[.contentType]) {
            return AdminError(httpStatus: 415, field: "Content-Type", message: "must be application/json: the admin API takes JSON bodies only")
        }
        return nil
    }

    static func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let mediaType = (contentType.split(separator: ";", maxSplits: 1).first ?? "").filter { $0 != " " && $0 != "\t" }
        return mediaType.lowercased() == "application/json"
    }

    private func shown(_ text: String) -> String { String(text.prefix(200)).spellingOutTerminalControls(keepingLayout: false) }
}
