import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

/// `run --format mermaid|html` and `replay --html` as processes: what they print and write.
@Suite("Exports: Mermaid and HTML")
struct ExportCommandTests {
    static let pgIntent = ["run", "--flow", "pg-intent", "--app", "GPAY"]

    @Test func mermaidIsTheWalkWithItsOwnIds() throws {
        let json = try JSONParser.parse(try CLI.run(Self.pgIntent + ["--format", "json"]).stdout)
        let id = try #require(json["request"]?["payload"]?["merchantTransactionId"]?.stringValue)
        let result = try CLI.run(Self.pgIntent + ["--format", "mermaid"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "sequenceDiagram")
        #expect(lines.filter { $0.hasPrefix("    participant ") }.count == 4)
        let steps = lines.filter { $0.contains(">>") || $0.hasPrefix("    Note") }.map { $0.prefix { $0 != ":" } }
        #expect(steps == [
            "    app->>server", "    server->>gateway", "    gateway-->>server", "    server-->>app", "    app->>payer",
            "    Note over payer", "    payer-->>app", "    gateway->>server", "    server->>gateway", "    gateway-->>server",
            "    Note over server",
        ])
        #expect(lines.contains("    server->>gateway: +20 s status check 1<br/>GET /pg/v1/status/MERCHANTUAT/\(id)"))
        #expect(lines.contains("    server-->>app: intent URL<br/>scheme gpay, tr \(id), am 1.00"))
    }

    @Test func htmlIsOneSelfContainedPage() throws {
        let result = try CLI.run(Self.pgIntent + ["--format", "html"])
        #expect(result.status == 0, "\(result.stderr)")
        let page = result.stdout
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("Content-Security-Policy\" content=\"default-src 'none'"))
        for absent in ["<script", "src=", "<link", "@import"] { #expect(!page.contains(absent), "\(absent) in the page") }
        #expect(page.components(separatedBy: "<svg").count == 2)
        #expect(page.contains("<td>gpay</td><td>#5</td><td>gpay</td><td>yes</td>"))
        #expect(page.contains("<td>tr</td>") && page.contains("transaction reference (mandatory for merchants)"))
        #expect(page.contains("<h3>Request: POST /pg/v1/pay</h3>"))
        #expect(page.contains("PAYMENT_SUCCESS · COMPLETED: the payment succeeded"))
    }

    @Test func citconAndRefusedWalksHaveTheirPagesToo() throws {
        let citcon = try CLI.run(["run", "--profile", "citcon-all-wallets", "--flow", "citcon", "--method", "alipay", "--format", "html"])
        #expect(citcon.status == 0, "\(citcon.stderr)")
        #expect(citcon.stdout.contains(">Citcon SDK</text>") && citcon.stdout.contains("<h3>CPayRequest: CPayManager.requestOrder</h3>"))
        #expect(!citcon.stdout.contains("id=\"intent\""))
        let refused = try CLI.run(["run", "--flow", "phonepe-intent", "--amount", "0", "--format", "html"])
        #expect(refused.status == 1)
        #expect(refused.stdout.contains("refused, nothing was sent:"))
        #expect(refused.stderr.contains("error: amount"))
    }

    @Test func aHostileProfileNameStaysText() throws {
        let folder = try ScenarioFolder()
        let shipped = try String(contentsOf: RepositoryPaths.profiles.appendingPathComponent("gpay-only.json"), encoding: .utf8)
        let hostile = #""name": "<script>alert(1)</script> #;\u001b]0;owned\u0007 -->""#
        let profile = try folder.write("hostile.json", shipped.replacingOccurrences(
            of: #""name": "iPhone 14 — Google Pay only""#, with: hostile))
        let html = try CLI.run(["run", "--profile", profile, "--flow", "open-intent", "--format", "html"])
        #expect(html.status == 0, "\(html.stderr)")
        #expect(!html.stdout.contains("<script"))
        #expect(html.stdout.contains("&lt;script&gt;alert(1)&lt;/script&gt; #;\\u{1B}]0;owned\\u{7} --&gt;"))
        #expect(!html.stdout.contains("\u{1B}"))
    }

    @Test func replayWritesAPagePerCaseAndAnIndex() throws {
        let folder = try ScenarioFolder()
        let pass = try folder.write("pass.yaml", ReplayCommandTests.passing)
        let fail = try folder.write("fail.yaml", ReplayCommandTests.failing)
        let out = folder.path("report/pages")
        let result = try CLI.run(["replay", pass, fail, "--html", out])
        #expect(result.status == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        // Files run in sorted order: fail.yaml first.
        #expect(files == ["1-wrong-result-gpay-only-open-intent.html", "2-gpay-gpay-only-open-intent-gpay.html", "index.html"])
        let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(index.contains("<h1>Replay: 1 passed, 1 failed</h1>"))
        #expect(index.contains("<span class=\"verdict ok\">PASS</span></td><td><a href=\"2-gpay-gpay-only-open-intent-gpay.html\">gpay · gpay-only · open-intent · GPAY</a>"))
        #expect(index.contains("<span class=\"verdict bad\">FAIL</span>"))
        let failing = try String(contentsOfFile: out + "/" + files[0], encoding: .utf8)
        #expect(failing.contains("<h3>result (\(fail):5)</h3>"))
        #expect(failing.contains("<pre class=\"error\">- expected &quot;PAYMENT_ERROR&quot;\n+ actual   &quot;PAYMENT_SUCCESS&quot;</pre>"))
        #expect(failing.contains("<a href=\"index.html\">All cases</a>"))
    }

    @Test func replayHTMLRefusesAFileAndReplacesLinksInsteadOfFollowingThem() throws {
        let folder = try ScenarioFolder()
        let pass = try folder.write("pass.yaml", ReplayCommandTests.passing)
        let file = try folder.write("report.html", "mine")
        let refused = try CLI.run(["replay", pass, "--html", file])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("\(file): cannot be written: it is a file, and --html needs a folder"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "mine")

        let out = folder.path("pages")
        let outside = try folder.write("outside.txt", "keep me")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: out + "/index.html", withDestinationPath: outside)
        let result = try CLI.run(["replay", pass, "--html", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "keep me")
        let attributes = try FileManager.default.attributesOfItem(atPath: out + "/index.html")
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }
}
