import Hummingbird

/// Logs every request the router answers, its own refusals (a 404) included, with how long the
/// answer took. Routes that know more (the gateway's merchant, payment and code) say so in the
/// `RequestLogNote` this middleware hands them for the length of the request.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    let log: LiveLog

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard log.isOn else { return try await next(request, context) }
        let note = RequestLogNote()
        let started = ContinuousClock.now
        do {
            let response = try await RequestLogNote.$current.withValue(note) { try await next(request, context) }
            write(request, note: note, status: Int(response.status.code), since: started)
            return response
        } catch {
            write(request, note: note, status: Int((error as? any HTTPResponseError)?.status.code ?? 500), since: started)
            throw error
        }
    }

    private func write(_ request: Request, note: RequestLogNote, status: Int, since started: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - started
        let (merchantId, paymentId, code) = note.values
        log.request(RequestLogEntry(
            at: log.now(), method: request.method.rawValue, path: request.uri.path, merchantId: merchantId,
            paymentId: paymentId, httpStatus: status, code: code,
            milliseconds: Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15))
    }
}
