import CheckoutCore

/// `--json`: `{"passed", "failed", "cases": [{"name", "file", "line", "passed", "failures": [{"subject",
/// "line", "diff"}]}]}`, laid out as `JSONWriter.pretty` lays out the whole object. Each case is
/// written to a spool as it is recorded; the counts come first in the file, so `write(to:)` puts it
/// together at the end.
final class ReplayJSONReport {
    private let spool = ReplayReportSpool()
    private var passed = 0
    private var failed = 0

    func record(_ entry: ReplayReport.Entry) {
        let separator = passed + failed == 0 ? "" : ","
        if entry.passed { passed += 1 } else { failed += 1 }
        // An item of "cases" sits two levels in: each line of its own pretty form moves four spaces
        // right. Strings never hold a raw line break (the writer escapes it), so every "\n" is layout.
        var item = Array((separator + "\n    ").utf8)
        for byte in JSONWriter.pretty(Self.json(entry)).utf8 {
            item.append(byte)
            if byte == UInt8(ascii: "\n") { item.append(contentsOf: Self.indent) }
        }
        spool.append(item)
    }

    func write(to path: String) throws(AtomicFile.WriteError) {
        try AtomicFile.write(to: path) { output throws(AtomicFile.WriteError) in
            try output.write("{\n  \"passed\": \(passed),\n  \"failed\": \(failed),\n  \"cases\": ")
            if spool.count == 0 {
                try output.write("[]")
            } else {
                try output.write("[")
                try spool.copy(0..<spool.count, to: &output)
                try output.write("\n  ]")
            }
            try output.write("\n}\n")
        }
    }

    private static let indent = Array("    ".utf8)

    static func json(_ entry: ReplayReport.Entry) -> JSONValue {
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
    }
}
