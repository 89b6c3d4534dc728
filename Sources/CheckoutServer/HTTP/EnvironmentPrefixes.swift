import Hummingbird

/// Lets a merchant back end point its PhonePe base URL at `serve` unchanged: PhonePe's hosts put the
/// API under a prefix (`https://api-preprod.phonepe.com/apis/pg-sandbox` for UAT,
/// `https://api.phonepe.com/apis/hermes` for v1 in production) that `X-VERIFY` does not cover, so
/// `http://127.0.0.1:8080/apis/pg-sandbox/pg/v1/pay` is answered as `/pg/v1/pay`. It wraps the
/// router, since the path must change before a route is chosen.
struct EnvironmentPrefixes<Routes: HTTPResponderBuilder>: HTTPResponderBuilder where Routes.Responder.Context == GatewayRequestContext {
    let routes: Routes

    func buildResponder() -> CallbackResponder<Routes.Responder.Context> {
        let responder = routes.buildResponder()
        return CallbackResponder { request, context in
            guard let path = request.head.path, let prefix = phonePeAPIPrefixes.first(where: { path.hasPrefix($0 + "/") }) else {
                return try await responder.respond(to: request, context: context)
            }
            var head = request.head
            head.path = String(path.dropFirst(prefix.count))
            var context = context
            context.strippedPrefix = prefix
            return try await responder.respond(to: Request(head: head, body: request.body), context: context)
        }
    }
}

/// The path prefixes of PhonePe's API hosts: UAT's for everything; production's for v1 (`hermes`),
/// v2 (`pg`) and v2's OAuth (`identity-manager`).
let phonePeAPIPrefixes = ["/apis/pg-sandbox", "/apis/hermes", "/apis/pg", "/apis/identity-manager"]
