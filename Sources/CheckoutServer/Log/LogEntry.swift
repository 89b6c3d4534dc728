import CheckoutCore

/// One request the server answered, as the live log shows it. Never the headers or the body: no
/// `X-VERIFY`, no payload.
public struct RequestLogEntry: Sendable, Equatable {
    /// Milliseconds since the epoch, when the answer was ready.
    public var at: Int64
    public var method: String
    public var path: String
    public var merchantId: String?
    public var paymentId: String?
    public var httpStatus: Int
    /// The gateway's `code` ("PAYMENT_INITIATED"); nil for answers that are not the gateway's (a 404).
    public var code: String?
    public var milliseconds: Double
    /// Why a call was refused, where the developer must change their call: a 401's diagnosis.
    public var message: String? = nil

    public var json: JSONValue {
        var object: JSONObject = ["time": .string(LogTime.iso8601(at)), "event": "request", "method": .string(method), "path": .string(path)]
        object.appendIfPresent("merchantId", merchantId)
        object.appendIfPresent("paymentId", paymentId)
        object.append("httpStatus", .int(Int64(httpStatus)))
        object.appendIfPresent("code", code)
        object.append("ms", .double(Self.rounded(milliseconds)))
        object.appendIfPresent("message", message)
        return .object(object)
    }

    /// `2025-11-24T16:00:00.123Z POST /pg/v1/pay 200 PAYMENT_INITIATED 1.2ms merchant=MERCHANTUAT payment=MT1`,
    /// then a refusal's message, if any, after ` — `.
    public var text: String {
        "\(LogTime.iso8601(at)) \(method) \(path) \(httpStatus) \(code ?? "-") \(Self.rounded(milliseconds))ms"
            + " merchant=\(merchantId ?? "-") payment=\(paymentId ?? "-")" + (message.map { " — " + $0 } ?? "")
    }

    /// What two lines of one admin poll share, whatever their time and duration.
    var repeatKey: String { "\(method) \(path) \(httpStatus) \(code ?? "-") \(merchantId ?? "-") \(paymentId ?? "-") \(message ?? "")" }

    /// An admin API read (the TUI as the phone polls `GET /_sim/transactions` every second).
    var isAdminRead: Bool { method == "GET" && path.hasPrefix(AdminRoutes.prefix + "/") }

    static func rounded(_ milliseconds: Double) -> Double { (milliseconds * 10).rounded() / 10 }
}

/// One try at delivering a callback, as the live log shows it. Never its body nor its `X-VERIFY`.
public struct CallbackLogEntry: Sendable, Equatable {
    public enum Outcome: String, Sendable {
        /// Answered with a 2xx.
        case delivered
        /// Tried again at `nextAttemptAt`.
        case retrying
        /// The last attempt allowed failed.
        case gaveUp
    }

    /// Milliseconds since the epoch, when the answer came (or the attempt failed).
    public var at: Int64
    public var url: String
    public var merchantId: String
    public var paymentId: String
    public var httpStatus: Int?
    public var error: String?
    /// 1 for the first try.
    public var attempt: Int
    public var maxAttempts: Int
    public var nextAttemptAt: Int64?
    /// A delivered callback sent again on purpose (PhonePe's duplicate callbacks).
    public var duplicate: Bool

    public var outcome: Outcome {
        if httpStatus.map({ (200..<300).contains($0) }) ?? false { return .delivered }
        return nextAttemptAt == nil ? .gaveUp : .retrying
    }

    public var json: JSONValue {
        var object: JSONObject = [
            "time": .string(LogTime.iso8601(at)), "event": "callback", "url": .string(url),
            "merchantId": .string(merchantId), "paymentId": .string(paymentId),
        ]
        object.appendIfPresent("httpStatus", httpStatus.map { .int(Int64($0)) })
        object.appendIfPresent("error", error.map { .string($0) })
        object.append("attempt", .int(Int64(attempt)))
        object.append("maxAttempts", .int(Int64(maxAttempts)))
        object.append("outcome", .string(outcome.rawValue))
        object.appendIfPresent("nextAttemptAt", nextAttemptAt.map { .string(LogTime.iso8601($0)) })
        if duplicate { object.append("duplicate", true) }
        return .object(object)
    }

    /// `2025-11-24T16:00:03.456Z callback https://shop.example/cb 503 attempt 1/10, retry in 2s merchant=M payment=MT1`
    public var text: String {
        let answer = httpStatus.map(String.init) ?? "error: \(error ?? "no answer")"
        var progress = "attempt \(attempt)/\(maxAttempts)"
        switch outcome {
        case .delivered: progress += duplicate ? ", delivered again (duplicate)" : ", delivered"
        case .gaveUp: progress += ", given up"
        case .retrying: progress += ", retry in \(Self.wait(from: at, to: nextAttemptAt ?? at))"
        }
        return "\(LogTime.iso8601(at)) callback \(url) \(answer) \(progress) merchant=\(merchantId) payment=\(paymentId)"
    }

    /// "2s", "1.5s": how long until the next try.
    static func wait(from start: Int64, to next: Int64) -> String {
        let tenths = max(0, next - start + 50) / 100
        return tenths % 10 == 0 ? "\(tenths / 10)s" : "\(tenths / 10).\(tenths % 10)s"
    }
}

extension JSONObject {
    mutating func appendIfPresent(_ key: String, _ value: String?) {
        appendIfPresent(key, value.map { .string($0) })
    }

    mutating func appendIfPresent(_ key: String, _ value: JSONValue?) {
        if let value { append(key, value) }
    }
}
