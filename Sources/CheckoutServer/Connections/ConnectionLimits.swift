/// How long `serve` waits on a client, and how many it serves at once. A client slow to send its
/// request is dropped (the connection closed, no answer), so slow or half-open requests cannot hold
/// the connections and file descriptors that other clients need.
public struct ConnectionLimits: Sendable, Equatable {
    /// From a connection's opening, or the first byte of its next request, to the end of the request's head.
    public var headTimeout: Duration
    /// From a request's head to the end of its body (a body declared and never sent ends here).
    public var bodyTimeout: Duration
    /// A kept-alive connection with no request under way is closed after this long.
    public var idleTimeout: Duration
    /// Connections open at once; further clients wait to be accepted until one closes. Well below the
    /// usual 1,024 descriptors, which leaves room for the ledger and the callbacks' connections.
    public var maxConnections: Int

    public static let defaultHeadTimeout = Duration.seconds(10)
    public static let defaultBodyTimeout = Duration.seconds(10)
    public static let defaultIdleTimeout = Duration.seconds(60)
    public static let defaultMaxConnections = 512

    public init(
        headTimeout: Duration = defaultHeadTimeout, bodyTimeout: Duration = defaultBodyTimeout,
        idleTimeout: Duration = defaultIdleTimeout, maxConnections: Int = defaultMaxConnections
    ) {
        self.headTimeout = headTimeout
        self.bodyTimeout = bodyTimeout
        self.idleTimeout = idleTimeout
        self.maxConnections = max(1, maxConnections)
    }
}
