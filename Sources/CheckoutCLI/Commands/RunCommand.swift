import ArgumentParser
import CheckoutCore

/// `checkout-sim run`: walks one flow and prints its transcript.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Walk one checkout flow on a device profile and print its transcript.",
        discussion: """
            Examples:
              checkout-sim run --flow open-intent --app GPAY
              checkout-sim run --profile gpay-only --flow pg-intent --outcome pending:3,success --format json
              checkout-sim run --flow mandate --auth-workflow PENNY_DROP
              checkout-sim run --flow phonepe-intent --user-action decline
              checkout-sim run --profile citcon-all-wallets --flow citcon --method alipay --outcome canceled
              checkout-sim run --flow phonepe-intent --format mermaid > walk.mmd
              checkout-sim run --flow pg-intent --app GPAY --format html > walk.html
            A request that breaks a documented rule exits 1 with a message on stderr naming the field.
            """
    )

    @Option(help: "A profile file path, or the name of a file in Profiles/ (with its extension, foo.yaml, when two files share the name).")
    var profile: String = ProfileStore.defaultProfile

    @Option(help: "The flow: \(RunFlow.allValueStrings.joined(separator: ", ")).")
    var flow: RunFlow

    @Option(
        name: .customLong("app"),
        help: "The UPI app for open-intent and pg-intent (PHONEPE, GPAY, PAYTM; on an Android profile also a package, e.g. in.org.npci.upiapp); default: the first on the checkout page (on Android, open-intent: the first in the system chooser).")
    var appArgument: AppArgument?

    /// `--app` as a catalog app; nil when it names none (or an Android package).
    var app: UPIApp? { appArgument?.app }

    @Option(
        name: .customLong("upi-response-code"),
        help: "Android: the responseCode the UPI app hands back to onActivityResult (\(UPIResponseCode.listed)); default: 00 when the user pays, ZA when they decline, 01 when they leave it pending.")
    var upiResponseCode: String?

    // Unconditional, so `--amount -1` reaches the amount rule instead of reading as a missing value.
    @Option(parsing: .unconditional, help: "Amount in paise (100 = ₹1.00), in cents for citcon; default 100, none for a PENNY_DROP mandate.")
    var amount: Int64?

    @Option(name: .customLong("transaction-id"), help: "The flow's own id: transactionId, merchantTransactionId or a mandate's authRequestId.")
    var transactionId: String?

    @Option(name: .customLong("merchant-order-id"), help: "merchantOrderId for the debit flows.")
    var merchantOrderId: String?

    @Option(name: .customLong("subscription-id"), help: "A mandate's subscriptionId (default: derived from --seed).")
    var subscriptionId: String?

    @Option(name: .customLong("return"), help: "How the user gets back: auto, callback, manual, abandon. On Android: auto and callback are the UPI app's result (RESULT_OK), manual a back press (RESULT_CANCELED, no data), abandon the merchant app's process killed (no result).")
    var returnMode: PhonePeReturnMode = .auto

    @Option(name: .customLong("user-action"), help: "What the user does in the payment app: pay, decline, leave-pending (v1), cancel, pay-then-switch-back, pay-then-kill (v2).")
    var userAction: UserActionArgument = UserActionArgument(.pay)

    @Option(help: "The gateway's script: \(PhonePeOutcome.grammar). For citcon: \(CitconOutcome.grammar). For the v2 flows: \(PhonePeV2RunOptions.outcomeGrammar).")
    var outcome: String = defaultOutcome

    static let defaultOutcome = "success"

    @OptionGroup var merchant: MerchantOptions

    @Option(name: .customLong("auth-workflow"), help: "Mandate authWorkflowType: TRANSACTION or PENNY_DROP.")
    var authWorkflow: AuthWorkflow = .transaction

    @Option(help: "Seeds the generated ids, so the same inputs give the same bytes.")
    var seed: UInt64 = 1

    @Option(help: "text, json, mermaid (a Mermaid sequence diagram) or html (one self-contained page; redirect it to a file).")
    var format: RunFormat = .text

    // Untitled and last: `--help` lists a titled group before the general options, and a new user
    // looks for --profile and --flow first. Each of these options says it is Citcon's.
    @OptionGroup var citcon: CitconRunOptions

    func validate() throws {
        if let problem = appArgument?.problem { throw ValidationError(problem) }
        // The options a flow reads are checked as `run` reads them: PhonePe's, Citcon's, or v2's.
        if let flow = flow.phonePeV2Flow { return try validatePhonePeV2(flow) }
        guard let flow = flow.phonePeFlow else { return try validateCitcon() }
        if !PayerChoice.phonePeUserActions.contains(userAction.choice) {
            let v2Flows = PhonePeV2Flow.allCases.map(\.rawValue).joined(separator: ", ")
            let v1Words = userAction.choice.phonePeReturnMode.map { "; for this flow say --user-action pay --return \($0.rawValue)" } ?? ""
            throw ValidationError("--user-action \(userAction.choice.rawValue) applies only to the v2 flows (\(v2Flows))" + v1Words)
        }
        if citcon.isUsed { throw ValidationError("--method, --currency, --country, --environment, --request-3ds, --field, --order and --wallet-action apply only to --flow citcon") }
        if authWorkflow == .pennyDrop, flow != .mandate {
            throw ValidationError("--auth-workflow applies only to --flow mandate")
        }
        if subscriptionId != nil, flow != .mandate {
            throw ValidationError("--subscription-id applies only to --flow mandate")
        }
        _ = try parsedOutcome()
        _ = try parsedResponseCode()
    }

    func parsedResponseCode() throws -> UPIResponseCode? {
        guard let upiResponseCode else { return nil }
        guard let code = UPIResponseCode(caseInsensitive: upiResponseCode) else {
            throw ValidationError("--upi-response-code \(upiResponseCode.prefix(40)): not a UPI response code; use one of \(UPIResponseCode.listed)")
        }
        return code
    }

    /// `--app` on the loaded profile: a package only on Android, the response code only there too.
    func checkAndroidOptions(on profile: DeviceProfile) throws {
        guard profile.os.platform != .android else { return }
        if let appArgument, appArgument.app == nil {
            throw ValidationError("--app \(appArgument.text): a package name applies only to an Android profile; on this iPhone use PHONEPE, GPAY or PAYTM")
        }
        if upiResponseCode != nil {
            throw ValidationError("--upi-response-code: only an Android profile's UPI app hands back a response code (iOS apps return by URL)")
        }
    }

    private func parsedOutcome() throws -> PhonePeOutcome {
        do { return try PhonePeOutcome.parse(outcome) } catch { throw ValidationError("--outcome: \(error)") }
    }

    func run() throws {
        let loaded = try ProfileStore().loadForCommand(profile)
        if let flow = flow.phonePeV2Flow { return try runPhonePeV2(flow, profile: loaded) }
        guard let flow = flow.phonePeFlow else { return try runCitcon(profile: loaded) }
        try checkAndroidOptions(on: loaded)
        let options = PhonePeOptions(
            flow: flow, app: app, amount: amount, transactionId: transactionId, merchantOrderId: merchantOrderId,
            subscriptionId: subscriptionId, returnMode: returnMode, userAction: userAction.choice,
            outcome: try parsedOutcome(), merchant: merchant.settings(profile: loaded),
            authWorkflow: authWorkflow, seed: seed, package: appArgument?.package, upiResponseCode: try parsedResponseCode())
        try emit(Walk.run(profile: loaded, request: .phonePe(options)))
    }

    /// Prints the transcript in the chosen format; broken rules also go to stderr and fail the command.
    func emit(_ record: WalkRecord) throws {
        switch format {
        case .text: printText(record.text, terminator: "")
        case .json: print(JSONWriter.pretty(record.json()))
        case .mermaid: printText(SequenceDiagram(record: record).mermaid, terminator: "")
        case .html: printText(WalkPage.html(record), terminator: "")
        }
        if !record.errors.isEmpty {
            for error in record.errors { printError("error: \(error)\(didYouMean(error))") }
            throw ExitCode.failure
        }
    }
}

