import Hummingbird

/// What the server's routes and middleware get for one request, beside Hummingbird's own: the
/// PhonePe host prefix taken off its path, and where a route tells the request log what it answered.
public struct GatewayRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The prefix `EnvironmentPrefixes` took off the path (`/apis/pg-sandbox`), for the log to show
    /// the path as the client sent it.
    var strippedPrefix: String?
    /// Set by `RequestLogMiddleware`; nil when the log is off, so routes skip the work.
    var logNote: RequestLogNote?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }
}
