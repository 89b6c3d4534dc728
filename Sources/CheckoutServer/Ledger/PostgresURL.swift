import Foundation

/// A PostgreSQL server as `serve --database` names it: `postgres://user:password@host:port/database`,
/// with `?sslmode=disable|prefer|require|verify-full` as libpq reads it (prefer when not given).
public struct PostgresURL: Sendable, Equatable {
    public enum TLSMode: String, Sendable, CaseIterable {
        /// Plain TCP.
        case disable
        /// TLS when the server offers it, its certificate not checked (libpq's default).
        case prefer
        /// TLS or nothing, the certificate not checked.
        case require
        /// TLS with the certificate checked against the system's roots and the host name.
        case verifyFull = "verify-full"
    }

    public var host: String
    public var port: Int
    public var user: String
    public var password: String?
    public var database: String
    public var tls: TLSMode

    /// `password` fills in a URL without one (from `PGPASSWORD`, as libpq does), so it need not be
    /// on the command line where other users' `ps` can see it.
    public init(_ text: String, password fallbackPassword: String? = nil) throws {
        guard let components = URLComponents(string: text), ["postgres", "postgresql"].contains(components.scheme ?? "") else {
            throw LedgerError.badDatabaseURL("it must look like postgres://user:password@host:5432/database")
        }
        guard let host = components.host, !host.isEmpty else { throw LedgerError.badDatabaseURL("it names no host") }
        guard let user = components.user, !user.isEmpty else { throw LedgerError.badDatabaseURL("it names no user (postgres://USER@\(host)/…)") }
        // URLComponents reads any digits; a port past 65535 would wrap into another port when connecting.
        if let port = components.port, !(1...65535).contains(port) {
            throw LedgerError.badDatabaseURL("the port \(port) is not between 1 and 65535 (PostgreSQL's own is 5432)")
        }
        guard components.fragment == nil else { throw LedgerError.badDatabaseURL("it has a #fragment, which names nothing in a database URL") }
        let database = String(components.path.drop(while: { $0 == "/" }))
        guard !database.contains("/") else {
            throw LedgerError.badDatabaseURL("the path /\(database) has more than one part; it names one database: postgres://user@host:5432/DATABASE")
        }
        var tls = TLSMode.prefer
        for item in components.queryItems ?? [] {
            guard item.name == "sslmode" else {
                throw LedgerError.badDatabaseURL("unknown parameter \(item.name) (only sslmode is read)")
            }
            guard let mode = item.value.flatMap(TLSMode.init(rawValue:)) else {
                let modes = TLSMode.allCases.map(\.rawValue).joined(separator: ", ")
                throw LedgerError.badDatabaseURL("sslmode must be one of \(modes)")
            }
            tls = mode
        }
        self.host = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
        self.port = components.port ?? 5432
        self.user = user
        self.password = components.password ?? fallbackPassword
        // As libpq: the user's own database when none is named.
        self.database = database.isEmpty ? user : database
        self.tls = tls
    }

    /// The URL without its password, for saying where the ledger is.
    public var redacted: String {
        let hostPart = host.contains(":") ? "[\(host)]" : host
        return "postgres://\(user)@\(hostPart):\(port)/\(database)"
    }
}
