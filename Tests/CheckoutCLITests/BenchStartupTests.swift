import CheckoutCore
import CheckoutTestSupport
import Testing

/// `bench --startup`: the figures' structure and how they follow from each other, never how fast they
/// are (the machine is shared).
@Suite("bench --startup")
struct BenchStartupTests {
    @Test func launchesRunAsOftenAsAskedAndReportsOrderedFigures() throws {
        let result = try CLI.run(["bench", "--startup", "--startup-runs", "3", "--format", "json"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let json = try JSONParser.parse(result.stdout)
        #expect(json.objectValue?.keys.sorted() == ["maxMilliseconds", "medianMilliseconds", "minMilliseconds", "runs", "targetMilliseconds"])
        #expect(json["runs"]?.intValue == 3)
        let figures = try ["minMilliseconds", "medianMilliseconds", "maxMilliseconds"].map { try #require(BenchTUITests.number(json[$0])) }
        #expect(figures[0] > 0 && figures[0] <= figures[1] && figures[1] <= figures[2], "\(figures)")
        #expect(BenchTUITests.number(json["targetMilliseconds"]) == 20)
    }

    @Test func textNamesTheCommandAndTheTarget() throws {
        let result = try CLI.run(["bench", "--startup", "--startup-runs", "1"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.hasPrefix("Cold start: `checkout-sim run --flow open-intent` launched once"))
        #expect(result.stdout.contains("(target: under 20 ms)"))
    }

    @Test func aFailingRunIsAnErrorNotAFigure() throws {
        let result = try CLI.run(["bench", "--startup", "--startup-runs", "1", "--profile", "no-upi-app"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("`checkout-sim run` exited with status 1"), "\(result.stderr)")
    }

    @Test func takesNoOtherMode() throws {
        let result = try CLI.run(["bench", "--startup", "--replay"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--startup times run's cold start: it takes no --tui, --replay, --serve, --stages or --flow"))
    }
}
