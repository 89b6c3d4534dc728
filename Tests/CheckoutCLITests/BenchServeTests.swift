import CheckoutCore
import CheckoutTestSupport
import Testing

/// `bench --serve` prints figures and checks the ledger; this checks they are there and consistent,
/// never how fast they are.
@Suite("bench --serve as a process")
struct BenchServeTests {
    @Test func printsThroughputLatencyAndALedgerThatKeptEveryPaymentOnce() throws {
        let result = try CLI.run(["bench", "--serve", "--seconds", "0.3", "--clients", "4", "--format", "json"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let json = try JSONParser.parse(result.stdout)
        let pairs = try #require(json["pairs"]?.intValue)
        #expect(pairs > 0)
        #expect(json["kept"]?.intValue == pairs)
        #expect(json["missing"]?.intValue == 0)
        #expect(json["doubled"]?.intValue == 0)
        #expect(json["refused"]?.intValue == 0)
        #expect(json["clients"]?.intValue == 4)
        let p50 = try #require(Self.number(json["p50Ms"]))
        let p99 = try #require(Self.number(json["p99Ms"]))
        let worst = try #require(Self.number(json["maxMs"]))
        #expect(p50 > 0 && p50 <= p99 && p99 <= worst)
    }

    /// A figure the writer may print as an integer (2.0 as 2).
    static func number(_ value: JSONValue?) -> Double? {
        switch value {
        case .double(let number): return number
        case .int(let number): return Double(number)
        default: return nil
        }
    }

    @Test func refusesOtherBenchModesAndSillyClientCounts() throws {
        let mixed = try CLI.run(["bench", "--serve", "--tui"])
        #expect(mixed.status != 0)
        #expect(mixed.stderr.contains("--serve times serve"))
        let none = try CLI.run(["bench", "--serve", "--clients", "0"])
        #expect(none.stderr.contains("--clients must be between 1 and 1024"))
    }
}
