import CheckoutCore

/// What the phone shows of a served payment on the chosen device, section by section: the payment
/// with its status answers and callbacks, the merchant's request, the URL the gateway handed out, and
/// what the device makes of it; and the hand-off, as a local walk's.
struct ServedPaymentLines {
    let payment: ServedPayment
    let device: Device

    private var record: PhonePePayment { payment.record }

    /// Where the hand-off URL leads on this device.
    enum Opening: Equatable {
        case app(appId: String)
        /// The web checkout or the pay page, inside the merchant app.
        case web
        case failed(reason: String)
        /// No URL was handed out (a refund), or the serve that kept it was older.
        case none
    }

    var opening: Opening {
        guard let url = record.handOffUrl else { return .none }
        if record.web { return .web }
        // On Android the open intent goes through the chooser; every other flow starts its app by package.
        let package = record.flow == .openIntent ? nil : record.app.androidPackage
        switch device.openHandOff(url, package: package) {
        case .opened(let appId): return .app(appId: appId)
        case .failed(let reason): return .failed(reason: reason)
        }
    }

    private var appName: String { record.app.displayName }

    private var isPayPage: Bool { payment.isPayPage }

    /// How the payment was asked for: a pay page names no app, a web checkout is PhonePe's own.
    private var flowText: String {
        let call = "POST \(record.flow.path)"
        if isPayPage { return "PAY_PAGE (\(call)): the user pays on the gateway's pay page" }
        if record.web { return "\(record.flow.rawValue) (\(call)), PhonePe's web checkout" }
        return "\(record.flow.rawValue) (\(call)), \(appName)"
    }

    /// The outcome the payment was created with, or why it no longer applies: a user who declined
    /// decides it, whatever success the outcome promised.
    private var outcomeText: String {
        let outcome = record.outcome
        guard record.decision == .declined, outcome.final != .declined else { return outcome.description }
        return "not played: the user declined (it would have been \(outcome))"
    }

    private var webName: String { isPayPage ? "the pay page" : "PhonePe's web checkout" }

    // MARK: The payment

    var summary: [StyledLine] {
        var rows: [[StyledLine.Span]] = [
            [StyledLine.Span("amount", .muted), StyledLine.Span("\(payment.amountText) to \(record.merchantId)", .bold)],
            [StyledLine.Span("flow", .muted), StyledLine.Span(flowText)],
            [StyledLine.Span("created", .muted), StyledLine.Span(ServedPayment.clock(payment.createdAt))],
        ]
        if let original = record.refundOf { rows.append([StyledLine.Span("refund of", .muted), StyledLine.Span(original, .bold)]) }
        rows += [
            [StyledLine.Span("state", .muted), stateSpan],
            [StyledLine.Span("outcome", .muted), StyledLine.Span(outcomeText)],
            [StyledLine.Span("next status", .muted), StyledLine.Span(Self.nextStatus(payment, answered: record.statusAnswers))],
            [StyledLine.Span("planned", .muted), StyledLine.Span(plannedText)],
            [StyledLine.Span("callback URL", .muted), StyledLine.Span(record.callbackUrl ?? "none: the merchant gave none")],
        ]
        return TableText.lines(rows) + [.blank, StyledLine("Callbacks", .heading)] + callbackLines
    }

    private var stateSpan: StyledLine.Span {
        switch record.decision {
        case .approved?: return StyledLine.Span("approved in the payment app", TextStyle(.bold, role: .ok))
        case .declined?: return StyledLine.Span("declined in the payment app", .error)
        case nil: return StyledLine.Span("\(payment.state): Enter acts as the payment app", .warning)
        }
    }

    private var plannedText: String {
        guard !payment.awaitsUser else { return "PAYMENT_PENDING until the user acts" }
        return payment.plannedCodes.joined(separator: ", ") + " (the last repeats)"
    }

    private var callbackLines: [StyledLine] {
        guard let callbacks = payment.callbacks else { return [StyledLine("Loading…", .muted)] }
        guard !callbacks.isEmpty else {
            return [StyledLine(payment.awaitsUser
                ? "None owed yet: the gateway owes one once the user pays, declines or kills the app."
                : "None owed: the merchant gave no callback URL, or the payment is not final.", .muted)]
        }
        var lines: [StyledLine] = []
        for (index, callback) in callbacks.enumerated() {
            let state: StyledLine.Span
            if callback.delivered {
                state = StyledLine.Span("delivered", .ok)
            } else if let next = callback.nextAttemptAt {
                state = StyledLine.Span("owed, next attempt at \(ServedPayment.clock(next))", .warning)
            } else {
                state = StyledLine.Span("given up", .error)
            }
            lines.append(StyledLine([StyledLine.Span("\(index + 1). POST \(callback.url)  ", .bold), state]))
            if callback.attempts.isEmpty { lines.append(StyledLine("   no attempt yet", .muted)) }
            for attempt in callback.attempts {
                let answer = attempt.httpStatus.map { "HTTP \($0)" } ?? attempt.error ?? "no answer"
                let tone: TextStyle = attempt.httpStatus.map { (200..<300).contains($0) } == true ? .ok : .warning
                lines.append(StyledLine([StyledLine.Span("   attempt at \(ServedPayment.clock(attempt.at))  ", .muted), StyledLine.Span(answer, tone)]))
            }
        }
        return lines
    }

