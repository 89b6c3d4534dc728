/// One self-contained HTML page: its styles inline, no scripts, and a content security policy that lets
/// the browser fetch nothing at all, so a page attached to a bug report opens the same offline.
public enum HTMLDocument {
    /// `body` is markup already escaped by its maker; `title` is escaped here.
    public static func page(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLText.escape(title))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        \(body)
        </body>
        </html>

        """
    }

    /// A table with a header row; every cell is escaped here. `classes` names each row's class, if any.
    public static func table(_ columns: [String], _ rows: [[String]], classes: [String?] = []) -> String {
        var out = "<table>\n<thead><tr>" + columns.map { "<th>\(HTMLText.escape($0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for (number, row) in rows.enumerated() {
            let rowClass = number < classes.count ? classes[number].map { " class=\"\(HTMLText.attribute($0))\"" } ?? "" : ""
            out += "<tr\(rowClass)>" + row.map { "<td>\(HTMLText.escape($0))</td>" }.joined() + "</tr>\n"
        }
        return out + "</tbody>\n</table>"
    }

    private static let style = """
        body { font: 15px/1.45 system-ui, sans-serif; color: #1d1d1f; margin: 24px auto; max-width: 1240px; padding: 0 16px; }
        h1 { font-size: 22px; margin: 0 0 4px; }
        h2 { font-size: 18px; border-bottom: 1px solid #ddd; padding-bottom: 4px; margin-top: 32px; }
        h3 { font-size: 15px; margin: 20px 0 6px; }
        .muted { color: #666; }
        .verdict { display: inline-block; padding: 4px 10px; border-radius: 4px; font-weight: 600; }
        .ok { background: #e3f5e1; color: #1b5e20; }
        .bad { background: #fde4e1; color: #8e1b10; }
        .diagram { border: 1px solid #e3e3e3; border-radius: 6px; padding: 8px; background: #fff; }
        .diagram svg { display: block; max-width: 100%; height: auto; }
        table { border-collapse: collapse; margin: 8px 0; font-size: 13px; }
        th, td { border: 1px solid #ddd; padding: 4px 8px; text-align: left; vertical-align: top; }
        th { background: #f4f6f8; }
        tr.no td { color: #8e1b10; }
        td:first-child, code, pre { font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
        pre { background: #f7f7f9; border: 1px solid #e6e6ea; border-radius: 6px; padding: 10px; overflow-x: auto; font-size: 12.5px; white-space: pre-wrap; overflow-wrap: anywhere; }
        pre.error { background: #fdf0ee; border-color: #f3c3bb; }
        code { overflow-wrap: anywhere; }
        nav a { margin-right: 12px; }
        """
}
