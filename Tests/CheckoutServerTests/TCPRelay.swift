import NIOConcurrencyHelpers
import NIOCore
import NIOPosix

/// A TCP relay from a free loopback port to another server, that a test can cut: `cut()` stops
/// listening and drops every relayed connection, which is how a database going down looks to its
/// clients, without stopping the real server others use; `restore()` brings it back on the same port.
final class TCPRelay: Sendable {
    private let targetHost: String
    private let targetPort: Int
    private let open: NIOLockedValueBox<[any Channel]>
    private let listener: NIOLockedValueBox<(any Channel)?>
    private let stalled: NIOLockedValueBox<Bool>
    let port: Int

    init(to host: String, port: Int) async throws {
        let open = NIOLockedValueBox<[any Channel]>([])
        let stalled = NIOLockedValueBox(false)
        let channel = try await Self.listen(on: 0, relayingTo: host, port: port, open: open, stalled: stalled)
        targetHost = host
        targetPort = port
        self.open = open
        self.stalled = stalled
        listener = NIOLockedValueBox(channel)
        self.port = channel.localAddress?.port ?? 0
    }

    /// Listens on the same port again after `cut()`.
    func restore() async throws {
        let channel = try await Self.listen(on: port, relayingTo: targetHost, port: targetPort, open: open, stalled: stalled)
        listener.withLockedValue { $0 = channel }
    }

    private static func listen(
        on port: Int, relayingTo host: String, port target: Int, open: NIOLockedValueBox<[any Channel]>, stalled: NIOLockedValueBox<Bool>
    ) async throws -> any Channel {
        try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.autoRead, value: false)
            .childChannelInitializer { inbound in
                open.withLockedValue { $0.append(inbound) }
                return ClientBootstrap(group: inbound.eventLoop)
                    .channelInitializer { outbound in outbound.pipeline.addHandler(Forward(to: inbound, unless: stalled)) }
                    .connect(host: host, port: target)
                    .flatMap { outbound in
                        open.withLockedValue { $0.append(outbound) }
                        return inbound.pipeline.addHandler(Forward(to: outbound, unless: stalled))
                            .flatMap { inbound.setOption(.autoRead, value: true) }
                    }
            }
            .bind(host: "127.0.0.1", port: port).get()
    }

    /// Keeps every connection open and accepts new ones, but passes nothing on either way: a server
    /// behind a cut network, which never answers and never closes.
    func stall() {
        stalled.withLockedValue { $0 = true }
    }

    /// Stops listening and closes every connection relayed so far, both ways.
    func cut() async {
        let server = listener.withLockedValue { channel in
            defer { channel = nil }
            return channel
        }
        try? await server?.close()
        for channel in open.withLockedValue({ channels in
            defer { channels = [] }
            return channels
        }) {
            try? await channel.close()
        }
    }
}

/// Writes what one side reads to the other (unless the relay is stalled), and closes the other when
/// one side closes.
private final class Forward: ChannelInboundHandler, Sendable {
    typealias InboundIn = ByteBuffer
    private let partner: any Channel
    private let stalled: NIOLockedValueBox<Bool>

    init(to partner: any Channel, unless stalled: NIOLockedValueBox<Bool>) {
        self.partner = partner
        self.stalled = stalled
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if stalled.withLockedValue({ $0 }) { return }
        partner.writeAndFlush(unwrapInboundIn(data), promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        partner.close(promise: nil)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}

/// A loopback server that answers PostgreSQL's TLS request with "N" (no TLS here) and then nothing,
/// as a server with ssl off does.
final class NoTLSServer: Sendable {
    private let channel: any Channel
    var port: Int { channel.localAddress?.port ?? 0 }

    init() async throws {
        channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .childChannelInitializer { $0.pipeline.addHandler(AnswerNo()) }
            .bind(host: "127.0.0.1", port: 0).get()
    }

    func close() async { try? await channel.close() }
}

private final class AnswerNo: ChannelInboundHandler, Sendable {
    typealias InboundIn = ByteBuffer

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        context.writeAndFlush(NIOAny(ByteBuffer(string: "N")), promise: nil)
    }
}
