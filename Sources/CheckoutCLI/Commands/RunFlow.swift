import ArgumentParser
import CheckoutCore

/// What `run --flow` accepts: a PhonePe v1 flow, `citcon`, or a PhonePe v2 flow (`v2-sdk`,
/// `v2-pay-page`, `v2-intent`). Citcon and v2 stay out of `PhonePeFlow`, which everything
/// v1-shaped (bench, goldens, TUI flow cycling, replay) iterates over.
enum RunFlow: Equatable, CaseIterable, ExpressibleByArgument {
    case phonePe(PhonePeFlow)
    case citcon
    case phonePeV2(PhonePeV2Flow)

    static let citconName = "citcon"

    init?(argument: String) {
        if argument == Self.citconName {
            self = .citcon
        } else if let flow = PhonePeFlow(rawValue: argument) {
            self = .phonePe(flow)
        } else if let flow = PhonePeV2Flow(rawValue: argument) {
            self = .phonePeV2(flow)
        } else {
            return nil
        }
    }

    static var allCases: [RunFlow] { PhonePeFlow.allCases.map(RunFlow.phonePe) + [.citcon] + PhonePeV2Flow.allCases.map(RunFlow.phonePeV2) }

    static var allValueStrings: [String] { allCases.map(\.defaultValueDescription) }

    var defaultValueDescription: String {
        switch self {
        case .phonePe(let flow): return flow.rawValue
        case .citcon: return Self.citconName
        case .phonePeV2(let flow): return flow.rawValue
        }
    }

    /// The PhonePe flow, or nil for Citcon.
    var phonePeFlow: PhonePeFlow? {
        if case .phonePe(let flow) = self { return flow }
        return nil
    }

    /// The PhonePe v2 flow, or nil.
    var phonePeV2Flow: PhonePeV2Flow? {
        if case .phonePeV2(let flow) = self { return flow }
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

/// `--user-action`: what PhonePe's payment app tells the gateway (v1's actions, then what only v2 offers).
struct UserActionArgument: OfferedChoice {
    static var offers: [PayerChoice] {
        PayerChoice.phonePeUserActions + PayerChoice.phonePeV2UserActions.filter { !PayerChoice.phonePeUserActions.contains($0) }
    }
    let choice: PayerChoice
    init(_ choice: PayerChoice) { self.choice = choice }
}
