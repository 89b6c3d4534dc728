import CheckoutCore
import Hummingbird

/// A path no route serves, under a PhonePe host prefix or one of v2's API paths, answers a JSON body
/// in PhonePe's error shape naming what is simulated, not the router's empty 404: a merchant pointing
/// a v2 SDK at `serve` reads why its call failed. Other unknown paths keep the empty 404.
struct UnsimulatedPaths: RouterMiddleware {
    /// v2's API paths, which PhonePe's SDKs call (the token endpoint is served).
    static let v2PathPrefixes = ["/checkout/v2/", "/payments/v2/", "/subscriptions/v2/", "/v1/oauth/"]

    /// The v1 endpoints served, as `METHOD path`.
    let v1Endpoints: [String]

    func handle(
        _ request: Request, context: GatewayRequestContext, next: (Request, GatewayRequestContext) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            let path = request.uri.path
            guard context.strippedPrefix != nil || Self.v2PathPrefixes.contains(where: { path.hasPrefix($0) }) else { throw error }
            let answer = PhonePeV2Response.notSimulated(
                method: request.method.rawValue, path: (context.strippedPrefix ?? "") + path, v1Endpoints: v1Endpoints)
            return OAuthRoutes.json(answer)
        }
    }
}
