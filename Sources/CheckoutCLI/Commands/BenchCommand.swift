import ArgumentParser
import CheckoutCore
import Foundation

/// `checkout-sim bench`: flows per second for each flow, run in process.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure flows per second for each flow, in process, on one core.",
        discussion: """
            flows/s times the hand-off pipeline (deviceContext → request → JSON → base64 → \
            X-VERIFY → gateway decode, verify and respond → intent URL read back (its scheme, and that it \
            reads) → the payment app opening; its parameters and defects are read when shown); walks/s \
            times the whole walk (plus the return, status checks on the simulated clock, the S2S callback \
            and its verification). Each flow runs on the default profile for about --seconds, split between \
            the two; the profile's device (its scheme tables) and checkout page are built once, as the TUI does. \
            Build with -c release for meaningful figures.

            The citcon line times Citcon's SDK walk with the \(CitconBench.method.rawValue) method, on --profile when it \
            has a citcon block, else on \(CitconBench.profile): flows/s covers wallet detection, the CPayRequest with \
            its rules and the payment surface; walks/s the whole walk (return, client results, IPN and the \
            merchant's decision). The seed changes on every iteration.

            --tui times the terminal UI instead: microseconds per keystroke (update, view and paint) on every \
            screen at 80×24, 120×40 and 300×100 (target: under 2 ms on the largest), and milliseconds from \
            launching `checkout-sim tui` on a pseudo-terminal to its first frame (target: under 100 ms).

            --startup times `run`'s cold start instead: this binary launched --startup-runs times with `run --flow \
            open-intent` (output to /dev/null), each timed from the launch until it has exited (target: under \
            \(Int(startupTargetMilliseconds)) ms).

            --replay times `replay` instead: --cases cases built in memory from the shipped profiles, each with \
            three expectations, run with --jobs 1 and --jobs 2: cases per second, CPU seconds and the speed-up.

            --serve times `serve` instead: --clients concurrent clients on loopback send a signed /pg/v1/pay and \
            then its status, over and over, for --seconds, against a server in this process; then every payment \
            answered must be in the ledger exactly once (exit status 1 otherwise). Target: 5,000 pairs per second, \
            p99 under 10 ms.
            """
    )

    @Option(help: "Seconds per flow (with --tui: per window size, shared by its screens).")
    var seconds: Double = 1.0

    @Option(name: .customLong("flow"), help: "Measure only these flows (repeatable); default: all.")
    var flows: [RunFlow] = []

    @Flag(help: "Time each stage of the open-intent hand-off alone instead.")
    var stages = false

    @Flag(help: "Time the terminal UI instead: each screen's keystroke-to-frame, and start-up to the first frame.")
    var tui = false

    @Flag(help: "Time `run`'s cold start instead: launch to exit of `checkout-sim run --flow open-intent`.")
    var startup = false

    @Option(help: "With --tui or --startup: how many launches the start-up figure takes.")
    var startupRuns = 20

    @Flag(help: "Time replay instead: cases per second and CPU seconds with --jobs 1 and 2.")
    var replay = false

    @Option(help: "With --replay: how many cases to run.")
    var cases = 10_000

    @Flag(help: "Time serve instead: signed pay + status pairs per second over loopback, latency, and the ledger checked.")
    var serve = false

    @Option(help: "With --serve: how many clients send at once.")
    var clients = 16

    @Option(name: .customLong("state"), help: ArgumentHelp(
        "With --serve: the ledger, an SQLite file (default: a new one in a temporary folder, removed afterwards) or :memory:.",
        valueName: "FILE"))
    var state: String?

    @Option(name: .customLong("database"), help: ArgumentHelp(
        "With --serve: a PostgreSQL ledger instead (postgres://user:password@host:5432/database); each run's payments stay in it.",
        valueName: "URL"))
    var database: String?

    @Option(help: "A profile file path or name.")
    var profile: String = ProfileStore.defaultProfile

    @Option(help: "text or json (an array of {\"flow\", \"flowsPerSecond\"}; with --tui, {\"screens\", \"slowest\", \"startup\"}; with --startup, {\"minMilliseconds\", \"medianMilliseconds\", …}; with --replay, {\"cases\", \"runs\", \"speedUp\", \"process\"}; with --serve, {\"pairsPerSecond\", \"p50Ms\", \"p99Ms\", …}).")
    var format: OutputFormat = .text

    func validate() throws {
        guard seconds > 0, seconds <= 60 else { throw ValidationError("--seconds must be between 0 and 60") }
        guard startupRuns >= 1, startupRuns <= 1000 else { throw ValidationError("--startup-runs must be between 1 and 1000") }
        if tui, stages || !flows.isEmpty { throw ValidationError("--tui times the terminal UI: it takes no --stages or --flow") }
        if startup, tui || stages || replay || serve || !flows.isEmpty {
            throw ValidationError("--startup times run's cold start: it takes no --tui, --replay, --serve, --stages or --flow")
        }
        if replay, tui || stages || !flows.isEmpty { throw ValidationError("--replay times replay: it takes no --tui, --stages or --flow") }
        guard cases >= 1, cases <= 10_000_000 else { throw ValidationError("--cases must be between 1 and 10000000") }
        if serve, tui || replay || stages || !flows.isEmpty { throw ValidationError("--serve times serve: it takes no --tui, --replay, --stages or --flow") }
        guard clients >= 1, clients <= 1024 else { throw ValidationError("--clients must be between 1 and 1024") }
        if !serve, state != nil || database != nil { throw ValidationError("--state and --database go with --serve") }
    }

    func run() throws {
        if tui {
            do { try TUIBench(profile: profile, seconds: seconds, startupRuns: startupRuns).run(format: format) } catch {
                printError("error: \(error)")
                throw ExitCode.failure
            }
            return
        }
        if startup {
            do { try runStartupBench() } catch {
                printError("error: \(error)")
                throw ExitCode.failure
            }
            return
        }
        if serve {
            do { try Network.stack.serveBench(ServeBenchSettings(seconds: seconds, clients: clients, state: state, database: database, format: format)) } catch let error as ExitCode { throw error } catch {
                printError("error: \(error)")
                throw ExitCode.failure
            }
            return
        }
        if replay {
            do { try ReplayBench(caseCount: cases).run(format: format) } catch {
                printError("error: \(error)")
                throw ExitCode.failure
            }
            return
        }
        let loaded = try ProfileStore().loadForCommand(profile)
        if stages {
            var table = TextTable(["stage", "µs"])
            for stage in StageBench.stages(profile: loaded) {
                let rate = measure(seconds: seconds / 4) { _ in stage.run() >= 0 }
                table.add([stage.name, format1(1_000_000 / rate)])
            }
            print(table.render(indent: ""))
            return
        }
        var figures: [(flow: String, handOff: Double, walk: Double)] = []
        var refused: [(flow: String, why: String)] = []
        // Built once, as the TUI does: the profile is the same for every walk.
        let device = Device(profile: loaded)
        let page = CheckoutPage(device: device)
        let visibleApps = page.visibleApps
        // PhonePe v2's walks are not timed yet: by default bench times v1's flows and Citcon's, as before.
        for choice in flows.isEmpty ? RunFlow.allCases.filter({ $0.phonePeV2Flow == nil }) : flows {
            if let flow = choice.phonePeV2Flow {
                refused.append((flow.rawValue, "bench does not time PhonePe v2's walks yet"))
                continue
            }
            guard let flow = choice.phonePeFlow else {
                let figure = try citconFigures(profile: loaded)
                figures.append((RunFlow.citconName, figure.handOff, figure.walk))
                continue
            }
            var options = PhonePeOptions(flow: flow)
            // Google Pay where the page shows it (the usual figure), else the page's first app.
            options.app = flow.userPicksApp && visibleApps.contains(.gpay) ? .gpay : nil
            // A flow this profile refuses has nothing to time: say why instead.
            if let why = Self.refusal(PhonePeWalk.run(profile: loaded, options: options)) {
                refused.append((flow.rawValue, why))
                continue
            }
            let handOff = measure(seconds: seconds / 2) { index in
                options.transactionId = "TX\(index)"
                // Read through a binding: a field of a temporary's transcript copies the whole transcript.
                let walk = PhonePeWalk(device: device, page: page, options: options)
                return walk.transcript.handOff != nil
            }
            let walk = measure(seconds: seconds / 2) { index in
                options.transactionId = "TX\(index)"
                var walk = PhonePeWalk(device: device, page: page, options: options)
                walk.finish(options.userAction)
                return walk.transcript.result != nil
            }
            figures.append((flow.rawValue, handOff, walk))
        }
        switch format {
        case .json:
            let timed: [JSONValue] = figures.map { figure in
                [
                    "flow": .string(figure.flow), "flowsPerSecond": .int(Int64(figure.handOff.rounded())),
                    "walksPerSecond": .int(Int64(figure.walk.rounded())),
                ]
            }
            print(JSONWriter.pretty(.array(timed + refused.map { ["flow": .string($0.flow), "refused": .string($0.why)] })))
        case .text:
            var table = TextTable(["flow", "flows/s", "µs/flow", "walks/s", "µs/walk"])
            for figure in figures {
                table.add([
                    figure.flow, String(Int(figure.handOff.rounded())), format1(1_000_000 / figure.handOff),
                    String(Int(figure.walk.rounded())), format1(1_000_000 / figure.walk),
                ])
            }
            print(table.render(indent: ""))
            for (flow, why) in refused { printText("\(flow): not timed, refused on this profile: \(why)") }
        }
    }

    static let startupTargetMilliseconds = 20.0

    /// `--startup`: min, median and max milliseconds from launching `run` to its exit.
    private func runStartupBench() throws {
        let figure = try StartupBench.measureRun(profile: profile, runs: startupRuns)
        let runs = startupRuns == 1 ? "once" : "\(startupRuns) times"
        switch format {
        case .json:
            print(JSONWriter.pretty([
                "runs": .int(Int64(figure.milliseconds.count)), "minMilliseconds": .double((figure.min * 10).rounded() / 10),
                "medianMilliseconds": .double((figure.median * 10).rounded() / 10), "maxMilliseconds": .double((figure.max * 10).rounded() / 10),
                "targetMilliseconds": .double(Self.startupTargetMilliseconds),
            ]))
        case .text:
            print("""
                Cold start: `checkout-sim run --flow open-intent` launched \(runs), each timed until it exits \
                (target: under \(Int(Self.startupTargetMilliseconds)) ms).
                min \(format1(figure.min)) ms  median \(format1(figure.median)) ms  max \(format1(figure.max)) ms
                """)
        }
    }

    /// Why a walk never reached its hand-off, or nil when it did.
    static func refusal(_ transcript: PhonePeTranscript) -> String? {
        if let error = transcript.errors.first { return "\(error)" }
        guard transcript.handOff == nil else { return nil }
        return transcript.result.map { "\($0.code): \($0.summary)" } ?? "no hand-off"
    }

    /// Citcon's hand-off (detection, CPayRequest and its rules, surface) and whole walk per second, seeded per iteration.
    private func citconFigures(profile phonePeProfile: DeviceProfile) throws -> (handOff: Double, walk: Double) {
        let profile = !phonePeProfile.offersCitcon ? try ProfileStore().loadForCommand(CitconBench.profile) : phonePeProfile
        var options = CitconOptions(methodName: CitconBench.method.rawValue)
        let check = CitconWalk.run(profile: profile, options: options)
        guard check.errors.isEmpty, check.result != nil else {
            let why = check.errors.map(\.description).joined(separator: "; ")
            printError("error: the citcon walk with \(CitconBench.method.rawValue) reaches no result on this profile\(why.isEmpty ? "" : ": \(why)")")
            throw ExitCode.failure
        }
        let handOff = measure(seconds: seconds / 2) { index in
            options.seed = UInt64(index)
            return CitconWalk(profile: profile, options: options).awaitsUser
        }
        let walk = measure(seconds: seconds / 2) { index in
            options.seed = UInt64(index)
            return CitconWalk.run(profile: profile, options: options).result != nil
        }
        return (handOff, walk)
    }

    /// Runs `body` in batches until `seconds` have passed; returns calls per second.
    private func measure(seconds: Double, _ body: (Int) -> Bool) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        var count = 0
        var elapsed = Duration.zero
        var sink = 0
        repeat {
            for _ in 0..<200 {
                if body(count) { sink &+= 1 }
                count += 1
            }
            elapsed = clock.now - start
        } while elapsed < .milliseconds(Int(seconds * 1000))
        precondition(sink == count, "every benchmarked walk must reach a result")
        let (whole, attoseconds) = elapsed.components
        return Double(count) / (Double(whole) + Double(attoseconds) / 1e18)
    }

    private func format1(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
