/// What the payer does in a UPI app PhonePe's walk started on Android, as the seam offers it.
extension PhonePeTranscript {
    /// The failure codes a UPI app may hand back instead of declining plainly: each its own choice.
    static let androidFailureCodes: [UPIResponseCode] = [.insufficientFunds, .wrongPIN, .expired]

    /// What the payer does in the UPI app on Android: pay, decline (plainly or with a failure code),
    /// press back, or pay while the merchant app's process is killed.
    var androidChoices: [HandOffChoice] {
        guard handOff?.openedAppId != nil else { return [] }
        let name = appName
        let amount = options.effectiveAmount.map { " ₹" + Rupees.shown(fromPaise: $0) } ?? ""
        let payCode = options.upiResponseCode ?? PhonePeAndroidStep.responseCode(for: .pay)
        var choices = [
            HandOffChoice(
                action: .pay, label: "Pay" + amount,
                explanation: "\(name) finishes with RESULT_OK and responseCode \(payCode.rawValue) (\(payCode.meaning)); the gateway then answers \(options.outcome)."),
            HandOffChoice(
                action: .decline, label: "Decline",
                explanation: "\(name) finishes with RESULT_OK and responseCode ZA (declined by the payer); the gateway answers PAYMENT_DECLINED."),
        ]
        for code in Self.androidFailureCodes {
            choices.append(HandOffChoice(
                action: .decline, label: "Fails: \(code.rawValue), \(code.meaning)",
                explanation: "\(name) finishes with RESULT_OK and responseCode \(code.rawValue); the payment fails at the gateway too.",
                upiResponseCode: code))
        }
        choices += [
            HandOffChoice(
                action: .leavePending, label: "Press back in \(name)",
                explanation: "onActivityResult gets RESULT_CANCELED with no data: the merchant app asks its server, and the payment stays pending."),
            HandOffChoice(
                action: .payThenKill, label: "Pay, then the merchant app's process is killed",
                explanation: "onActivityResult never runs: the server learns the outcome from the S2S callback or a status check."),
        ]
        return choices
    }
}
