import CheckoutCore
import Hummingbird

/// PhonePe v2's token endpoint, `POST /v1/oauth/token`: the form body, every served merchant's
/// client and the store's clock handed to the core, whose answer is written back as compact JSON.
enum OAuthRoutes {
    /// Far above the four short fields the endpoint takes.
    static let maxBodyBytes = 16 * 1024

    static func add(to router: Router<GatewayRequestContext>, store: GatewayStore) {
        router.post(RouterPath(PhonePeOAuth.tokenPath)) { request, context in
            let answer: PhonePeV2Response
            do {
                let body = try await request.body.collect(upTo: maxBodyBytes)
                answer = PhonePeOAuth.answerTokenRequest(body: String(buffer: body), clients: store.clients.clients, at: store.now() / 1000)
            } catch {
                answer = PhonePeV2Response(httpStatus: 413, body: [
                    "code": "BAD_REQUEST", "message": .string("The body is over \(maxBodyBytes / 1024) KiB; the token endpoint takes four short fields"),
                    "context": ["field": "body"],
                ])
            }
            // The log never shows the token, only whose merchant's client got it; a refusal's code and
            // reason help the developer.
            let issuedTo = answer.body["access_token"]?.stringValue.flatMap(PhonePeAccessToken.unverifiedClientId)
            context.logNote?.record(
                merchantId: issuedTo.flatMap { store.clients.merchant(clientId: $0)?.merchantId }, paymentId: nil,
                code: answer.httpStatus == 200 ? nil : answer.body["code"]?.stringValue,
                message: answer.body["context"]?["error_description"]?.stringValue)
            return json(answer)
        }
    }

    static func json(_ answer: PhonePeV2Response) -> Response {
        Response(
            status: HTTPResponse.Status(code: answer.httpStatus),
            headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: JSONWriter.compact(answer.body))))
    }
}
