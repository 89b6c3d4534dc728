/// What a ledger already held when `serve` opened it: the payments it answers for again and the
/// callbacks it will deliver at once, perhaps to whatever now listens at their URLs. The banner says
/// so, since the default ledger is a file in the current folder that outlives every run.
public struct ResumedLedger: Sendable, Equatable {
    /// Every payment: v1's, and PhonePe v2's orders and refunds.
    public var payments: Int
    /// Of `payments`, how many are PhonePe v2's orders and refunds.
    public var v2Records: Int
    public var owedCallbacks: Int

    public init(payments: Int, v2Records: Int = 0, owedCallbacks: Int) {
        self.payments = payments
        self.v2Records = v2Records
        self.owedCallbacks = owedCallbacks
    }

    public static let empty = ResumedLedger(payments: 0, owedCallbacks: 0)

    public static func of(_ ledger: any Ledger) async throws -> ResumedLedger {
        let v2Records = try await ledger.orderCount(merchantId: nil)
        return ResumedLedger(
            payments: try await ledger.count(merchantId: nil) + v2Records, v2Records: v2Records, owedCallbacks: try await ledger.owedCallbackCount())
    }

    /// The banner's line about them, or nil for a ledger that held nothing.
    public var line: String? {
        guard payments > 0 || owedCallbacks > 0 else { return nil }
        let owed = owedCallbacks == 0
            ? "no callback owed"
            : "\(Self.counted(owedCallbacks, "callback")) owed, delivered from now on to the callback URLs they name"
        let v2: String
        switch v2Records {
        case 0: v2 = ""
        case payments: v2 = payments == 1 ? " (a PhonePe v2 order or refund)" : " (all PhonePe v2 orders or refunds)"
        case 1: v2 = " (1 of them a PhonePe v2 order or refund)"
        default: v2 = " (\(v2Records) of them PhonePe v2 orders or refunds)"
        }
        return "Resumed \(Self.counted(payments, "payment"))\(v2) from the ledger, \(owed); --state :memory: or a new file starts afresh"
    }

    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
