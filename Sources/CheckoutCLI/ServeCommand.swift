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
            /v3/recurring/auth/status/{merchantId}/{authRequestId}. Payments succeed and are kept in a ledger \
            (--state, or --database for PostgreSQL) that survives a restart. Prints the URL it listens on and where the ledger is; stops on \
            Ctrl-C or SIGTERM once requests in flight are answered.
            """
    )

    @Option(help: "Address to listen on (loopback unless told otherwise).")
    var host = "127.0.0.1"

    @Option(help: "Port to listen on; 0 picks a free one.")
    var port = 8080

    @OptionGroup var keys: MerchantKeyOptions

    @Option(name: .customLong("pay-after"), help: "Seconds after a payment is created when the simulated user pays in the payment app; 0 pays at once, never leaves it pending.")
    var payAfter: PayAfter = .seconds(3)

    @Option(
        name: .customLong("state"),
        help: ArgumentHelp(
            "The ledger: an SQLite file, created when missing in a folder that exists (default: \(ServeLedger.defaultStateFile) in the current folder); \(ServeLedger.memoryName) keeps payments only while serve runs.",
            valueName: "FILE"))
    var state: String?

    @Option(
        name: .customLong("database"),
        help: ArgumentHelp(
            "A PostgreSQL ledger that several serve processes can share, instead of --state: postgres://user:password@host:5432/database[?sslmode=disable|prefer|require|verify-full]. The password may come from PGPASSWORD instead; it is never printed.",
            valueName: "URL"))
    var database: String?

    var ledger: ServeLedger {
        get throws { try ServeLedger(state: state, database: database, password: ProcessInfo.processInfo.environment["PGPASSWORD"]) }
    }

    func validate() throws {
        _ = try ledger
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
        let outcome = ServeOutcome()
        let ledger = try ledger
        Task { outcome.finish(await serve(merchant: merchant, ledger: ledger)) }
        if let error = outcome.wait() { throw error }
    }

    /// Opens the ledger, serves until stopped, closes the ledger; the error that stopped it, if any.
    private func serve(merchant: MerchantSettings, ledger: ServeLedger) async -> (any Error)? {
        let (host, port, paysAfter) = (host, port, payAfter.duration)
        do {
            let opened = try await ledger.open()
            let store = GatewayStore(
                merchants: [ServedMerchant(settings: merchant, paysAfter: paysAfter)], ledger: opened.ledger,
                now: { Int64(Date().timeIntervalSince1970 * 1000) })
            let app = GatewayServer.application(store: store, host: host, port: port) { bound in
                // Written straight to the descriptor, so a reader on a pipe sees it at once.
                let line = Self.banner(host: host, port: bound, merchant: merchant, ledger: opened.location)
                FileHandle.standardOutput.write(Data((line + "\n").utf8))
            }
            do {
                try await app.runService()
            } catch {
                try? await opened.close()
                throw error
            }
            try await opened.close()
            return nil
        } catch {
            return error
        }
    }

    /// One line: the URL bound, the merchant (the salt key masked) and where the ledger is.
    static func banner(host: String, port: Int, merchant: MerchantSettings, ledger: String) -> String {
        let hostPart = host.contains(":") ? "[\(host)]" : host
        let salt = "••••" + Checksum.visibleTail(of: merchant.saltKey)
        return "Serving the mock gateway on http://\(hostPart):\(port) for merchant \(merchant.merchantId) "
            + "(salt key \(salt), index \(merchant.saltIndex)); ledger \(ledger)"
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
