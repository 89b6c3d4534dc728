import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

    /// How a gateway build ended.
    package enum BuildOutcome: Equatable {
        case built
        /// Another SwiftPM held the build folder, so nothing was built.
        case busy
    }

    /// What runs `swift`.
    package var swift: [String] = ["/usr/bin/env", "swift"]

    /// What SwiftPM says on stderr before it waits, without limit, for another SwiftPM using the same
    /// build folder: a `swift test` that started this command holds it until the command ends.
    static let busyFolderMessage = "is already running using"

    /// Builds `checkout-sim-gateway` in this build folder, after saying `why`; its progress goes to
    /// stderr (stdout stays the command's own). Gives up at once when another SwiftPM holds the folder.
    package func buildGateway(why: String) throws(GatewayBinaryError) -> BuildOutcome {
        printError("checkout-sim: \(why): \(command)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift[0])
        process.arguments = Array(swift.dropFirst()) + [
            "build", "--package-path", package.path, "--scratch-path", scratch.path, "-c", configuration,
            "--product", GatewayBinaryHandOff.executableName,
        ]
        process.standardOutput = FileHandle.standardError
        let errors = Pipe()
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw GatewayBinaryError("cannot run swift build (\(error)); run `\(command)` in \(package.path)")
        }
        let busy = Self.forward(errors.fileHandleForReading, until: Self.busyFolderMessage)
        // It is only waiting for the folder, with nothing built: stopping it loses nothing.
        if busy { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        if busy { return .busy }
        guard process.terminationStatus == 0 else {
            throw GatewayBinaryError("`\(command)` failed (exit status \(process.terminationStatus)) in \(package.path)")
        }
        return .built
    }

    /// Copies `input` to stderr until it ends (false) or has said `message` (true).
    private static func forward(_ input: FileHandle, until message: String) -> Bool {
        var recent = ""
        while true {
            let chunk = input.availableData
            if chunk.isEmpty { return false }
            FileHandle.standardError.write(chunk)
            // Enough of what came before to find the message split across two reads.
            recent = String(recent.suffix(message.count)) + String(decoding: chunk, as: UTF8.self)
            if recent.contains(message) { return true }
        }
    }
}
