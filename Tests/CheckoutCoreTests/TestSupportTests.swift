import CheckoutTestSupport
import Foundation
import Testing

/// The shared waiting and golden helpers fail as they should, so every test built on them can fail.
@Suite("Test support")
struct TestSupportTests {
    /// A folder whose switch nobody sets: this suite never writes to the file it reads.
    static let shipped = GoldenFolder("Profiles", recordSwitch: "CHECKOUT_SIM_TEST_SUPPORT_NEVER_RECORDS")

    @Test func aGoldenMismatchNamesTheFileAndShowsTheFirstDifferingLine() throws {
        let golden = try Self.shipped.text(of: "gpay-only.json")
        let lines = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let changed = lines.enumerated().map { $0.offset == 2 ? $0.element + "!" : $0.element }.joined(separator: "\n")
        try withKnownIssue {
            try Self.shipped.check(changed, against: "gpay-only.json")
        } matching: { issue in
            "\(issue)".contains("Profiles/gpay-only.json differs from the output: line 3\n- golden: \(lines[2])\n+ actual: \(lines[2])!")
        }
        try Self.shipped.check(golden, against: "gpay-only.json")
    }

    @Test func aMissingGoldenFileNamesItsSwitch() throws {
        try withKnownIssue {
            try Self.shipped.check("", against: "no-such-file.txt")
        } matching: { issue in
            "\(issue)".contains("no golden file Profiles/no-such-file.txt: record it with CHECKOUT_SIM_TEST_SUPPORT_NEVER_RECORDS=1")
        }
    }

    @Test func aWaitThatRunsOutSaysWhatItWaitedForHowLongAndWhatItSawLast() async throws {
        var asks = 0
        let error = await #expect(throws: WaitTimedOut.self) {
            try await eventually("the moon", within: .milliseconds(30), lastSeen: { "asked \(asks) times" }) {
                asks += 1
                return false
            }
        }
        #expect(error?.description == "waited 0.03 seconds for the moon; asked \(asks) times")
        #expect(asks >= 2, "asked again after the deadline")
        try await eventually("a condition that holds at once") { true }
    }

    @Test func theBlockingTwinRunsOutTheSameWay() throws {
        let error = #expect(throws: WaitTimedOut.self) { try eventuallyBlocking("the sun", within: .milliseconds(30)) { false } }
        #expect(error?.description == "waited 0.03 seconds for the sun")
        #expect(Deadline(.milliseconds(30)).pollBlocking(every: .milliseconds(10)) { true })
    }
}
