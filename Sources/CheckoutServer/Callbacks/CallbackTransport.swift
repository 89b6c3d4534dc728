import AsyncHTTPClient
import CheckoutCore
import Foundation
import Hummingbird
import NIOCore

/// Sends one callback POST and says what the merchant's server answered: its HTTP status, or an
/// error saying why no answer came. A seam, so that faults can be put between.
public protocol CallbackTransport: Sendable {
    func post(_ request: GatewayRequest) async throws -> Int
}

/// No answer to a callback, in a few words for the ledger and the log ("connection refused").
public struct CallbackNotAnswered: Error, CustomStringConvertible {
    public var reason: String
    /// True when trying again cannot help (the URL itself is unusable): no further attempt is made.
    public var final: Bool
    public var description: String { reason }

    public init(reason: String, final: Bool = false) {
        self.reason = reason
        self.final = final
    }
}

/// Callbacks over HTTP or HTTPS with async-http-client: redirects are not followed (a 3xx is an
/// answer that is not a 2xx, as at PhonePe), connecting and answering are bounded, and a refused
/// connection fails the attempt at once (the retry schedule, not the client, decides when to retry).
/// The status line is the merchant's answer: of the body after it, at most `answerBodyLimit` bytes
/// are read within `answerBodyTime`, then the connection is closed. So a 2xx whose body never ends
/// (or trickles) is delivered, and no merchant holds an attempt, or the CPU, longer than that.
public struct HTTPCallbackTransport: CallbackTransport {
    public static let defaultConnectTimeout = Duration.seconds(5)
    public static let defaultAnswerTimeout = Duration.seconds(10)
    public static let answerBodyLimit = 4096
    public static let answerBodyTime = Duration.seconds(1)

    let client: HTTPClient
    public let connectTimeout: Duration
    /// From the start of the attempt to the merchant's status line.
    public let answerTimeout: Duration

    /// Runs `body` with a transport whose client is shut down afterwards, however `body` ends.
    @discardableResult
    public static func with<T: Sendable>(
        connectTimeout: Duration = defaultConnectTimeout, answerTimeout: Duration = defaultAnswerTimeout,
        _ body: (HTTPCallbackTransport) async throws -> T
    ) async throws -> T {
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow,
            timeout: .init(connect: .milliseconds(connectTimeout.milliseconds), read: .milliseconds(answerTimeout.milliseconds)))
        configuration.connectionPool.retryConnectionEstablishment = false
        let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        let transport = HTTPCallbackTransport(client: client, connectTimeout: connectTimeout, answerTimeout: answerTimeout)
        let result: Result<T, any Error>
        do { result = .success(try await body(transport)) } catch { result = .failure(error) }
        try await client.shutdown()
        return try result.get()
    }

    public func post(_ request: GatewayRequest) async throws -> Int {
        // A ledger written before URLs were checked at the pay call may still hold one the client
        // cannot take (a port over 65535 traps inside it): never hand it over.
        if case .failure(let problem) = WebURL.parse(request.path) {
            throw CallbackNotAnswered(reason: "the callback URL \(problem), so it is never sent", final: true)
        }
        var outgoing = HTTPClientRequest(url: request.path)
        outgoing.method = .POST
        for header in request.headers { outgoing.headers.add(name: header.name, value: header.value) }
        outgoing.body = .bytes(ByteBuffer(string: request.body))
        do {
            let response = try await client.execute(outgoing, timeout: .milliseconds(answerTimeout.milliseconds))
            await Self.skim(response.body)
            return Int(response.status.code)
        } catch {
            throw CallbackNotAnswered(reason: reason(for: error))
        }
    }

    /// Reads and drops the start of an answer's body, bounded in size and time: nothing the merchant
    /// says beyond its status matters. A short body read whole leaves the connection for the next
    /// callback; one cut short ends the request, which closes its connection.
    private static func skim(_ body: HTTPClientResponse.Body) async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                var read = 0
                do {
                    for try await part in body {
                        read += part.readableBytes
                        if read >= answerBodyLimit { return }
                    }
                } catch {}
            }
            group.addTask { try? await Task.sleep(for: answerBodyTime) }
            await group.next()
            group.cancelAll()
        }
    }

    private func reason(for error: any Error) -> String {
        switch error {
        case let error as HTTPClientError:
            switch error {
            case .connectTimeout: return "no connection within \(connectTimeout)"
            case .readTimeout, .deadlineExceeded: return "no answer within \(answerTimeout)"
            case .remoteConnectionClosed: return "the connection was closed before an answer"
            default: return String(describing: error)
            }
        case let error as IOError:
            return String(cString: strerror(error.errnoCode)).lowercased()
        default:
            return String(describing: error)
        }
    }
}
