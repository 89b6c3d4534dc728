import NIOCore
import SQLiteNIO
// sqlite-nio's own SQLite: its `SQLiteConnection` prepares every statement again on each call and
// hops to a thread pool and back for each; the ledger's hot path keeps its statements prepared on
// a thread of its own instead (`SQLiteThread`).
import VaporCSQLite

/// One SQLite connection used from one thread only (its `SQLiteThread`, hence unchecked), each
/// statement prepared once and kept for the next call with the same text.
final class SQLiteHandle: @unchecked Sendable {
    private var db: OpaquePointer?
    private var statements: [String: Statement] = [:]
    /// Statements whose text varies (a list of `?` as long as the ids asked) are kept up to this many.
    private static let keptStatements = 256

    private struct Statement {
        let pointer: OpaquePointer
        let columns: SQLiteColumns
    }

    /// Opens an existing ledger file for reading and writing, waiting up to 5 s for another
    /// process's lock (as the connections sqlite-nio opens are told to).
    init(path: String) throws {
        var db: OpaquePointer?
        let status = sqlite_nio_sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE, nil)
        guard status == SQLITE_OK, let db else {
            let message = db.flatMap { sqlite_nio_sqlite3_errmsg($0) }.map { String(cString: $0) } ?? "cannot open \(path)"
            sqlite_nio_sqlite3_close(db)
            throw SQLiteFailure(code: status, message: message)
        }
        self.db = db
        sqlite_nio_sqlite3_busy_timeout(db, 5000)
    }

    /// Every row `sql` gives with `binds`.
    @discardableResult
    func query(_ sql: String, _ binds: [SQLiteData] = []) throws -> [SQLiteValues] {
        let statement = try statement(for: sql)
        defer {
            // A statement left unreset would hold its read transaction open.
            sqlite_nio_sqlite3_reset(statement.pointer)
            if statements[sql] == nil { sqlite_nio_sqlite3_finalize(statement.pointer) }
        }
        try bind(binds, to: statement.pointer)
        var rows: [SQLiteValues] = []
        while true {
            let status = sqlite_nio_sqlite3_step(statement.pointer)
            if status == SQLITE_DONE { return rows }
            guard status == SQLITE_ROW else { throw failure(status) }
            rows.append(SQLiteValues(columns: statement.columns, values: (0..<statement.columns.count).map { value(statement.pointer, Int32($0)) }))
        }
    }

    /// Whether no transaction is open: after a failed statement, whether SQLite rolled back the
    /// whole transaction (a full disk, an I/O error) rather than the statement alone.
    var inAutocommit: Bool { sqlite_nio_sqlite3_get_autocommit(db) != 0 }

    func close() {
        for statement in statements.values { sqlite_nio_sqlite3_finalize(statement.pointer) }
        statements = [:]
        sqlite_nio_sqlite3_close(db)
        db = nil
    }

    private func statement(for sql: String) throws -> Statement {
        if let kept = statements[sql] { return kept }
        var pointer: OpaquePointer?
        let keep = statements.count < Self.keptStatements
        let status = sqlite_nio_sqlite3_prepare_v3(db, sql, -1, keep ? UInt32(SQLITE_PREPARE_PERSISTENT) : 0, &pointer, nil)
        guard status == SQLITE_OK, let pointer else { throw failure(status) }
        let count = sqlite_nio_sqlite3_column_count(pointer)
        var names: [String: Int] = [:]
        for index in 0..<count {
            if let name = sqlite_nio_sqlite3_column_name(pointer, index) { names[String(cString: name)] = Int(index) }
        }
        let statement = Statement(pointer: pointer, columns: SQLiteColumns(count: Int(count), names: names))
        if keep { statements[sql] = statement }
        return statement
    }

    private func bind(_ binds: [SQLiteData], to pointer: OpaquePointer) throws {
        // SQLITE_TRANSIENT: SQLite copies the value before the call returns.
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for (offset, bind) in binds.enumerated() {
            let index = Int32(offset + 1)
            let status: Int32 = switch bind {
            case .integer(let value): sqlite_nio_sqlite3_bind_int64(pointer, index, Int64(value))
            case .float(let value): sqlite_nio_sqlite3_bind_double(pointer, index, value)
            case .null: sqlite_nio_sqlite3_bind_null(pointer, index)
            case .text(let value):
                sqlite_nio_sqlite3_bind_text64(pointer, index, value, UInt64(value.utf8.count), transient, UInt8(SQLITE_UTF8))
            case .blob(let value):
                value.withUnsafeReadableBytes { sqlite_nio_sqlite3_bind_blob64(pointer, index, $0.baseAddress, UInt64($0.count), transient) }
            }
            guard status == SQLITE_OK else { throw failure(status) }
        }
    }

    private func value(_ pointer: OpaquePointer, _ index: Int32) -> SQLiteData {
        switch sqlite_nio_sqlite3_column_type(pointer, index) {
        case SQLITE_INTEGER: return .integer(.init(sqlite_nio_sqlite3_column_int64(pointer, index)))
        case SQLITE_FLOAT: return .float(sqlite_nio_sqlite3_column_double(pointer, index))
        case SQLITE_TEXT:
            guard let text = sqlite_nio_sqlite3_column_text(pointer, index) else { return .text("") }
            let count = Int(sqlite_nio_sqlite3_column_bytes(pointer, index))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let count = Int(sqlite_nio_sqlite3_column_bytes(pointer, index))
            var buffer = ByteBufferAllocator().buffer(capacity: count)
            if let bytes = sqlite_nio_sqlite3_column_blob(pointer, index) { buffer.writeBytes(UnsafeRawBufferPointer(start: bytes, count: count)) }
            return .blob(buffer)
        default: return .null
        }
    }

    private func failure(_ status: Int32) -> SQLiteFailure {
        SQLiteFailure(code: status, message: sqlite_nio_sqlite3_errmsg(db).map { String(cString: $0) } ?? "SQLite error \(status)")
    }
}

/// A statement's column names, found once when it is prepared.
struct SQLiteColumns: Sendable {
    let count: Int
    let names: [String: Int]
}

/// One row of a statement's result, its columns read by name as sqlite-nio's rows are.
struct SQLiteValues: Sendable {
    let columns: SQLiteColumns
    let values: [SQLiteData]

    func column(_ name: String) -> SQLiteData? {
        columns.names[name].map { values[$0] }
    }
}

/// An SQLite call that failed on the ledger's own connections: SQLite's code and message.
struct SQLiteFailure: Error, CustomStringConvertible {
    let code: Int32
    let message: String

    var description: String { message }
}
