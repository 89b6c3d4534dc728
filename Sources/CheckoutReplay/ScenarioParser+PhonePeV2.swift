import CheckoutCore
import Yams

/// The keys of `flow: v2-…` scenarios, and the rules keeping v1's and Citcon's apart from them, as
/// `run --flow v2-…` keeps its options apart.
extension ScenarioReader {
    static let phonePeV2OnlyKeys = ["merchantOrderId"]

    /// v1's keys a v2 scenario refuses, and what v2 does instead.
    static let notForPhonePeV2: [(key: String, instead: String)] = [
        ("return", "the device and userAction decide v2's return"),
        ("authWorkflow", "v2 has no mandate"),
        ("transactionId", "v2 names the order with merchantOrderId"),
        ("subscriptionId", "v2 has no mandate"),
    ]

    /// The `result.state` a v2 transcript writes.
    static let phonePeV2ResultStates = ["COMPLETED", "FAILED", "PENDING", "NOT_STARTED"]

    /// The webhook events a v2 order's walk receives: the order's final one, or an attempt's that failed.
    static let phonePeV2FinalEvents = PhonePeV2Checkout.allCases.flatMap { ["\($0.eventPrefix).order.completed", "\($0.eventPrefix).order.failed"] }
    static let phonePeV2AttemptEvents = PhonePeV2Checkout.allCases.map { "\($0.eventPrefix).transaction.attempt.failed" }

    /// Nil (with problems) when a v2 key cannot be read or a key v2 does not take is given.
    mutating func phonePeV2Scenario(_ flow: PhonePeV2Flow, apps: AppChoice) -> PhonePeV2Scenario? {
        let before = problems.count
        for (key, instead) in Self.notForPhonePeV2 {
            guard let field = given(key) else { continue }
            problem(field.keyLine, "\"\(key)\" does not apply to flow \(flow.rawValue): \(instead); remove it")
        }
        checkCitconOnlyKeys(flowName: flow.rawValue)
        checkPhonePeV2Apps(flow, apps: apps)
        checkPhonePeV2Merchant(flow)
        let scenario = PhonePeV2Scenario(
            flow: flow, outcome: phonePeV2Outcome(flow), userAction: choice("userAction", among: PayerChoice.phonePeV2Offers) ?? .pay,
            merchantOrderId: text("merchantOrderId"))
        return problems.count == before ? scenario : nil
    }

    /// Mirrors `run`: `merchantOrderId` names a v2 order only.
    mutating func checkPhonePeV2OnlyKeys(flowName: String) {
        for key in Self.phonePeV2OnlyKeys {
            guard let field = given(key) else { continue }
            let flows = PhonePeV2Flow.allCases.map(\.rawValue).joined(separator: ", ")
            problem(field.keyLine, "\"\(key)\" applies only to the v2 flows, \(flows) (this scenario's flow is \(flowName)); remove it")
        }
    }

    /// Mirrors `run`: only the intent names its UPI app; the SDK takes PhonePe at most.
    private mutating func checkPhonePeV2Apps(_ flow: PhonePeV2Flow, apps: AppChoice) {
        guard !flow.userPicksApp, case .named(let named) = apps, let field = given("app") else { return }
        if flow == .sdk, named == [.phonepe] { return }
        let why = flow == .sdk ? "which pays with PhonePe or its web flow" : "where PhonePe's pay page lets the customer choose"
        problem(field.valueLine, "\"app\" names v2-intent's targetApp; this scenario's flow is \(flow.rawValue), \(why): remove it or write first-visible")
    }

    /// v2 authenticates with an OAuth token: `merchant` keeps its id and its webhook's URL only.
    private mutating func checkPhonePeV2Merchant(_ flow: PhonePeV2Flow) {
        for layer in source.merchantLayers {
            guard case .mapping(let mapping) = layer.value else { continue }
            for (keyNode, value) in mapping where !value.isNull {
                guard let key = keyNode.plainKey, key == "saltKey" || key == "saltIndex" else { continue }
                problem(
                    source.lines.line(of: keyNode) ?? layer.keyLine,
                    "\"merchant.\(key)\" does not apply to flow \(flow.rawValue): v2 authenticates with an OAuth token; remove it (merchantId and callbackUrl, the webhooks' URL, apply)")
            }
        }
    }

    /// v2's grammar, within v1's bounds, so one order's answers stay small.
    private mutating func phonePeV2Outcome(_ flow: PhonePeV2Flow) -> PhonePeV2Outcome {
        guard let field = given("outcome") else { return .completed }
        let expected = "\"outcome\" for flow \(flow.rawValue) must be \(PhonePeV2Outcome.grammar)"
        guard let text = field.value.stringValue else {
            problem(field.valueLine, "\(expected); got \(field.value.describedForProblem)")
            return .completed
        }
        guard text.utf8.count <= PhonePeV2Outcome.maxTextLength, let outcome = PhonePeV2Outcome(text) else {
            let last = text.split(separator: ",").last.map(String.init) ?? text
            let meant = Suggestion.closest(to: last, among: PhonePeV2Outcome.Final.allCases.map(\.rawValue)).map { " (did you mean \($0)?)" } ?? ""
            problem(field.valueLine, "\(expected); got \(field.value.describedForProblem)\(meant)")
            return .completed
        }
        if let bounds = outcome.boundsProblem {
            problem(field.valueLine, "\"outcome\" \"\(text)\" is too long: \(bounds)")
            return .completed
        }
        return outcome
    }

    /// The closed sets of a v2 transcript, checked so a typo fails before any walk.
    mutating func checkPhonePeV2Value(_ path: String, value: Node, line: Int) {
        let segments = path.split(separator: ".").map(String.init)
        let allowed: [String]
        let nullable: Bool
        switch path {
        case "return" where value.stringValue != nil, "return.mode":
            (allowed, nullable) = (PhonePeV2Return.Path.allCases.map(\.rawValue), false)
        case "completion.state": (allowed, nullable) = (PhonePeV2Completion.State.allCases.map(\.rawValue), true)
        case "handOff.surface": (allowed, nullable) = (PhonePeV2HandOff.Surface.allCases.map(\.rawValue), false)
        case "result.state": (allowed, nullable) = (Self.phonePeV2ResultStates, false)
        case "callback.event": (allowed, nullable) = (Self.phonePeV2FinalEvents, false)
        default:
            guard segments.count == 3, segments[0] == "attemptWebhooks", segments[2] == "event" else { return }
            (allowed, nullable) = (Self.phonePeV2AttemptEvents, false)
        }
        let items = segments.contains("*") ? value.sequence ?? [value] : [value]
        for item in items {
            if nullable, item.isNull { continue }
            if let word = item.stringValue, allowed.contains(word) || word.holdsPlaceholderOpening { continue }
            let meant = item.stringValue.flatMap { Suggestion.closest(to: $0, among: allowed) }.map { " (did you mean \($0)?)" } ?? ""
            problem(
                source.lines.line(of: item) ?? line,
                "expectation \"\(path)\" must be one of \(allowed.joined(separator: ", "))\(nullable ? " or null" : ""); got \(item.describedForProblem)\(meant)")
        }
    }
}
