import CheckoutCLI
import CheckoutCore
import NIOCore
import NIOHTTP1
import NIOPosix

/// One keep-alive HTTP/1.1 connection for `bench --serve`: a request, then its answer, in turn. On
/// NIO's own HTTP/1 codec rather than a pooled client, so the load generator sharing the server's
/// two cores costs as little as it can and the figure is the server's.
struct BenchConnection {
    typealias Channel = NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>

    let host: String
    let port: Int

    /// Runs `body` with a function that sends one request and returns its HTTP status and body.
    func use<T: Sendable>(
        _ body: (_ send: (GatewayRequest) async throws -> (status: Int, body: ByteBuffer)) async throws -> T
    ) async throws -> T {
        let host = host
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelOption(.socketOption(.tcp_nodelay), value: 1)
            .connect(host: host, port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    return try Channel(wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            var answers = inbound.makeAsyncIterator()
            return try await body { request in
                var headers = HTTPHeaders([("Host", host)])
                for header in request.headers { headers.add(name: header.name, value: header.value) }
                var parts: [HTTPClientRequestPart] = []
                let method: HTTPMethod = request.method == "POST" ? .POST : .GET
                if request.body.isEmpty {
                    parts = [.head(HTTPRequestHead(version: .http1_1, method: method, uri: request.path, headers: headers)), .end(nil)]
                } else {
                    let bytes = ByteBuffer(string: request.body)
                    headers.add(name: "Content-Type", value: "application/json")
                    headers.add(name: "Content-Length", value: String(bytes.readableBytes))
                    parts = [
                        .head(HTTPRequestHead(version: .http1_1, method: method, uri: request.path, headers: headers)),
                        .body(.byteBuffer(bytes)), .end(nil),
                    ]
                }
                try await outbound.write(contentsOf: parts)
                var status = 0
                var answer = ByteBuffer()
                while let part = try await answers.next() {
                    switch part {
                    case .head(let head): status = Int(head.status.code)
                    case .body(var chunk): answer.writeBuffer(&chunk)
                    case .end: return (status, answer)
                    }
                }
                throw BenchError("the server closed the connection")
            }
        }
    }
}
