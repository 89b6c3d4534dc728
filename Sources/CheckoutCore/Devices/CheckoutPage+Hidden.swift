/// Which installed apps the checkout page shows or hides, and what the merchant could change so it
/// shows an app it hides.
extension CheckoutPage {
    /// The UPI apps the page does not show, in `UPIApp.allCases` order.
    public var hiddenApps: [UPIApp] { UPIApp.allCases.filter { !visibleApps.contains($0) } }

    /// Whether the page shows `installed`; nil when it is not a UPI app, which the page never lists.
    public func shows(_ installed: InstalledApp) -> Bool? {
        UPIApp(appId: installed.id).map(visibleApps.contains)
    }

    /// What would put `app` on the page, from what its detection schemes answer on `device`: declare a
    /// scheme an installed app registers, move one iOS ignores into the first declared schemes, or
    /// install the app (and declare its scheme).
    public static func advice(toShow app: UPIApp, on device: Device) -> String {
        if let packages = device.packages {
            guard let verdict = packages.verdict(for: app.androidPackage) else { return "install \(app.displayName) (\(app.androidPackage))" }
            return verdict.fix.map { "add \($0) to the merchant app's manifest" } ?? "\(app.displayName) does not handle upi://pay"
        }
        let statuses = app.detectionSchemes.map(device.status(of:))
        if let hidden = statuses.first(where: { !$0.declared && !$0.registeredBy.isEmpty }) {
            return "declare \(hidden.scheme) in the merchant app's LSApplicationQueriesSchemes (\(app.displayName) is installed)"
        }
        if let late = statuses.first(where: { $0.declared && !$0.registeredBy.isEmpty && !$0.canOpen }) {
            return "move \(late.scheme) into the first \(Device.queriesSchemesLimit) LSApplicationQueriesSchemes "
                + "(iOS \(Device.queriesSchemesLimitSince) and later ignore the rest)"
        }
        let first = app.detectionSchemes[0]
        if statuses.contains(where: \.declared) {
            return "install \(app.displayName) (it registers \(first))"
        }
        return "install \(app.displayName) and declare \(first) in the merchant app's LSApplicationQueriesSchemes"
    }

    /// `advice(toShow:on:)` for every app the page hides.
    public static func advice(forHiddenAppsOf page: CheckoutPage, on device: Device) -> [UPIApp: String] {
        Dictionary(uniqueKeysWithValues: page.hiddenApps.map { ($0, advice(toShow: $0, on: device)) })
    }
}
