@testable import CheckoutCLI
import CheckoutTestSupport
import Foundation
import Testing

/// `checkout-sim` is built without the HTTP stack and hands `serve`, `bench --serve` and
/// `tui --gateway` to `checkout-sim-gateway` beside it.
@Suite("The hand-off to checkout-sim-gateway")
struct GatewayHandOffTests {
    /// What `swift run checkout-sim` builds must not hold the server, ledger or HTTP client stack.
    @Test func theMainBinaryLinksNoServerStack() throws {
        let binary = try Data(contentsOf: CLI.executable)
        for module in ["Hummingbird", "SQLiteNIO", "PostgresNIO", "AsyncHTTPClient", "NIOPosix"] {
            #expect(binary.range(of: Data(module.utf8)) == nil, "checkout-sim holds \(module)")
        }
        let gateway = try Data(contentsOf: CLI.executable.deletingLastPathComponent().appendingPathComponent("checkout-sim-gateway"))
        #expect(gateway.range(of: Data("Hummingbird".utf8)) != nil)
    }

    @Test func serveAndItsHelpRunInTheGatewayBuild() throws {
        let help = try CLI.run(["serve", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("Endpoints: POST /v4/debit"))
        #expect(help.stdout.contains("--request-timeout"))
        #expect(try CLI.run(["help", "serve"]).stdout.contains("--callback-attempts"))
        let listed = try CLI.run(["--help"])
        #expect(listed.stdout.contains("serve                   Serve the mock gateway over HTTP"))
        let refused = try CLI.run(["serve", "--port", "70000"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--port must be between 0 and 65535"))
    }

    /// Copied alone, the binary says what is missing and how to get it, for each command that needs it.
    @Test func aBinaryWithoutItsGatewayBuildSaysHowToGetIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hand-off-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lone = folder.appendingPathComponent("checkout-sim")
        try FileManager.default.copyItem(at: CLI.executable, to: lone)
        for arguments in [["serve"], ["bench", "--serve", "--seconds", "0.1"], ["tui", "--gateway", "http://127.0.0.1:1"]] {
            let run = try Self.run(lone, arguments)
            #expect(run.status == 1, "\(arguments)")
            #expect(
                run.errors.contains("error: serve, bench --serve and tui --gateway run in checkout-sim-gateway, which is not beside this checkout-sim (in \(folder.path))"),
                "\(arguments): \(run.errors)")
            #expect(run.errors.contains("swift build -c release"))
        }
    }

    @Test func aBuildFolderIsRecognisedWithItsConfiguration() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: package) }
        let tripled = package.appendingPathComponent(".build/x86_64-unknown-linux-gnu/release")
        let plain = package.appendingPathComponent(".build-asan/debug")
        for folder in [tripled, plain] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        #expect(SwiftPMBuild(folder: tripled) == nil, "no Package.swift yet")
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))

        let release = try #require(SwiftPMBuild(folder: tripled))
        #expect(release.package.standardizedFileURL.path == package.standardizedFileURL.path)
        #expect(release.scratch.lastPathComponent == ".build")
        #expect(release.command == "swift build -c release --product checkout-sim-gateway")
        let debug = try #require(SwiftPMBuild(folder: plain))
        #expect(debug.scratch.lastPathComponent == ".build-asan")
        #expect(debug.command == "swift build --product checkout-sim-gateway")
        #expect(SwiftPMBuild(folder: package.appendingPathComponent(".build/x86_64-unknown-linux-gnu")) == nil)
        #expect(SwiftPMBuild(folder: package.appendingPathComponent("bin/release")) == nil)
    }

    /// SwiftPM waits without limit for another SwiftPM using the same build folder, and a `swift test`
    /// that starts `checkout-sim serve` holds it until serve ends: the hand-off must not wait. A stale
    /// gateway starts as it was built; a missing one is refused with what to run.
    @Test func aBusyBuildFolderStartsTheGatewayAsItWasOrSaysWhy() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: package) }
        let folder = package.appendingPathComponent(".build/debug")
        let source = package.appendingPathComponent("Sources/CheckoutServer/Routes.swift")
        for made in [folder, source.deletingLastPathComponent()] { try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true) }
        try Data("x".utf8).write(to: package.appendingPathComponent("Package.swift"))
        // A `swift` that finds the folder held, as SwiftPM words it, then would wait a minute (one
        // process, as `swift build` is: a child left behind would keep Foundation waiting for it).
        let swift = package.appendingPathComponent("swift")
        try Data(
            """
            #!/bin/sh
            printf "Another instance of SwiftPM (PID: 1) is already running using '%s', waiting until that process has finished execution..." "$PWD" >&2
            exec sleep 60
            """.utf8
        ).write(to: swift)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        let executable = folder.appendingPathComponent("checkout-sim").path

        let started = Date()
        #expect(throws: GatewayBinaryError.self) { try GatewayBinary.beside(executable, swift: [swift.path]) }
        #expect(Date().timeIntervalSince(started) < 30)

        let binary = folder.appendingPathComponent("checkout-sim-gateway")
        try Data("x".utf8).write(to: binary)
        try FileManager.default.setAttributes([.posixPermissions: 0o755, .modificationDate: Date() - 60], ofItemAtPath: binary.path)
        #expect(try GatewayBinary.beside(executable, swift: [swift.path]) == binary.path)
        #expect(Date().timeIntervalSince(started) < 60)
        #expect(!FileManager.default.fileExists(atPath: SwiftPMBuild.checkedMark(of: binary.path)), "nothing was checked")

        // A build that fails (a compile error, a folder this user may not write) starts it as it was too.
        let failing = package.appendingPathComponent("failing-swift")
        try Data("#!/bin/sh\necho 'error: invalid access' >&2\nexit 1\n".utf8).write(to: failing)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: failing.path)
        #expect(try GatewayBinary.beside(executable, swift: [failing.path]) == binary.path)
        try FileManager.default.removeItem(at: binary)
        #expect(throws: GatewayBinaryError.self) { try GatewayBinary.beside(executable, swift: [failing.path]) }
    }

    /// `swift run checkout-sim` rebuilds only `checkout-sim`: after a pull or an edit to the server, the
    /// gateway beside it is older than a source and is built again before it runs.
    @Test func aGatewayOlderThanASourceIsStale() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: package) }
        let folder = package.appendingPathComponent(".build/debug")
        let source = package.appendingPathComponent("Sources/CheckoutServer/Ledger/SQLiteLedger.swift")
        for made in [folder, source.deletingLastPathComponent()] { try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true) }
        let manifest = package.appendingPathComponent("Package.swift")
        let binary = folder.appendingPathComponent("checkout-sim-gateway")
        for file in [manifest, source, binary] { try Data("x".utf8).write(to: file) }
        let built = Date(timeIntervalSince1970: 1_800_000_000)
        func stamp(_ file: URL, _ date: Date) throws { try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: file.path) }
        try stamp(binary, built)
        try stamp(manifest, built - 60)
        try stamp(source, built - 60)
        let build = try #require(SwiftPMBuild(folder: folder))

        #expect(!build.hasSourceNewer(than: binary.path))
        try stamp(source, built + 1)
        #expect(build.hasSourceNewer(than: binary.path), "a source edited after the build")
        try stamp(source, built - 60)
        try stamp(manifest, built + 1)
        #expect(build.hasSourceNewer(than: binary.path), "the manifest edited after the build")
        #expect(build.hasSourceNewer(than: folder.appendingPathComponent("missing").path))
        // A build that relinked nothing leaves the binary older; its mark says the sources were checked since.
        let mark = URL(fileURLWithPath: SwiftPMBuild.checkedMark(of: binary.path))
        try Data().write(to: mark)
        try stamp(mark, built + 2)
        #expect(!build.hasSourceNewer(than: binary.path))
    }

    private static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, errors)
    }
}
