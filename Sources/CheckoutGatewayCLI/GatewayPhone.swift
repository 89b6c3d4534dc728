import AsyncHTTPClient
import CheckoutCLI
import CheckoutCore
import CheckoutServer
import CheckoutTUI
import Foundation
import NIOCore

/// The TUI's link to a running `serve` (`tui --gateway`), over HTTP: each call runs in a task of its
/// own and its reply waits here until the run loop takes it, so the terminal never waits for the
/// network. A call already on its way is not sent again.
public final class GatewayPhone: @unchecked Sendable {
    /// `http://host:port`, without a trailing slash.
    public let gateway: String
    private let client: HTTPClient
    private let lock = NSLock()
    private var replies: [PhoneReply] = []
    private var inFlight: Set<PhoneCall> = []

    /// The listing's page: the newest this many payments.
    static let pageSize: Int64 = 100
    static let connectTimeout: Int64 = 2
    static let answerTimeout: Int64 = 5
    static let transactions = AdminRoutes.prefix + "/transactions"
    static let orders = AdminRoutes.prefix + "/v2/orders"

    /// Sent as `Authorization: Bearer …` when the server asks for one (`serve --admin-token`).
    private let adminToken: String?

    public init(gateway: String, adminToken: String? = nil) {
        self.gateway = gateway
        self.adminToken = adminToken
        var configuration = HTTPClient.Configuration()
        configuration.timeout = .init(connect: .seconds(Self.connectTimeout), read: .seconds(Self.answerTimeout))
        // A server that is not running is said at once, not after retrying until the connect timeout.
        configuration.connectionPool.retryConnectionEstablishment = false
        client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }

    public var link: PhoneLink { PhoneLink(send: { self.send($0) }, replies: { self.takeReplies() }) }

    public func send(_ call: PhoneCall) {
        guard lock.withLock({ inFlight.insert(call).inserted }) else { return }
        Task {
            let reply = await self.answer(call)
            self.lock.withLock {
                self.replies.append(reply)
                self.inFlight.remove(call)
            }
        }
    }

    public func takeReplies() -> [PhoneReply] {
        lock.withLock {
            defer { replies = [] }
            return replies
        }
    }

    /// Ends the calls still on their way; for when the TUI has quit.
    public func shutdown() { try? client.syncShutdown() }

    // MARK: - Calls

    private func answer(_ call: PhoneCall) async -> PhoneReply {
        switch call {
        case .list:
            return .list(await result { () async throws(PhoneProblem) in try await self.list() })
        case .payment(let key):
            return .payment(key, await result { () async throws(PhoneProblem) in try await self.payment(self.path(key)) })
        case .act(let key, let action):
            let body = JSONWriter.compactString(["action": .string(action.rawValue)])
            return .acted(key, action, await result { () async throws(PhoneProblem) in
                try await self.payment(self.path(key) + "/act", posting: body)
            })
        case .order(let key):
            return .order(key, await result { () async throws(PhoneProblem) in try await self.order(self.path(key)) })
        case .actOnOrder(let key, let decision):
            let body = JSONWriter.compactString(["action": .string(decision == .approved ? "pay" : "decline")])
            return .actedOnOrder(key, decision, await result { () async throws(PhoneProblem) in
                try await self.order(self.path(key) + "/act", posting: body)
            })
        }
    }

    private func result<T>(_ body: () async throws(PhoneProblem) -> T) async -> Result<T, PhoneProblem> {
        do { return .success(try await body()) } catch { return .failure(error) }
    }

    /// The newest payments: the listing is oldest first, so a long one is read again from its last page.
    private func list() async throws(PhoneProblem) -> ServedList {
        let first = "\(Self.transactions)?limit=\(Self.pageSize)"
        var page = try await fetch(first)
        if let total = page["total"]?.intValue, total > Self.pageSize {
            page = try await fetch("\(first)&offset=\(total - Self.pageSize)")
        }
        guard var list = ServedList(json: page) else {
            throw .notServe("its answer to \(Self.transactions) is not a list of payments")
        }
        // A serve too old to keep v2 orders answers no list of them: the payments alone are shown.
        if let orders = try? await fetch("\(Self.orders)?order=newest&limit=\(Self.pageSize)"), let read = ServedList.v2Orders(json: orders) {
            list.ordersTotal = read.total
            list.orders = read.orders
        }
        list.readAt = Int64((Date().timeIntervalSince1970 * 1000).rounded())
        return list
    }

    private func payment(_ path: String, posting body: String? = nil) async throws(PhoneProblem) -> ServedPayment {
        guard let payment = ServedPayment(json: try await fetch(path, posting: body)) else {
            throw .notServe("its answer to \(path) is not a payment")
        }
        return payment
    }

    private func order(_ path: String, posting body: String? = nil) async throws(PhoneProblem) -> ServedOrder {
        guard let order = ServedOrder(json: try await fetch(path, posting: body)) else {
            throw .notServe("its answer to \(path) is not a v2 order")
        }
        return order
    }

    private func path(_ key: ServedOrderKey) -> String {
        "\(Self.orders)/\(PercentCoding.pathSegment(key.merchantId))/\(PercentCoding.pathSegment(key.id))"
    }

    private func path(_ key: ServedPaymentKey) -> String {
        "\(Self.transactions)/\(PercentCoding.pathSegment(key.merchantId))/\(PercentCoding.pathSegment(key.id))"
    }

    /// The JSON the admin API answered to a GET, or to a POST of `body`. A refusal in its own shape
    /// (`{"error": …}`) is the admin API's; any other failure means something else answers at that URL.
    private func fetch(_ path: String, posting body: String? = nil) async throws(PhoneProblem) -> JSONValue {
        var request = HTTPClientRequest(url: gateway + path)
        if let adminToken { request.headers.add(name: "Authorization", value: "Bearer \(adminToken)") }
        if let body {
            request.method = .POST
            request.headers.add(name: "Content-Type", value: "application/json")
            request.body = .bytes(ByteBuffer(string: body))
        }
        let status: Int
        let text: String
        do {
            let response = try await client.execute(request, timeout: .seconds(Self.answerTimeout))
            status = Int(response.status.code)
            text = String(buffer: try await response.body.collect(upTo: 8 << 20))
        } catch {
            throw Self.problem(error)
        }
        let json = try? JSONParser.parse(text)
        guard (200..<300).contains(status) else {
            if let message = json?["error"]?.stringValue { throw .refused(status: status, message: message) }
            throw .notServe("HTTP \(status) on \(path.split(separator: "?")[0])")
        }
        guard let json else { throw .notServe("its answer to \(path) is not JSON") }
        return json
    }

    /// What went wrong before any answer, in words: a refused connection means nothing listens there.
    static func problem(_ error: any Error) -> PhoneProblem {
        if let error = error as? HTTPClientError {
            switch error {
            case .connectTimeout: return .unreachable("no connection within \(connectTimeout) s")
            case .deadlineExceeded, .readTimeout: return .unreachable("no answer within \(answerTimeout) s")
            default: break
            }
        }
        let text = String(describing: error)
        // The socket error names it ("Connection refused") inside whatever wraps it.
        if text.contains("refused") { return .notRunning }
        return .unreachable(text)
    }
}
