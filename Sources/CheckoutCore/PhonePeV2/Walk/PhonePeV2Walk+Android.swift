/// A v2 walk on an Android phone: the intent's `targetApp` is a package, chosen among the apps the
/// merchant app can see; the app (or PhonePe, for the SDK) is started for a result, which
/// `startActivity` does whether or not the merchant app can see it; and what comes back is
/// `onActivityResult`, read and then checked with the server.
extension PhonePeV2Walk {
    /// The intent's package: `--app` (a package, or a catalog name's package), else the page's first
    /// button. An app the page does not show may still be named: an explicit intent opens it.
    mutating func chooseAndroidApp(_ page: AndroidCheckoutPage) -> Bool {
        let options = transcript.options
        let field = "paymentFlow.paymentMode.targetApp"
        guard let package = options.package ?? options.app?.androidPackage ?? page.shown.first?.package else {
            let why = page.hidden.isEmpty
                ? "no UPI app is installed"
                : "the merchant app sees none of the installed UPI apps (\(page.hidden.map(\.displayName).joined(separator: ", "))); "
                    + (page.hidden.first?.fix.map { "add \($0) to its manifest" } ?? "")
            transcript.errors = [RuleViolation(field: field, rule: "no UPI app is on this phone's checkout page: \(why)" + (page.chooserNote.map { "; \($0)" } ?? ""))]
            return false
        }
        if let problem = PhonePeV2Rules.androidTargetAppProblem(package) {
            transcript.errors = [RuleViolation(field: field, rule: problem)]
            return false
        }
        transcript.app = UPIApp(androidPackage: package)
        transcript.android = PhonePeV2AndroidStep(package: package, start: .notFound(reason: "not started yet"))
        return true
    }

    /// `startActivity` for the intent's package, or PhonePe's for the SDK; the SDK without a PhonePe it
    /// can see runs its web flow, as on iOS.
    mutating func androidHandOff(_ packages: PackageVisibility) {
        let body = transcript.orderCall?.response.body ?? .null
        if transcript.flow == .sdk {
            transcript.startCheckout = startCheckoutArguments()
            guard transcript.app == .phonepe else {
                transcript.handOff = PhonePeV2HandOff(surface: .sdkWebFlow, url: sdkWebFlowPage)
                return
            }
            let start = packages.startActivity(AndroidURIPattern(scheme: "phonepe", host: "pay"), package: AndroidPackages.phonePe)
            transcript.android = PhonePeV2AndroidStep(package: AndroidPackages.phonePe, start: start)
            record(start, url: "intent to \(AndroidPackages.phonePe)")
            return
        }
        let url = body["intentUrl"]?.stringValue ?? ""
        let package = transcript.android?.package ?? ""
        let start = packages.startActivity(AndroidPackages.upiPay, package: package)
        transcript.android?.start = start
        record(start, url: url)
    }

    private mutating func record(_ start: ActivityStart, url: String) {
        switch start {
        case .opened(let package):
            transcript.handOff = PhonePeV2HandOff(surface: .paymentApp, url: url, openedAppId: AndroidPackages.defaultId(of: package))
        case .chooser, .notFound:
            let reason: String
            if case .notFound(let why) = start { reason = why } else { reason = "an explicit intent never shows the chooser" }
            transcript.handOff = PhonePeV2HandOff(surface: .paymentApp, url: url, failure: reason)
            transcript.result = PhonePeV2Result(code: "ACTIVITY_NOT_FOUND", summary: "the UPI app never opened: \(reason); the order stays PENDING until it expires")
        }
    }

    /// How the app ended and what `onActivityResult` got: a result for paying or declining, a back
    /// press for cancelling or switching back by hand, nothing when the process was killed.
    mutating func androidReturn(_ choice: PayerChoice) -> PhonePeV2Return {
        let package = transcript.android?.package ?? AndroidPackages.phonePe
        let name = AndroidPackages.displayName(of: package)
        let ending: UPIActivityReturn
        let reason: String
        switch choice {
        case .payThenKill:
            ending = .processKilled
            reason = "the merchant app's process was killed while \(name) was in front: onActivityResult never runs; the server learns the outcome from the webhook or order status"
        case .cancel, .payThenSwitchBack:
            ending = .backPressed
            reason = choice == .cancel
                ? "the user pressed back in \(name) without paying: RESULT_CANCELED with no data; the order stays PENDING"
                : "the user came back before \(name) handed a result: RESULT_CANCELED with no data, although the payment may complete"
        default:
            let code = transcript.options.upiResponseCode ?? (choice == .decline ? .declined : .success)
            let transactionId = PhonePeV2Ids.transactionId(seed: transcript.options.seed, attempt: 0)
            ending = .finished(UPIActivityResult.returned(
                by: package, code: code, txnId: transactionId, txnRef: transactionId, approvalRefNo: code.status == .failure ? "" : "5" + transactionId.suffix(11)))
            reason = "\(name) finished and Android handed its result to onActivityResult (responseCode \(code.rawValue))"
        }
        transcript.android?.ending = ending
        transcript.android?.reading = UPIResultReading(ending, txnRef: PhonePeV2Ids.transactionId(seed: transcript.options.seed, attempt: 0))
        return PhonePeV2Return(mode: ending == .processKilled ? .abandon : .activityResult, at: ending == .processKilled ? nil : Self.actsAt + 1, url: nil, reason: reason)
    }
}
