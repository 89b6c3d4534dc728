import CheckoutCore

/// Why the TUI cannot start here, with the headless command to use instead.
public struct TerminalUnavailable: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is missing, e.g. "standard output is not a terminal".
    public var reason: String

    public init(reason: String) { self.reason = reason }

    public var description: String {
        "checkout-sim's TUI needs a terminal, but \(reason); to run headless use: checkout-sim run --flow open-intent "
            + "(flows: \(PhonePeFlow.allCases.map(\.rawValue).joined(separator: ", ")); see checkout-sim run --help)"
    }

    /// The checks that need no curses, in the order a user would fix them; nil when a terminal is there.
    public static func check(stdinIsTerminal: Bool, stdoutIsTerminal: Bool, term: String?) -> TerminalUnavailable? {
        if !stdoutIsTerminal { return TerminalUnavailable(reason: "standard output is not a terminal") }
        if !stdinIsTerminal { return TerminalUnavailable(reason: "standard input is not a terminal") }
        guard let term, !term.isEmpty else { return TerminalUnavailable(reason: "TERM is not set") }
        if term == "dumb" { return TerminalUnavailable(reason: "TERM is \"dumb\", which cannot position the cursor") }
        return nil
    }
}
