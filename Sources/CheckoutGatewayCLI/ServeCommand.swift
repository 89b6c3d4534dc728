import ArgumentParser
import CheckoutCLI
import CheckoutCore
import CheckoutServer
import Foundation

/// `checkout-sim serve`: the mock gateway over HTTP, on loopback unless told otherwise.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: Network.serveAbstract,
        discussion: """
            Endpoints: POST /v4/debit, /pg/v1/pay, /v3/debit, /v3/recurring/auth/init; \
            GET /pg/v1/status/{merchantId}/{merchantTransactionId}, /v3/transaction/{merchantId}/{transactionId}/status, \
            /v3/recurring/auth/status/{merchantId}/{authRequestId}; POST /pg/v1/refund. PhonePe's v2 beside them: POST \
            /v1/oauth/token (--client-id, --client-secret, --client-version, --token-ttl; with --merchants, a client per merchant), \
            then, with Authorization: O-Bearer <token>, Standard Checkout (POST /checkout/v2/pay, /checkout/v2/sdk/order; GET \
            /checkout/v2/order/{merchantOrderId}/status, /checkout/v2/transaction/{transactionId}/status), Custom Checkout's UPI \
            intent (the same under /payments/v2) and refunds (POST /payments/v2/refund, GET \
            /payments/v2/refund/{merchantRefundId}/status); webhooks go to --webhook-url (--webhook-username, --webhook-password). \
            Payments and orders are kept in a ledger \
            (--state, or --database for PostgreSQL) that survives a restart. Callbacks are POSTed to each payment's callbackUrl \
            once the user acts, retried until a 2xx. Prints the URL it listens on and where the ledger is, then a line per \
            request and per callback attempt (--log); stops on Ctrl-C or SIGTERM once requests in flight are answered.

            How a payment goes: an outcome set for its id through the admin API, else a magic amount, \
            else the merchant's --outcome (success by default). Magic amounts, by their paise \
            (₹N.01 is ₹1.01, ₹100.01…; other amounts are not magic; --no-magic-amounts, or magicAmounts: false \
            for one merchant of --merchants, turns them off):
            \(MagicAmount.table.map { "  " + $0 }.joined(separator: "\n"))

            Admin API (no X-VERIFY; loopback is the protection, and calls must come as JSON, for this server's own \
            address or an --allow-host name, from no other site's page, with the --admin-token if one is set): GET /_sim/transactions, \
            GET /_sim/transactions/{merchantId}/{id}, POST …/{id}/outcome {"outcome":"pending:2,failure"}, \
            POST …/{id}/act {"action":"pay|decline|pending|kill"}, POST …/{id}/callbacks/resend, \
            GET|POST|DELETE /_sim/faults. See docs/serve.md.
            """
    )

    @Option(help: "Address to listen on (loopback unless told otherwise).")
    var host = "127.0.0.1"

    @Option(help: "Port to listen on; 0 picks a free one.")
    var port = 8080

    @OptionGroup var keys: MerchantKeyOptions

    @Option(name: .customLong("merchants"), help: ArgumentHelp(
        "A YAML or JSON file of the merchants to serve (merchants: a list of merchantId, saltKey, saltIndex, and optionally outcome, payAfter, magicAmounts, and v2's clientId, clientSecret, clientVersion, webhookUrl, webhookUsername and webhookPassword); instead of --merchant-id, --salt-key and --salt-index.",
        valueName: "file"))
    var merchantsFile: String?

    @Option(help: ArgumentHelp(
        "How payments go unless a magic amount or the admin API says otherwise: \(PhonePeOutcome.grammar). With --merchants, for merchants that give none.",
        valueName: "template"))
    var outcome: String?

    @Flag(
        name: .customLong("no-magic-amounts"),
        help: "Amounts ending in .01 to .09 go as --outcome says, like any other (for prices that end so); with --merchants, for merchants that do not set magicAmounts.")
    var noMagicAmounts = false

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

    @OptionGroup(title: "PhonePe v2 OAuth") var oauth: OAuthClientOptions

    @OptionGroup(title: "PhonePe v2 webhooks") var webhooks: WebhookOptions

    @OptionGroup var callbacks: CallbackOptions

    @OptionGroup var connections: ConnectionOptions

    @Option(help: "The live log on stdout, a line per request and per callback attempt: text, json (JSON lines) or off.")
    var log: LiveLog.Format = .text

    @Option(
        name: .customLong("allow-host"),
        help: ArgumentHelp(
            "A host name the admin API and the pay page answer to, beside IP addresses and localhost (repeatable): for a server reached by a name, e.g. --allow-host gateway.test. Other names are refused, which keeps web pages out through DNS rebinding.",
            valueName: "name"))
    var allowedHosts: [String] = []

    @Option(
        name: .customLong("admin-token"),
        help: ArgumentHelp(
            "A secret that every admin call must carry as Authorization: Bearer TOKEN, for a server others can reach (give tui --gateway the same --admin-token). The pay page does not need it.",
            valueName: "token"))
    var adminToken: String?

    var requestGuard: RequestGuard { RequestGuard(allowedNames: allowedHosts, adminToken: adminToken) }

    func validate() throws {
        _ = try ledger
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        if host.isEmpty { throw ValidationError("--host must not be empty") }
        if let saltKey = keys.saltKey, saltKey.isEmpty { throw ValidationError("--salt-key must not be empty") }
        if let merchantId = keys.merchantId, merchantId.isEmpty { throw ValidationError("--merchant-id must not be empty") }
        // The status, admin and pay page paths carry it: the same rule as for every id the gateway takes.
        if let merchantId = keys.merchantId, let problem = StatusPathIds.problem(in: merchantId) { throw ValidationError("--merchant-id \(problem)") }
        if let saltIndex = keys.saltIndex, saltIndex < 1 {
            throw ValidationError("--salt-index: must be 1 or more (salt keys are numbered from 1), got \(saltIndex)")
        }
        if merchantsFile != nil, keys.isUsed {
            throw ValidationError("--merchants cannot be combined with --merchant-id, --salt-key or --salt-index: give each merchant's keys in the file")
        }
        _ = try parsedOutcome()
        for name in allowedHosts where (try? WebURL.parse("http://" + name).get()).map({ $0.host != name || !$0.rest.isEmpty }) ?? true {
            throw ValidationError("--allow-host \"\(name.spellingOutTerminalControls(keepingLayout: false))\" is not a host name: give a name alone, such as gateway.test (no scheme, port or path)")
        }
        if let adminToken, adminToken.isEmpty || adminToken.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value >= 0x7F }) {
            throw ValidationError("--admin-token must be printable ASCII without spaces, as it travels in an HTTP header")
        }
    }

    func parsedOutcome() throws -> PhonePeOutcome {
        guard let outcome else { return .success }
        do { return try PhonePeOutcome.parse(outcome) } catch { throw ValidationError("--outcome: \(error)") }
    }

    /// The merchants of --merchants, or the one of the flags; a file's problems go to stderr.
    func merchants() throws -> [ServedMerchant] {
        var settings = PhonePeMerchant()
        keys.apply(to: &settings)
        let single = ServedMerchant(
            settings: settings, outcome: try parsedOutcome(), paysAfter: payAfter.duration, magicAmounts: !noMagicAmounts,
            oauthClient: oauth.client, webhook: webhooks.settings)
        guard let merchantsFile else { return [single] }
        do { return try MerchantsFile.load(path: merchantsFile, defaults: single) } catch {
            printError(error.problems.map { "error: \($0)" }.joined(separator: "\n"))
            throw ExitCode.failure
        }
    }

    /// Synchronous like the other commands, so the terminal UI keeps the main thread: the server runs
    /// in a task and this waits for it.
    func run() throws {
        let merchants = try merchants()
        let ledger = try ledger
        let (host, port, schedule, format, guarding, limits) = (host, port, callbacks.schedule, log, requestGuard, connections.limits)
        try waitForTask {
            try await Self.serve(
                merchants: merchants, ledger: ledger, host: host, port: port, callbacks: schedule, log: format, guarding: guarding,
                connections: limits)
        }
    }

    /// Opens the ledger, serves until stopped, then closes the ledger and flushes the log.
    private static func serve(
        merchants: [ServedMerchant], ledger: ServeLedger, host: String, port: Int, callbacks: RetrySchedule, log format: LiveLog.Format,
        guarding: RequestGuard, connections: ConnectionLimits
    ) async throws {
        let now: @Sendable () -> Int64 = { Int64(Date().timeIntervalSince1970 * 1000) }
        let opened = try await ledger.open()
        let store = GatewayStore(merchants: merchants, ledger: opened.ledger, now: now)
        // Each line written straight to the descriptor, so a reader on a pipe sees it at once.
        let stdout = StandardOutputLines(droppedNote: { LiveLog.droppedNote($0, format: format, at: now()) })
        let live = LiveLog(format: format, now: now, sink: stdout.write)
        let start = StartingLedger()
        let app = GatewayServer.application(
            store: store, host: host, port: port, callbacks: callbacks, log: live, guarding: guarding, connections: connections,
            beforeServing: { try await start.read(opened.ledger) }
        ) { bound in
            let resumed = await start.resumed
            let banner = ServeBanner.lines(
                host: host, port: bound, merchants: merchants, ledger: opened.location, resumed: resumed, namingV2: true,
                ledgerNote: opened.note)
            stdout.open(with: live.servingLines(
                banner: banner, url: ServeBanner.url(host: host, port: bound), merchants: merchants, ledger: opened.location, resumed: resumed))
        }
        var failure: (any Error)?
        do { try await app.runService() } catch { failure = ServeSetupError.listening(error, host: host, port: port) }
        do { try await opened.close() } catch { failure = failure ?? error }
        if failure == nil { live.stopped(ledger: opened.location) }
        await stdout.flush()
        if let failure { throw failure }
    }
}

/// What the ledger held when serve started: read once the ledger's services run, before the server
/// listens, and shown by the banner once it does.
private actor StartingLedger {
    private(set) var resumed = ResumedLedger.empty

    func read(_ ledger: any Ledger) async throws { resumed = try await ResumedLedger.of(ledger) }
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
