/// What a ledger already held when `serve` opened it: the payments it answers for again and the
/// callbacks it will deliver at once, perhaps to whatever now listens at their URLs. The banner says
/// so, since the default ledger is a file in the current folder that outlives every run.
public struct ResumedLedger: Sendable, Equatable {
    public var payments: Int
    public var owedCallbacks: Int

    public init(payments: Int, owedCallbacks: Int) {
        self.payments = payments
        self.owedCallbacks = owedCallbacks
    }

    public static let empty = ResumedLedger(payments: 0, owedCallbacks: 0)

    public static func of(_ ledger: any Ledger) async throws -> ResumedLedger {
        ResumedLedger(payments: try await ledger.count(merchantId: nil), owedCallbacks: try await ledger.owedCallbackCount())
    }

    /// The banner's line about them, or nil for a ledger that held nothing.
    public var line: String? {
        guard payments > 0 || owedCallbacks > 0 else { return nil }
        let owed = owedCallbacks == 0
            ? "no callback owed"
            : "\(Self.counted(owedCallbacks, "callback")) owed, delivered from now on to the callback URLs they name"
        return "Resumed \(Self.counted(payments, "payment")) from the ledger, \(owed); --state :memory: or a new file starts afresh"
    }

    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
