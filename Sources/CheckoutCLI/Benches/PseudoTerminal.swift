import CheckoutTUI
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program on a pseudo-terminal of its own: it sees a real terminal of a given size on stdin,
/// stdout and stderr, and all it writes is read at once, so it never blocks on a full terminal.
///
/// posix_spawn and a pty rather than Foundation's Process, which has been unreliable with terminals.
enum PseudoTerminal {
    struct Run {
        var status: Int32
        /// Everything written to the terminal, escape sequences and all.
        var output: [UInt8]
        /// From just before the spawn to the exit being reaped.
        var elapsed: Duration
    }

    /// A child that has not exited by then is stuck (waiting for keys, say): it is killed.
    static let deadline: Duration = .seconds(10)

    static func run(_ arguments: [String], environment: [String: String], size: TerminalSize) throws -> Run {
        let (master, slave) = try openPair(size: size)
        defer { close(master) }
        var actions = fileActions()
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in 0...2 { posix_spawn_file_actions_adddup2(&actions, slave, descriptor) }
        let cArguments = arguments.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArguments + cEnvironment).forEach { free($0) } }

        let clock = ContinuousClock()
        let started = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, cArguments, cEnvironment)
        // Only the child may hold the slave side, so reading the master ends when the child does.
        close(slave)
        guard spawned == 0 else { throw TUIBenchFailure("could not start \(arguments[0]): \(String(cString: strerror(spawned)))") }
        let output = drain(master, until: started.advanced(by: deadline))
        if output.timedOut { kill(pid, SIGKILL) }
        let status = waitForExit(pid)
        let elapsed = clock.now - started
        if output.timedOut { throw TUIBenchFailure("\(arguments.joined(separator: " ")) did not exit within \(deadline)") }
        return Run(status: status, output: output.bytes, elapsed: elapsed)
    }

    /// openpty rather than posix_openpt, grantpt, unlockpt and ptsname: glibc declares those only for
    /// XSI sources, which Swift's Glibc module is not. The size is set before the spawn (openpty's
    /// TIOCSWINSZ), as curses reads it once, when it starts.
    private static func openPair(size: TerminalSize) throws -> (master: Int32, slave: Int32) {
        var master: Int32 = -1
        var slave: Int32 = -1
        var window = winsize(ws_row: UInt16(size.rows), ws_col: UInt16(size.columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &window) == 0 else { throw failure("opening a pseudo-terminal") }
        // The child gets the slave only as its descriptors 0 to 2: an inherited master would keep the terminal open.
        guard fcntl(master, F_SETFD, FD_CLOEXEC) == 0, fcntl(slave, F_SETFD, FD_CLOEXEC) == 0 else {
            let problem = failure("preparing the pseudo-terminal")
            close(master)
            close(slave)
            throw problem
        }
        return (master, slave)
    }

    /// Reads until the slave side is closed everywhere (read fails with EIO or returns 0) or `deadline` passes.
    private static func drain(_ master: Int32, until deadline: ContinuousClock.Instant) -> (bytes: [UInt8], timedOut: Bool) {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let left = Int((deadline - ContinuousClock.now).microseconds / 1000)
            if left <= 0 { return (bytes, true) }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(clamping: left))
            if ready < 0, errno == EINTR { continue }
            if ready == 0 { continue }
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += buffer[0..<count]
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                return (bytes, false)
            }
        }
    }

    /// The exit status as a shell reports it: the code, or 128 + the signal.
    private static func waitForExit(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        // WIFEXITED and WEXITSTATUS are macros Swift cannot call.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    private static func failure(_ doing: String) -> TUIBenchFailure {
        TUIBenchFailure("\(doing) failed: \(String(cString: strerror(errno)))")
    }

    #if canImport(Darwin)
        static func fileActions() -> posix_spawn_file_actions_t? {
            var actions: posix_spawn_file_actions_t?
            posix_spawn_file_actions_init(&actions)
            return actions
        }
    #else
        static func fileActions() -> posix_spawn_file_actions_t {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            return actions
        }
    #endif
}
