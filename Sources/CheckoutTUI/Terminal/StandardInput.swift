#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Waiting on standard input beside the signal wake-up pipe, with poll(2): what the live terminal
/// does between keys.
enum StandardInput {
    /// True when standard input hung up or closed, so reading again would fail at once for ever.
    static func isGone() -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) >= 0 else { return false }
        return descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }

    /// Sleeps until input, a continue after a stop, another signal (SIGWINCH) or the timeout (-1: none).
    /// True when standard input is what woke it.
    static func wait(milliseconds: Int32) -> Bool {
        var descriptors = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: TerminalSignals.wakeDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        guard poll(&descriptors, nfds_t(descriptors.count), milliseconds) > 0 else { return false }
        return descriptors[0].revents != 0
    }
}
