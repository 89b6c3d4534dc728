/// PhonePe v2's transcript behind the seam: how it names, titles and records a walk.
extension PhonePeV2Transcript: WalkTranscript {
    public func json(keys: Set<String>?) -> JSONValue {
        guard let keys, case .object(let object) = json else { return json }
        return .object(JSONObject(object.members.filter { keys.contains($0.key) }))
    }

    public var succeeded: Bool { result?.paid == true }

    public var nameParts: [String] { [flow.rawValue] + (flow.userPicksApp ? app.map { [$0.rawValue] } ?? [] : []) }

    public var placeholders: (flow: String, app: String, amount: String) {
        // On Android the transcript's `app` is the package, and so is `${app}`.
        (flow.rawValue, android?.package ?? app?.rawValue ?? "", String(options.amount))
    }

    public func titleSubject(separator: String) -> String {
        let app = self.app.map { " \(separator) \($0.displayName)" } ?? ""
        return "\(flow.rawValue)\(app) \(separator) ₹\(Rupees.shown(fromPaise: options.amount))"
    }

    public func resultText(separator: String) -> String? {
        result.map { result in result.errorCode.map { "\(result.code) \(separator) \($0)" } ?? result.code }
    }

    public var walkTimeline: any WalkTimeline { PhonePeV2Timeline(transcript: self) }

    /// The options with what the user chose at the hand-off as their user action, so `run` walks the same path.
    public var walkRequest: WalkRequest {
        var walked = options
        if let choice { walked.userAction = choice }
        return .phonePeV2(walked)
    }

    public var record: WalkRecord { .phonePeV2(self) }

    public var scenarioSettings: [ScenarioSetting] {
        var settings = [ScenarioSetting("flow", .word(flow.rawValue))]
        if flow.userPicksApp, let app = options.app ?? app { settings.append(ScenarioSetting("app", .word(app.rawValue))) }
        settings.append(ScenarioSetting("amount", .word("\(options.amount)")))
        settings.append(ScenarioSetting("userAction", .word((choice ?? options.userAction).rawValue)))
        settings.append(ScenarioSetting("outcome", .value(.string(options.outcome.description))))
        if let id = options.merchantOrderId { settings.append(ScenarioSetting("merchantOrderId", .value(.string(id)))) }
        return settings
    }

    public var scenarioFacts: [(path: String, value: JSONValue)] {
        var facts: [(path: String, value: JSONValue)] = [("visibleApps", .array(page.visibleApps.map { .string($0.rawValue) }))]
        if let firstError = errors.first {
            facts.append(("error", .string(firstError.field)))
            return facts
        }
        if let deviceContext { facts.append(("deviceContext", deviceContext)) }
        if let orderCall {
            facts.append(("request.path", .string(orderCall.path)))
            facts.append(("response.httpStatus", .int(Int64(orderCall.response.httpStatus))))
        }
        if let handOff { facts.append(("handOff.surface", .string(handOff.surface.rawValue))) }
        if let returnStep { facts.append(("return", .string(returnStep.mode.rawValue))) }
        if !statusChecks.isEmpty { facts.append(("statusCodes", .array(statusChecks.map { .string($0.code) }))) }
        if let webhook = finalWebhook { facts.append(("callback.verified", .bool(webhook.verified))) }
        if let result { facts.append(("result", ["code": .string(result.code)])) }
        return facts
    }
}
