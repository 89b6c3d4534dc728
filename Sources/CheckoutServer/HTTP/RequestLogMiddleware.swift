import Foundation
import Hummingbird

/// Logs every request the router answers, its own refusals (a 404) included, with how long the
/// answer took. Routes that know more (the gateway's merchant, payment and code) say so in the
/// `RequestLogNote` this middleware puts in the request's context; admin calls are named
/// by their path. The path is logged as the client sent it, host prefix included (`/apis/pg-sandbox/…`).
struct RequestLogMiddleware: RouterMiddleware {
    let log: LiveLog

    func handle(
        _ request: Request, context: GatewayRequestContext, next: (Request, GatewayRequestContext) async throws -> Response
    ) async throws -> Response {
        guard log.isOn else { return try await next(request, context) }
        let note = RequestLogNote()
        var context = context
        context.logNote = note
        let started = ContinuousClock.now
        do {
            let response = try await next(request, context)
            write(request, context: context, status: Int(response.status.code), since: started)
            return response
        } catch {
            write(request, context: context, status: Int((error as? any HTTPResponseError)?.status.code ?? 500), since: started)
            throw error
        }
    }

    private func write(_ request: Request, context: GatewayRequestContext, status: Int, since started: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - started
        let note = context.logNote?.values ?? RequestLogNote.Fields()
        var (merchantId, paymentId, code, message) = (note.merchantId, note.paymentId, note.code, note.message)
        if merchantId == nil, let admin = Self.adminNames(request) { (merchantId, paymentId) = admin }
        log.request(RequestLogEntry(
            at: log.now(), method: request.method.rawValue, path: (context.strippedPrefix ?? "") + request.uri.path,
            merchantId: merchantId, paymentId: paymentId, httpStatus: status, code: code,
            milliseconds: Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15,
            message: message))
    }

    /// The merchant and payment an admin call names: `/_sim/transactions/{merchantId}/{id}[/…]`, or
    /// the list's `?merchantId=`.
    static func adminNames(_ request: Request) -> (String?, String?)? {
        let path = request.uri.path
        guard path.hasPrefix(AdminRoutes.prefix + "/transactions") else { return nil }
        let parts = path.dropFirst((AdminRoutes.prefix + "/transactions").count).split(separator: "/", omittingEmptySubsequences: false)
        if parts.count >= 3, parts[0].isEmpty {
            return (String(parts[1]).removingPercentEncoding ?? String(parts[1]), String(parts[2]).removingPercentEncoding ?? String(parts[2]))
        }
        return request.uri.queryParameters["merchantId"].map { (String($0), nil) }
    }
}
