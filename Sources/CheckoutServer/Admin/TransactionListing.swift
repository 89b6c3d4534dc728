import CheckoutCore

/// How `GET /_sim/transactions` lists payments: oldest first (pages stay put while payments arrive)
/// or newest first (`order=newest`), and optionally only those in some states (`state=PENDING` or
/// `state=COMPLETED,FAILED`): the state a status call on the payment answers now.
public struct TransactionListing: Sendable, Equatable {
    public var newestFirst = false
    /// Nil lists every payment.
    public var states: Set<PaymentState>?

    public static let orders = ["oldest", "newest"]
    public static let stateNames: [PaymentState] = [.pending, .completed, .failed]

    public init(newestFirst: Bool = false, states: Set<PaymentState>? = nil) {
        self.newestFirst = newestFirst
        self.states = states
    }

    /// The query's `order` and `state`, each refused by name when it is not one of the known values.
    init(order: String?, states text: String?) throws(AdminError) {
        switch order {
        case nil, "oldest": newestFirst = false
        case "newest": newestFirst = true
        case let other?:
            throw AdminError.badRequest(field: "order", "must be oldest or newest, got \"\(String(other.prefix(40)))\"")
        }
        guard let text else { return }
        var states: Set<PaymentState> = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let state = Self.stateNames.first(where: { $0.rawValue == name }) else {
                let known = Self.stateNames.map(\.rawValue).joined(separator: ", ")
                throw AdminError.badRequest(field: "state", "must be one or more of \(known), separated by commas, got \"\(String(text.prefix(40)))\"")
            }
            states.insert(state)
        }
        self.states = states
    }

    /// The state a status call answers now: PENDING until the payment's final code, then COMPLETED
    /// or FAILED.
    static func state(of transaction: AdminTransaction) -> PaymentState {
        switch transaction.nextStatusCode {
        case "PAYMENT_SUCCESS": .completed
        case "PAYMENT_PENDING", "INTERNAL_SERVER_ERROR": .pending
        default: .failed
        }
    }
}
