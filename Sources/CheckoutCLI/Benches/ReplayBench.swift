import CheckoutCore
import CheckoutReplay

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `bench --replay`: replay throughput. Builds cases in memory from the shipped profiles (every flow,
/// each visible app, two amounts, three outcomes, cycled to the count asked for, three expectations
/// each) and runs them all through `replay`'s runner with one thread, then two.
struct ReplayBench {
    static let jobCounts = [1, 2]
    /// Each job count runs this many times, alternating, and keeps its fastest: the machine is shared and noisy.
    static let rounds = 2
    static let amounts: [Int64?] = [100, 49_900]
    static let outcomes = [PhonePeOutcome.success, PhonePeOutcome(final: .failure), PhonePeOutcome(steps: [.pending(2)], final: .success)]

    var caseCount: Int

    struct Figure {
        var jobs: Int
        var cases: Int
        var wallSeconds: Double
        var cpuSeconds: Double
        var failed: Int

        var casesPerSecond: Double { wallSeconds > 0 ? Double(cases) / wallSeconds : 0 }
    }

    func run(format: OutputFormat, store: ProfileStore = ProfileStore()) throws {
        // First, while this process is still small: a child spawned from it starts as it (vfork), and the
        // kernel's figure for the child counts this process's own peak up to the spawn.
        let child = try ReplayMemoryRun.measure(cases: caseCount)
        let (cases, distinct) = try Self.cases(count: caseCount, store: store)
        var figures = Self.jobCounts.map { Self.measure(cases, jobs: $0) }
        for _ in 1..<Self.rounds {
            for (slot, jobs) in Self.jobCounts.enumerated() {
                let again = Self.measure(cases, jobs: jobs)
                if again.wallSeconds < figures[slot].wallSeconds { figures[slot] = again }
            }
        }
        let speedUp = figures[0].wallSeconds / max(figures[figures.count - 1].wallSeconds, 1e-9)
        switch format {
        case .json:
            print(JSONWriter.pretty([
                "cases": .int(Int64(cases.count)),
                "distinctCases": .int(Int64(distinct)),
                "runs": .array(figures.map { figure in
                    [
                        "jobs": .int(Int64(figure.jobs)), "casesPerSecond": .int(Int64(figure.casesPerSecond.rounded())),
                        "wallSeconds": Self.rounded(figure.wallSeconds), "cpuSeconds": Self.rounded(figure.cpuSeconds),
                        "failed": .int(Int64(figure.failed)),
                    ]
                }),
                "speedUp": .double((speedUp * 100).rounded() / 100),
                "process": [
                    "cases": .int(Int64(caseCount)), "wallSeconds": Self.rounded(child.elapsed.microseconds / 1e6),
                    "peakMegabytes": .double((Double(child.peakKilobytes) / 102.4).rounded() / 10),
                ],
            ]))
        case .text:
            print("Replay: \(cases.count) cases (\(distinct) distinct, cycled), 3 expectations each, through replay's runner; best of \(Self.rounds) runs.")
            var table = TextTable(["jobs", "cases/s", "wall s", "CPU s", "CPU µs/case", "failed"])
            for figure in figures {
                table.add([
                    String(figure.jobs), String(Int(figure.casesPerSecond.rounded())), Self.decimals(figure.wallSeconds, 3),
                    Self.decimals(figure.cpuSeconds, 3), Self.decimals(figure.cpuSeconds * 1e6 / Double(max(cases.count, 1)), 1),
                    String(figure.failed),
                ])
            }
            print(table.render(indent: ""))
            print("speed-up with \(Self.jobCounts[Self.jobCounts.count - 1]) jobs: \(Self.decimals(speedUp, 2))×")
            print(
                "`checkout-sim replay` on a scenario of \(caseCount) cases, in a process of its own: "
                    + "\(Self.decimals(child.elapsed.microseconds / 1e6, 2)) s, peak memory \(Self.decimals(Double(child.peakKilobytes) / 1024, 1)) MB "
                    + "(target: under \(ReplayMemoryRun.targetMegabytes) MB)")
        }
        if figures.contains(where: { $0.failed > 0 }) {
            throw BenchError("some benchmark cases failed their own expectations: the walks are not deterministic")
        }
    }

    /// `count` cases cycled from the distinct ones; repeats get their own name and seed so every walk differs.
    static func cases(count: Int, store: ProfileStore) throws -> (cases: [ReplayCase], distinct: Int) {
        var profiles: [MatrixExpansion.NamedProfile] = []
        for url in store.profileFiles() {
            profiles.append((ProfileStore.stem(url.lastPathComponent), try ProfileStore.load(url: url)))
        }
        guard !profiles.isEmpty else { throw BenchError(ProfileStore.noProfilesHint()) }
        var distinct: [ReplayCase] = []
        for flow in PhonePeFlow.allCases {
            for outcome in outcomes {
                let scenario = Scenario(
                    source: SourceLocation(file: "bench", line: 1), name: "bench \(outcome)",
                    profiles: profiles.map { Located($0.name, line: 1) }, flow: .phonePe(flow), apps: .eachVisible, amounts: amounts,
                    outcome: outcome)
                distinct += MatrixExpansion.cases(of: scenario) { reference in .success(profiles.filter { $0.name == reference.value }) }.cases
            }
        }
        distinct = distinct.map(withExpectations)
        let cases = (0..<count).map { index in
            var replayCase = distinct[index % distinct.count]
            let round = index / distinct.count
            if round > 0 {
                replayCase.name += " #\(round + 1)"
                replayCase.walk.seed = UInt64(round + 1)
            }
            return replayCase
        }
        return (cases, distinct.count)
    }

    /// Expectations taken from one walk of the case, so they hold and checking them costs what it would.
    private static func withExpectations(_ replayCase: ReplayCase) -> ReplayCase {
        // The bench's scenarios are all PhonePe flows.
        guard let options = replayCase.walk.phonePeOptions else { return replayCase }
        let json = PhonePeWalk.run(profile: replayCase.profile, options: options).json
        var expecting = replayCase
        expecting.scenario.expectations = [
            Expectation(path: "result.code", value: json["result"]?["code"] ?? .null, line: 1),
            Expectation(path: "return.mode", value: json["return"]?["mode"] ?? .null, line: 2),
            Expectation(path: "intent.params.am", value: json["intent"]?["params"]?["am"] ?? .null, line: 3),
        ]
        return expecting
    }

    static func measure(_ cases: [ReplayCase], jobs: Int) -> Figure {
        let clock = ContinuousClock()
        let cpuStart = processCPUSeconds()
        let start = clock.now
        let results = ParallelCaseRunner.run(cases, jobs: jobs, keepWalks: false) { _, _ in .missing }
        let (whole, attoseconds) = (clock.now - start).components
        let cpu = processCPUSeconds() - cpuStart
        return Figure(
            jobs: jobs, cases: cases.count, wallSeconds: Double(whole) + Double(attoseconds) / 1e18, cpuSeconds: cpu,
            failed: results.count(where: { !$0.passed }))
    }

    /// CPU time of every thread of the process, so a parallel run's total cost shows beside its wall time.
    static func processCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    private static func rounded(_ value: Double) -> JSONValue { .double((value * 1000).rounded() / 1000) }

    private static func decimals(_ value: Double, _ places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((value * scale).rounded())
        let fraction = String(scaled % Int(scale))
        return "\(scaled / Int(scale)).\(String(repeating: "0", count: places - fraction.count))\(fraction)"
    }
}

package struct BenchError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}
