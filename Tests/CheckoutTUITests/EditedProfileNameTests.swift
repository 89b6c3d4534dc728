import CheckoutCore
import CheckoutTUI
import Testing

/// A profile saved from the editor is never named as the profile it was edited from, so the picker
/// tells the two apart, however many times a device is edited and saved.
@Suite("An edited profile's name")
struct EditedProfileNameTests {
    @Test func eachSaveOfAnEditIsNamedAnew() {
        let shipped = ShippedProfiles.profile("gpay-only")
        let first = ProfileChanges.savable(shipped, original: shipped, sourceId: "gpay-only")
        #expect(first.name == shipped.name + " (edited)")
        let second = ProfileChanges.savable(first, original: first, sourceId: "gpay-only-edited")
        #expect(second.name == shipped.name + " (edited 2)")
        let third = ProfileChanges.savable(second, original: second, sourceId: "gpay-only-edited-2")
        #expect(third.name == shipped.name + " (edited 3)")
        #expect(Set([shipped.name, first.name, second.name, third.name]).count == 4)
    }

    /// The iOS version set with v is on screen at once, at 80×24 and 120×40.
    @Test(arguments: [(80, 24), (120, 40)])
    func theIOSVersionSetInTheEditorIsShown(columns: Int, rows: Int) throws {
        var driver = DeviceEditorTests.device("gpay-only", columns: columns, rows: rows)
        let before = try #require(DeviceEditorTests.screen(driver)?.profile.os.version)
        #expect(driver.lines.contains { $0.contains("on iOS \(before)") }, "\(driver.text)")
        driver.press(.character("v"))
        driver.erase(before.count)
        driver.type("14.8")
        driver.confirm()
        #expect(driver.lines.contains { $0.contains("Installed apps (1) on iOS 14.8") }, "\(driver.text)")
    }
}
