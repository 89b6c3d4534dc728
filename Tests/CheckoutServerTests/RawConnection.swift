import CheckoutTestSupport
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A plain TCP connection to a loopback port, for clients no HTTP library would imitate: half a
/// request head, a body shorter than declared, a connection left silent.
final class RawConnection {
    private let socket: Int32
    private var closedByPeer = false

    init(port: Int) throws {
        #if canImport(Glibc)
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let code = errno
            close(descriptor)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
        socket = descriptor
    }

    deinit { close(socket) }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        let sent = bytes.withUnsafeBytes { Foundation.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent == bytes.count else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EPIPE) }
    }

    /// What arrives within `seconds`, up to the peer closing the connection (then `isClosed`), or up
    /// to `marker` appearing in what was read. Polls without blocking a thread the server may need.
    func receive(within seconds: Double, until marker: String? = nil) async throws -> String {
        var received: [UInt8] = []
        func markerArrived() -> Bool { marker.map { String(decoding: received, as: UTF8.self).contains($0) } ?? false }
        _ = try await Deadline(.seconds(seconds)).poll(every: .milliseconds(10)) {
            while !closedByPeer, !markerArrived(), let chunk = availableChunk() { received += chunk }
            return closedByPeer || markerArrived()
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// What the socket holds now, without waiting: nil when nothing has arrived; empty once the peer closed.
    private func availableChunk() -> [UInt8]? {
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        if count <= 0 {
            closedByPeer = true
            return []
        }
        return Array(buffer.prefix(count))
    }

    /// True once the peer closed (or reset) the connection, waiting at most `seconds` for it.
    func isClosed(within seconds: Double) async throws -> Bool {
        _ = try await receive(within: seconds)
        return closedByPeer
    }
}
