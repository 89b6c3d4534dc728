import CheckoutCore

/// Faults a QA session turns on to see how a merchant's back end copes, the way WireMock offers
/// them. Each is off by default.
public struct FaultSettings: Sendable, Equatable {
    /// Every gateway answer is held back this long (the call is answered, then the answer waits).
    public var delayMs = 0
    /// The next this-many gateway calls answer 500 INTERNAL_SERVER_ERROR and are recorded nowhere.
    public var serverErrorBurst = 0
    /// Each callback is enqueued twice: PhonePe tells merchants to expect duplicates.
    public var duplicateCallbacks = false
    /// Every other callback enqueued (the 1st, 3rd…) is held back this many seconds, so the one
    /// enqueued after it arrives first.
    public var outOfOrderHoldSeconds: Int?
    /// New payments stay pending this many seconds (by default PhonePe's 15-minute polling window,
    /// after which a merchant gives up), then succeed and their callback is sent.
    public var lateSuccess: Int?

    public init() {}

    public static let defaultHoldSeconds = 10
    public static let defaultLateSuccess = StatusSchedule.giveUpAfter
    static let maxDelayMs = 60_000
    static let maxBurst = 10_000
    static let maxSeconds = 86_400
    static let fields = ["merchantId", "delayMs", "serverErrorBurst", "duplicateCallbacks", "outOfOrderCallbacks", "lateSuccess"]

    public var json: JSONValue {
        [
            "delayMs": .int(Int64(delayMs)), "serverErrorBurst": .int(Int64(serverErrorBurst)),
            "duplicateCallbacks": .bool(duplicateCallbacks),
            "outOfOrderCallbacks": outOfOrderHoldSeconds.map { ["holdSeconds": .int(Int64($0))] } ?? .null,
            "lateSuccess": lateSuccess.map { ["afterSeconds": .int(Int64($0))] } ?? .null,
        ]
    }

    /// These settings with the fields `body` gives replaced (`null` or `false` turns one off,
    /// `true` turns one on with its default); any other field is refused by name.
    func updated(by body: JSONObject) throws(AdminError) -> FaultSettings {
        var settings = self
        for member in body.members {
            let value = member.value
            switch member.key {
            case "merchantId": continue
            case "delayMs": settings.delayMs = try Self.number(value, field: "delayMs", in: 0...Self.maxDelayMs)
            case "serverErrorBurst": settings.serverErrorBurst = try Self.number(value, field: "serverErrorBurst", in: 0...Self.maxBurst)
            case "duplicateCallbacks":
                guard let on = value.boolValue ?? (value == .null ? false : nil) else {
                    throw AdminError.badRequest(field: "duplicateCallbacks", "must be true or false, got \(value.typeName)")
                }
                settings.duplicateCallbacks = on
            case "outOfOrderCallbacks":
                settings.outOfOrderHoldSeconds = try Self.seconds(value, field: "outOfOrderCallbacks", key: "holdSeconds", default: Self.defaultHoldSeconds)
            case "lateSuccess":
                settings.lateSuccess = try Self.seconds(value, field: "lateSuccess", key: "afterSeconds", default: Self.defaultLateSuccess)
            default:
                throw AdminError.badRequest(field: member.key, "is not a fault; known fields: \(Self.fields.joined(separator: ", "))")
            }
        }
        return settings
    }

    private static func number(_ value: JSONValue, field: String, in range: ClosedRange<Int>) throws(AdminError) -> Int {
        if value == .null { return 0 }
        guard let number = wholeNumber(value), range.contains(Int(number)) else {
            throw AdminError.badRequest(field: field, "must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return Int(number)
    }

    /// A JSON integer, or a number with no fraction (`5.0`, which JSON Schema counts as an integer),
    /// within ±2^53; nil for anything else.
    private static func wholeNumber(_ value: JSONValue) -> Int64? {
        switch value {
        case .int(let number): number
        case .double(let number) where number.rounded() == number && abs(number) <= 9_007_199_254_740_992: Int64(number)
        default: nil
        }
    }

    /// `true` (the default), `false` or `null` (off), or `{"<key>": N}`.
    private static func seconds(_ value: JSONValue, field: String, key: String, default fallback: Int) throws(AdminError) -> Int? {
        switch value {
        case .null, .bool(false): return nil
        case .bool(true): return fallback
        case .object(let object):
            if let unknown = object.keys.first(where: { $0 != key }) {
                throw AdminError.badRequest(field: "\(field).\(unknown)", "is not known; write {\"\(key)\": N}")
            }
            guard let seconds = object[key].flatMap(wholeNumber), (1...maxSeconds).contains(Int(seconds)) else {
                throw AdminError.badRequest(field: "\(field).\(key)", "must be a whole number of seconds from 1 to \(maxSeconds)")
            }
            return Int(seconds)
        default:
            throw AdminError.badRequest(field: field, "must be true, false or {\"\(key)\": N}")
        }
    }
}
