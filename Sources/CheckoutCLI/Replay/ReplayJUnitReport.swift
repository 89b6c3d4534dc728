import CheckoutCore

/// `--junit`: the JUnit XML that CI systems show as test results. One `testsuite` per scenario file (in
/// the order each file first reports), one `testcase` per case (classname = the file), problems as
/// failing testcases. Names and diffs come from files someone else wrote: control characters are
/// spelled out, so the XML stays well-formed.
///
/// Each entry's `testcase` is written to a spool as it is recorded; the counts that head the file and
/// each suite are known only at the end, when `write(to:)` puts the file together from the spool.
final class ReplayJUnitReport {
    private struct Suite {
        var file: String
        var tests = 0
        var failures = 0
        /// Where its testcases lie in the spool: one range while the file's entries come together.
        var ranges: [Range<Int>] = []
    }

    private let spool = ReplayReportSpool()
    private var suites: [Suite] = []
    private var suiteIndex: [String: Int] = [:]
    private var tests = 0
    private var failures = 0

    func record(_ entry: ReplayReport.Entry) {
        let index = suiteIndex[entry.file] ?? {
            suites.append(Suite(file: entry.file))
            suiteIndex[entry.file] = suites.count - 1
            return suites.count - 1
        }()
        let start = spool.count
        spool.append(Self.testcase(entry))
        tests += 1
        suites[index].tests += 1
        if !entry.passed {
            failures += 1
            suites[index].failures += 1
        }
        if let last = suites[index].ranges.last, last.upperBound == start {
            suites[index].ranges[suites[index].ranges.count - 1] = last.lowerBound..<spool.count
        } else {
            suites[index].ranges.append(start..<spool.count)
        }
    }

    func write(to path: String) throws(AtomicFile.WriteError) {
        try AtomicFile.write(to: path) { output throws(AtomicFile.WriteError) in
            try output.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
            try output.write("<testsuites name=\"checkout-sim replay\" tests=\"\(tests)\" failures=\"\(failures)\">\n")
            for suite in suites {
                try output.write("  <testsuite name=\"\(XMLText.visible(suite.file))\" tests=\"\(suite.tests)\" failures=\"\(suite.failures)\">\n")
                for range in suite.ranges { try spool.copy(range, to: &output) }
                try output.write("  </testsuite>\n")
            }
            try output.write("</testsuites>\n")
        }
    }

    static func testcase(_ entry: ReplayReport.Entry) -> String {
        let attributes = "name=\"\(XMLText.visible(entry.shortName))\" classname=\"\(XMLText.visible(entry.file))\""
        guard !entry.passed else { return "    <testcase \(attributes)/>\n" }
        // A problem's rule says it all; a case lists what failed, with the diffs in the body.
        let message = entry.isProblem
            ? entry.failures.flatMap(\.diff).joined(separator: "; ")
            : entry.failures.map { "\($0.subject) (line \($0.line))" }.joined(separator: "; ")
        let body = entry.isProblem ? entry.name : entry.failures.map { failure in
            (["\(failure.subject) (\(entry.file):\(failure.line))"] + failure.diff.map { "  " + $0 }).joined(separator: "\n")
        }.joined(separator: "\n")
        return "    <testcase \(attributes)>\n"
            + "      <failure message=\"\(XMLText.visible(message))\">\(XMLText.visible(body, attribute: false))</failure>\n"
            + "    </testcase>\n"
    }
}
