import CheckoutReplay
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Golden files as `replay` and `tui --scenario` read them and `replay --update` writes them: only
/// regular files (opening a FIFO would block, a folder is no transcript), only in the scenario's
/// folder or below it unless `--allow-outside-golden` (a scenario from elsewhere must not read or
/// overwrite any file the user can reach, symbolic links included), and, for `--update`, each one's
/// content remembered as read, so an edit made while the cases walked is not overwritten.
final class ReplayGoldenFiles: @unchecked Sendable {
    let allowOutside: Bool
    /// What to do about a golden path outside the scenario's folder, said after the rule.
    let outsideAdvice: String
    private let remembers: Bool
    private let lock = NSLock()
    /// By path: a hash of the bytes read, or nil when no file was there.
    private var seen: [String: Int?] = [:]

    init(allowOutside: Bool = false, remembers: Bool = false,
         outsideAdvice: String = "move it there, or pass --allow-outside-golden to use it where it is") {
        self.allowOutside = allowOutside
        self.remembers = remembers
        self.outsideAdvice = outsideAdvice
    }

    /// The file a scenario's `golden:` names (placeholders filled), or why it cannot be one.
    func place(_ written: String, besideScenario scenario: String) -> Result<String, GoldenRefusal> {
        let path = ReplayFiles.path(written, besideScenario: scenario)
        guard let resolved = Self.resolved(path) else {
            return .failure(GoldenRefusal("\(path) is a symbolic link that leads to no file (or a loop of links): "
                + "a golden transcript must be a regular file; fix the link or remove it"))
        }
        if !allowOutside {
            let scenarioFolder = (scenario as NSString).deletingLastPathComponent
            let folder = Self.resolved(scenarioFolder.isEmpty ? "." : scenarioFolder) ?? "/"
            guard resolved.hasPrefix(folder == "/" ? "/" : folder + "/") else {
                return .failure(GoldenRefusal("golden file \(path) resolves to \(resolved), outside the scenario's folder \(folder): "
                    + "golden files are read and written only in the scenario's folder or below it; \(outsideAdvice)"))
            }
        }
        var info = stat()
        if stat(path, &info) == 0, let kind = Self.notRegular(info.st_mode) { return .failure(Self.kindRefusal(path, kind)) }
        return .success(path)
    }

    /// The golden file's text, opened without blocking (a FIFO put there meanwhile is refused, not waited on).
    func read(_ written: String, besideScenario scenario: String) -> StoredTranscript {
        let path: String
        switch place(written, besideScenario: scenario) {
        case .failure(let refusal): return .refused(refusal.reason)
        case .success(let placed): path = placed
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT {
                remember(path, nil)
                return .missing
            }
            return .refused("\(path) cannot be read: \(String(cString: strerror(errno)))")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        if fstat(descriptor, &info) == 0, let kind = Self.notRegular(info.st_mode) { return .refused(Self.kindRefusal(path, kind).reason) }
        let data = handle.readDataToEndOfFile()
        remember(path, Self.hash(data))
        return .text(String(decoding: data, as: UTF8.self))
    }

    /// Why `--update` must not write `path` now: it is no place for a golden file, or it changed since
    /// the cases read it; nil when it may be written.
    func writeBlocker(_ written: String, besideScenario scenario: String) -> String? {
        let path: String
        switch place(written, besideScenario: scenario) {
        case .failure(let refusal): return refusal.reason
        case .success(let placed): path = placed
        }
        let remembered = lock.withLock { seen[path] }
        guard let remembered else { return nil }
        let now = FileManager.default.contents(atPath: path).map(Self.hash)
        guard now != remembered else { return nil }
        return remembered == nil
            ? "\(path) was created since replay found none; run again to compare with it"
            : "\(path) changed since replay read it; run again"
    }

    private func remember(_ path: String, _ hash: Int?) {
        guard remembers else { return }
        lock.withLock { seen[path] = .some(hash) }
    }

    /// All the bytes: `Data`'s own hash looks at the first 80 only.
    static func hash(_ data: Data) -> Int {
        var hasher = Hasher()
        data.withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }

    private static func notRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFSOCK: return "a socket"
        default: return "a device"
        }
    }

    private static func kindRefusal(_ path: String, _ kind: String) -> GoldenRefusal {
        GoldenRefusal("\(path) is \(kind), not a regular file: a golden transcript must be a regular file; "
            + "remove it, or point \"golden\" at a file")
    }

    /// `path` absolute, with every symbolic link resolved, also when its last parts do not exist yet
    /// (they are taken as written, `..` applied); nil when a link on the way leads nowhere.
    static func resolved(_ path: String) -> String? {
        var existing = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var rest: [String] = []
        var base: String
        while true {
            if let real = realpath(existing, nil) {
                base = String(cString: real)
                free(real)
                break
            }
            var info = stat()
            if lstat(existing, &info) == 0 {
                // A link that leads nowhere (or loops) has no place; anything else is only unreadable
                // on the way (a folder without search permission), and stays as written.
                guard info.st_mode & S_IFMT != S_IFLNK else { return nil }
                base = (existing as NSString).standardizingPath
                break
            }
            let parent = (existing as NSString).deletingLastPathComponent
            guard parent != existing, !parent.isEmpty else { return nil }
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = parent
        }
        var parts = base.split(separator: "/").map(String.init)
        for part in rest where part != "." && !part.isEmpty {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }
}

struct GoldenRefusal: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}
