import CheckoutCore

/// `--json`: `{"passed", "failed", "cases": [{"name", "file", "line", "passed", "failures": [{"subject", "line", "diff"}]}]}`.
extension ReplayReport {
    var json: JSONValue {
        [
            "passed": .int(Int64(passed)),
            "failed": .int(Int64(failed)),
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
    }
}
