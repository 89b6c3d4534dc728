import CheckoutCore
import Yams

/// Reads one scenario's keys into a `Scenario`, recording every problem rather than stopping at the first.
struct ScenarioReader {
    let file: String
    let source: ScenarioSource
    private(set) var problems: [ScenarioProblem]
    /// Whether the scenario is `flow: citcon`: its amounts are cents and its expectations read the Citcon transcript.
    var isCitcon = false
    /// Whether the scenario walks one of PhonePe's v2 flows: its keys and expectations are v2's.
    var isPhonePeV2 = false
    /// The profile references as read, even when the scenario has other problems: the caller checks
    /// them too, so a misspelt profile is reported in the same run as the rest.
    private(set) var profiles: [Located<String>]?

    init(file: String, source: ScenarioSource) {
        self.file = file
        self.source = source
        problems = source.problems
    }

    mutating func problem(_ line: Int, _ rule: String) {
        problems.append(ScenarioProblem(file: file, line: line, rule))
    }

    /// The scenario, or nil when a required key is missing or unreadable (the problems say why).
    mutating func scenario() -> Scenario? {
        let name = scenarioName()
        let profiles = profileReferences()
        self.profiles = profiles
        let flowWord = given("flow")?.value.stringValue
        isCitcon = flowWord == ScenarioParser.citconFlow
        let phonePeV2Flow = flowWord.flatMap(PhonePeV2Flow.init(rawValue:))
        isPhonePeV2 = phonePeV2Flow != nil
        let isV1 = !isCitcon && !isPhonePeV2
        let phonePeFlow = isV1 ? choice("flow", PhonePeFlow.self, required: true, alsoAllowed: ScenarioParser.otherFlows) : nil
        let apps = isCitcon ? .firstVisible : appChoice()
        let amounts = amountList()
        let returnMode = isV1 ? choice("return", PhonePeReturnMode.self) ?? .auto : .auto
        let userAction = isV1 ? choice("userAction", among: PayerChoice.phonePeUserActions) ?? .pay : .pay
        let outcome = isV1 ? outcomeScript() : .success
        let authWorkflow = isV1 ? choice("authWorkflow", AuthWorkflow.self) ?? .transaction : .transaction
        let transactionId = isPhonePeV2 ? nil : text("transactionId")
        let subscriptionId = isV1 ? text("subscriptionId") : nil
        let seed = seedValue()
        let merchant = isCitcon ? MerchantOverrides() : merchantOverrides()
        let citcon = isCitcon ? citconScenario() : nil
        let phonePeV2 = phonePeV2Flow.flatMap { phonePeV2Scenario($0, apps: apps) }
        let golden = goldenReference()
        let expectations = expectationList()
        if let phonePeFlow {
            checkMandateOnlyKeys(flow: phonePeFlow, authWorkflow: authWorkflow)
            checkCitconOnlyKeys(flowName: phonePeFlow.rawValue)
            checkPhonePeV2OnlyKeys(flowName: phonePeFlow.rawValue)
        }
        if isCitcon { checkPhonePeV2OnlyKeys(flowName: ScenarioParser.citconFlow) }
        let flow = phonePeFlow.map(ScenarioFlow.phonePe) ?? citcon.map(ScenarioFlow.citcon) ?? phonePeV2.map(ScenarioFlow.phonePeV2)
        guard let flow, let profiles else { return nil }
        return Scenario(
            source: SourceLocation(file: file, line: source.start), name: name, profiles: profiles, flow: flow, apps: apps,
            amounts: amounts, returnMode: returnMode, userAction: userAction, outcome: outcome, authWorkflow: authWorkflow,
            transactionId: transactionId, subscriptionId: subscriptionId, seed: seed, merchant: merchant,
            expectations: expectations, golden: golden)
    }

    /// A key given with a value (null counts as not given: it lets an entry undo a shared default).
    func given(_ key: String) -> ScenarioField? {
        guard let field = source.fields[key], !field.value.isNull else { return nil }
        return field
    }

    // MARK: - Keys

    private mutating func scenarioName() -> String {
        let written = text("name")
        if let written, source.fields["name"]?.isDefault == false { return written }
        // Unnamed entries of a file of several take the shared name (or the file's) and their position.
        let base = written ?? Self.fileStem(file)
        guard let position = source.position else { return base }
        return "\(base) #\(position)"
    }

    static func fileStem(_ file: String) -> String {
        let last = file.split(separator: "/").last.map(String.init) ?? file
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }

