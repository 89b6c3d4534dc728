/// The UPI apps a merchant's checkout page lists on this device, and why the others are missing.
public struct CheckoutPage: Sendable, Equatable {
    public var visibleApps: [UPIApp]
    /// For each app not shown, what its detection schemes answered.
    public var hiddenReasons: [UPIApp: String]

    public init(device: Device) {
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
    }
}
