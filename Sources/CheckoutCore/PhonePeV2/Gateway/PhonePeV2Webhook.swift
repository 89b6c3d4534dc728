import Crypto

/// A webhook PhonePe owes the merchant: `event` (`checkout.order.completed`, `pg.refund.accepted`…),
/// `type` (the same as an enum, which PhonePe means to retire), `payload` (the order's or refund's
/// status), due at a time.
public struct PhonePeV2Webhook: Sendable, Equatable {
    public var key: PhonePeV2Key
    public var event: String
    public var payload: JSONValue
    /// Milliseconds since the epoch.
    public var dueAt: Int64

    /// `CHECKOUT_ORDER_COMPLETED` for `checkout.order.completed`.
    public var type: String { event.uppercased().replacingOccurrences(of: ".", with: "_") }

    public var body: JSONValue { ["event": .string(event), "type": .string(type), "payload": payload] }

    /// The `Authorization` header: the lowercase hex SHA-256 of `username:password`, no scheme and no
    /// base64, which is what PhonePe's SDKs compare.
    public static func authorization(username: String, password: String) -> String {
        digest("\(username):\(password)")
    }

    /// Lower-case hex SHA-256 of `text`.
    static func digest(_ text: String) -> String {
        let hex = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        for byte in SHA256.hash(data: Array(text.utf8)) {
            out.append(hex[Int(byte >> 4)])
            out.append(hex[Int(byte & 0x0f)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether a webhook's `Authorization` is the one `username` and `password` give.
    public static func isAuthorized(header: String?, username: String, password: String) -> Bool {
        header == authorization(username: username, password: password)
    }
}
