import ArgumentParser
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `checkout-sim`'s way to the commands that need the HTTP stack: it replaces itself (exec, same
/// process id, same terminal) with `checkout-sim-gateway` from its own folder, given the same
/// arguments. In SwiftPM's build folder one that is missing or older than the sources is built first.
package struct GatewayBinaryHandOff: NetworkStack {
    package static let executableName = "checkout-sim-gateway"

    package init() {}

    package var serveCommand: any ParsableCommand.Type { ServeHandOff.self }

    package func takeOver(_ arguments: [String]) {
        if arguments.first == "serve" || arguments.prefix(2) == ["help", "serve"] { Self.exec(arguments) }
    }

    package func serveBench(_ settings: ServeBenchSettings) throws { Self.exec(Self.givenArguments) }

    package func phone(gateway: String, adminToken: String?) -> any PhoneConnection { Self.exec(Self.givenArguments) }

    /// The command line as the user gave it, to hand over whole.
    private static var givenArguments: [String] { Array(CommandLine.arguments.dropFirst()) }

    /// Runs `checkout-sim-gateway` with `arguments` in place of this process; on failure says why and exits 1.
    static func exec(_ arguments: [String]) -> Never {
        do {
            let binary = try GatewayBinary.beside(OwnExecutable.path)
            let argv = ([binary] + arguments).map { strdup($0) } + [nil]
            execv(binary, argv)
            throw GatewayBinaryError("cannot start \(binary): \(String(cString: strerror(errno)))")
        } catch {
            printError("error: \(error)")
            exit(1)
        }
    }
}

/// Where `checkout-sim-gateway` is, or how it gets built.
package enum GatewayBinary {
    /// The build that `executable` (a `checkout-sim`) would hand over to: the file beside it. When
    /// `executable` sits in SwiftPM's build folder of a package, the file is built first if it is
    /// missing or older than a source: `swift run checkout-sim` rebuilds only `checkout-sim`, so after
    /// a `git pull` or an edit to the server it would otherwise start the server as it was.
    package static func beside(_ executable: String) throws(GatewayBinaryError) -> String {
        let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        let binary = folder.appendingPathComponent(GatewayBinaryHandOff.executableName).path
        let exists = FileManager.default.isExecutableFile(atPath: binary)
        guard let build = SwiftPMBuild(folder: folder) else {
            if exists { return binary }
            throw GatewayBinaryError(
                "serve, bench --serve and tui --gateway run in \(GatewayBinaryHandOff.executableName), which is not beside this checkout-sim (in \(folder.path)); "
                    + "build both in the repository (swift build -c release) and keep the two files together")
        }
        if !exists {
            try build.buildGateway(
                why: "serve, bench --serve and tui --gateway need the HTTP server and ledger stack, which `swift run checkout-sim` "
                    + "leaves out so that the terminal UI builds quickly. Building it now, once (a few minutes on a fresh clone)")
        } else if build.hasSourceNewer(than: binary) {
            try build.buildGateway(why: "the sources changed since \(GatewayBinaryHandOff.executableName) was built. Bringing it up to date")
        } else {
            return binary
        }
        // A build that found nothing to relink (a file touched, not changed) leaves the binary older than
        // the sources: the mark says they were checked, so the next start does not build again.
        _ = FileManager.default.createFile(atPath: SwiftPMBuild.checkedMark(of: binary), contents: nil)
        return binary
    }
}

/// The package and build folder that made a binary: `<package>/.build/<triple>/<configuration>/`.
package struct SwiftPMBuild: Equatable {
    package var package: URL
    package var scratch: URL
    package var configuration: String

    /// Nil unless `folder` is a configuration's folder (debug or release) in a package's `.build*` folder.
    package init?(folder: URL) {
        let configuration = folder.lastPathComponent
        guard configuration == "debug" || configuration == "release" else { return nil }
        var scratch = folder.deletingLastPathComponent()
        for _ in 0..<2 {
            let package = scratch.deletingLastPathComponent()
            if scratch.lastPathComponent.hasPrefix(".build"),
                FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path)
            {
                (self.package, self.scratch, self.configuration) = (package, scratch, configuration)
                return
            }
            scratch = package
        }
        return nil
    }

    /// `swift build` as a user would type it in the package's folder.
    package var command: String {
        (configuration == "release" ? "swift build -c release" : "swift build") + " --product \(GatewayBinaryHandOff.executableName)"
    }

    /// Beside `binary`: written when a build brought it up to date with the sources.
    package static func checkedMark(of binary: String) -> String { binary + ".sources-checked" }

    /// Whether the manifest, the resolved versions or a file under `Sources/` changed after `binary` was
    /// built or last brought up to date.
    package func hasSourceNewer(than binary: String) -> Bool {
        let files = FileManager.default
        func modified(_ path: String) -> Date? { (try? files.attributesOfItem(atPath: path))?[.modificationDate] as? Date }
        guard let madeAt = modified(binary) else { return true }
        let built = max(madeAt, modified(Self.checkedMark(of: binary)) ?? madeAt)
        let key = URLResourceKey.contentModificationDateKey
        func isNewer(_ url: URL) -> Bool { ((try? url.resourceValues(forKeys: [key]))?.contentModificationDate ?? .distantPast) > built }
        if isNewer(package.appendingPathComponent("Package.swift")) || isNewer(package.appendingPathComponent("Package.resolved")) { return true }
        let sources = files.enumerator(at: package.appendingPathComponent("Sources"), includingPropertiesForKeys: [key])
        while let url = sources?.nextObject() as? URL {
            if isNewer(url) { return true }
        }
        return false
    }

    /// Builds `checkout-sim-gateway` in this build folder, after saying `why`; its progress goes to
    /// stderr (stdout stays the command's own).
    func buildGateway(why: String) throws(GatewayBinaryError) {
        printError("checkout-sim: \(why): \(command)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "build", "--package-path", package.path, "--scratch-path", scratch.path, "-c", configuration,
            "--product", GatewayBinaryHandOff.executableName,
        ]
        process.standardOutput = FileHandle.standardError
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            throw GatewayBinaryError("cannot run swift build (\(error)); run `\(command)` in \(package.path)")
        }
        guard process.terminationStatus == 0 else {
            throw GatewayBinaryError("`\(command)` failed (exit status \(process.terminationStatus)) in \(package.path)")
        }
    }
}

package struct GatewayBinaryError: Error, CustomStringConvertible {
    package var description: String
    init(_ description: String) { self.description = description }
}
