import CheckoutCore
import CheckoutServer
import CheckoutTestSupport
import Foundation
import SQLiteNIO
import Testing

/// `serve --state` on paths that are not plain new or good ledger files: a link to a ledger is used,
/// and everything else is refused at start in one sentence naming `--state`, the file and what to do,
/// never in SQLite's words alone, and never by starting and then failing every payment.
@Suite struct ServeStateFileTests {
    @Test(.timeLimit(.minutes(1)))
    func aLinkToALedgerIsThatLedger() async throws {
        let folder = try TemporaryFolder("state")
        defer { folder.remove() }
        let ledger = folder.path("ledger.sqlite")
        try await SQLiteLedger.open(path: ledger).close()
        let link = folder.path("link.sqlite")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: ledger)
        let server = try await ServeProcess(["--port", "0", "--state", link, "--pay-after", "never"])
        #expect(try await server.send(GatewayRequest(ServerFixtures.pay(id: "MT-LINKED"))).body["code"] == "PAYMENT_INITIATED")
        #expect(try await server.stop(SIGTERM))
        let reopened = try await SQLiteLedger.open(path: ledger)
        #expect(try await reopened.count(merchantId: nil) == 1)
        try await reopened.close()
    }

    @Test(.timeLimit(.minutes(1)))
    func aLoopOfLinksIsCalledALoop() async throws {
        let folder = try TemporaryFolder("state")
        defer { folder.remove() }
        let (one, other) = (folder.path("one.sqlite"), folder.path("other.sqlite"))
        try FileManager.default.createSymbolicLink(atPath: one, withDestinationPath: other)
        try FileManager.default.createSymbolicLink(atPath: other, withDestinationPath: one)
        let refusal = try await ServeProcess.refusal(["--state", one])
        #expect(refusal.status != 0)
        #expect(refusal.stderr.contains("--state: \(one) is a loop of symbolic links"), "\(refusal.stderr)")
        #expect(!refusal.stderr.contains("does not exist"))
    }

    @Test(.timeLimit(.minutes(1)))
    func namesSQLiteCannotUseAreSaidPlainly() async throws {
        let folder = try TemporaryFolder("state")
        defer { folder.remove() }
        let empty = try await ServeProcess.refusal(["--state", ""])
        #expect(empty.stderr.contains("--state: the file name is empty; give a file name for the ledger"), "\(empty.stderr)")

        let long = folder.path(String(repeating: "l", count: 250))
        let tooLong = try await ServeProcess.refusal(["--state", long])
        #expect(tooLong.stderr.contains("--state: \(long): the file name is 250 bytes, over the 247"), "\(tooLong.stderr)")
        #expect(tooLong.stderr.contains("choose a shorter name"))

        let ledger = folder.path("ledger.sqlite")
        try await SQLiteLedger.open(path: ledger).close()
        try FileManager.default.createDirectory(atPath: ledger + "-wal", withIntermediateDirectories: false)
        let walFolder = try await ServeProcess.refusal(["--state", ledger])
        #expect(walFolder.stderr.contains("--state: \(ledger): \(ledger)-wal is not a regular file"), "\(walFolder.stderr)")
        for refusal in [empty, tooLong, walFolder] {
            #expect(refusal.status != 0)
            #expect(!refusal.stderr.contains("cantOpen") && !refusal.stderr.contains("ioError"), "\(refusal.stderr)")
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aCutShortOrDamagedLedgerIsRefusedAndKept() async throws {
        let folder = try TemporaryFolder("state")
        defer { folder.remove() }
        let ledger = folder.path("ledger.sqlite")
        try await SQLiteLedger.open(path: ledger).close()
        let whole = try Data(contentsOf: URL(fileURLWithPath: ledger))

        let cut = folder.path("cut.sqlite")
        try whole.prefix(5000).write(to: URL(fileURLWithPath: cut))
        var damagedBytes = whole
        // Page 2's b-tree header (pages are 4096 bytes): the header of the file still reads as SQLite.
        damagedBytes.replaceSubrange(4096..<4112, with: Data(repeating: 0xEE, count: 16))
        let damaged = folder.path("damaged.sqlite")
        try damagedBytes.write(to: URL(fileURLWithPath: damaged))
        for path in [cut, damaged] {
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let refusal = try await ServeProcess.refusal(["--state", path])
            #expect(refusal.status != 0)
            #expect(refusal.stderr.contains("--state: \(path) is a damaged or cut-short ledger"), "\(refusal.stderr)")
            #expect(refusal.stderr.contains("restore it from a copy, or move it away to start a new ledger"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aLedgerMissingATableIsRefusedAtStart() async throws {
        let folder = try TemporaryFolder("state")
        defer { folder.remove() }
        let ledger = folder.path("ledger.sqlite")
        try await SQLiteLedger.open(path: ledger).close()
        let connection = try await SQLiteConnection.open(storage: .file(path: ledger))
        _ = try await connection.query("DROP TABLE callback_attempts")
        try await connection.close()
        let refusal = try await ServeProcess.refusal(["--state", ledger])
        #expect(refusal.status != 0)
        #expect(refusal.stderr.contains(
            "--state: \(ledger) is a checkout-sim ledger whose tables were changed by hand (no such table: callback_attempts)"),
            "\(refusal.stderr)")
    }
}
