import CheckoutCore
import CheckoutTUI
import Foundation
import Testing

/// Screens keep their panes laid out between keys: a resize or a change to what they show lays them out again.
@Suite("Layout: panes kept between keys")
struct LayoutTests {
    /// The scrolled pane's " first-last of count " on its bottom border.
    static func position(_ driver: TUIDriver) -> (first: Int, last: Int, count: Int)? {
        for line in driver.lines.reversed() {
            guard let range = line.range(of: #" \d+-\d+ of \d+ "#, options: .regularExpression) else { continue }
            let numbers = line[range].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            return (numbers[0], numbers[1], numbers[2])
        }
        return nil
    }

    @Test func pageDownMovesByThePageOfTheWindowItIsPressedIn() throws {
        var driver = TranscriptScreenTests.walked("gpay-only")
        driver.press(.pageDown)
        // 24 rows: 22 for the screen, 20 inside the box, a page keeps one line.
        let small = try #require(Self.position(driver))
        #expect(small.first == 20)
        #expect(small.last == 39)
        driver.resize(columns: 80, rows: 40)
        driver.press(.pageDown)
        let large = try #require(Self.position(driver))
        // 40 rows: 36 inside the box, a page of 35.
        #expect(large.first == min(19 + 35, large.count - 36) + 1)
        #expect(large.last - large.first == 35)
    }

    @Test func aClickAfterAResizeChoosesTheRowUnderIt() {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry("iphone15-all-upi")])
        driver.openCheckout()
        driver.press(.down)
        driver.resize(columns: 120, rows: 40)
        driver.click(on: "Paytm  PAYTM")
        #expect(driver.chosenLines.first?.contains("Paytm  PAYTM") == true)
        driver.resize(columns: 80, rows: 24)
        driver.click(on: "‹ open-intent ›")
        #expect(driver.chosenLines.first?.contains("‹ open-intent ›") == true)
    }

    @Test func theSchemeTableTakesClicksInAWideWindow() {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry("hidden-undeclared")], columns: 160, rows: 40)
        driver.confirm()
        driver.nextPane()
        driver.click(on: "ppemerchantsdkv1  no")
        guard let device = driver.model.current.screen(as: DeviceScreen.self) else { Issue.record("not on the device screen"); return }
        #expect(device.focus == .schemes)
        #expect(device.selectedScheme?.scheme == "ppemerchantsdkv1")
        #expect(driver.text.contains("ppemerchantsdkv1: not declared in LSApplicationQueriesSchemes"))
    }
}
