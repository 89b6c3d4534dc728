import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a whole file or nothing: a temporary file in the same folder, then a rename over the target,
/// so a reader (or a CI step) never sees half a report or half a golden transcript. What stands at the
/// path is respected: a symbolic link keeps pointing where it did (the file it points to is replaced),
/// a replaced file keeps its permissions, and a FIFO or a device (`/dev/null`, `/dev/stdout`) is
/// written through, never replaced by a regular file.
enum AtomicFile {
    struct WriteError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): cannot be written: \(reason)" }
    }

    /// Creates missing folders on the way, so `--update` can write a new golden file into a new folder.
    /// With `followingLinks` false (files a command names itself inside a folder the user gave), a
    /// symbolic link at the path is replaced by the file instead of leading the write elsewhere, and
    /// anything but a regular file or a link is refused.
    static func write(_ text: String, to path: String, followingLinks: Bool = true) throws(WriteError) {
        try write(to: path, followingLinks: followingLinks) { output throws(WriteError) in try output.write(text) }
    }

    /// As `write(_:to:)`, the bytes handed to `produce` piece by piece (a report thousands of cases
    /// long is never one string): they go to the temporary file (or through a FIFO or a device) as
    /// they come, and the file takes the target's place only once `produce` has returned.
    static func write(
        to path: String, followingLinks: Bool = true, _ produce: (inout Output) throws(WriteError) -> Void
    ) throws(WriteError) {
        let target = try followingLinks ? resolvedTarget(path) : path
        var existing = stat()
        // A replaced file keeps its permissions; a new one (or one replacing a link) gets the umask's.
        var keptMode: mode_t?
        if (followingLinks ? stat(target, &existing) : lstat(target, &existing)) == 0 {
            switch existing.st_mode & S_IFMT {
            case S_IFREG: keptMode = existing.st_mode & 0o7777
            case S_IFDIR: throw WriteError(path: path, reason: "it is a folder")
            case S_IFLNK: break
            default:
                guard followingLinks else { throw WriteError(path: path, reason: "it is not a regular file") }
                return try writeThrough(to: target, shownAs: path, produce)
            }
        }
        let targetURL = URL(fileURLWithPath: target)
        let folder = targetURL.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(targetURL.lastPathComponent).\(UUID().uuidString).tmp").path
        if let blocker = folderBlocker(above: folder.path) { throw WriteError(path: path, reason: blocker) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: path, reason: Self.reason(error))
        }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        do {
            try fill(descriptor, shownAs: path, produce)
        } catch {
            unlink(temporary)
            throw error
        }
        if let keptMode { chmod(temporary, keptMode) }
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
    }

    /// The path to replace: `path` itself, or for a symbolic link the file it points to (followed to the end).
    private static func resolvedTarget(_ path: String) throws(WriteError) -> String {
        var link = stat()
        guard lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK else { return path }
        guard let resolved = realpath(path, nil) else {
            throw WriteError(path: path, reason: "it is a symbolic link to a file that does not exist")
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A FIFO, a terminal or a device takes the bytes as they are; there is no file to replace.
    private static func writeThrough(
        to target: String, shownAs path: String, _ produce: (inout Output) throws(WriteError) -> Void
    ) throws(WriteError) {
        let descriptor = open(target, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        try fill(descriptor, shownAs: path, produce)
    }

    /// `produce`'s bytes written to `descriptor`, which is then closed; abandoned on an error.
    private static func fill(
        _ descriptor: Int32, shownAs path: String, _ produce: (inout Output) throws(WriteError) -> Void
    ) throws(WriteError) {
        var output = Output(descriptor: descriptor, shownAs: path)
        do {
            try produce(&output)
            try output.finish()
        } catch {
            output.abandon()
            throw error
        }
    }

    /// Why `folder` cannot be made, when something other than a folder stands at or above it: the nearest
    /// existing path is a file, or a symbolic link on the way points nowhere.
    static func folderBlocker(above folder: String) -> String? {
        var path = folder
        while !path.isEmpty {
            var info = stat()
            if stat(path, &info) == 0 { return info.st_mode & S_IFMT == S_IFDIR ? nil : "\(path) is not a folder" }
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
                let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                return "\(path) is a symbolic link to \(destination), which does not exist"
            }
            let parent = (path as NSString).deletingLastPathComponent
            if parent == path { return nil }
            path = parent
        }
        return nil
    }

    /// Foundation's errors in words a user can act on (its own description names an NSCocoaErrorDomain code).
    static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let posix = underlying, posix.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(posix.code))) }
        if (error as NSError).domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32((error as NSError).code))) }
        return (error as NSError).localizedFailureReason ?? error.localizedDescription
    }
}
