import CheckoutTestSupport
import Foundation
import Testing

/// `x` on the status and transcript screens writes the walk as `run --format html|mermaid` does, and
/// shows that `run` line.
@Suite("TUI export in tmux", .serialized)
struct TmuxExportTests {
    @Test(arguments: [(80, 24), (120, 40)])
    func theStatusScreenExportsThePageAndTheTranscriptTheDiagramAsRunWritesThem(columns: Int, rows: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-sim-export-\(UUID().uuidString)").standardizedFileURL
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let session = try TmuxSession(
            name: "export", columns: columns, rows: rows, arguments: ["tui", "--profile", "gpay-only"], workingFolder: folder)
        defer { session.kill() }
        try session.waitFor(text: "Schemes: canOpenURL")
        try session.press(.confirm)
        try session.waitFor(text: "Checkout on ")
        try session.press(.confirm)
        try session.waitFor(text: "open Google Pay")
        try session.press(.confirm, .confirm, .confirm)
        try session.waitFor(text: "After the hand-off: clock at +")
        try session.press(.showAll)
        try session.waitFor(text: "PAYMENT_SUCCESS")

        try session.press(keys: .character("x"))
        let prompt = try session.waitFor(text: "> gpay-only-open-intent-gpay.html")
        let said = prompt.split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")) }.joined(separator: " ")
        #expect(said.contains("From a shell: checkout-sim run --profile gpay-only --flow open-intent --app GPAY --format html"), "\(prompt)")
        try session.press(.confirm)
        try session.waitFor(text: "Wrote the walk's page to gpay-only-open-intent-gpay.html")
        let run = ["run", "--profile", "gpay-only", "--flow", "open-intent", "--app", "GPAY"]
        let page = try String(contentsOf: folder.appendingPathComponent("gpay-only-open-intent-gpay.html"), encoding: .utf8)
        #expect(page == (try CLI.run(run + ["--format", "html"])).stdout)

        try session.press(.transcript)
        try session.waitFor(text: "x export")
        try session.press(keys: .character("x"))
        try session.waitFor(text: "> gpay-only-open-intent-gpay.html")
        try session.type(line: "walk.mmd")
        try session.waitFor(text: "Wrote the walk's Mermaid diagram to walk.mmd")
        let diagram = try String(contentsOf: folder.appendingPathComponent("walk.mmd"), encoding: .utf8)
        #expect(diagram == (try CLI.run(run + ["--format", "mermaid"])).stdout)
    }
}
