/// The UPI apps a merchant's checkout page lists on this device, and why the others are missing.
public struct CheckoutPage: Sendable, Equatable {
    /// The catalog apps the page lists (the ones `openIntentWithApp` and iOS's `targetApp` can name).
    public var visibleApps: [UPIApp]
    /// For each app not shown, what its detection schemes answered (on Android, its visibility).
    public var hiddenReasons: [UPIApp: String]
    /// On Android, the page by package: every UPI app, the chooser's list beside it; nil on iOS.
    public var android: AndroidCheckoutPage?

    /// The names of the apps with a button on the page: on Android every visible UPI app, not only the catalog's.
    public var shownAppNames: [String] { android.map { $0.shown.map(\.displayName) } ?? visibleApps.map(\.displayName) }

    public init(device: Device) {
        if let packages = device.packages {
            let page = AndroidCheckoutPage(packages)
            android = page
            let visible = UPIApp.allCases.filter { app in page.shown.contains { $0.package == app.androidPackage } }
            visibleApps = visible
            hiddenReasons = Dictionary(uniqueKeysWithValues: UPIApp.allCases.filter { !visible.contains($0) }.map { app in
                (app, packages.verdict(for: app.androidPackage).map { "\(app.androidPackage): \($0.reason)" } ?? "\(app.androidPackage) is not installed")
            })
            return
        }
        var visible: [UPIApp] = []
        var hidden: [UPIApp: String] = [:]
        for app in UPIApp.allCases {
            if app.detectionSchemes.contains(where: device.canOpenURL(scheme:)) {
                visible.append(app)
            } else {
                hidden[app] = app.detectionSchemes.map { "\($0): \(device.status(of: $0).reason)" }.joined(separator: "; ")
            }
        }
        visibleApps = visible
        hiddenReasons = hidden
        android = nil
    }
}

/// An Android checkout page: a button per UPI app the merchant app can see (`queryIntentActivities`
/// for `upi://pay`), and the system chooser, which lists every app that handles it.
public struct AndroidCheckoutPage: Sendable, Equatable {
    /// The UPI apps with a button, in installation order.
    public var shown: [PackageVerdict]
    /// The installed UPI apps the merchant app cannot see.
    public var hidden: [PackageVerdict]
    /// What the chooser for `upi://pay` lists: every handler, visible or not.
    public var chooser: [PackageVerdict]

    public init(_ packages: PackageVisibility) {
        shown = packages.visibleUPIApps
        hidden = packages.hiddenUPIApps
        chooser = packages.chooser(for: AndroidPackages.upiPay)
    }

    /// The chooser's apps that have no button on the page: what a user sees only by "Pay with any UPI app".
    public var chooserOnly: [PackageVerdict] { chooser.filter { app in !shown.contains { $0.package == app.package } } }

    /// The page's sentence about the chooser, or nil when it lists nothing the page does not.
    public var chooserNote: String? {
        let extra = chooserOnly
        guard !extra.isEmpty else { return nil }
        let names = extra.map(\.displayName).joined(separator: ", ")
        if shown.isEmpty {
            return "the page sees no UPI app, yet the system chooser for upi://pay would list \(names): startActivity is not filtered"
        }
        return "the system chooser for upi://pay would also list \(names), which the page does not show"
    }
}
