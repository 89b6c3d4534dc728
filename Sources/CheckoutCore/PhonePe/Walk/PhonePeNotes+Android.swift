/// What the walk assumes on Android, where the seeds show no sample: each note on the walks it touches.
extension PhonePeNotes {
    static func androidNotes(for transcript: PhonePeTranscript, packages: PackageVisibility) -> [String] {
        let flow = transcript.flow
        var notes: [String] = []
        let phonePe = packages.verdict(for: AndroidPackages.phonePe)
        if flow != .pgIntent, flow != .openIntent, let phonePe, !phonePe.visible, flow != .sdkDebit {
            let consequence = flow == .mandate
                ? "the mandate, documented only as PhonePe intent, is refused"
                : "the gateway answers its web checkout"
            notes.append("\(AndroidPackages.phonePe) is installed, but the merchant app cannot see it (Android 11's package visibility): guarded code "
                + "(resolveActivity, getPackageInfo) reports no PhonePe, so isPPAppPresent is false and \(consequence), although startActivity would have opened it.")
        }
        switch flow {
        case .pgIntent:
            notes.append("On Android targetApp names the package to start (paymentInstrument {type: UPI_INTENT, targetApp: <package>}, deviceContext {deviceOS: ANDROID}); the seeds show no Android answer, so the gateway answers a generic upi://pay intentUrl with the iOS samples' parameters and no mcbs, which the app starts with setPackage.")
        case .openIntent:
            notes.append("On Android the open intent goes through the system chooser, which lists every app that handles upi://pay whatever <queries> says; openIntentWithApp is not sent, since the user picks after the call, and the gateway answers a generic upi://pay (an assumption: the seeds document the open intent on iOS only).")
        case .phonepeIntent:
            notes.append("On Android /v4/debit's deviceContext is deviceOS ANDROID and isPPAppPresent, without appSupportedSchemas or merchantCallBackScheme (iOS SDK fields); the gateway answers a generic upi://pay URL, which the app starts explicitly to \(AndroidPackages.phonePe).")
        case .sdkDebit:
            notes.append("Decision for Android: PhonePe's Android SDK starts \(AndroidPackages.phonePe) for a result itself and returns by onActivityResult like any UPI app; the /v3/debit answer (a ppe://pay URL, as the request carries no deviceContext) is not what starts PhonePe. The start is not filtered by package visibility; without PhonePe installed it fails and the SDK reports it.")
        case .mandate:
            notes.append("On Android the mandate link is upi://mandate, started explicitly to \(AndroidPackages.phonePe); no callback scheme is required or sent, as the result comes back by onActivityResult (the mandate document's table marks merchantCallBackScheme mandatory for iOS).")
        }
        if case .finished? = transcript.android?.ending {
            notes.append("The result's spelling follows a table of plausible per-app spellings (PhonePe and BHIM SUCCESS/FAILURE, Paytm Success/Failed, Google Pay SUCCESS/FAILURE/Submitted), not any app's documented contract; the reading ignores case, as robust apps do.")
            if transcript.android?.package == AndroidPackages.googlePay {
                notes.append("Google Pay: a response of Submitted or Succeeded must still be verified with the PSP.")
            }
        }
        return notes
    }
}
