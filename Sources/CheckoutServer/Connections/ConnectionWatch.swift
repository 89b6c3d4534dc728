import HummingbirdCore
import Logging
import NIOCore
import NIOHTTPTypes

/// One connection's deadline: which wait it is in (a request's head, its body, the answer, or idle
/// between requests) and the timer that closes the connection when that wait runs out. The answer is
/// never timed: the gateway's own work is not the client's slowness. Lives on the connection's event loop.
final class ConnectionWatch {
    private enum Wait { case head, body, answer, idle }

    private let limits: ConnectionLimits
    private var wait = Wait.head
    private var unanswered = 0
    /// When the current wait runs out; nil while the answer is under way.
    private var deadline: NIODeadline?
    /// Fires at `timerAt`, no later than `deadline`, and looks again then: a wait that ends later than
    /// the timer (each request on a busy kept-alive connection) schedules nothing.
    private var timer: Scheduled<Void>?
    private var timerAt: NIODeadline?
    private var channel: (any Channel)?

    init(limits: ConnectionLimits) {
        self.limits = limits
    }

    func opened(_ context: ChannelHandlerContext) {
        channel = context.channel
        arm(limits.headTimeout)
    }

    func closed() {
        timer?.cancel()
        timer = nil
        timerAt = nil
        deadline = nil
        channel = nil
    }

    /// Bytes on an idle connection begin a request, whose head is then due.
    func bytesArrived() {
        guard wait == .idle else { return }
        wait = .head
        arm(limits.headTimeout)
    }

    func read(_ part: HTTPRequestPart) {
        switch part {
        case .head:
            unanswered += 1
            wait = .body
            arm(limits.bodyTimeout)
        case .body:
            break
        case .end:
            // Answered already (an early refusal): the connection is idle; else the answer is under way.
            if unanswered == 0 { becomeIdle() } else { wait = .answer; disarm() }
        }
    }

    func wrote(_ part: HTTPResponsePart) {
        guard case .end = part else { return }
        unanswered = max(0, unanswered - 1)
        if unanswered == 0, wait == .answer { becomeIdle() }
    }

    private func becomeIdle() {
        wait = .idle
        arm(limits.idleTimeout)
    }

    private func arm(_ duration: Duration) {
        guard let channel else { return }
        let due = NIODeadline.now() + TimeAmount(duration)
        deadline = due
        if let timerAt, timerAt <= due { return }
        schedule(at: due, on: channel)
    }

    private func schedule(at due: NIODeadline, on channel: any Channel) {
        timer?.cancel()
        timerAt = due
        timer = channel.eventLoop.assumeIsolated().scheduleTask(deadline: due) { [weak self] in self?.timerFired() }
    }

    private func timerFired() {
        timer = nil
        timerAt = nil
        guard let deadline, let channel else { return }
        if NIODeadline.now() >= deadline {
            channel.close(promise: nil)
        } else {
            schedule(at: deadline, on: channel)
        }
    }

    /// The timer, if any, finds nothing due when it fires.
    private func disarm() {
        deadline = nil
    }
}

/// First in a connection's pipeline, before the HTTP decoder: any byte on an idle connection starts
/// the head's deadline, so a half-sent head on a kept-alive connection is not given the idle time.
final class RequestBytesHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    let watch: ConnectionWatch

    init(watch: ConnectionWatch) {
        self.watch = watch
    }

    func handlerAdded(context: ChannelHandlerContext) { watch.opened(context) }
    func handlerRemoved(context: ChannelHandlerContext) { watch.closed() }

    func channelInactive(context: ChannelHandlerContext) {
        watch.closed()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        watch.bytesArrived()
        context.fireChannelRead(data)
    }
}

/// After the HTTP decoder: moves the connection's watch from head to body to answer to idle.
final class RequestPartsHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private var watch: ConnectionWatch?

    func handlerAdded(context: ChannelHandlerContext) {
        watch = try? context.pipeline.syncOperations.handler(type: RequestBytesHandler.self).watch
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        watch?.read(unwrapInboundIn(data))
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        watch?.wrote(unwrapOutboundIn(data))
        context.write(data, promise: promise)
    }
}

/// HTTP/1.1 as hummingbird serves it, with a `ConnectionWatch` on each connection.
struct WatchedHTTP1Channel: ServerChildChannel {
    let base: HTTP1Channel
    let limits: ConnectionLimits

    init(responder: @escaping HTTPChannelHandler.Responder, limits: ConnectionLimits) {
        self.base = HTTP1Channel(responder: responder, configuration: .init(additionalChannelHandlers: [RequestPartsHandler()]))
        self.limits = limits
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<HTTP1Channel.Value> {
        do {
            try channel.pipeline.syncOperations.addHandler(RequestBytesHandler(watch: ConnectionWatch(limits: limits)), position: .first)
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return base.setup(channel: channel, logger: logger)
    }

    func handle(value: HTTP1Channel.Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

extension ConnectionLimits {
    /// Stops accepting while `maxConnections` are open.
    var acceptance: any AvailableConnectionsDelegate { MaximumAvailableConnections(maxConnections) }
}

extension HTTPServerBuilder {
    /// HTTP/1.1 whose connections are held to `limits`' deadlines.
    static func http1(watchedBy limits: ConnectionLimits) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in WatchedHTTP1Channel(responder: responder, limits: limits) }
    }
}
