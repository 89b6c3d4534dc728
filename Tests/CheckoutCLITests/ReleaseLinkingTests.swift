import CheckoutTestSupport
import Foundation
import Testing

/// A release build a user makes from the README prints no linker warning at run time. Linked without
/// position-independent code to the shared Swift runtime, a binary binds the runtime's protected
/// functions directly and the loader warns ("direct reference to protected function … may break
/// pointer equality") when `serve` starts; so no target may ask the linker for a position-dependent link.
@Suite("Release linking")
struct ReleaseLinkingTests {
    static let positionDependent: Set<String> = ["-no-pie", "-nopie", "-fno-pie", "-fno-PIE", "-Wl,-no-pie", "-static"]

    @Test func noTargetIsLinkedPositionDependent() throws {
        // A scratch folder of its own: the build folder is locked by the test run itself.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", RepositoryPaths.root.path, "--scratch-path", scratch.path, "dump-package"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let manifest = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)

        let package = try #require(try JSONSerialization.jsonObject(with: manifest) as? [String: Any])
        let targets = try #require(package["targets"] as? [[String: Any]])
        var linkerFlags: [String: [String]] = [:]
        for target in targets {
            for setting in target["settings"] as? [[String: Any]] ?? [] where setting["tool"] as? String == "linker" {
                let flags = ((setting["kind"] as? [String: Any])?["unsafeFlags"] as? [String: Any])?["_0"] as? [String] ?? []
                linkerFlags[target["name"] as? String ?? "?", default: []] += flags
            }
        }
        #expect(linkerFlags["checkout-sim"] == ["-Xlinker", "--no-export-dynamic"], "the release link still drops the exported symbols")
        for (target, flags) in linkerFlags {
            #expect(Set(flags).isDisjoint(with: Self.positionDependent), "\(target) is linked with \(flags)")
        }
    }
}
