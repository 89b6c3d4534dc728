import CheckoutCore
import CheckoutTestSupport
import Testing

/// The scheme table answers by hash look-ups; these are the answers it gave when it scanned lists, on
/// a profile with every corner: mixed case, a scheme declared twice, one registered by several apps
/// (one of them twice), declarations beyond the 50-scheme limit and the merchant app's own URL type.
@Suite("Scheme table answers")
struct SchemeTableTests {
    static let other = InstalledApp(id: "other", schemes: ["GPAY", "tez", "hidden"])
    static let device = Device(profile: Fixtures.profile(
        apps: [InstalledApp(id: "gpay", schemes: ["gpay", "GPay"]), other],
        queries: ["GPay", "paytmmp", "gpay"] + Fixtures.fillerSchemes(48) + ["tez", "iosintentintegration"]))

    struct Row: Equatable, CustomStringConvertible {
        var scheme: String, position: Int?, registeredBy: [String], canOpen: Bool, reason: String
        var description: String { "\(scheme) #\(position.map(String.init) ?? "-") \(registeredBy) \(canOpen) \(reason)" }
    }

    @Test func everyRowIsWhatTheListScansAnswered() {
        let beyond = "beyond the 50-scheme limit of iOS 15 and later"
        let nowhere = "not declared in LSApplicationQueriesSchemes, and no installed app registers it"
        var expected = [
            Row(scheme: "GPay", position: 1, registeredBy: ["gpay", "gpay", "other"], canOpen: true, reason: "declared and registered by gpay, gpay, other"),
            Row(scheme: "paytmmp", position: 2, registeredBy: [], canOpen: false, reason: "declared, but no installed app registers it"),
        ]
        expected += (1...47).map { Row(scheme: "filler\($0)", position: $0 + 3, registeredBy: [], canOpen: false, reason: "declared, but no installed app registers it") }
        expected += [
            Row(scheme: "filler48", position: 51, registeredBy: [], canOpen: false, reason: "declared at position 51, \(beyond)"),
            Row(scheme: "tez", position: 52, registeredBy: ["other"], canOpen: false, reason: "declared at position 52, \(beyond)"),
            Row(scheme: "iosintentintegration", position: 53, registeredBy: ["com.example.shop"], canOpen: false, reason: "declared at position 53, \(beyond)"),
        ]
        expected += PhonePeSchemes.merchantSDK.map { Row(scheme: $0, position: nil, registeredBy: [], canOpen: false, reason: nowhere) }
        expected.append(Row(scheme: "hidden", position: nil, registeredBy: ["other"], canOpen: false, reason: "not declared in LSApplicationQueriesSchemes (other is installed but hidden)"))
        let table = Self.device.schemeTable.map {
            Row(scheme: $0.scheme, position: $0.declaredPosition, registeredBy: $0.registeredBy, canOpen: $0.canOpen, reason: $0.reason)
        }
        #expect(table == expected)
    }

    @Test func singleQuestionsFoldCaseAndKeepInstallationOrder() {
        let device = Self.device
        #expect(device.declaredPosition(of: "GPAY") == 1)
        #expect(device.declaredPosition(of: "Tez") == 52)
        #expect(device.declaredPosition(of: "hidden") == nil)
        #expect(device.canOpenURL(scheme: "gpay"))
        #expect(!device.canOpenURL(scheme: "TEZ"))
        #expect(device.isRegistered("HIDDEN"))
        #expect(!device.isRegistered("paytmmp"))
        #expect(device.open(scheme: "GPAY") == .opened(appId: "gpay"))
        #expect(device.open(scheme: "tez") == .opened(appId: "other"))
        #expect(device.open(scheme: "IOSIntentIntegration") == .opened(appId: "com.example.shop"))
        #expect(device.status(of: "Hidden").reason == "not declared in LSApplicationQueriesSchemes (other is installed but hidden)")
    }

    /// A few schemes are looked up by scanning a list, many by hashing: the answers are the same, and
    /// later registrations of a scheme come after earlier ones either way.
    @Test(arguments: [0, 40])
    func fewOrManySchemesGiveTheSameAnswers(fillers: Int) {
        let filler = InstalledApp(id: "filler", schemes: Fixtures.fillerSchemes(fillers))
        let device = Device(profile: Fixtures.profile(
            apps: [filler, InstalledApp(id: "gpay", schemes: ["GPay"]), InstalledApp(id: "tez", schemes: ["gpay", "tez"])],
            queries: ["gpay", "GPAY"] + Fixtures.fillerSchemes(fillers) + ["tez"]))
        #expect(device.declaredPosition(of: "GPay") == 1)
        #expect(device.declaredPosition(of: "TEZ") == fillers + 3)
        #expect(device.status(of: "gpay").registeredBy == ["gpay", "tez"])
        #expect(device.open(scheme: "GPAY") == .opened(appId: "gpay"))
        #expect(device.canOpenURL(scheme: "tez") && device.canOpenURL(scheme: "gPay"))
        #expect(!device.isRegistered("paytmmp") && device.status(of: "paytmmp").registeredBy.isEmpty)
    }
}
