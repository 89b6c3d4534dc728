import CheckoutServer
import Testing

@Suite("callback retry schedule")
struct RetryScheduleTests {
    @Test func theDefaultWaitsDoubleFromTwoSecondsUpToFiveMinutesForTenAttempts() {
        let schedule = RetrySchedule()
        let waits = (1...10).map { schedule.delay(afterAttempt: $0) }
        let seconds: [Duration?] = [2, 4, 8, 16, 32, 64, 128, 256, 300].map { .seconds($0) } + [nil]
        #expect(waits == seconds)
    }

    @Test func oneAttemptNeverRetries() {
        #expect(RetrySchedule(maxAttempts: 1).delay(afterAttempt: 1) == nil)
        // Fewer than one is one.
        #expect(RetrySchedule(maxAttempts: 0).maxAttempts == 1)
    }

    @Test func attemptsBeyondTheBoundAreNotRetried() {
        let schedule = RetrySchedule(maxAttempts: 3)
        #expect(schedule.delay(afterAttempt: 2) == .seconds(4))
        #expect(schedule.delay(afterAttempt: 3) == nil)
        #expect(schedule.delay(afterAttempt: 7) == nil)
    }

    @Test func aShortBackoffDoublesFromItself() {
        let schedule = RetrySchedule(maxAttempts: 5, backoff: .milliseconds(500), cap: .seconds(3))
        #expect((1...5).map { schedule.delay(afterAttempt: $0) } == [.milliseconds(500), .seconds(1), .seconds(2), .seconds(3), nil])
    }

    @Test func aBackoffAboveTheCapRaisesTheCap() {
        let schedule = RetrySchedule(maxAttempts: 4, backoff: .seconds(600))
        #expect((1...3).map { schedule.delay(afterAttempt: $0) } == [.seconds(600), .seconds(600), .seconds(600)])
    }

    @Test func theNextAttemptIsTheWaitAfterTheFailure() {
        let schedule = RetrySchedule(maxAttempts: 3, backoff: .milliseconds(1500))
        #expect(schedule.nextAttemptAt(afterAttempt: 1, failedAt: 10_000) == 11_500)
        #expect(schedule.nextAttemptAt(afterAttempt: 2, failedAt: 10_000) == 13_000)
        #expect(schedule.nextAttemptAt(afterAttempt: 3, failedAt: 10_000) == nil)
    }

    @Test func manyAttemptsStayAtTheCapWithoutOverflowing() {
        #expect(RetrySchedule(maxAttempts: 1000).delay(afterAttempt: 999) == .seconds(300))
    }
}
