import CheckoutTestSupport
import Foundation
import Testing

/// A binary symlinked onto PATH, run from elsewhere, still finds the repository's Profiles/ beside its real file.
@Suite("The binary on PATH")
struct ExecutableOnPathTests {
    @Test func aSymlinkOnPathFindsTheProfilesBesideTheRealBinary() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("on-path-\(UUID().uuidString)")
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("checkout-sim"), withDestinationURL: CLI.executable)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // Started by name through PATH, so argv[0] is only "checkout-sim", from a folder without Profiles/.
        process.arguments = ["-c", "checkout-sim profiles list"]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["CHECKOUT_SIM_PROFILES"] = nil
        environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(errors)")
        #expect(printed.contains("iphone15-all-upi"))
        #expect(printed.contains("gpay-only"))
    }
}
