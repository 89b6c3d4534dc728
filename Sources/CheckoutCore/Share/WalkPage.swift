/// A walk as one self-contained HTML page to attach to a bug or hand over after a demo: the sequence
/// diagram as inline SVG, the device's scheme table, the intent URL's parameters explained, then every
/// step of `run`'s transcript (each payload pretty-printed) and the result.
public enum WalkPage {
    /// `title` replaces the walk's own one-line title; `preface` is markup (already escaped) shown
    /// above the walk, such as a replay case's verdict.
    public static func html(_ record: WalkRecord, title: String? = nil, preface: String = "") -> String {
        let lines = record.textLines
        let parts = TranscriptSections(lines)
        let heading = title ?? record.title(separator: "·")
        var body = ["<header>", "<h1>\(HTMLText.escape(heading))</h1>"]
        body += parts.intro.map { "<p class=\"muted\">\(HTMLText.escape($0))</p>" }
        body.append(verdict(record, lines: lines))
        body += [preface, "</header>"]
        body.append("<nav><a href=\"#sequence\">Sequence</a><a href=\"#schemes\">URL schemes</a>"
            + (intentSection(record).isEmpty ? "" : "<a href=\"#intent\">Intent URL</a>") + "<a href=\"#steps\">Step by step</a></nav>")
        body += [
            "<section id=\"sequence\">", "<h2>Sequence</h2>",
            "<div class=\"diagram\">", SequenceDiagram(record: record).svg, "</div>", "</section>",
            "<section id=\"schemes\">", "<h2>The device's URL schemes</h2>",
            "<p class=\"muted\">What canOpenURL answers for each scheme on \(HTMLText.escape(record.profile.name)), and why.</p>",
            schemeTable(record), "</section>",
            intentSection(record),
            "<section id=\"steps\">", "<h2>Step by step</h2>",
        ]
        for section in parts.sections {
            body.append("<h3>\(HTMLText.escape(section.title))</h3>")
            body.append("<pre\(section.isError ? " class=\"error\"" : "")>\(HTMLText.escape(section.text))</pre>")
        }
        body.append("</section>")
        return HTMLDocument.page(title: heading, body: body.filter { !$0.isEmpty }.joined(separator: "\n"))
    }

    /// The result (or the broken rules) in green or red.
    private static func verdict(_ record: WalkRecord, lines: [TranscriptLine]) -> String {
        let result = lines.filter { $0.kind == .result }.map { String($0.text.trimmingWhitespace()) }
        let errors = lines.filter { $0.kind == .error }.map { String($0.text.trimmingWhitespace()) }
        let text = result.isEmpty ? (errors.isEmpty ? ["no result"] : ["refused, nothing was sent:"] + errors) : result
        let tone = record.succeeded ? "ok" : "bad"
        return "<p class=\"verdict \(tone)\">" + text.map(HTMLText.escape).joined(separator: "<br>") + "</p>"
    }

    private static func schemeTable(_ record: WalkRecord) -> String {
        let rows = DeviceSummary.schemeRows(Device(profile: record.profile).schemeTable)
        return HTMLDocument.table(DeviceSummary.schemeColumns, rows, classes: rows.map { $0[3] == "yes" ? nil : "no" })
    }

    /// PhonePe's intent URL, each parameter with what it means, and its defects; empty without one.
    private static func intentSection(_ record: WalkRecord) -> String {
        guard case .phonePe(let transcript) = record, let intent = transcript.intent else { return "" }
        var out = ["<section id=\"intent\">", "<h2>Intent URL</h2>", "<p><code>\(HTMLText.escape(intent.text))</code></p>"]
        if let url = intent.url {
            let rows = url.parameters.map { [$0.name, $0.value, $0.meaning ?? "not in NPCI's or PhonePe's lists"] }
            out.append(HTMLDocument.table(["param", "value", "meaning"], rows))
        }
        let defects = intent.defects
        if !defects.isEmpty {
            out.append("<ul>" + defects.map { "<li>defect: \(HTMLText.escape($0))</li>" }.joined() + "</ul>")
        }
        out.append("</section>")
        return out.joined(separator: "\n")
    }
}

/// `run`'s text transcript cut at its `== title ==` headings: the lines before the first heading,
/// then each section's title and lines (their common two-space indent removed).
struct TranscriptSections {
    struct Section {
        var title: String
        var lines: [String] = []
        var isError: Bool

        var text: String {
            var trimmed = lines
            while trimmed.last?.isEmpty == true { trimmed.removeLast() }
            let indented = trimmed.allSatisfy { $0.isEmpty || $0.hasPrefix("  ") }
            return trimmed.map { indented && !$0.isEmpty ? String($0.dropFirst(2)) : $0 }.joined(separator: "\n")
        }
    }

    var intro: [String] = []
    var sections: [Section] = []

    init(_ lines: [TranscriptLine]) {
        for line in lines {
            switch line.kind {
            case .heading, .errorHeading:
                let title = line.text.hasPrefix("== ") && line.text.hasSuffix(" ==") ? String(line.text.dropFirst(3).dropLast(3)) : line.text
                sections.append(Section(title: title, isError: line.kind == .errorHeading))
            default:
                if sections.isEmpty {
                    if !line.text.isEmpty { intro.append(line.text) }
                } else {
                    sections[sections.count - 1].lines.append(line.text)
                }
            }
        }
    }
}
