import ArgumentParser
import CheckoutCore

/// What `run --flow` accepts: a PhonePe flow, or `citcon`. Citcon stays out of `PhonePeFlow`, which
/// everything PhonePe-shaped (bench, goldens, TUI flow cycling, replay) iterates over.
enum RunFlow: Equatable, CaseIterable, ExpressibleByArgument {
    case phonePe(PhonePeFlow)
    case citcon

    static let citconName = "citcon"

    init?(argument: String) {
        if argument == Self.citconName {
            self = .citcon
        } else if let flow = PhonePeFlow(rawValue: argument) {
            self = .phonePe(flow)
        } else {
            return nil
        }
    }

    static var allCases: [RunFlow] { PhonePeFlow.allCases.map(RunFlow.phonePe) + [.citcon] }

    static var allValueStrings: [String] { allCases.map(\.defaultValueDescription) }

    var defaultValueDescription: String { phonePeFlow?.rawValue ?? Self.citconName }

    /// The PhonePe flow, or nil for Citcon.
    var phonePeFlow: PhonePeFlow? {
        if case .phonePe(let flow) = self { return flow }
        return nil
    }
}

extension CitconEnvironment: ExpressibleByArgument {}
extension CitconReturnMode: ExpressibleByArgument {}
extension CitconResultOrder: ExpressibleByArgument {}

/// The options only `--flow citcon` reads.
struct CitconRunOptions: ParsableArguments {
    @Option(help: "Citcon payment.method: \(CitconMethod.namesForHelp).")
    var method: String?

    @Option(help: "Citcon transaction.currency, three upper-case letters.")
    var currency: String = CitconOptions.defaultCurrency

    @Option(help: "Citcon transaction.country, two upper-case letters.")
    var country: String = CitconOptions.defaultCountry

    @Option(help: "Citcon runtime environment: DEV, QA, UAT or PROD (default: the profile's citcon.environment).")
    var environment: CitconEnvironment?

    @Flag(name: .customLong("request-3ds"), help: "Citcon card payments: request3DSecureVerification.")
    var request3DSecure = false

    @Option(name: .customLong("field"), help: "A CPayRequest field as path=value, e.g. consumer.reference=C-1 (repeatable); typed by the Citcon tables: Int, Bool true/false, http(s) URL.")
    var fields: [String] = []

    @Option(help: "Citcon: which client result arrives first, sync-first or async-first.")
    var order: CitconResultOrder = .syncFirst

    @Option(
        name: .customLong("wallet-action"),
        help: "Citcon: what the user does in the wallet, as the TUI offers it: \(WalletAction.allValueStrings.joined(separator: ", ")). Decides the return (and, for cancel and kill-without-paying, the outcome).")
    var walletAction: WalletAction?

    var isUsed: Bool {
        method != nil || currency != CitconOptions.defaultCurrency || country != CitconOptions.defaultCountry || environment != nil || request3DSecure || !fields.isEmpty || order != .syncFirst
            || walletAction != nil
    }
}

/// A `PayerChoice` on the command line, one of those an option offers.
protocol OfferedChoice: ExpressibleByArgument {
    static var offers: [PayerChoice] { get }
    var choice: PayerChoice { get }
    init(_ choice: PayerChoice)
}

extension OfferedChoice {
    init?(argument: String) {
        guard let choice = PayerChoice(rawValue: argument), Self.offers.contains(choice) else { return nil }
        self.init(choice)
    }

    static var allValueStrings: [String] { offers.map(\.rawValue) }

    var defaultValueDescription: String { choice.rawValue }
}

/// `--wallet-action`: one of the choices Citcon's hand-off offers.
struct WalletAction: OfferedChoice {
    static var offers: [PayerChoice] { PayerChoice.citconOffers }
    let choice: PayerChoice
    init(_ choice: PayerChoice) { self.choice = choice }
}

/// `--user-action`: what PhonePe's payment app tells the gateway.
struct UserActionArgument: OfferedChoice {
    static var offers: [PayerChoice] { PayerChoice.phonePeUserActions }
    let choice: PayerChoice
    init(_ choice: PayerChoice) { self.choice = choice }
}
