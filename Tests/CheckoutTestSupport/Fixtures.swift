import CheckoutCore

/// Device profiles built in code, each isolating one iOS rule.
public enum Fixtures {
    public static let phonePe = InstalledApp(
        id: "phonepe", version: "24.03", schemes: PhonePeSchemes.merchantSDK + ["ppe"])
    public static let gpay = InstalledApp(id: "gpay", schemes: ["gpay"])
    public static let paytm = InstalledApp(id: "paytm", schemes: ["paytmmp"])
    /// The five schemes the seeds tell merchants to declare.
    public static let documentedQueries = PhonePeSchemes.merchantSDK + ["paytmmp", "gpay"]

    public static func profile(
        os: String = "17.4", apps: [InstalledApp] = [phonePe, gpay, paytm], queries: [String] = documentedQueries,
        urlSchemes: [String] = ["iOSIntentIntegration"], callbackScheme: String? = "iOSIntentIntegration"
    ) -> DeviceProfile {
        DeviceProfile(
            name: "test device", os: OperatingSystem(version: os), installedApps: apps,
            merchantApp: MerchantApp(
                bundleId: "com.example.shop", queriesSchemes: queries, urlSchemes: urlSchemes, callbackScheme: callbackScheme))
    }

    /// `count` filler schemes that no installed app registers.
    public static func fillerSchemes(_ count: Int) -> [String] {
        (1...max(1, count)).prefix(count).map { "filler\($0)" }
    }
}
