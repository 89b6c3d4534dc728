import CheckoutCore

/// A Citcon return: through the URL scheme or universal link (and whether the app forwarded it to
/// the SDK), from the H5 page inside the app, or by hand / not at all, when the SDK returns nothing.
extension ReturnScreen {
    static func title(_ transcript: CitconTranscript) -> String {
        switch transcript.returnStep?.mode {
        case "url-scheme": return "Return by URL scheme: the wallet opened the merchant app"
        case "universal-link": return "Return by universal link: iOS continued the user activity"
        case "in-app": return "Return from the H5 page inside the merchant app"
        case "manual": return "Manual return: the user switches back by hand"
        case "abandon": return "No return: the user killed the wallet"
        default: return "Return"
        }
    }

    static func lines(_ transcript: CitconTranscript) -> [StyledLine] {
        guard let step = transcript.returnStep else { return [] }
        var lines: [StyledLine] = []
        if let url = step.url {
            lines += [StyledLine([StyledLine.Span("Opened with  ", .muted), StyledLine.Span(url, .heading)]), .blank]
        }
        lines.append(StyledLine(step.reason, step.forwardedToSDK ? .ok : .warning))
        lines.append(.blank)
        if step.interrupted {
            lines.append(StyledLine("The SDK calls neither the requestOrder callback nor NTFY_ASYNC: the IPN to the merchant's server and inquireOrder decide.", .muted))
        } else if step.forwardedToSDK {
            lines.append(StyledLine("The SDK now reports the result twice, in either order: CPayResult through the requestOrder callback and CPayCheck through NTFY_ASYNC.", .muted))
        } else {
            lines.append(StyledLine("Without the URL the SDK has no synchronous CPayResult; its own status query still posts CPayCheck through NTFY_ASYNC.", .muted))
        }
        return lines
    }
}
