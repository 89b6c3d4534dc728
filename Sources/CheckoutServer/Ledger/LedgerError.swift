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
    /// The file exists but is not a checkout-sim ledger (another database, or not a database at all).
    case notALedger(path: String, reason: String)
    /// Written by a newer checkout-sim: this build would not know its tables.
    case newerSchema(location: String, found: Int, known: Int)
    /// `--database` is not a PostgreSQL URL this build reads.
    case badDatabaseURL(String)
    /// The database server could not be reached or refused the connection.
    case unreachable(location: String, reason: String)
    /// A stored row this build cannot read back.
    case unreadableRow(String)

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
        case .notALedger(let path, let reason):
            return "\(path) is not a checkout-sim ledger (\(reason)); choose another file, or move this one away to start a new ledger"
        case .newerSchema(let location, let found, let known):
            return "\(location) was written by a newer checkout-sim (ledger schema \(found); this build knows up to \(known)); "
                + "use that version or a newer one, or another ledger"
        case .badDatabaseURL(let reason):
            return "not a PostgreSQL URL: \(reason)"
        case .unreachable(let location, let reason):
            return "cannot use the database \(location): \(reason)"
        case .unreadableRow(let what):
            return "The ledger holds \(what)"
        }
    }
}
