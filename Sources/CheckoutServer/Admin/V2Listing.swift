import CheckoutCore

/// How `GET /_sim/v2/orders` and `/_sim/v2/refunds` list records: oldest first or newest first
/// (`order=newest`), and optionally only those in some states (`state=PENDING` or
/// `state=COMPLETED,FAILED`): the state their status call answers now, as v1's listing does.
public struct V2Listing: Sendable, Equatable {
    public var kind: PhonePeV2Order.Kind
    public var newestFirst = false
    /// Nil lists every record of the kind.
    public var states: Set<String>?

    public init(kind: PhonePeV2Order.Kind, newestFirst: Bool = false, states: Set<String>? = nil) {
        self.kind = kind
        self.newestFirst = newestFirst
        self.states = states
    }

    /// The states status answers for each kind.
    public static func stateNames(_ kind: PhonePeV2Order.Kind) -> [String] {
        kind == .order ? ["PENDING", "COMPLETED", "FAILED"] : ["PENDING", "CONFIRMED", "COMPLETED", "FAILED"]
    }

    /// The query's `order` and `state`, each refused by name when it is not one of the known values.
    init(kind: PhonePeV2Order.Kind, order: String?, states text: String?) throws(AdminError) {
        self.kind = kind
        newestFirst = try TransactionListing(order: order, states: nil).newestFirst
        guard let text else { return }
        let known = Self.stateNames(kind)
        var states: Set<String> = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard known.contains(String(name)) else {
                throw AdminError.badRequest(
                    field: "state", "must be one or more of \(known.joined(separator: ", ")), separated by commas, got \"\(String(text.prefix(40)))\"")
            }
            states.insert(String(name))
        }
        self.states = states
    }
}
