import CheckoutCore

/// What the merchant app and server sent and got back, one section at a time: the deviceContext, the
/// request JSON, the base64 envelope and `X-VERIFY` (with the string that was hashed, salt masked), the
/// gateway's answer, and the intent URL with its parameters. Enter hands off to the payment app.
public struct InspectorScreen: TabbedScreen {
    /// The sections Tab cycles through.
    public enum Section: String, CaseIterable, Sendable {
        case refused = "Refused"
        case deviceContext = "deviceContext"
        case request = "Request"
        case signature = "X-VERIFY"
        case response = "Response"
        case intent = "Intent"
        case notes = "Notes"
    }

    public let walk: PhonePeWalk
    /// The section names over one scrolling pane.
    var tabs: SectionedPane<Section>
    /// The sections this walk has: a refused request has nothing to show past the rules it broke.
    public var sections: [Section] { tabs.sections }
    public var section: Section {
        get { tabs.section }
        set { tabs.section = newValue }
    }

    public init(walk: PhonePeWalk) {
        self.walk = walk
        let transcript = walk.transcript
        var sections: [Section]
        if !transcript.errors.isEmpty {
            sections = [.refused, .deviceContext]
        } else {
            sections = [.deviceContext, .request, .signature, .response]
            if transcript.intent != nil || transcript.webRedirectURL != nil { sections.append(.intent) }
        }
        if !transcript.notes.isEmpty { sections.append(.notes) }
        tabs = SectionedPane(sections: sections)
    }

    var prompt: Prompt? { tabs.search.prompt }

    public var transcript: PhonePeTranscript { walk.transcript }

    var breadcrumb: String { "Inspector" }

    /// Where Enter goes from here, for the status line; nil when the walk cannot go on.
    private var next: String? {
        if opensChooser { return "open the system chooser" }
        if walk.awaitsUser {
            // Without PhonePe the gateway answered its web checkout: Enter opens that page, not the app.
            return transcript.webRedirectURL != nil ? "open the web checkout" : "open \(transcript.app?.displayName ?? "the app")"
        }
        if transcript.handOff?.failure != nil { return "hand-off" }
        return transcript.result == nil ? nil : "result"
    }

    /// Whether Enter opens Android's system chooser first: open-intent's intent names no package.
    private var opensChooser: Bool { walk.awaitsUser && transcript.android?.choseInChooser == true && !(transcript.android?.chooser ?? []).isEmpty }

    private var keys: InspectorKeys { InspectorKeys(next: next, refused: "the request", receiver: "the gateway") }

    var hints: [KeyHint] { keys.hints(search: tabs.search) }

    var helpKeys: [KeyHint] { keys.helpKeys }

    mutating func handle(_ key: Key, area: Rect, context: ScreenContext) -> ScreenAction {
        // On Android, open-intent's hand-off is the system chooser, unless a scenario already picked the app.
        if key == .enter, !tabs.search.typing, opensChooser, context.scenarioCase == nil { return .push(Screen(ChooserScreen(walk: walk))) }
        // While a search is typed every key is the query's, Enter and t included.
        if !tabs.search.typing, let action = keys.handle(
            key, walk: walk, handOffFailed: transcript.handOff?.failure != nil, hasResult: transcript.result != nil,
            refusedFields: transcript.errors.map(\.field), context: context)
        {
            return action
        }
        return handleTabs(key, area: area)
    }

    func title(glyphs: Glyphs) -> String {
        switch section {
        case .refused: return "Refused: nothing was sent"
        case .deviceContext: return "deviceContext"
        case .request: return transcript.request.map { "Request: \($0.method) \($0.path)" } ?? "Request"
        case .signature: return "base64 envelope and X-VERIFY"
        case .response: return transcript.response.map { "Response: HTTP \($0.httpStatus)" } ?? "Response"
        case .intent: return transcript.webRedirectURL == nil ? "Intent URL and its parameters" : "Web redirect"
        case .notes: return "Where PhonePe's documents contradict themselves"
        }
    }

    // MARK: Content

    func content(_ section: Section) -> [StyledLine] {
        switch section {
        case .refused: return refused
        case .deviceContext: return deviceContext
        case .request: return request
        case .signature: return signature
        case .response: return response
        case .intent: return intent
        case .notes: return transcript.notes.map { StyledLine("- \($0)") }
        }
    }

