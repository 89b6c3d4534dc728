import CheckoutCore
import CheckoutTUI
import Testing

@Suite("Device editor")
struct DeviceEditorTests {
    /// The device screen of `id` from the picker, which makes it editable.
    static func device(_ id: String = "iphone15-all-upi", columns: Int = 80, rows: Int = 24) -> TUIDriver {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry(id)], columns: columns, rows: rows)
        driver.confirm()
        return driver
    }

    static func screen(_ driver: TUIDriver) -> DeviceScreen? {
        if let screen = driver.model.current.screen(as: DeviceScreen.self) { return screen }
        return nil
    }

    /// From the scheme table to the apps pane (schemes → merchant → apps), on its first app.
    static func focusApps(_ driver: inout TUIDriver) {
        driver.previousPane()
        driver.previousPane()
        driver.press(.home)
    }

    @Test func uninstallingPhonePeChangesTheTableAndTheCheckoutPageAtOnce() throws {
        var driver = Self.device(columns: 120, rows: 40)
        Self.focusApps(&driver)
        driver.press(.character("i"))
        #expect(driver.lines[0].hasSuffix("iPhone 15 — PhonePe, GPay, Paytm [modified]"))
        #expect(driver.lines.contains { $0.contains("│ phonepe 24.03  not installed ") })
        let v1 = try #require(driver.lines.first { $0.contains("│ ppemerchantsdkv1 ") })
        #expect(v1.contains("#1        -              no          declared, but no installed app registers it"))
        #expect(driver.text.contains("\"isPPAppPresent\": false"))
        driver.confirm()
        #expect(driver.lines.contains { $0.contains("Pay with") && $0.contains("Google Pay") })
        #expect(!driver.lines.contains { $0.contains("Pay with") && $0.contains("PhonePe") })
        // Back on the device screen the edit is still there; i again puts PhonePe back where it was.
        driver.back()
        driver.press(.character("i"))
        #expect(Self.screen(driver)?.isModified == false)
        #expect(Self.screen(driver)?.profile == ShippedProfiles.profile("iphone15-all-upi"))
    }

    @Test func iOutsideTheAppsPaneOnlyFocusesIt() {
        var driver = Self.device()
        driver.press(.character("i"))
        #expect(Self.screen(driver)?.focus == .apps)
        #expect(Self.screen(driver)?.isModified == false)
        #expect(driver.lines[23].contains("Choose the app with ↑↓, then i installs or uninstalls it"))
    }

    @Test func aUPIAppTheProfileLacksCanBeInstalled() {
        var driver = Self.device("gpay-only", columns: 120, rows: 40)
        Self.focusApps(&driver)
        driver.selectNext()
        #expect(driver.chosenLines.first?.contains("phonepe") == true)
        driver.press(.character(" "))
        // gpay-only declares PhonePe's schemes, so installing it is enough to put it on the page.
        #expect(Self.screen(driver)?.page.visibleApps == [.phonepe, .gpay])
        #expect(Self.screen(driver)?.profile.installedApps.map(\.id) == ["gpay", "phonepe"])
    }

    @Test func aSchemeIsDeclaredThroughAPromptAndABadOneIsRefusedInline() throws {
        var driver = Self.device(columns: 120, rows: 40)
        driver.press(.character("a"))
        #expect(driver.text.contains("Declare a scheme in LSApplicationQueriesSchemes"))
        #expect(driver.text.contains("Enter declares it at #6"))
        driver.type("whatsapp://")
        driver.confirm()
        #expect(driver.text.contains(#""whatsapp://" must be the scheme alone, without ":" or "://" (write "whatsapp")"#))
        #expect(Self.screen(driver)?.isModified == false)
        driver.erase(3)
        driver.confirm()
        let row = try #require(driver.chosenLines.first)
        #expect(row.contains("whatsapp") && row.contains("#6"))
        #expect(Self.screen(driver)?.profile.merchantApp.queriesSchemes.last == "whatsapp")
        driver.press(.character("a"))
        driver.type("GPAY")
        driver.confirm()
        #expect(driver.text.contains("GPAY is declared already, at #5"))
        driver.back()
        #expect(!driver.text.contains("Declare a scheme"), "Esc closes the prompt, nothing more")
        #expect(Self.screen(driver) != nil)
    }

    @Test func theChosenUndeclaredSchemeStartsThePromptAndXRemovesADeclaration() {
        var driver = Self.device("hidden-undeclared", columns: 120, rows: 40)
        driver.selectNext(4)
        #expect(driver.chosenLines.first?.contains("ppemerchantsdkv1  no") == true)
        driver.press(.character("a"))
        driver.confirm()
        #expect(Self.screen(driver)?.page.visibleApps == [.phonepe])
        driver.press(.character("x"))
        #expect(Self.screen(driver)?.page.visibleApps == [])
        driver.press(.end)
        driver.press(.character("x"))
        #expect(driver.lines[39].contains("is not declared, so there is nothing to remove: a declares it"))
    }

    @Test func theIOSVersionAndTheCallbackScheme() {
        var driver = Self.device("over-50-schemes", columns: 120, rows: 40)
        let visible = Self.screen(driver)?.page.visibleApps
        driver.press(.character("v"))
        driver.type("fourteen")
        driver.confirm()
        #expect(driver.text.contains(#"must look like "17.4" (major[.minor[.patch]]), got "fourteen""#))
        driver.erase(8)
        driver.type("14.8")
        driver.confirm()
        #expect(Self.screen(driver)?.profile.os.version == "14.8")
        #expect(Self.screen(driver)?.page.visibleApps != visible, "before iOS 15 the schemes past the fiftieth count")

        driver.press(.character("c"))
        driver.type("my_shop")
        #expect(driver.text.contains("PhonePe refuses it ('_' is not allowed: only letters, digits, '.' and '-'); Enter sets it anyway"))
        driver.confirm()
        #expect(driver.text.contains("my_shop: invalid, '_' is not allowed"))
        driver.press(.character("u"))
        #expect(Self.screen(driver)?.profile.merchantApp.urlSchemes.contains("my_shop") == true)
        driver.press(.character("c"), .backspace)
        driver.erase(10)
        driver.confirm()
        #expect(Self.screen(driver)?.profile.merchantApp.callbackScheme == nil)
        driver.press(.character("u"))
        #expect(driver.lines[39].contains("The merchant app has no callback scheme: c sets one"))
    }

    @Test func leavingAModifiedDeviceWarnsOnceAndRevertUndoesEverything() {
        var driver = Self.device()
        driver.press(.character("s"))
        #expect(driver.lines[23].contains("Nothing to save: the device is as loaded"))
        driver.press(.character("v"), .backspace)
        driver.type("6")
        driver.confirm()
        driver.back()
        #expect(Self.screen(driver) != nil, "the first Esc only warns")
        #expect(driver.foot.contains("The edits are not saved: s saves them as a new profile"))
        driver.press(.character("r"))
        #expect(Self.screen(driver)?.isModified == false)
        #expect(!driver.lines[0].contains("[modified]"))
        driver.back()
        guard driver.model.current.screen(as: PickerScreen.self) != nil else { Issue.record("Esc on an unmodified device goes back"); return }
    }

    @Test func savingAsksTheRunLoopThenTheProfileJoinsThePicker() throws {
        var driver = Self.device()
        Self.focusApps(&driver)
        driver.press(.character("i"), .character("s"))
        #expect(driver.text.contains("> iphone15-all-upi-edited.json"))
        driver.erase(30)
        driver.type("../x.yaml")
        driver.confirm()
        #expect(driver.text.contains("a file name only, without \"/\""))
        driver.erase(9)
        driver.type("no-phonepe")
        driver.confirm()
        guard case .saveProfile(let request) = driver.lastCommand else { Issue.record("no save asked: \(driver.lastCommand)"); return }
        #expect(request.fileName == "no-phonepe.json", "the source's format when the name has no extension")
        let saved = try ProfileDecoder.decode(try JSONParser.parse(request.text)).get()
        #expect(saved.installedApps.map(\.id) == ["gpay", "paytm"])
        #expect(saved.name == "iPhone 15 — PhonePe, GPay, Paytm (edited)")
        #expect(saved.description == "Edited from iphone15-all-upi: phonepe uninstalled.")

        driver.profileSaved(.exists(path: "Profiles/no-phonepe.json"))
        #expect(driver.text.contains("│ no-phonepe.json exists and is kept: choose another name"))
        let entry = ProfileEntry(id: "no-phonepe", file: "Profiles/no-phonepe.json", profile: saved)
        driver.profileSaved(.saved(path: "Profiles/no-phonepe.json", entry: entry))
        #expect(driver.lines[23] == " Saved no-phonepe.json, now in the profile list: Profiles/no-phonepe.json")
        #expect(driver.lines[0].hasSuffix("iPhone 15 — PhonePe, GPay, Paytm (edited)"))
        #expect(Self.screen(driver)?.isModified == false)
        #expect(driver.model.profiles.map(\.id) == ["iphone15-all-upi", "no-phonepe"])
    }

    @Test func aWalkOnAnUnsavedEditIsNotSavedAsAScenario() {
        var driver = Self.device("gpay-only")
        driver.press(.character("v"), .backspace)
        driver.type("16")
        driver.confirm()
        driver.openCheckout()
        driver.press(.enter, .enter, .enter, .enter, .character("a"), .character("s"))
        #expect(driver.lastCommand == .none)
        #expect(driver.foot.contains("Not saved: this walk is on an edited device; save the device first"))
    }

    @Test func theHelpListsTheEditorsKeysWholeAt80x24AndAPhonesDeviceIsNotEditable() {
        var driver = Self.device()
        driver.openHelp()
        for keys in ["i Space", "x Delete", "revert every edit", "save the edited device as a new profile file", "Ctrl-C"] {
            #expect(driver.text.contains(keys), "help lacks \(keys)")
        }
        #expect(!driver.text.contains("…"), "no help line is cut")
        // The phone of `tui --gateway` shows its device without a picker entry: nothing to save it beside.
        #expect(!DeviceScreen(profile: ShippedProfiles.profile("gpay-only")).isEditable)
    }

    @Test func thePromptSurvivesATooSmallWindow() throws {
        var driver = Self.device()
        driver.press(.character("a"))
        driver.type("abc")
        driver.resize(columns: 40, rows: 10)
        #expect(driver.text.contains("The window is too small"))
        driver.resize(columns: 80, rows: 24)
        #expect(driver.lines.contains { $0.contains("│ > abc ") })
        try FrameGolden.check(driver.frame, "device-editor-declare-80x24")
    }
}
