import CheckoutCore

/// A ledger kept in memory for the life of the process (`serve --state :memory:`, and tests).
public actor MemoryLedger: Ledger {
    private var rows: [Key: LedgerPayment] = [:]
    /// Keys in creation order, for listings.
    private var order: [Key] = []
    private var callbackRows: [LedgerCallback] = []
    private var orderRows: [OrderKey: LedgerOrder] = [:]
    /// v2 records' keys in creation order.
    private var orderOrder: [OrderKey] = []
    /// Each transaction id to the record first kept with it.
    private var transactions: [Key: OrderKey] = [:]

    private struct Key: Hashable {
        var merchantId: String
        var id: String
    }

    private struct OrderKey: Hashable {
        var merchantId: String
        var key: LedgerOrderKey

        init(_ order: LedgerOrder) {
            self.init(merchantId: order.merchantId, key: order.key)
        }

        init(merchantId: String, key: LedgerOrderKey) {
            self.merchantId = merchantId
            self.key = key
        }
    }

    public init() {}

    public func payments(merchantId: String, ids: [String]) -> [LedgerPayment] {
        ids.compactMap { rows[Key(merchantId: merchantId, id: $0)] }
    }

    public func apply(_ changes: [LedgerChange]) -> Bool {
        // Only the rows the batch touches are staged: copying every row would make each write cost
        // as much as the whole ledger.
        var staged: [Key: LedgerPayment] = [:]
        var added: [Key] = []
        var stagedOrders: [OrderKey: LedgerOrder] = [:]
        var addedOrders: [OrderKey] = []
        var indexed: [Key: OrderKey] = [:]
        for change in changes {
            switch change {
            case .insert(let payment):
                let key = Key(merchantId: payment.merchantId, id: payment.id)
                guard (staged[key] ?? rows[key]) == nil else { return false }
                var stored = payment
                stored.version = 1
                staged[key] = stored
                added.append(key)
            case .update(let payment):
                let key = Key(merchantId: payment.merchantId, id: payment.id)
                guard let current = staged[key] ?? rows[key], current.version == payment.version else { return false }
                var stored = payment
                stored.createdAt = current.createdAt
                stored.version += 1
                staged[key] = stored
            case .insertOrder(let order):
                let key = OrderKey(order)
                guard (stagedOrders[key] ?? orderRows[key]) == nil else { return false }
                var stored = order
                stored.version = 1
                stagedOrders[key] = stored
                addedOrders.append(key)
                index(order, into: &indexed)
            case .updateOrder(let order):
                let key = OrderKey(order)
                guard let current = stagedOrders[key] ?? orderRows[key], current.version == order.version else { return false }
                var stored = order
                stored.createdAt = current.createdAt
                stored.version += 1
                stagedOrders[key] = stored
                index(order, into: &indexed)
            case .enqueue:
                break
            }
        }
        rows.merge(staged) { _, new in new }
        order += added
        orderRows.merge(stagedOrders) { _, new in new }
        orderOrder += addedOrders
        transactions.merge(indexed) { old, _ in old }
        for case .enqueue(var callback) in changes {
            callback.id = Int64(callbackRows.count + 1)
            callbackRows.append(callback)
        }
        return true
    }

    public func payments(merchantId: String?, limit: Int, offset: Int) -> [LedgerPayment] {
        let keys = merchantId.map { merchant in order.filter { $0.merchantId == merchant } } ?? order
        return keys.dropFirst(offset).prefix(limit).compactMap { rows[$0] }
    }

    public func count(merchantId: String?) -> Int {
        merchantId.map { merchant in order.count(where: { $0.merchantId == merchant }) } ?? order.count
    }

    public func owedCallbackCount() -> Int {
        callbackRows.count { $0.nextAttemptAt != nil }
    }

    /// Soonest due first, then in creation order.
    public func paymentsToPay(dueBy now: Int64, limit: Int) -> [LedgerPayment] {
        let due = order.enumerated().compactMap { position, key -> (at: Int64, position: Int, payment: LedgerPayment)? in
            guard let payment = rows[key], let paysAt = payment.paysAt, paysAt <= now else { return nil }
            return (paysAt, position, payment)
        }
        return due.sorted { ($0.at, $0.position) < ($1.at, $1.position) }.prefix(limit).map(\.payment)
    }

    /// Soonest due first, then in the order they were enqueued.
    public func callbacksDue(by now: Int64, limit: Int) -> [LedgerCallback] {
        let due = callbackRows.compactMap { callback -> (at: Int64, callback: LedgerCallback)? in
            guard let at = callback.nextAttemptAt, at <= now else { return nil }
            return (at, callback)
        }
        return due.sorted { ($0.at, $0.callback.id) < ($1.at, $1.callback.id) }.prefix(limit).map(\.callback)
    }

    public func claimCallbacks(dueBy now: Int64, leaseUntil: Int64, limit: Int) -> [LedgerCallback] {
        let claimed = callbacksDue(by: now, limit: limit)
        for callback in claimed {
            if let index = callbackRows.firstIndex(where: { $0.id == callback.id }) { callbackRows[index].nextAttemptAt = leaseUntil }
        }
        return claimed
    }

    public func recordAttempt(callbackId: Int64, attempt: CallbackAttempt, nextAttemptAt: Int64?) {
        guard let index = callbackRows.firstIndex(where: { $0.id == callbackId }) else { return }
        callbackRows[index].attempts.append(attempt)
        callbackRows[index].nextAttemptAt = nextAttemptAt
    }

    public func finishAttempt(callbackId: Int64, startedAt: Int64, attempt: CallbackAttempt, nextAttemptAt: Int64?) {
        guard let index = callbackRows.firstIndex(where: { $0.id == callbackId }), let last = callbackRows[index].attempts.last,
            last.at == startedAt, last.httpStatus == nil
        else { return }
        callbackRows[index].attempts[callbackRows[index].attempts.count - 1] = attempt
        callbackRows[index].nextAttemptAt = nextAttemptAt
    }

    public func callbacks(merchantId: String, paymentId: String) -> [LedgerCallback] {
        callbackRows.filter { $0.merchantId == merchantId && $0.paymentId == paymentId }
    }

    public func orders(merchantId: String, keys: [LedgerOrderKey]) -> [LedgerOrder] {
        // Each record once, as the SQL ledgers answer a key named twice.
        var seen: Set<LedgerOrderKey> = []
        return keys.filter { seen.insert($0).inserted }.compactMap { orderRows[OrderKey(merchantId: merchantId, key: $0)] }
    }

    public func order(merchantId: String, transactionId: String) -> LedgerOrder? {
        transactions[Key(merchantId: merchantId, id: transactionId)].flatMap { orderRows[$0] }
    }

    /// Soonest due first, then in creation order.
    public func ordersToPay(dueBy now: Int64, limit: Int) -> [LedgerOrder] {
        let due = orderOrder.enumerated().compactMap { position, key -> (at: Int64, position: Int, order: LedgerOrder)? in
            guard let order = orderRows[key], let paysAt = order.paysAt, paysAt <= now else { return nil }
            return (paysAt, position, order)
        }
        return due.sorted { ($0.at, $0.position) < ($1.at, $1.position) }.prefix(limit).map(\.order)
    }

    public func orders(merchantId: String?, limit: Int, offset: Int) -> [LedgerOrder] {
        let keys = merchantId.map { merchant in orderOrder.filter { $0.merchantId == merchant } } ?? orderOrder
        return keys.dropFirst(offset).prefix(limit).compactMap { orderRows[$0] }
    }

    public func orderCount(merchantId: String?) -> Int {
        merchantId.map { merchant in orderOrder.count(where: { $0.merchantId == merchant }) } ?? orderOrder.count
    }

    /// Stages the index entries of `order`'s transaction ids that no record holds yet.
    private func index(_ order: LedgerOrder, into indexed: inout [Key: OrderKey]) {
        for id in order.transactionIds {
            let key = Key(merchantId: order.merchantId, id: id)
            if transactions[key] == nil, indexed[key] == nil { indexed[key] = OrderKey(order) }
        }
    }
}
