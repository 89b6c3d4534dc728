import CheckoutCore
import Testing

/// An outcome is a few steps and at most a thousand non-final answers, wherever it is read: one
/// payment's admin JSON and a walk's transcript stay small.
@Suite struct OutcomeScriptBoundsTests {
    @Test func theBoundsThemselvesAreAccepted() throws {
        let ten = Array(repeating: "pending:100", count: 10).joined(separator: ",") + ",success"
        #expect(try PhonePeOutcome.parse(ten).nonFinalAnswerCount == 1000)
        #expect(try PhonePeOutcome.parse("pending:1000,success").nonFinalCodes.count == 1000)
    }

    @Test func moreStepsThanTheBoundAreRefused() {
        let eleven = Array(repeating: "pending:1", count: 11).joined(separator: ",") + ",success"
        #expect(throws: PhonePeOutcomeError.self) { try PhonePeOutcome.parse(eleven) }
        do { _ = try PhonePeOutcome.parse(eleven) } catch {
            #expect(error.description == "has 11 steps before the final outcome; at most 10 are allowed (pending:N takes N up to 1000)")
        }
    }

    @Test func moreAnswersThanTheBoundAreRefused() {
        do {
            _ = try PhonePeOutcome.parse("pending:1000,server-error:1,success")
            Issue.record("1001 answers were accepted")
        } catch {
            #expect(error.description == "\"pending:1000,server-error:1,success\" makes 1001 non-final status answers; at most 1000 in all are allowed")
        }
    }

    /// 4,900 × `pending:1000` made one payment's admin JSON 88 MB: refused on its length, at once.
    @Test func aHugeScriptIsRefusedOnItsLength() {
        let huge = Array(repeating: "pending:1000", count: 4900).joined(separator: ",") + ",success"
        do {
            _ = try PhonePeOutcome.parse(huge)
            Issue.record("accepted")
        } catch {
            #expect(error.description.hasPrefix("is \(huge.utf8.count) characters long; an outcome is at most 256"))
        }
    }

    @Test func aMisspeltFinalOutcomeSuggestsTheWord() {
        do {
            _ = try PhonePeOutcome.parse("pending:2,sucess")
            Issue.record("accepted")
        } catch {
            #expect(error.description.hasPrefix("\"pending:2,sucess\" must end with a final outcome (did you mean success?); expected "), "\(error)")
        }
    }
}
