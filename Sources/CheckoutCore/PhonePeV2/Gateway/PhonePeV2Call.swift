import Foundation

/// One v2 call, read once: which endpoint it is, its JSON body, and which orders it touches, so a
/// server loads those before the gateway answers.
public struct PhonePeV2Call: Sendable {
    public enum Route: Sendable, Equatable {
        case pay(PhonePeV2Checkout)
        case sdkOrder(PhonePeV2Checkout)
        case orderStatus(PhonePeV2Checkout, merchantOrderId: String)
        case transactionStatus(PhonePeV2Checkout, transactionId: String)
        case refund
        case refundStatus(merchantRefundId: String)
    }

    public let method: String
    /// Without the host prefix (`/apis/pg-sandbox`) and without the query.
    public let path: String
    public let query: [(name: String, value: String)]
    public let body: String
    /// Nil for a path and method no v2 endpoint has.
    public let route: Route?
    /// A POST's body when it reads as a JSON object.
    public let payload: JSONValue?
    /// Why a POST's body does not read as a JSON object.
    public let payloadProblem: String?

    public init(method: String, path: String, query: String = "", body: String = "") {
        self.method = method
        self.path = path
        self.body = body
        self.query = query.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decode = { (text: Substring) in text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(text) }
            return (decode(parts[0]), parts.count > 1 ? decode(parts[1]) : "")
        }
        route = Self.route(method: method, path: path)
        if method == "POST" {
            do {
                let value = try JSONParser.parse(body)
                payload = value.objectValue == nil ? nil : value
                payloadProblem = value.objectValue == nil ? "The body must be a JSON object, not \(value.typeName)" : nil
            } catch {
                payload = nil
                payloadProblem = "The body is not JSON: \(error)"
            }
        } else {
            payload = nil
            payloadProblem = nil
        }
    }

    /// The orders and refunds to load before answering.
    public var reads: [PhonePeV2Key] {
        switch route {
        case .pay, .sdkOrder: return merchantOrderId.map { [PhonePeV2Key(kind: .order, id: $0)] } ?? []
        case .orderStatus(_, let id): return [PhonePeV2Key(kind: .order, id: id)]
        case .refund:
            return [
                payload?["originalMerchantOrderId"]?.stringValue.map { PhonePeV2Key(kind: .order, id: $0) },
                payload?["merchantRefundId"]?.stringValue.map { PhonePeV2Key(kind: .refund, id: $0) },
            ].compactMap { $0 }
        case .refundStatus(let id): return [PhonePeV2Key(kind: .refund, id: id)]
        case .transactionStatus, nil: return []
        }
    }

    /// The attempt whose order must be found by its transaction id before answering.
    public var transactionId: String? {
        if case .transactionStatus(_, let id) = route { return id }
        return nil
    }

    /// Whether the call makes a new record (an order or a refund).
    public var creates: Bool {
        switch route {
        case .pay, .sdkOrder, .refund: return true
        default: return false
        }
    }

    /// The amount a new record asks for, in paise.
    public var amount: Int64? { creates ? payload?["amount"]?.intValue : nil }

    var merchantOrderId: String? { payload?["merchantOrderId"]?.stringValue }

    /// A query parameter's value; `True`, as PhonePe's Python SDK sends it, reads as `true`.
    func flag(_ name: String) -> Bool {
        query.last { $0.name == name }.map { $0.value.lowercased() == "true" } ?? false
    }

    private static func route(method: String, path: String) -> Route? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        let decoded = { (segment: String) in segment.removingPercentEncoding ?? segment }
        if method == "POST", path == PhonePeV2Checkout.refundPath { return .refund }
        if method == "GET", segments.count == 5, "/" + segments[0...2].joined(separator: "/") == PhonePeV2Checkout.refundPath,
            segments[4] == "status", !segments[3].isEmpty
        {
            return .refundStatus(merchantRefundId: decoded(segments[3]))
        }
        for checkout in PhonePeV2Checkout.allCases {
            if method == "POST", path == checkout.payPath { return .pay(checkout) }
            if method == "POST", path == checkout.sdkOrderPath { return .sdkOrder(checkout) }
            guard method == "GET", segments.count == 5, "/" + segments[0...1].joined(separator: "/") == checkout.base,
                segments[4] == "status", !segments[3].isEmpty
            else { continue }
            if segments[2] == "order" { return .orderStatus(checkout, merchantOrderId: decoded(segments[3])) }
            if segments[2] == "transaction" { return .transactionStatus(checkout, transactionId: decoded(segments[3])) }
        }
        return nil
    }
}
