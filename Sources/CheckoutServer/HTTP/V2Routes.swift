import CheckoutCore
import Hummingbird

/// PhonePe v2's payment endpoints (Standard and Custom Checkout, refunds): each call's
/// `Authorization: O-Bearer` token names the merchant, whose store answers; a call without a token
/// the gateway issued gets the identity manager's 401.
enum V2Routes {
    /// Far above any order request PhonePe's SDKs send.
    static let maxBodyBytes = 64 * 1024

    static func add(to router: Router<GatewayRequestContext>, store: GatewayStore, guarding: RequestGuard) {
        for endpoint in PhonePeV2Checkout.endpoints {
            // `{name}` in the core's patterns is `:name` to the router.
            let path = RouterPath(endpoint.pattern.replacingOccurrences(of: "{", with: ":").replacingOccurrences(of: "}", with: ""))
            let handler: @Sendable (Request, GatewayRequestContext) async throws -> Response = { request, context in
                try await answer(request, context: context, store: store, guarding: guarding)
            }
            if endpoint.method == "POST" { router.post(path, use: handler) } else { router.get(path, use: handler) }
        }
    }

    static func answer(_ request: Request, context: GatewayRequestContext, store: GatewayStore, guarding: RequestGuard) async throws -> Response {
        let merchant: ServedMerchant
        switch store.clients.merchant(authorizing: request.headers[.authorization], at: store.now() / 1000) {
        case .success(let found): merchant = found
        case .failure(let refusal):
            context.logNote?.record(
                merchantId: nil, paymentId: nil, code: refusal.response.body["code"]?.stringValue,
                message: refusal.response.body["context"]?["error_description"]?.stringValue)
            return OAuthRoutes.json(refusal.response)
        }
        let body: String
        do {
            body = String(buffer: try await request.body.collect(upTo: maxBodyBytes))
        } catch {
            return OAuthRoutes.json(PhonePeV2Response(httpStatus: 413, body: [
                "code": "BAD_REQUEST", "message": .string("The body is over \(maxBodyBytes / 1024) KiB, far above any order request"),
                "context": ["field": "body"],
            ]))
        }
        let call = PhonePeV2Call(method: request.method.rawValue, path: request.uri.path, query: request.uri.query ?? "", body: body)
        let host = request.head.authority.flatMap { guarding.allows(host: $0) ? $0 : nil }
        let answer: PhonePeV2Response
        do {
            answer = try await store.respondWithFaults(to: call, merchant: merchant, host: host)
        } catch let error as LedgerError where error.isUnavailable {
            answer = PhonePeV2Response(httpStatus: 503, body: ["code": "INTERNAL_SERVER_ERROR", "message": .string(error.description)])
        } catch {
            answer = PhonePeV2Response(httpStatus: 500, body: ["code": "INTERNAL_SERVER_ERROR", "message": .string("The ledger could not be read or written: \(error)")])
        }
        let failed = answer.httpStatus >= 400
        context.logNote?.record(
            merchantId: merchant.merchantId, paymentId: call.reads.first?.id ?? call.transactionId,
            code: failed ? answer.body["code"]?.stringValue : nil, message: failed ? answer.body["message"]?.stringValue : nil)
        return OAuthRoutes.json(answer)
    }
}
