import CheckoutCore
import ServiceLifecycle

/// Where `serve` keeps payments (v1's, and v2's orders and refunds as `LedgerOrder`s) and the
/// callbacks owed for them: in memory, an SQLite file or a shared PostgreSQL database. Writes are
/// all-or-nothing batches, checked against what the writer read (a version per payment or record),
/// so several stores (or several servers on one database) never charge twice or lose an update: a
/// batch that lost a race is refused and the caller tries again.
public protocol Ledger: Sendable {
    /// The payments of `merchantId` among `ids` that exist, in any order.
    func payments(merchantId: String, ids: [String]) async throws -> [LedgerPayment]
    /// Applies every change or none. False, with nothing written, when an insert finds its id taken
    /// or an update finds the payment changed since it was read (its `version` no longer current);
    /// v2 records go by the same rules, beside the payments. An insert is stored as version 1 and each
    /// update adds one; `createdAt` stays as inserted.
    func apply(_ changes: [LedgerChange]) async throws -> Bool
    /// Payments in the order they were created, all merchants' when `merchantId` is nil.
    func payments(merchantId: String?, limit: Int, offset: Int) async throws -> [LedgerPayment]
    /// How many payments are kept, all merchants' when `merchantId` is nil.
    func count(merchantId: String?) async throws -> Int
    /// How many callbacks are still owed (neither delivered nor given up), all merchants'.
    func owedCallbackCount() async throws -> Int
    /// Payments still waiting for the simulated user whose `paysAt` is at or before `now`: soonest
    /// first, then in creation order.
    func paymentsToPay(dueBy now: Int64, limit: Int) async throws -> [LedgerPayment]
    /// Callbacks not yet delivered nor given up whose next attempt is due at or before `now`: soonest
    /// first, then in the order they were enqueued.
    func callbacksDue(by now: Int64, limit: Int) async throws -> [LedgerCallback]
    /// Takes the (at most `limit`) callbacks due soonest by `now` for one delivery attempt each:
    /// in the same write each is moved to `leaseUntil`, so no other dispatcher, of this server or of
    /// another on the same ledger, takes it meanwhile. `recordAttempt` then sets its real next time;
    /// one whose attempt is never recorded (the server died) falls due again at `leaseUntil`.
    func claimCallbacks(dueBy now: Int64, leaseUntil: Int64, limit: Int) async throws -> [LedgerCallback]
    /// Keeps one delivery attempt; `nextAttemptAt` nil ends the callback (delivered or given up).
    /// An unknown `callbackId` changes nothing.
    func recordAttempt(callbackId: Int64, attempt: CallbackAttempt, nextAttemptAt: Int64?) async throws
    /// Puts `attempt`, an attempt's outcome, in place of the one `recordAttempt` kept when that attempt
    /// started (at `startedAt`, without a status), so that it counts even if it never ends; sets the
    /// callback's next time as `recordAttempt` does. Changes nothing unless that attempt is still the
    /// callback's last: one outlived by a later attempt (its claim ran out) leaves the later one be.
    func finishAttempt(callbackId: Int64, startedAt: Int64, attempt: CallbackAttempt, nextAttemptAt: Int64?) async throws
    /// Every callback owed for one payment, oldest first, with its attempts.
    func callbacks(merchantId: String, paymentId: String) async throws -> [LedgerCallback]
    /// The v2 records of `merchantId` among `keys` that exist, in any order.
    func orders(merchantId: String, keys: [LedgerOrderKey]) async throws -> [LedgerOrder]
    /// The v2 record of `merchantId` one of whose attempts is `transactionId`: the first record kept
    /// with that id, since an id already indexed stays with its record.
    func order(merchantId: String, transactionId: String) async throws -> LedgerOrder?
    /// v2 records still waiting for the simulated user whose `paysAt` is at or before `now`: soonest
    /// first, then in creation order.
    func ordersToPay(dueBy now: Int64, limit: Int) async throws -> [LedgerOrder]
    /// v2 records in the order they were created, all merchants' when `merchantId` is nil.
    func orders(merchantId: String?, limit: Int, offset: Int) async throws -> [LedgerOrder]
    /// How many v2 records are kept, all merchants' when `merchantId` is nil.
    func orderCount(merchantId: String?) async throws -> Int
    /// What must run while the ledger is used (PostgreSQL's connection pool, SQLite's checkpoints):
    /// the server runs them in its service group, first up and last down.
    var services: [any Service] { get }
}

extension Ledger {
    public var services: [any Service] { [] }
}

/// A payment as a ledger keeps it.
public struct LedgerPayment: Sendable, Equatable {
    public var record: PhonePePayment
    /// Milliseconds since the Unix epoch.
    public var createdAt: Int64
    /// When the simulated user pays in the payment app; nil once the user acted, or when nobody will.
    public var paysAt: Int64?
    /// Bumped by the ledger on every update; an update names the version it read.
    public var version: Int64

    public init(record: PhonePePayment, createdAt: Int64, paysAt: Int64?, version: Int64 = 0) {
        self.record = record
        self.createdAt = createdAt
        self.paysAt = paysAt
        self.version = version
    }

    public var merchantId: String { record.merchantId }
    public var id: String { record.id }
}

/// One write in an all-or-nothing batch.
public enum LedgerChange: Sendable, Equatable {
    /// A new payment; refused when its (merchant, id) is taken.
    case insert(LedgerPayment)
    /// A payment as changed by the writer; `version` is the one it read.
    case update(LedgerPayment)
    /// A callback owed to the merchant, first due at its `nextAttemptAt`.
    case enqueue(LedgerCallback)
    /// A new v2 record; refused when its (merchant, kind, id) is taken. Its transaction ids are indexed.
    case insertOrder(LedgerOrder)
    /// A v2 record as changed by the writer; `version` is the one it read. Transaction ids not yet
    /// indexed are indexed.
    case updateOrder(LedgerOrder)
}

/// A server-to-server callback the gateway owes a merchant, and every attempt to deliver it (a v2
/// webhook too, its `paymentId` the record's id).
public struct LedgerCallback: Sendable, Equatable {
    /// Given by the ledger; 0 before it is enqueued.
    public var id: Int64
    public var merchantId: String
    public var paymentId: String
    /// The POST as it is sent; its `path` is the merchant's full callback URL.
    public var request: GatewayRequest
    /// Nil once delivered or given up.
    public var nextAttemptAt: Int64?
    public var attempts: [CallbackAttempt]

    public init(id: Int64 = 0, merchantId: String, paymentId: String, request: GatewayRequest, nextAttemptAt: Int64?, attempts: [CallbackAttempt] = []) {
        self.id = id
        self.merchantId = merchantId
        self.paymentId = paymentId
        self.request = request
        self.nextAttemptAt = nextAttemptAt
        self.attempts = attempts
    }
}

/// One try at delivering a callback: the HTTP status the merchant answered, or why nothing came back.
public struct CallbackAttempt: Sendable, Equatable {
    public var at: Int64
    public var httpStatus: Int?
    public var error: String?

    public init(at: Int64, httpStatus: Int?, error: String? = nil) {
        self.at = at
        self.httpStatus = httpStatus
        self.error = error
    }

    public var delivered: Bool { httpStatus.map { (200..<300).contains($0) } ?? false }
}
