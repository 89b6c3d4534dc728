import CheckoutCore
import CheckoutTUI
import Foundation
import Testing

@Suite("Device screen")
struct DeviceScreenTests {
    static func device(_ id: String, columns: Int = 80, rows: Int = 24) -> TUIDriver {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry(id)], columns: columns, rows: rows)
        driver.confirm()
        return driver
    }

    @Test func theSchemeTableShowsDeclaredRegisteredCanOpenAndWhyNot() throws {
        let driver = Self.device("gpay-only", columns: 120, rows: 40)
        // scheme, declared, registered by, canOpenURL, why not: a row's cells inside the pane's borders.
        func cells(_ line: String) -> [String] {
            line.dropFirst().prefix { $0 != "│" }.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
        }
        let gpay = try #require(driver.lines.first { $0.contains("│ gpay ") && $0.contains("#") })
        #expect(cells(gpay) == ["gpay", "#5", "gpay", "yes"])
        let v1 = try #require(driver.lines.first { $0.contains("│ ppemerchantsdkv1 ") })
        #expect(cells(v1) == ["ppemerchantsdkv1", "#1", "-", "no", "declared, but no installed app registers it"])
    }

    @Test func theChosenSchemesReasonShowsInFull() {
        var driver = Self.device("hidden-undeclared")
        // Declared schemes first, in order: WhatsApp's is the only one that opens.
        #expect(driver.chosenLines.first?.contains("whatsapp          #1        whatsapp       yes") == true)
        #expect(driver.text.contains("whatsapp: declared and registered by whatsapp"))
        driver.selectNext(4)
        #expect(driver.chosenLines.first?.contains("ppemerchantsdkv1  no        phonepe        no") == true)
        // The reason, wrapped below the table, is whole although the table's column clips it.
        #expect(driver.lines.contains { $0.hasPrefix("│ ppemerchantsdkv1: not declared in LSApplicationQueriesSchemes (phonepe is ") })
        #expect(driver.lines.contains { $0.hasPrefix("│   installed but hidden) ") })
    }

    @Test func theMerchantAppsCallbackSchemeCarriesItsVerdict() {
        #expect(Self.device("iphone15-all-upi", columns: 120, rows: 40).text.contains("iOSIntentIntegration: valid and one of the URL types"))
        #expect(Self.device("callback-unregistered", columns: 120, rows: 40).text.contains("valid, but not one of the URL types"))
        let invalid = Self.device("callback-invalid", columns: 120, rows: 40)
        #expect(invalid.lines.contains { $0.contains("callback scheme") && $0.contains("invalid, ") })
    }

    @Test func deviceContextIsShownAsTheGeneratorComputesIt() {
        let driver = Self.device("phonepe-v1-only", columns: 120, rows: 40)
        // The pane's rows inside its borders, from its title to the first blank one.
        let shown = driver.lines.drop { !$0.contains("─ deviceContext ─") }.dropFirst()
            .map { String($0.dropFirst(2).dropLast()).trimmingTrailingSpaces }.prefix { !$0.isEmpty }
        #expect(Array(shown) == [
            "{",
            "  \"deviceOS\": \"iOS\",",
            "  \"isPPAppPresent\": true,",
            "  \"merchantCallBackScheme\": \"iOSIntentIntegration\",",
            "  \"appSupportedSchemas\": [",
            "    \"ppemerchantsdkv1\"",
            "  ]",
            "}",
        ])
        #expect(!driver.text.contains("\"ppemerchantsdkv2\""), "the declared v2 scheme opens nothing, so it is not reported")
    }

    @Test func tabMovesTheFocusAndArrowsScrollTheFocusedPane() {
        var driver = Self.device("over-50-schemes")
        guard let start = driver.model.current.screen(as: DeviceScreen.self) else { Issue.record("not on the device screen"); return }
        #expect(start.focus == .schemes)
        driver.nextPane()
        guard let next = driver.model.current.screen(as: DeviceScreen.self) else { Issue.record("not on the device screen"); return }
        #expect(next.focus == .context)
        driver.nextPane()
        driver.previousPane()
        driver.previousPane()
        driver.press(.pageDown)
        guard let scrolled = driver.model.current.screen(as: DeviceScreen.self) else { Issue.record("not on the device screen"); return }
        #expect(scrolled.focus == .schemes)
        // A page down the scheme table at 80×24: from the first declared scheme to the fifth.
        #expect(scrolled.selectedScheme?.declaredPosition == 5)
    }

    @Test func installedAppsSayWhetherTheCheckoutPageShowsThem() {
        let driver = Self.device("hidden-undeclared", columns: 120, rows: 40)
        #expect(driver.lines.contains { $0.contains("phonepe 24.03") && $0.contains("hidden") })
        #expect(driver.lines.contains { $0.contains("│ gpay ") && $0.contains("hidden") })
    }

    @Test func escapeGoesBackToThePicker() {
        var driver = Self.device("gpay-only")
        driver.back()
        #expect(driver.model.screens.count == 1)
        #expect(driver.lines[1].contains("Device profiles"))
    }
}
