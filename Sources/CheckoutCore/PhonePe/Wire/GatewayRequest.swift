/// A call to the mock gateway, as it would arrive over HTTP.
public struct GatewayRequest: Sendable, Equatable {
    public var method: String
    public var path: String
    public var headers: [HTTPHeader]
    public var body: String

    public init(method: String, path: String, headers: [HTTPHeader], body: String = "") {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
    }

    public init(_ signed: SignedRequest) { self = signed.call }
}
