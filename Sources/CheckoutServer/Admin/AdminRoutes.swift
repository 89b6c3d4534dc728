import CheckoutCore
import Hummingbird

/// The admin API under `/_sim/`: list payments, set outcomes, act as the payment app, resend a
/// callback, set faults. No `X-VERIFY`: the server listens on loopback unless told otherwise, and
/// `RequestGuard` keeps web pages out (own `Host`, no foreign `Origin`, JSON bodies, an optional
/// token). JSON in and out; refusals are `{"error": …, "field": …}` with 400 (a bad
/// field), 404 (unknown merchant or payment) or 409 (the payment's state does not allow it).
public enum AdminRoutes {
    public static let prefix = "/_sim"
    public static let defaultLimit = 50
    public static let maxLimit = 1000
    /// Far beyond any ledger a simulator keeps, and small enough for every ledger's integers.
    public static let maxOffset = 1_000_000_000
    static let maxBodyBytes = 64 * 1024

    static func add(to router: Router<GatewayRequestContext>, store: GatewayStore, guarding: RequestGuard) {
        let admin = router.group(RouterPath(prefix)).add(middleware: AdminGuardMiddleware(guarding: guarding))
        admin.get("transactions") { request, _ in
            try await answer {
                let query = request.uri.queryParameters
                try allowQuery(["merchantId", "limit", "offset", "order", "state"], in: request)
                let merchantId = query.get("merchantId")
                let limit = try number(query.get("limit"), field: "limit", default: defaultLimit, in: 1...maxLimit)
                let offset = try number(query.get("offset"), field: "offset", default: 0, in: 0...maxOffset)
                let listing = try TransactionListing(order: query.get("order"), states: query.get("state"))
                let (total, page) = try await store.transactions(merchantId: merchantId, limit: limit, offset: offset, listing: listing)
                return [
                    "total": .int(Int64(total)), "offset": .int(Int64(offset)), "limit": .int(Int64(limit)),
                    "order": .string(listing.newestFirst ? "newest first" : "oldest first"), "transactions": .array(page.map(\.json)),
                ]
            }
        }
        admin.get("transactions/:merchantId/:id") { request, context in
            try await answer {
                let (merchantId, id) = try payment(context)
                return try await store.transaction(merchantId: merchantId, id: id).json
            }
        }
        admin.post("transactions/:merchantId/:id/outcome") { request, context in
            try await answer {
                let (merchantId, id) = try payment(context)
                let body = try await object(request)
                try allow(["outcome"], in: body)
                guard let text = body["outcome"]?.stringValue else {
                    throw AdminError.badRequest(field: "outcome", "must be a string: \(PhonePeOutcome.grammar)")
                }
                let outcome: PhonePeOutcome
                do { outcome = try PhonePeOutcome.parse(text) } catch {
                    throw AdminError.badRequest(field: "outcome", "\(error)".replacing("use --outcome ", with: "write "))
                }
                switch try await store.setOutcome(outcome, merchantId: merchantId, id: id) {
                case .preArmed:
                    return ["merchantId": .string(merchantId), "id": .string(id), "outcome": .string(outcome.description), "preArmed": true]
                case .changed(let transaction):
                    return transaction.json
                }
            }
        }
        admin.post("transactions/:merchantId/:id/act") { request, context in
            try await answer {
                let (merchantId, id) = try payment(context)
                let body = try await object(request)
                try allow(["action"], in: body)
                let names = PayerChoice.gatewayOffers.map(\.rawValue).joined(separator: ", ")
                guard let action = body["action"]?.stringValue.flatMap(PayerChoice.init(gatewayWord:)) else {
                    throw AdminError.badRequest(field: "action", "must be one of \(names)")
                }
                return try await store.act(action, merchantId: merchantId, id: id).json
            }
        }
        admin.post("transactions/:merchantId/:id/callbacks/resend") { request, context in
            try await answer {
                let (merchantId, id) = try payment(context)
                try allow([], in: try await object(request))
                return try await store.resendCallback(merchantId: merchantId, id: id).json
            }
        }
        FaultRoutes.add(to: admin, store: store)
        V2AdminRoutes.add(to: admin, store: store)
    }

    // MARK: - HTTP helpers

    /// Runs a handler, answering its JSON with 200 or its refusal with the refusal's status.
    static func answer(_ handler: () async throws -> JSONValue) async throws -> Response {
        do {
            return json(try await handler())
        } catch let error as AdminError {
            return json(error.json, status: error.httpStatus)
        } catch let error as LedgerError where error.isUnavailable {
            return json(["error": .string(error.description)], status: 503)
        } catch {
            return json(["error": .string("the ledger could not be read or written: \(error)")], status: 500)
        }
    }

    static func json(_ value: JSONValue, status: Int = 200) -> Response {
        Response(
            status: HTTPResponse.Status(code: status), headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: JSONWriter.compact(value))))
    }

    /// The request's body as a JSON object; an empty body is an empty object, or refused naming
    /// `body` when the call means nothing without one (`example` shows what to send).
    static func object(_ request: Request, requiredLike example: String? = nil) async throws -> JSONObject {
        let buffer: ByteBuffer
        do { buffer = try await request.body.collect(upTo: maxBodyBytes) } catch {
            throw AdminError.badRequest(field: "body", "must be at most \(maxBodyBytes) bytes")
        }
        let text = String(buffer: buffer)
        if text.allSatisfy(\.isWhitespace) {
            if let example { throw AdminError.badRequest(field: "body", "is empty: send a JSON object, e.g. \(example)") }
            return JSONObject()
        }
        let value: JSONValue
        do { value = try JSONParser.parse(text) } catch {
            throw AdminError.badRequest(field: "body", "is not JSON: \(error)")
        }
        guard let object = value.objectValue else { throw AdminError.badRequest(field: "body", "must be a JSON object, got \(value.typeName)") }
        return object
    }

    static func allow(_ fields: [String], in body: JSONObject) throws(AdminError) {
        if let unknown = body.keys.first(where: { !fields.contains($0) }) {
            throw AdminError.badRequest(field: unknown, "is not known here; expected \(fields.joined(separator: ", "))")
        }
    }

    /// Refuses a query parameter the route does not read, so a misspelt one is not silently ignored.
    static func allowQuery(_ names: [String], in request: Request) throws(AdminError) {
        if let unknown = request.uri.queryParameters.first(where: { !names.contains(String($0.key)) }) {
            throw AdminError.badRequest(field: String(unknown.key), "is not a query parameter here; known: \(names.joined(separator: ", "))")
        }
    }

    private static func payment(_ context: GatewayRequestContext) throws(AdminError) -> (String, String) {
        guard let merchantId = context.parameters.get("merchantId"), let id = context.parameters.get("id") else {
            throw AdminError.notFound("the path must name a merchant and a payment: /_sim/transactions/{merchantId}/{id}")
        }
        return (try PathIds.decoded(merchantId, field: "merchantId"), try PathIds.decoded(id, field: "id"))
    }

    static func number(_ text: String?, field: String, default fallback: Int, in range: ClosedRange<Int>) throws(AdminError) -> Int {
        guard let text else { return fallback }
        guard let value = Int(text), range.contains(value) else {
            let upper = range.upperBound == .max ? "up" : "to \(range.upperBound)"
            throw AdminError.badRequest(field: field, "must be a whole number from \(range.lowerBound) \(upper), got \"\(text)\"")
        }
        return value
    }
}
