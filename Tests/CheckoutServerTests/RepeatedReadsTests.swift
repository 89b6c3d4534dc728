@testable import CheckoutServer
import Testing

/// The live log's collapsing of admin reads: the phone's refresh (its payments and its v2 orders,
/// alternately) is written once and counted, and a read that comes after repeats is written after
/// their counts.
@Suite struct RepeatedReadsTests {
    static func read(_ path: String, at: Int64) -> RequestLogEntry {
        RequestLogEntry(at: at, method: "GET", path: path, httpStatus: 200, milliseconds: 0.4)
    }

    /// The lines written for `entries`, then for the server stopping: each path, or `path ×N` for a count.
    static func lines(_ entries: [RequestLogEntry]) -> [String] {
        let reads = RepeatedReads()
        var lines: [String] = []
        let repeated = { (entry: RequestLogEntry, count: Int) in lines.append("\(entry.path) ×\(count)") }
        for entry in entries { reads.admit(entry, repeated: repeated) { lines.append(entry.path) } }
        reads.interrupt(repeated: repeated)
        return lines
    }

    @Test func thePhonesTwoAlternatingReadsAreWrittenOnceThenCounted() {
        let refresh = (0..<4).flatMap { second in
            [Self.read("/_sim/transactions", at: Int64(second) * 1000), Self.read("/_sim/v2/orders", at: Int64(second) * 1000 + 1)]
        }
        #expect(Self.lines(refresh + [Self.read("/_sim/transactions/M/MT-1", at: 9000)])
            == ["/_sim/transactions", "/_sim/v2/orders", "/_sim/transactions ×3", "/_sim/v2/orders ×3", "/_sim/transactions/M/MT-1"])
    }

    @Test func aReadAfterRepeatsEndsTheRunAndAThirdReadNeverJoinsIt() {
        let a = Self.read("/_sim/transactions", at: 0)
        let b = Self.read("/_sim/transactions/M/MT-1", at: 1)
        let c = Self.read("/_sim/faults", at: 2)
        #expect(Self.lines([a, a, b, b]) == ["/_sim/transactions", "/_sim/transactions ×1", "/_sim/transactions/M/MT-1", "/_sim/transactions/M/MT-1 ×1"])
        #expect(Self.lines([a, b, c, a]) == ["/_sim/transactions", "/_sim/transactions/M/MT-1", "/_sim/faults", "/_sim/transactions"])
        let pay = RequestLogEntry(at: 3, method: "POST", path: "/pg/v1/pay", httpStatus: 200, milliseconds: 1)
        #expect(Self.lines([a, a, pay, a]) == ["/_sim/transactions", "/_sim/transactions ×1", "/pg/v1/pay", "/_sim/transactions"])
    }
}
