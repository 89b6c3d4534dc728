@testable import CheckoutCLI
import CheckoutTUI
import Foundation
import Testing

/// The name beside an existing file, and each way of meeting one.
struct AtomicFilePlaceTests {
    @Test(arguments: [
        ("walk.txt", "walk-2.txt"), ("out/walk.txt", "out/walk-2.txt"), ("walk", "walk-2"), (".env", ".env-2"),
        ("dir.d/walk", "dir.d/walk-2"), ("/tmp/a.b.yaml", "/tmp/a.b-2.yaml"), ("out/.hidden", "out/.hidden-2"),
    ])
    func theNumberGoesBeforeTheExtension(path: String, numbered: String) {
        #expect(AtomicFile.numbered(path, 2) == numbered)
    }

    @Test func anExistingFileIsAskedAboutKeptOrReplaced() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("place-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("walk.txt").path

        #expect(try AtomicFile.place("first", at: path, .ask) == path)
        #expect(try AtomicFile.place("second", at: path, .ask) == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "first")
        #expect(try AtomicFile.place("third", at: path, .keepBoth) == folder.appendingPathComponent("walk-2.txt").path)
        #expect(try AtomicFile.place("fourth", at: path, .keepBoth) == folder.appendingPathComponent("walk-3.txt").path)
        #expect(try AtomicFile.place("fifth", at: path, .overwrite) == path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "fifth")
        #expect(try String(contentsOfFile: folder.appendingPathComponent("walk-3.txt").path, encoding: .utf8) == "fourth")
    }

    /// A folder is never asked about nor numbered: the user named a folder, not a file.
    @Test(arguments: [ExistingFile.ask, .overwrite, .keepBoth])
    func aFolderIsRefusedSayingSo(existing: ExistingFile) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("place-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in [folder.path, folder.path + "/", folder.appendingPathComponent("new").path + "/"] {
            #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.place("x", at: path, existing) }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        let outcome = TranscriptFiles.write(TranscriptWriteRequest(path: folder.path, text: "x", existing: existing))
        #expect(outcome == .failed("\(folder.path): cannot be written: it is a folder: name a file in it"))
    }

    @Test func aTranscriptPathStartingWithATildeIsInTheHomeFolder() throws {
        let name = "checkout-sim-place-\(UUID().uuidString).txt"
        let home = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(name).path
        defer { try? FileManager.default.removeItem(atPath: home) }
        #expect(TranscriptFiles.write(TranscriptWriteRequest(path: "~/" + name, text: "walked")) == .written(path: home))
        #expect(try String(contentsOfFile: home, encoding: .utf8) == "walked")
    }
}
