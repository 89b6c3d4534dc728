@testable import CheckoutCLI
import CheckoutCore

/// The JUnit and JSON reports as `replay` wrote them before they were streamed: each a whole string
/// built from every entry at the end. Kept here, unchanged, as the reference the streamed reports
/// must match byte for byte.
enum WholeReplayReport {
    static func junitXML(_ entries: [ReplayReport.Entry]) -> String {
        let failed = entries.count(where: { !$0.passed })
        var suites: [(file: String, entries: [ReplayReport.Entry])] = []
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
                let attributes = "name=\"\(XMLText.visible(entry.shortName))\" classname=\"\(XMLText.visible(suite.file))\""
                guard !entry.passed else {
                    xml += "    <testcase \(attributes)/>\n"
                    continue
                }
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

    static func json(_ entries: [ReplayReport.Entry]) -> String {
        let value: JSONValue = [
            "passed": .int(Int64(entries.count(where: \.passed))),
            "failed": .int(Int64(entries.count(where: { !$0.passed }))),
            "cases": .array(entries.map { entry in
                [
                    "name": .string(entry.name),
                    "file": .string(entry.file),
                    "line": .int(Int64(entry.line)),
                    "passed": .bool(entry.passed),
                    "failures": .array(entry.failures.map { failure in
                        [
                            "subject": .string(failure.subject),
                            "line": .int(Int64(failure.line)),
                            "diff": .array(failure.diff.map(JSONValue.string)),
                        ]
                    }),
                ]
            }),
        ]
        return JSONWriter.pretty(value) + "\n"
    }
}
