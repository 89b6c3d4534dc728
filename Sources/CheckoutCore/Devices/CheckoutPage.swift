/// The UPI apps a merchant's checkout page lists on this device, and why the others are missing.
public struct CheckoutPage: Sendable, Equatable {
    public var visibleApps: [UPIApp]
    /// For each app not shown, what its detection schemes answered.
    public var hiddenReasons: [UPIApp: String]

    public init(device: Device) {
        var visible: [UPIApp] = []
        var hidden: [UPIApp: String] = [:]
        for app in UPIApp.allCases {
            let statuses = app.detectionSchemes.map(device.status(of:))
            if statuses.contains(where: \.canOpen) {
                visible.append(app)
            } else {
                hidden[app] = statuses.map { "\($0.scheme): \($0.reason)" }.joined(separator: "; ")
            }
        }
        visibleApps = visible
        hiddenReasons = hidden
    }
}
