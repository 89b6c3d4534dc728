import CheckoutTestSupport
import Foundation
import Testing

/// The core's folders form layers: no folder uses, directly or through others, a folder that uses it.
/// A folder uses another when one of its files mentions a type the other declares at the top level
/// (comments and string literals do not count). See docs/architecture.md.
@Suite struct CoreLayeringTests {
    static let sources = RepositoryPaths.root.appendingPathComponent("Sources")
    static let core = sources.appendingPathComponent("CheckoutCore")
    static let lineLimit = 300

    @Test func coreFoldersHaveNoCycles() throws {
        let graph = try FolderGraph(root: Self.core)
        #expect(graph.folders.count > 5, "found too few folders in \(Self.core.path)")
        let cycles = graph.cycles()
        #expect(
            cycles.isEmpty,
            "folder cycles in Sources/CheckoutCore (move the type that closes the loop):\n\(cycles.joined(separator: "\n"))")
    }

    /// Each provider is one folder (adding one, or a version of one, is a folder beside these), its
    /// own parts layered inside it, and no provider reaches into another: only `Walk/` and `Share/`
    /// above them know every provider.
    @Test(arguments: ["PhonePe", "PhonePeV2", "Citcon"])
    func aProviderIsOneFolderLayeredInside(provider: String) throws {
        let graph = try FolderGraph(root: Self.core)
        let others = Self.providers.filter { $0 != provider }
        #expect(Set(graph.uses(from: provider)).isDisjoint(with: others), "\(provider)/ uses another provider's folder")
        let inside = try FolderGraph(root: Self.core.appendingPathComponent(provider))
        let cycles = inside.cycles()
        #expect(cycles.isEmpty, "folder cycles in Sources/CheckoutCore/\(provider):\n\(cycles.joined(separator: "\n"))")
    }

    static let providers = ["PhonePe", "PhonePeV2", "Citcon"]

    /// docs/architecture.md's "uses" columns say what the code does: the core's table, then PhonePe's.
    @Test(arguments: [("the layers", ""), ("Inside `PhonePe/`", "PhonePe")])
    func theArchitectureTableMatchesTheCode(heading: String, folder: String) throws {
        let root = folder.isEmpty ? Self.core : Self.core.appendingPathComponent(folder)
        let graph = try FolderGraph(root: root)
        let documented = try DocumentedLayers(heading: heading)
        #expect(Set(documented.uses.keys) == graph.folders.subtracting(["."]), "folders without a row, or rows without a folder, under \"\(heading)\"")
        for (name, uses) in documented.uses.sorted(by: { $0.key < $1.key }) {
            #expect(uses == graph.uses(from: name), "\(name)/ uses \(graph.uses(from: name)), the table says \(uses)")
        }
    }

    @Test func noSupportFolder() throws {
        let folders = try FolderGraph.swiftFiles(below: Self.sources)
            .compactMap { path -> String? in
                let parts = path.split(separator: "/").dropLast()
                guard let at = parts.firstIndex(of: "Support") else { return nil }
                return parts[...at].joined(separator: "/")
            }
        #expect(Set(folders).isEmpty, "a Support/ folder says nothing about what it holds: \(Set(folders).sorted())")
    }

    @Test func noSourceFileIsLong() throws {
        var offenders: [String] = []
        for path in try FolderGraph.swiftFiles(below: Self.sources) {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(path), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
            if lines > Self.lineLimit { offenders.append("Sources/\(path): \(lines) lines") }
        }
        #expect(offenders.isEmpty, "files over \(Self.lineLimit) lines; split them along a seam:\n\(offenders.joined(separator: "\n"))")
    }

    @Test func scanIgnoresCommentsAndStrings() {
        let scan = SwiftSourceScan(
            """
            /// Uses `Alpha` in a comment. /* Beta */
            public struct Gamma { struct Inner {} ; let s = "Delta \\(Epsilon.make("Zeta"))" ; let r = #"Eta"# }
            private enum Theta {}
            extension Iota {}
            let m = \"\"\"
                Kappa
                \"\"\"
            typealias Lambda = Mu.Nu
            """)
        #expect(scan.topLevelTypes == ["Gamma", "Lambda"])
        let mentioned = scan.mentionedIdentifiers
        for name in ["Gamma", "Epsilon", "Iota", "Lambda", "Mu"] { #expect(mentioned.contains(name), "\(name)") }
        for name in ["Alpha", "Beta", "Delta", "Zeta", "Eta", "Kappa", "make", "Nu"] {
            #expect(!mentioned.contains(name), "\(name)")
        }
    }
}

