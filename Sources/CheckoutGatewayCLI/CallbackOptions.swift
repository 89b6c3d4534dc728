import ArgumentParser
import CheckoutCLI
import CheckoutServer

/// `serve`'s callback flags: how often and how long an undelivered callback is tried again.
struct CallbackOptions: ParsableArguments {
    static let maxAttempts = 100
    static let maxBackoffSeconds = 3600.0

    @Option(
        name: .customLong("callback-attempts"),
        help: ArgumentHelp(
            "How many times a callback is sent before it is given up, the first try included; 1 never retries (1 to \(maxAttempts)).",
            valueName: "n"))
    var attempts = RetrySchedule.defaultMaxAttempts

    @Option(
        name: .customLong("callback-backoff"),
        help: ArgumentHelp(
            "Seconds before a callback not answered with a 2xx is sent again; each later wait doubles, up to \(RetrySchedule.defaultCap.components.seconds) s.",
            valueName: "seconds"))
    var backoffSeconds = Double(RetrySchedule.defaultBackoff.components.seconds)

    func validate() throws {
        guard (1...Self.maxAttempts).contains(attempts) else {
            throw ValidationError("--callback-attempts must be between 1 and \(Self.maxAttempts), got \(attempts)")
        }
        guard backoffSeconds.isFinite, backoffSeconds >= 0.1, backoffSeconds <= Self.maxBackoffSeconds else {
            throw ValidationError("--callback-backoff must be a number of seconds from 0.1 to \(Int(Self.maxBackoffSeconds)), got \(backoffSeconds)")
        }
    }

    var schedule: RetrySchedule {
        RetrySchedule(maxAttempts: attempts, backoff: .milliseconds(Int64((backoffSeconds * 1000).rounded())))
    }
}

extension LiveLog.Format: ExpressibleByArgument {}
