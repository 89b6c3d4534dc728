import CheckoutTestSupport
import Testing

/// The server's folders form layers, as the core's do (`CoreLayeringTests`): no folder uses, directly
/// or through others, a folder that uses it. Files at the target's root would count as one folder, ".".
@Suite struct ServerLayeringTests {
    @Test func serverFoldersHaveNoCycles() throws {
        let graph = try FolderGraph(target: "CheckoutServer")
        #expect(graph.folders.count > 5 && !graph.folders.contains("."), "\(graph.folders.sorted())")
        #expect(graph.cycles() == [], "folder cycles in Sources/CheckoutServer (move the type that closes the loop)")
    }

    /// The admin API reads and changes the faults; the faults know nothing of the API.
    @Test func faultsDoNotUseTheAdminAPI() throws {
        let graph = try FolderGraph(target: "CheckoutServer")
        #expect(graph.uses(from: "Admin").contains("Faults"))
        #expect(!graph.uses(from: "Faults").contains("Admin"))
    }
}
