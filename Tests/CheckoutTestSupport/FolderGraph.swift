import Foundation

/// Which folder of a target uses which: folder A depends on folder B when a file in A mentions a type
/// declared at the top level of a file in B.
public struct FolderGraph {
    /// One reason for an edge: the file that mentions the name.
    public struct Use: CustomStringConvertible {
        public var file: String
        public var name: String
        public var description: String { "\(file) mentions \(name)" }
    }

    /// folder → folder it uses → the uses.
    public private(set) var edges: [String: [String: [Use]]] = [:]
    public private(set) var folders: Set<String> = []

    /// Reads every `.swift` file below `root`; a file's folder is the first path component below `root`.
    public init(root: URL) throws {
        var scans: [(folder: String, file: String, scan: SwiftSourceScan)] = []
        for relative in try Self.swiftFiles(below: root) {
            let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
            let parts = relative.split(separator: "/")
            let folder = parts.count > 1 ? String(parts[0]) : "."
            scans.append((folder, relative, SwiftSourceScan(text)))
            folders.insert(folder)
        }
        var owner: [String: String] = [:]
        for entry in scans {
            for name in entry.scan.topLevelTypes { owner[name] = entry.folder }
        }
        for entry in scans {
            let own = entry.scan.allDeclaredTypes
            for name in entry.scan.mentionedIdentifiers.subtracting(own).sorted() {
                guard let target = owner[name], target != entry.folder else { continue }
                edges[entry.folder, default: [:]][target, default: []].append(Use(file: entry.file, name: name))
            }
        }
    }

    /// The folders of one target, `Sources/<target>`.
    public init(target: String) throws {
        try self.init(root: RepositoryPaths.root.appendingPathComponent("Sources").appendingPathComponent(target))
    }

    public static func swiftFiles(below root: URL) throws -> [String] {
        let rootPath = root.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(atPath: rootPath) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(relative) }
        }
        return files.sorted()
    }

    public func uses(from folder: String) -> [String] { (edges[folder] ?? [:]).keys.sorted() }

    /// Every cycle's folders, one per strongly connected group of two or more folders, each
    /// written `A → B → … → A`, with one use for each step.
    public func cycles() -> [String] {
        stronglyConnected().filter { $0.count > 1 }.map { group in
            let members = Set(group)
            let start = group.sorted()[0]
            let path = shortestCycle(from: start, within: members)
            var lines = [path.joined(separator: " → ")]
            for (from, to) in zip(path, path.dropFirst()) {
                let uses = edges[from]?[to] ?? []
                lines.append("  \(from) → \(to): " + uses.prefix(3).map(\.description).joined(separator: "; ")
                    + (uses.count > 3 ? "; and \(uses.count - 3) more" : ""))
            }
            if members.count > path.count - 1 {
                let inside = members.sorted().flatMap { from in
                    uses(from: from).filter(members.contains).map { "\(from) → \($0)" }
                }
                lines.append("  the same tangle holds \(members.sorted().joined(separator: ", ")): \(inside.joined(separator: ", "))")
            }
            return lines.joined(separator: "\n")
        }
    }

    /// The folders bottom first: each after every folder it uses. Only meaningful without cycles.
    public func bottomUpOrder() -> [String] {
        var placed: [String] = []
        var remaining = folders
        while !remaining.isEmpty {
            let ready = remaining.filter { folder in uses(from: folder).allSatisfy { !remaining.contains($0) } }.sorted()
            guard !ready.isEmpty else { return placed + remaining.sorted() }
            placed += ready
            remaining.subtract(ready)
        }
        return placed
    }

    private func shortestCycle(from start: String, within members: Set<String>) -> [String] {
        var previous: [String: String] = [:]
        var queue = [start]
        var seen: Set<String> = []
        while !queue.isEmpty {
            let node = queue.removeFirst()
            for next in uses(from: node) where members.contains(next) {
                if next == start {
                    var path = [node]
                    while let before = previous[path[0]] { path.insert(before, at: 0) }
                    return path + [start]
                }
                if seen.insert(next).inserted {
                    previous[next] = node
                    queue.append(next)
                }
            }
        }
        return [start]
    }

    /// Tarjan's algorithm.
    private func stronglyConnected() -> [[String]] {
        var index = 0
        var indices: [String: Int] = [:]
        var lowLinks: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var groups: [[String]] = []
        func visit(_ node: String) {
            indices[node] = index
            lowLinks[node] = index
            index += 1
            stack.append(node)
            onStack.insert(node)
            for next in uses(from: node) {
                if indices[next] == nil {
                    visit(next)
                    lowLinks[node] = min(lowLinks[node]!, lowLinks[next]!)
                } else if onStack.contains(next) {
                    lowLinks[node] = min(lowLinks[node]!, indices[next]!)
                }
            }
            if lowLinks[node] == indices[node] {
                var group: [String] = []
                while let top = stack.popLast() {
                    onStack.remove(top)
                    group.append(top)
                    if top == node { break }
                }
                groups.append(group)
            }
        }
        for folder in folders.sorted() where indices[folder] == nil { visit(folder) }
        return groups
    }
}
