import ArgumentParser
import CheckoutCore

/// `checkout-sim bench`: flows per second for each flow, run in process.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure flows per second for each flow, in process, on one core.",
        discussion: """
            Each flow runs the whole walk (profile → deviceContext → request → JSON → base64 → X-VERIFY → \
            gateway decode, verify and respond → intent URL parsed back → return → status checks → callback) \
            for about --seconds, on the default profile. Build with -c release for meaningful figures.
            """
    )

    @Option(help: "Seconds per flow.")
    var seconds: Double = 1.0

    @Option(help: "A profile file path or name.")
    var profile: String = ProfileStore.defaultProfile

    @Option(help: "text or json (an array of {\"flow\", \"flowsPerSecond\"}).")
    var format: OutputFormat = .text

    func validate() throws {
        guard seconds > 0, seconds <= 60 else { throw ValidationError("--seconds must be between 0 and 60") }
    }

    func run() throws {
        let loaded: DeviceProfile
        do { loaded = try ProfileStore().load(profile).profile } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
        var figures: [(FlowKind, Double)] = []
        for flow in FlowKind.allCases {
            var options = CheckoutOptions(flow: flow)
            options.app = flow.userPicksApp ? .gpay : nil
            figures.append((flow, measure(seconds: seconds) { index in
                options.transactionId = "TX\(index)"
                return CheckoutSimulation.run(profile: loaded, options: options).result != nil
            }))
        }
        switch format {
        case .json:
            print(JSONWriter.pretty(.array(figures.map { ["flow": .string($0.0.rawValue), "flowsPerSecond": .int(Int64($0.1.rounded()))] })))
        case .text:
            var table = TextTable(["flow", "flows/s", "µs/flow"])
            for (flow, rate) in figures {
                table.add([flow.rawValue, String(Int(rate.rounded())), String(format1(1_000_000 / rate))])
            }
            print(table.render(indent: ""))
        }
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
