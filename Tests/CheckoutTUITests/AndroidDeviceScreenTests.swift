import CheckoutCore
import CheckoutTUI
import Testing

/// The device screen and its editor on an Android phone: apps by package, the manifest, package
/// visibility with the fix for each hidden app, and the checkout page with the chooser, following each edit.
@Suite("Android device screen")
struct AndroidDeviceScreenTests {
    static func device(_ id: String = "android14-no-queries", columns: Int = 120, rows: Int = 40) -> TUIDriver {
        DeviceEditorTests.device(id, columns: columns, rows: rows)
    }

    static func screen(_ driver: TUIDriver) throws -> DeviceScreen { try #require(DeviceEditorTests.screen(driver)) }

    /// The visibility table's row of `app`.
    static func row(_ app: String, _ driver: TUIDriver) -> String? {
        driver.lines.first { $0.hasPrefix("│ \(app) ") && ($0.contains(" yes ") || $0.contains(" no ")) }
    }

    static let upiApps = ["PhonePe", "Google Pay", "Paytm", "BHIM", "CRED", "Amazon Pay"]

    @Test func withoutQueriesEveryUPIAppIsHiddenWithTheFixAndTheChooserListsThemAll() throws {
        let driver = Self.device()
        let screen = try Self.screen(driver)
        #expect(screen.focus == .visibility)
        #expect(screen.paneOrder == [.apps, .merchant, .visibility, .page])
        #expect(driver.text.contains("Installed apps (6) on Android 14, API 34"))
        #expect(driver.lines.contains { $0.contains("│ phonepe 24.03    hidden         com.phonepe.app: upi://pay, upi://mandate, phonepe://pay") })
        #expect(driver.lines.contains { $0.contains("│ <queries>    none") })
        for app in Self.upiApps {
            let row = try #require(Self.row(app, driver), "\(app) has no row")
            #expect(row.contains(" no ") && row.contains("targetSdk 34 on Android 14 (API 34) filters packages"), "\(row)")
        }
        // The chosen app (the first) explained whole, with the manifest line that would show it.
        #expect(screen.selectedVerdict?.package == AndroidPackages.phonePe)
        #expect(driver.text.contains("fix: <queries><intent><action android:name=\"android.intent.action.VIEW\"/><data"))
        #expect(driver.lines.contains { $0.contains("│ buttons        none: the merchant app sees no UPI app") })
        #expect(driver.text.contains("the page sees no UPI app, yet the system chooser for upi://pay would list PhonePe"))
        #expect(driver.text.contains(#"{"deviceOS":"ANDROID","isPPAppPresent":false}"#))
        #expect(driver.lines.last?.contains("i a x t p edit") == true)
    }

    @Test func theUPIIntentAddedInTheEditorShowsEveryAppAtOnce() throws {
        var driver = Self.device()
        // a on a hidden UPI app offers its fix: the upi://pay intent.
        driver.press(.character("a"))
        #expect(driver.text.contains("Add to <queries>: an intent (upi://pay) or a package (com.phonepe.app)"))
        #expect(driver.text.contains("> upi://pay"))
        #expect(driver.text.contains("Enter adds an <intent> for upi://pay: the page would show 6 UPI apps (now 0)"))
        driver.confirm()
        let screen = try Self.screen(driver)
        #expect(screen.isModified)
        #expect(screen.page.shownAppNames == Self.upiApps)
        for app in Self.upiApps { #expect(Self.row(app, driver)?.contains(" yes ") == true, "\(app)") }
        #expect(driver.lines.contains { $0.contains("│ <queries>    <intent> upi://pay") })
        #expect(driver.lines.contains { $0.contains("│ buttons        PhonePe, Google Pay, Paytm, BHIM, CRED, Amazon Pay") })
        #expect(!driver.text.contains("fix: "))
        // Added again, it is refused inline with the loader's words.
        driver.press(.character("a"))
        driver.type("UPI://pay")
        driver.confirm()
        #expect(driver.text.contains("an <intent> for upi://pay is in <queries> already"))
        driver.back()
        // The checkout page has a button for each.
        driver.confirm()
        for app in Self.upiApps { #expect(driver.lines.contains { $0.contains("Pay with  \(app) ") }, "\(app)") }
    }

    @Test func targetSdk29FiltersNothingAndABadLevelIsRefusedInline() throws {
        var driver = Self.device()
        driver.press(.character("t"))
        #expect(driver.text.contains("The merchant app's targetSdk"))
        #expect(driver.text.contains("> 34"))
        driver.type("abc")
        #expect(driver.text.contains("An API level, a whole number from 21 to 36"))
        driver.confirm()
        #expect(try Self.screen(driver).isModified == false)
        driver.erase(3)
        driver.type("99")
        #expect(driver.text.contains("must be an Android API level from 21 (Android 5.0) to 36 (Android 16), got 99"))
        driver.erase(2)
        driver.type("29")
        #expect(driver.text.contains("Enter sets it: the page would show 6 UPI apps (now 0)"))
        driver.confirm()
        #expect(try Self.screen(driver).page.shownAppNames == Self.upiApps)
        #expect(driver.lines.contains { $0.contains("│ targetSdk    29: below 30, so Android does not filter what the app sees") })
        #expect(Self.row("BHIM", driver)?.contains("the merchant app targets API 29, below 30") == true)
    }

    @Test func pAsksForQueryAllPackagesAndAgainStops() throws {
        var driver = Self.device()
        driver.press(.character("p"))
        #expect(try Self.screen(driver).page.shownAppNames == Self.upiApps)
        #expect(driver.lines.contains { $0.contains("│ permissions  android.permission.QUERY_ALL_PACKAGES") })
        driver.press(.character("p"))
        #expect(try Self.screen(driver).isModified == false)
    }

    @Test func xRemovesTheQueriesEntryChosenInTheManifest() throws {
        var driver = Self.device("android14-queries-packages-only")
        driver.press(.character("x"))
        #expect(try Self.screen(driver).focus == .merchant)
        #expect(driver.foot.contains("Choose a <queries> entry in the manifest with ↑↓, then x removes it"))
        let before = try Self.screen(driver).profile.merchantApp.android?.queries.packages ?? []
        #expect(!before.isEmpty)
        driver.press(.home)
        for _ in 0..<6 where driver.chosenLines.first?.contains("<package>") != true { driver.selectNext() }
        let chosen = try #require(driver.chosenLines.first)
        let package = try #require(before.first { chosen.contains("<package> \($0)") })
        driver.press(.character("x"))
        #expect(try Self.screen(driver).profile.merchantApp.android?.queries.packages == before.filter { $0 != package })
    }

    @Test func anAppIsInstalledByPackageAndTheTabOrderIsAndroids() throws {
        var driver = Self.device("android14-bhim-cred-only")
        driver.nextPane()
        #expect(try Self.screen(driver).focus == .page)
        driver.nextPane()
        #expect(try Self.screen(driver).focus == .apps)
        driver.press(.home)
        driver.selectNext(2)
        #expect(driver.chosenLines.first?.contains("phonepe") == true)
        driver.press(.character("i"))
        #expect(try Self.screen(driver).page.shownAppNames == ["BHIM", "CRED", "PhonePe"])
        #expect(driver.lines.contains { $0.contains("│ phonepe          shown          com.phonepe.app: upi://pay, upi://mandate, phonepe://pay") })
    }

    @Test func theHelpNamesAndroidsKeys() {
        var driver = Self.device()
        driver.openHelp()
        for key in ["add an intent (upi://pay) or a package to <queries>", "change the merchant app's targetSdk", "ask for QUERY_ALL_PACKAGES", "remove the <queries> entry"] {
            #expect(driver.text.contains(key), "\(key)")
        }
        #expect(!driver.text.contains("change the iOS version"))
    }

    @Test func aPasteIntoTheQueriesPromptIsCut() throws {
        var driver = Self.device()
        driver.press(.character("a"))
        driver.send(.paste(String(repeating: "u", count: 10_000) + "\n"))
        #expect(driver.text.contains("At most 200 characters: the rest is left out"))
        driver.back()
        driver.press(.character("t"))
        driver.send(.paste(String(repeating: "9", count: 5_000)))
        driver.confirm()
        #expect(driver.text.contains("An API level, a whole number from 21 to 36"))
        #expect(try Self.screen(driver).isModified == false)
    }

    @Test func aTinyWindowSaysItIsTooSmall() {
        var driver = Self.device()
        driver.resize(columns: 30, rows: 8)
        // Wrapped to the width: the sentence, then the size.
        #expect(driver.text.contains("The window is too small") && driver.text.contains("(30×8)."))
        #expect(!driver.text.contains("Package visibility"))
        driver.resize(columns: 80, rows: 24)
        #expect(driver.text.contains("Package visibility"))
    }
}
