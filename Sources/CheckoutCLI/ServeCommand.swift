import ArgumentParser
import CheckoutCore
import CheckoutServer
import Foundation

/// `checkout-sim serve`: the mock gateway over HTTP, on loopback unless told otherwise.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the mock gateway over HTTP: PhonePe's pay and status endpoints, signed and checked as the core does.",
        discussion: """
            Endpoints: POST /v4/debit, /pg/v1/pay, /v3/debit, /v3/recurring/auth/init; \
            GET /pg/v1/status/{merchantId}/{merchantTransactionId}, /v3/transaction/{merchantId}/{transactionId}/status, \
            /v3/recurring/auth/status/{merchantId}/{authRequestId}. Payments are kept in memory and succeed. \
            Callbacks are POSTed to each payment's callbackUrl once the user pays, retried until a 2xx. \
            Prints the URL it listens on, then a line per request and per callback attempt (--log); \
            stops on Ctrl-C or SIGTERM once requests in flight are answered.
            """
    )

    @Option(help: "Address to listen on (loopback unless told otherwise).")
    var host = "127.0.0.1"

    @Option(help: "Port to listen on; 0 picks a free one.")
    var port = 8080

    @OptionGroup var keys: MerchantKeyOptions

    @Option(name: .customLong("pay-after"), help: "Seconds after a payment is created when the simulated user pays in the payment app; 0 pays at once, never leaves it pending.")
    var payAfter: PayAfter = .seconds(3)

    @OptionGroup var callbacks: CallbackOptions

    @Option(help: "The live log on stdout, a line per request and per callback attempt: text, json (JSON lines) or off.")
    var log: LiveLog.Format = .text

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        if host.isEmpty { throw ValidationError("--host must not be empty") }
        if let saltKey = keys.saltKey, saltKey.isEmpty { throw ValidationError("--salt-key must not be empty") }
        if let merchantId = keys.merchantId, merchantId.isEmpty { throw ValidationError("--merchant-id must not be empty") }
    }

    var merchant: MerchantSettings {
        var settings = MerchantSettings()
        keys.apply(to: &settings)
        return settings
    }

    /// Synchronous like the other commands, so the terminal UI keeps the main thread: the server runs
    /// in a task and this waits for it.
    func run() throws {
        let merchant = merchant
        let host = host
        let now: @Sendable () -> Int64 = { Int64(Date().timeIntervalSince1970 * 1000) }
        let store = GatewayStore(
            merchants: [ServedMerchant(settings: merchant, paysAfter: payAfter.duration)], ledger: MemoryLedger(), now: now)
        // Each line written straight to the descriptor, so a reader on a pipe sees it at once.
        let stdout = StandardOutputLines(droppedNote: { [log] in LiveLog.droppedNote($0, format: log, at: now()) })
        let live = LiveLog(format: log, now: now, sink: stdout.write)
        let app = GatewayServer.application(store: store, host: host, port: port, callbacks: callbacks.schedule, log: live) { bound in
            live.serving(banner: Self.banner(host: host, port: bound, merchant: merchant), url: Self.url(host: host, port: bound), merchant: merchant)
        }
        let outcome = ServeOutcome()
        Task {
            var failure: (any Error)?
            do { try await app.runService() } catch { failure = error }
            await stdout.flush()
            outcome.finish(failure)
        }
        if let error = outcome.wait() { throw error }
    }

    /// One line: the URL bound and the merchant, the salt key masked.
    static func banner(host: String, port: Int, merchant: MerchantSettings) -> String {
        let salt = LiveLog.masked(merchant.saltKey)
        return "Serving the mock gateway on \(url(host: host, port: port)) for merchant \(merchant.merchantId) (salt key \(salt), index \(merchant.saltIndex))"
    }

    static func url(host: String, port: Int) -> String {
        "http://\(host.contains(":") ? "[\(host)]" : host):\(port)"
    }
}

/// How the server task ended, handed to the waiting command.
private final class ServeOutcome: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var error: (any Error)?
    private var finished = false

    func finish(_ error: (any Error)?) {
        lock.lock()
        defer { lock.unlock() }
        guard !finished else { return }
        finished = true
        self.error = error
        done.signal()
    }

    func wait() -> (any Error)? {
        done.wait()
        lock.lock()
        defer { lock.unlock() }
        return error
    }
}

/// `--pay-after`: whole seconds, or `never`.
enum PayAfter: Equatable, ExpressibleByArgument {
    case seconds(Int)
    case never

    init?(argument: String) {
        if argument == "never" {
            self = .never
        } else if let seconds = Int(argument), (0...86_400).contains(seconds) {
            self = .seconds(seconds)
        } else {
            return nil
        }
    }

    var defaultValueDescription: String {
        switch self {
        case .seconds(let seconds): return String(seconds)
        case .never: return "never"
        }
    }

    var duration: Duration? {
        switch self {
        case .seconds(let seconds): return .seconds(seconds)
        case .never: return nil
        }
    }
}
