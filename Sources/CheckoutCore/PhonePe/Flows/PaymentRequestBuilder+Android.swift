/// Which package an Android walk starts.
extension PaymentRequestBuilder {
    /// Android packages are written out in full; anything longer is no package a phone installs.
    public static let packageLengthLimit = 255

    /// The package the merchant app starts on Android: `com.phonepe.app` for the PhonePe-only flows; for
    /// pg-intent the user's pick (any package: `startActivity` is not filtered, so an app the page cannot
    /// see still opens) or the page's first button; for open-intent the app the user picks in the system
    /// chooser, which lists every handler of `upi://pay` (nil when none does: the start then fails).
    public static func chooseAndroidPackage(options: PhonePeOptions, page: AndroidCheckoutPage) -> Result<String?, RuleViolation> {
        let picked = options.package ?? options.app?.androidPackage
        if let picked, let problem = packageProblem(picked) { return .failure(RuleViolation(field: "--app", rule: problem)) }
        switch options.flow {
        case .phonepeIntent, .sdkDebit, .mandate:
            if let picked, picked != AndroidPackages.phonePe {
                return .failure(RuleViolation(
                    field: "--app",
                    rule: "\(options.flow.rawValue) always starts PhonePe (\(AndroidPackages.phonePe)); --app \(picked) applies only to open-intent and pg-intent"))
            }
            return .success(AndroidPackages.phonePe)
        case .pgIntent:
            if let picked { return .success(picked) }
            guard let first = page.shown.first else {
                let chooser = page.chooser.map(\.package).joined(separator: ", ")
                return .failure(RuleViolation(
                    field: "paymentInstrument.targetApp",
                    rule: "the checkout page shows no UPI app (the merchant app sees none)"
                        + (chooser.isEmpty ? " and none is installed" : "; name one with --app, startActivity would still open it (installed: \(chooser))")))
            }
            return .success(first.package)
        case .openIntent:
            guard let picked else { return .success(page.chooser.first?.package) }
            guard page.chooser.contains(where: { $0.package == picked }) else {
                let listed = page.chooser.map(\.package).joined(separator: ", ")
                return .failure(RuleViolation(
                    field: "--app",
                    rule: "\(picked) is not in the system chooser for upi://pay, which lists "
                        + (listed.isEmpty ? "no app (none installed handles it)" : listed) + ": the user picks only what it lists"))
            }
            return .success(picked)
        }
    }

    /// Why `text` is no Android package name, or nil.
    public static func packageProblem(_ text: String) -> String? {
        if text.utf8.count > packageLengthLimit {
            return "a package name of \(text.utf8.count) bytes is longer than any installed package (at most \(packageLengthLimit))"
        }
        return ProfileRules.dottedNameProblem(text, example: AndroidPackages.phonePe)
            .map { "\($0), or one of \(UPIApp.allCases.map(\.rawValue).joined(separator: ", "))" }
    }
}
