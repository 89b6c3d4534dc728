import NIOCore
import NIOPosix
import PostgresNIO

/// PostgresNIO's and NIO's errors said in words, with what to do. PostgresNIO's own description
/// hides everything (so that it can never leak a password) and NIO's reads as a struct dump; these
/// keep to the server's message and the error's kind, and never include the password.
enum PostgresFailure {
    /// Why `url`'s server could not be used, as a clause that ends with what to do.
    static func reason(_ error: any Error, url: PostgresURL) -> String {
        let server = "\(url.host.contains(":") ? "[\(url.host)]" : url.host):\(url.port)"
        switch error {
        case let error as LedgerError:
            return error.description
        case let error as PSQLError:
            return reason(error, url: url, server: server)
        case let error as NIOConnectionError:
            if error.dnsAError != nil || error.dnsAAAAError != nil {
                return "the host name \(url.host) does not resolve; check the host in the URL"
            }
            return error.connectionErrors.first.map { reason($0.error, url: url) }
                ?? "nothing answers at \(server); start PostgreSQL there, or correct the host and port in the URL"
        case is SocketAddressError.UnknownHost, is SocketAddressError:
            return "the host name \(url.host) does not resolve; check the host in the URL"
        case let error as IOError where error.errnoCode == ECONNREFUSED:
            return "nothing listens at \(server) (connection refused); start PostgreSQL there, or correct the host and port in the URL"
        case let error as IOError where [ENETUNREACH, EHOSTUNREACH].contains(error.errnoCode):
            return "\(server) cannot be reached from this machine (no route); check the host in the URL and the network"
        case let error as IOError:
            return "the connection to \(server) failed (\(String(cString: strerror(error.errnoCode)))); check that PostgreSQL runs there"
        case ChannelError.connectTimeout(let time):
            return "\(server) did not answer within \(time.nanoseconds / 1_000_000_000) s; check that PostgreSQL runs there and that no firewall drops the connection"
        default:
            return "the connection to \(server) failed (\(type(of: error))); check that PostgreSQL runs there"
        }
    }

    private static func reason(_ error: PSQLError, url: PostgresURL, server: String) -> String {
        if let message = error.serverInfo?[.message] {
            return message + hint(sqlState: error.serverInfo?[.sqlState], url: url)
        }
        switch error.code {
        case .sslUnsupported:
            return "the server at \(server) does not offer TLS, which sslmode=\(url.tls.rawValue) needs; "
                + "add ?sslmode=disable to the URL, or turn on ssl in the server's postgresql.conf"
        case .failedToAddSSLHandler, .receivedUnencryptedDataAfterSSLRequest:
            return "TLS with the server at \(server) failed; try ?sslmode=disable, or check the server's ssl settings"
        case .serverClosedConnection, .uncleanShutdown, .clientClosedConnection:
            return "the server at \(server) closed the connection; check that PostgreSQL runs there"
        case .unsupportedAuthMechanism, .authMechanismRequiresPassword, .saslError:
            return "the server at \(server) asks for a sign-in this URL cannot give (\(error.code)); give the password in the URL or in PGPASSWORD"
        case .connectionError:
            return error.underlying.map { reason($0, url: url) } ?? "the connection to \(server) failed; check that PostgreSQL runs there"
        default:
            return error.underlying.map { reason($0, url: url) } ?? "the server at \(server) failed (\(error.code))"
        }
    }

    private static func hint(sqlState: String?, url: PostgresURL) -> String {
        switch sqlState {
        case "28P01": return "; check the user and password in the URL (or PGPASSWORD)"
        case "28000": return "; the server's pg_hba.conf lets no such sign-in in: add a line for this user, host and database"
        case "3D000": return "; create it (createdb -O \(url.user) \(url.database)) or name another database in the URL"
        case "42501": return "; grant the user \(url.user) the right to create tables in this database, or use another user"
        case "57P03", "53300": return "; try again in a moment"
        default: return ""
        }
    }

    /// Whether `error` means the connection to the server is gone or could not be made (as opposed to
    /// the server refusing a statement), so a call can say the database is unavailable.
    static func isConnectionLoss(_ error: any Error) -> Bool {
        switch error {
        case let error as PSQLError:
            return error.serverInfo == nil && [.connectionError, .serverClosedConnection, .uncleanShutdown, .clientClosedConnection,
                                              .sslUnsupported, .poolClosed].contains(error.code)
        case is NIOConnectionError, is IOError, is ChannelError:
            return true
        default:
            return false
        }
    }
}
