import CheckoutTUI
import CheckoutTestSupport
import Testing

/// Frames compared with reviewed text files in `Frames/`, one per test case (teatest's golden files).
/// CHECKOUT_SIM_RECORD_FRAMES=1 rewrites them; review the diff before committing.
enum FrameGolden {
    static let folder = GoldenFolder(
        "Tests/CheckoutTUITests/Frames", recordSwitch: "CHECKOUT_SIM_RECORD_FRAMES", showsWholeOutput: true)

    static func check(_ frame: Frame, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try folder.check(frame.text + "\n", against: "\(name).txt", sourceLocation: sourceLocation)
    }
}
