import CheckoutTestSupport
import Foundation

/// One layer table of docs/architecture.md: each row's folder and the folders its "uses" column names
/// ("—" for none).
struct DocumentedLayers {
    var uses: [String: [String]] = [:]

    /// The table under the first heading that contains `heading`, up to the next heading.
    init(heading: String) throws {
        let doc = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let lines = doc.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("#") && $0.contains(heading) }) else { return }
        for line in lines[(start + 1)...] {
            if line.hasPrefix("#") { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            // | `Folder/` | holds | uses |
            guard cells.count == 5, cells[1].hasPrefix("`"), cells[1].hasSuffix("/`") else { continue }
            let name = String(cells[1].dropFirst().dropLast(2))
            uses[name] = cells[3] == "—" ? [] : cells[3].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }
}
