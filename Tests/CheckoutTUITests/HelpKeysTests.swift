import CheckoutTUI
import Testing

/// `?` lists each key once: a shared key the screen already explains is not listed again after it.
@Suite("The help lists each key once")
struct HelpKeysTests {
    /// The help's lines naming Tab and ⇧Tab.
    static func tabLines(_ driver: TUIDriver) -> [String] {
        var shown = driver
        shown.openHelp()
        return shown.lines.filter { $0.contains("Tab ⇧Tab") }
    }

    @Test func onEveryScreenOfAWalkTabIsListedOnce() {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry("gpay-only")])
        var screens: [String] = []
        var withSections = 0
        for step in 0..<6 {
            let lines = Self.tabLines(driver)
            if lines.contains(where: { $0.contains("← →") }) { withSections += 1 }
            #expect(lines.count <= 1, "screen \(step) (\(driver.lines[0])) lists Tab ⇧Tab \(lines.count) times:\n\(lines.joined(separator: "\n"))")
            screens.append(driver.lines[0])
            driver.confirm()
        }
        #expect(withSections >= 1, "a screen with sections lists Tab ⇧Tab ← → itself")
        #expect(Set(screens).count >= 4, "the walk went through several screens: \(screens)")
    }
}
