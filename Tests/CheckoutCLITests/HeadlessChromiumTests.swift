import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

/// `run --format html` opened in a real headless Chromium: the page loads offline, its text is in the
/// DOM the browser built, and a screenshot is drawn. Chromium is slow to start, so it runs twice in all.
@Suite("The HTML page in headless Chromium", .enabled(if: TestChromium.required || TestChromium.executable != nil, TestChromium.skipped))
struct HeadlessChromiumTests {
    @Test func thePageLoadsWithItsTextAndDrawsAScreenshot() throws {
        let browser = try #require(TestChromium.executable, "\(TestChromium.variable) names \(TestChromium.named ?? "?"), which is not an executable Chromium")
        let folder = try ScenarioFolder()
        let walk = ["run", "--flow", "pg-intent", "--app", "GPAY"]
        let json = try JSONParser.parse(try CLI.run(walk + ["--format", "json"]).stdout)
        let id = try #require(json["request"]?["payload"]?["merchantTransactionId"]?.stringValue)
        let page = try folder.write("walk.html", try CLI.run(walk + ["--format", "html"]).stdout)
        let url = URL(fileURLWithPath: page).absoluteString

        let dom = try TestChromium.run(browser, ["--dump-dom", url], profile: folder.path("profile-dom"))
        #expect(!dom.timedOut, "Chromium did not finish within \(TestChromium.timeLimit)")
        #expect(dom.status == 0, "\(dom.stderr)")
        #expect(dom.stdout.contains("<h1>pg-intent · Google Pay · ₹1.00 · PAYMENT_SUCCESS</h1>"))
        #expect(dom.stdout.contains(">POST /pg/v1/pay</text>"), "the diagram's arrow for the pay call")
        #expect(dom.stdout.contains("merchantTransactionId \(id), amount 100"))
        #expect(dom.stdout.contains("<tr><td>gpay</td><td>#5</td><td>gpay</td><td>yes</td><td>declared and registered by gpay</td></tr>"))
        #expect(dom.stdout.contains("<tr><td>tr</td><td>\(id)</td><td>transaction reference (mandatory for merchants)</td></tr>"))

        let png = folder.path("walk.png")
        let shot = try TestChromium.run(
            browser, ["--screenshot=\(png)", "--window-size=1200,2000", "--hide-scrollbars", url], profile: folder.path("profile-shot"))
        #expect(!shot.timedOut, "Chromium did not finish within \(TestChromium.timeLimit)")
        let bytes = try #require(FileManager.default.contents(atPath: png), "no screenshot at \(png): \(shot.stderr)")
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "not a PNG")
        // IHDR: width and height, big-endian, right after the signature and the chunk's length and type.
        let width = bytes[16..<20].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        let height = bytes[20..<24].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        #expect(width == 1200 && height == 2000)
        #expect(bytes.count > 30_000, "a screenshot of a whole page is more than a blank image: \(bytes.count) bytes")
    }
}

/// The diagram scales to the page: at 1200 px wide (a laptop, a screenshot, a printout) every
/// lifeline's label is on screen, where the SVG used to be 1373 px wide in a 1240 px page.
@Suite("The HTML page's diagram at 1200 px", .enabled(if: TestChromium.required || TestChromium.executable != nil, TestChromium.skipped))
struct HTMLDiagramWidthTests {
    @Test(arguments: [["--flow", "pg-intent"], ["--flow", "mandate"], ["--profile", "citcon-all-wallets", "--flow", "citcon", "--method", "alipay"]])
    func everyLifelineLabelIsOnScreen(walk: [String]) throws {
        let browser = try #require(TestChromium.executable)
        let folder = try ScenarioFolder()
        let run = try CLI.run(["run"] + walk + ["--format", "html"])
        #expect(run.status == 0, "\(run.stderr)")
        let html = run.stdout
        // A copy that measures itself: the page's own policy allows no script, so the copy drops it.
        let measuring = html
            .replacing(#/<meta http-equiv="Content-Security-Policy"[^>]*>/#, with: "")
            .replacing("</body>", with: """
                <script>
                const names = [...document.querySelectorAll("svg text.name")].map(t => {
                  const r = t.getBoundingClientRect(); return t.textContent + "@" + Math.floor(r.left) + ":" + Math.ceil(r.right); });
                document.body.setAttribute("data-measured", innerWidth + "|" + names.join("|"));
                </script>
                </body>
                """)
        let page = try folder.write("measure.html", measuring)
        let dom = try TestChromium.run(
            browser, ["--dump-dom", "--window-size=1200,2000", "--hide-scrollbars", URL(fileURLWithPath: page).absoluteString],
            profile: folder.path("profile"))
        #expect(dom.status == 0, "\(dom.stderr)")
        let measured = try #require(dom.stdout.firstMatch(of: #/data-measured="([^"]*)"/#)?.1, "no measurement in the DOM")
        let parts = measured.split(separator: "|")
        let width = try #require(Int(parts[0]))
        #expect(width == 1200)
        #expect(parts.count >= 4, "the diagram's participants: \(measured)")
        for label in parts.dropFirst() {
            let bounds = label.split(separator: "@").last?.split(separator: ":").compactMap { Int($0) } ?? []
            #expect(bounds.count == 2 && bounds[0] >= 0 && bounds[1] <= width, "\(label) is off screen at \(width) px")
        }
    }
}

/// The Chromium the test drives: the one `CHECKOUT_SIM_TEST_CHROMIUM` names (then the test is
/// mandatory: `.ci/run` sets it, so CI fails rather than skips without a browser), else `chromium`
/// on PATH; with neither, the test reports itself skipped.
enum TestChromium {
    static let variable = "CHECKOUT_SIM_TEST_CHROMIUM"
    static let timeLimit: Duration = .seconds(60)

    static var named: String? { ProcessInfo.processInfo.environment[variable].flatMap { $0.isEmpty ? nil : $0 } }
    static var required: Bool { named != nil }

    static var executable: String? {
        if let named { return find(named) }
        return find("chromium") ?? find("chromium-browser")
    }

    static let skipped: Comment = "not run: no chromium on PATH (install Debian's chromium, or name one in \(variable))"

    /// A path as given, or a name looked up on PATH.
    private static func find(_ name: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Headless, without the sandbox (CI runs as root) or a GPU, in a profile folder of its own; killed after `timeLimit`.
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var timedOut: Bool
    }

    static func run(_ browser: String, _ arguments: [String], profile: String) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile)"] + arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let pid = process.processIdentifier
        let stopper = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(Int(timeLimit.components.seconds)), execute: stopper)
        // Both pipes drained at once, so a chatty browser cannot block on a full one.
        let errors = ErrorPipeReader(err.fileHandleForReading)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        stopper.cancel()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: errors.text(),
            timedOut: process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
    }
}

/// Reads a pipe to its end on another thread.
private final class ErrorPipeReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
