import CheckoutCore
import CheckoutTUI
import Testing

@Suite("Profile picker")
struct PickerScreenTests {
    static let profiles = ["gpay-only", "hidden-undeclared", "iphone15-all-upi"].map(ShippedProfiles.entry) + [ShippedProfiles.invalid]

    @Test func everyProfileHasOneSummaryLine() {
        let driver = TUIDriver(profiles: Self.profiles, selecting: "iphone15-all-upi")
        #expect(driver.lines[1].contains("Device profiles (4)"))
        #expect(driver.lines(containing: "gpay-only").first?.contains("iOS 17.2  Google Pay") == true)
        #expect(driver.lines(containing: "hidden-undeclared").first?.contains("no UPI app") == true)
        #expect(driver.lines(containing: "iphone15-all-upi").first?.contains("PhonePe, Google Pay, Paytm") == true)
        #expect(driver.chosenLines.count == 1)
        #expect(driver.chosenLines.first?.contains("iphone15-all-upi") == true)
    }

    @Test func anInvalidProfileIsGreyedWithItsFirstProblem() throws {
        let driver = TUIDriver(profiles: Self.profiles)
        let row = try #require(driver.lines.firstIndex { $0.contains("broken-phone") })
        #expect(driver.lines[row].contains("invalid"))
        #expect(driver.lines[row].contains(ShippedProfiles.invalid.problems[0].prefix(20)))
        let frame = driver.frame
        let column = try #require(driver.lines[row].range(of: "broken-phone")).lowerBound.utf16Offset(in: driver.lines[row])
        #expect(frame[column: column, row: row].style.role == .muted)
    }

    @Test func movingChangesTheChosenProfileAndItsDetails() {
        var driver = TUIDriver(profiles: Self.profiles)
        #expect(driver.text.contains("iPhone 14 — Google Pay only (iOS 17.2)"))
        driver.selectNext()
        #expect(driver.chosenLines.first?.contains("hidden-undeclared") == true)
        #expect(driver.text.contains("Profiles/hidden-undeclared.json"))
        driver.selectNext(10)
        #expect(driver.chosenLines.first?.contains("broken-phone") == true)
        driver.press(.character("g"))
        #expect(driver.chosenLines.first?.contains("gpay-only") == true)
    }

    @Test func enterOnAnInvalidProfileSaysHowToCheckIt() {
        var driver = TUIDriver(profiles: Self.profiles, selecting: "broken-phone")
        driver.confirm()
        #expect(driver.model.screens.count == 1)
        #expect(driver.text.contains("broken-phone is invalid; fix it, then check with: checkout-sim profiles"))
        #expect(driver.text.contains("broken-phone cannot be loaded:"))
    }

    @Test func enterOpensTheDeviceScreenAndQOnThePickerQuits() {
        var driver = TUIDriver(profiles: Self.profiles, selecting: "gpay-only")
        driver.confirm()
        #expect(driver.lines[0].contains("Profiles › iPhone 14 — Google Pay only"))
        driver.quit()
        #expect(driver.model.screens.count == 1)
        #expect(driver.lastCommand == .none)
        driver.quit()
        #expect(driver.lastCommand == .quit)
    }

    @Test func escapeOnThePickerDoesNotQuit() {
        var driver = TUIDriver(profiles: Self.profiles)
        driver.back()
        #expect(driver.lastCommand == .none)
        #expect(driver.lines[1].contains("Device profiles"))
    }

    @Test func theStatusLineListsThePickersKeys() {
        let driver = TUIDriver(profiles: Self.profiles)
        #expect(driver.lines[23] == " ↑↓/jk move  Enter open device  / filter  q quit  ? help")
    }
}

extension PickerScreenTests {
    /// At 80 columns the device's name would be cut to "iP…": it is left to the details pane.
    @Test func theDeviceNameShowsOnlyWhereThereIsRoomToReadIt() {
        let long = ["citcon-alipay-scheme-unregistered", "iphone15-all-upi"].map(ShippedProfiles.entry)
        let narrow = TUIDriver(profiles: long, columns: 80, rows: 24)
        #expect(!narrow.text.contains("iP…"))
        #expect(narrow.lines(containing: "iphone15-all-upi").first?.contains("iPhone 15") == false)
        let wide = TUIDriver(profiles: long, columns: 120, rows: 30)
        #expect(wide.lines(containing: "iphone15-all-upi").first?.contains("iPhone 15") == true)
    }

    @Test func aProfileGivenAtStartOpensItsDeviceScreenAndEscGoesBackToItChosen() {
        var driver = TUIDriver(profiles: Self.profiles, selecting: "hidden-undeclared", opensDevice: true)
        #expect(driver.model.screens.count == 2)
        #expect(driver.text.contains("Schemes: canOpenURL"))
        #expect(driver.lines[0].contains("Profiles › "))
        driver.back()
        #expect(driver.model.screens.count == 1)
        #expect(driver.chosenLines.first?.contains("hidden-undeclared") == true)
    }

    @Test func anInvalidProfileGivenAtStartStaysOnThePickerAndSaysWhy() {
        let driver = TUIDriver(profiles: Self.profiles, selecting: "broken-phone", opensDevice: true)
        #expect(driver.model.screens.count == 1)
        #expect(driver.chosenLines.first?.contains("broken-phone") == true)
        #expect(driver.text.contains("broken-phone is invalid; fix it, then check with: checkout-sim profiles"))
    }
}
