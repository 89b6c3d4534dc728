import CheckoutCore
import Hummingbird

/// The gateway's endpoints over HTTP: each turns the request into a `GatewayRequest` (method, path,
/// headers, body), asks the store, and writes the core's answer back (status, compact JSON). The
/// server adds nothing of its own: signing, envelopes and refusals are the core's.
public enum GatewayRoutes {
    /// Initiation and refund endpoints (POST, base64 envelope, `X-VERIFY` over base64 + path + salt key).
    public static let postPaths = ["/v4/debit", "/pg/v1/pay", "/v3/debit", "/v3/recurring/auth/init", RefundRequest.path]
    /// Status endpoints (GET, `X-VERIFY` over path + salt key, `X-MERCHANT-ID`).
    public static let statusPaths = StatusPathTemplate.all.map(\.routerPattern)
    /// Far above any envelope the flows send.
    public static let maxBodyBytes = 1 << 20

    public static func router(store: GatewayStore, log: LiveLog = .off, guarding: RequestGuard = RequestGuard()) -> Router<GatewayRequestContext> {
        let router = Router(context: GatewayRequestContext.self)
        router.add(middleware: RequestLogMiddleware(log: log))
        router.add(middleware: UnsimulatedPaths(v1Endpoints: postPaths.map { "POST " + $0 } + statusPaths.map { "GET " + $0 }))
        for path in postPaths {
            router.post(RouterPath(path)) { request, context in try await forward(request, context: context, to: store, guarding: guarding) }
        }
        for path in statusPaths {
            router.get(RouterPath(path)) { request, context in try await forward(request, context: context, to: store, guarding: guarding) }
        }
        OAuthRoutes.add(to: router, store: store)
        V2Routes.add(to: router, store: store, guarding: guarding)
        AdminRoutes.add(to: router, store: store, guarding: guarding)
        PayPageRoutes.add(to: router, store: store, guarding: guarding)
        V2PayPage.add(to: router, store: store, guarding: guarding)
        return router
    }

    static func forward(_ request: Request, context: GatewayRequestContext, to store: GatewayStore, guarding: RequestGuard) async throws -> Response {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: maxBodyBytes)
        } catch {
            return json(.error(.badRequest, message: "the body is over \(maxBodyBytes / 1024) KiB, far above any request the gateway takes"))
        }
        var headers = request.headers.map { HTTPHeader($0.name.canonicalName, $0.value) }
        // HTTP/1's Host arrives as the authority; the pay page's URL is built on it when it is one of
        // this server's names (else on the address served), never on a name a caller made up.
        if let authority = request.head.authority, guarding.allows(host: authority) { headers.append(HTTPHeader("Host", authority)) }
        // Read once: the faults, the store, the core and the log use the one decoded envelope.
        let call = GatewayCall(GatewayRequest(
            method: request.method.rawValue, path: request.uri.path, headers: headers, body: String(buffer: buffer)))
        let answer: GatewayResponse
        do {
            answer = try await store.respondWithFaults(to: call)
        } catch let error as LedgerError where error.isUnavailable {
            answer = .failure(PhonePeErrorCode.internalServerError.rawValue, message: error.description, httpStatus: 503)
        } catch {
            answer = .error(.internalServerError, message: "The ledger could not be read or written: \(error)")
        }
        if let note = context.logNote {
            let routing = call.routing
            // A 401's message says which signing mistake it could be: the developer reads it in the log.
            let why = answer.httpStatus == 401 ? answer.body["message"]?.stringValue : nil
            note.record(merchantId: routing?.merchantId, paymentId: routing?.paymentIds.first, code: answer.code.isEmpty ? nil : answer.code, message: why)
        }
        return json(answer)
    }

    static func json(_ answer: GatewayResponse) -> Response {
        Response(
            status: HTTPResponse.Status(code: answer.httpStatus),
            headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: JSONWriter.compact(answer.body))))
    }
}