    private var refused: [StyledLine] {
        [StyledLine("Nothing was sent: the request breaks \(transcript.errors.count == 1 ? "a rule" : "these rules").", .error), .blank]
            + transcript.errors.map { StyledLine([StyledLine.Span($0.field, .bold), StyledLine.Span("  \($0.rule)")]) }
            + [.blank, StyledLine("Esc goes back to the checkout page to change the amount, the flow or the app.", .muted)]
    }

    private var deviceContext: [StyledLine] {
        let context = transcript.deviceContext
        var lines: [StyledLine]
        if let sent = transcript.request?.payload["deviceContext"] {
            lines = [StyledLine("What the request carries:", .muted)] + JSONStyling.lines(sent)
        } else if transcript.request != nil {
            lines = [StyledLine("\(transcript.flow.rawValue) sends no deviceContext: the SDK detects PhonePe itself.", .muted)]
                + [StyledLine("What PhonePeContextGenerator computes on this device:", .muted)] + JSONStyling.lines(context.json())
        } else {
            lines = [StyledLine("What PhonePeContextGenerator computes on this device:", .muted)] + JSONStyling.lines(context.json())
        }
        let openable = context.appSupportedSchemas.isEmpty ? "none" : context.appSupportedSchemas.joined(separator: ", ")
        lines += [
            .blank,
            why("isPPAppPresent", "true when canOpenURL answers yes for a ppemerchantsdk scheme: \(context.isPPAppPresent)"),
            why("appSupportedSchemas", "the ppemerchantsdkv1, v2, v3 schemes canOpenURL answers yes for: \(openable)"),
            why("merchantCallBackScheme", callbackSchemeExplained(context)),
        ]
        return lines
    }

    /// Open intent leaves the callback scheme out of a request for another app, which never honours it.
    private func callbackSchemeExplained(_ context: DeviceContext) -> String {
        let scheme = context.merchantCallBackScheme ?? "none"
        if let sent = transcript.request?.payload["deviceContext"], sent["merchantCallBackScheme"] == nil {
            return "not sent (\(scheme)): PhonePe honours it only with openIntentWithApp PHONEPE"
        }
        return "the merchant app's callback scheme: \(scheme)"
    }

    private func why(_ field: String, _ text: String) -> StyledLine {
        StyledLine([StyledLine.Span(field, .bold), StyledLine.Span("  " + text)])
    }

    private var request: [StyledLine] {
        guard let request = transcript.request else { return [] }
        return [StyledLine("Headers", .heading)] + headerTable(request.headers)
            + [.blank, StyledLine("Payload (before base64)", .heading)] + JSONStyling.lines(request.payload)
    }

    private func headerTable(_ headers: [HTTPHeader]) -> [StyledLine] {
        TableText.lines(headers.map { [StyledLine.Span($0.name, .bold), StyledLine.Span($0.value)] })
    }

    private var signature: [StyledLine] {
        guard let request = transcript.request else { return [] }
        var lines: [StyledLine] = [
            StyledLine("Body, as sent", .heading),
            StyledLine(request.body),
            .blank,
            StyledLine("X-VERIFY", .heading),
            StyledLine(request.xVerify, .bold),
            StyledLine("= sha256(hashed string) + \"###\" + salt index", .muted),
            .blank,
            StyledLine("Hashed string: base64 + path + salt key (masked)", .heading),
            StyledLine([
                StyledLine.Span(request.base64), StyledLine.Span(request.path, .bold), StyledLine.Span("<salt key \(request.maskedSaltKey)>", .warning),
            ]),
        ]
        if let sdk = transcript.sdkRequest {
            lines += [.blank, StyledLine("PPSTransactionRequest (what the app starts)", .heading)]
            lines += TableText.lines(
                [["base64EncodedBody", "<the body's base64>"], ["apiEndPoint", sdk.apiEndPoint], ["checksum", sdk.checksum]]
                    .map { [StyledLine.Span($0[0], .bold), StyledLine.Span($0[1])] })
            lines += headerTable(sdk.headers.map { HTTPHeader("headers[\($0.name)]", $0.value) })
        }
        return lines
    }

    private var response: [StyledLine] {
        guard let response = transcript.response else { return [] }
        var lines = JSONStyling.lines(response.body)
        if !response.success, let result = transcript.result {
            lines += [.blank, StyledLine(result.summary, .error)]
        }
        return lines
    }

    private var intent: [StyledLine] {
        if let web = transcript.webRedirectURL {
            return [StyledLine("Web redirect", .heading), StyledLine(web), .blank,
                    StyledLine("PhonePe is not on this device: the merchant app opens PhonePe's web checkout in a web view.", .muted)]
        }
        return transcript.intent.map(IntentLines.lines) ?? []
    }
}
