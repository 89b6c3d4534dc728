/// What `decode` found: the decoded text, its JSON when valid, and every finding.
public struct InspectionReport: Sendable {
    public var envelopeKey: String?
    public var decodedText: String?
    public var json: JSONValue?
    /// Where the decoded text stops being JSON, when it does.
    public var syntaxError: JSONSyntaxError?
    public var findings: [Finding] = []

    public init() {}

    public var hasErrors: Bool { findings.contains { $0.severity == .error } }

    public var text: String {
        var out = TextWriter()
        if let envelopeKey { out.line("envelope: {\"\(envelopeKey)\": <base64>}") }
        if let json {
            out.line(JSONWriter.pretty(json))
        } else if let decodedText {
            out.line("decoded text (not valid JSON):")
            Self.writeExcerpt(of: decodedText, around: syntaxError, into: &out)
        }
        if findings.isEmpty {
            out.line("no problems found")
        } else {
            for finding in findings { out.line(finding.description) }
        }
        return out.text
    }

    /// The lines around the error (all of a short text), each cut to a window around the error
    /// column, with a caret under it; no-break spaces are shown as "·".
    private static func writeExcerpt(of text: String, around error: JSONSyntaxError?, into out: inout TextWriter) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let errorLine = error?.line ?? 1
        let range = lines.count <= 12 ? 1...lines.count : max(1, errorLine - 2)...min(lines.count, errorLine + 2)
        let width = 100
        for number in range {
            let scalars = Array(lines[number - 1].unicodeScalars)
            let column = number == errorLine ? (error?.column ?? 1) : 1
            let start = scalars.count <= width ? 0 : max(0, min(column - 1 - width / 2, scalars.count - width))
            let end = min(scalars.count, start + width)
            var shown = String(String.UnicodeScalarView(scalars[start..<end])).replacingNoBreakSpaces()
            if start > 0 { shown = "…" + shown }
            if end < scalars.count { shown += "…" }
            out.line(String(number).leftPadded(to: 4, with: " ") + " | " + shown)
            if let error, number == error.line {
                let offset = column - 1 - start + (start > 0 ? 1 : 0)
                out.line("     | " + String(repeating: " ", count: max(0, offset)) + "^")
            }
        }
    }
}

/// Decodes a base64 request, response or callback (bare or in its envelope) and lints it; a gateway
/// answer given as plain JSON is linted as it stands.
public enum PayloadInspector {
    public static func inspect(_ input: String, path: String? = nil) -> InspectionReport {
        var report = InspectionReport()
        var base64 = String(input.trimmingWhitespace())
        if base64.hasPrefix("{") {
            do {
                let outer = try JSONParser.parse(base64)
                guard let key = ["request", "response"].first(where: { outer[$0]?.stringValue != nil }) else {
                    // A gateway answer as printed (the documents' response samples): plain JSON, linted as it stands.
                    if let object = outer.objectValue, PayloadLinter.looksLikeResponse(object) {
                        report.json = outer
                        report.findings += PayloadLinter.lint(outer, path: path, envelopeKey: nil)
                        return report
                    }
                    report.findings.append(Finding(.error, "the envelope must be {\"request\": \"<base64>\"} or {\"response\": \"<base64>\"}"))
                    return report
                }
                report.envelopeKey = key
                base64 = outer[key]?.stringValue ?? ""
            } catch {
                report.findings.append(Finding(.error, "the envelope is not valid JSON: \(error)"))
                return report
            }
        }
        // GNU base64 wraps bare base64 at 76 columns: those line breaks are layout, not payload.
        if report.envelopeKey == nil { base64.removeAll { $0.isNewline } }
        guard let bytes = Base64.decode(base64) else {
            report.findings.append(Finding(.error, "not valid base64 (standard alphabet A–Z a–z 0–9 + /, in groups of four, the last padded with at most two =)"))
            return report
        }
        guard !bytes.isEmpty else {
            report.findings.append(Finding(.error, "nothing to decode: give the payload's base64 (or its envelope) as an argument or on standard input"))
            return report
        }
        report.decodedText = String(decoding: bytes, as: UTF8.self)
        do {
            report.json = try JSONParser.parse(bytes)
        } catch {
            report.syntaxError = error
            report.findings.append(Finding(.error, "invalid JSON at \(error)"))
            return report
        }
        if let json = report.json {
            report.findings += PayloadLinter.lint(json, path: path, envelopeKey: report.envelopeKey)
        }
        return report
    }
}

extension StringProtocol {
    /// Makes U+00A0 visible in listings of invalid JSON.
    func replacingNoBreakSpaces() -> String {
        String(unicodeScalars.map { $0 == "\u{00A0}" ? "·" : Character($0) })
    }
}
