import CheckoutCore

/// One profile file as the picker lists it: loaded, or invalid with its problems.
public struct ProfileEntry: Equatable, Sendable {
    /// The file name without extension, as `--profile` takes it (e.g. "gpay-only").
    public var id: String
    public var file: String
    public var profile: DeviceProfile?
    /// Why the file could not be loaded; empty when `profile` is set.
    public var problems: [String]
    /// The UPI apps its checkout page shows (empty for an invalid profile).
    public let visibleApps: [UPIApp]
    /// The names of every app with a button on its checkout page (on Android, beyond the catalog's three).
    public let shownAppNames: [String]
    /// Written by the device editor in this session: a scenario walked on it names it by its path
    /// relative to the scenario, so it replays from any folder (an edited phone is no shipped name).
    public var savedByEditor = false

    public init(id: String, file: String, profile: DeviceProfile) {
        self.id = id
        self.file = file
        self.profile = profile
        problems = []
        let page = CheckoutPage(device: Device(profile: profile))
        visibleApps = page.visibleApps
        shownAppNames = page.shownAppNames
    }

    public init(id: String, file: String, problems: [String]) {
        self.id = id
        self.file = file
        profile = nil
        self.problems = problems.isEmpty ? ["could not be loaded"] : problems
        visibleApps = []
        shownAppNames = []
    }

    public var isValid: Bool { profile != nil }
}
