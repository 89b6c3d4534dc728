import CheckoutCore
import CheckoutTUI
import Testing

@Suite("Saving a walk as a scenario")
struct SaveScenarioTests {
    /// gpay-only walked to its status screen.
    static func walked() -> TUIDriver {
        var driver = TUIDriver(profiles: [ShippedProfiles.entry("gpay-only")])
        driver.openCheckout()
        driver.press(.enter, .enter, .enter, .enter, .character("a"))
        return driver
    }

    static func request(_ command: AppCommand) -> ScenarioSaveRequest? {
        if case .saveScenario(let request) = command { return request }
        return nil
    }

    @Test func sOnTheStatusScreenAsksTheRunLoopToSaveTheWalk() throws {
        var driver = Self.walked()
        #expect(driver.lines[23].contains("s save scenario"))
        driver.press(.character("s"))
        let request = try #require(Self.request(driver.lastCommand))
        #expect(request.profileId == "gpay-only", "the profile's file name, as scenarios name profiles")
        #expect(request.existing == .ask, "never over a file without asking")
        guard case .phonePe(let transcript) = request.walk else { Issue.record("not a PhonePe walk"); return }
        #expect(transcript.result?.code == "PAYMENT_SUCCESS")
    }

    @Test func theOutcomeIsSaidOnTheStatusLineUntilTheNextKey() {
        var driver = Self.walked()
        driver.press(.character("s"))
        let saved = AppModel.update(driver.model, .scenarioSaved(.written(path: "scenarios/gpay-only-open-intent-gpay.yaml"))).0
        #expect(AppModel.view(saved, size: saved.size).line(23)
            == " Saved scenarios/gpay-only-open-intent-gpay.yaml · checkout-sim replay runs it")
        let failed = AppModel.update(driver.model, .scenarioSaved(.failed("scenarios: permission denied"))).0
        #expect(AppModel.view(failed, size: failed.size).line(23) == " Not saved: scenarios: permission denied")
        let (cleared, _) = AppModel.update(saved, .terminal(.key(.down)))
        #expect(cleared.notice == nil)
    }

    @Test func anExistingFileIsOverwrittenOnlyOnYes() throws {
        var driver = Self.walked()
        driver.press(.character("s"))
        let request = try #require(Self.request(driver.lastCommand))
        let asked = AppModel.update(driver.model, .scenarioSaved(.exists(path: "scenarios/x.yaml", request: request))).0
        #expect(AppModel.view(asked, size: asked.size).line(23) == " y overwrite · n keep both · Esc cancel: scenarios/x.yaml exists")

        let (_, yes) = AppModel.update(asked, .terminal(.key(.character("y"))))
        #expect(Self.request(yes)?.existing == .overwrite)
        let (_, no) = AppModel.update(asked, .terminal(.key(.character("n"))))
        #expect(Self.request(no)?.existing == .keepBoth)
        let (cancelled, escape) = AppModel.update(asked, .terminal(.key(.escape)))
        #expect(escape == AppCommand.none)
        #expect(cancelled.notice?.text == "Not saved: scenarios/x.yaml is as it was")
        #expect(cancelled.screens == asked.screens, "Esc answers the question; it does not also go back")
    }
}
