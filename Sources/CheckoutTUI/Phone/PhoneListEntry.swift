/// A row of the phone's list: a v1 payment, or a PhonePe v2 order beside them.
enum PhoneListEntry: Equatable {
    case payment(ServedPayment)
    case order(ServedOrder)

    /// Which payment or order a row is, so the chosen one stays chosen while the list refreshes.
    enum Key: Hashable {
        case payment(ServedPaymentKey)
        case order(ServedOrderKey)
    }

    var key: Key {
        switch self {
        case .payment(let payment): .payment(payment.key)
        case .order(let order): .order(order.key)
        }
    }

    var createdAt: Int64 {
        switch self {
        case .payment(let payment): payment.createdAt
        case .order(let order): order.createdAt
        }
    }

    /// Payments and orders, each newest first, as one list newest first (a payment first on a tie).
    static func merged(_ payments: [ServedPayment], _ orders: [ServedOrder]) -> [PhoneListEntry] {
        guard !orders.isEmpty else { return payments.map(PhoneListEntry.payment) }
        var merged: [PhoneListEntry] = []
        var paymentIndex = 0
        var orderIndex = 0
        while paymentIndex < payments.count || orderIndex < orders.count {
            if orderIndex == orders.count || (paymentIndex < payments.count && payments[paymentIndex].createdAt >= orders[orderIndex].createdAt) {
                merged.append(.payment(payments[paymentIndex]))
                paymentIndex += 1
            } else {
                merged.append(.order(orders[orderIndex]))
                orderIndex += 1
            }
        }
        return merged
    }
}
