import CheckoutCore

/// What each section of the v2 inspector shows, built from the transcript's fields.
extension PhonePeV2InspectorScreen {
    func content(_ section: Section) -> [StyledLine] {
        switch section {
        case .refused: return refused
        case .device: return device
        case .token: return transcript.tokenCall.map(token) ?? []
        case .order: return transcript.orderCall.map(request) ?? []
        case .response: return response
        case .handOff: return handOff
        case .notes: return transcript.notes.map { StyledLine("- \($0)") }
        }
    }

    private var refused: [StyledLine] {
        [StyledLine("Nothing was sent: the walk breaks \(transcript.errors.count == 1 ? "a rule" : "these rules").", .error), .blank]
            + transcript.errors.map { StyledLine([StyledLine.Span($0.field, .bold), StyledLine.Span("  \($0.rule)")]) }
            + [.blank, StyledLine("Esc goes back to the checkout page to change the flow or the app.", .muted)]
    }

    private var device: [StyledLine] {
        guard let context = transcript.deviceContext else { return [] }
        let intro = transcript.flow == .sdk
            ? "PhonePe's iOS SDK finds PhonePe when canOpenURL answers yes for one of ppemerchantsdkv1-v5:"
            : "What the order call carries (Custom Checkout's deviceContext):"
        return [StyledLine(intro, .muted)] + JSONStyling.lines(context)
    }

    /// The token call: the form with the client secret masked, and the answer with the token masked.
    private func token(_ call: PhonePeV2Exchange) -> [StyledLine] {
        [StyledLine("The merchant's server asks for an access token; every call after it carries Authorization: O-Bearer <token>.", .muted), .blank]
            + exchange(call, body: "Form (client secret masked)")
            + [.blank, StyledLine("Answer: HTTP \(call.response.httpStatus) (tokens masked)", .heading)] + JSONStyling.lines(call.response.body)
            + transcript.tokenRefreshes.flatMap { refresh in
                [.blank, StyledLine("Again at +\(refresh.at) s, half the token's life gone: HTTP \(refresh.call.response.httpStatus)", .heading)]
                    + JSONStyling.lines(refresh.call.response.body)
            }
    }

    private func request(_ call: PhonePeV2Exchange) -> [StyledLine] {
        exchange(call, body: "Body")
    }

    /// Headers, then the body: JSON when it is, the form as sent otherwise.
    private func exchange(_ call: PhonePeV2Exchange, body title: String) -> [StyledLine] {
        var lines = [StyledLine("Headers", .heading)] + TableText.lines(call.headers.map { [StyledLine.Span($0.name, .bold), StyledLine.Span($0.value)] })
        if let payload = call.payload {
            lines += [.blank, StyledLine(title, .heading)] + JSONStyling.lines(payload)
        } else if let body = call.body {
            lines += [.blank, StyledLine(title, .heading), StyledLine(body)]
        }
        return lines
    }

    private var response: [StyledLine] {
        guard let call = transcript.orderCall else { return [] }
        var lines = JSONStyling.lines(call.response.body)
        if call.response.httpStatus != 200, let result = transcript.result {
            lines += [.blank, StyledLine(result.summary, .error)]
        }
        for check in transcript.statusChecks {
            lines += [.blank, StyledLine("Then \(check.call.method) \(check.call.target): HTTP \(check.call.response.httpStatus)", .heading)]
            lines += JSONStyling.lines(check.call.response.body)
        }
        return lines
    }

    private var handOff: [StyledLine] {
        guard let handOff = transcript.handOff else { return [] }
        var lines: [StyledLine]
        switch transcript.flow {
        case .sdk:
            lines = startCheckoutLines(handOff)
        case .payPage:
            lines = [
                field("redirectUrl", handOff.url),
                .blank,
                StyledLine("The app opens the order's redirectUrl in a web view; the page sends the web view to merchantUrls.redirectUrl "
                    + "(\(transcript.options.merchant.redirectURL)) when the customer is done.", .muted),
            ]
        case .intent:
            lines = IntentLines.lines(IntentStep(text: handOff.url))
            if let opened = handOff.openedAppId { lines += [.blank, field("open(url)", "opens \(opened)", .ok)] }
        }
        if let failure = handOff.failure {
            lines += [.blank, StyledLine("iOS could not open the URL: \(failure).", .error)]
        } else {
            lines += [.blank, StyledLine("Enter opens it: choose what the user does there.", .muted)]
        }
        return lines
    }

    /// `PPPayment.startCheckoutFlow`'s arguments, and whether the SDK opens PhonePe or its web flow.
    private func startCheckoutLines(_ handOff: PhonePeV2HandOff) -> [StyledLine] {
        var lines: [StyledLine] = []
        if let start = transcript.startCheckout {
            lines.append(StyledLine("What the app calls: PPPayment.startCheckoutFlow", .heading))
            lines += TableText.lines(
                [("merchantId", start.merchantId), ("orderId", start.orderId), ("token", start.token), ("appSchema", start.appSchema ?? "none")]
                    .map { [StyledLine.Span($0.0, .bold), StyledLine.Span($0.1)] })
            lines.append(.blank)
        }
        if handOff.surface == .paymentApp {
            let schemes = transcript.openablePhonePeSchemes.joined(separator: ", ")
            lines += [field("opens", "the PhonePe app, \(handOff.url)", .ok), StyledLine("canOpenURL answers yes for \(schemes).", .muted)]
        } else {
            lines += [
                field("opens", "PhonePe's web flow, \(handOff.url)", .warning),
                StyledLine(
                    "canOpenURL answers no for every ppemerchantsdkv1-v5 (PhonePe missing or the schemes not declared): "
                        + "the SDK shows PhonePe's web flow instead.", .muted),
            ]
        }
        return lines
    }

    private func field(_ name: String, _ value: String, _ style: TextStyle = .plain) -> StyledLine {
        StyledLine([StyledLine.Span(name, .muted), StyledLine.Span("  " + value, style)])
    }
}
