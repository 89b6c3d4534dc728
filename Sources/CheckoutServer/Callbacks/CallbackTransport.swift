import AsyncHTTPClient
import CheckoutCore
import Hummingbird

/// Sends one callback POST and says what the merchant's server answered: its HTTP status, or an
/// error when no answer came (refused, timed out, not a URL). A seam so faults can be put between.
public protocol CallbackTransport: Sendable {
    func post(_ request: GatewayRequest) async throws -> Int
}

/// A callback's URL that cannot be posted to.
public struct CallbackURLError: Error, CustomStringConvertible {
    public var url: String
    public var description: String { "not an http or https URL: \(url)" }
}

/// Callbacks over HTTP or HTTPS with async-http-client: redirects are not followed (a 3xx is an
/// answer that is not a 2xx, as at PhonePe), connecting and answering are bounded, and a refused
/// connection fails the attempt at once (the retry schedule, not the client, decides when to retry).
public struct HTTPCallbackTransport: CallbackTransport {
    public static let connectTimeoutSeconds: Int64 = 5
    public static let answerTimeoutSeconds: Int64 = 10
    let client: HTTPClient

    /// Runs `body` with a transport whose client is shut down afterwards, however `body` ends.
    @discardableResult
    public static func with<T: Sendable>(_ body: (HTTPCallbackTransport) async throws -> T) async throws -> T {
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow,
            timeout: .init(connect: .seconds(connectTimeoutSeconds), read: .seconds(answerTimeoutSeconds)))
        configuration.connectionPool.retryConnectionEstablishment = false
        let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        let result: Result<T, any Error>
        do { result = .success(try await body(HTTPCallbackTransport(client: client))) } catch { result = .failure(error) }
        try await client.shutdown()
        return try result.get()
    }

    public func post(_ request: GatewayRequest) async throws -> Int {
        let lowercased = request.path.lowercased()
        guard lowercased.hasPrefix("http://") || lowercased.hasPrefix("https://") else {
            throw CallbackURLError(url: request.path)
        }
        var outgoing = HTTPClientRequest(url: request.path)
        outgoing.method = .POST
        for header in request.headers { outgoing.headers.add(name: header.name, value: header.value) }
        outgoing.body = .bytes(ByteBuffer(string: request.body))
        let response = try await client.execute(outgoing, timeout: .seconds(Self.answerTimeoutSeconds))
        // Read and dropped: nothing the merchant says beyond its status matters.
        for try await _ in response.body {}
        return Int(response.status.code)
    }
}
