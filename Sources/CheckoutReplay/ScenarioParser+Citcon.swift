import CheckoutCore
import Yams

/// The keys of `flow: citcon` scenarios, and the rules keeping them apart from the PhonePe flows' keys.
extension ScenarioReader {
    static let citconOnlyKeys = ["method", "methods", "currency", "country", "environment", "order", "fields", "request3DSecure", "walletAction"]
    static let phonePeOnlyKeys = ["app", "userAction", "authWorkflow", "subscriptionId", "merchant"]

    /// Nil (with problems) when no method is named or a key cannot be read.
    mutating func citconScenario() -> CitconScenario? {
        for key in Self.phonePeOnlyKeys {
            // `merchant` is kept apart from the other keys, layer by layer, to be merged.
            let written = key == "merchant" ? source.merchantLayers.last { !$0.value.isNull } : given(key)
            guard let field = written else { continue }
            let instead = key == "app" ? "name Citcon methods with method: alipay, methods: [alipay, paypal] or method: each-usable" : "remove it"
            problem(field.keyLine, "\"\(key)\" applies only to the PhonePe flows (this scenario's flow is citcon); \(instead)")
        }
        let before = problems.count
        let methods = citconMethods()
        let scenario = CitconScenario(
            methods: methods ?? .eachUsable, currency: text("currency"), country: text("country"),
            environment: choice("environment", CitconEnvironment.self), order: choice("order", CitconResultOrder.self) ?? .syncFirst,
            returnMode: choice("return", CitconReturnMode.self) ?? .auto, outcome: citconOutcome(), fields: citconFields(),
            request3DSecure: flag("request3DSecure") ?? false, walletAction: walletAction())
        return methods != nil && problems.count == before ? scenario : nil
    }

    /// Like `run --wallet-action`, it cannot be given with the return (or the outcome) it decides.
    private mutating func walletAction() -> PayerChoice? {
        guard let action = choice("walletAction", among: PayerChoice.citconOffers) else { return nil }
        if let written = given("return"), written.value.stringValue != CitconReturnMode.auto.rawValue {
            problem(written.keyLine, "\"return\" cannot be given with walletAction: \(action.rawValue), which decides how the user comes back")
        }
        if [.cancel, .killWithoutPaying].contains(action), let written = given("outcome") {
            problem(written.keyLine, "\"outcome\" cannot be given with walletAction: \(action.rawValue), which decides the outcome")
        }
        return action
    }

    /// Mirrors `run`: the Citcon options exist only with `--flow citcon`.
    mutating func checkCitconOnlyKeys(flowName: String) {
        for key in Self.citconOnlyKeys {
            guard let field = given(key) else { continue }
            problem(field.keyLine, "\"\(key)\" applies only to flow citcon (this scenario's flow is \(flowName)); remove it or write flow: citcon")
        }
    }

    private mutating func citconMethods() -> CitconMethodChoice? {
        let expected = "each-usable, a Citcon method (\(CitconMethod.namesForHelp)) or a list of them"
        if let field = given("method") {
            // each-usable is a keyword of the format, written as it is; method names are case-insensitive.
            if let word = field.value.stringValue {
                if word == ScenarioParser.eachUsableMethod { return .eachUsable }
                if CitconMethod(methodName: word) != nil { return .named([word]) }
            }
            let meant = field.value.stringValue.flatMap {
                Suggestion.closest(to: $0, among: [ScenarioParser.eachUsableMethod] + CitconMethod.allCases.map(\.rawValue))
            }
            let hint = field.value.sequence != nil ? " (for several, write methods: [alipay, paypal])" : ""
            let suggestion = meant.map { " (did you mean \($0)?)" } ?? ""
            problem(field.valueLine, "\"method\" must be \(expected)\(hint), got \(field.value.describedForProblem)\(suggestion)")
            return nil
        }
        if let field = given("methods") {
            let methods = list("methods", of: field, example: "[alipay, paypal]", element: "a Citcon method: \(CitconMethod.namesForHelp)") {
                $0.stringValue.flatMap { CitconMethod(methodName: $0) == nil ? nil : $0 }
            }
            return methods.map(CitconMethodChoice.named)
        }
        if source.misspelt.isDisjoint(with: ["method", "methods"]) {
            let field = source.fields["method"] ?? source.fields["methods"]
            let what = field.map { "\"\($0.key)\" has no value" } ?? "missing \"method\""
            problem(field?.keyLine ?? source.start, "\(what): flow citcon needs the method to pay with (method: alipay), several (methods: [alipay, paypal]) or method: each-usable")
        }
        return nil
    }

    /// A mapping of CPayRequest paths to text, e.g. {consumer.reference: C-1}.
    private mutating func citconFields() -> [CitconField] {
        guard let field = given("fields") else { return [] }
        guard case .mapping(let mapping) = field.value else {
            problem(field.valueLine, "\"fields\" must be a mapping of CPayRequest paths to text, e.g. {consumer.reference: C-1}; got \(field.value.describedForProblem)")
            return []
        }
        var fields: [CitconField] = []
        for (keyNode, value) in mapping {
            let line = source.lines.line(of: keyNode) ?? field.valueLine
            guard let path = keyNode.plainKey, !path.isEmpty, let text = value.stringValue else {
                problem(line, "each entry of \"fields\" must be a CPayRequest path and its text (quote numbers), got \(value.describedForProblem)")
                continue
            }
            fields.append(CitconField(path: path, value: text))
        }
        return fields
    }

    private mutating func citconOutcome() -> CitconOutcome {
        guard let field = given("outcome") else { return .succeeded }
        guard let spec = field.value.stringValue else {
            problem(field.valueLine, "\"outcome\" for flow citcon must be \(CitconOutcome.grammar); got \(field.value.describedForProblem)")
            return .succeeded
        }
        do {
            return try CitconOutcome.parse(spec)
        } catch {
            problem(field.valueLine, "\"outcome\" for flow citcon: \(error.description)")
            return .succeeded
        }
    }
}
