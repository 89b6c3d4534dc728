import CheckoutServer
import CheckoutTestSupport
import Foundation
import SQLiteNIO
import Testing

/// `serve --state`: where the ledger goes by default, and a clear refusal for a path that cannot be one.
@Suite struct ServeStateTests {
    @Test(.timeLimit(.minutes(1)))
    func theDefaultLedgerIsAFileInTheCurrentFolder() async throws {
        let folder = try TemporaryFolder("state")
        defer { folder.remove() }
        let server = try await ServeProcess(["--port", "0"], in: folder.url)
        let expected = folder.url.appendingPathComponent("checkout-sim-ledger.sqlite").standardizedFileURL.path
        #expect(server.banner.hasSuffix("ledger \(expected)"))
        #expect(FileManager.default.fileExists(atPath: expected))
        #expect(try await server.stop(SIGTERM))
    }

    @Test(.timeLimit(.minutes(1)))
    func aMissingFolderIsNamed() async throws {
        let folder = try TemporaryFolder("state")
        defer { folder.remove() }
        let refusal = try await ServeProcess.refusal(["--state", folder.path("missing/ledger.sqlite")])
        #expect(refusal.status != 0)
        #expect(refusal.stderr.contains("--state: \(folder.path("missing/ledger.sqlite")): the folder \(folder.path("missing")) does not exist"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("missing")))
    }

    @Test(.timeLimit(.minutes(1)))
    func aFolderOrALinkToNowhereIsRefused() async throws {
        let folder = try TemporaryFolder("state")
        defer { folder.remove() }
        let asFolder = try await ServeProcess.refusal(["--state", folder.url.path])
        #expect(asFolder.status != 0)
        #expect(asFolder.stderr.contains("--state: \(folder.url.path) is a folder"))

        let link = folder.path("link.sqlite")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.path("nowhere.sqlite"))
        let dangling = try await ServeProcess.refusal(["--state", link])
        #expect(dangling.status != 0)
        #expect(dangling.stderr.contains("is a symbolic link to \(folder.path("nowhere.sqlite")), which does not exist"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("nowhere.sqlite")))

        let device = try await ServeProcess.refusal(["--state", "/dev/null"])
        #expect(device.status != 0)
        #expect(device.stderr.contains("--state: /dev/null is not a regular file"), "\(device.stderr)")
        let fifo = folder.path("fifo.sqlite")
        #expect(mkfifo(fifo, 0o600) == 0)
        let pipe = try await ServeProcess.refusal(["--state", fifo])
        #expect(pipe.stderr.contains("--state: \(fifo) is not a regular file"), "\(pipe.stderr)")
    }

    @Test(.timeLimit(.minutes(1)))
    func aFileThatIsNotALedgerIsRefusedAndKept() async throws {
        let folder = try TemporaryFolder("state")
        defer { folder.remove() }
        let notes = folder.path("notes.txt")
        let text = String(repeating: "These are my notes, not a database.\n", count: 20)
        try text.write(toFile: notes, atomically: true, encoding: .utf8)
        let refusal = try await ServeProcess.refusal(["--state", notes])
        #expect(refusal.status != 0)
        #expect(refusal.stderr.contains("--state: \(notes) is not a checkout-sim ledger (not an SQLite database)"))
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == text)
    }

    @Test(.timeLimit(.minutes(1)))
    func aLedgerFromANewerBuildIsRefused() async throws {
        let folder = try TemporaryFolder("state")
        defer { folder.remove() }
        let state = folder.path("ledger.sqlite")
        try await SQLiteLedger.open(path: state).close()
        let connection = try await SQLiteConnection.open(storage: .file(path: state))
        _ = try await connection.query("INSERT INTO schema_migrations (version, applied_at) VALUES (999, 0)")
        try await connection.close()
        let refusal = try await ServeProcess.refusal(["--state", state])
        #expect(refusal.status != 0)
        #expect(refusal.stderr.contains("--state: \(state) was written by a newer checkout-sim (ledger schema 999; this build knows up to 2)"))
    }
}
