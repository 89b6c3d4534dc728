import Hummingbird

/// The guard in front of the admin API's routes.
struct AdminGuardMiddleware<Context: RequestContext>: RouterMiddleware {
    let guarding: RequestGuard

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let refusal = guarding.refusal(request, json: true, admin: true) { return AdminRoutes.json(refusal.json, status: refusal.httpStatus) }
        return try await next(request, context)
    }
}
