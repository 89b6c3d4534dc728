import ArgumentParser
import CheckoutCore

/// `run --app`: a catalog app (PHONEPE, GPAY, PAYTM, any case) or, for an Android profile, a package
/// name or another Android catalog name (BHIM, CRED, AMAZONPAY, WHATSAPP). Anything else is refused
/// by `run`'s validation (`problem`), naming the flag; whether a package fits the profile is the walk's rule.
struct AppArgument: ExpressibleByArgument {
    let text: String
    let app: UPIApp?

    /// Android's other catalog apps by name (BHIM, CRED, AMAZONPAY…), with their packages.
    private let namedPackage: String?

    init?(argument: String) {
        text = argument
        app = UPIApp(caseInsensitive: argument)
        namedPackage = AndroidPackages.known.first { $0.id.lowercased() == argument.lowercased() }?.package
    }

    /// Why the value is neither a catalog name nor a package name, or nil; `run` refuses it naming the flag.
    var problem: String? {
        guard app == nil, namedPackage == nil, let problem = PaymentRequestBuilder.packageProblem(text) else { return nil }
        return "--app \(text.prefix(60))\(text.count > 60 ? "…" : ""): \(problem)"
    }

    /// The package named, when it is no `UPIApp` (which the walk turns into its package itself).
    var package: String? { app == nil ? namedPackage ?? text : nil }

    static var allValueStrings: [String] { UPIApp.allValueStrings }

    var defaultValueDescription: String { text }
}
