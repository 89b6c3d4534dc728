import CheckoutTUI
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writing a file the user named in the TUI, when a file may already be there.
extension AtomicFile {
    /// Writes `text` at `path` as `existing` says, and returns the path written (`walk-2.txt` beside
    /// `walk.txt` for `.keepBoth`, spelt as `path` is); nil, with nothing written, when a file is there
    /// and `existing` is `.ask`.
    static func place(_ text: String, at path: String, _ existing: ExistingFile) throws(WriteError) -> String? {
        var isFolder: ObjCBool = false
        if path.hasSuffix("/") || FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue {
            throw WriteError(path: path, reason: "it is a folder: name a file in it")
        }
        if let problem = placementProblem(path) { throw WriteError(path: path, reason: problem) }
        switch existing {
        case .overwrite:
            try write(text, to: path)
            return path
        case .ask:
            if FileManager.default.fileExists(atPath: path) { return nil }
            try writeNew(text, to: path)
            return path
        case .keepBoth:
            var target = path
            var number = 2
            while FileManager.default.fileExists(atPath: target) {
                target = numbered(path, number)
                number += 1
            }
            try writeNew(text, to: target)
            return target
        }
    }

    /// Why nothing is written at `path`: something other than a file stands there (opening a FIFO
    /// would hold the screen until a reader came; a device or a socket keeps nothing), or the folder
    /// it names is missing. Checked before any open, so the TUI never blocks.
    private static func placementProblem(_ path: String) -> String? {
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: return nil
            case S_IFIFO: return "it is a FIFO (a named pipe), not a file: name a regular file"
            case S_IFSOCK: return "it is a socket, not a file: name a regular file"
            default: return "it is a device, not a file: name a regular file"
            }
        }
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty, stat(folder, &info) != 0, errno == ENOENT else { return nil }
        return "the folder \(folder) does not exist: create it, or name a file in a folder that exists"
    }

    /// `path` with `-number` before its extension: `out/walk.txt` → `out/walk-2.txt`, `.env` → `.env-2`.
    static func numbered(_ path: String, _ number: Int) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return path + "-\(number)" }
        let stemEnd = path.index(path.endIndex, offsetBy: -name[dot...].count)
        return path[..<stemEnd] + "-\(number)" + name[dot...]
    }

    /// Like `write`, but an existing file is an error, checked in the same step that puts the file in
    /// place (link(2) never replaces), so a file written meanwhile is not lost.
    static func writeNew(_ text: String, to path: String) throws(WriteError) {
        let target = URL(fileURLWithPath: path)
        let temporary = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp")
        do { try Data(text.utf8).write(to: temporary) } catch { throw WriteError(path: path, reason: reason(error)) }
        defer { try? FileManager.default.removeItem(at: temporary) }
        guard link(temporary.path, target.path) == 0 else {
            throw WriteError(path: path, reason: errno == EEXIST ? "it exists" : String(cString: strerror(errno)))
        }
    }
}
