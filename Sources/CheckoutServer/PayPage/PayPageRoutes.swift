import CheckoutCore
import Hummingbird

/// `GET {payPagePath}/{merchantId}/{id}` shows PG's hosted pay page for a `PAY_PAGE` payment; its
/// buttons `POST` back `action=pay` or `action=decline`, which acts as the payment app would and then
/// sends the browser to the merchant's `redirectUrl` (or back to the page when none was given).
enum PayPageRoutes {
    static func add(to router: Router<GatewayRequestContext>, store: GatewayStore, guarding: RequestGuard) {
        let path = RouterPath(GatewayStore.payPagePath + "/:merchantId/:id")
        router.get(path) { request, context in
            try await html {
                let (merchantId, id) = try payment(context)
                let transaction = try await store.transaction(merchantId: merchantId, id: id)
                return (200, PayPageHTML.page(transaction, actionPath: request.uri.path, postBack: postBack(transaction, store: store)))
            }
        }
        router.post(path) { request, context in
            let merchantId: String, id: String
            do { (merchantId, id) = try payment(context) } catch let error as AdminError { return page(error.httpStatus, error.message) }
            // The page's own form sends no JSON and no token, but it comes from this server's page.
            if let refusal = guarding.refusal(request, json: false, admin: false) { return page(refusal.httpStatus, refusal.message) }
            let form = try await request.body.collect(upTo: 4096)
            let action = String(buffer: form).split(separator: "&").first { $0.hasPrefix("action=") }?.dropFirst("action=".count)
            let decided: AdminTransaction
            do {
                switch action {
                case "pay": decided = try await store.act(.pay, merchantId: merchantId, id: id)
                case "decline": decided = try await store.act(.decline, merchantId: merchantId, id: id)
                default: return page(400, "Unknown action: the page's buttons send action=pay or action=decline.")
                }
            } catch let error as AdminError {
                return page(error.httpStatus, error.message)
            } catch let error as LedgerError where error.isUnavailable {
                return page(503, error.description)
            }
            // redirectMode POST: the decided page, whose button posts the fields to the merchant.
            if let fields = postBack(decided, store: store), PayPageHTML.merchantURL(decided.payment.record) != nil {
                return page(200, body: PayPageHTML.page(decided, actionPath: request.uri.path, postBack: fields))
            }
            return Response(status: .seeOther, headers: [.location: PayPageHTML.merchantURL(decided.payment.record) ?? request.uri.path])
        }
    }

    /// The fields to post back for a decided payment whose pay call asked for `redirectMode: POST`.
    private static func postBack(_ transaction: AdminTransaction, store: GatewayStore) -> [(name: String, value: String)]? {
        let record = transaction.payment.record
        guard record.decision != nil, PayPagePostBack.wanted(record), let merchant = store.merchants[record.merchantId] else { return nil }
        return PayPagePostBack.fields(transaction, saltKey: merchant.settings.saltKey, saltIndex: merchant.settings.saltIndex)
    }

    private static func payment(_ context: GatewayRequestContext) throws -> (String, String) {
        guard let merchantId = context.parameters.get("merchantId"), let id = context.parameters.get("id") else {
            throw HTTPError(.notFound)
        }
        return (try PathIds.decoded(merchantId, field: "merchantId"), try PathIds.decoded(id, field: "id"))
    }

    private static func html(_ make: () async throws -> (Int, String)) async throws -> Response {
        do {
            let (status, text) = try await make()
            return page(status, body: text)
        } catch let error as AdminError {
            return page(error.httpStatus, error.message)
        } catch let error as LedgerError where error.isUnavailable {
            return page(503, error.description)
        }
    }

    /// A short page saying what went wrong.
    static func page(_ status: Int, _ message: String) -> Response {
        page(status, body: "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>checkout-sim</title></head>"
            + "<body><p>\(PayPageHTML.escape(message))</p></body></html>\n")
    }

    static func page(_ status: Int, body: String) -> Response {
        Response(
            status: HTTPResponse.Status(code: status),
            headers: [.contentType: "text/html; charset=utf-8", .contentSecurityPolicy: PayPageHTML.contentSecurityPolicy],
            body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }
}
