import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks on a ledger file's path before a database opens it, so a mistake is named plainly instead
/// of as a database error, and a link to nowhere is not silently made into a new file. Symbolic links
/// are followed: a link to a ledger is that ledger.
enum LedgerFile {
    /// The files SQLite keeps beside the ledger.
    static let companions = ["-journal", "-wal", "-shm"]

    static func check(_ path: String) throws {
        guard !path.isEmpty else { throw LedgerError.emptyName }
        let name = URL(fileURLWithPath: path).lastPathComponent
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let limit = nameLimit(in: parent)
        if name.utf8.count > limit { throw LedgerError.nameTooLong(path: path, name: name, limit: limit) }
        var info = stat()
        guard stat(path, &info) == 0 else { return try checkMissing(path, parent: parent, error: errno) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw LedgerError.isFolder(path: path)
        default: throw LedgerError.notARegularFile(path: path)
        }
        // SQLite opens a file it may only read without a word, and then fails on the first payment.
        if access(path, R_OK | W_OK) != 0 {
            throw LedgerError.notWritable(path: path, what: "this user may not \(access(path, R_OK) == 0 ? "write" : "read") this file")
        }
        // SQLite follows a link and keeps its -wal and -shm beside the file it reaches.
        let file = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        try checkFolder(path, parent: file.deletingLastPathComponent().path, creating: false)
        for companion in companions.map({ file.path + $0 }) {
            var info = stat()
            if stat(companion, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
                throw LedgerError.companionNotAFile(path: path, companion: companion)
            }
        }
    }

    /// `stat` failed with `error`: says why, or returns when the file may be created.
    private static func checkMissing(_ path: String, parent: String, error: Int32) throws {
        switch error {
        case ELOOP:
            throw LedgerError.symlinkLoop(path: path)
        case ENOTDIR:
            throw LedgerError.notAFolderOnTheWay(path: path)
        case EACCES:
            throw LedgerError.notWritable(path: path, what: "this user may not enter a folder on the way to this file")
        case ENAMETOOLONG:
            throw LedgerError.nameTooLong(path: path, name: URL(fileURLWithPath: path).lastPathComponent, limit: nameLimit(in: parent))
        default:
            break
        }
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
            throw LedgerError.danglingLink(path: path, target: target)
        }
        var folder = stat()
        guard stat(parent, &folder) == 0, folder.st_mode & S_IFMT == S_IFDIR else {
            throw LedgerError.folderMissing(path: path, folder: parent)
        }
        try checkFolder(path, parent: parent, creating: true)
    }

    /// SQLite creates its `-wal` and `-shm` files (and the ledger itself when new) in the file's folder.
    private static func checkFolder(_ path: String, parent: String, creating: Bool) throws {
        guard access(parent, W_OK | X_OK) != 0 else { return }
        let why = creating ? "the ledger would be created there" : "SQLite keeps its -wal and -shm files there, beside the ledger"
        throw LedgerError.notWritable(path: path, what: "this user may not write in the folder \(parent) (\(why))")
    }

    /// The longest ledger name the folder's file system takes: its longest file name (255 bytes on the
    /// usual ones) less the room for `-journal`, the longest name SQLite gives a file beside the ledger.
    private static func nameLimit(in folder: String) -> Int {
        let longest = pathconf(folder, Int32(_PC_NAME_MAX))
        return (longest > 0 ? longest : 255) - "-journal".utf8.count
    }

    /// The path made absolute, for saying where the ledger is.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
