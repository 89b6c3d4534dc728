import CheckoutCore
import Foundation

/// `--html DIR`: one page per case (its verdict and failures above the walk's own page) and an
/// `index.html` listing every case and problem with PASS or FAIL and a link to its page.
extension ReplayReport {
    /// Hands each case page to `page` by file name as it is made (thousands of cases are never all held
    /// at once), then returns the index; `walk` gives the walk of the case at a plan index.
    func htmlPages(walk: (Int) -> WalkRecord, page: (_ name: String, _ html: String) throws -> Void) rethrows -> String {
        var rows: [String] = []
        let width = String(entries.count).count
        for (number, entry) in entries.enumerated() {
            var link: String?
            if let caseIndex = entry.caseIndex {
                let name = Self.pageName(number: number + 1, width: width, caseName: entry.name)
                try page(name, WalkPage.html(walk(caseIndex), title: entry.name, preface: preface(entry)))
                link = name
            }
            let verdict = entry.passed ? "<span class=\"verdict ok\">PASS</span>" : "<span class=\"verdict bad\">FAIL</span>"
            let name = link.map { "<a href=\"\(HTMLText.attribute($0))\">\(HTMLText.escape(entry.name))</a>" } ?? HTMLText.escape(entry.name)
            let failures = entry.failures.map { HTMLText.escape("\($0.subject) (line \($0.line))") }.joined(separator: "<br>")
            rows.append("<tr><td>\(verdict)</td><td>\(name)</td><td>\(HTMLText.escape("\(entry.file):\(entry.line)"))</td><td>\(failures)</td></tr>")
        }
        let body = """
            <header><h1>Replay: \(HTMLText.escape(counts))</h1></header>
            <table>
            <thead><tr><th></th><th>case</th><th>scenario</th><th>what did not hold</th></tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody>
            </table>
            """
        return HTMLDocument.page(title: "Replay: \(counts)", body: body)
    }

    /// PASS or FAIL, the scenario's place, each failure with its diff, and the way back to the index.
    private func preface(_ entry: Entry) -> String {
        var out = ["<p><a href=\"index.html\">All cases</a> · <code>\(HTMLText.escape("\(entry.file):\(entry.line)"))</code></p>"]
        out.append(entry.passed ? "<p class=\"verdict ok\">PASS: every expectation held</p>" : "<p class=\"verdict bad\">FAIL</p>")
        for failure in entry.failures {
            out.append("<h3>\(HTMLText.escape("\(failure.subject) (\(entry.file):\(failure.line))"))</h3>")
            out.append("<pre class=\"error\">\(HTMLText.escape(failure.diff.joined(separator: "\n")))</pre>")
        }
        return out.joined(separator: "\n")
    }

    /// `007-phonepe-intent-iphone15.html`: numbered in report order (so names never collide), then the
    /// case name's letters and digits, lower-cased and cut short after a whole word.
    static func pageName(number: Int, width: Int, caseName: String) -> String {
        var slug = ""
        for scalar in caseName.lowercased().unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, slug.last != "-" {
                slug += "-"
            }
        }
        slug = ReplayShortNames.prefix(slug, limit: 60) { $0 == "-" }.text
        while slug.hasSuffix("-") { slug.removeLast() }
        let padded = String(repeating: "0", count: max(0, width - String(number).count)) + String(number)
        return slug.isEmpty ? "\(padded).html" : "\(padded)-\(slug).html"
    }
}
