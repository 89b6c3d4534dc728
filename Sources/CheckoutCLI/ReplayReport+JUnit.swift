import CheckoutCore

/// `--junit`: the JUnit XML that CI systems show as test results. One `testsuite` per scenario file, one
/// `testcase` per case (classname = the file), problems as failing testcases. Names
/// and diffs come from files someone else wrote: control characters are spelled out, so the XML stays well-formed.
extension ReplayReport {
    var junitXML: String {
        var suites: [(file: String, entries: [Entry])] = []
        for entry in entries {
            if let index = suites.firstIndex(where: { $0.file == entry.file }) {
                suites[index].entries.append(entry)
            } else {
                suites.append((entry.file, [entry]))
            }
        }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"checkout-sim replay\" tests=\"\(entries.count)\" failures=\"\(failed)\">\n"
        for suite in suites {
            let failures = suite.entries.count(where: { !$0.passed })
            xml += "  <testsuite name=\"\(XMLText.visible(suite.file))\" tests=\"\(suite.entries.count)\" failures=\"\(failures)\">\n"
            for entry in suite.entries {
                let attributes = "name=\"\(XMLText.visible(entry.name))\" classname=\"\(XMLText.visible(suite.file))\""
                guard !entry.passed else {
                    xml += "    <testcase \(attributes)/>\n"
                    continue
                }
                // A problem's rule says it all; a case lists what failed, with the diffs in the body.
                let message = entry.isProblem
                    ? entry.failures.flatMap(\.diff).joined(separator: "; ")
                    : entry.failures.map { "\($0.subject) (line \($0.line))" }.joined(separator: "; ")
                let body = entry.isProblem ? entry.name : entry.failures.map { failure in
                    (["\(failure.subject) (\(entry.file):\(failure.line))"] + failure.diff.map { "  " + $0 }).joined(separator: "\n")
                }.joined(separator: "\n")
                xml += "    <testcase \(attributes)>\n"
                xml += "      <failure message=\"\(XMLText.visible(message))\">\(XMLText.visible(body, attribute: false))</failure>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }
}
