import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of a command in a child process, timed from outside as a user would see it: from the spawn
/// to the exit, with the child's peak memory. Output goes to /dev/null, except the last of what it
/// writes to stderr, kept to say why a run failed.
struct ChildRun {
    var status: Int32
    var elapsed: Duration
    /// The child's peak resident set size, from the kernel's accounting at its exit.
    var peakKilobytes: Int
    var errorOutput: String

    var milliseconds: Double { elapsed.microseconds / 1000 }

    static func run(_ arguments: [String]) throws -> ChildRun {
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-sim-bench-\(UUID().uuidString).err").path
        defer { unlink(errorFile) }
        var actions = PseudoTerminal.fileActions()
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }

        let clock = ContinuousClock()
        let started = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, cArguments, environ)
        guard spawned == 0 else { throw BenchError("could not start \(arguments[0]): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1, errno == EINTR {}
        let elapsed = clock.now - started
        let written = (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
        return ChildRun(
            // WIFEXITED and WEXITSTATUS are macros Swift cannot call: the code, or 128 + the signal.
            status: status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F), elapsed: elapsed,
            // Kilobytes on Linux, bytes on Darwin.
            peakKilobytes: Self.kilobytes(Int(usage.ru_maxrss)), errorOutput: String(written.suffix(500)))
    }

    private static func kilobytes(_ maxResident: Int) -> Int {
        #if canImport(Darwin)
            return maxResident / 1024
        #else
            return maxResident
        #endif
    }
}
