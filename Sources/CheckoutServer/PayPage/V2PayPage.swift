import CheckoutCore
import Hummingbird

/// `GET {v2PayPagePath}/{merchantId}/{merchantOrderId}` shows Standard Checkout's pay page for a v2
/// order; its buttons `POST` back `action=pay` or `action=decline`, which acts as the customer
/// would, then sends the browser to the order's `paymentFlow.merchantUrls.redirectUrl` (or back to
/// the page when none was given).
enum V2PayPage {
    static func add(to router: Router<GatewayRequestContext>, store: GatewayStore, guarding: RequestGuard) {
        let path = RouterPath(GatewayStore.v2PayPagePath + "/:merchantId/:merchantOrderId")
        router.get(path) { request, context in
            await answer {
                let (merchantId, id) = try ids(context)
                guard let order = try await store.order(merchantId: merchantId, id: id) else { throw notFound(merchantId, id) }
                return page(200, body: html(order, actionPath: request.uri.path, at: store.now()))
            }
        }
        router.post(path) { request, context in
            await answer {
                let (merchantId, id) = try ids(context)
                // The page's own form sends no JSON and no token, but it comes from this server's page.
                if let refusal = guarding.refusal(request, json: false, admin: false) { return message(refusal.httpStatus, refusal.message) }
                let form = try await request.body.collect(upTo: 4096)
                let action = String(buffer: form).split(separator: "&").first { $0.hasPrefix("action=") }?.dropFirst("action=".count)
                // The admin API's act, as v1's page uses v1's: 404 for an unknown order, 409 for one
                // decided already or expired.
                let decided: AdminV2Record
                switch action {
                case "pay": decided = try await store.actOnOrder(.pay, merchantId: merchantId, id: id)
                case "decline": decided = try await store.actOnOrder(.decline, merchantId: merchantId, id: id)
                default: return message(400, "Unknown action: the page's buttons send action=pay or action=decline.")
                }
                return Response(status: .seeOther, headers: [.location: merchantURL(decided.record) ?? request.uri.path])
            }
        }
    }

    static func html(_ order: PhonePeV2Order, actionPath: String, at time: Int64) -> String {
        let amount = "₹" + Rupees.shown(fromPaise: order.amount)
        var body = """
            <h1>Pay \(escape(order.merchantId))</h1>
            <p class="amount">\(escape(amount))</p>
            <p>Order <code>\(escape(order.id))</code> (<code>\(escape(order.phonePeId))</code>)</p>
            """
        switch order.decision {
        case nil where time >= order.expireAt:
            body += "\n<p class=\"result\">This order expired unpaid.</p>"
        case nil:
            body += """

                <form method="post" action="\(escape(actionPath))">
                <button name="action" value="pay">Pay \(escape(amount))</button>
                <button name="action" value="decline">Decline</button>
                </form>
                <p class="note">A simulated PhonePe pay page: nothing is charged.</p>
                """
        case let decision?:
            let said = decision == .approved ? "Paid" : "Declined"
            body += "\n<p class=\"result\">\(said). The merchant learns how it ended from order status and its webhook.</p>"
            if let back = merchantURL(order) { body += "\n<p><a href=\"\(escape(back))\">Back to \(escape(order.merchantId))</a></p>" }
        }
        return PayPageHTML.document(merchantId: order.merchantId, body: body)
    }

    /// The order's `redirectUrl` when it is a `WebURL` (checked at the pay call, and again here).
    static func merchantURL(_ order: PhonePeV2Order) -> String? {
        guard let given = order.request["paymentFlow"]?["merchantUrls"]?["redirectUrl"]?.stringValue, WebURL.problem(in: given) == nil else { return nil }
        return given
    }

    private static func escape(_ text: String) -> String { PayPageHTML.escape(text) }

    private static func ids(_ context: GatewayRequestContext) throws -> (String, String) {
        guard let merchantId = context.parameters.get("merchantId"), let id = context.parameters.get("merchantOrderId") else { throw HTTPError(.notFound) }
        return (try PathIds.decoded(merchantId, field: "merchantId"), try PathIds.decoded(id, field: "merchantOrderId"))
    }

    private static func notFound(_ merchantId: String, _ id: String) -> AdminError {
        .notFound("No v2 order \(id) of merchant \(merchantId)")
    }

    private static func answer(_ make: () async throws -> Response) async -> Response {
        do {
            return try await make()
        } catch let error as AdminError {
            return message(error.httpStatus, error.message)
        } catch let error as LedgerError where error.isUnavailable {
            return message(503, error.description)
        } catch {
            return message(500, "The ledger could not be read or written: \(error)")
        }
    }

    private static func message(_ status: Int, _ text: String) -> Response { PayPageRoutes.page(status, text) }

    private static func page(_ status: Int, body: String) -> Response { PayPageRoutes.page(status, body: body) }
}
