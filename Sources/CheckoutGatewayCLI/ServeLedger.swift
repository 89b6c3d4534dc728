import ArgumentParser
import CheckoutCLI
import CheckoutServer
import Foundation
import NIOCore

/// Where `serve` keeps its payments: from `--state`, an SQLite file (the default, in the current
/// folder) or `:memory:`; from `--database`, a PostgreSQL server.
enum ServeLedger: Equatable {
    case memory
    case sqlite(path: String)
    case postgres(PostgresURL)

    static let defaultStateFile = "checkout-sim-ledger.sqlite"
    static let memoryName = ":memory:"

    /// `password` is the environment's `PGPASSWORD`, for a `--database` URL without one.
    init(state: String?, database: String?, password: String?) throws {
        if let database {
            guard state == nil else {
                throw ValidationError("--state and --database cannot be used together: --state is an SQLite file (or :memory:), --database a PostgreSQL server")
            }
            do {
                self = .postgres(try PostgresURL(database, password: password))
            } catch let error as LedgerError {
                throw ValidationError("--database: \(error)")
            }
            return
        }
        switch state ?? Self.defaultStateFile {
        case Self.memoryName: self = .memory
        case let path: self = .sqlite(path: path)
        }
    }

    /// The banner's last line for `--state :memory:`: nothing is ever dropped from it (a payment stays
    /// for its status calls and the admin API), so a long load test grows it without bound.
    static let memoryNote =
        "The ledger in memory grows by about 1.4 KB a payment and is never trimmed: for a long run, use --state FILE or --database URL"

    /// The ledger, opened (a file created or brought up to date), and where it is, for the start-up line.
    func open() async throws -> OpenedLedger {
        switch self {
        case .memory:
            return OpenedLedger(ledger: MemoryLedger(), location: "in memory (lost when serve stops)", note: Self.memoryNote, close: {})
        case .sqlite(let path):
            do {
                let ledger = try await SQLiteLedger.open(path: path)
                return OpenedLedger(ledger: ledger, location: ledger.path, close: { try await ledger.close() })
            } catch let error as LedgerError {
                throw ServeSetupError(flag: "--state", reason: error.description)
            }
        case .postgres(let url):
            do {
                let ledger = try await PostgresLedger.open(url: url)
                // Its connection pool closes when the server's service group stops.
                return OpenedLedger(ledger: ledger, location: ledger.location, close: {})
            } catch let error as LedgerError {
                throw ServeSetupError(flag: "--database", reason: error.description)
            }
        }
    }
}

/// An open ledger, what to call it, what the banner says of it, and how to close it when the server stops.
struct OpenedLedger: Sendable {
    let ledger: any Ledger
    let location: String
    var note: String?
    let close: @Sendable () async throws -> Void

    init(ledger: any Ledger, location: String, note: String? = nil, close: @escaping @Sendable () async throws -> Void) {
        self.ledger = ledger
        self.location = location
        self.note = note
        self.close = close
    }
}

/// The ledger named by a flag cannot be used; says which flag and what to do.
/// Why `serve` could not start, named by the flag to change.
struct ServeSetupError: Error, CustomStringConvertible {
    let flag: String
    let reason: String

    var description: String { "\(flag): \(reason)" }

    /// A failure to listen said plainly (a port in use, a host that is no address), else `error` as it was.
    static func listening(_ error: any Error, host: String, port: Int) -> any Error {
        if let io = error as? IOError, io.errnoCode == EADDRINUSE {
            return ServeSetupError(flag: "--port", reason: "\(host):\(port) is already in use (another serve?); choose another port, or 0 for a free one")
        }
        if let io = error as? IOError, io.errnoCode == EACCES {
            return ServeSetupError(flag: "--port", reason: "listening on port \(port) needs privileges this user lacks; choose a port above 1023, or 0 for a free one")
        }
        if let io = error as? IOError, io.errnoCode == EADDRNOTAVAIL {
            return ServeSetupError(flag: "--host", reason: "\(host) is not an address of this machine; use 127.0.0.1 (the default) or 0.0.0.0")
        }
        if error is SocketAddressError.UnknownHost || error is SocketAddressError {
            return ServeSetupError(flag: "--host", reason: "\(host) is neither an IP address nor a name this machine can resolve; use 127.0.0.1 (the default) or 0.0.0.0")
        }
        return error
    }
}
