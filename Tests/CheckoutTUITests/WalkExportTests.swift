@testable import CheckoutTUI
import CheckoutCore
import Testing

/// The `run` line the export prompt shows: the walk's own choices, and an edited device by its saved file.
@Suite("Exporting a walk")
struct WalkExportTests {
    @Test func theRunLineNamesAnEditedDeviceByItsSavedFileAndCarriesTheSeed() throws {
        var entry = ShippedProfiles.entry("gpay-only")
        entry.file = "/demo/my phone.json"
        entry.savedByEditor = true
        let profile = try #require(entry.profile)
        let options = PhonePeOptions(flow: .openIntent, app: .gpay, amount: 2599, outcome: try PhonePeOutcome.parse("pending:2,success"), seed: 3)
        let record = Walk.run(profile: profile, request: .phonePe(options))
        let context = ScreenContext(profiles: [entry], glyphs: .unicode)
        let prompt = WalkExportPrompt(record: record, context: context)
        #expect(prompt.note.text == "From a shell: checkout-sim run --profile '/demo/my phone.json' --flow open-intent --app GPAY --amount 2599 "
            + "--outcome pending:2,success --seed 3 --format html > gpay-only-open-intent-gpay.html")
        #expect(WalkExport.format(of: "a.mmd") == "mermaid" && WalkExport.format(of: "a.HTML") == "html" && WalkExport.format(of: "a.txt") == "text")
    }
}
