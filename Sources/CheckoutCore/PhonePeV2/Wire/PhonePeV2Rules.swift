/// The rules a v2 request's fields follow, as PhonePe's documents and SDKs state them: the gateway
/// refuses a request that breaks one, naming the field.
public enum PhonePeV2Rules {
    /// A field at fault and what to do.
    public struct Problem: Sendable, Equatable {
        public var field: String
        public var message: String
    }

    public static let maxIdLength = 63
    /// Paise: PhonePe takes no order under ₹1.
    public static let minAmount: Int64 = 100
    /// Far above any UPI payment's limit; keeps a typo from minting a huge order.
    public static let maxAmount: Int64 = 100_000_000_00
    /// Seconds, Standard and Custom Checkout alike.
    public static let expireAfterRange: ClosedRange<Int64> = 300...3600
    public static let defaultExpireAfter: Int64 = 1200
    /// What iOS's `targetApp` names for the apps checkout-sim simulates.
    public static let iOSTargetApps = UPIApp.allCases.map(\.rawValue)

    /// Why `app` is not what Android's `targetApp` names, a package such as `com.phonepe.app`, or nil.
    public static func androidTargetAppProblem(_ app: String) -> String? {
        if let named = UPIApp(rawValue: app) {
            return "on Android targetApp is the app's package, not iOS's \(app): send \(named.androidPackage)"
        }
        guard ProfileRules.dottedNameProblem(app, example: AndroidPackages.phonePe) != nil else { return nil }
        return "on Android targetApp is the app's package, such as \(AndroidPackages.phonePe), not \(app)"
    }

    /// A `merchantOrderId` or `merchantRefundId`: 1 to 63 letters, digits, `_` or `-`.
    public static func idProblem(_ value: JSONValue?, field: String) -> Problem? {
        guard let id = value?.stringValue, !id.isEmpty else { return Problem(field: field, message: "\(field) is missing: give the merchant's own id, 1 to \(maxIdLength) letters, digits, _ or -") }
        guard id.utf8.count <= maxIdLength else { return Problem(field: field, message: "\(field) is \(id.utf8.count) characters; PhonePe takes at most \(maxIdLength)") }
        guard id.unicodeScalars.allSatisfy({ ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "_" || $0 == "-" }) else {
            return Problem(field: field, message: "\(field) may hold only letters, digits, _ and -")
        }
        return nil
    }

    public static func amountProblem(_ value: JSONValue?, field: String = "amount", atLeast minimum: Int64 = minAmount) -> Problem? {
        guard let amount = value?.intValue else { return Problem(field: field, message: "\(field) must be a whole number of paise") }
        guard amount >= minimum else { return Problem(field: field, message: "\(field) must be at least \(minimum) paise, not \(amount)") }
        guard amount <= maxAmount else { return Problem(field: field, message: "\(field) is over \(maxAmount) paise") }
        return nil
    }

    /// `expireAfter`: absent or null for PhonePe's default, else seconds in range.
    public static func expireAfterProblem(_ value: JSONValue?) -> Problem? {
        guard let value, value != .null else { return nil }
        guard let seconds = value.intValue, expireAfterRange.contains(seconds) else {
            return Problem(field: "expireAfter", message: "expireAfter must be seconds from \(expireAfterRange.lowerBound) to \(expireAfterRange.upperBound)")
        }
        return nil
    }

    /// `metaInfo`: `udf1`…`udf10` up to 256 characters, `udf11`…`udf15` up to 50 of letters, digits and
    /// `_ - space @ . +` (PhonePe's SDKs check the same before sending).
    public static func metaInfoProblem(_ value: JSONValue?) -> Problem? {
        guard let value, value != .null else { return nil }
        guard let object = value.objectValue else { return Problem(field: "metaInfo", message: "metaInfo must be an object of udf1 to udf15") }
        for member in object.members {
            let field = "metaInfo." + member.key
            guard let number = member.key.hasPrefix("udf") ? Int(member.key.dropFirst(3)) : nil, (1...15).contains(number) else {
                return Problem(field: field, message: "metaInfo takes udf1 to udf15, not \(member.key)")
            }
            if member.value == .null { continue }
            guard let text = member.value.stringValue else { return Problem(field: field, message: "\(field) must be a string") }
            let limit = number <= 10 ? 256 : 50
            guard text.unicodeScalars.count <= limit else { return Problem(field: field, message: "\(field) is over \(limit) characters") }
            if number > 10, !text.unicodeScalars.allSatisfy({ ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || "_- @.+".unicodeScalars.contains($0) }) {
                return Problem(field: field, message: "\(field) may hold only letters, digits, _, -, space, @, . and +")
            }
        }
        return nil
    }
}
