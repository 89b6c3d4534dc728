/// The walk on an Android phone: the intent started explicitly or through the system chooser (neither
/// filtered by package visibility), and the return by `onActivityResult`, which proves nothing.
extension PhonePeWalk {
    /// `startActivity` with the gateway's intent: explicit to the chosen package, except the open intent,
    /// which goes through the system chooser. The PhonePe SDK starts PhonePe by its package itself.
    mutating func openOnAndroid(_ packages: PackageVisibility, intent step: IntentStep) {
        let package = transcript.android?.package
        var start: ActivityStart
        switch transcript.flow {
        case .sdkDebit:
            // The SDK builds its own intent to com.phonepe.app from the signed request: only installation matters.
            start = packages.verdict(for: AndroidPackages.phonePe) == nil
                ? .notFound(reason: "ActivityNotFoundException: \(AndroidPackages.phonePe) is not installed")
                : .opened(package: AndroidPackages.phonePe)
        case .openIntent:
            start = packages.startActivity(Self.uri(of: step.text), package: nil)
        default:
            start = packages.startActivity(Self.uri(of: step.text), package: package)
        }
        transcript.android?.start = start
        // In the chooser the user taps the picked app, "Just once".
        if case .chooser = start { start = package.map { .opened(package: $0) } ?? start }
        switch start {
        case .opened(let opened):
            transcript.android?.package = opened
            transcript.handOff = PhonePeHandOff(url: step.text, openedAppId: opened, failure: nil)
        case .notFound(let reason):
            transcript.handOff = PhonePeHandOff(url: step.text, openedAppId: nil, failure: reason)
            transcript.result = PhonePeResult(code: "ACTIVITY_NOT_FOUND", state: .notStarted, summary: "the UPI app never opened: \(reason)")
            if transcript.flow == .sdkDebit {
                transcript.sdkResult = PhonePeSDKResult(
                    completionCalled: true, successful: false,
                    meaning: "the SDK reports the failure to the app (PhonePe could not be started); the payment never started")
            }
        case .chooser:
            break
        }
    }

    /// `upi://pay` or `upi://mandate`: the scheme and host of an intent URL.
    static func uri(of text: String) -> AndroidURIPattern {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let rest = parts.count > 1 ? parts[1].drop { $0 == "/" } : ""
        let host = rest.prefix { $0 != "?" && $0 != "/" && $0 != "#" }
        return AndroidURIPattern(scheme: String(parts[0]), host: host.isEmpty ? nil : String(host))
    }

    /// How the user gets back on Android: `auto` and `callback` are the UPI app finishing with a result
    /// (there is no callback scheme), `manual` (or leaving it pending) is a back press, `abandon` is the
    /// merchant app's process killed while the UPI app is in front.
    static func androidEnding(options: PhonePeOptions, package: String, ids: FlowIds) -> UPIActivityReturn {
        if options.returnMode == .abandon { return .processKilled }
        if options.returnMode == .manual || options.userAction == .leavePending { return .backPressed }
        let code = options.upiResponseCode ?? PhonePeAndroidStep.responseCode(for: options.userAction)
        return .finished(.returned(
            by: package, code: code, txnId: ids.pspTransactionId, txnRef: ids.merchantTransactionId, approvalRefNo: ids.utr))
    }

    /// The return step an Android ending gives, with its reading.
    mutating func returnOnAndroid(package: String) {
        let options = transcript.options
        let ending = Self.androidEnding(options: options, package: package, ids: ids)
        let reading = UPIResultReading(ending, txnRef: ids.merchantTransactionId)
        transcript.android?.ending = ending
        transcript.android?.reading = reading
        let name = AndroidPackages.displayName(of: package)
        switch ending {
        case .finished:
            var reason = "\(name) finished and onActivityResult got RESULT_OK: \(reading.summary)"
            if transcript.flow == .sdkDebit { reason = "PhonePe's Android SDK returns by onActivityResult too: " + reason }
            transcript.returnStep = PhonePeReturn(mode: .activityResult, url: nil, reason: reason)
        case .backPressed:
            transcript.returnStep = PhonePeReturn(
                mode: .manual, url: nil,
                reason: "the user pressed back in \(name): onActivityResult got RESULT_CANCELED with no data; the payment may still complete")
        case .processKilled:
            transcript.returnStep = PhonePeReturn(
                mode: .abandon, url: nil,
                reason: "the merchant app's process was killed while \(name) was in front: no result at all; the server learns the outcome from the S2S callback or a status check")
        }
    }
}

extension PhonePeWalk {
    /// The same walk with `package` picked in the system chooser: open-intent's request names no app,
    /// so only the app started, and what it hands back, differ.
    public func picked(inChooser package: String) -> PhonePeWalk {
        var options = transcript.options
        options.package = package
        options.app = UPIApp(androidPackage: package)
        return PhonePeWalk(device: device, page: transcript.page, options: options)
    }
}
