import ArgumentParser
import CheckoutCore
import CheckoutReplay
import Foundation

/// `checkout-sim replay`: runs scripted scenarios and checks what they expect.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Run scripted scenarios (YAML or JSON) on device profiles and check their expectations.",
        discussion: """
            Each argument is a scenario file, a folder (every .yaml, .yml and .json under it, golden .golden.json \
            files aside) or a glob. Files run in sorted order; each case prints PASS or FAIL with its name, a \
            failure lists each expectation or golden transcript that did not hold with its file, line and diff, \
            and the last line is "N passed, N failed". A file that cannot be read or parsed, or a profile that \
            cannot be found or loaded, prints "FAIL file:line: rule", counts as a failure, and the other files \
            still run. A scenario that makes no case, or whose cases would take the replay past \
            \(MatrixExpansion.caseLimit) (counted before --filter and --shard), fails the same way. The exit \
            status is 0 only when nothing failed.

            Examples:
              checkout-sim replay Profiles/Scenarios
              checkout-sim replay 'scenarios/*.yaml' --filter gpay --jobs 0
              checkout-sim replay scenarios --shard 2/4 --junit replay-2.xml
              checkout-sim replay scenarios/refunds.yaml --update
              checkout-sim replay Profiles/Scenarios --html replay-report
            """
    )

    @Argument(help: "Scenario files, folders or globs (quote globs to let checkout-sim expand them).")
    var paths: [String] = []

    @Option(help: "Only the cases whose name contains this text (case-insensitive).")
    var filter: String?

    @Option(
        help: ArgumentHelp("This run's share of the cases, I of N (1-based), split by a stable hash of each case's name.", valueName: "I/N"),
        transform: ReplayShard.parse)
    var shard: ReplayShard = .whole

    @Option(help: "Cases walked at once, on this many threads; 0 means one per processor. Reports are the same as with 1.")
    var jobs = 1

    @Option(help: ArgumentHelp("Also write a JUnit XML report to this file.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Also write a JSON report to this file.", valueName: "file"))
    var json: String?

    @Option(help: ArgumentHelp("Also write one HTML page per case and an index.html listing them to this folder (created if missing).", valueName: "folder"))
    var html: String?

    @Flag(help: "Rewrite failing golden files (and write missing ones) and failing expectations with what the walks showed, for review; a file changed since the replay read it is left alone.")
    var update = false

    @Flag(help: "Read (and with --update write) golden files outside the scenario's folder too, symbolic links followed; without it such a golden path fails its cases.")
    var allowOutsideGolden = false

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one scenario file, folder or glob") }
        if jobs < 0 { throw ValidationError("--jobs must be 0 (one per processor) or more") }
        if filter?.isEmpty == true { throw ValidationError("--filter needs some text") }
        if html?.isEmpty == true { throw ValidationError("--html needs a folder") }
    }

    func run() throws {
        let goldens = ReplayGoldenFiles(allowOutside: allowOutsideGolden, remembers: update)
        let plan = ReplayPlan(arguments: paths, filter: filter, shard: shard, resolver: ProfileResolver(), goldens: goldens)
        let threads = jobs == 0 ? ProcessInfo.processInfo.activeProcessorCount : jobs
        var report = ReplayReport(
            keepsEntries: html != nil, junit: junit.map { _ in ReplayJUnitReport() }, json: json.map { _ in ReplayJSONReport() })
        // Only `--update` reads the walks, so only it keeps every result.
        var walked: [ReplayUpdate.WalkedCase] = []
        plan.walk(jobs: threads, keepWalks: update, into: &report) { lines in
            printText(lines, terminator: "")
        } walked: { planned, result in
            if update { walked.append(ReplayUpdate.WalkedCase(planned: planned, result: result)) }
        }
        var output = ""
        if update {
            output += ReplayUpdate.apply(plan: plan, walked: walked).map { $0 + "\n" }.joined()
        }
        output += report.counts + "\n"
        printText(output, terminator: "")
        var failed = report.failed > 0
        do {
            if let junit { try report.junit?.write(to: junit) }
            if let json { try report.json?.write(to: json) }
            if let html { try ReplayPages.write(report, plan: plan, to: html) }
        } catch {
            printError("error: \(error)")
            failed = true
        }
        if let filter, plan.filterMatches == 0 {
            printError("error: no case name contains \"\(filter)\"")
            failed = true
        }
        if failed { throw ExitCode.failure }
    }
}
