import CheckoutTestSupport
import Testing

/// The TUI's folders form layers, as the core's do (`CoreLayeringTests`, and docs/architecture.md):
/// the terminal at the bottom, then views, then the screens, and the app that holds them on top. A
/// folder uses another when one of its files mentions a type the other declares at the top level.
@Suite struct TUILayeringTests {
    static let tui = RepositoryPaths.root.appendingPathComponent("Sources/CheckoutTUI")

    /// Each folder's layer: a folder uses only folders of a lower layer. A folder not listed here
    /// fails the test until it is given its place.
    static let layers: [String: Int] = [
        "Terminal": 0, "PhoneLink": 0,
        "Views": 1, "Recording": 1,
        "Screens": 2,
        "Phone": 3, "Scenario": 3,
        "App": 4,
    ]

    @Test func tuiFoldersHaveNoCycles() throws {
        let cycles = try FolderGraph(root: Self.tui).cycles()
        #expect(cycles.isEmpty, "folder cycles in Sources/CheckoutTUI (move the type that closes the loop):\n\(cycles.joined(separator: "\n"))")
    }

    @Test func noFolderUsesAHigherLayer() throws {
        let graph = try FolderGraph(root: Self.tui)
        #expect(graph.folders.count > 5, "found too few folders in \(Self.tui.path)")
        let unplaced = graph.folders.filter { Self.layers[$0] == nil }.sorted()
        #expect(unplaced.isEmpty, "give these folders a layer in TUILayeringTests.layers and docs/architecture.md: \(unplaced)")
        var upward: [String] = []
        for folder in graph.folders.sorted() {
            guard let layer = Self.layers[folder] else { continue }
            for used in graph.uses(from: folder) where (Self.layers[used] ?? Int.max) >= layer {
                upward.append("\(folder) uses \(used): " + (graph.edges[folder]?[used] ?? []).prefix(3).map(\.description).joined(separator: "; "))
            }
        }
        #expect(upward.isEmpty, "folders using their own layer or a higher one:\n\(upward.joined(separator: "\n"))")
    }
}
