import CheckoutCore
import NIOConcurrencyHelpers

/// How SQL ledgers keep a payment's record, a v2 record and a callback's request: as JSON text,
/// written and read with the project's own JSON so a stored row reads back exactly as it was written.
enum LedgerText {
    static func text(of record: PhonePePayment) -> String {
        let text = JSONWriter.compactString(record.json)
        recentRecords.keep(record, as: text)
        return text
    }

    static func record(from text: String) throws -> PhonePePayment {
        if let record = recentRecords.record(for: text) { return record }
        guard let record = PhonePePayment(json: try parse(text, what: "payment")) else {
            throw LedgerError.unreadableRow("a payment whose record is not one this build reads: \(text.prefix(120))")
        }
        return record
    }

    /// `{"method","url","headers":[{"name","value"}…],"body"}`: headers as a list, so their order and
    /// any repeated name survive.
    static func text(of request: GatewayRequest) -> String {
        let headers = request.headers.map { header -> JSONValue in ["name": .string(header.name), "value": .string(header.value)] }
        let object: JSONValue = [
            "method": .string(request.method), "url": .string(request.path), "headers": .array(headers), "body": .string(request.body),
        ]
        return JSONWriter.compactString(object)
    }

    static func request(from text: String) throws -> GatewayRequest {
        let json = try parse(text, what: "callback")
        let headers = json["headers"]?.arrayValue?.compactMap { header -> HTTPHeader? in
            guard let name = header["name"]?.stringValue, let value = header["value"]?.stringValue else { return nil }
            return HTTPHeader(name, value)
        }
        guard let method = json["method"]?.stringValue, let url = json["url"]?.stringValue, let headers,
            let body = json["body"]?.stringValue
        else { throw LedgerError.unreadableRow("a callback whose request is not one this build reads: \(text.prefix(120))") }
        return GatewayRequest(method: method, path: url, headers: headers, body: body)
    }

    static func payment(recordText: String, createdAt: Int64, paysAt: Int64?, version: Int64) throws -> LedgerPayment {
        LedgerPayment(record: try record(from: recordText), createdAt: createdAt, paysAt: paysAt, version: version)
    }

    /// One `orders` row as an SQL ledger reads it: the record, and its transaction ids as a JSON list.
    struct OrderRow {
        var merchantId: String
        var kind: String
        var id: String
        var record: String
        var transactionIds: String
        var createdAt: Int64
        var paysAt: Int64?
        var version: Int64
    }

    static func order(_ row: OrderRow) throws -> LedgerOrder {
        let ids = try parse(row.transactionIds, what: "list of transaction ids")
        guard let transactionIds = ids.arrayValue?.compactMap(\.stringValue), transactionIds.count == ids.arrayValue?.count else {
            throw LedgerError.unreadableRow("a v2 record whose transaction ids are not a list of strings: \(row.transactionIds.prefix(120))")
        }
        return LedgerOrder(
            merchantId: row.merchantId, kind: row.kind, id: row.id, record: try parse(row.record, what: "v2 record"),
            transactionIds: transactionIds, createdAt: row.createdAt, paysAt: row.paysAt, version: row.version)
    }

    static func text(of record: JSONValue) -> String {
        JSONWriter.compactString(record)
    }

    static func text(ofTransactionIds ids: [String]) -> String {
        JSONWriter.compactString(.array(ids.map { .string($0) }))
    }

    /// One `callbacks` row as an SQL ledger reads it.
    struct CallbackRow {
        var id: Int64
        var merchantId: String
        var paymentId: String
        var request: String
        var nextAttemptAt: Int64?
    }

    /// Callbacks in the rows' order, each given its attempts (kept in the order given).
    static func callbacks(_ rows: [CallbackRow], attempts: [(callbackId: Int64, attempt: CallbackAttempt)]) throws -> [LedgerCallback] {
        let byCallback = Dictionary(grouping: attempts, by: \.callbackId)
        return try rows.map { row in
            LedgerCallback(
                id: row.id, merchantId: row.merchantId, paymentId: row.paymentId, request: try request(from: row.request),
                nextAttemptAt: row.nextAttemptAt, attempts: byCallback[row.id]?.map(\.attempt) ?? [])
        }
    }

    /// A status call reads back the record its pay call wrote a moment ago: the text alone says which
    /// record it is, so it need not be parsed again.
    private static let recentRecords = RecentRecords()

    private static func parse(_ text: String, what: String) throws -> JSONValue {
        do {
            return try JSONParser.parse(text)
        } catch {
            throw LedgerError.unreadableRow("a \(what) that is not JSON (\(error)): \(text.prefix(120))")
        }
    }
}

/// The last payment records written, by their text, forgotten oldest first.
private final class RecentRecords: Sendable {
    private static let capacity = 1024
    private let state = NIOLockedValueBox(State())

    private struct State {
        var records: [String: PhonePePayment] = [:]
        var order: [String] = []
        var oldest = 0
    }

    func keep(_ record: PhonePePayment, as text: String) {
        state.withLockedValue { state in
            guard state.records.updateValue(record, forKey: text) == nil else { return }
            if state.order.count < Self.capacity {
                state.order.append(text)
            } else {
                state.records[state.order[state.oldest]] = nil
                state.order[state.oldest] = text
                state.oldest = (state.oldest + 1) % Self.capacity
            }
        }
    }

    func record(for text: String) -> PhonePePayment? {
        state.withLockedValue { $0.records[text] }
    }
}
