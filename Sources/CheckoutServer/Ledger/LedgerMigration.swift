/// One numbered step of a ledger's schema. Each is applied once, in order, inside a transaction that
/// also records its number, so a later build adds steps at the end and never edits a shipped one.
struct LedgerMigration: Sendable {
    let version: Int
    let statements: [String]

    /// The steps `migrations` holds beyond `applied`, in order; refuses a ledger that has steps this
    /// build does not know (a newer checkout-sim wrote it).
    static func pending(after applied: Int, in migrations: [LedgerMigration], location: String) throws -> [LedgerMigration] {
        let known = migrations.last?.version ?? 0
        guard applied <= known else { throw LedgerError.newerSchema(location: location, found: applied, known: known) }
        return migrations.filter { $0.version > applied }
    }
}

extension LedgerMigration {
    /// Reads every column the ledger uses, returning no rows: fails when a table or column is missing
    /// (a ledger changed by hand), so the server refuses to start instead of failing every payment.
    static let shapeChecks = [
        "SELECT merchant_id, id, seq, record, created_at, pays_at, version FROM payments LIMIT 0",
        "SELECT id, merchant_id, payment_id, request, next_attempt_at FROM callbacks LIMIT 0",
        "SELECT id, callback_id, at, http_status, error FROM callback_attempts LIMIT 0",
        "SELECT merchant_id, kind, id, seq, record, transaction_ids, created_at, pays_at, version FROM orders LIMIT 0",
        "SELECT merchant_id, transaction_id, kind, order_id FROM order_transactions LIMIT 0",
    ]
}
