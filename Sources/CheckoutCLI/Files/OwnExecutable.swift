import Foundation

/// This program's own executable file, symlinks followed: the benches launch it again, `serve` looks
/// for `checkout-sim-gateway` beside it, and profiles are looked for near it.
enum OwnExecutable {
    /// `/proc/self/exe` first: run through a symlink on PATH, the program's own name is all `argv[0]` holds.
    static var path: String {
        if let real = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return real }
        let given = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        return URL(fileURLWithPath: given).resolvingSymlinksInPath().path
    }
}
