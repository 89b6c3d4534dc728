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
}
