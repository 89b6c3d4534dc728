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
    package static func beside(_ executable: String, swift: [String] = ["/usr/bin/env", "swift"]) throws(GatewayBinaryError) -> String {
        let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        let binary = folder.appendingPathComponent(GatewayBinaryHandOff.executableName).path
        let exists = FileManager.default.isExecutableFile(atPath: binary)
        guard var build = SwiftPMBuild(folder: folder) else {
            if exists { return binary }
            throw GatewayBinaryError(
                "serve, bench --serve and tui --gateway run in \(GatewayBinaryHandOff.executableName), which is not beside this checkout-sim (in \(folder.path)); "
                    + "build both in the repository (swift build -c release) and keep the two files together")
        }
        build.swift = swift
        if !exists {
            let outcome = try build.buildGateway(
                why: "serve, bench --serve and tui --gateway need the HTTP server and ledger stack, which `swift run checkout-sim` "
                    + "leaves out so that the terminal UI builds quickly. Building it now, once (a few minutes on a fresh clone)")
            if outcome == .busy {
                throw GatewayBinaryError(
                    "another swift build or swift test is using \(build.scratch.path), so \(GatewayBinaryHandOff.executableName) cannot be built now; "
                        + "run `\(build.command)` in \(build.package.path) once it has finished")
            }
        } else if build.hasSourceNewer(than: binary) {
            // An older gateway that works beats none: a busy build folder or a failed build starts it as it was.
            let why: String
            do {
                guard try build.buildGateway(why: "the sources changed since \(GatewayBinaryHandOff.executableName) was built. Bringing it up to date") == .busy
                else { return Self.checked(binary) }
                why = "another swift build or swift test is using \(build.scratch.path)"
            } catch {
                why = error.description
            }
            printError("checkout-sim: \(why); starting \(GatewayBinaryHandOff.executableName) as it was last built (`\(build.command)` brings it up to date)")
            return binary
        } else {
            return binary
        }
        return checked(binary)
    }

    /// A build that found nothing to relink (a file touched, not changed) leaves the binary older than
    /// the sources: the mark says they were checked, so the next start does not build again.
    private static func checked(_ binary: String) -> String {
        _ = FileManager.default.createFile(atPath: SwiftPMBuild.checkedMark(of: binary), contents: nil)
        return binary
    }
}

package struct GatewayBinaryError: Error, CustomStringConvertible {
    package var description: String
    init(_ description: String) { self.description = description }
}
