import SQLiteNIO

/// What the writer's thread is asked to do.
enum SQLiteWriterJob: Sendable {
    /// One `apply`: all of its writes or none, answered once committed. Batches queued together
    /// share one transaction (each in a savepoint of its own when it has several statements).
    case batch([SQLiteWrite], CheckedContinuation<Bool, any Error>)
    /// Anything else, run alone between batches; it answers its caller itself.
    case alone(@Sendable (SQLiteHandle) -> Void)
}

/// One `LedgerChange` as the statement that makes it, with its JSON already written.
struct SQLiteWrite: Sendable {
    var sql: String
    var binds: [SQLiteData]
    /// Whether the change is refused when the statement returns no row (an id taken, a version no
    /// longer current).
    var refusable: Bool
    /// Run after the statement when the change was made: a v2 record's transaction ids, indexed.
    var then: (sql: String, binds: [SQLiteData])?

    init(_ change: LedgerChange) {
        let data = SQLiteLedger.data
        switch change {
        case .insert(let payment):
            // `seq` keeps creation order for listings, whatever rowids a VACUUM leaves.
            sql = """
                INSERT INTO payments (merchant_id, id, seq, record, created_at, pays_at, version)
                VALUES (?, ?, (SELECT coalesce(max(seq), 0) + 1 FROM payments), ?, ?, ?, 1)
                ON CONFLICT DO NOTHING RETURNING version
                """
            binds = [.text(payment.merchantId), .text(payment.id), .text(LedgerText.text(of: payment.record)),
                     .integer(.init(payment.createdAt)), data(payment.paysAt)]
            refusable = true
        case .update(let payment):
            sql = """
                UPDATE payments SET record = ?, pays_at = ?, version = version + 1
                WHERE merchant_id = ? AND id = ? AND version = ? RETURNING version
                """
            binds = [.text(LedgerText.text(of: payment.record)), data(payment.paysAt), .text(payment.merchantId), .text(payment.id),
                     .integer(.init(payment.version))]
            refusable = true
        case .enqueue(let callback):
            sql = "INSERT INTO callbacks (merchant_id, payment_id, request, next_attempt_at) VALUES (?, ?, ?, ?)"
            binds = [.text(callback.merchantId), .text(callback.paymentId), .text(LedgerText.text(of: callback.request)),
                     data(callback.nextAttemptAt)]
            refusable = false
        case .insertOrder(let order):
            // `seq` keeps creation order for listings, as for payments.
            sql = """
                INSERT INTO orders (merchant_id, kind, id, seq, record, transaction_ids, created_at, pays_at, version)
                VALUES (?, ?, ?, (SELECT coalesce(max(seq), 0) + 1 FROM orders), ?, ?, ?, ?, 1)
                ON CONFLICT DO NOTHING RETURNING version
                """
            binds = [.text(order.merchantId), .text(order.kind), .text(order.id), .text(LedgerText.text(of: order.record)),
                     .text(LedgerText.text(ofTransactionIds: order.transactionIds)), .integer(.init(order.createdAt)), data(order.paysAt)]
            refusable = true
            then = Self.indexing(order)
        case .updateOrder(let order):
            sql = """
                UPDATE orders SET record = ?, transaction_ids = ?, pays_at = ?, version = version + 1
                WHERE merchant_id = ? AND kind = ? AND id = ? AND version = ? RETURNING version
                """
            binds = [.text(LedgerText.text(of: order.record)), .text(LedgerText.text(ofTransactionIds: order.transactionIds)),
                     data(order.paysAt), .text(order.merchantId), .text(order.kind), .text(order.id), .integer(.init(order.version))]
            refusable = true
            then = Self.indexing(order)
        }
    }

    /// A v2 record's transaction ids into `order_transactions`; an id already indexed stays with the
    /// record that has it.
    private static func indexing(_ order: LedgerOrder) -> (sql: String, binds: [SQLiteData])? {
        guard !order.transactionIds.isEmpty else { return nil }
        let rows = Array(repeating: "(?, ?, ?, ?)", count: order.transactionIds.count).joined(separator: ", ")
        return ("INSERT INTO order_transactions (merchant_id, transaction_id, kind, order_id) VALUES \(rows) ON CONFLICT DO NOTHING",
                order.transactionIds.flatMap { [SQLiteData.text(order.merchantId), .text($0), .text(order.kind), .text(order.id)] })
    }

    /// False when the change cannot be made.
    func run(on connection: SQLiteHandle) throws -> Bool {
        if try connection.query(sql, binds).isEmpty, refusable { return false }
        if let then { try connection.query(then.sql, then.binds) }
        return true
    }

    /// One statement is atomic on its own: it needs no savepoint, nor BEGIN and COMMIT when alone.
    var isOneStatement: Bool { then == nil }
}

extension SQLiteLedger {
    /// The writer's turn: the batches queued together are committed in one transaction, and each is
    /// answered after that commit; other jobs run alone, in the order queued.
    static func run(_ jobs: [SQLiteWriterJob], on connection: SQLiteHandle) {
        var group: [(writes: [SQLiteWrite], answer: CheckedContinuation<Bool, any Error>)] = []
        for job in jobs {
            switch job {
            case .batch(let writes, let answer):
                group.append((writes, answer))
            case .alone(let body):
                commit(group, on: connection)
                group.removeAll()
                body(connection)
            }
        }
        commit(group, on: connection)
    }

    private static func commit(_ group: [(writes: [SQLiteWrite], answer: CheckedContinuation<Bool, any Error>)], on connection: SQLiteHandle) {
        guard let first = group.first else { return }
        if group.count == 1, first.writes.count <= 1, first.writes.allSatisfy(\.isOneStatement) {
            first.answer.resume(with: Result { try first.writes.first?.run(on: connection) ?? true })
            return
        }
        var answers: [Result<Bool, any Error>] = []
        do {
            try connection.query("BEGIN IMMEDIATE")
            for batch in group {
                let needsSavepoint = batch.writes.count > 1 || !batch.writes.allSatisfy(\.isOneStatement)
                do {
                    answers.append(.success(try apply(batch.writes, on: connection, savepoint: needsSavepoint)))
                } catch {
                    // SQLite rolled back the whole transaction (a full disk, an I/O error): none of the group was kept.
                    if connection.inAutocommit { throw error }
                    if needsSavepoint { rollBack(connection) }
                    answers.append(.failure(error))
                }
            }
            try connection.query("COMMIT")
        } catch {
            _ = try? connection.query("ROLLBACK")
            for batch in group { batch.answer.resume(throwing: error) }
            return
        }
        for (batch, answer) in zip(group, answers) { batch.answer.resume(with: answer) }
    }

    /// One batch inside the group's transaction: all of it, or (refused) none of it.
    private static func apply(_ writes: [SQLiteWrite], on connection: SQLiteHandle, savepoint: Bool) throws -> Bool {
        guard savepoint else { return try writes.first?.run(on: connection) ?? true }
        try connection.query("SAVEPOINT batch")
        for write in writes {
            guard try write.run(on: connection) else {
                rollBack(connection)
                return false
            }
        }
        try connection.query("RELEASE batch")
        return true
    }

    private static func rollBack(_ connection: SQLiteHandle) {
        _ = try? connection.query("ROLLBACK TO batch")
        _ = try? connection.query("RELEASE batch")
    }
}