    private mutating func profileReferences() -> [Located<String>]? {
        if let field = given("profile") {
            guard let name = field.value.stringValue, !name.isEmpty else {
                let hint = field.value.sequence != nil
                    ? " (for several, write profiles: [a, b])"
                    : field.value.scalar.map { $0.string.isEmpty ? "" : " (quote it: \"\($0.string)\")" } ?? ""
                problem(field.valueLine, "\"profile\" must be a profile name or path, e.g. iphone15-all-upi\(hint); got \(field.value.describedForProblem)")
                return nil
            }
            return [Located(name, line: field.valueLine)]
        }
        if let field = given("profiles") {
            let lines = source.lines
            let references = list(
                "profiles", of: field, example: "[gpay-only, \"iphone15-*\"]", element: "a profile name or path"
            ) { (item: Node) -> Located<String>? in
                guard let name = item.stringValue, !name.isEmpty else { return nil }
                return Located(name, line: lines.line(of: item) ?? field.valueLine)
            }
            return references
        }
        let empty = source.fields["profile"] ?? source.fields["profiles"]
        if empty == nil, !source.misspelt.isDisjoint(with: ["profile", "profiles"]) { return nil }
        let what = empty.map { "\"\($0.key)\" has no value" } ?? "missing \"profile\""
        problem(empty?.keyLine ?? source.start, "\(what): name the device profile to walk (profile: iphone15-all-upi), or several (profiles: [gpay-only, \"iphone15-*\"])")
        return nil
    }

    private mutating func appChoice() -> AppChoice {
        guard let field = given("app") else { return .firstVisible }
        let expected = "each-visible, first-visible, a UPI app (PHONEPE, GPAY, PAYTM) or a list of them"
        if let word = field.value.stringValue {
            // The two choices are keywords of the format, written as they are; app names are case-insensitive.
            switch word {
            case "each-visible": return .eachVisible
            case "first-visible": return .firstVisible
            default:
                if let app = UPIApp(caseInsensitive: word) { return .named([app]) }
            }
            let meant = Suggestion.closest(to: word, among: ["each-visible", "first-visible"] + UPIApp.allCases.map(\.rawValue))
            problem(field.valueLine, "\"app\" must be \(expected), got \(field.value.describedForProblem)\(meant.map { " (did you mean \($0)?)" } ?? "")")
            return .firstVisible
        }
        guard field.value.sequence != nil else {
            problem(field.valueLine, "\"app\" must be \(expected), got \(field.value.describedForProblem)")
            return .firstVisible
        }
        let apps = list("app", of: field, example: "[PHONEPE, GPAY]", element: "a UPI app: PHONEPE, GPAY or PAYTM") { $0.stringValue.flatMap(UPIApp.init(caseInsensitive:)) }
        return apps.map(AppChoice.named) ?? .firstVisible
    }

    private mutating func amountList() -> [Int64?] {
        let unit = isCitcon ? "cents (100 = $1.00)" : "paise (100 = ₹1.00)"
        if let field = given("amount") {
            guard let amount = Self.positiveAmount(field.value) else {
                problem(field.valueLine, "\"amount\" must be a positive whole number of \(unit), got \(field.value.describedForProblem)\(Self.unquoteHint(field.value))")
                return [nil]
            }
            return [amount]
        }
        guard let field = given("amounts") else { return [nil] }
        let amounts = list(
            "amounts", of: field, example: "[100, 39900]", element: "a positive whole number of \(unit)"
        ) { Self.positiveAmount($0).map { Optional($0) } }
        return amounts ?? [nil]
    }

    private static func positiveAmount(_ node: Node) -> Int64? {
        guard case .int(let value)? = node.scalarValue, value > 0 else { return nil }
        return Int64(value)
    }