/// What `run --format` prints: the transcript as text or JSON, or the walk to share.
enum RunFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json, mermaid, html
}

/// The merchant's id and salt from flags, for every command that signs: unset flags keep what the
/// settings already hold.
package struct MerchantKeyOptions: ParsableArguments {
    package init() {}

    @Option(name: .customLong("merchant-id"), help: "Merchant id (default MERCHANTUAT).")
    package var merchantId: String?

    @Option(name: .customLong("salt-key"), help: "Salt key (default PhonePe's public UAT key).")
    package var saltKey: String?

    @Option(name: .customLong("salt-index"), parsing: .unconditional, help: "Salt index (default 1).")
    package var saltIndex: Int?

    package var isUsed: Bool { merchantId != nil || saltKey != nil || saltIndex != nil }

    package func apply(to settings: inout PhonePeMerchant) {
        if let merchantId { settings.merchantId = merchantId }
        if let saltKey { settings.saltKey = saltKey }
        if let saltIndex { settings.saltIndex = saltIndex }
    }
}

/// Merchant settings from flags; unset flags fall back to the profile's `merchant` block, then UAT defaults.
struct MerchantOptions: ParsableArguments {
    @OptionGroup var keys: MerchantKeyOptions

    @Option(name: .customLong("callback-url"), help: "Server-to-server callback URL.")
    var callbackUrl: String?

    func settings(profile: DeviceProfile) -> PhonePeMerchant {
        var settings = PhonePeMerchant(profile: profile.merchant)
        keys.apply(to: &settings)
        if let callbackUrl { settings.callbackUrl = callbackUrl }
        return settings
    }
}
