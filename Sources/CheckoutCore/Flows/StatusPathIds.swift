/// The ids a status check puts in its URL path (`/pg/v1/status/{merchantId}/{merchantTransactionId}`):
/// a `/`, `?`, `#`, `%`, `\`, space or control character would change or break that path, so the request
/// rules, the mock gateway and the payload linter all refuse them, in the same words.
public enum StatusPathIds {
    /// The fields that go into a status path.
    public static let fields: Set<String> = ["merchantId", "transactionId", "merchantTransactionId", "authRequestId"]

    /// Why `id` cannot go into a URL path, or nil when it can.
    public static func problem(in id: String) -> String? {
        guard let bad = id.unicodeScalars.first(where: { "/?#%\\".unicodeScalars.contains($0) || $0.isTerminalControl || $0.properties.isWhitespace })
        else { return nil }
        let named = bad == " " ? "a space" : bad.isTerminalControl || bad.properties.isWhitespace ? bad.spelledOut : "'\(bad)'"
        return "must not contain \(named): it goes into the status check's URL path; use letters, digits, '-', '_' and '.', "
            + "got \"\(id.spellingOutTerminalControls(keepingLayout: false))\""
    }
}
