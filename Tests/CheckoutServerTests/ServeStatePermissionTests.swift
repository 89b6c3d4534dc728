import CheckoutServer
import CheckoutTestSupport
import Foundation
import Testing

/// `serve --state` on a ledger this user may only read, or in a folder it may not write: refused at
/// start, naming `--state` (SQLite would open the file read-only, start, and fail every payment).
/// Permissions do not bind root, so under root serve runs as `nobody`.
@Suite struct ServeStatePermissionTests {
    @Test(.timeLimit(.minutes(1)), .enabled(if: UnprivilegedServe.available, UnprivilegedServe.skipped))
    func aReadOnlyLedgerIsRefusedAtStart() async throws {
        let folder = try UnprivilegedServe.folder()
        defer { folder.remove() }
        let ledger = folder.path("ledger.sqlite")
        try await SQLiteLedger.open(path: ledger).close()
        try UnprivilegedServe.own(ledger, mode: 0o444)
        let refusal = try await UnprivilegedServe.refusal(["--state", ledger])
        #expect(refusal.status != 0)
        #expect(refusal.stderr.contains("--state: \(ledger): this user may not write this file"), "\(refusal.stderr)")
        #expect(refusal.stderr.contains("change the permissions, or choose a file in a folder you can write to"))
    }

    @Test(.timeLimit(.minutes(1)), .enabled(if: UnprivilegedServe.available, UnprivilegedServe.skipped))
    func aFolderThatCannotBeWrittenIsRefusedAtStart() async throws {
        let folder = try UnprivilegedServe.folder()
        defer { folder.remove() }
        let existing = folder.path("ledger.sqlite")
        try await SQLiteLedger.open(path: existing).close()
        try UnprivilegedServe.own(existing, mode: 0o644)
        try UnprivilegedServe.own(folder.url.path, mode: 0o555)
        defer { chmod(folder.url.path, 0o755) }
        for ledger in [existing, folder.path("new.sqlite")] {
            let refusal = try await UnprivilegedServe.refusal(["--state", ledger])
            #expect(refusal.status != 0)
            #expect(refusal.stderr.contains("--state: \(ledger): this user may not write in the folder \(folder.url.path)"), "\(refusal.stderr)")
            #expect(!refusal.stderr.contains("cantOpen"))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("new.sqlite")))
    }
}

/// Runs serve as a user file permissions bind: itself, or `nobody` when the tests run as root.
enum UnprivilegedServe {
    static let setpriv = "/usr/bin/setpriv"
    static let nobody: (uid: uid_t, gid: gid_t) = (65534, 65534)
    static var asRoot: Bool { getuid() == 0 }
    static var available: Bool {
        !asRoot || (FileManager.default.isExecutableFile(atPath: setpriv) && othersMayRun(CLI.executable.path))
    }
    static let skipped: Comment = "not run: as root, serve must run as nobody: setpriv (util-linux) is missing, or nobody may not run the binary"

    /// Whether a user of no group may run `path`: it and every folder above it open to others.
    private static func othersMayRun(_ path: String) -> Bool {
        var url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        while url.path != "/" {
            var info = stat()
            guard stat(url.path, &info) == 0, info.st_mode & S_IXOTH != 0 else { return false }
            url.deleteLastPathComponent()
        }
        return true
    }

    /// A temporary folder the unprivileged user owns.
    static func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("state")
        try own(folder.url.path, mode: 0o755)
        return folder
    }

    /// Gives `path` to the unprivileged user (when root) with `mode`.
    static func own(_ path: String, mode: mode_t) throws {
        if asRoot, chown(path, nobody.uid, nobody.gid) != 0 { throw POSIXError(.EPERM) }
        if chmod(path, mode) != 0 { throw POSIXError(.EPERM) }
    }

    /// As `ServeProcess.refusal`, run by the unprivileged user.
    static func refusal(_ arguments: [String], seconds: Double = 20) async throws -> (status: Int32, stderr: String) {
        let process = Process()
        let serve = ["serve", "--port", "0"] + arguments
        if asRoot {
            process.executableURL = URL(fileURLWithPath: setpriv)
            process.arguments = ["--reuid=\(nobody.uid)", "--regid=\(nobody.gid)", "--clear-groups", CLI.executable.path] + serve
        } else {
            process.executableURL = CLI.executable
            process.arguments = serve
        }
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let ended = try await ServeProcess.waitForExit(process, seconds: seconds)
        if !ended { kill(process.processIdentifier, SIGKILL) }
        guard ended else { throw POSIXError(.ETIMEDOUT) }
        return (process.terminationStatus, String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }
}
