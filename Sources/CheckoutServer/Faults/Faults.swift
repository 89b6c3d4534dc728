import CheckoutCore
import NIOConcurrencyHelpers

/// The faults in force: global ones, and a merchant's own, which replace the global ones for its
/// calls and callbacks. Test-session settings, so they live in memory in this actor, never in the
/// ledger: a restart clears them.
public actor Faults {
    private var global = FaultSettings() { didSet { publish() } }
    private var merchants: [String: FaultSettings] = [:] { didSet { publish() } }
    /// `global` and `merchants` as last set, for calls that only read them (every call while no
    /// fault is on) without waiting for the actor.
    private let published = NIOLockedValueBox(Published())
    /// Callbacks enqueued while callbacks go out of order: the odd ones are held back.
    private var callbacksShaped = 0

    public init() {}

    private struct Published {
        var global = FaultSettings()
        var merchants: [String: FaultSettings] = [:]
    }

    private func publish() {
        let (global, merchants) = (global, merchants)
        published.withLockedValue { $0 = Published(global: global, merchants: merchants) }
    }

    /// Whether no fault is on, for anyone.
    nonisolated var quiet: Bool {
        published.withLockedValue { $0.global == FaultSettings() && $0.merchants.isEmpty }
    }

    /// `settings(for:)` as last set, read without waiting for the actor.
    nonisolated func current(for merchantId: String?) -> FaultSettings {
        published.withLockedValue { published in merchantId.flatMap { published.merchants[$0] } ?? published.global }
    }

    /// What `merchantId`'s calls get: its own settings when it has some, else the global ones.
    public func settings(for merchantId: String?) -> FaultSettings {
        merchantId.flatMap { merchants[$0] } ?? global
    }

    /// The settings set for exactly this scope (a merchant's own, or the global ones when nil).
    func own(merchantId: String?) -> FaultSettings {
        guard let merchantId else { return global }
        return merchants[merchantId] ?? FaultSettings()
    }

    public func set(_ settings: FaultSettings, merchantId: String?) {
        if let merchantId { merchants[merchantId] = settings } else { global = settings }
    }

    /// Turns every fault off: a merchant's own when given, else all of them.
    public func clear(merchantId: String?) {
        if let merchantId {
            merchants[merchantId] = nil
        } else {
            global = FaultSettings()
            merchants = [:]
        }
        callbacksShaped = 0
    }

    public var json: JSONValue {
        let own = JSONObject(merchants.keys.sorted().map { JSONMember($0, merchants[$0]!.json) })
        return ["global": global.json, "merchants": .object(own)]
    }

    /// Takes one gateway call: how long its answer waits, and whether it is one of a 5xx burst.
    /// `merchantId` reads the call's merchant, only when some merchant has faults of its own.
    func nextCall(merchantId read: @Sendable () -> String?) -> (delay: Duration, serverError: Bool) {
        let merchantId = merchants.isEmpty ? nil : read()
        let scoped = merchantId.map { merchants[$0] != nil } ?? false
        var settings = settings(for: merchantId)
        let serverError = settings.serverErrorBurst > 0
        if serverError {
            settings.serverErrorBurst -= 1
            set(settings, merchantId: scoped ? merchantId : nil)
        }
        return (.milliseconds(settings.delayMs), serverError)
    }

    /// A batch with its callbacks as the faults deliver them: twice when duplicated, every other
    /// one held back when out of order.
    func shapeCallbacks(_ changes: [LedgerChange]) -> [LedgerChange] {
        if global == FaultSettings(), merchants.isEmpty { return changes }
        var shaped: [LedgerChange] = []
        for change in changes {
            guard case .enqueue(let callback) = change else { shaped.append(change); continue }
            let settings = settings(for: callback.merchantId)
            for _ in 0..<(settings.duplicateCallbacks ? 2 : 1) {
                var copy = callback
                if let hold = settings.outOfOrderHoldSeconds {
                    callbacksShaped += 1
                    if callbacksShaped % 2 == 1 { copy.nextAttemptAt = copy.nextAttemptAt.map { $0 + Int64(hold) * 1000 } }
                }
                shaped.append(.enqueue(copy))
            }
        }
        return shaped
    }
}
