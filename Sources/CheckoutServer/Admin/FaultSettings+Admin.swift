import CheckoutCore

/// The admin API's `POST /_sim/faults` body read into fault settings.
extension FaultSettings {
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
