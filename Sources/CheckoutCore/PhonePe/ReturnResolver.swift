/// Decides how the user gets back to the merchant app, as the real device would.
enum ReturnResolver {
    static func resolve(requested: PhonePeReturnMode, app: UPIApp, flow: PhonePeFlow, device: Device, id: String) -> PhonePeReturn {
        var step = resolved(requested: requested, app: app, flow: flow, device: device)
        // A callback asked for that this walk cannot give is said, not silently replaced.
        if requested == .callback, step.mode != .callback {
            step.reason = "a callback return was asked for, but this walk cannot give one, so the return is \(step.mode): " + step.reason
        }
        return step
    }

    private static func resolved(requested: PhonePeReturnMode, app: UPIApp, flow: PhonePeFlow, device: Device) -> PhonePeReturn {
        if requested == .abandon {
            return PhonePeReturn(
                mode: .abandon, url: nil,
                reason: "the user killed \(app.displayName): the app gets no result; the server learns the outcome from the S2S callback or a status check")
        }
        guard app.returnsByCallback else {
            return PhonePeReturn(
                mode: .manual, url: nil,
                reason: "\(app.displayName) does not return by itself (only PhonePe honours a callback scheme): the user switches back by hand")
        }
        // Seed 002's request and PPSTransactionRequest carry no callback scheme: PhonePe has none to open.
        if flow == .sdkDebit {
            return PhonePeReturn(
                mode: .manual, url: nil,
                reason: "the /v3/debit request and PPSTransactionRequest carry no callback scheme, so PhonePe has nowhere to return: the user switches back by hand")
        }
        if requested == .manual {
            return PhonePeReturn(mode: .manual, url: nil, reason: "the user switched back by hand before PhonePe redirected")
        }
        guard let verdict = device.profile.merchantApp.callbackVerdict else {
            return PhonePeReturn(
                mode: .manual, url: nil,
                reason: "no merchantCallBackScheme was sent, so PhonePe has nowhere to return: the user switches back by hand")
        }
        let scheme = verdict.scheme
        guard verdict.returnsToApp else {
            let why = verdict.registered ? "\"\(scheme)\" breaks PhonePe's scheme rule" : "\"\(scheme)\" is not among the merchant app's URL types, so open(\(scheme)://) fails"
            return PhonePeReturn(mode: .manual, url: nil, reason: "the callback failed: \(why); the user switches back by hand")
        }
        return PhonePeReturn(
            mode: .callback, url: "\(scheme)://",
            reason: "PhonePe opened \(scheme)://, a URL type of the merchant app, which came back by itself")
    }
}
