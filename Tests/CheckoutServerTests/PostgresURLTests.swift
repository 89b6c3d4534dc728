import CheckoutServer
import Testing

/// `--database` URLs read as libpq reads them, and said back without the password.
@Suite struct PostgresURLTests {
    @Test func everyPartIsRead() throws {
        let url = try PostgresURL("postgres://team:p%40ss%3Aword@db.internal:6543/gateway?sslmode=require")
        #expect(url.user == "team")
        #expect(url.password == "p@ss:word")
        #expect(url.host == "db.internal")
        #expect(url.port == 6543)
        #expect(url.database == "gateway")
        #expect(url.tls == .require)
        #expect(url.redacted == "postgres://team@db.internal:6543/gateway")
    }

    @Test func defaultsAreLibpqs() throws {
        let url = try PostgresURL("postgresql://team@[::1]", password: "from-PGPASSWORD")
        #expect(url.host == "::1")
        #expect(url.port == 5432)
        #expect(url.database == "team")
        #expect(url.password == "from-PGPASSWORD")
        #expect(url.tls == .prefer)
        #expect(url.redacted == "postgres://team@[::1]:5432/team")
        #expect(try PostgresURL("postgres://team:given@host/db", password: "ignored").password == "given")
        #expect(try PostgresURL("postgres://team@host/db?sslmode=verify-full").tls == .verifyFull)
    }

    @Test(arguments: [
        ("mysql://team@host/db", "it must look like postgres://user:password@host:5432/database"),
        ("postgres:///db", "it names no host"),
        ("postgres://host/db", "it names no user (postgres://USER@host/…)"),
        ("postgres://team@host/db?sslmode=sometimes", "sslmode must be one of disable, prefer, require, verify-full"),
        ("postgres://team@host/db?schema=x", "unknown parameter schema (only sslmode is read)"),
        ("postgres://team@host:99999/db", "the port 99999 is not between 1 and 65535 (PostgreSQL's own is 5432)"),
        ("postgres://team@host:0/db", "the port 0 is not between 1 and 65535 (PostgreSQL's own is 5432)"),
        ("postgres://team@host:5432/db#main", "it has a #fragment, which names nothing in a database URL"),
        ("postgres://team@host:5432/db/extra", "the path /db/extra has more than one part; it names one database: postgres://user@host:5432/DATABASE"),
    ])
    func aBadURLIsRefusedWithTheReason(text: String, reason: String) {
        #expect(throws: LedgerError.badDatabaseURL(reason)) { try PostgresURL(text) }
    }
}
