import CheckoutTestSupport
import Foundation
import Testing

/// Every target's folders form layers: the core, the TUI and the server have their own tests with
/// their intended order; this one keeps any target, present or added later, from growing a cycle.
@Suite struct EveryTargetLayeringTests {
    static var targets: [String] {
        let sources = RepositoryPaths.root.appendingPathComponent("Sources")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return names.filter { !((try? FolderGraph.swiftFiles(below: sources.appendingPathComponent($0))) ?? []).isEmpty }.sorted()
    }

    @Test func everyTargetIsChecked() {
        #expect(Self.targets.count >= 9, "\(Self.targets)")
        #expect(Self.targets.contains("CheckoutCLI") && Self.targets.contains("CheckoutGatewayCLI"))
    }

    @Test(arguments: targets)
    func foldersHaveNoCycles(target: String) throws {
        #expect(try FolderGraph(target: target).cycles() == [], "folder cycles in Sources/\(target) (move the type that closes the loop)")
    }

    /// The command line's files sit in folders by what they are; the commands use the rest, not the reverse.
    @Test func theCommandLineIsInFoldersUnderItsCommands() throws {
        let graph = try FolderGraph(target: "CheckoutCLI")
        #expect(graph.folders == ["Benches", "Commands", "Files", "Network", "Replay"])
        for folder in ["Benches", "Files", "Network", "Replay"] {
            #expect(!graph.uses(from: folder).contains("Commands"), "\(folder) uses \(graph.edges[folder]?["Commands"] ?? [])")
        }
    }
}
