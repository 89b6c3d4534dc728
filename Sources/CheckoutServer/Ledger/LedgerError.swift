/// Why a ledger could not be opened or read; each says what to do about it.
public enum LedgerError: Error, Equatable, CustomStringConvertible {
    /// The folder the ledger file would be created in does not exist.
    case folderMissing(path: String, folder: String)
    /// The path names a folder, not a file.
    case isFolder(path: String)
    /// The path is a device, a FIFO or a socket: SQLite needs a regular file it can lock and sync.
    case notARegularFile(path: String)
    /// The path is a symbolic link to something that does not exist.
    case danglingLink(path: String, target: String)
    /// Following the path's symbolic links comes back to where it started.
    case symlinkLoop(path: String)
    /// No file name at all.
    case emptyName
    /// A name longer than the file system, or SQLite's files beside it (`-journal`), allow.
    case nameTooLong(path: String, name: String, limit: Int)
    /// A part of the path before the file is a file, not a folder.
    case notAFolderOnTheWay(path: String)
    /// This user may not read or write what the ledger needs (`what` says which file or folder, and why).
    case notWritable(path: String, what: String)
    /// A file SQLite keeps beside the ledger (`-wal`, `-shm`, `-journal`) is a folder or a device.
    case companionNotAFile(path: String, companion: String)
    /// The file is an SQLite ledger, but damaged or cut short.
    case damaged(path: String, reason: String)
    /// A checkout-sim ledger whose tables were changed by hand: some the server needs are missing.
    case incomplete(location: String, missing: String)
    /// Any other failure of the file's database at start, in SQLite's words.
    case fileFailed(path: String, reason: String)
    /// The file exists but is not a checkout-sim ledger (another database, or not a database at all).
    case notALedger(path: String, reason: String)
    /// Written by a newer checkout-sim: this build would not know its tables.
    case newerSchema(location: String, found: Int, known: Int)
    /// Another session has held the migration lock longer than serve waits for it (`holder` names it).
    case migrationLocked(location: String, holder: String, waited: String)
    /// `--database` is not a PostgreSQL URL this build reads.
    case badDatabaseURL(String)
    /// The database server could not be reached or refused the connection.
    case unreachable(location: String, reason: String)
    /// The database went away while serving: this call read and wrote nothing.
    case unavailable(location: String, reason: String)
    /// The connection was lost while a batch was being committed: it may or may not be kept.
    case commitUnknown(location: String, reason: String)
    /// A stored row this build cannot read back.
    case unreadableRow(String)

    /// The database is down or unreachable right now: a call should be answered 503 (try again later)
    /// with this error's description, not 500.
    public var isUnavailable: Bool {
        switch self {
        case .unavailable, .commitUnknown: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .folderMissing(let path, let folder):
            return "\(path): the folder \(folder) does not exist; create it first or choose a file in an existing folder"
        case .isFolder(let path):
            return "\(path) is a folder; give a file name for the ledger (it is created when missing)"
        case .notARegularFile(let path):
            return "\(path) is not a regular file (a device, a FIFO or a socket); give a file name for the ledger, or :memory: to keep nothing"
        case .danglingLink(let path, let target):
            return "\(path) is a symbolic link to \(target), which does not exist; remove the link or point it at a ledger file"
        case .symlinkLoop(let path):
            return "\(path) is a loop of symbolic links (following them never reaches a file); point the link at a ledger file, or give another path"
        case .emptyName:
            return "the file name is empty; give a file name for the ledger (it is created when missing), or :memory: to keep nothing"
        case .nameTooLong(let path, let name, let limit):
            return "\(path): the file name is \(name.utf8.count) bytes, over the \(limit) this file system leaves room for "
                + "(SQLite keeps a -journal file beside it); choose a shorter name"
        case .notAFolderOnTheWay(let path):
            return "\(path): a part of this path is a file, not a folder; choose a file in an existing folder"
        case .notWritable(let path, let what):
            return "\(path): \(what); serve writes every payment to its ledger: change the permissions, or choose a file in a folder you can write to"
        case .companionNotAFile(let path, let companion):
            return "\(path): \(companion) is not a regular file (SQLite keeps its journal there); remove it, or choose another ledger file"
        case .damaged(let path, let reason):
            return "\(path) is a damaged or cut-short ledger (SQLite: \(reason)); restore it from a copy, or move it away to start a new ledger"
        case .incomplete(let location, let missing):
            return "\(location) is a checkout-sim ledger whose tables were changed by hand (\(missing)); "
                + "restore it from a copy, or move it away (drop its tables on PostgreSQL) to start a new ledger"
        case .fileFailed(let path, let reason):
            return "\(path) cannot be used as a ledger (SQLite: \(reason)); check the file and its folder, or choose another file"
        case .notALedger(let path, let reason):
            return "\(path) is not a checkout-sim ledger (\(reason)); choose another file, or move this one away to start a new ledger"
        case .newerSchema(let location, let found, let known):
            return "\(location) was written by a newer checkout-sim (ledger schema \(found); this build knows up to \(known)); "
                + "use that version or a newer one, or another ledger"
        case .migrationLocked(let location, let holder, let waited):
            return "\(location): the ledger's schema cannot be checked or brought up to date: another \(holder) has held "
                + "the migration lock for over \(waited); if it is a server starting, start again in a moment, "
                + "else end that session's transaction (it may be idle in one), e.g. SELECT pg_terminate_backend(pid)"
        case .badDatabaseURL(let reason):
            return "not a PostgreSQL URL: \(reason)"
        case .unreachable(let location, let reason):
            return "cannot use the database \(location): \(reason)"
        case .unavailable(let location, let reason):
            return "The ledger's database \(location) cannot be reached (\(reason)): nothing was recorded, so no payment was made "
                + "or changed by this call; try again once the database is back"
        case .commitUnknown(let location, let reason):
            return "The ledger's database \(location) was lost while this call's change was being committed (\(reason)): "
                + "it may or may not be recorded; ask for the payment's status once the database is back"
        case .unreadableRow(let what):
            return "The ledger holds \(what)"
        }
    }
}