    // MARK: The request and the URL

    var request: [StyledLine] {
        guard let payload = record.request else {
            return [StyledLine("This payment was recorded by an older serve, which did not keep the request.", .muted)]
        }
        return [StyledLine("Payload (before base64)", .heading)] + JSONStyling.lines(payload)
    }

    var handOffURL: [StyledLine] {
        guard let url = record.handOffUrl else {
            return [StyledLine(record.refundOf == nil
                ? "This payment was recorded by an older serve, which did not keep the URL it handed out."
                : "A refund opens nothing: the gateway decides it.", .muted)]
        }
        if record.web {
            return [StyledLine(isPayPage ? "Pay page (PAY_PAGE's redirectInfo)" : "Web redirect", .heading), StyledLine(url), .blank,
                    StyledLine("The merchant app shows \(webName) in a web view.", .muted)]
        }
        return IntentLines.lines(IntentStep(text: url))
    }

    // MARK: The device

    var deviceLines: [StyledLine] {
        let profile = device.profile
        var lines = [StyledLine("\(profile.name) (\(profile.os.label))", .bold), .blank]
        switch opening {
        case .app(let appId): lines.append(StyledLine("\(device.opener) opens \(appId) on this device.", .ok))
        case .web: lines.append(StyledLine("The URL opens in a web view inside the merchant app.", .ok))
        case .failed(let reason): lines.append(StyledLine("On this device: \(reason).", .warning))
        case .none: lines.append(StyledLine("No URL to open.", .muted))
        }
        if let sent = record.request?["deviceContext"] {
            lines += [.blank, StyledLine("deviceContext the merchant sent", .heading)] + JSONStyling.lines(sent)
        }
        lines += [.blank, StyledLine("deviceContext this device computes", .heading)] + JSONStyling.lines(DeviceContext(device: device).json())
        lines += [.blank, StyledLine("d shows the whole device: apps, schemes and canOpenURL.", .muted)]
        return lines
    }

    // MARK: The hand-off

    var handOffView: HandOffView {
        let lines: [ShownLine]
        let title: String
        let place: String
        let url = record.handOffUrl ?? ""
        switch opening {
        case .app(let appId):
            title = "\(appName) opened"
            place = appName
            let platform = device.packages == nil ? "iOS" : "Android"
            lines = [ShownLine("The merchant app called \(device.opener); \(platform) opened \(appId) with:", .muted), ShownLine(url, .bold)] + asks
        case .web:
            title = isPayPage ? "The pay page, inside the merchant app" : "PhonePe's web checkout, inside the merchant app"
            place = webName
            lines = [ShownLine("The merchant app shows this page in a web view:", .muted), ShownLine(url, .bold)]
        case .failed(let reason):
            title = "\(device.opener) fails on this device"
            place = appName
            lines = [
                ShownLine("\(device.packages == nil ? "iOS could not open the URL" : "startActivity failed") on \(device.profile.name): \(reason).", .warning),
                ShownLine(url, .bold), .blank,
                ShownLine("The gateway does not know the device: you may still act as the payment app, or choose another --profile.", .muted),
            ]
        case .none:
            title = record.refundOf == nil ? "Nothing was handed out" : "A refund"
            place = "the gateway"
            lines = [ShownLine("No URL opens anything here; you may still decide the payment as the gateway would.", .muted)]
        }
        let breadcrumb = opening == .web ? (isPayPage ? "Pay page" : "Web checkout") : appName
        return HandOffView(breadcrumb: breadcrumb, title: title, lines: lines, place: place)
    }

    private var asks: [ShownLine] {
        guard let url = IntentStep(text: record.handOffUrl ?? "").url else { return [] }
        return [.blank, PhonePeTranscript.asks(url, appName: appName, mandate: record.flow == .mandate)]
    }

    /// Each of the gateway's choices' label and what follows from it there.
    func describe(_ action: PayerChoice) -> (label: String, explanation: String) {
        let callback = record.callbackUrl.map { "the callback is owed to \($0)" } ?? "no callback: the merchant gave no URL"
        // The phone offers `PayerChoice.gatewayOffers`; the others read as what the gateway makes of them.
        switch action {
        case .pay, .payThenSwitchBack:
            return ("Pay " + payment.amountText, "The gateway records it approved: status calls answer as its outcome says (\(record.outcome)), and \(callback).")
        case .decline, .cancel:
            return ("Decline", "The gateway records it declined: status calls answer PAYMENT_DECLINED, and \(callback).")
        case .leavePending, .killWithoutPaying:
            return ("Leave it pending", "The user switches back without paying: the payment waits, and the simulated user no longer pays it.")
        case .payThenKill:
            let what = opening == .web ? "close the web view" : "kill \(appName)"
            return ("Pay, then \(what)", "No return to the merchant app; the gateway still learns it: status and callback as for pay.")
        }
    }

    /// The code the next status call answers and, when the outcome has steps, which one it is (the
    /// script plays once the user has acted, and its last code repeats).
    static func nextStatus(_ payment: ServedPayment, answered: Int) -> String {
        let steps = payment.plannedCodes.count
        guard steps > 1 else { return payment.nextStatusCode }
        return "\(payment.nextStatusCode) (step \(min(answered + 1, steps)) of \(steps))"
    }
}
