/// How much a profile may declare, checked at load so a runaway file is refused with the field, its
/// count and the limit instead of being walked. The limits sit far above any real device: iOS reads
/// only the first 50 declared query schemes, but profiles deliberately declare more to show that rule,
/// so a scheme list may hold 20 times as many; a real phone has a few hundred apps, few of them UPI.
public enum ProfileLimits {
    /// Entries in one scheme list (`merchantApp.queriesSchemes`, `merchantApp.urlSchemes`, an app's `schemes`).
    public static let schemesPerList = 1_000
    /// Apps in `installedApps`.
    public static let installedApps = 1_000
    /// Schemes the installed apps register together, so many apps cannot each bring a full list.
    public static let installedAppSchemes = 10_000
    /// Entries in `merchantApp.universalLinks`.
    public static let universalLinks = 1_000
    /// Entries in one Android list: `<queries>` packages or intents, permissions, an app's `handles`.
    public static let queriesEntries = 1_000
}
