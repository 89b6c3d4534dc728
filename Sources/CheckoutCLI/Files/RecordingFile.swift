import CheckoutTUI
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file `tui --record FILE` writes: created new (a recording never replaces a file that is
/// already there, as `asciinema rec` asks first), each line written with one system call as it comes,
/// so a crash or Ctrl-C still leaves a file that plays up to that moment. A line the disk takes only
/// part of (full, or over the size limit) is cut off again: the file holds whole events only.
final class RecordingFile: RecordingOutput {
    struct OpenError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "--record \(path): \(reason)" }
    }

    struct WriteError: Error, CustomStringConvertible {
        var description: String
    }

    let path: String
    private var descriptor: Int32
    /// Bytes of the whole lines written so far: where a line that fails half way is cut back to.
    private var length: off_t = 0

    /// Creates `path` (and missing folders above it); refuses a folder or anything already there.
    init(creating path: String) throws(OpenError) {
        self.path = path
        if path.isEmpty || path.hasSuffix("/") {
            throw OpenError(path: path, reason: "name a file, e.g. --record \(Self.joined(path.isEmpty ? "." : path, "walk.cast"))")
        }
        var existing = stat()
        if lstat(path, &existing) == 0 {
            if existing.st_mode & S_IFMT == S_IFDIR {
                throw OpenError(path: path, reason: "it is a folder; give a file in it, e.g. --record \(Self.joined(path, "walk.cast"))")
            }
            throw Self.exists(path)
        }
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            if let blocker = AtomicFile.folderBlocker(above: folder) { throw OpenError(path: path, reason: blocker) }
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw OpenError(path: path, reason: "cannot make the folder \(folder): \(AtomicFile.reason(error))")
            }
        }
        descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST { throw Self.exists(path) }
            throw OpenError(path: path, reason: String(cString: strerror(errno)))
        }
    }

    private static func exists(_ path: String) -> OpenError {
        OpenError(path: path, reason: "it already exists and a recording never replaces a file; remove it or choose another name")
    }

    private static func joined(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    func write(line: String) throws {
        guard descriptor >= 0 else { throw WriteError(description: "the file is closed") }
        let bytes = Array(line.utf8) + [UInt8(ascii: "\n")]
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if result < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                if written > 0 { _ = ftruncate(descriptor, length) }
                throw WriteError(description: reason)
            }
            written += result
        }
        length += off_t(bytes.count)
    }

    func close() {
        guard descriptor >= 0 else { return }
        systemClose(descriptor)
        descriptor = -1
    }

    /// Closes and deletes the file, for a session that never started.
    func discard() {
        close()
        unlink(path)
    }

    deinit { close() }
}

// The system calls by other names: inside the class, `write` and `close` are its own methods.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int { write(descriptor, bytes, count) }
private func systemClose(_ descriptor: Int32) { _ = close(descriptor) }
