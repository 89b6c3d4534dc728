import CheckoutCore

/// How SQL ledgers keep a payment's record and a callback's request: as JSON text, written and read
/// with the project's own JSON so a stored row reads back exactly as it was written.
enum LedgerText {
    static func text(of record: PhonePePayment) -> String {
        JSONWriter.compactString(record.json)
    }

    static func record(from text: String) throws -> PhonePePayment {
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

    private static func parse(_ text: String, what: String) throws -> JSONValue {
        do {
            return try JSONParser.parse(text)
        } catch {
            throw LedgerError.unreadableRow("a \(what) that is not JSON (\(error)): \(text.prefix(120))")
        }
    }
}
