import CheckoutCore
import CheckoutTestSupport
import Testing

/// The Android walks beyond every flow on every profile: each way back to `onActivityResult`, the apps'
/// spellings and codes, explicit intents to apps the page cannot see or that are not installed, and the chooser.
extension GoldenTranscriptTests {
    static let androidScenarios: [Case] = [
        android("back-press", "android14-all-upi", ["--flow", "pg-intent", "--app", "GPAY", "--return", "manual"]),
        android("process-killed", "android14-all-upi", ["--flow", "phonepe-intent", "--return", "abandon", "--outcome", "pending:3,success"]),
        android("paytm-success-spelling", "android14-all-upi", ["--flow", "pg-intent", "--app", "PAYTM"]),
        android("gpay-submitted-pending", "android14-all-upi", ["--flow", "pg-intent", "--app", "GPAY", "--upi-response-code", "01", "--outcome", "pending:2,success"]),
        android("u69-expired", "android14-all-upi", ["--flow", "open-intent", "--app", "BHIM", "--upi-response-code", "U69", "--outcome", "failure"]),
        android("app-says-failed-server-says-success", "android14-all-upi", ["--flow", "pg-intent", "--app", "PAYTM", "--upi-response-code", "Z9"]),
        android("app-says-success-server-says-failure", "android14-all-upi", ["--flow", "pg-intent", "--app", "BHIM", "--outcome", "pending:1,failure"]),
        android("pg-intent-bhim", "android14-bhim-cred-only", ["--flow", "pg-intent", "--app", "in.org.npci.upiapp"]),
        android("pg-intent-hidden-app-still-opens", "android14-no-queries", ["--flow", "pg-intent", "--app", "GPAY"]),
        android("activity-not-found", "android14-bhim-cred-only", ["--flow", "pg-intent", "--app", "PHONEPE"]),
        android("open-intent-chooser-lists-more", "android14-queries-packages-only", ["--flow", "open-intent", "--app", "CRED"]),
        android("phonepe-intent-hidden-web-fallback", "android14-no-queries", ["--flow", "phonepe-intent", "--user-action", "decline"]),
        android("open-intent-not-in-chooser", "android14-bhim-cred-only", ["--flow", "open-intent", "--app", "PAYTM"]),
    ]

    private static func android(_ name: String, _ profile: String, _ arguments: [String]) -> Case {
        Case(name: "scenario-android-\(name)", arguments: ["--profile", profile] + arguments)
    }
}

/// For each shipped Android profile, the page's apps and the chooser's, written out: Android 11's rule
/// applied by hand, so the walk's answer is checked against the rule rather than against itself.
@Suite("Android visibility in run's JSON")
struct AndroidVisibleAppsTests {
    static let phonePe = "com.phonepe.app", gpay = "com.google.android.apps.nbu.paisa.user", paytm = "net.one97.paytm"
    static let bhim = "in.org.npci.upiapp", cred = "com.dreamplug.androidapp", amazon = "in.amazon.mShop.android.shopping"
    static let everyApp = [phonePe, gpay, paytm, bhim, cred, amazon]

    /// Profile, the apps the page shows (visibleApps), every app that handles upi://pay (the chooser).
    static let expected: [(profile: String, visible: [String], chooser: [String])] = [
        // API 29: nothing is filtered.
        ("android10-no-filtering", [phonePe, gpay, paytm, bhim], [phonePe, gpay, paytm, bhim]),
        // <queries> declares the upi://pay intent.
        ("android14-all-upi", everyApp, everyApp),
        ("android14-bhim-cred-only", [bhim, cred], [bhim, cred]),
        // targetSdk 34 without <queries>: nothing visible, everything in the chooser.
        ("android14-no-queries", [], everyApp),
        // <queries> names two packages but not the intent.
        ("android14-queries-packages-only", [phonePe, gpay], everyApp),
        ("android14-query-all-packages", everyApp, everyApp),
    ]

    @Test func everyShippedAndroidProfileIsListed() {
        #expect(Self.expected.map(\.profile).sorted() == ShippedProfileFiles.names(on: .android).sorted())
    }

    @Test(arguments: expected.map(\.profile))
    func visibleAppsAndTheChooserFollowTheRule(_ profile: String) throws {
        let expected = try #require(Self.expected.first { $0.profile == profile })
        let result = try CLI.run(["run", "--profile", profile, "--flow", "pg-intent", "--format", "json"])
        let json = try JSONParser.parse(result.stdout)
        #expect(json["visibleApps"] == .array(expected.visible.map(JSONValue.string)))
        #expect(json["platform"] == "Android")
        let open = try JSONParser.parse(try CLI.run(["run", "--profile", profile, "--flow", "open-intent", "--format", "json"]).stdout)
        #expect(open["chooser"] == .array(expected.chooser.map(JSONValue.string)))
        if expected.chooser.count > 1 {
            #expect(open["android"]?["startActivity"]?["chooser"] == .array(expected.chooser.map(JSONValue.string)))
        }
    }
}