    /// For a quoted number where a number is wanted.
    static func unquoteHint(_ node: Node) -> String {
        guard let text = node.stringValue, !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return "" }
        return " (write it without quotes: \(text))"
    }

    private mutating func outcomeScript() -> PhonePeOutcome {
        guard let field = given("outcome") else { return .success }
        guard let spec = field.value.stringValue else {
            problem(field.valueLine, "\"outcome\" must be \(PhonePeOutcome.grammar); got \(field.value.describedForProblem)")
            return .success
        }
        do {
            return try PhonePeOutcome.parse(spec)
        } catch {
            // The parser's words are written for `run`; the scenario key is "outcome".
            let rule = error.description.replacing("use --outcome ", with: "write outcome: ")
            problem(field.valueLine, "\"outcome\": \(rule)")
            return .success
        }
    }

    private mutating func seedValue() -> UInt64 {
        guard let field = given("seed") else { return 1 }
        guard case .int(let value)? = field.value.scalarValue, value >= 0 else {
            problem(field.valueLine, "\"seed\" must be a whole number from 0 up, got \(field.value.describedForProblem)\(Self.unquoteHint(field.value))")
            return 1
        }
        return UInt64(value)
    }

    /// Mirrors `run`: PENNY_DROP and a subscription id exist only on the mandate call.
    private mutating func checkMandateOnlyKeys(flow: PhonePeFlow, authWorkflow: AuthWorkflow) {
        guard flow != .mandate else { return }
        if authWorkflow == .pennyDrop, let field = given("authWorkflow") {
            problem(field.valueLine, "\"authWorkflow\" PENNY_DROP applies only to flow mandate (this scenario's flow is \(flow.rawValue)); remove it or write flow: mandate")
        }
        if let field = given("subscriptionId") {
            problem(field.keyLine, "\"subscriptionId\" applies only to flow mandate (this scenario's flow is \(flow.rawValue)); remove it or write flow: mandate")
        }
    }

    // MARK: - Typed readers

    /// One of an enumeration's raw values, exactly as written.
    /// `alsoAllowed` are words the caller handles itself, named in problems.
    mutating func choice<Value: RawRepresentable & CaseIterable>(
        _ key: String, _ type: Value.Type, required: Bool = false, alsoAllowed: [String] = []
    ) -> Value? where Value.RawValue == String {
        choice(key, among: Array(Value.allCases), required: required, alsoAllowed: alsoAllowed)
    }

    /// One of `values`' raw values, exactly as written.
    mutating func choice<Value: RawRepresentable>(
        _ key: String, among values: [Value], required: Bool = false, alsoAllowed: [String] = []
    ) -> Value? where Value.RawValue == String {
        let allowed = values.map(\.rawValue) + alsoAllowed
        guard let field = given(key) else {
            if required, !source.misspelt.contains(key) {
                let example = allowed.first.map { " (e.g. \(key): \($0))" } ?? ""
                let what = source.fields[key] == nil ? "missing \"\(key)\"" : "\"\(key)\" has no value"
                problem(source.fields[key]?.keyLine ?? source.start, "\(what): write one of \(allowed.joined(separator: ", "))\(example)")
            }
            return nil
        }
        if let word = field.value.scalar?.string, let value = values.first(where: { $0.rawValue == word }) { return value }
        let word = field.value.scalar?.string ?? ""
        let hint = Suggestion.closest(to: word, among: allowed).map { " (did you mean \($0)?)" } ?? ""
        problem(field.valueLine, "\"\(key)\" must be one of \(allowed.joined(separator: ", ")), got \(field.value.describedForProblem)\(hint)")
        return nil
    }

    /// An optional true or false.
    mutating func flag(_ key: String) -> Bool? {
        guard let field = given(key) else { return nil }
        if case .bool(let value)? = field.value.scalarValue { return value }
        problem(field.valueLine, "\"\(key)\" must be true or false, got \(field.value.describedForProblem)")
        return nil
    }

    /// An optional string; a number or boolean is refused with a hint to quote it.
    mutating func text(_ key: String) -> String? {
        guard let field = given(key) else { return nil }
        guard let value = field.value.stringValue else {
            let quoteHint = field.value.scalar.map { "; quote it: \"\($0.string)\"" } ?? ""
            problem(field.valueLine, "\"\(key)\" must be a string, got \(field.value.describedForProblem)\(quoteHint)")
            return nil
        }
        if value.isEmpty {
            problem(field.valueLine, "\"\(key)\" must not be empty; remove the key to use the default")
            return nil
        }
        return value
    }

    /// A non-empty list whose items all convert; nil (with problems) otherwise.
    mutating func list<Item: Hashable>(
        _ key: String, of field: ScenarioField, example: String, element: String, convert: (Node) -> Item?
    ) -> [Item]? {
        guard let items = field.value.sequence, !items.isEmpty else {
            problem(field.valueLine, "\"\(key)\" must be a non-empty list, e.g. \(key): \(example); got \(field.value.describedForProblem)")
            return nil
        }
        var converted: [Item] = []
        // A set beside the list, so a 10,000-item list is checked for repeats in linear time.
        var seen = Set<Item>()
        for item in items {
            let line = source.lines.line(of: item) ?? field.valueLine
            guard let value = convert(item) else {
                problem(line, "each item of \"\(key)\" must be \(element), got \(item.describedForProblem)")
                continue
            }
            guard seen.insert(value).inserted else {
                problem(line, "\"\(key)\" lists \(item.describedForProblem) twice; each would walk the same case")
                continue
            }
            converted.append(value)
        }
        return converted.count == items.count ? converted : nil
    }
}
