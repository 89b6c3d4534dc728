import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

/// PhonePe's v2 flows walked in the real binary, end to end: on a device with PhonePe and one
/// without, in a large and a small window, paying and then declining; and a window shrunk mid-walk.
@Suite("PhonePe v2 in tmux", .serialized)
struct TmuxPhonePeV2Tests {
    /// A shipped profile with what each flow opens on it, and what it pays with.
    struct Device: Sendable, CustomTestStringConvertible {
        var id: String
        /// The hand-off pane's title for each flow.
        var opened: [PhonePeV2Flow: String]
        /// How a paid or declined walk comes back, for each flow.
        var paidReturn: [PhonePeV2Flow: String]

        var testDescription: String { id }
    }

    static let devices = [
        Device(
            id: "iphone15-all-upi",
            opened: [.sdk: "PhonePe opened", .payPage: "PhonePe's pay page, inside the merchant app", .intent: "PhonePe opened"],
            paidReturn: [.sdk: "Return by callback", .payPage: "Return by redirect", .intent: "Return by callback"]),
        Device(
            id: "gpay-only",
            opened: [.sdk: "PhonePe's web flow, inside the merchant app", .payPage: "PhonePe's pay page, inside the merchant app", .intent: "Google Pay opened"],
            paidReturn: [.sdk: "Return by redirect", .payPage: "Return by redirect", .intent: "Manual return"]),
    ]

    static let sizes = [(columns: 120, rows: 40), (columns: 80, rows: 24)]

    /// The device screen, then the checkout page set to `flow`: the page starts on open-intent, and
    /// left of v1's first flow, phonepe-intent, come v2's, last first.
    static func openCheckout(_ flow: PhonePeV2Flow, in session: TmuxSession) throws {
        try session.waitFor(text: "Schemes: canOpenURL")
        try session.press(.confirm)
        try session.waitFor(text: "Checkout on ")
        try session.press(.first, .selectNext)
        try session.waitFor(text: "‹ open-intent ›")
        let steps = 1 + PhonePeV2Flow.allCases.count - (PhonePeV2Flow.allCases.firstIndex(of: flow) ?? 0)
        try session.press(.previousChoice, times: steps)
        try session.waitFor(text: "‹ \(flow.rawValue) ›")
    }

    /// One walk from the checkout page: the inspector's token call, the hand-off, the user's choice
    /// (the menu's `choice`th entry), the return, every event, and the result; Enter then goes back to the page.
    static func walk(_ flow: PhonePeV2Flow, on device: Device, choice: Int, result: String, returned: String, in session: TmuxSession) throws {
        try session.press(.confirm)
        let inspector = try session.waitFor(text: "Token   Order   Response   Hand-off")
        #expect(inspector.contains("Inspector"), "\(inspector)")
        // The pay page reads nothing of the device: its inspector opens on the token call.
        if flow != .payPage { try session.press(.nextSection) }
        let token = try session.waitFor(text: "Token: POST /v1/oauth/token")
        #expect(token.contains("client_secret=") && token.contains("Answer: HTTP 200"), "\(token)")
        try session.press(.confirm)
        let opened = device.opened[flow] ?? ""
        let handOff = try session.waitFor(text: opened)
        #expect(handOff.contains("What does the user do in"), "\(handOff)")
        if choice > 0 { try session.press(.selectNext, times: choice) }
        try session.press(.confirm)
        try session.waitFor(text: returned)
        try session.press(.confirm)
        try session.waitFor(text: "After the hand-off: clock at +")
        try session.press(.showAll)
        try session.waitFor(text: result)
        try session.press(.confirm)
        try session.waitFor(text: "Checkout on ")
    }

    static var cases: [(PhonePeV2Flow, Device)] { PhonePeV2Flow.allCases.flatMap { flow in devices.map { (flow, $0) } } }

    @Test(arguments: cases)
    func eachFlowPaysThenDeclinesInBothSizes(flow: PhonePeV2Flow, device: Device) throws {
        for size in Self.sizes {
            let session = try TmuxSession(
                name: "v2-\(flow.rawValue)-\(device.id)-\(size.columns)", columns: size.columns, rows: size.rows,
                arguments: ["tui", "--profile", device.id])
            defer { session.kill() }
            try Self.openCheckout(flow, in: session)
            try Self.walk(flow, on: device, choice: 0, result: "COMPLETED  order status says COMPLETED", returned: device.paidReturn[flow] ?? "", in: session)
            let next = try session.waitFor(text: "‹ 2 ›")
            #expect(next.contains("‹ \(flow.rawValue) ›"), "\(next)")
            // A decline comes back the way a payment does: PhonePe opens the app's scheme either way.
            try Self.walk(
                flow, on: device, choice: 1, result: "FAILED  order status says FAILED (AUTHORIZATION_ERROR", returned: device.paidReturn[flow] ?? "",
                in: session)
            try session.interrupt()
            try session.waitFor(text: "EXIT=")
        }
    }

    /// Shrunk at the hand-off the window says it is too small; grown back, the hand-off is whole
    /// again, exactly as before, and the walk goes on.
    @Test(arguments: [PhonePeV2Flow.intent, .sdk])
    func aWindowShrunkAtTheHandOffComesBackWhole(flow: PhonePeV2Flow) throws {
        let session = try TmuxSession(name: "v2-resize-\(flow.rawValue)", columns: 80, rows: 24, arguments: ["tui", "--profile", "iphone15-all-upi"])
        defer { session.kill() }
        try Self.openCheckout(flow, in: session)
        try session.press(.confirm)
        try session.waitFor(text: "Token   Order   Response   Hand-off")
        try session.press(.confirm)
        let before = try session.waitFor(text: "What does the user do in PhonePe?")
        try session.resize(columns: 30, rows: 8)
        try session.waitFor(text: "too small")
        try session.resize(columns: 80, rows: 24)
        try session.waitFor("the hand-off as it was") { $0 == before }
        try session.press(.confirm)
        try session.waitFor(text: "Return by callback")
        try session.interrupt()
        try session.waitFor(text: "EXIT=")
    }
}
