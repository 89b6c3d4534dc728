import CheckoutTestSupport
import Foundation
import Testing

/// An Android payment in the real binary, at both sizes: open-intent on a merchant app that sees only
/// PhonePe and Google Pay; the system chooser lists the apps the page does not show, BHIM is picked
/// "Just once" and pays; the return screen shows what onActivityResult got, then the status.
@Suite("Android checkout walk end to end in tmux", .serialized)
struct TmuxAndroidWalkTests {
    @Test(arguments: [(120, 40), (80, 24)])
    func openIntentThroughTheChooserWithAnAppThePageDoesNotShow(columns: Int, rows: Int) throws {
        let session = try TmuxSession(
            name: "android-walk", columns: columns, rows: rows, arguments: ["tui", "--profile", "android14-queries-packages-only"])
        defer { session.kill() }
        try session.waitFor(text: "Package visibility")
        try session.press(.confirm)
        let checkout = try session.waitFor(text: "Checkout on ")
        #expect(checkout.contains("‹ open-intent ›"), "\(checkout)")
        #expect(!checkout.contains("Pay with  BHIM"), "\(checkout)")
        try session.press(.confirm)
        try session.waitFor(text: "Enter open the system chooser")
        try session.press(.confirm)

        let chooser = try session.waitFor(text: "Open with (the system chooser)")
        #expect(chooser.contains("it lists 4 apps"), "\(chooser)")
        #expect(chooser.contains("BHIM        in.org.npci.upiapp  (not on the checkout page)"), "\(chooser)")
        #expect(chooser.contains("Enter Just once   a Always"), "\(chooser)")
        // The chooser starts on the page's first app, PhonePe; BHIM is the fourth it lists.
        try session.press(.selectNext, times: 3)
        try session.waitFor(text: "BHIM has no button on the checkout page")
        try session.press(.confirm)

        let handOff = try session.waitFor(text: "What does the user do in BHIM?")
        #expect(handOff.contains("the user picked BHIM"), "\(handOff)")
        #expect(handOff.contains("Just once: the next upi://pay shows the chooser again."), "\(handOff)")
        #expect(handOff.contains("Pay ₹1.00") && handOff.contains("Press back in BHIM"), "\(handOff)")
        try session.press(.confirm)

        let returned = try session.waitFor(text: "onActivityResult: the UPI app handed back a result")
        #expect(returned.contains("resultCode    RESULT_OK (-1)"), "\(returned)")
        #expect(returned.contains("extras        response = txnId="), "\(returned)")
        #expect(returned.contains("responseCode = 00"), "\(returned)")
        try session.press(.confirm)
        try session.waitFor(text: "After the hand-off: clock at +")
        try session.press(.showAll)
        let status = try session.waitFor(text: "PAYMENT_SUCCESS · COMPLETED")
        #expect(status.contains("PAYMENT_SUCCESS"))
    }
}
